"""The heuristic bidding: value a hand for each possible trump, take when it clears a threshold.

The value counts what wins tricks: at trump the jack and the nine first, then the ace and ten,
belote, and length; in the side suits aces, tens backed by their ace or guarded, and voids or
singletons once there are trumps to ruff with. The taker picks up the turned card, so it is counted
in the hand. The threshold is lower for the first to speak (who leads the first trick).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from belote.engine import PASS, Suit, Take
from belote.engine.fast import SUIT_MASK

if TYPE_CHECKING:
    from belote.engine import Action, DealView

SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(8)

TRUMP_VALUE: Final = {JACK: 20, NINE: 12, ACE: 10, TEN: 8, KING: 4, QUEEN: 4, EIGHT: 3, SEVEN: 3}
"""Value of each trump rank held (the nine is worth more next to the jack or with length)."""

ROUND1_THRESHOLD: Final = 46
"""Value needed to take the turned suit."""
ROUND2_THRESHOLD: Final = 50
"""Value needed to name another suit in the second round."""
FIRST_SEAT_BONUS: Final = 3
"""The first to speak leads the first trick: it may take a little lighter."""
BELOTE_VALUE: Final = 12
"""Belote: 20 points the defence cannot take away."""
LENGTH_VALUE: Final = 6
"""Each trump beyond the second."""
SIDE_ACE_VALUE: Final = 11
"""An ace in a side suit (a 10 beside it adds 7, a king beside both 2 more)."""
VOID_VALUE: Final = 7
"""A void in a side suit, with at least two trumps to ruff."""
SINGLETON_VALUE: Final = 3
"""A side singleton other than an ace, with at least two trumps."""


def hand_value(hand: int, trump: int) -> int:
    """Trick-taking value of ``hand`` (a card mask, 5 to 8 cards) with ``trump`` as trump."""
    trumps = (hand >> (8 * trump)) & 0xFF
    count = trumps.bit_count()
    value = sum(points for rank, points in TRUMP_VALUE.items() if trumps >> rank & 1)
    if trumps >> NINE & 1 and (trumps >> JACK & 1 or count >= 3):
        value += 4
    if trumps >> JACK & 1 and count == 1:
        value -= 4  # a bare jack draws one round and no more
    if trumps >> KING & 1 and trumps >> QUEEN & 1:
        value += BELOTE_VALUE  # belote: 20 points the defence cannot take
    if count >= 3:
        value += (count - 2) * LENGTH_VALUE
    for suit in range(4):
        if suit == trump:
            continue
        cards = (hand >> (8 * suit)) & 0xFF
        size = cards.bit_count()
        if cards >> ACE & 1:
            value += SIDE_ACE_VALUE
            if cards >> TEN & 1:
                value += 7
                if cards >> KING & 1:
                    value += 2
        elif cards >> TEN & 1 and size >= 2:
            value += 3
        if count >= 2:
            if size == 0:
                value += VOID_VALUE
            elif size == 1 and not cards >> ACE & 1:
                value += SINGLETON_VALUE
    return value


def choose_bid(view: DealView, misjudge: int = 0, min_trumps: int = 1) -> Action:
    """Take the turned suit (round 1) or the best other suit (round 2) when the hand is worth it.

    ``misjudge`` is added to the hand's value (a beginner's error; 0 for the club player);
    ``min_trumps``: never take with fewer trumps, the turned card included once picked up.
    """
    hand = 0
    for card in view.hand:
        hand |= 1 << card.index
    hand |= 1 << view.turned.index
    turned = int(view.turned.suit)
    bonus = (FIRST_SEAT_BONUS if view.seat == (view.dealer + 1) & 3 else 0) + misjudge
    if view.bidding_round == 1:
        enough = (hand & SUIT_MASK[turned]).bit_count() >= min_trumps
        if hand_value(hand, turned) + bonus >= ROUND1_THRESHOLD and enough:
            return Take(Suit(turned))
        return PASS
    best = max((s for s in range(4) if s != turned), key=lambda s: (hand_value(hand, s), -s))
    enough = (hand & SUIT_MASK[best]).bit_count() >= max(min_trumps, 1)
    if hand_value(hand, best) + bonus >= ROUND2_THRESHOLD and enough:
        return Take(Suit(best))
    return PASS
