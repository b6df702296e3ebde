"""Each stated rule of the heuristic (docs/bots.md), one hand-built position per rule and its contrast."""

from __future__ import annotations

from collections.abc import Sequence

from belote.bots.bidding import (
    BELOTE_VALUE,
    FIRST_SEAT_BONUS,
    LENGTH_VALUE,
    ROUND1_THRESHOLD,
    ROUND2_THRESHOLD,
    SIDE_ACE_VALUE,
    SINGLETON_VALUE,
    TRUMP_VALUE,
    VOID_VALUE,
    choose_bid,
    hand_value,
)
from belote.bots.play import heuristic_card
from belote.engine import CARDS, PASS, Card, Deal, Suit, Take
from belote.engine.fast import ALL_CARDS, SUIT_MASK
from tests.bots.test_heuristic import mask

SPADES, HEARTS, DIAMONDS, CLUBS = range(4)


def play(
    hand: str,
    trick: str,
    trump: int,
    seat: int,
    taker: int,
    played: str = "",
    voids: dict[int, Sequence[int]] | None = None,
) -> str:
    """The heuristic's card; ``voids[seat]`` lists suits that seat is known to lack (else any unseen card)."""
    trick_cards = [Card.parse(code).index for code in trick.split()]
    gone = mask(played) if played else 0
    unknown = ALL_CARDS & ~mask(hand) & ~gone & ~sum(1 << c for c in trick_cards)
    possible = [unknown] * 4
    possible[seat] = mask(hand)
    for other, suits in (voids or {}).items():
        for suit in suits:
            possible[other] &= ~SUIT_MASK[suit]
    card = heuristic_card(mask(hand), trick_cards, trump, seat, taker, gone, possible)
    return str(CARDS[card])


# Leading ---------------------------------------------------------------------------------------


def test_taker_without_the_master_trump_probes_with_a_low_trump() -> None:
    """The taker holding two trumps but not the jack leads the lowest one to pull the big ones."""
    assert play("9H 7H AS 8C KD", "", HEARTS, 0, 0) == "7H"


def test_taker_with_a_single_small_trump_does_not_probe() -> None:
    """One trump is not enough to probe: the taker cashes its master ace instead."""
    assert play("9H AS 8C KD 7D", "", HEARTS, 0, 0) == "AS"


def test_takers_partner_leads_a_low_trump_at_the_first_trick_only() -> None:
    """North, partner of the taker, leads its lowest trump at trick 1; after a trick it cashes."""
    assert play("8H 7H AS 8C KD", "", HEARTS, 2, 0) == "7H"
    assert play("8H 7H AS 8C KD", "", HEARTS, 2, 0, played="7S 8S 9S TS") == "AS"


def test_trump_leads_stop_when_no_opponent_may_hold_a_trump() -> None:
    """The trumps are drawn: the taker cashes a side master rather than leading its master trump."""
    voids = {1: [HEARTS], 3: [HEARTS]}
    assert play("JH 7H AS 8C KD", "", HEARTS, 0, 0, voids=voids) == "AS"


def test_defenders_do_not_draw_trumps() -> None:
    """A defender holding the master trump does not lead it: it cashes its side ace."""
    assert play("JH 7H AS 8C KD", "", HEARTS, 1, 0) == "AS"


def test_no_master_is_cashed_into_an_opponents_ruff() -> None:
    """An opponent void in spades with trumps left would ruff the ace: lead low elsewhere."""
    assert play("AS 7C 8D", "", HEARTS, 1, 0) == "AS"
    assert play("AS 7C 8D", "", HEARTS, 1, 0, voids={2: [SPADES]}) == "8D"


def test_the_richest_master_is_cashed_first() -> None:
    """Two masters that no one can ruff: the ace (11) before the master king would give less."""
    played = "AD TD"
    assert play("KD AS 7C", "", HEARTS, 1, 0, played=played) == "AS"


def test_low_lead_avoids_an_opponents_known_void() -> None:
    """A low lead goes where no opponent may ruff it."""
    assert play("8D 7C", "", HEARTS, 1, 0) == "8D"
    assert play("8D 7C", "", HEARTS, 1, 0, voids={2: [DIAMONDS]}) == "7C"


def test_takers_side_leads_a_singleton_to_make_a_void() -> None:
    """With trumps in hand and the opponents out of trumps, the taker leads its singleton."""
    voids = {1: [HEARTS], 3: [HEARTS]}
    assert play("7H 8D 9D 7C", "", HEARTS, 0, 0, voids=voids) == "7C"


def test_low_lead_with_only_trumps_left_plays_the_master_else_the_lowest() -> None:
    """Nothing but trumps: the master trump if held, else the lowest one."""
    assert play("JH 7H", "", HEARTS, 1, 0) == "JH"
    assert play("KH 7H", "", HEARTS, 1, 0) == "7H"


# Following -------------------------------------------------------------------------------------


