"""Every word the interface shows, in French (the default) and English, in one place.

``tr(key, **values)`` formats the string of the current language; ``set_language`` switches.
Card, suit and seat names and the engine's ``IllegalAction.rule`` codes are translated here too.
"""

from __future__ import annotations

from typing import Final

from belote.engine.cards import Card, Rank, Suit
from belote.tui.i18n_cli import CLI_EN, CLI_FR
from belote.tui.i18n_friends import FRIENDS_EN, FRIENDS_FR
from belote.tui.i18n_log import LOG_EN, LOG_FR
from belote.tui.i18n_net import NET_EN, NET_FR
from belote.tui.i18n_options import OPTIONS_EN, OPTIONS_FR
from belote.tui.i18n_rules import RULES_EN, RULES_FR
from belote.tui.i18n_summary import SUMMARY_EN, SUMMARY_FR
from belote.tui.i18n_table import MORE_EN, MORE_FR

LANGUAGES: Final = ("fr", "en")

FR: Final[dict[str, str]] = {
    # seats and teams
    "seat.S": "Vous",
    "seat.you": "vous",  # the human named inside a sentence: « Pli pour vous »
    "seat.W": "Ouest",
    "seat.N": "Nord",
    "seat.E": "Est",
    "team.0": "Nous",
    "team.1": "Eux",
    "dealer": "donne",
    "colon": " : ",
    # bids and table talk
    "bid.pass": "Passe",
    "bid.take": "Prend à {suit}",
    "say.belote": "Belote !",
    "say.rebelote": "Rebelote !",
    "combo.tierce": "Tierce",
    "combo.cinquante": "Cinquante",
    "combo.cent": "Cent",
    "combo.carre.J": "Carré de valets",
    "combo.carre.9": "Carré de neuf",
    "combo.carre.A": "Carré d'as",
    "combo.carre.T": "Carré de dix",
    "combo.carre.K": "Carré de rois",
    "combo.carre.Q": "Carré de dames",
    "announce": "{kind} ({points})",
    # centre
    "centre.turned": "Carte retournée",
    "centre.round1": "1er tour\nprendre à {suit} ?",
    "centre.round2": "2e tour\nnommer une autre couleur",
    "centre.trump": "atout",
    "centre.trick_to": "Pli pour {seat} (+{points})",
    "centre.trick_to_der": "Pli pour {seat} (+{points}, +{der} de der)",
    "centre.trick_no": "Pli {n}/8",
    # status line
    "status.your_bid1": "À vous : prendre à {suit} (t) ou passer (p).",
    "status.your_bid2": "À vous : choisir une couleur ({choices}) puis Entrée, ou passer (p).",
    "status.your_card": "À vous de jouer (←/→ puis Entrée).",
    "status.thinking": "{seat} réfléchit…",
    "status.trick": "Pli pour {seat}. Entrée pour continuer.",
    "status.resumed": "Partie reprise.",
    "status.corrupt": "Sauvegarde illisible ({why}), gardée sous {path}.",
    # the home folder's files
    "status.corrupt_kept": "Sauvegarde illisible ({why}), laissée en place.",
    "status.unsaved": "Partie non sauvegardée : {reason} ({folder})",
    "status.elsewhere": "Sans sauvegarde : partie ouverte ailleurs.",
    "notify.unsaved": "La partie ne peut pas être sauvegardée dans {folder} : {reason}. "
    "Le jeu continue ; la sauvegarde reprendra dès que possible.",
    "notify.options_aside": "Options illisibles ({why}), gardées sous {path} : options par défaut.",
    "notify.options_kept": "Options illisibles ({why}) : options par défaut.",
    "notify.options_bad": "Options invalides remises par défaut : {names}.",
    "notify.unknown_settings": "{n} réglages inconnus",
    "notify.unknown_settings.one": "un réglage inconnu",
    "notify.options_fixed": (
        "Options invalides remises par défaut : {names} (l'ancien fichier est gardé sous {path})."
    ),
    "notify.options_unsaved": "Options non enregistrées dans {path} : {reason}.",
    "prompt.elsewhere": "Cette partie est déjà ouverte dans une autre fenêtre. Jouer ici sans sauvegarder ?",
    "prompt.elsewhere_hint": "Dossier {folder} : rien n'y sera écrit. Non : quitter.",
    "prompt.quit_unsaved": "La partie ne peut pas être sauvegardée. Quitter quand même ?",
    "cli.elsewhere": "belote-tui : la partie de {folder} est ouverte dans une autre fenêtre ; "
    "rien n'a été écrit.",
    "cli.cannot_start": "belote-tui : impossible de démarrer : {error}",
    "cli.no_terminal": "belote-tui : il faut un terminal pour jouer "
    "(l'entrée ou la sortie d'erreur n'en est pas un).",
    "why.too_big": "fichier trop gros",
    "why.encoding": "texte non UTF-8",
    "why.json": "JSON invalide",
    "why.nesting": "imbrication trop profonde",
    "why.content": "contenu invalide",
    "why.io": "lecture impossible",
    "os.denied": "accès refusé",
    "os.read_only": "disque en lecture seule",
    "os.full": "disque plein",
    "os.not_folder": "ce n'est pas un dossier",
    "os.no_folder": "dossier introuvable",
    "os.is_folder": "c'est un dossier",
    # score panel
    "panel.contract": "Contrat",
    "panel.none": "—",
    "panel.manche": "Manche {n}/{total}",
    "panel.manches": "Manches",
    "panel.score": "Score",
    "panel.tricks": "Plis",
    "panel.reserve": "Réserve",
    "panel.target": "en {target}",
    "panel.log": "Journal de la donne",
    # bindings
    "key.play": "Jouer",
    "key.take": "Prendre",
    "key.pass": "Passer",
    "key.cards": "Choisir",
    "key.skip": "Suite",
    "key.last": "Der. pli",  # « dernier pli », short so the Footer fits 80 columns
    "key.sheet": "Feuille",
    "key.help": "Aide",
    "key.options": "Options",
    "key.quit": "Quitter",
    "key.continue": "Continuer",
    "key.close": "Fermer",
    "key.yes": "Oui",
    "key.no": "Non",
    "key.change": "Changer",
    "key.save": "Enregistrer",
    "key.cancel": "Annuler",
    "key.esc": "Échap",
    "key.pages": "Pg↑↓",  # Page Up / Page Down (the help writes them the same)
    # start screen
    "start.subtitle": "Vous (Sud) et Nord contre Ouest et Est",
    "start.continue": "Continuer la partie sauvegardée",
    "start.new": "Nouvelle partie",
    "start.options": "Options",
    "start.rules": "Règles et touches",
    "start.quit": "Quitter",
    "start.hint": "↑/↓ pour choisir, Entrée pour valider",
    # manche / partie end
    "end.manche": "Manche {n} gagnée par {team}, {won} à {lost}",
    "end.manches": "Manches : Nous {us} – Eux {them}",
    "end.next": "Entrée : {what}",
    "end.consolante_note": "La consolante se joue pour l'honneur : elle ne change pas le vainqueur.",
    "end.revanche": "la revanche",
    "end.belle": "la belle",
    "end.consolante": "la consolante",
    "end.manche_n": "la manche {n}",
    "title.revanche": "Revanche",
    "title.belle": "Belle",
    "title.consolante": "Consolante",
    "title.manche_n": "Manche {n}",
    "end.partie_won": "Nous gagnons la partie !",
    "end.partie_lost": "Ils gagnent la partie.",
    "end.new": "Entrée : nouvelle partie · q : quitter",
    # score sheet
    "sheet.title": "Feuille de marque — manche {n}",
    "sheet.deal": "Donne",
    "sheet.taker": "Preneur",
    "sheet.note": "Note",
    "sheet.empty": "Aucune donne terminée dans cette manche.",
    "note.dedans": "dedans",
    "note.capot": "capot",
    "note.litige": "litige",
    "note.redeal": "redonne",
    "note.belote": "belote {team}",
    "note.announces": "annonces {team} {points}",
    # prompts
    "prompt.announce": "Annoncer {what} : {cards} ?",
    "prompt.belote": "Dire « Belote » en jouant {card} ?",
    "prompt.carre7": "Déclarer votre carré de 7 et annuler la donne ?",
    "prompt.carre7_hint": "Les cartes sont redistribuées et personne ne marque.",
    "prompt.carre8": "Déclarer votre carré de 8 et annuler toutes les annonces ?",
    "prompt.carre8_hint": "Aucune annonce de la donne ne comptera, ni pour vous ni pour eux.",
    "prompt.quit": "Sauvegarder et quitter ?",
    "prompt.quit_hint": "La partie sera enregistrée : vous la reprendrez au prochain lancement.",
    "last.title": "Dernier pli",
    "last.none": "Aucun pli joué dans cette donne.",
    "last.won": "Remporté par {seat} (+{points})",
    "last.won_der": "Remporté par {seat} (+{points}, +{der} de der)",
    # terminal size
    "small": "Terminal trop petit : {width}×{height}.\nIl faut au moins {min_width}×{min_height}.\n"
    "Agrandissez la fenêtre.\n\nq : quitter",
    **RULES_FR,
    **LOG_FR,
    **SUMMARY_FR,
    **NET_FR,
    **OPTIONS_FR,
}

