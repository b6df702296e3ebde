"""Seen from one's own seat: a seat's view turned to seat 0 is the view of South at the same table
dealt with every seat moved round, so the solo table's screen fits every player."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from belote.engine import CARDS, Deal, Match, Rules
from belote.net import rotate

ANNOUNCES = Rules(announces=True, carre_of_sevens_voids=True, carre_of_eights_cancels=True)
"""Announces and both carré variants: every field of a view is at stake."""


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 3), st.integers(0, 3))
def test_a_view_turned_to_its_seat_is_south_at_the_same_table_moved_round(
    seed: int, dealer: int, me: int
) -> None:
    rng = random.Random(seed)
    deck = list(CARDS)
    rng.shuffle(deck)
    table = Deal.from_deck(deck, dealer, ANNOUNCES)
    moved = Deal.from_deck(deck, (dealer - me) % 4, ANNOUNCES)  # seat s of table is seat s - me here
    while True:
        assert rotate.view(table.view(me), me) == moved.view(0)
        if table.phase == "done":
            break
        action = rng.choice(table.legal_actions())
        table.apply(action)
        moved.apply(action)
    assert table.result is not None and moved.result is not None
    assert rotate.result(table.result, me) == moved.result


def test_turning_is_undone_by_turning_back() -> None:
    match = Match(ANNOUNCES, seed=3)
    assert rotate.draw(rotate.draw(match.draw, 1), 3) == match.draw
    assert [rotate.turn(rotate.turn(seat, 2), 2) for seat in range(4)] == [0, 1, 2, 3]
    assert rotate.pair((10, 20), 1) == (20, 10) and rotate.pair((10, 20), 2) == (10, 20)
    assert rotate.by_seat("SWNE", 1) == ("W", "N", "E", "S")
