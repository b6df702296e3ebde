"""The lines of the deal's log: the draw for the deal, each bid, card, announce and trick.

Kept apart from the main word tables so they stay short; ``belote.tui.i18n`` merges them in.
"""

from __future__ import annotations

from typing import Final

LOG_FR: Final[dict[str, str]] = {
    "log.deal": "Donne {n} · {seat} donne",
    "log.deal.you": "Donne {n} · vous donnez",
    "log.draw": "Tirage (la plus petite carte donne) :",
    "log.draw_again": "Égalité, nouveau tirage :",
    "log.turned": "Retournée : {card}",
    "log.round2": "— 2e tour —",
    "log.pass": "{seat} passe",
    "log.pass.you": "Vous passez",
    "log.take": "{seat} prend à {suit}",
    "log.take.you": "Vous prenez à {suit}",
    "log.trick": "→ pli pour {seat} (+{points})",
    "log.trick_der": "→ pli pour {seat} (+{points}, +{der} de der)",
    "log.announce": "{seat} annonce {what}",
    "log.announce.you": "Vous annoncez {what}",
    "log.shown": "{seat} montre {own}{what}",
    "log.shown.you": "Vous montrez votre {what}",
    "log.own.f": "sa ",
    "log.own.m": "son ",
    "log.announces_won.0": "Nos annonces comptent, pas les leurs.",
    "log.announces_won.1": "Leurs annonces comptent, pas les nôtres.",
    "log.cut": "{seat} coupe le jeu : {n} cartes soulevées",
    "log.cut.you": "Vous coupez le jeu : {n} cartes soulevées",
    "log.carre7": "{seat} déclare un carré de 7 : la donne est annulée",
    "log.carre7.you": "Vous déclarez un carré de 7 : la donne est annulée",
    "log.carre8": "{seat} déclare un carré de 8 : les annonces sont annulées",
    "log.carre8.you": "Vous déclarez un carré de 8 : les annonces sont annulées",
}

LOG_EN: Final[dict[str, str]] = {
    "log.deal": "Deal {n} · {seat} deals",
    "log.deal.you": "Deal {n} · you deal",
    "log.draw": "Draw (the lowest card deals):",
    "log.draw_again": "Tie, drawn again:",
    "log.turned": "Turned: {card}",
    "log.round2": "— Round 2 —",
    "log.pass": "{seat} passes",
    "log.pass.you": "You pass",
    "log.take": "{seat} takes {suit}",
    "log.take.you": "You take {suit}",
    "log.trick": "→ trick to {seat} (+{points})",
    "log.trick_der": "→ trick to {seat} (+{points}, +{der} last trick)",
    "log.announce": "{seat} announces {what}",
    "log.announce.you": "You announce {what}",
    "log.shown": "{seat} shows {own}{what}",
    "log.shown.you": "You show your {what}",
    "log.own.f": "their ",
    "log.own.m": "their ",
    "log.announces_won.0": "Our announcements count, not theirs.",
    "log.announces_won.1": "Their announcements count, not ours.",
    "log.cut": "{seat} cuts the deck, lifting {n} cards",
    "log.cut.you": "You cut the deck, lifting {n} cards",
    "log.carre7": "{seat} declares four 7s (carré de 7): the deal is void",
    "log.carre7.you": "You declare four 7s (carré de 7): the deal is void",
    "log.carre8": "{seat} declares four 8s (carré de 8): every announcement is cancelled",
    "log.carre8.you": "You declare four 8s (carré de 8): every announcement is cancelled",
}
