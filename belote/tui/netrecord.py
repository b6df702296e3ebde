"""The history of a shared table: each deal played there, kept like a solo deal from our own seat.

Hosting, the table's own match is recorded (``NetLink.record``). Joining, the host sends each
finished deal's record (``belote.net.finished``); it is replayed from our seat, checked against the
score sheet we were sent, and recorded with our seat as seat 0, so that « us » is our team as in a
solo partie. A deal sent without its deck (nobody took, or a carré of 7s was declared: its hands
were never shown) cannot be replayed and is not recorded.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from belote.engine import Deal, DealResult
from belote.history import HUMAN_LEVEL
from belote.net import rotate
from belote.net.client import TableState
from belote.net.finished import finished_from_json
from belote.tui.board import SharedBoard

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


def joined_deal(data: Mapping[str, Any], state: TableState | None) -> tuple[SeatPartie, Levels] | None:
    """The partie and levels to record for a ``record`` message, from the table ``state`` it came
    after; None for a deal sent without its deck. ValueError if the record is malformed or is not
    the deal last written on the score sheet."""
    finished = finished_from_json(data)
    if state is None or state.view is None:
        raise ValueError("a deal's record before any deal")
    deal = finished.replay(state.rules, state.seat)
    if deal is None:
        return None
    board = SharedBoard.of(state)
    last = board.history[-1][-1] if board.history and board.history[-1] else None
    if last is None or replace(last, collected=(0, 0)) != deal.result:
        raise ValueError("the record is not the deal last written on the score sheet")
    partie = SeatPartie(
        seed=finished.partie,
        deal=deal,
        history=board.history,
        manche_index=board.manche_index,
        over=board.over,
        winner=board.winner,
        manches=board.manches,
    )
    return partie, history_levels(finished.levels, state.seat)
