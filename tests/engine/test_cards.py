"""Cards, suits, ranks, card points and trick winners (docs/rules.md: cards, card order, points)."""

from __future__ import annotations

import itertools

import pytest

from belote.engine import CARDS, Card, Rank, Suit, card_points, trick_winner

from .helpers import cards

TRUMP_ORDER = ["J", "9", "A", "T", "K", "Q", "8", "7"]
PLAIN_ORDER = ["A", "T", "K", "Q", "J", "9", "8", "7"]
TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "T": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
PLAIN_POINTS = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("TH", Rank.TEN, Suit.HEARTS),
        ("10H", Rank.TEN, Suit.HEARTS),
        ("th", Rank.TEN, Suit.HEARTS),
        ("10h", Rank.TEN, Suit.HEARTS),
        ("7S", Rank.SEVEN, Suit.SPADES),
        ("AC", Rank.ACE, Suit.CLUBS),
        ("jd", Rank.JACK, Suit.DIAMONDS),
        ("Qs", Rank.QUEEN, Suit.SPADES),
        ("K♥", Rank.KING, Suit.HEARTS),
    ],
)
def test_parse_accepts_codes_10_and_lower_case(text: str, rank: Rank, suit: Suit) -> None:
    card = Card.parse(text)
    assert card == Card(rank, suit)
    assert card.rank is rank and card.suit is suit


@pytest.mark.parametrize("text", ["", "H", "1H", "11H", "TX", "ZH", "T", "THH", "10", "0H", "6S"])
def test_parse_rejects_bad_text_naming_it(text: str) -> None:
    with pytest.raises(ValueError) as info:
        Card.parse(text)
    assert repr(text) in str(info.value) or f'"{text}"' in str(info.value)


def test_str_is_the_two_letter_code_and_round_trips() -> None:
    assert str(Card(Rank.TEN, Suit.HEARTS)) == "TH"
    assert str(Card(Rank.SEVEN, Suit.CLUBS)) == "7C"
    for card in CARDS:
        assert Card.parse(str(card)) is card
        assert Card.parse(str(card).lower()) is card


def test_cards_are_immutable_hashable_singletons() -> None:
    card = Card(Rank.ACE, Suit.SPADES)
    assert card is Card.parse("AS")
    assert hash(card) == hash(Card.parse("as"))
    assert len({Card(r, s) for r in Rank for s in Suit}) == 32
    with pytest.raises(AttributeError):
        card.rank = Rank.SEVEN
    assert card.rank is Rank.ACE


def test_the_32_cards_are_indexed_suit_major() -> None:
    assert len(CARDS) == 32
    for index, card in enumerate(CARDS):
        assert card.index == index == card.suit * 8 + card.rank
        assert card.mask == 1 << index


def test_rank_natural_order_and_suit_codes() -> None:
    assert [r.letter for r in sorted(Rank)] == list("789TJQKA")
    assert Rank.SEVEN < Rank.EIGHT < Rank.NINE < Rank.TEN < Rank.JACK < Rank.QUEEN < Rank.KING
    assert Rank.KING < Rank.ACE
    assert [s.letter for s in Suit] == list("SHDC")
    assert [s.symbol for s in Suit] == list("♠♥♦♣")
    assert [s.is_red for s in Suit] == [False, True, True, False]


@pytest.mark.parametrize("trump", list(Suit))
def test_card_points_and_total_152(trump: Suit) -> None:
    total = 0
    for card in CARDS:
        table = TRUMP_POINTS if card.suit == trump else PLAIN_POINTS
        assert card_points(card, trump) == table[card.rank.letter], str(card)
        total += card_points(card, trump)
    assert total == 152


@pytest.mark.parametrize("trump", list(Suit))
def test_trump_order_j_9_a_10_k_q_8_7(trump: Suit) -> None:
    letter = trump.letter
    for high, low in itertools.pairwise(TRUMP_ORDER):
        pair = cards(f"{low}{letter} {high}{letter}")
        assert trick_winner(pair, trump) == 1, f"{high} beats {low} at trump"
        assert trick_winner(pair[::-1], trump) == 0


def test_plain_order_a_10_k_q_j_9_8_7() -> None:
    for high, low in itertools.pairwise(PLAIN_ORDER):
        pair = cards(f"{low}S {high}S")
        assert trick_winner(pair, Suit.HEARTS) == 1, f"{high} beats {low} in a plain suit"
        assert trick_winner(pair[::-1], Suit.HEARTS) == 0


@pytest.mark.parametrize(
    ("trick", "trump", "winner"),
    [
        ("7S AD AC KS", Suit.HEARTS, 3),  # off-suit aces never win; highest spade K
        ("AS 7H TS KS", Suit.HEARTS, 1),  # the smallest trump beats the led ace
        ("AS 7H 8H KS", Suit.HEARTS, 2),  # the higher trump wins
        ("9H JS AH TH", Suit.HEARTS, 0),  # trump led: the 9 beats A and 10; JS is off-suit
        ("JH 9H AH TH", Suit.HEARTS, 0),
        ("7D 8D JH 9D", Suit.HEARTS, 2),
        ("QC JC 9C AS", Suit.SPADES, 3),
        ("QC JC 9C 8C", Suit.SPADES, 0),
        ("9C", Suit.SPADES, 0),
    ],
)
def test_trick_winner(trick: str, trump: Suit, winner: int) -> None:
    assert trick_winner(cards(trick), trump) == winner


@pytest.mark.parametrize(("rank", "suit"), [(8, 0), (-1, 0), (0, 4), (0, -1)])
def test_card_out_of_range_is_refused(rank: int, suit: int) -> None:
    # Card(8, SPADES) must not silently be the 7 of hearts, nor Card(-1, ...) the ace of clubs
    with pytest.raises(ValueError):
        Card(rank, suit)