def test_a_master_ace_is_kept_rather_than_loaded_on_the_partners_trick() -> None:
    """Partner's trick is sure: give the king, keep the master ace that may win a trick of its own."""
    voids = {3: [HEARTS, SPADES]}
    assert play("AD KC 8C", "AH 7H", SPADES, 2, 0, voids=voids) == "KC"


def test_a_ten_is_loaded_before_a_master_ace() -> None:
    """The 10 goes on the partner's sure trick before anything else."""
    voids = {3: [HEARTS, SPADES]}
    assert play("AD TC 8C", "AH 7H", SPADES, 2, 0, voids=voids) == "TC"


def test_loading_with_only_trumps_gives_the_richest_but_the_master() -> None:
    """Only trumps left on a sure trick of the partner: the richest trump, never the master jack."""
    voids = {3: [HEARTS, SPADES]}
    assert play("JS 9S AS", "AH 7H", SPADES, 2, 0, voids=voids) == "9S"
    assert play("JS AS 7S", "AH 7H", SPADES, 2, 0, voids=voids) == "AS"


def test_third_hand_plays_its_cheapest_winner_even_if_it_may_be_beaten() -> None:
    """Third to play, the opponents hold the trick: win with the king although the ace is out."""
    assert play("KH 8H 9C", "7H 9H", SPADES, 2, 0) == "KH"


def test_second_hand_plays_low_when_its_winner_may_be_beaten() -> None:
    """Second to play with a winner the last opponent may beat: the low card goes."""
    assert play("KH 8H 9C", "9H", SPADES, 1, 0) == "8H"


def test_a_safe_winner_is_played_when_the_opponents_hold_the_trick() -> None:
    """Second to play with the master ace: it wins and no one can beat it."""
    assert play("AH 8H 9C", "9H", SPADES, 1, 0) == "AH"


def test_discard_keeps_the_last_guard_of_a_ten_whose_ace_is_out() -> None:
    """Nothing wins: throw the club, keep the 7 that guards the 10 of diamonds."""
    assert play("TD 7D 8C", "AH 7H 8H", SPADES, 3, 0, voids={1: [HEARTS]}) == "8C"


def test_discard_throws_a_singleton_to_make_a_void_when_holding_trumps() -> None:
    """Partner's trick may be ruffed and my trump is too low to save it: throw the club singleton."""
    voids = {3: [HEARTS]}
    assert play("7S 8D 9D 8C", "AH 7H", SPADES, 2, 0, voids=voids) == "8C"


def test_discard_keeps_trumps_and_points() -> None:
    """Partner's trick may be ruffed over my trump: keep the trump and the ten, throw the small card."""
    assert play("7S TD 8C", "AH 7H", SPADES, 2, 0, voids={3: [HEARTS]}) == "8C"


# Bidding ---------------------------------------------------------------------------------------


def deal_for(seat: int, dealer: int, cards: str, turned: str) -> Deal:
    """A deal by ``dealer`` in which ``seat`` holds ``cards`` (five codes) and ``turned`` is turned."""
    mine = [Card.parse(code) for code in cards.split()]
    top = Card.parse(turned)
    rest = iter(card for card in CARDS if card not in mine and card is not top)
    k = (seat - dealer - 1) % 4
    deck: list[Card | None] = [None] * 32
    deck[3 * k : 3 * k + 3] = mine[:3]
    deck[12 + 2 * k : 14 + 2 * k] = mine[3:]
    deck[20] = top
    full = [card if card is not None else next(rest) for card in deck]
    deal = Deal.from_deck(full, dealer)
    assert set(deal.hands[seat]) == set(mine) and deal.turned is top
    return deal


