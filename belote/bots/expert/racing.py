"""Racing the candidate cards: stop evaluating a card once the worlds seen show it is clearly worse.

Every candidate is evaluated in the same worlds, so the per-world differences between a card and
the current leader are paired and far less noisy than the values themselves. After each batch of
worlds a card whose mean difference stays below zero even when raised by ``RACE_Z`` standard
errors is dropped; the search stops early when the cards left all lie within ``RACE_TOLERANCE``
of the leader at that confidence (equivalent cards need no more worlds).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

RACE_STEP = 8
"""Worlds evaluated between two looks at the race."""
RACE_Z = 3.0
"""Standard errors a card's deficit must exceed to be dropped (several looks, heavy tails)."""
RACE_TOLERANCE = 0.5
"""Sheet points per deal under which cards count as equivalent for stopping."""


def race(rows: Sequence[Sequence[float]]) -> tuple[list[int], bool]:
    """The columns (candidates) of ``rows`` (one row per world) still in the race, and whether to
    stop: the leader (best mean) always stays; a column clearly below it is dropped."""
    count = len(rows)
    width = len(rows[0]) if rows else 0
    if count < 2 or width < 2:
        return list(range(width)), width < 2
    means = [sum(row[j] for row in rows) / count for j in range(width)]
    leader = max(range(width), key=lambda j: (means[j], -j))
    keep = [leader]
    settled = True
    for j in range(width):
        if j == leader:
            continue
        diffs = [row[j] - row[leader] for row in rows]
        mean = means[j] - means[leader]
        variance = sum((d - mean) ** 2 for d in diffs) / (count - 1)
        margin = RACE_Z * math.sqrt(variance / count)
        if mean + margin < 0:
            continue
        keep.append(j)
        if -mean + margin > RACE_TOLERANCE:
            settled = False
    keep.sort()
    return keep, len(keep) == 1 or settled