EN: Final[dict[str, str]] = {
    "seat.S": "You",
    "seat.you": "you",
    "seat.W": "West",
    "seat.N": "North",
    "seat.E": "East",
    "team.0": "Us",
    "team.1": "Them",
    "dealer": "deals",
    "colon": ": ",
    "bid.pass": "Pass",
    "bid.take": "Takes {suit}",
    "say.belote": "Belote!",
    "say.rebelote": "Rebelote!",
    "combo.tierce": "Tierce",
    "combo.cinquante": "Fifty",
    "combo.cent": "Hundred",
    "combo.carre.J": "Four jacks",
    "combo.carre.9": "Four nines",
    "combo.carre.A": "Four aces",
    "combo.carre.T": "Four tens",
    "combo.carre.K": "Four kings",
    "combo.carre.Q": "Four queens",
    "announce": "{kind} ({points})",
    "centre.turned": "Turned card",
    "centre.round1": "Round 1\ntake {suit}?",
    "centre.round2": "Round 2\nname another suit",
    "centre.trump": "trump",
    "centre.trick_to": "Trick to {seat} (+{points})",
    "centre.trick_to_der": "Trick to {seat} (+{points}, +{der} last trick bonus)",
    "centre.trick_no": "Trick {n}/8",
    "status.your_bid1": "Your bid: take {suit} (t) or pass (p).",
    "status.your_bid2": "Your bid: pick a suit ({choices}), then Enter; or pass (p).",
    "status.your_card": "Your turn to play (←/→ then Enter).",
    "status.thinking": "{seat} is thinking…",
    "status.trick": "Trick to {seat}. Enter to go on.",
    "status.resumed": "Match resumed.",
    "status.corrupt": "Unreadable save ({why}), kept as {path}.",
    "status.corrupt_kept": "Unreadable save ({why}), left in place.",
    "status.unsaved": "Match not saved: {reason} ({folder})",
    "status.elsewhere": "Not saving: match open in another window.",
    "notify.unsaved": "The match cannot be saved in {folder}: {reason}. "
    "Play goes on; saving resumes as soon as it can.",
    "notify.options_aside": "Unreadable options ({why}), kept as {path}: default options.",
    "notify.options_kept": "Unreadable options ({why}): default options.",
    "notify.options_bad": "Invalid options reset to their defaults: {names}.",
    "notify.unknown_settings": "{n} unknown settings",
    "notify.unknown_settings.one": "an unknown setting",
    "notify.options_fixed": (
        "Invalid options reset to their defaults: {names} (the old file is kept as {path})."
    ),
    "notify.options_unsaved": "Options not saved in {path}: {reason}.",
    "prompt.elsewhere": "This match is already open in another window. Play here without saving?",
    "prompt.elsewhere_hint": "Folder {folder}: nothing will be written there. No: quit.",
    "prompt.quit_unsaved": "The match cannot be saved. Quit anyway?",
    "cli.elsewhere": "belote-tui: the match in {folder} is open in another window; nothing was written.",
    "cli.cannot_start": "belote-tui: cannot start: {error}",
    "cli.no_terminal": "belote-tui: needs a terminal to play (standard input or error is not one).",
    "why.too_big": "file too large",
    "why.encoding": "not UTF-8 text",
    "why.json": "invalid JSON",
    "why.nesting": "nested too deeply",
    "why.content": "invalid content",
    "why.io": "cannot be read",
    "os.denied": "permission denied",
    "os.read_only": "read-only disk",
    "os.full": "disk full",
    "os.not_folder": "not a folder",
    "os.no_folder": "no such folder",
    "os.is_folder": "it is a folder",
    "panel.contract": "Contract",
    "panel.none": "—",
    "panel.manche": "Game {n} of {total}",
    "panel.manches": "Games won",
    "panel.score": "Score",
    "panel.tricks": "Tricks",
    "panel.reserve": "Reserve",
    "panel.target": "to {target}",
    "panel.log": "Deal log",
    "key.play": "Play",
    "key.take": "Take",
    "key.pass": "Pass",
    "key.cards": "Choose",
    "key.skip": "Next",
    "key.last": "Last trick",
    "key.sheet": "Sheet",
    "key.help": "Help",
    "key.options": "Options",
    "key.quit": "Quit",
    "key.continue": "Continue",
    "key.close": "Close",
    "key.yes": "Yes",
    "key.no": "No",
    "key.change": "Change",
    "key.save": "Save",
    "key.cancel": "Cancel",
    "key.esc": "Esc",
    "key.pages": "PgUp/PgDn",  # as on the keys (the help writes them the same)
    "start.subtitle": "You (South) and North against West and East",
    "start.continue": "Continue the saved match",
    "start.new": "New match",
    "start.options": "Options",
    "start.rules": "Rules and keys",
    "start.quit": "Quit",
    "start.hint": "↑/↓ to choose, Enter to confirm",
    "end.manche": "Game {n} won by {team}, {won} to {lost}",
    "end.manches": "Games won: Us {us} – Them {them}",
    "end.next": "Enter: {what}",
    "end.consolante_note": "The consolation game is played for honour: it does not change the winner.",
    "end.revanche": "the return game (revanche)",
    "end.belle": "the deciding game (belle)",
    "end.consolante": "the consolation game",
    "end.manche_n": "game {n}",
    "title.revanche": "Return game (revanche)",
    "title.belle": "Deciding game (belle)",
    "title.consolante": "Consolation game",
    "title.manche_n": "Game {n}",
    "end.partie_won": "We win the match!",
    "end.partie_lost": "They win the match.",
    "end.new": "Enter: new match · q: quit",
    "sheet.title": "Score sheet — game {n}",
    "sheet.deal": "Deal",
    "sheet.taker": "Taker",
    "sheet.note": "Note",
    "sheet.empty": "No deal finished in this game yet.",
    "note.dedans": "down",
    "note.capot": "capot",
    "note.litige": "tie",
    "note.redeal": "redeal",
    "note.belote": "belote ({team})",
    "note.announces": "announces ({team}) {points}",
    "prompt.announce": "Announce {what}: {cards}?",
    "prompt.belote": "Say “Belote” as you play {card}?",
    "prompt.carre7": "Declare your four 7s and void the deal?",
    "prompt.carre7_hint": "The cards are dealt again and nobody scores.",
    "prompt.carre8": "Declare your four 8s and cancel every announcement?",
    "prompt.carre8_hint": "No announcement of this deal will count, yours or theirs.",
    "prompt.quit": "Save and quit?",
    "prompt.quit_hint": "The match will be saved: you will resume it next time.",
    "last.title": "Last trick",
    "last.none": "No trick played in this deal yet.",
    "last.won": "Won by {seat} (+{points})",
    "last.won_der": "Won by {seat} (+{points}, +{der} last trick bonus)",
    "small": "Terminal too small: {width}×{height}.\nIt needs at least {min_width}×{min_height}.\n"
    "Please enlarge the window.\n\nq: quit",
    **RULES_EN,
    **LOG_EN,
    **SUMMARY_EN,
    **NET_EN,
    **OPTIONS_EN,
}

