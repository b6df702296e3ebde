"""How the coach rounds its figures: a half up, as a reader does, the same wherever a figure shows."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal


def rounded(value: float, decimals: int = 0) -> float:
    """``value`` to ``decimals`` places, a half rounded up as a reader does (12,5 % reads 13 %,
    130,25 reads 130,3, 23 in 40 reads 58 %), not to the even neighbour as Python's ``round``
    does, nor down where a float falls just short of the half."""
    step = Decimal(1).scaleb(-decimals)
    exact = Decimal(repr(value)).quantize(Decimal("1e-9"))  # 100 × 23/40 is 57.49999999999999 in floats
    return float(exact.quantize(step, rounding=ROUND_HALF_UP))


def percent(share: float) -> int:
    """A share as a whole percentage, rounded as the hint's table writes it (Python's ``round``
    would say 82 in a reason beside the table's 83)."""
    return int(rounded(100 * share))
