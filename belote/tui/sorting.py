"""The order of the human's hand: trump first with alternating colours, or plain suit order."""

from __future__ import annotations

from collections.abc import Sequence

from belote.engine import Card, Suit
from belote.tui.render import sort_hand, strength

SORT_ORDERS = ("trump", "suits")
"""The orders the option offers: ``"trump"`` (trump first, colours alternating) and ``"suits"``
(♠ ♥ ♣ ♦)."""


FIXED_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
"""The plain order: ♠ ♥ ♣ ♦, black and red alternating, so two suits of a colour never touch."""


def suit_order(hand: Sequence[Card], trump: Suit | None) -> list[Card]:
    """♠ ♥ ♣ ♦ always in that order, strongest first in each suit (trump order for the trump)."""
    return sorted(hand, key=lambda card: (FIXED_SUITS.index(card.suit), strength(card, trump)))


def sorted_hand(hand: Sequence[Card], trump: Suit | None, order: str) -> list[Card]:
    """The hand in the chosen order (an unknown order name falls back to trump first)."""
    return suit_order(hand, trump) if order == "suits" else sort_hand(hand, trump)


def next_order(order: str) -> str:
    """The other order, for the toggle key."""
    return SORT_ORDERS[(SORT_ORDERS.index(order) + 1) % len(SORT_ORDERS)] if order in SORT_ORDERS else "suits"
