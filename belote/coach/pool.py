"""The coach's background work on other processes: duplicate replays and pars, off the UI.

Two single-process pools, created on first use and kept for the session, at a lower priority than
the game; the records are sent in plain form (card codes), the answers come back as engine results.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass
from multiprocessing import resource_tracker
from typing import TypeVar

from belote.coach.duplicate import Replayed, Seats, duplicate
from belote.coach.par import Par, par
from belote.coach.record import DealRecord, PlayedDeal
from belote.engine import Card, Deal, Rules, parse_action

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class _Plain:
    """A record as card and action codes, cheap to send to another process."""

    deck: tuple[str, ...]
    dealer: int
    rules: Rules
    actions: tuple[str, ...]

    @classmethod
    def of(cls, record: DealRecord) -> _Plain:
        return cls(tuple(map(str, record.deck)), record.dealer, record.rules, tuple(map(str, record.actions)))

    def record(self) -> PlayedDeal:
        deal = Deal.from_deck([Card.parse(code) for code in self.deck], self.dealer, self.rules)
        for action in self.actions:
            deal.apply(parse_action(action))
        return PlayedDeal.of(deal)


def _duplicate(
    plain: _Plain, seat: int, level: str, players: dict[int, tuple[str, int]], seed: int
) -> Replayed:
    return duplicate(plain.record(), seat, level, players=players, seed=seed)


def _par(plain: _Plain) -> Par | None:
    return par(plain.record())


def _lower_priority() -> None:
    with contextlib.suppress(OSError, AttributeError):
        os.nice(10)


class CoachPool:
    """Two worker processes, created once for the session: one replays deals, one solves pars.

    Keeping them apart means the par the human may ask for next never waits behind replays.
    """

    def __init__(self) -> None:
        """The processes start lazily, on the first submission; multiprocessing's resource tracker
        starts now, while the standard streams are still the terminal's (an app replaces them)."""
        self._executors: dict[str, ProcessPoolExecutor] = {}
        self.failure: Exception | None = None
        """Why the last process could not start (None while every submission has found one)."""
        with contextlib.suppress(Exception):  # without it the pools start it themselves
            resource_tracker.ensure_running()

    def _pool(self, kind: str) -> ProcessPoolExecutor:
        if kind not in self._executors:
            spawn = multiprocessing.get_context("spawn")  # the app runs threads: never fork it
            self._executors[kind] = ProcessPoolExecutor(1, mp_context=spawn, initializer=_lower_priority)
        return self._executors[kind]

    def _submit(self, kind: str, work: Callable[..., T], *args: object) -> Future[T]:
        """``work(*args)`` on the ``kind`` pool; if no process can start there (a process limit, no
        memory, a helper process killed), a future holding the failure, which the game does without:
        the broken pool is dropped, so the next deal tries a new one."""
        try:
            return self._pool(kind).submit(work, *args)
        except Exception as error:
            broken = self._executors.pop(kind, None)
            if broken is not None:
                with contextlib.suppress(Exception):
                    broken.shutdown(wait=False, cancel_futures=True)
            self.failure = error
            failed: Future[T] = Future()
            failed.set_exception(error)
            return failed

    def duplicate(
        self, record: DealRecord, seat: int, level: str = "expert", *, players: Seats, seed: int = 0
    ) -> Future[Replayed]:
        """Replay ``record`` with a ``level`` bot at ``seat``; the future gives its result and where
        it first did otherwise."""
        return self._submit("duplicate", _duplicate, _Plain.of(record), seat, level, dict(players), seed)

    def par(self, record: DealRecord) -> Future[Par | None]:
        """Solve the par of ``record`` in the background."""
        return self._submit("par", _par, _Plain.of(record))

    def shutdown(self) -> None:
        """Stop the worker processes: pending work is cancelled and the work under way is dropped,
        so that quitting never waits for a replay or a par still being computed."""
        for executor in self._executors.values():
            workers = list(executor._processes.values()) if executor._processes else []
            executor.shutdown(wait=False, cancel_futures=True)
            for worker in workers:
                with contextlib.suppress(Exception):
                    worker.terminate()
        self._executors = {}
