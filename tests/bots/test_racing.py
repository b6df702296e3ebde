"""Racing the candidate cards: clearly worse cards leave the race, close ones stay, the best never leaves."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from belote.bots.expert.racing import race


def test_a_card_worse_in_every_world_leaves_the_race() -> None:
    rows = [[10.0 + k, -30.0 + k, 10.0 + k] for k in range(8)]
    keep, stop = race(rows)
    assert keep == [0, 2]
    assert stop  # the two left are equal in every world


def test_equivalent_cards_stop_the_search_and_all_stay() -> None:
    rows = [[float(k % 3) * 40.0] * 3 for k in range(8)]
    assert race(rows) == ([0, 1, 2], True)


def test_noisy_cards_with_close_means_stay_and_the_search_goes_on() -> None:
    rng = random.Random(4)
    rows = []
    for _ in range(8):
        luck = rng.choice((-160.0, 40.0, 80.0))
        rows.append([luck + rng.choice((-20.0, 20.0)), luck + rng.choice((-20.0, 20.0))])
    keep, stop = race(rows)
    assert keep == [0, 1] and not stop


def test_one_world_or_one_card_is_not_raced() -> None:
    assert race([[1.0, 5.0]]) == ([0, 1], False)
    assert race([[1.0], [2.0]]) == ([0], True)


@given(st.lists(st.lists(st.integers(-252, 252), min_size=3, max_size=3), min_size=2, max_size=24))
def test_the_leader_never_leaves_the_race(values: list[list[int]]) -> None:
    rows = [[float(v) for v in row] for row in values]
    keep, _ = race(rows)
    means = [sum(row[j] for row in rows) for j in range(3)]
    leader = max(range(3), key=lambda j: (means[j], -j))
    assert leader in keep and keep == sorted(set(keep)) and set(keep) <= {0, 1, 2}
