"""Rows of the history read back into records: a row whose values cannot be read gives None.

SQLite checks the file, not what a column holds: a value edited by hand or by another program, or
a bit flipped inside a page, leaves a database that opens but a row that cannot be read. Such a row
is left out of what the history hands out (and counted), never an exception: one bad row must not
hide the rest of the history, nor stop the deals still to be written.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from datetime import datetime
from functools import partial
from typing import Any, TypeVar

from belote.engine import Card, DealResult, Rules, Suit, parse_action
from belote.history.records import DealRecord, Outcome, PartieRecord
from belote.history.stats import Replay

T = TypeVar("T")

UNREADABLE = (ValueError, TypeError, KeyError, IndexError, AttributeError, OverflowError)
"""What reading a bad value raises (the engine's own errors are ValueErrors): the row is unreadable."""

STATUSES = ("playing", "won", "lost", "abandoned")
"""A partie's statuses."""


class RowReader:
    """Reads rows into records, leaving out and noting those that cannot be read (a mixin of the
    history: ``unreadable`` says how many rows its lists left out)."""

    def __init__(self) -> None:
        self.unreadable: set[tuple[str, object]] = set()
        """The rows (table, id) left out of what was handed out so far, each once however often read."""

    def _read(
        self, table: str, rows: Iterable[tuple[Any, ...]], read: Callable[[tuple[Any, ...]], T]
    ) -> list[T]:
        """``read`` of each row of ``table`` (its id first), the unreadable ones left out and noted."""
        records = []
        for row in rows:
            record = readable(partial(read, row))
            if record is None:
                self.unreadable.add((table, row[0]))
            else:
                records.append(record)
        return records


def readable(read: Callable[[], T]) -> T | None:
    """``read()``, or None when a value it reads is unreadable."""
    try:
        return read()
    except UNREADABLE:
        return None


def when(text: object) -> datetime:
    """A time written by the history (ISO 8601); ValueError or TypeError otherwise."""
    if not isinstance(text, str):
        raise TypeError(f"not a time: {text!r}")
    return datetime.fromisoformat(text)


def whole(value: object, low: int | None = None, high: int | None = None) -> int:
    """An integer column's value, within ``low``..``high`` when given; ValueError otherwise."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"not a whole number: {value!r}")
    if (low is not None and value < low) or (high is not None and value > high):
        raise ValueError(f"out of range: {value}")
    return value


def optional(value: object, low: int, high: int) -> int | None:
    """An integer column that may be empty (NULL)."""
    return None if value is None else whole(value, low, high)


def rules_from(text: object) -> Rules:
    """The rules written as JSON."""
    if not isinstance(text, str):
        raise TypeError(f"not rules: {text!r}")
    return Rules.from_json(json.loads(text))


def levels_from(text: object) -> tuple[str, str, str, str]:
    """The four seats' levels written as a JSON list."""
    if not isinstance(text, str):
        raise TypeError(f"not levels: {text!r}")
    levels = json.loads(text)
    if not isinstance(levels, list) or len(levels) != 4 or not all(isinstance(v, str) for v in levels):
        raise ValueError(f"not four levels: {text!r}")
    return (levels[0], levels[1], levels[2], levels[3])


def result_from(row: tuple[Any, ...]) -> DealResult:
    """The result read back from the RESULT_COLUMNS values."""
    taker, trump, pu, pt, cu, ct, au, at, tu, tt, capot, belote, dedans, litige, reserve, redeal = row
    return DealResult(
        points=(whole(pu), whole(pt)),
        card_points=(whole(cu), whole(ct)),
        capot=optional(capot, 0, 1),
        dedans=bool(whole(dedans, 0, 1)),
        litige=bool(whole(litige, 0, 1)),
        reserve=whole(reserve),
        announces=(whole(au), whole(at)),
        belote=optional(belote, 0, 1),
        redeal=bool(whole(redeal, 0, 1)),
        tricks_won=(whole(tu, 0, 8), whole(tt, 0, 8)),
        taker=optional(taker, 0, 3),
        trump=None if trump is None else Suit(whole(trump, 0, 3)),
    )


def partie_from(row: tuple[Any, ...], rules_of: Callable[[object], Rules]) -> PartieRecord:
    """A partie from its ``_PARTIE_COLUMNS`` values."""
    pid, started, ended, rules, levels, seed, status, winner, mu, mt, deals, redeals = row
    if status not in STATUSES:
        raise ValueError(f"not a partie's status: {status!r}")
    return PartieRecord(
        id=whole(pid),
        started_at=when(started),
        ended_at=None if ended is None else when(ended),
        rules=rules_of(rules),
        levels=levels_from(levels),
        seed=whole(seed),
        status=status,
        winner=optional(winner, 0, 1),
        manches=(whole(mu, 0), whole(mt, 0)),
        deals=whole(deals, 0),
        redeals=whole(redeals, 0),
    )


def deal_from(row: tuple[Any, ...], rules_of: Callable[[object], Rules]) -> DealRecord:
    """A deal from its ``_DEAL_COLUMNS`` values, checked to replay to its end with its partie's rules."""
    did, partie, manche, number, played, dealer, deck, actions = row[:8]
    collected_us, collected_them, undo, hints, rules = row[24:29]
    if not isinstance(deck, str) or not isinstance(actions, str):
        raise TypeError("a deal's cards and actions are JSON text")
    record = DealRecord(
        id=whole(did),
        partie=whole(partie),
        manche=whole(manche, 0),
        number=whole(number, 1),
        played_at=when(played),
        rules=rules_of(rules),
        dealer=whole(dealer, 0, 3),
        deck=[Card.parse(code) for code in json.loads(deck)],
        actions=[parse_action(text) for text in json.loads(actions)],
        result=result_from(row[8:24]),
        collected=(whole(collected_us, 0), whole(collected_them, 0)),
        undo=bool(whole(undo, 0, 1)),
        hints=bool(whole(hints, 0, 1)),
    )
    if record.replay().result is None:
        raise ValueError("a deal that stops before its end")
    return record


OUTCOME_RANGES: dict[str, tuple[int | None, int | None, bool]] = {
    "partie": (None, None, False),
    "take_round": (1, 2, True),
    "taker": (0, 3, True),
    "points_us": (None, None, False),
    "points_them": (None, None, False),
    "capot": (0, 1, True),
    "belote": (0, 1, True),
    "dedans": (0, 1, False),
    "litige": (0, 1, False),
    "announces_us": (None, None, False),
    "announces_them": (None, None, False),
    "redeal": (0, 1, False),
    "collected_us": (0, None, False),
    "collected_them": (0, None, False),
}
"""Each outcome column's range and whether it may be empty (NULL)."""


def outcome_from(row: tuple[Any, ...]) -> Outcome:
    """A deal's outcome from its ``Outcome`` columns (its levels last, NULL before they were kept)."""
    *numbers, levels = row
    values: list[object] = []
    for name, value in zip(Outcome._fields[:-1], numbers, strict=True):
        low, high, may_be_empty = OUTCOME_RANGES[name]
        values.append(None if value is None and may_be_empty else whole(value, low, high))
    values.append(None if levels is None else levels_from(levels))
    return Outcome._make(values)


def replay_from(row: tuple[Any, ...]) -> Replay:
    """A duplicate challenge's result from its ``human, bot, redeal`` columns, then the deal's
    ``partie`` and ``levels`` when the row has them (for the statistics by level)."""
    human, bot, redeal = row[:3]
    replay = Replay(whole(human), whole(bot), bool(whole(redeal, 0, 1)))
    if len(row) == 3:
        return replay
    partie, levels = row[3:]
    return replay._replace(partie=whole(partie), levels=None if levels is None else levels_from(levels))
