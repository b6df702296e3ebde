"""Inference from the bids: which bids the model hears, how it weighs a world, and resampling."""

from __future__ import annotations

import random

from belote.bots.expert.inference import BidModel, resample
from belote.engine import PASS, Suit, Take
from tests.bots.test_heuristic import mask
from tests.bots.test_heuristic_rules import deal_for


def test_resampling_draws_worlds_in_proportion_to_their_weights() -> None:
    """Systematic resampling gives each world its exact share; no weight at all keeps the first ones."""
    worlds = [[n] for n in range(4)]
    for seed in range(5):
        drawn = resample(worlds, [0.0, 1.0, 0.0, 3.0], 8, random.Random(seed))
        assert sorted(w[0] for w in drawn) == [1, 1, 3, 3, 3, 3, 3, 3]
    assert resample(worlds, [0.0] * 4, 2, random.Random(1)) == [[0], [1]]
    assert len(resample(worlds, [1.0, 1.0, 1.0, 1.0], 3, random.Random(2))) == 3


def test_the_model_hears_the_others_bids_with_their_round() -> None:
    """The viewer's own bids are left out; bids 5 and on are round 2; a take records its suit."""
    deal = deal_for(0, 3, "7S 8S 7D 8D 9C", "8H")
    for _ in range(5):
        deal.apply(PASS)
    deal.apply(Take(Suit.CLUBS))
    model = BidModel(deal.view(0))
    assert model.bids == [(1, 1, -1), (2, 1, -1), (3, 1, -1), (1, 2, int(Suit.CLUBS))]
    assert model.taker == 1 and model.turned_suit == int(Suit.HEARTS)


def test_a_pass_makes_a_strong_hand_less_likely_and_a_take_more() -> None:
    """West passed in round 1: a world giving it J-9-A of trumps weighs less than one giving it rubbish;
    for a seat that took, the reverse."""
    deal = deal_for(0, 3, "7S 8S 7D 8D 9C", "8H")
    deal.apply(PASS)
    deal.apply(PASS)  # West (seat 1) passes in round 1
    model = BidModel(deal.view(0))
    strong, weak = mask("JH 9H AH AS AD"), mask("7C 8C QS KD QC")
    hands = [0, strong, weak, 0]
    swapped = [0, weak, strong, 0]
    assert model.weight(hands) < model.weight(swapped)
    taking = deal_for(0, 3, "7S 8S 7D 8D 9C", "8H")
    taking.apply(PASS)
    taking.apply(Take(Suit.HEARTS))  # West takes
    model = BidModel(taking.view(0))
    assert model.weight(hands) > model.weight(swapped)


def test_round_two_passes_count_the_best_other_suit() -> None:
    """A round-2 pass weighs down a world where that seat holds a strong other suit."""
    deal = deal_for(0, 3, "7S 8S 7D 8D 9C", "8H")
    for _ in range(6):
        deal.apply(PASS)  # West's second pass is in round 2
    model = BidModel(deal.view(0))
    assert (1, 2, -1) in model.bids
    clubs, rubbish = mask("JC 9C AC TC AS"), mask("7H 8H QS KD QD")
    round_one_only = BidModel(deal_for(0, 3, "7S 8S 7D 8D 9C", "8H").view(0))
    assert round_one_only.weight([0, clubs, rubbish, rubbish]) == 1.0
    assert model.weight([0, clubs, rubbish, rubbish]) < model.weight([0, rubbish, rubbish, clubs])
