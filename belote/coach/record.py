"""What the coach reads of a played deal: the deck, the dealer, the rules and the actions.

``DealRecord`` is the shape of a deal stored in the history (any object with these attributes);
``PlayedDeal`` builds one from a finished ``Deal`` for tests, benchmarks and the live table.
``decision_points`` replays a record and yields the state before each action of one seat.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Protocol

from belote.engine import Action, Card, Deal, DealResult, Rules


class DealRecord(Protocol):
    """A played deal as the history keeps it: enough to replay every action through the engine."""

    @property
    def deck(self) -> Sequence[Card]:
        """The 32 cards as dealt, top first."""
        ...

    @property
    def dealer(self) -> int:
        """The seat that dealt."""
        ...

    @property
    def rules(self) -> Rules:
        """The rules the deal was played under."""
        ...

    @property
    def actions(self) -> Sequence[Action]:
        """Every action of the deal, in order."""
        ...

    @property
    def result(self) -> DealResult | None:
        """The deal's result (None if it was not finished)."""
        ...


@dataclass(frozen=True, slots=True)
class PlayedDeal:
    """A ``DealRecord`` taken from a ``Deal`` (finished or not)."""

    deck: tuple[Card, ...]
    dealer: int
    rules: Rules
    actions: tuple[Action, ...]
    result: DealResult | None

    @classmethod
    def of(cls, deal: Deal) -> PlayedDeal:
        """The record of ``deal`` as it stands."""
        return cls(deal.deck, deal.dealer, deal.rules, deal.actions, deal.result)


def start(record: DealRecord) -> Deal:
    """The record's deal before its first action."""
    return Deal.from_deck(list(record.deck), record.dealer, record.rules)


def replay(record: DealRecord) -> Deal:
    """The record's deal with every action applied (IllegalAction if the record is inconsistent)."""
    deal = start(record)
    for action in record.actions:
        deal.apply(action)
    return deal


def decision_points(record: DealRecord, seat: int) -> Iterator[tuple[int, Deal, Action]]:
    """``(index, deal before the action, action)`` for each action of ``seat`` in the record."""
    deal = start(record)
    for index, action in enumerate(record.actions):
        if deal.to_play == seat:
            yield index, deal.copy(), action
        deal.apply(action)
