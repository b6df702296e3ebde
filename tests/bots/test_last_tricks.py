"""The two-trick endgame evaluator agrees with the double-dummy solver (itself checked against plain
minimax) after every move, under both undertrumping rules."""

from __future__ import annotations

import random

import pytest

from belote.bots.expert.lasttricks import last_tricks_values
from belote.bots.expert.solver import Solver
from belote.engine.fast import iter_cards, legal_mask
from tests.bots.test_expert_support import random_position


@pytest.mark.parametrize("tricks", [1, 2])
def test_last_two_tricks_values_match_the_solver_after_each_move(tricks: int) -> None:
    rng = random.Random(100 + tricks)
    rules_seen = set()
    for _ in range(150):
        position = random_position(rng, tricks, extra=rng.randrange(4))
        position.must_undertrump = rng.random() < 0.5
        rules_seen.add(position.must_undertrump)
        seat = position.to_play
        moves = iter_cards(
            legal_mask(position.hands[seat], position.trick, position.trump, position.must_undertrump)
        )
        values = last_tricks_values(
            position.hands, position.trick, position.leader, position.trump, position.our_team,
            position.diff, position.won, position.must_undertrump, moves,
        )  # fmt: skip
        assert values == Solver(position.copy()).values(moves)
    assert rules_seen == {True, False}
