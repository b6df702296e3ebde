"""The two-trick endgame evaluator agrees with plain minimax after every move."""

from __future__ import annotations

import random

import pytest

from belote.bots.expert.lasttricks import last_tricks_values
from belote.bots.expert.solver import brute_force
from belote.engine.fast import iter_cards, legal_mask
from tests.bots.test_expert_support import random_position


@pytest.mark.parametrize("tricks", [1, 2])
def test_last_two_tricks_values_match_brute_force_after_each_move(tricks: int) -> None:
    rng = random.Random(100 + tricks)
    checked = 0
    for _ in range(150):
        position = random_position(rng, tricks, extra=rng.randrange(4))
        position.must_undertrump = rng.random() < 0.5
        seat = position.to_play
        moves = iter_cards(
            legal_mask(position.hands[seat], position.trick, position.trump, position.must_undertrump)
        )
        values = last_tricks_values(
            position.hands, position.trick, position.leader, position.trump, position.our_team,
            position.diff, position.won, position.must_undertrump, moves,
        )  # fmt: skip
        for card, value in zip(moves, values, strict=True):
            after = position.copy()
            after.hands[seat] ^= 1 << card
            after.trick.append(card)
            if len(after.trick) == 4 and not any(after.hands):
                continue  # the deal is over: brute force needs a move to make
            assert value == brute_force(after)
            checked += 1
    assert checked >= 100
