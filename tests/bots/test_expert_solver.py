"""The expert's exact search and leaf scoring agree with plain references."""

from __future__ import annotations

import random

import pytest

from belote.bots.expert.moves import touching
from belote.bots.expert.playout import playout, policy
from belote.bots.expert.scoring import Scoring
from belote.bots.expert.solver import Solver, brute_force, reduce_equivalent
from belote.bots.expert.sure import sure_points
from belote.engine import Suit
from belote.engine.fast import POINTS, iter_cards, legal_mask, winner_index
from belote.engine.records import score_deal
from tests.bots.test_expert_support import random_position


@pytest.mark.parametrize("tricks", [1, 2, 3])
def test_solver_matches_brute_force_minimax(tricks: int) -> None:
    rng = random.Random(tricks)
    for _ in range(40):
        position = random_position(rng, tricks, extra=rng.randrange(4))
        assert Solver(position.copy()).best() == brute_force(position.copy())


def test_root_values_match_brute_force_after_each_move() -> None:
    rng = random.Random(7)
    for _ in range(30):
        position = random_position(rng, 3, extra=rng.randrange(4))
        seat = position.to_play
        moves = iter_cards(legal_mask(position.hands[seat], position.trick, position.trump))
        values = Solver(position.copy()).values(moves)
        for card, value in zip(moves, values, strict=True):
            after = position.copy()
            after.hands[seat] ^= 1 << card
            after.trick.append(card)
            if len(after.trick) == 4 and not any(after.hands):
                continue  # the deal is over: brute force needs a move to make
            assert value == brute_force(after)


def test_equivalent_cards_are_zero_point_neighbours() -> None:
    spades = 0xFF  # trump hearts: 7S 8S 9S are worth nothing and touch
    seven, eight, nine, ten = 1, 2, 4, 8
    assert reduce_equivalent(seven | eight | nine, spades, 1) == seven
    # a live 8S elsewhere separates 7S from 9S
    assert reduce_equivalent(seven | nine, spades, 1) == seven | nine
    # once the 8S is gone they are equivalent again
    assert reduce_equivalent(seven | nine, spades & ~eight, 1) == seven
    # 9S and 10S touch but differ in points: both kept
    assert reduce_equivalent(nine | ten, spades & ~(seven | eight), 1) == nine | ten


def test_policy_plays_legal_cards_and_playout_values_are_deal_diffs() -> None:
    rng = random.Random(3)
    for _ in range(50):
        position = random_position(rng, rng.randrange(1, 9), extra=rng.randrange(4))
        attack = rng.randrange(2)
        value = playout(position.copy(), attack)
        assert value in (252, -252) or (-162 <= value <= 162 and value % 2 == 0)
        while position.cards_left():
            seat = position.to_play
            legal = legal_mask(position.hands[seat], position.trick, position.trump)
            card = policy(position.hands, position.trick, position.leader, position.trump, attack, True)
            assert legal >> card & 1
            position.hands[seat] ^= 1 << card
            position.trick.append(card)
            if len(position.trick) == 4:
                position.leader = (position.leader + winner_index(position.trick, position.trump)) & 3
                position.trick = []


@pytest.mark.parametrize("seed", range(5))
def test_scoring_matches_the_engine_score_sheet(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(200):
        taker = rng.randrange(4)
        our = rng.randrange(2)
        tricks0 = rng.choice([0, 8, rng.randrange(1, 8)])
        cards0 = {0: 0, 8: 162}.get(tricks0, rng.randrange(0, 163))
        announces = (rng.choice([0, 0, 20, 50]), rng.choice([0, 0, 20, 100]))
        belote = rng.choice([None, 0, 1])
        result = score_deal(taker, Suit(0), (cards0, 162 - cards0), (tricks0, 8 - tricks0), announces, belote)
        cards_us = result.card_points[our]
        diff = 2 * cards_us - 162 if result.capot is None else (252 if cards_us else -252)
        scoring = Scoring(
            (taker & 1) == our,
            announces[our],
            announces[1 - our],
            20 * (belote == our),
            20 * (belote == 1 - our),
        )
        assert scoring.sheet(diff) == result.points[our] - result.points[1 - our]


def test_scoring_is_monotone_in_the_card_diff() -> None:
    for taker_is_us in (True, False):
        scoring = Scoring(taker_is_us, 20, 50, 20, 0)
        values = [scoring.sheet(d) for d in (-252, *range(-162, 163, 2), 252)]
        assert values == sorted(values)


def test_touching_cards_differ_at_most_by_twice_their_points_difference() -> None:
    rng = random.Random(5)
    pairs = 0
    for _ in range(60):
        position = random_position(rng, rng.choice((2, 3)), extra=rng.randrange(4))
        seat = position.to_play
        moves = iter_cards(legal_mask(position.hands[seat], position.trick, position.trump))
        live = sum(position.hands) | sum(1 << c for c in position.trick)
        values = dict(zip(moves, Solver(position.copy()).values(moves), strict=True))
        for card, links in touching(moves, live, position.trump).items():
            for other, margin in links:
                pairs += 1
                assert margin == 2 * abs(POINTS[position.trump][card] - POINTS[position.trump][other])
                assert abs(values[card] - values[other]) <= margin
    assert pairs > 20


def test_touching_needs_the_same_hand_and_no_live_card_between() -> None:
    ace, ten, king = 7, 3, 6  # spades, trump hearts: A 10 K in plain order
    live = 1 << ace | 1 << ten | 1 << king
    assert touching([king, ace], live, 1) == {}  # the 10, in another hand, is between them
    assert touching([ten, ace], live, 1) == {ten: [(ace, 2)], ace: [(ten, 2)]}
    assert touching([king, ace], live & ~(1 << ten), 1) == {king: [(ace, 14)], ace: [(king, 14)]}


def test_sure_points_are_the_top_trumps_run_of_the_side_holding_the_master() -> None:
    jack, nine, ace, seven = 8 + 4, 8 + 2, 8 + 7, 8 + 0  # hearts trumps: J 9 A ... 7
    trumps = 1 << jack | 1 << nine | 1 << ace | 1 << seven
    assert sure_points(trumps, 1 << jack | 1 << nine, 1) == 1 + 20 + 14  # the ace is theirs
    assert sure_points(trumps, 1 << ace | 1 << seven, 1) == -(1 + 20 + 14)
    assert sure_points(trumps, trumps, 1) == 1 + 20 + 14 + 11
    assert sure_points(1 << seven, 0, 1) == -1  # a worthless master trump still takes a trick
    assert sure_points(0xFF, 0xFF, 1) == 0  # no trump left


def test_the_null_window_driver_is_exact_from_any_guess_in_the_middle_of_a_trick() -> None:
    rng = random.Random(17)
    for _ in range(30):
        position = random_position(rng, rng.choice((2, 3)), extra=rng.randrange(1, 4))
        exact = brute_force(position.copy())
        for guess in (exact, exact - 30, exact + 70, -252, 252):
            assert Solver(position.copy()).value(guess) == exact
