"""What is written when a deal ends: everything about it and its partie, taken from the ``Match``."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Protocol

from belote.engine import Deal, Rules, Take
from belote.engine.records import DealResult


def now() -> datetime:
    """The current time, in UTC (every time in the history is)."""
    return datetime.now(UTC)


class PartieState(Protocol):
    """What a deal's entry is taken from: a ``Match``, or a partie at a shared table as one seat
    follows it (the seed is then a key that groups its deals)."""

    @property
    def seed(self) -> int:
        """The partie's seed, or the key that stands for it."""

    @property
    def deal(self) -> Deal:
        """The deal just finished."""

    @property
    def history(self) -> list[list[DealResult]]:
        """The score sheet, per manche, with the finished deal on it."""

    @property
    def manche_index(self) -> int:
        """The manche the deal was played in, from 0."""

    @property
    def over(self) -> bool:
        """Whether the partie is decided."""

    @property
    def winner(self) -> int | None:
        """The team that won the partie, once over."""

    @property
    def manches(self) -> tuple[int, int]:
        """Manches won by each team."""


@dataclass(frozen=True)
class DealEntry:
    """A finished deal of a partie, with the partie's state after it: one history transaction."""

    seed: int
    rules: Rules
    levels: tuple[str, str, str, str]
    started_at: datetime
    seq: int
    manche: int
    number: int
    played_at: datetime
    dealer: int
    deck: tuple[str, ...]
    actions: tuple[str, ...]
    result: DealResult
    collected: tuple[int, int]
    take_round: int | None
    over: bool
    winner: int | None
    manches: tuple[int, int]
    undo: bool = False
    hints: bool = False
    shared: bool = False
    """Played at a shared table (not written): such a partie never leaves a solo one, whose save it
    does not replace, even with bots in every other seat."""

    @classmethod
    def from_match(
        cls,
        match: PartieState,
        levels: tuple[str, str, str, str],
        started_at: datetime | None = None,
        *,
        undo: bool = False,
        hints: bool = False,
        shared: bool = False,
    ) -> DealEntry:
        """The entry for ``match.deal`` (a ``Match``'s, or a shared table's), which must be done
        (ValueError otherwise)."""
        deal = match.deal
        if deal.result is None:
            raise ValueError("the deal is not over")
        history = match.history  # settles the deal: the sheet's entry carries the reserve collected
        return cls.of_deal(
            deal,
            seed=match.seed,
            levels=levels,
            started_at=started_at,
            seq=sum(len(manche) for manche in history) - 1,
            manche=match.manche_index,
            number=len(history[-1]),
            collected=history[-1][-1].collected,
            over=match.over,
            winner=match.winner,
            manches=match.manches,
            undo=undo,
            hints=hints,
            shared=shared,
        )

    @classmethod
    def of_deal(
        cls,
        deal: Deal,
        *,
        seed: int,
        levels: tuple[str, str, str, str],
        seq: int,
        manche: int = 0,
        number: int = 1,
        started_at: datetime | None = None,
        collected: tuple[int, int] = (0, 0),
        over: bool = False,
        winner: int | None = None,
        manches: tuple[int, int] = (0, 0),
        undo: bool = False,
        hints: bool = False,
        shared: bool = False,
    ) -> DealEntry:
        """The entry for a finished ``deal`` played outside a Match (or inside one: see from_match)."""
        if deal.result is None:
            raise ValueError("the deal is not over")
        take_round = None
        for index, (_, bid) in enumerate(deal.bids):
            if isinstance(bid, Take):
                take_round = 1 if index < 4 else 2
        when = now()
        return cls(
            seed=seed,
            rules=deal.rules,
            levels=levels,
            started_at=started_at or when,
            seq=seq,
            manche=manche,
            number=number,
            played_at=when,
            dealer=deal.dealer,
            deck=tuple(str(card) for card in deal.deck),
            actions=tuple(str(action) for action in deal.actions),
            result=deal.result,
            collected=collected,
            take_round=take_round,
            over=over,
            winner=winner,
            manches=manches,
            undo=undo,
            hints=hints,
            shared=shared,
        )