def test_hand_value_follows_its_stated_weights() -> None:
    """Each weight of the hand valuation, on hands differing by one feature."""
    side = " 9S 8S 7D 8D 7C 8C"  # a doubleton in each side suit: no void, no singleton
    assert hand_value(mask("7H 8H" + side), HEARTS) == 2 * TRUMP_VALUE[0]
    assert hand_value(mask("JH 9H" + side), HEARTS) == TRUMP_VALUE[4] + TRUMP_VALUE[2] + 4
    assert hand_value(mask("KH QH" + side), HEARTS) == 2 * TRUMP_VALUE[5] + BELOTE_VALUE
    assert hand_value(mask("AH TH" + side), HEARTS) == TRUMP_VALUE[7] + TRUMP_VALUE[3]
    assert hand_value(mask("JH 9S 8S 7D 8D 7C 8C"), HEARTS) == TRUMP_VALUE[4] - 4  # a bare jack
    three = "7H 8H QH 9S 8S 7D 8D 7C"
    assert hand_value(mask(three), HEARTS) == 3 + 3 + 4 + LENGTH_VALUE + SINGLETON_VALUE
    nine = "9H 7H 8H 9S 8S 7D 8D 7C"  # the nine with length
    assert hand_value(mask(nine), HEARTS) == 12 + 3 + 3 + 4 + LENGTH_VALUE + SINGLETON_VALUE
    assert hand_value(mask("7H 8H 9S 8S 7S 7D 8D 9D"), HEARTS) == 6 + VOID_VALUE
    assert hand_value(mask("7H 8H 9S 8S 7S 7D 8D 7C"), HEARTS) == 6 + SINGLETON_VALUE
    assert hand_value(mask("7H 8H 9S 8S 7S 7D 8D AC"), HEARTS) == 6 + SIDE_ACE_VALUE  # no singleton bonus
    assert hand_value(mask("7H AS 8S 7D 8D 7C 8C"), HEARTS) == 3 + SIDE_ACE_VALUE
    assert hand_value(mask("7H AS TS 7D 8D 7C 8C"), HEARTS) == 3 + SIDE_ACE_VALUE + 7
    assert hand_value(mask("7H AS TS KS 8D 7C 8C"), HEARTS) == 3 + SIDE_ACE_VALUE + 7 + 2
    assert hand_value(mask("7H TS 8S 7D 8D 7C 8C"), HEARTS) == 3 + 3  # a guarded ten
    assert hand_value(mask("7H TS 7D 8D 9D 7C 8C"), HEARTS) == 3  # a bare ten counts nothing


def test_the_first_to_speak_takes_a_little_lighter_than_the_dealer() -> None:
    """A hand just under the threshold: the first to speak takes it, the dealer passes it."""
    cards, turned = "JH 9S 8S 7D 8D", "9H"
    value = hand_value(mask(cards + " " + turned), HEARTS)
    assert ROUND1_THRESHOLD - FIRST_SEAT_BONUS <= value < ROUND1_THRESHOLD
    first = deal_for(0, 3, cards, turned)
    assert choose_bid(first.view(0)) == Take(Suit.HEARTS)
    for dealer in (0, 1, 2):
        deal = deal_for(0, dealer, cards, turned)
        for _ in range((0 - dealer - 1) % 4):
            deal.apply(PASS)
        assert deal.to_play == 0
        assert choose_bid(deal.view(0)) == PASS, dealer


def test_round_two_names_the_best_suit_held_when_it_clears_the_threshold() -> None:
    """Round 2: the other suit of highest value, if worth 50 with the first-seat bonus."""
    deal = deal_for(1, 0, "JC 9C AC AS 7D", "8H")
    for _ in range(4):
        deal.apply(PASS)
    hand = mask("JC 9C AC AS 7D 8H")
    assert hand_value(hand, CLUBS) + FIRST_SEAT_BONUS >= ROUND2_THRESHOLD
    assert choose_bid(deal.view(1)) == Take(Suit.CLUBS)
    weak = deal_for(1, 0, "JC 7S 8S 7D 8D", "8H")
    for _ in range(4):
        weak.apply(PASS)
    assert choose_bid(weak.view(1)) == PASS


def test_a_bare_ten_under_an_outstanding_ace_costs_more_than_its_points() -> None:
    """Leading a bare 10 whose ace is still out gives away the 10 and its trick: worse than leading
    an ace both opponents can ruff (the 10's penalty adds to its points, it does not replace them)."""
    voids = {0: [DIAMONDS], 2: [DIAMONDS]}  # the opponents of seat 1 lack diamonds, may hold trumps
    assert play("TS AD 8H", "", HEARTS, 1, 0, voids=voids) == "AD"
    gone = "AS 7S 8S 9S"  # the ace of spades already fell: the 10 costs only its points, 20 < 42
    assert play("TS AD 8H", "", HEARTS, 1, 0, played=gone, voids=voids) == "TS"


def test_takers_partner_leads_no_trump_to_a_taker_known_to_have_none() -> None:
    """The first-trick trump lead is meant for the taker: when the taker is known to hold no trump,
    North cashes its ace instead."""
    assert play("8H 7H AS 8C KD", "", HEARTS, 2, 0) == "7H"
    assert play("8H 7H AS 8C KD", "", HEARTS, 2, 0, voids={0: [HEARTS]}) == "AS"


def test_third_hand_makes_sure_of_a_trick_its_partner_may_lose() -> None:
    """The partner's K♠ leads the trick but East may still beat it with the 10♠: North takes over
    with the A♠ nobody can beat rather than dropping its cheapest spade. When East cannot beat the
    K♠ (the 10♠ gone, or East out of spades and trumps), North keeps its master ace and plays the 8."""
    assert play("AS 8S 9D 7C", "KS 7S", HEARTS, 2, 0) == "AS"
    assert play("AS 8S 9D 7C", "KS 7S", HEARTS, 2, 0, played="TS 9S JS QS") == "8S"
    assert play("AS 8S 9D 7C", "KS 7S", HEARTS, 2, 0, voids={3: [SPADES, HEARTS]}) == "8S"
