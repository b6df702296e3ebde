"""The coach's figures are rounded alike wherever they show: a reason's percentage is the one the
hint's table writes beside it (« 83 % » in the table, « 82 fois sur 100 » in the reason, before)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from belote.coach.figures import percent, rounded


def test_a_half_is_rounded_up_even_where_a_float_falls_just_short_of_it() -> None:
    assert percent(0.825) == 83 and percent(0.575) == 58 and percent(23 / 40) == 58
    assert rounded(130.25, 1) == 130.3 and rounded(12.5) == 13


@given(st.floats(min_value=0.0, max_value=1.0))
def test_a_percentage_is_the_tables_whole_figure(share: float) -> None:
    """The table writes ``rounded(100 × share)`` with no decimal: the reason says the same."""
    assert percent(share) == int(rounded(100 * share)) and 0 <= percent(share) <= 100
