"""The par: exact double-dummy play of the whole deal, scored by the engine."""

from __future__ import annotations

import random

import pytest

from belote.bots.expert.position import Position
from belote.bots.expert.solver import Solver, brute_force
from belote.coach import PlayedDeal, par
from belote.coach.par import solve
from belote.engine import PASS, Deal, mask_of
from tests.bots.reference_solver import ReferenceSolver
from tests.bots.test_expert_support import random_deal, random_position
from tests.coach.positions import DER_HANDS, dix_de_der
from tests.engine.helpers import make_deal, play_first_legal


def test_null_window_driver_finds_the_exact_minimax_value() -> None:
    rng = random.Random(11)
    for _ in range(40):
        position = random_position(rng, rng.choice((1, 2, 3)), extra=rng.randrange(3))
        exact = brute_force(position)
        assert solve(position)[0] == exact
        assert solve(position, guess=rng.randrange(-120, 121) * 2)[0] == exact  # any start gives it


ALL_TRUMPS = [
    "7H 8H 9H TH JH QH KH AH",
    "AS KS QS JS TS 9S 8S 7S",
    "AD KD QD JD TD 9D 8D 7D",
    "AC KC QC JC TC 9C 8C 7C",
]


def test_a_hand_of_all_eight_trumps_makes_capot_at_par_with_the_belote_as_declared() -> None:
    for declared in (False, True):
        deal = make_deal(ALL_TRUMPS, taker=0, turned="JH")
        play_first_legal(deal, belote=declared)
        found = par(PlayedDeal.of(deal))
        assert found is not None
        assert found.par.capot == 0 and found.taker_points == (252, 252)
        assert found.par.points == (252 + 20 * declared, 0)
        assert found.actual == deal.result


def test_par_agrees_with_the_solver_full_window_search_from_the_first_trick() -> None:
    deal = dix_de_der()
    play_first_legal(deal)
    found = par(PlayedDeal.of(deal))
    assert found is not None
    start = make_deal(DER_HANDS, taker=0, turned="TH")
    position = Position([mask_of(h) for h in start.hands], 1, 0, [], 0)
    diff = Solver(position).best()
    expected = 252 if diff == 252 else (162 + diff) // 2
    assert found.taker_points[0] == expected
    assert found.taker_points[1] == deal.result.card_points[0]  # type: ignore[union-attr]


@pytest.mark.parametrize("seed", [4, 38, 43, 51, 52])
def test_the_whole_deal_par_equals_the_former_solvers_on_seeded_deals(seed: int) -> None:
    deal = random_deal(seed, 0)  # bid, not a card played yet
    assert deal.trump is not None and deal.taker is not None and deal.to_play is not None
    hands = [mask_of(hand) for hand in deal.hands]
    position = Position(hands, int(deal.trump), deal.to_play, [], deal.taker & 1, 0, 0, True)
    expected = ReferenceSolver(position.copy()).mtd(0)
    assert solve(position.copy(), 0)[0] == expected
    assert solve(position.copy(), expected + 40)[0] == expected  # from above as well as from below


def test_no_par_for_a_deal_that_all_passed() -> None:
    deal = Deal.shuffled(1, 0)
    for _ in range(8):
        deal.apply(PASS)
    assert par(PlayedDeal.of(deal)) is None
