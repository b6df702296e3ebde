"""Distribution and bidding (docs/rules.md, "Distribution" and "Bidding"), from known decks."""

from __future__ import annotations

import random
from typing import Literal

import pytest

from belote.engine import CARDS, PASS, Card, Deal, IllegalAction, Match, Rules, Suit, Take

from .helpers import bid, codes

DECK = list(CARDS)  # top first: 7S 8S 9S ... AC


def expected_first_hands(dealer: int, first_packet: int) -> dict[int, set[str]]:
    """Who gets which of deck[0:20]: packets from the seat after the dealer, dealer last."""
    hands: dict[int, set[str]] = {seat: set() for seat in range(4)}
    position = 0
    for size in (first_packet, 5 - first_packet):
        for k in range(1, 5):
            seat = (dealer + k) % 4
            hands[seat] |= codes(DECK[position : position + size])
            position += size
    return hands


@pytest.mark.parametrize("dealer", range(4))
def test_packets_3_then_2(dealer: int) -> None:
    deal = Deal.from_deck(DECK, dealer)
    d1, d2, d3 = (dealer + 1) % 4, (dealer + 2) % 4, (dealer + 3) % 4
    assert codes(deal.hands[d1]) == codes(DECK[0:3] + DECK[12:14])
    assert codes(deal.hands[d2]) == codes(DECK[3:6] + DECK[14:16])
    assert codes(deal.hands[d3]) == codes(DECK[6:9] + DECK[16:18])
    assert codes(deal.hands[dealer]) == codes(DECK[9:12] + DECK[18:20])
    assert deal.turned is DECK[20]
    assert deal.dealer == dealer


@pytest.mark.parametrize("dealer", range(4))
@pytest.mark.parametrize("first_packet", [3, 2])
def test_first_distribution_both_variants(dealer: int, first_packet: Literal[3, 2]) -> None:
    deal = Deal.from_deck(DECK, dealer, Rules(first_packet=first_packet))
    expected = expected_first_hands(dealer, first_packet)
    assert [codes(hand) for hand in deal.hands] == [expected[s] for s in range(4)]
    assert deal.turned is DECK[20]
    assert deal.phase == "bidding" and deal.bidding_round == 1
    assert deal.to_play == (dealer + 1) % 4
    assert deal.trump is None and deal.taker is None and deal.result is None


def test_packets_2_then_3_explicitly() -> None:
    deal = Deal.from_deck(DECK, 0, Rules(first_packet=2))
    assert codes(deal.hands[1]) == codes(DECK[0:2] + DECK[8:11])
    assert codes(deal.hands[2]) == codes(DECK[2:4] + DECK[11:14])
    assert codes(deal.hands[3]) == codes(DECK[4:6] + DECK[14:17])
    assert codes(deal.hands[0]) == codes(DECK[6:8] + DECK[17:20])


@pytest.mark.parametrize("dealer", range(4))
@pytest.mark.parametrize("taker_offset", range(1, 5))
@pytest.mark.parametrize("first_packet", [3, 2])
def test_after_the_take_taker_gets_turned_plus_two(
    dealer: int, taker_offset: int, first_packet: Literal[3, 2]
) -> None:
    taker = (dealer + taker_offset) % 4
    deal = Deal.from_deck(DECK, dealer, Rules(first_packet=first_packet))
    first = expected_first_hands(dealer, first_packet)
    bid(deal, taker, deal.turned.suit)
    extra: dict[int, set[str]] = {}
    position = 21
    for k in range(1, 5):
        seat = (dealer + k) % 4
        count = 2 if seat == taker else 3
        extra[seat] = codes(DECK[position : position + count])
        position += count
    assert position == 32
    extra[taker].add(str(DECK[20]))
    for seat in range(4):
        assert codes(deal.hands[seat]) == first[seat] | extra[seat], seat
        assert len(deal.hands[seat]) == 8
    assert deal.phase == "playing"
    assert deal.taker == taker and deal.trump == DECK[20].suit
    assert deal.to_play == (dealer + 1) % 4  # the seat after the dealer leads


def test_take_in_round_two_distributes_the_same_way() -> None:
    deal = Deal.from_deck(DECK, 1)
    bid(deal, 3, Suit.HEARTS)  # turned is DECK[20] = a diamond
    assert DECK[20].suit == Suit.DIAMONDS
    assert deal.taker == 3 and deal.trump == Suit.HEARTS
    assert DECK[20] in deal.hands[3]
    assert codes(deal.hands[2]) == codes(DECK[0:3] + DECK[12:14] + DECK[21:24])
    assert codes(deal.hands[3]) == codes(DECK[3:6] + DECK[14:16] + DECK[24:26] + DECK[20:21])
    assert codes(deal.hands[0]) == codes(DECK[6:9] + DECK[16:18] + DECK[26:29])
    assert codes(deal.hands[1]) == codes(DECK[9:12] + DECK[18:20] + DECK[29:32])