FR.update(MORE_FR)
EN.update(MORE_EN)
FR.update(CLI_FR)
EN.update(CLI_EN)
FR.update(FRIENDS_FR)
EN.update(FRIENDS_EN)
_TABLES: Final = {"fr": FR, "en": EN}
_FR_RANKS: Final = ("7", "8", "9", "10", "V", "D", "R", "A")
_EN_RANKS: Final = ("7", "8", "9", "10", "J", "Q", "K", "A")
_SUIT_NAMES: Final = {
    "fr": ("pique", "cœur", "carreau", "trèfle"),
    "en": ("spades", "hearts", "diamonds", "clubs"),
}

_current = "fr"
_direction = "counterclockwise"
_names: tuple[str, ...] | None = None
_titles: tuple[str, ...] | None = None


def set_language(lang: str) -> None:
    """Switch every later ``tr`` call to ``lang`` ("fr" or "en"); ValueError for others."""
    global _current
    if lang not in _TABLES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    _current = lang


def language() -> str:
    """The current language code."""
    return _current


def tr(key: str, **values: object) -> str:
    """The text for ``key`` in the current language, formatted with ``values``."""
    text = _TABLES[_current].get(key) or FR[key]
    return text.format(**values) if values else text


def tr_count(key: str, n: int, **values: object) -> str:
    """The text for ``key`` counting ``n`` things: its singular ``key.one`` when ``n`` is 1."""
    return tr(f"{key}.one" if n == 1 else key, n=n, **values)


