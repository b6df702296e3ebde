"""The expert's bidding pieces: the club valuation it expects of others, world weights, contract values."""

from __future__ import annotations

import math
import random
from dataclasses import replace

from belote.bots.bidding import FIRST_SEAT_BONUS, ROUND1_THRESHOLD, hand_value
from belote.bots.expert import Budget
from belote.bots.expert.bidding import BidSearch, BidWorld, club_bid, pass_likelihood
from belote.engine import PASS, Card, Deal, Take
from tests.bots.test_heuristic import mask
from tests.bots.test_heuristic_rules import deal_for

HEARTS, CLUBS = 1, 3


def test_club_bid_takes_like_the_heuristic_with_the_first_seat_bonus() -> None:
    """Round 1: a hand 3 under the threshold is taken by the first to speak only; round 2 names the
    best suit held."""
    five, turned = mask("JH 9S 8S 7D 8D"), Card.parse("9H").index
    value = hand_value(five | 1 << turned, HEARTS)
    assert ROUND1_THRESHOLD - FIRST_SEAT_BONUS <= value < ROUND1_THRESHOLD
    assert club_bid(five, turned, 1, first=True) == HEARTS
    assert club_bid(five, turned, 1, first=False) == -1
    strong = mask("JC 9C AC AS 7D")
    assert club_bid(strong, Card.parse("8H").index, 2, first=True) == CLUBS
    assert club_bid(mask("7S 8S 7D 8D 9D"), Card.parse("8H").index, 2, first=True) == -1


def test_pass_likelihood_is_a_half_at_the_threshold_and_falls_with_value() -> None:
    """A logistic of the margin over the threshold: 1/2 at the threshold, lower for better hands."""
    turned = Card.parse("9H").index
    five = mask("JH 9S 8S 7D 8D")
    margin = hand_value(five | 1 << turned, HEARTS) - ROUND1_THRESHOLD
    assert math.isclose(pass_likelihood(five, turned, 1, False), 1 / (1 + math.exp(margin / 5.0)))
    assert math.isclose(pass_likelihood(five, turned, 1, True), 1 / (1 + math.exp((margin + 3) / 5.0)))
    weak, strong = mask("7S 8S 7D 8D 9C"), mask("JH AH AS AD TD")
    assert pass_likelihood(strong, turned, 1, False) < 0.5 < pass_likelihood(weak, turned, 1, False)
    assert pass_likelihood(strong, turned, 2, False) < pass_likelihood(weak, turned, 2, False)


def passed(deal: Deal, count: int) -> Deal:
    """The deal after ``count`` passes."""
    for _ in range(count):
        deal.apply(PASS)
    return deal


def test_world_weight_multiplies_each_other_seats_pass_likelihood_by_round() -> None:
    """Only the others' passes count, the first four in round 1 and the next in round 2."""
    deal = passed(deal_for(2, 3, "JC 9C AC AS 7D", "8H"), 6)
    view = deal.view(2)
    search = BidSearch(view)
    world = BidWorld(view, random.Random(4))
    first = (view.dealer + 1) & 3
    expected = 1.0
    for index, (seat, _) in enumerate(view.bids):
        if seat != 2:
            round_ = 1 if index < 4 else 2
            expected *= pass_likelihood(world.five[seat], view.turned.index, round_, seat == first)
    assert math.isclose(search.weight(world), expected)
    assert [seat for seat, _ in view.bids] == [0, 1, 2, 3, 0, 1]


def test_contract_values_are_zero_sum_between_the_teams() -> None:
    """The same world and contract is worth +x to one team and -x to the other."""
    deal = deal_for(0, 3, "JC 9C AC AS 7D", "8H")
    us, them = BidSearch(deal.view(0)), BidSearch(deal.view(1))
    rng = random.Random(2)
    values = []
    for _ in range(12):
        world = BidWorld(deal.view(0), rng)
        for taker in range(4):
            value = us.contract_value(world, taker, HEARTS)
            assert them.contract_value(world, taker, HEARTS) == -value
            values.append(value)
    assert min(values) < 0 < max(values)


def test_world_hands_give_the_taker_the_turned_card_and_everyone_eight() -> None:
    """After a take the taker holds the turned card; every hand has 8 cards, all 32 dealt once."""
    deal = deal_for(0, 3, "JC 9C AC AS 7D", "8H")
    world = BidWorld(deal.view(0), random.Random(9))
    for taker in range(4):
        hands = world.hands(taker)
        assert hands[taker] >> Card.parse("8H").index & 1
        assert [hand.bit_count() for hand in hands] == [8, 8, 8, 8]
        assert hands[0] | hands[1] | hands[2] | hands[3] == (1 << 32) - 1
        assert hands[0] & mask("JC 9C AC AS 7D") == mask("JC 9C AC AS 7D")


def test_passing_is_worth_the_contract_the_others_would_take() -> None:
    """If a later seat's club valuation takes in a world, passing is worth that contract; all pass: 0."""
    deal = deal_for(0, 3, "7S 8S 7D 8D 9C", "8H")
    view = deal.view(0)
    search = BidSearch(view)
    rng = random.Random(1)
    seen_take = seen_zero = False
    for _ in range(40):
        world = BidWorld(view, rng)
        value = search.pass_value(world)
        taker = None
        for seat, round_ in [(1, 1), (2, 1), (3, 1), (0, 2), (1, 2), (2, 2), (3, 2)]:
            suit = club_bid(world.five[seat], view.turned.index, round_, seat == 0)
            if suit >= 0:
                taker = (seat, suit)
                break
        if taker is None:
            assert value == 0
            seen_zero = True
        else:
            assert value == search.contract_value(world, *taker)
            seen_take = True
    assert seen_take and seen_zero


def test_the_take_margin_moves_the_line_between_taking_and_passing() -> None:
    """A margin larger than any deal takes every time taking is allowed; a negative one never takes."""
    budget = Budget(bid_worlds=8)
    for seed in range(6):
        view = Deal.shuffled(seed, seed % 4).view((seed % 4 + 1) & 3)
        bold = BidSearch(view).choose(replace(budget, take_margin=1000.0), random.Random(seed))
        timid = BidSearch(view).choose(replace(budget, take_margin=-1000.0), random.Random(seed))
        assert isinstance(bold, Take)
        assert timid == PASS


def test_a_looser_reading_of_the_passes_weighs_the_worlds_more_evenly() -> None:
    """With a larger softness a world where a passer held a taking hand is less unlikely."""
    deal = Deal.shuffled(3, 0)
    deal.apply(PASS)  # seat 1 passes
    view = deal.view(2)
    rng = random.Random(5)
    worlds = [BidWorld(view, rng) for _ in range(200)]
    sharp = [BidSearch(view, softness=2.0).weight(world) for world in worlds]
    loose = [BidSearch(view, softness=10.0).weight(world) for world in worlds]
    assert max(sharp) / min(sharp) > max(loose) / min(loose)
