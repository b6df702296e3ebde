"""Every word the interface shows, in French (the default) and English, in one place.

``tr(key, **values)`` formats the string of the current language; ``set_language`` switches.
Card, suit and seat names and the engine's ``IllegalAction.rule`` codes are translated here too.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Final

from belote.engine.cards import Card, Rank, Suit
from belote.tui.i18n_base import BASE_EN, BASE_FR
from belote.tui.i18n_cli import CLI_EN, CLI_FR
from belote.tui.i18n_friends import FRIENDS_EN, FRIENDS_FR
from belote.tui.i18n_log import LOG_EN, LOG_FR
from belote.tui.i18n_net import NET_EN, NET_FR
from belote.tui.i18n_options import OPTIONS_EN, OPTIONS_FR
from belote.tui.i18n_rules import RULES_EN, RULES_FR
from belote.tui.i18n_summary import SUMMARY_EN, SUMMARY_FR
from belote.tui.i18n_table import MORE_EN, MORE_FR
from belote.tui.option_help import OPTION_HELP_EN, OPTION_HELP_FR

LANGUAGES: Final = ("fr", "en")

FR: Final[dict[str, str]] = {
    **BASE_FR,
    **RULES_FR,
    **LOG_FR,
    **SUMMARY_FR,
    **NET_FR,
    **OPTIONS_FR,
    **OPTION_HELP_FR,
    **MORE_FR,
    **CLI_FR,
    **FRIENDS_FR,
}
EN: Final[dict[str, str]] = {
    **BASE_EN,
    **RULES_EN,
    **LOG_EN,
    **SUMMARY_EN,
    **NET_EN,
    **OPTIONS_EN,
    **OPTION_HELP_EN,
    **MORE_EN,
    **CLI_EN,
    **FRIENDS_EN,
}
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
_stand_ins: Mapping[int, str] = {}
"""Seats named, for a moment, by the bot that held them then (``standing_in``)."""


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


def direction() -> str:
    """The direction of play the seats are named by."""
    return _direction


@contextmanager
def seats_as_played(played: str) -> Iterator[None]:
    """Within: name the seats as a table of the direction ``played`` does (a deal of another partie,
    played the other way round, names East and West the other way round)."""
    global _direction
    before, _direction = _direction, played
    try:
        yield
    finally:
        _direction = before


def position(seat: int) -> str:
    """Where a seat sits on screen: S (the human), W, N or E, following the direction of play."""
    if _direction == "clockwise":
        return "SWNE"[seat]
    return "SENW"[seat]


def set_seat_names(names: tuple[str, ...] | None, titles: tuple[str, ...] | None = None) -> None:
    """Players' names for seats 1-3 at a shared table (an empty one keeps the compass point), and
    the ``titles`` their seats wear now (« robot pour Léa »: how the seat is held, with the name)."""
    global _names, _titles
    _names, _titles = names, titles


@contextmanager
def standing_in(names: Mapping[int, str]) -> Iterator[None]:
    """Within: name these seats by the bot that played them then (a friend sat in for it later in
    the deal), our own seat too, in the third person (« Momo coupe », not « Vous coupez »)."""
    global _stand_ins
    before, _stand_ins = _stand_ins, names
    try:
        yield
    finally:
        _stand_ins = before


def seat_name(seat: int) -> str:
    """The name shown for a seat: « Vous » for the human (South), else the player's name at a shared
    table, else the compass point; a bot's that stood in there (``standing_in``)."""
    if seat in _stand_ins:
        return _stand_ins[seat]
    if seat and _names is not None and _names[seat]:
        return _names[seat]
    return tr(f"seat.{position(seat)}")


def seat_in_sentence(seat: int) -> str:
    """A seat named inside a sentence, not at its start: « vous » for the human (« Pli pour vous »),
    who is « Vous » only as a label or a subject; any other seat as ``seat_name``."""
    return tr("seat.you") if seat == 0 and seat not in _stand_ins else seat_name(seat)


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
    if seat == 0 and seat not in _stand_ins and you in _TABLES[_current]:
        return tr(you, **values)
    return tr(key, seat=seat_name(seat), **values)


def team_name(team: int, form: str = "") -> str:
    """« Nous » for the human's team (0), « Eux » for the other: the team's name on the sheet. In a
    sentence English wants a pronoun instead, ``form`` "subject" (« we announced 50 ») or "object"
    (« won by us »); French keeps the name there too (« gagnée par Nous »)."""
    return tr(f"team.{form}.{team}" if form else f"team.{team}")


def rule_sentence(rule: str, led: Suit | None = None) -> str:
    """The sentence explaining an ``IllegalAction.rule`` code to the player."""
    key = f"rule.{rule}"
    if key not in FR:  # from a host of another version: its own text is never shown as it came
        return tr("rule.other")
    if rule == "must_follow":
        return tr(key, suit=suit_name(led) if led is not None else "")
    return tr(key)