def points_word(value: float) -> str:
    """« point » or « points » after ``value`` as the language agrees it: French keeps the singular
    below 2 (« 0,0 point », « 1,5 point »), English only for one (« 1 point », "0.5 points")."""
    single = abs(value) < 2 if _current == "fr" else abs(value) == 1
    return "point" if single else "points"


def rank_label(rank: Rank) -> str:
    """How a rank is printed: V D R A in French, J Q K A in English."""
    return (_FR_RANKS if _current == "fr" else _EN_RANKS)[rank]


def card_label(card: Card) -> str:
    """A card as the table says it, e.g. ``10♥`` or ``V♠``."""
    return rank_label(card.rank) + card.suit.symbol


def suit_name(suit: Suit) -> str:
    """A suit's name in the current language (with its symbol)."""
    return f"{suit.symbol} {_SUIT_NAMES[_current][suit]}"


def set_direction(direction: str) -> None:
    """Record the table's direction of play, which decides where seats 1 and 3 sit."""
    global _direction
    _direction = direction


def position(seat: int) -> str:
    """Where a seat sits on screen: S (the human), W, N or E, following the direction of play."""
    if _direction == "clockwise":
        return "SWNE"[seat]
    return "SENW"[seat]


def set_seat_names(names: tuple[str, ...] | None, titles: tuple[str, ...] | None = None) -> None:
    """Players' names for seats 1-3 at a shared table (an empty one keeps the compass point), and
    the ``titles`` their seats wear now (« Léa, robot »: the name with how the seat is held)."""
    global _names, _titles
    _names, _titles = names, titles


