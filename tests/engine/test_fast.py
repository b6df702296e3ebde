"""The int layer for searches (``belote.engine.fast``) and ``legal_cards`` against a reference.

The reference below is the card-play rule of docs/rules.md written as plainly as possible; thousands of
random situations (hands, partial tricks, trumps, both undertrump variants) must agree with it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from belote.engine import CARDS, Card, Rules, Suit, card_points, legal_cards, trick_winner
from belote.engine.fast import POINTS, STRENGTH, SUIT_MASK, legal_mask, master_card, winner_index

TRUMP_ORDER = "78QKTA9J"  # low to high
PLAIN_ORDER = "789JQKTA"


def power(card: Card, led: Suit, trump: Suit) -> int:
    """Reference strength: trumps above the led suit, other suits cannot win (-1)."""
    if card.suit == trump:
        return 100 + TRUMP_ORDER.index(card.rank.letter)
    if card.suit == led:
        return PLAIN_ORDER.index(card.rank.letter)
    return -1


def reference_winner(trick: Sequence[Card], trump: Suit) -> int:
    """Index of the winning card."""
    led = trick[0].suit
    strengths = [power(card, led, trump) for card in trick]
    return strengths.index(max(strengths))


def reference_legal(hand: list[Card], trick: list[Card], trump: Suit, undertrump: bool) -> set[Card]:
    """The legal cards, straight from the wording of the rules."""
    if not trick:
        return set(hand)
    led = trick[0].suit
    follow = [c for c in hand if c.suit == led]
    trumps = [c for c in hand if c.suit == trump]
    top_trump = max((power(c, led, trump) for c in trick if c.suit == trump), default=-1)
    higher = [c for c in trumps if power(c, led, trump) > top_trump]
    if led == trump:
        return set(higher or follow or hand)
    if follow:
        return set(follow)
    partner_master = len(trick) >= 2 and reference_winner(trick, trump) == len(trick) - 2
    if partner_master or not trumps:
        return set(hand)
    if higher:
        return set(higher)
    return set(trumps) if undertrump else set(hand)


def random_situation(rng: random.Random) -> tuple[list[Card], list[Card], Suit]:
    """A hand of 1-8 cards and a trick of 0-3 other cards, with a trump suit."""
    cards = list(CARDS)
    rng.shuffle(cards)
    size = rng.randint(1, 8)
    played = rng.randint(0, 3)
    return cards[:size], cards[size : size + played], Suit(rng.randrange(4))


def test_legal_cards_and_legal_mask_agree_with_the_reference() -> None:
    rng = random.Random(2024)
    for _ in range(6000):
        hand, trick, trump = random_situation(rng)
        for undertrump in (True, False):
            expected = reference_legal(hand, trick, trump, undertrump)
            rules = Rules(must_undertrump=undertrump)
            assert set(legal_cards(hand, trick, trump, rules)) == expected, (hand, trick, trump)
            mask = legal_mask(sum(c.mask for c in hand), [c.index for c in trick], int(trump), undertrump)
            assert mask == sum(c.mask for c in expected)


def test_winner_and_strength_agree_with_the_reference() -> None:
    rng = random.Random(7)
    for _ in range(3000):
        cards = list(CARDS)
        rng.shuffle(cards)
        trick = cards[: rng.randint(1, 4)]
        trump = Suit(rng.randrange(4))
        expected = reference_winner(trick, trump)
        assert trick_winner(trick, trump) == expected
        assert winner_index([c.index for c in trick], int(trump)) == expected
        led = trick[0].suit
        strengths = [STRENGTH[trump][led][c.index] for c in trick]
        assert strengths.index(max(strengths)) == expected


@pytest.mark.parametrize("trump", list(Suit))
def test_tables(trump: Suit) -> None:
    for card in CARDS:
        assert POINTS[trump][card.index] == card_points(card, trump)
        for led in Suit:
            strength = STRENGTH[trump][led][card.index]
            if card.suit not in (trump, led):
                assert strength == -1
            else:
                assert strength >= 0
    for suit in Suit:
        assert SUIT_MASK[suit] == sum(c.mask for c in CARDS if c.suit == suit)


def test_master_card_is_the_strongest_live_card_of_the_suit() -> None:
    """``master_card`` agrees with a max over STRENGTH, and uses plain order before a trump is set."""
    rng = random.Random(11)
    for _ in range(2000):
        live, suit, trump = rng.getrandbits(32), rng.randrange(4), rng.randrange(4)
        in_suit = [card for card in range(suit * 8, suit * 8 + 8) if live >> card & 1]
        expected = max(in_suit, key=STRENGTH[trump][suit].__getitem__) if in_suit else -1
        assert master_card(suit, live, trump) == expected
        plain = max(in_suit, key=lambda card: PLAIN_ORDER.index(CARDS[card].rank.letter)) if in_suit else -1
        assert master_card(suit, live, -1) == plain
    assert master_card(1, ~0, 1) == Card.parse("JH").index
    assert master_card(1, ~0, -1) == Card.parse("AH").index
