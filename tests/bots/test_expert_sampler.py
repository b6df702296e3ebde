"""The expert's world sampler never contradicts the view, and draws completions uniformly."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from belote.bots.expert.inference import BidModel, resample
from belote.bots.expert.sampler import Sampler
from belote.bots.tracker import Tracker
from belote.engine.fast import iter_cards
from tests.bots.test_expert_support import random_deal


def consistent(hands: list[int], sampler: Sampler) -> bool:
    """Do these four hands honour every constraint the sampler was given?"""
    if hands[sampler.seat] != sampler.mine:
        return False
    union = 0
    for seat in sampler.others:
        hand = hands[seat]
        if union & hand or hand.bit_count() != sampler.counts[seat]:
            return False
        if hand & ~sampler.possible[seat] or sampler.known[seat] & ~hand:
            return False
        union |= hand
    return union == sampler.pool


@pytest.mark.parametrize("block", range(4))
def test_samples_honour_the_tracker_and_so_do_the_true_hands(block: int) -> None:
    for seed in range(block * 40, block * 40 + 40):
        rng = random.Random(seed)
        deal = random_deal(seed, rng.randrange(0, 31))
        seat = rng.randrange(4)
        sampler = Sampler.from_tracker(Tracker.from_view(deal.view(seat)))
        truth = [sum(1 << card.index for card in hand) for hand in deal.hands]
        assert consistent(truth, sampler)
        assert sampler.exact
        for _ in range(10):
            assert consistent(sampler.sample(rng), sampler)


def small_sampler() -> Sampler:
    """Seat 0 holds nothing unknown; 6 cards for seats 1-3 (2 each) with voids and a known card."""
    pool = 0b111111
    possible = [0, 0b111111, 0b110111, 0b011110]
    known = [0, 0b000001, 0, 0]
    return Sampler(0, 0, pool, possible, known, [0, 2, 2, 2])


def test_completion_count_matches_enumeration() -> None:
    sampler = small_sampler()
    cards = iter_cards(sampler.pool)
    solutions = set()
    for owners in itertools.product((1, 2, 3), repeat=len(cards)):
        hands = [0, 0, 0, 0]
        for card, owner in zip(cards, owners, strict=True):
            hands[owner] |= 1 << card
        if consistent(hands, sampler):
            solutions.add(tuple(hands))
    assert sampler.exact
    assert sampler._ways(0, *sampler.needs) == sampler.count() == len(solutions) > 3
    assert sorted(tuple(hands) for hands in sampler.enumerate()) == sorted(solutions)
    counts = Counter(tuple(sampler.sample(random.Random(i))) for i in range(3000))
    assert set(counts) == solutions
    expected = 3000 / len(solutions)
    assert all(0.7 * expected < n < 1.3 * expected for n in counts.values())


def test_fallback_never_fails_on_contradictory_constraints() -> None:
    pool = 0b111111
    # nobody may hold card 5, and seat 2 is said to hold 3 known cards with room for 2
    sampler = Sampler(0, 0, pool, [0, 0b011111, 0b011111, 0b011111], [0, 0, 0b111, 0], [0, 2, 2, 2])
    assert not sampler.exact
    rng = random.Random(1)
    for _ in range(20):
        hands = sampler.sample(rng)
        assert [hand.bit_count() for hand in hands] == [0, 2, 2, 2]
        assert hands[1] | hands[2] | hands[3] == pool


def test_fallback_honours_known_cards_and_voids_as_far_as_they_fit() -> None:
    """Contradictory facts: each hand still gets its known cards while it has room, and every card
    is dealt exactly once."""
    pool = 0b11111111
    known = [0, 0b1, 0b110, 0b1]  # card 0 is said to be in two hands: no exact completion
    possible = [0, 0b00000111, 0b11110111, 0b11111111]
    sampler = Sampler(0, 0, pool, possible, known, [0, 1, 3, 4])
    assert not sampler.exact
    rng = random.Random(3)
    for _ in range(30):
        hands = sampler.sample(rng)
        assert [hand.bit_count() for hand in hands] == [0, 1, 3, 4]
        assert hands[1] & hands[2] == hands[1] & hands[3] == hands[2] & hands[3] == 0
        assert hands[1] | hands[2] | hands[3] == pool
        assert hands[1] == 0b1 and hands[2] & 0b110 == 0b110  # known cards while there is room


def test_bid_model_prefers_worlds_that_explain_the_take() -> None:
    rng = random.Random(5)
    for seed in range(30):
        deal = random_deal(seed, 4)
        assert deal.taker is not None and deal.trump is not None
        viewer = (deal.taker + 1) & 3
        model = BidModel(deal.view(viewer))
        truth = [sum(1 << card.index for card in hand) for hand in deal.hands]
        trump_cards = 0xFF << (8 * int(deal.trump))
        strong, weak = list(truth), list(truth)
        # swap the taker's other trumps with a defender's plain cards, and back again
        taker, partner = deal.taker, (deal.taker + 2) & 3
        movable = truth[taker] & trump_cards & ~(1 << deal.turned.index)
        plain = truth[partner] & ~trump_cards
        if not movable or movable.bit_count() > plain.bit_count():
            continue
        given = 0
        for _ in range(movable.bit_count()):
            low = plain & -plain
            given |= low
            plain ^= low
        weak[taker] = truth[taker] & ~movable | given
        weak[partner] = truth[partner] & ~given | movable
        assert model.weight(strong) >= model.weight(weak)
    worlds = [[i, 0, 0, 0] for i in range(4)]
    picked = resample(worlds, [0.0, 3.0, 1.0, 0.0], 8, rng)
    assert len(picked) == 8
    assert Counter(w[0] for w in picked) == Counter({1: 6, 2: 2})
