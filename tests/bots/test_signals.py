"""The call (l'appel): a low discard from a suit says its master is in hand, never falsely."""

from __future__ import annotations

import math

from belote.bots.expert.signals import call_log_factor, calling_suits, is_discard, signal_choice
from belote.engine.fast import ALL_CARDS, legal_mask

SPADES, HEARTS, DIAMONDS, CLUBS = range(4)
SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(8)


def card(suit: int, rank: int) -> int:
    """The card index of ``rank`` of ``suit``."""
    return suit * 8 + rank


def mask(*cards: int) -> int:
    """The hand holding ``cards``."""
    total = 0
    for c in cards:
        total |= 1 << c
    return total


TRUMP = SPADES
LED_DIAMONDS = [card(DIAMONDS, KING)]
"""A trick led with the king of diamonds: a seat without diamonds discards (or trumps)."""


def test_a_discard_is_a_card_of_another_plain_suit_when_the_led_suit_is_missing() -> None:
    """Following suit, trumping or leading is no discard; a plain card when void in the led suit is."""
    hand = mask(card(HEARTS, ACE), card(HEARTS, SEVEN), card(SPADES, SEVEN))
    assert is_discard(hand, LED_DIAMONDS, TRUMP, card(HEARTS, SEVEN))
    assert not is_discard(hand, LED_DIAMONDS, TRUMP, card(SPADES, SEVEN))
    assert not is_discard(hand, [], TRUMP, card(HEARTS, SEVEN))
    with_diamond = hand | mask(card(DIAMONDS, SEVEN))
    assert not is_discard(with_diamond, LED_DIAMONDS, TRUMP, card(DIAMONDS, SEVEN))


def test_the_master_of_a_suit_is_the_highest_card_still_in_play() -> None:
    """Holding the 10 of hearts calls hearts once the ace is gone, not before; trumps never call."""
    hand = mask(card(HEARTS, TEN), card(CLUBS, KING), card(SPADES, JACK))
    assert calling_suits(hand, ALL_CARDS, TRUMP) == 0
    ace_gone = ALL_CARDS & ~mask(card(HEARTS, ACE))
    assert calling_suits(hand, ace_gone, TRUMP) == 1 << HEARTS


def test_among_equivalent_discards_the_low_card_of_the_suit_whose_master_is_held_is_thrown() -> None:
    """With the ace of hearts, the 7 of hearts is thrown rather than the 7 of clubs."""
    hand = mask(card(HEARTS, ACE), card(HEARTS, SEVEN), card(CLUBS, SEVEN), card(CLUBS, KING))
    near_best = [card(CLUBS, SEVEN), card(HEARTS, SEVEN)]
    assert signal_choice(hand, LED_DIAMONDS, TRUMP, ALL_CARDS, near_best) == card(HEARTS, SEVEN)


def test_without_a_master_the_low_card_never_comes_from_a_suit_that_would_call_falsely() -> None:
    """Holding the ace of clubs alone there, a low heart goes: clubs has no low card to call with."""
    hand = mask(card(HEARTS, KING), card(HEARTS, EIGHT), card(CLUBS, ACE), card(SPADES, SEVEN))
    assert signal_choice(hand, LED_DIAMONDS, TRUMP, ALL_CARDS, [card(HEARTS, EIGHT)]) == card(HEARTS, EIGHT)
    no_master = mask(card(HEARTS, KING), card(HEARTS, EIGHT), card(CLUBS, NINE), card(CLUBS, QUEEN))
    choice = signal_choice(no_master, LED_DIAMONDS, TRUMP, ALL_CARDS, [card(CLUBS, NINE), card(HEARTS, EIGHT)])
    assert choice in (card(CLUBS, NINE), card(HEARTS, EIGHT))


def test_no_signal_when_following_suit_or_when_only_cards_with_points_are_equivalent() -> None:
    """The convention speaks only with a low discard: following suit or a king thrown says nothing."""
    hand = mask(card(DIAMONDS, SEVEN), card(DIAMONDS, EIGHT), card(HEARTS, ACE))
    assert signal_choice(hand, LED_DIAMONDS, TRUMP, ALL_CARDS, [card(DIAMONDS, SEVEN)]) == -1
    kings = mask(card(HEARTS, KING), card(CLUBS, KING), card(HEARTS, ACE))
    assert signal_choice(kings, LED_DIAMONDS, TRUMP, ALL_CARDS, [card(HEARTS, KING), card(CLUBS, KING)]) == -1


def test_reading_a_partners_low_discard_makes_the_master_of_that_suit_likely_in_its_hand() -> None:
    """The 7 of hearts thrown: a hand with the ace of hearts explains it better than one without."""
    thrown = card(HEARTS, SEVEN)
    with_ace = mask(thrown, card(HEARTS, ACE), card(CLUBS, EIGHT), card(CLUBS, KING))
    without = mask(thrown, card(HEARTS, KING), card(CLUBS, EIGHT), card(CLUBS, ACE))
    factors = []
    for hand in (with_ace, without):
        legal = legal_mask(hand, LED_DIAMONDS, TRUMP)
        factor = call_log_factor(hand, LED_DIAMONDS, TRUMP, ALL_CARDS, thrown, legal)
        assert factor is not None
        factors.append(factor)
    assert factors[0] > factors[1] + math.log(2)


def test_a_card_that_could_not_speak_is_not_read() -> None:
    """A lone low card to throw, or a trump, tells nothing by the convention."""
    hand = mask(card(HEARTS, SEVEN), card(HEARTS, ACE), card(CLUBS, KING))
    legal = legal_mask(hand, LED_DIAMONDS, TRUMP)
    assert call_log_factor(hand, LED_DIAMONDS, TRUMP, ALL_CARDS, card(HEARTS, SEVEN), legal) is None
    trumps = mask(card(SPADES, SEVEN), card(HEARTS, SEVEN), card(CLUBS, SEVEN))
    legal = legal_mask(trumps, LED_DIAMONDS, TRUMP)
    assert call_log_factor(trumps, LED_DIAMONDS, TRUMP, ALL_CARDS, card(SPADES, SEVEN), legal) is None
