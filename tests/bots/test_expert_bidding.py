"""The expert's bidding worlds deal the cards as the rules do, and its choices follow the values."""

from __future__ import annotations

import random

import pytest

from belote.bots.expert import Budget
from belote.bots.expert.bidding import BidSearch, BidWorld, club_bid, pass_likelihood
from belote.engine import PASS, Card, Deal, Take

ALL = (1 << 32) - 1


@pytest.mark.parametrize("seed", range(6))
def test_bid_worlds_deal_every_card_once_and_the_turned_card_to_the_taker(seed: int) -> None:
    deal = Deal.shuffled(seed, seed % 4)
    view = deal.view(deal.to_play or 0)
    mine = sum(1 << card.index for card in view.hand)
    rng = random.Random(seed)
    for _ in range(10):
        world = BidWorld(view, rng)
        assert world.five[view.seat] == mine
        assert all(hand.bit_count() == 5 for hand in world.five)
        for taker in range(4):
            hands = world.hands(taker)
            assert [h.bit_count() for h in hands] == [8, 8, 8, 8]
            assert hands[0] | hands[1] | hands[2] | hands[3] == ALL
            assert hands[taker] >> view.turned.index & 1
            assert all(hands[s] & world.five[s] == world.five[s] for s in range(4))


def test_club_valuation_bids_and_pass_likelihood_agree() -> None:
    turned = Card.parse("JH").index
    strong = sum(1 << Card.parse(c).index for c in ("9H", "AH", "TH", "AS", "AD"))
    weak = sum(1 << Card.parse(c).index for c in ("7S", "8S", "9D", "8C", "7C"))
    assert club_bid(strong, turned, 1, False) == 1
    assert club_bid(weak, turned, 1, False) == -1
    assert club_bid(weak, turned, 2, False) == -1
    assert pass_likelihood(strong, turned, 1, False) < 0.05
    assert pass_likelihood(weak, turned, 1, False) > 0.95


def test_expert_takes_a_cold_hand_and_passes_a_hopeless_one() -> None:
    budget = Budget(bid_worlds=24)
    seen = {"take": 0, "pass": 0}
    for seed in range(200):
        deal = Deal.shuffled(seed, 0)
        view = deal.view(1)
        hand = sum(1 << card.index for card in view.hand) | 1 << view.turned.index
        trump = int(view.turned.suit)
        jack, nine = trump * 8 + 4, trump * 8 + 2
        trumps = (hand >> (8 * trump) & 0xFF).bit_count()
        if hand >> jack & 1 and hand >> nine & 1 and trumps >= 4:
            assert BidSearch(view).choose(budget, random.Random(seed)) == Take(view.turned.suit)
            seen["take"] += 1
        elif trumps == 1 and not hand & (0x80808080 | 1 << jack | 1 << nine):
            assert BidSearch(view).choose(budget, random.Random(seed)) == PASS
            seen["pass"] += 1
    assert seen["take"] >= 1 and seen["pass"] >= 3


@pytest.mark.parametrize(("take", "passing", "expected"), [(10.0, 20.0, "pass"), (30.0, 20.0, "take")])
def test_the_expert_takes_only_when_taking_is_worth_more_than_passing(
    take: float, passing: float, expected: str
) -> None:
    """Over the sampled worlds, the expert compares the expected value of taking with that of
    passing: worth less than passing, it passes; worth more, it takes."""
    deal = Deal.shuffled(5, 0)
    search = BidSearch(deal.view(deal.to_play or 0))
    search.weight = lambda world: 1.0  # type: ignore[method-assign]
    search.contract_value = lambda world, seat, trump: take  # type: ignore[method-assign]
    search.pass_value = lambda world: passing  # type: ignore[method-assign]
    action = search.choose(Budget.scaled(4), random.Random(1))
    assert (action == PASS) is (expected == "pass")
    assert expected == "pass" or isinstance(action, Take)