def seat_name(seat: int) -> str:
    """The name shown for a seat: « Vous » for the human (South), else the player's name at a shared
    table, else the compass point."""
    if seat and _names is not None and _names[seat]:
        return _names[seat]
    return tr(f"seat.{position(seat)}")


def seat_in_sentence(seat: int) -> str:
    """A seat named inside a sentence, not at its start: « vous » for the human (« Pli pour vous »),
    who is « Vous » only as a label or a subject; any other seat as ``seat_name``."""
    return tr("seat.you") if seat == 0 else seat_name(seat)


def seat_title(seat: int) -> str:
    """The label on the seat itself: its name with how it is held now at a shared table (« Léa,
    hors ligne »), else ``seat_name``. Only the seat says it: a bid or a card is named by the player."""
    if seat and _titles is not None and _titles[seat]:
        return _titles[seat]
    return seat_name(seat)


def tr_seat(key: str, seat: int, **values: object) -> str:
    """``tr`` for a sentence whose subject is ``seat``: the human gets the « vous » form (``key.you``)
    when there is one, so the verb agrees (« vous donnez », not « Vous donne »)."""
    you = f"{key}.you"
    if seat == 0 and you in _TABLES[_current]:
        return tr(you, **values)
    return tr(key, seat=seat_name(seat), **values)


def team_name(team: int) -> str:
    """« Nous » for the human's team (0), « Eux » for the other."""
    return tr(f"team.{team}")


def rule_sentence(rule: str, message: str = "", led: Suit | None = None) -> str:
    """The sentence explaining an ``IllegalAction.rule`` code to the player."""
    key = f"rule.{rule}"
    if key not in FR:
        return tr("rule.other", message=message)
    if rule == "must_follow":
        return tr(key, suit=suit_name(led) if led is not None else "")
    return tr(key)
