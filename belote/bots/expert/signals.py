"""The call (l'appel) between partners: a low discard asks the partner to lead that suit.

A seat that cannot follow the led suit and does not trump throws a card of another suit. Club
players make that free choice speak: a card worth nothing thrown from a plain suit says « I hold
the master of this suit, lead it to me »; without a master to call, the low card comes from a
suit where the seat holds none, so it never calls falsely. The expert keeps the convention only
among cards its search finds equivalent (it never pays points to signal), and reads it in its
partner's discards when weighting the worlds; the opponents' discards are read as usual.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from belote.engine.fast import POINTS, SUIT_MASK, iter_cards, master_card

CALL_NOISE = 0.4
"""Probability that a partner's discard does not follow the convention (any legal card then)."""


def is_discard(hand: int, trick: Sequence[int], trump: int, card: int) -> bool:
    """Whether ``card`` from ``hand`` is thrown: a trick was led, the seat has none of its suit,
    and ``card`` is neither of the led suit nor a trump."""
    if not trick:
        return False
    led = trick[0] >> 3
    return not hand & SUIT_MASK[led] and card >> 3 != trump and card >> 3 != led


def low_discards(cards: int, trick: Sequence[int], trump: int) -> list[int]:
    """The cards of ``cards`` worth nothing outside the led suit and the trump (the cards a
    discard may speak with)."""
    led = trick[0] >> 3
    points = POINTS[trump]
    return [c for c in iter_cards(cards) if c >> 3 not in (led, trump) and points[c] == 0]


def calling_suits(hand: int, live: int, trump: int) -> int:
    """Bit mask of the plain suits in which ``hand`` holds the master (highest card still live)."""
    suits = 0
    for suit in range(4):
        if suit != trump and hand & SUIT_MASK[suit]:
            master = master_card(suit, live, trump)
            if master >= 0 and hand >> master & 1:
                suits |= 1 << suit
    return suits


def convention_cards(hand: int, options: Sequence[int], live: int, trump: int) -> list[int]:
    """Among the low discards ``options``, those the call convention allows from ``hand``: the
    ones of a suit whose master the hand holds, else (no such suit among them) those of a suit
    where it holds no master, which is every option."""
    calls = calling_suits(hand, live, trump)
    called = [c for c in options if calls >> (c >> 3) & 1]
    return called if called else [c for c in options if not calls >> (c >> 3) & 1]


def signal_choice(hand: int, trick: Sequence[int], trump: int, live: int, near_best: Sequence[int]) -> int:
    """The card to throw among ``near_best`` (cards the search finds equivalent) that follows the
    convention, or -1 when the choice is not a discard or no low card of them speaks."""
    if not near_best or not is_discard(hand, trick, trump, near_best[0]):
        return -1
    mask = 0
    for card in near_best:
        mask |= 1 << card
    options = low_discards(mask, trick, trump)
    if not options:
        return -1
    allowed = convention_cards(hand, options, live, trump)
    return min(allowed) if allowed else -1


def call_log_factor(
    hand: int, trick: Sequence[int], trump: int, live: int, card: int, legal: int
) -> float | None:
    """Log-probability that a partner holding ``hand`` threw ``card`` under the convention, or
    None when the card says nothing by it (not a low discard, or no choice among low cards)."""
    if not is_discard(hand, trick, trump, card):
        return None
    options = low_discards(legal, trick, trump)
    if card not in options or len(options) < 2:
        return None
    allowed = convention_cards(hand, options, live, trump)
    follows = card in allowed
    count = legal.bit_count()
    return math.log((1.0 - CALL_NOISE) * follows / len(allowed) + CALL_NOISE / count)
