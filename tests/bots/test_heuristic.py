"""The heuristic's club-player rules, on hand-built positions (cards as two-letter codes)."""

from __future__ import annotations

from belote.bots.bidding import ROUND1_THRESHOLD, choose_bid, hand_value
from belote.bots.play import heuristic_card
from belote.engine import CARDS, PASS, Card, Deal, Suit, Take
from belote.engine.fast import ALL_CARDS, SUIT_MASK

SPADES, HEARTS, DIAMONDS, CLUBS = range(4)


def mask(codes: str) -> int:
    """The mask of space-separated card codes."""
    return sum(1 << Card.parse(code).index for code in codes.split())


def idx(code: str) -> int:
    """The index of one card code."""
    return Card.parse(code).index


def play(hand: str, trick: str, trump: int, seat: int, taker: int, **kwargs: object) -> str:
    """The heuristic's card, as a code, with the trick's cards counted as played."""
    trick_cards = [idx(code) for code in trick.split()]
    card = heuristic_card(mask(hand), trick_cards, trump, seat, taker, 0, **kwargs)  # type: ignore[arg-type]
    return str(CARDS[card])


def test_loads_a_ten_on_a_trick_the_partner_surely_wins() -> None:
    """Partner's ace leads, the last opponent has no trump: give the 10."""
    unknown = ALL_CARDS & ~mask("TH 8H KD AH 7H")
    possible = [unknown, unknown, mask("TH 8H KD"), unknown & ~SUIT_MASK[SPADES]]
    assert play("TH 8H KD", "AH 7H", SPADES, 2, 1, possible=possible) == "TH"


def test_does_not_load_when_the_last_opponent_may_ruff() -> None:
    """The same trick, but the last opponent is void in hearts and may trump: play low."""
    unknown = ALL_CARDS & ~mask("TH 8H KD AH 7H")
    possible = [unknown, unknown, mask("TH 8H KD"), unknown & ~SUIT_MASK[HEARTS]]
    assert play("TH 8H KD", "AH 7H", SPADES, 2, 1, possible=possible) == "8H"


def test_wins_with_the_cheapest_winning_card_last() -> None:
    """Last to play against the opponents' king: the 10 wins as well as the ace."""
    assert play("AH TH 9C", "KH 7H 8H", SPADES, 3, 0) == "TH"


def test_discards_low_when_the_opponents_hold_the_trick() -> None:
    """Void without trumps under the opponents' ace: throw the 7, keep the points."""
    assert play("7C TD AD", "AH 7H 8H", SPADES, 3, 0) == "7C"


def test_taker_draws_trumps_with_the_master() -> None:
    """The taker leads the jack of trumps while the opponents may hold trumps."""
    assert play("JH 7H AS 8C KD", "", HEARTS, 0, 0) == "JH"


def test_never_leads_a_ten_under_its_ace_and_keeps_it_guarded() -> None:
    """No lead of a 10 whose ace is out, nor of the small card guarding it."""
    assert play("TD KS 7S", "", HEARTS, 1, 0) == "7S"
    assert play("TD 7D KS 8S", "", HEARTS, 1, 0) == "8S"


def test_defender_leads_into_the_partners_void() -> None:
    """The partner is void in diamonds and may trump: lead a diamond for the ruff."""
    unknown = ALL_CARDS & ~mask("7D 8S 9S")
    possible = [unknown, mask("7D 8S 9S"), unknown, unknown & ~SUIT_MASK[DIAMONDS]]
    assert play("7D 8S 9S", "", HEARTS, 1, 0, possible=possible) == "7D"


def test_cashes_masters_when_trumps_are_gone() -> None:
    """No opponent may hold a trump: the master ace is led."""
    unknown = ALL_CARDS & ~mask("AS 7C 8D")
    no_trumps = unknown & ~SUIT_MASK[HEARTS]
    possible = [mask("AS 7C 8D"), no_trumps, unknown, no_trumps]
    assert play("AS 7C 8D", "", HEARTS, 0, 0, possible=possible) == "AS"


def test_hand_value_ranks_jack_and_nine_first() -> None:
    """J-9 of trumps beats A-10 of trumps; length and side aces add value."""
    assert hand_value(mask("JH 9H 7S 8S 7D 8C"), HEARTS) > hand_value(mask("AH TH 7S 8S 7D 8C"), HEARTS)
    assert hand_value(mask("JH 9H 7H AS 7D 8C"), HEARTS) > hand_value(mask("JH 9H 7S AS 7D 8C"), HEARTS)
    assert hand_value(mask("JH 9H AH AS AD 8C"), HEARTS) >= ROUND1_THRESHOLD
    assert hand_value(mask("7H 8S 9S 7D 8D 9C"), HEARTS) < ROUND1_THRESHOLD


def deal_for_first_seat(cards: str, turned: str) -> Deal:
    """A deal by dealer 3 where seat 0 (first to speak) holds ``cards`` and ``turned`` is turned."""
    mine = [Card.parse(code) for code in cards.split()]
    top = Card.parse(turned)
    rest = [card for card in CARDS if card not in mine and card is not top]
    deck = mine[:3] + rest[:9] + mine[3:] + rest[9:15] + [top] + rest[15:]
    deal = Deal.from_deck(deck, 3)
    assert set(deal.hands[0]) == set(mine) and deal.turned is top
    return deal


def test_bids_take_strong_hands_and_pass_weak_ones() -> None:
    """Round 1: take J-9 with an ace; pass rubbish; round 2: name the best other suit."""
    strong = deal_for_first_seat("JH 9H AS KD 7C", "AH")
    assert choose_bid(strong.view(0)) == Take(Suit.HEARTS)
    weak = deal_for_first_seat("7H 8S 9S 7D 8C", "QH")
    assert choose_bid(weak.view(0)) == PASS
    second = deal_for_first_seat("JC 9C AC AS 7D", "8H")
    assert choose_bid(second.view(0)) == PASS
    for _ in range(4):
        second.apply(PASS)
    assert second.bidding_round == 2
    assert choose_bid(second.view(0)) == Take(Suit.CLUBS)
