"""What a side surely makes in the rest of a deal: the top trumps it holds, whoever leads.

The master trump wins the trick it falls on; so does each trump below it while the cards above it
are all in the same side's hands. Their points are that side's for sure, and that side takes a
trick, which rules out a capot by the other side. The solver turns this into bounds on the future
card-point diff.
"""

from __future__ import annotations

from belote.engine.fast import TRUMP_ORDER, TRUMP_RANK_POINTS

_STRONGEST_FIRST = sorted(range(8), key=lambda rank: -TRUMP_ORDER[rank])


def _sure(remaining: int, ours: int) -> int:
    """The signed code of one trump layout (ranks as bits): see ``sure_points``."""
    total, side = 0, 0
    for rank in _STRONGEST_FIRST:
        if not remaining >> rank & 1:
            continue
        holder = 1 if ours >> rank & 1 else -1
        if side == 0:
            side = holder
        elif holder != side:
            break
        total += TRUMP_RANK_POINTS[rank]
    return side * (total + 1)


def _table() -> list[int]:
    table = [0] * 65536
    for remaining in range(256):
        ours = remaining
        while True:
            table[remaining << 8 | ours] = _sure(remaining, ours)
            if not ours:
                break
            ours = (ours - 1) & remaining
    return table


SURE = _table()
"""``SURE[remaining << 8 | ours]`` over the trump suit's ranks: see ``sure_points``."""


def sure_points(remaining: int, ours: int, trump: int) -> int:
    """0 when no trump is left; else ``1 + p`` when our side holds the master trump, ``-(1 + p)``
    when the other side does, ``p`` being the points of the unbroken run of top trumps it holds.

    ``remaining``: every card still in the hands; ``ours``: our side's cards (both 32-bit masks).
    """
    shift = trump * 8
    return SURE[(remaining >> shift & 0xFF) << 8 | (ours >> shift & 0xFF)]