def test_bidding_round_one() -> None:
    deal = Deal.from_deck(DECK, 2)
    turned = deal.turned.suit
    seats = []
    for _ in range(4):
        assert deal.bidding_round == 1
        assert set(deal.legal_actions()) == {PASS, Take(turned)}
        seats.append(deal.to_play)
        for suit in Suit:
            if suit != turned:
                before = deal.to_json()
                with pytest.raises(IllegalAction) as info:
                    deal.apply(Take(suit))
                assert info.value.rule == "bid_round1_suit"
                assert deal.to_json() == before
        deal.apply(PASS)
    assert seats == [3, 0, 1, 2]
    assert deal.bidding_round == 2 and deal.to_play == 3


def test_bidding_round_two() -> None:
    deal = Deal.from_deck(DECK, 2)
    turned = deal.turned.suit
    for _ in range(4):
        deal.apply(PASS)
    seats = []
    for _ in range(3):
        assert deal.bidding_round == 2
        assert set(deal.legal_actions()) == {PASS} | {Take(s) for s in Suit if s != turned}
        seats.append(deal.to_play)
        with pytest.raises(IllegalAction) as info:
            deal.apply(Take(turned))
        assert info.value.rule == "bid_round2_suit"
        deal.apply(PASS)
    assert seats == [3, 0, 1]
    other = next(s for s in Suit if s != turned)
    deal.apply(Take(other))  # the dealer takes in round 2
    assert deal.taker == 2 and deal.trump == other and deal.phase == "playing"
    assert len(deal.bids) == 8
    assert deal.bids[-1] == (2, Take(other))
    assert all(action == PASS for _, action in deal.bids[:-1])


def test_first_to_take_ends_the_bidding() -> None:
    deal = Deal.from_deck(DECK, 0)
    deal.apply(PASS)
    deal.apply(Take(deal.turned.suit))
    assert deal.phase == "playing" and deal.taker == 2
    assert deal.bids == ((1, PASS), (2, Take(deal.turned.suit)))
    with pytest.raises(IllegalAction) as info:
        deal.apply(PASS)
    assert info.value.rule == "not_your_phase"


def test_play_during_bidding_is_refused() -> None:
    from belote.engine import Play

    deal = Deal.from_deck(DECK, 0)
    card = deal.hands[1][0]
    with pytest.raises(IllegalAction) as info:
        deal.apply(Play(card))
    assert info.value.rule == "not_your_phase"


def test_all_pass_twice_is_a_redeal() -> None:
    deal = Deal.from_deck(DECK, 0)
    for _ in range(8):
        assert deal.phase == "bidding"
        deal.apply(PASS)
    assert deal.phase == "done" and deal.to_play is None
    assert deal.legal_actions() == []
    result = deal.result
    assert result is not None and result.redeal
    assert result.points == (0, 0) and result.taker is None and result.trump is None
    with pytest.raises(IllegalAction) as info:
        deal.apply(PASS)
    assert info.value.rule == "deal_over"


@pytest.mark.parametrize(("same", "step"), [(False, 1), (True, 0)])
def test_redeal_next_dealer_or_same_dealer(same: bool, step: int) -> None:
    match = Match(Rules(all_pass_same_dealer=same), seed=7)
    first = match.deal.dealer
    assert first == match.first_dealer
    for _ in range(8):
        match.deal.apply(PASS)
    assert match.deal.result is not None and match.deal.result.redeal
    match.next_deal()
    assert match.deal.dealer == (first + step) % 4
    assert match.scores == (0, 0)
    assert match.deal.phase == "bidding"


def test_shuffled_is_reproducible_from_a_seed() -> None:
    a = Deal.shuffled(123, 1)
    b = Deal.shuffled(123, 1)
    c = Deal.shuffled(random.Random(123), 1)
    assert a.hands == b.hands and a.turned is b.turned
    assert a.to_json() == b.to_json()
    assert c.dealer == 1 and c.phase == "bidding"
    different = [Deal.shuffled(seed, 1).hands for seed in range(5)]
    assert len({tuple(h) for h in different}) == 5
    seen = [card for hand in a.hands for card in hand] + [a.turned]
    assert len(set(seen)) == 21 and all(isinstance(card, Card) for card in seen)


@pytest.mark.parametrize(
    "deck",
    [DECK[:31], [*DECK[:31], DECK[0]], [*DECK, DECK[0]], ["7S", *DECK[1:]]],
    ids=["31 cards", "duplicate", "33 cards", "text"],
)
def test_from_deck_needs_the_32_cards(deck: list[Card]) -> None:
    with pytest.raises(ValueError):
        Deal.from_deck(deck, 0)
