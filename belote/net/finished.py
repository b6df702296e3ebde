"""A finished deal's record, sent to every player once the deal is over so that their own history keeps it.

The record holds what a history needs to replay the deal: the dealer, the deck in dealing order,
every action, each seat's level (None where a player sits), a key grouping the deals of one partie
and the deal's place on the score sheet (a player away when it ended gets it when they come back,
and keeps each deal once). It goes out only once the deal is over, and with its deck only when every
card was played: the whole table then saw every card, so the record tells nothing new. A deal that
ended before its cards were played (all four passed, or a carré of 7s was declared) goes without
its deck: those hands were never shown, and the next deal is cut from those very cards. The partie's
seed never goes out (it deals every deal to come): the key is a one-way hash of it, keyed by a secret
the table keeps, so that even a small seed chosen by the host cannot be found again by trying every
seed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from belote.engine import CARDS, Action, Card, Deal, Match, Rules
from belote.net import rotate
from belote.net.access import SECRET_BITS, keyed_hash
from belote.net.codec import actions_from_json, cards_json, deck_from_json
from belote.net.protocol import message

KEY_PERSON = b"belote-partie"
"""The hash's personalisation: the key is of no use as anything else than this key."""
LEVEL_LENGTH = 16
"""Characters of a level's name in a record."""


def partie_key(seed: int, secret: str) -> int:
    """The key grouping a partie's deals in a player's history: a one-way hash of the partie's seed,
    keyed by the table's ``secret``, from which neither the seed nor any deal to come can be found."""
    return keyed_hash(seed, secret, KEY_PERSON)


def played_out(deal: Deal) -> bool:
    """Whether the deal is over with every card played (only then is its deck no secret)."""
    return deal.result is not None and sum(len(trick.cards) for trick in deal.tricks) == len(CARDS)


def record_json(
    deal: Deal,
    key: int,
    levels: Sequence[str | None],
    place: tuple[int, int] | None = None,
    started: datetime | None = None,
) -> dict[str, Any]:
    """The record of a finished ``deal`` of the partie with that ``key``: its deck only if every card
    was played. ``levels``: each seat's bot level, None where a player sits; ``place``: the deal's
    manche (from 0) and its number in that manche (from 1), as the score sheet has it; ``started``:
    when the partie began, by the host's clock."""
    fields: dict[str, Any] = {
        "partie": key,
        "dealer": deal.dealer,
        "actions": [str(action) for action in deal.actions],
        "levels": list(levels),
    }
    if place is not None:
        fields["manche"], fields["number"] = place
    if started is not None:
        fields["started"] = started.isoformat()
    if played_out(deal):
        fields["deck"] = cards_json(deal.deck)
    return fields


def record_message(
    match: Match | None, levels: Sequence[str | None], secret: str, started: datetime | None = None
) -> str | None:
    """The ``record`` message of the match's deal once it is over, None before (module doc);
    ``secret``: the table's, which keys the partie's key; ``started``: when the partie began."""
    if match is None or match.deal.result is None:
        return None
    place = (match.manche_index, len(match.history[-1]))
    key = partie_key(match.seed, secret)
    return message("record", **record_json(match.deal, key, levels, place, started))


@dataclass(frozen=True)
class FinishedDeal:
    """A deal's record as a player received it, its seats numbered as the host numbers them."""

    partie: int
    dealer: int
    deck: tuple[Card, ...] | None
    """None when the deal ended before every card was played: it cannot be replayed."""
    actions: tuple[Action, ...]
    levels: tuple[str | None, ...]
    """Each seat's bot level, None where a player sits."""
    place: tuple[int, int] | None = None
    """The deal's manche (from 0) and number in it (from 1); None from a host that does not say
    (the deal is then the last one on the score sheet)."""

    def replay(self, rules: Rules, me: int) -> Deal | None:
        """The deal played again from its deck, seat ``me`` turned into seat 0 (as the history keeps
        a player's own seat); None without a deck. ValueError if the actions do not finish the deal."""
        if self.deck is None:
            return None
        deal = Deal.from_deck(self.deck, rotate.turn(self.dealer, me), rules)
        for action in self.actions:
            deal.apply(action)  # IllegalAction, a ValueError, if the record does not fit the deck
        if deal.result is None:
            raise ValueError("the record's actions do not finish the deal")
        return deal


def _level(value: object) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not 0 < len(value) <= LEVEL_LENGTH or not value.isprintable():
        raise ValueError("a level must be short text or null")
    return value


def _count(value: object, lowest: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < lowest:
        raise ValueError(f"expected a whole number from {lowest}")
    return value


def _place(data: Mapping[str, Any]) -> tuple[int, int] | None:
    """The deal's place on the score sheet, if the record gives it (both fields or neither)."""
    if "manche" not in data and "number" not in data:
        return None
    return _count(data.get("manche"), 0), _count(data.get("number"), 1)


def finished_from_json(data: Mapping[str, Any]) -> FinishedDeal:
    """A ``record`` message decoded (fields it does not know are left aside); ValueError if malformed."""
    partie, dealer, levels = data.get("partie"), data.get("dealer"), data.get("levels")
    if not isinstance(partie, int) or isinstance(partie, bool) or not 0 <= partie < 1 << SECRET_BITS:
        raise ValueError("the partie's key must be a number")
    if not isinstance(dealer, int) or isinstance(dealer, bool) or dealer not in (0, 1, 2, 3):
        raise ValueError("the dealer must be a seat")
    if not isinstance(levels, list) or len(levels) != 4:
        raise ValueError("a record names the level of 4 seats")
    deck = data.get("deck")
    return FinishedDeal(
        partie=partie,
        dealer=dealer,
        deck=None if deck is None else deck_from_json(deck),
        actions=actions_from_json(data.get("actions")),
        levels=tuple(_level(level) for level in levels),
        place=_place(data),
    )
