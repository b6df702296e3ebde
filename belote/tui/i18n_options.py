"""The words of the table's extra options and keys (undo, themes, seat levels, auto-play, sorting).

Kept apart from the main word tables so they stay short; ``belote.tui.i18n`` merges them in.
"""

from __future__ import annotations

from typing import Final

OPTIONS_FR: Final[dict[str, str]] = {
    "opt.west_level": "Niveau d'Ouest",
    "opt.east_level": "Niveau d'Est",
    "opt.undo": "Reprendre un coup (u)",
    "opt.auto_play": "Jouer seul une carte forcée",
    "opt.sort_order": "Ordre de la main (r)",
    "opt.theme": "Thème",
    "opt.shuffle_each_deal": "Entre les donnes",
    "val.gather_cut": "ramasser et couper",
    "val.shuffle": "mélanger",
    "val.trump": "atout d'abord",
    "val.suits": "par couleur ♠♥♦♣",
    "val.belote-dark": "tapis vert (sombre)",
    "val.belote-light": "clair",
    "val.belote-contrast": "contraste élevé",
    "key.undo": "Annuler",
    "key.sort": "Trier",
    "status.undone": "Coup repris ({n} dans cette partie) : à vous.",
    "status.nothing_to_undo": "Rien à reprendre.",
    "status.undo_off": "Reprendre un coup est désactivé dans les options.",
    "status.sorted": "Main triée : {order}.",
    "end.undos": "Coups repris dans cette partie : {n}",
    "cmd.theme": "Thème : {name}",
    "cmd.theme_help": "Changer l'apparence de la table",
    "cmd.search": "Chercher une commande (thème…)",
}

OPTIONS_EN: Final[dict[str, str]] = {
    "opt.west_level": "West's level",
    "opt.east_level": "East's level",
    "opt.undo": "Take back a move (u)",
    "opt.auto_play": "Play a forced card by itself",
    "opt.sort_order": "Hand order (r)",
    "opt.theme": "Theme",
    "opt.shuffle_each_deal": "Between deals",
    "val.gather_cut": "gather and cut",
    "val.shuffle": "shuffle",
    "val.trump": "trump first",
    "val.suits": "by suit ♠♥♦♣",
    "val.belote-dark": "green felt (dark)",
    "val.belote-light": "light",
    "val.belote-contrast": "high contrast",
    "key.undo": "Undo",
    "key.sort": "Sort",
    "status.undone": "Move taken back ({n} this game): your turn.",
    "status.nothing_to_undo": "Nothing to take back.",
    "status.undo_off": "Taking back moves is turned off in the options.",
    "status.sorted": "Hand sorted: {order}.",
    "end.undos": "Moves taken back this game: {n}",
    "cmd.theme": "Theme: {name}",
    "cmd.theme_help": "Change the table's look",
    "cmd.search": "Search for a command (theme…)",
}
