"""Cards, suits and ranks: the public values, backed by small ints (0-31) for the hot paths.

A card's index is ``suit * 8 + rank``, so a hand is a 32-bit mask and a suit is one byte of it.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum
from typing import Final

from belote.engine.checks import int_in


class Suit(IntEnum):
    """The four suits, in the order of their letter codes S H D C."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        """One-letter code: S, H, D or C."""
        return "SHDC"[self]

    @property
    def symbol(self) -> str:
        """The suit symbol ♠ ♥ ♦ ♣."""
        return "♠♥♦♣"[self]

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are red."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Parse a suit letter or symbol (``"H"``, ``"h"``, ``"♥"``); ValueError otherwise."""
        key = text.strip().upper() if isinstance(text, str) and _readable(text) else ""
        for letters in ("SHDC", "♠♥♦♣"):
            if len(key) == 1 and key in letters:
                return cls(letters.index(key))
        raise ValueError(f"not a suit: {text!r} (expected one of S H D C)")


class Rank(IntEnum):
    """The eight ranks in natural order 7 8 9 10 J Q K A (the order used to draw the dealer)."""

    SEVEN = 0
    EIGHT = 1
    NINE = 2
    TEN = 3
    JACK = 4
    QUEEN = 5
    KING = 6
    ACE = 7

    @property
    def letter(self) -> str:
        """One-character code: 7 8 9 T J Q K A."""
        return "789TJQKA"[self]

    @property
    def label(self) -> str:
        """How the rank is printed in English: 7 8 9 10 J Q K A (translations are the UI's job)."""
        return ("7", "8", "9", "10", "J", "Q", "K", "A")[self]


def _readable(text: str) -> bool:
    """Only ASCII characters or the four suit symbols (so the long s of ``"ſ".upper() == "S"`` is no S)."""
    return all(char.isascii() or char in "♠♥♦♣" for char in text)


_RANK_CODES: Final = {"7": 0, "8": 1, "9": 2, "T": 3, "10": 3, "J": 4, "Q": 5, "K": 6, "A": 7}


class Card:
    """An immutable playing card; the 32 instances are shared, so ``Card(r, s) is Card(r, s)``."""

    __slots__ = ("index", "rank", "suit")
    rank: Rank
    suit: Suit
    index: int

    def __new__(cls, rank: Rank | int, suit: Suit | int) -> Card:
        """Return the shared instance for this rank (0-7) and suit (0-3); ValueError otherwise."""
        return CARDS[int_in(suit, 4, "suit") * 8 + int_in(rank, 8, "rank")]

    @classmethod
    def _make(cls, index: int) -> Card:
        card = object.__new__(cls)
        object.__setattr__(card, "index", index)
        object.__setattr__(card, "rank", Rank(index & 7))
        object.__setattr__(card, "suit", Suit(index >> 3))
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[Rank, Suit]]:
        return (Card, (self.rank, self.suit))

    def __hash__(self) -> int:
        return self.index

    def __eq__(self, other: object) -> bool:
        return self is other

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __str__(self) -> str:
        return self.rank.letter + self.suit.letter

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    @property
    def mask(self) -> int:
        """This card as a one-bit mask."""
        return 1 << self.index

    @staticmethod
    def parse(text: str) -> Card:
        """Parse ``"TH"``, ``"10H"``, ``"th"`` or ``"10♥"`` (ASCII codes or suit symbols only); raise
        ValueError naming the bad text."""
        if not isinstance(text, str) or not _readable(text):
            raise ValueError(f"not a card: {text!r}")
        key = text.strip().upper()
        rank = _RANK_CODES.get(key[:-1]) if len(key) >= 2 else None
        if rank is None:
            raise ValueError(f"not a card: {text!r} (expected rank 7 8 9 T J Q K A then suit S H D C)")
        try:
            suit = Suit.parse(key[-1])
        except ValueError:
            raise ValueError(
                f"not a card: {text!r} (expected rank 7 8 9 T J Q K A then suit S H D C)"
            ) from None
        return CARDS[suit * 8 + rank]


CARDS: Final[tuple[Card, ...]] = tuple(Card._make(i) for i in range(32))
"""All 32 cards, indexed by ``card.index``."""

FULL_DECK: Final[tuple[Card, ...]] = CARDS


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a 32-bit mask, in index order (suit by suit, low to high)."""
    check_mask(mask)
    out = []
    while mask:
        low = mask & -mask
        out.append(CARDS[low.bit_length() - 1])
        mask ^= low
    return tuple(out)


def check_mask(mask: object) -> None:
    """A mask of cards is an int in [0, 2**32); anything else raises ValueError."""
    if isinstance(mask, bool) or not isinstance(mask, int) or not 0 <= mask < 1 << 32:
        raise ValueError(f"not a mask of cards: {mask!r} (expected an int in [0, 2**32))")


def mask_of(cards: Iterable[Card]) -> int:
    """The bit mask of an iterable of cards (ValueError for anything else)."""
    mask = 0
    for card in card_list(cards, "cards"):
        mask |= 1 << card.index
    return mask


def card_list(cards: object, what: str, limit: int = 32) -> list[Card]:
    """``cards`` as a list of distinct Cards (at most ``limit``); ValueError naming the bad value."""
    if isinstance(cards, (str, bytes)) or not isinstance(cards, Iterable):
        raise ValueError(f"{what} must be a sequence of cards, not {cards!r}")
    items = list(cards)
    mask = 0
    for card in items:
        if type(card) is not Card:
            raise ValueError(f"{what}: not a card: {card!r}")
        mask |= 1 << card.index
    if mask.bit_count() != len(items):
        raise ValueError(f"{what}: a card appears twice")
    if len(items) > limit:
        raise ValueError(f"{what}: {len(items)} cards, at most {limit}")
    return items
