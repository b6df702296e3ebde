"""Inference from the card play: the true hands become more likely, and weighted worlds stay legal."""

from __future__ import annotations

import math
import random

from belote.bots.expert import Budget
from belote.bots.expert.cardplay import CardSearch
from belote.bots.expert.play_inference import PlayModel, likelihood_gain
from belote.bots.expert.sampler import Sampler
from belote.bots.heuristic import HeuristicBot
from belote.bots.tracker import Tracker
from belote.engine import Deal, Play, Rules, Take
from tests.bots.test_expert_sampler import consistent

WORLDS = 24
"""Uniform worlds drawn per deal to estimate the model's normalising constant."""


def heuristic_deal(seed: int) -> Deal | None:
    """A deal bid and played by the heuristic, stopped at a random card decision (None: passed out)."""
    rng = random.Random(seed)
    deal = Deal.shuffled(rng.randrange(2**32), rng.randrange(4))
    bots = [HeuristicBot(seed=4 * seed + seat) for seat in range(4)]
    stop = rng.randrange(4, 28)
    played = 0
    while deal.to_play is not None and (deal.phase == "bidding" or played < stop):
        seat = deal.to_play
        played += deal.phase == "playing"
        deal.apply(bots[seat].choose(deal.view(seat)))
    return deal if deal.phase == "playing" else None


def test_card_play_model_makes_the_true_hands_more_likely_than_uniform_sampling() -> None:
    """Over 500 deals, log P(true hands) under the weighted worlds beats the uniform sampler's."""
    gains = []
    for seed in range(500):
        deal = heuristic_deal(seed)
        if deal is None:
            continue
        view = deal.view(deal.to_play or 0)
        sampler = Sampler.from_tracker(Tracker.from_view(view))
        rng = random.Random(seed)
        truth = [sum(1 << card.index for card in hand) for hand in deal.hands]
        uniform = [sampler.sample(rng) for _ in range(WORLDS)]
        gains.append(likelihood_gain(PlayModel(view).log_weight, truth, uniform))
    assert len(gains) > 400
    assert sum(gains) / len(gains) > 0.5


def taken_deal() -> Deal:
    """A deal just taken (the first seat able to take does), no card played yet."""
    deal = Deal.shuffled(4, 0)
    while deal.phase == "bidding":
        actions = deal.legal_actions()
        deal.apply(next((a for a in actions if isinstance(a, Take)), actions[0]))
    assert deal.trump is not None
    return deal


def test_a_small_card_under_the_partners_sure_trick_says_the_ten_was_not_there() -> None:
    """The model expects the 10 on a trick the partner's ace wins: playing the 7 makes a 10 unlikely."""
    deal = taken_deal()
    model = PlayModel(deal.view(0))
    assert model.log_weight([0, 0, 0, 0]) == 0.0  # nothing played yet: every world alike
    suit = (int(deal.trump) + 1) % 4
    seven, eight, ten, ace = suit * 8, suit * 8 + 1, suit * 8 + 3, suit * 8 + 7
    trick = (ace, eight)  # seat 1 leads the ace, seat 2 follows; seat 3 (its partner) to play
    with_ten = model._log_factor(3, 1 << seven | 1 << ten, trick, 0, seven)
    without_ten = model._log_factor(3, 1 << seven | 1 << (seven + 2), trick, 0, seven)
    loaded = model._log_factor(3, 1 << seven | 1 << ten, trick, 0, ten)
    assert with_ten < without_ten
    assert with_ten < loaded
    assert model._log_factor(3, 1 << seven, trick, 0, seven) == 0.0  # a forced card says nothing


def test_weighted_worlds_stay_consistent_with_the_view() -> None:
    """The bid- and play-weighted worlds the expert evaluates honour everything the tracker knows."""
    for seed in range(60):
        deal = heuristic_deal(seed)
        if deal is None:
            continue
        view = deal.view(deal.to_play or 0)
        if not any(isinstance(action, Play) for action in view.legal):
            continue
        search = CardSearch(view, Budget(worlds=8, inference_pool=4))
        for hands in search.worlds(8, random.Random(seed)):
            assert consistent(hands, search.sampler)
        for hands, weight in search.weighted_worlds(8, random.Random(seed)):  # enumerated late
            assert consistent(hands, search.sampler) and weight > 0


def test_rules_variant_without_undertrumping_is_modelled() -> None:
    """The model replays the others' choices under the deal's own rules."""
    deal = Deal.shuffled(9, 0, Rules(must_undertrump=False))
    while deal.to_play is not None and len(deal.tricks) < 3:
        seat = deal.to_play
        deal.apply(HeuristicBot(seed=seat).choose(deal.view(seat)))
    if deal.phase == "playing":
        view = deal.view(deal.to_play or 0)
        model = PlayModel(view)
        assert not model.must_undertrump
        truth = [sum(1 << card.index for card in hand) for hand in deal.hands]
        assert math.isfinite(model.log_weight(truth))


def test_the_partners_cards_can_be_read_with_their_own_noise() -> None:
    """With a partner noise of 1 the partner's choice says nothing, while an opponent's still does."""
    deal = taken_deal()
    suit = (int(deal.trump) + 1) % 4
    seven, ten, ace, eight = suit * 8, suit * 8 + 3, suit * 8 + 7, suit * 8 + 1
    trick = (ace, eight)  # seat 1 leads the ace, seat 2 follows, seat 3 throws the 7 under it
    deaf = PlayModel(deal.view(1), partner_noise=1.0)  # seat 3 is seat 1's partner
    partner_with_ten = deaf._log_factor(3, 1 << seven | 1 << ten, trick, 0, seven)
    partner_without = deaf._log_factor(3, 1 << seven | 1 << (seven + 2), trick, 0, seven)
    assert partner_with_ten == partner_without
    reader = PlayModel(deal.view(0), partner_noise=1.0)  # seat 3 is seat 0's opponent
    opponent_with_ten = reader._log_factor(3, 1 << seven | 1 << ten, trick, 0, seven)
    assert opponent_with_ten < reader._log_factor(3, 1 << seven | 1 << (seven + 2), trick, 0, seven)
