"""The duplicate challenge: a deal the human played, played again with a bot in the human's seat.

The same deck and dealer, the same bots with the same seeds in the other seats: only the play
from the human's seat differs, so comparing the two results on the sheet takes the luck of the
cards out. ``DuplicatePool`` runs these replays on a process pool created once, off the UI.
"""

from __future__ import annotations

from collections.abc import Mapping
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass

from belote.bots import BOTS, Bot
from belote.coach.record import DealRecord, start
from belote.engine import Card, DealResult, Rules

Seats = Mapping[int, tuple[str, int]]
"""The other seats' players: seat → (bot level, seed), as the table built them."""


def make_player(level: str, seed: int) -> Bot:
    """The bot of that level and seed (an unknown level is refused)."""
    if level not in BOTS:
        raise ValueError(f"unknown bot level {level!r}")
    return BOTS[level](seed=seed)


def duplicate(
    record: DealRecord, seat: int, level: str = "expert", *, players: Seats, seed: int = 0
) -> DealResult:
    """The result of ``record``'s deal replayed with a ``level`` bot (seeded ``seed``) at ``seat``."""
    deal = start(record)
    bots = {s: make_player(*players[s]) for s in range(4) if s != seat}
    bots[seat] = make_player(level, seed)
    while deal.to_play is not None:
        mover = deal.to_play
        deal.apply(bots[mover].choose(deal.view(mover)))
    assert deal.result is not None
    return deal.result


@dataclass(frozen=True, slots=True)
class _Plain:
    """A record in plain, picklable form for the worker processes."""

    deck: tuple[str, ...]
    dealer: int
    rules: Rules

    @property
    def cards(self) -> list[Card]:
        return [Card.parse(code) for code in self.deck]


@dataclass(frozen=True, slots=True)
class _Replay:
    deck: tuple[Card, ...]
    dealer: int
    rules: Rules
    actions: tuple[()] = ()
    result: None = None


def _run(plain: _Plain, seat: int, level: str, players: dict[int, tuple[str, int]], seed: int) -> DealResult:
    record = _Replay(tuple(plain.cards), plain.dealer, plain.rules)
    return duplicate(record, seat, level, players=players, seed=seed)


class DuplicatePool:
    """A process pool for duplicate replays, created once and shared by the whole session."""

    def __init__(self, workers: int = 2) -> None:
        """Start ``workers`` processes lazily (on the first submission)."""
        self.workers = workers
        self._executor: ProcessPoolExecutor | None = None

    def submit(
        self, record: DealRecord, seat: int, level: str = "expert", *, players: Seats, seed: int = 0
    ) -> Future[DealResult]:
        """Replay ``record`` in the background; the future gives the duplicate's result."""
        if self._executor is None:
            self._executor = ProcessPoolExecutor(max_workers=self.workers)
        plain = _Plain(tuple(str(card) for card in record.deck), record.dealer, record.rules)
        return self._executor.submit(_run, plain, seat, level, dict(players), seed)

    def shutdown(self) -> None:
        """Stop the worker processes (pending replays are cancelled)."""
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
