"""Which deal the host's updates are about, as a shared table's screen needs to know it.

A friend's screen sees the table through successive updates: these functions compare them to tell a
new deal from the same one, and to show the last trick of a deal the update after it no longer holds.
"""

from __future__ import annotations

from belote.engine import DealView, Trick
from belote.net.client import TableState


def deal_of(state: TableState) -> tuple[int, int, int]:
    """Which deal a table state is about: its partie, manche and deal number."""
    return state.partie, state.manche, state.deal_number


def deals_written(state: TableState) -> int:
    """How many deals of the partie are on the score sheet (a finished deal is written at once)."""
    return sum(len(manche) for manche in state.sheet)


def last_trick_before(before: TableState, seen: DealView | None, after: TableState) -> Trick | None:
    """The previous deal's last trick as our seat saw it (``seen``, the view of ``before``, the last
    update received before ``after`` began a new deal), or None when it cannot be shown: that deal
    was not seen to its end (a deal missed while away, or its end), it had no trick (a redeal), or
    ``after`` starts another partie."""
    if seen is None or seen.phase != "done" or not seen.tricks:
        return None
    if before.partie != after.partie or deals_written(before) != deals_written(after):
        return None
    return seen.tricks[-1]
