"""The history of a shared table: each deal played there, kept like a solo deal from our own seat.

Hosting, the table's own match is recorded (``DealKeeper.hosted``). Joining, the host sends each
finished deal's record (``belote.net.finished``), and those we missed when we come back; it is
replayed from our seat, checked against the deal at its place on the score sheet we were sent, and
recorded with our seat as seat 0, so that « us » is our team as in a solo partie. A deal sent
without its deck (nobody took, or a carré of 7s was declared: its hands were never shown) cannot be
replayed and is not recorded.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any

from belote.engine import Deal, DealResult
from belote.history import HUMAN_LEVEL, Recorder
from belote.net import rotate
from belote.net.client import TableState
from belote.net.finished import finished_from_json
from belote.net.table import Table
from belote.times import moment
from belote.tui.board import SharedBoard

log = logging.getLogger("belote.tui")

Levels = tuple[str, str, str, str]


def history_levels(levels: Sequence[str | None], me: int = 0) -> Levels:
    """The seats' levels as the history keeps them, seen from seat ``me``: « human » for our own seat
    and each seat a player holds (``None``), else the level of the bot playing it."""
    turned = rotate.by_seat(levels, me)
    named = [HUMAN_LEVEL if seat == 0 or level is None else level for seat, level in enumerate(turned)]
    return (named[0], named[1], named[2], named[3])


@dataclass(frozen=True)
class SeatPartie:
    """A partie at a shared table as one seat followed it, with the deal just finished: what the
    history takes from a ``Match``. ``seed`` is the key the host sent, not the partie's seed."""

    seed: int
    deal: Deal
    history: list[list[DealResult]]
    manche_index: int
    over: bool
    winner: int | None
    manches: tuple[int, int]

    @property
    def place(self) -> tuple[int, int, int]:
        """Which deal of which partie this is (the key, the manche, the number in it): a deal sent
        twice, again when we came back, is kept once."""
        return self.seed, self.manche_index, len(self.history[-1])


def joined_deal(data: Mapping[str, Any], state: TableState | None) -> tuple[SeatPartie, Levels] | None:
    """The partie and levels to record for a ``record`` message, from the table ``state`` it came
    after; None for a deal sent without its deck. ValueError if the record is malformed or is not
    the deal at its place on the score sheet (without a place, the last one written there).

    A deal we missed is recorded with the sheet as it stood after it; the partie's state (manches
    won, over) is the one we know now, so that the last deal recorded leaves the partie as it is."""
    finished = finished_from_json(data)
    if state is None or state.view is None:
        raise ValueError("a deal's record before any deal")
    deal = finished.replay(state.rules, state.seat)
    if deal is None:
        return None
    board = SharedBoard.of(state)
    last = (len(board.history) - 1, len(board.history[-1]) if board.history else 0)
    manche, number = finished.place or last
    if not (0 <= manche < len(board.history) and 0 < number <= len(board.history[manche])):
        raise ValueError("the record's deal is not on the score sheet")
    history = [*board.history[:manche], board.history[manche][:number]]
    if replace(history[-1][-1], collected=(0, 0)) != deal.result:
        raise ValueError("the record is not the deal written at its place on the score sheet")
    latest = len(history) == len(board.history) and number == len(board.history[-1])
    partie = SeatPartie(
        seed=finished.partie,
        deal=deal,
        history=history,
        manche_index=manche,
        over=board.over and latest,  # a partie over is closed: the deals before it are kept first
        winner=board.winner if latest else None,
        manches=board.manches,
    )
    return partie, history_levels(finished.levels, state.seat)


def began(data: Mapping[str, Any]) -> datetime | None:
    """When the partie of a ``record`` began, as the host says (None if it does not), never after
    now: a host whose clock runs ahead must not date a partie in the future."""
    started = moment(data.get("started"))
    return None if started is None else min(started, datetime.now(UTC))


class DealKeeper:
    """Writes each deal played at a shared table in the history (nothing without a ``recorder``)."""

    def __init__(self, recorder: Recorder | None) -> None:
        self.recorder = recorder
        self.recorded: set[tuple[int, int, int]] = set()
        """The deals of the table we joined already recorded (``SeatPartie.place``)."""

    def hosted(self, table: Table) -> None:
        """A deal ended at the table we host: into the history like a solo deal, each seat as
        « human » if a player holds it, else its bot's level."""
        match = table.match
        if match is None or self.recorder is None:
            return
        self.recorder.begin(match, table.started_at)
        self.recorder.deal_done(match, history_levels(table.seat_levels()), shared=True)

    def joined(self, data: dict[str, Any], state: TableState | None) -> None:
        """The record of a deal that ended at the table we joined: into our history like a solo deal,
        our seat as ours, once even if it is sent again. A record that does not replay is left
        aside: the history never stops the game."""
        if self.recorder is None:
            return
        try:
            kept = joined_deal(data, state)
        except Exception as error:  # malformed, or not the deal on the sheet: never end the link
            log.warning("left aside a deal's record from the host: %r", error)
            return
        if kept is not None and kept[0].place not in self.recorded:
            partie, levels = kept
            self.recorded.add(partie.place)
            self.recorder.begin(partie, began(data))
            self.recorder.deal_done(partie, levels, shared=True)
