"""The int layer: precomputed tables and card-play legality on bit masks, for the engine and the bots.

Cards are ints 0-31 (``suit * 8 + rank``, rank in natural order 7 8 9 T J Q K A), hands are 32-bit
masks, suits are 0-3 (S H D C). Nothing here allocates objects on the hot path.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

SUIT_MASK: Final = tuple(0xFF << (8 * suit) for suit in range(4))
"""The mask of the eight cards of each suit."""

ALL_CARDS: Final = (1 << 32) - 1

# Rank index: 7 8 9 T J Q K A
TRUMP_ORDER: Final = (0, 1, 6, 4, 7, 2, 3, 5)
"""Strength of each rank at trump: J 9 A 10 K Q 8 7, highest first."""
PLAIN_ORDER: Final = (0, 1, 2, 6, 3, 4, 5, 7)
"""Strength of each rank in a plain suit: A 10 K Q J 9 8 7, highest first."""
TRUMP_RANK_POINTS: Final = (0, 0, 14, 10, 20, 3, 4, 11)
PLAIN_RANK_POINTS: Final = (0, 0, 0, 10, 2, 3, 4, 11)

POINTS: Final = tuple(
    tuple((TRUMP_RANK_POINTS if card >> 3 == trump else PLAIN_RANK_POINTS)[card & 7] for card in range(32))
    for trump in range(4)
)
"""``POINTS[trump][card]``: the card's points with that trump."""

STRENGTH: Final = tuple(
    tuple(
        tuple(
            16 + TRUMP_ORDER[card & 7]
            if card >> 3 == trump
            else (PLAIN_ORDER[card & 7] if card >> 3 == led else -1)
            for card in range(32)
        )
        for led in range(4)
    )
    for trump in range(4)
)
"""``STRENGTH[trump][led][card]``: higher wins the trick; -1 for a discard that cannot win."""

ABOVE: Final = tuple(
    tuple(
        sum(
            1 << other
            for other in range(32)
            if other >> 3 == card >> 3
            and (TRUMP_ORDER if card >> 3 == trump else PLAIN_ORDER)[other & 7]
            > (TRUMP_ORDER if card >> 3 == trump else PLAIN_ORDER)[card & 7]
        )
        for card in range(32)
    )
    for trump in range(4)
)
"""``ABOVE[trump][card]``: the cards of the same suit that beat it (trump order for trumps)."""


STRONGEST_FIRST: Final = tuple(
    tuple(
        tuple(
            sorted(
                range(suit * 8, suit * 8 + 8),
                key=lambda card: -(TRUMP_ORDER if suit == trump else PLAIN_ORDER)[card & 7],
            )
        )
        for suit in range(4)
    )
    for trump in (0, 1, 2, 3, -1)
)
"""``STRONGEST_FIRST[trump][suit]``: the suit's cards, strongest first (row -1: no trump yet)."""


def master_card(suit: int, live: int, trump: int) -> int:
    """The strongest card of ``suit`` in the mask ``live`` (trump order for the trump suit), or -1."""
    for card in STRONGEST_FIRST[trump][suit]:
        if live >> card & 1:
            return card
    return -1


def winner_index(trick: Sequence[int], trump: int) -> int:
    """Index into ``trick`` (leader first) of the card that wins it so far."""
    strength = STRENGTH[trump][trick[0] >> 3]
    best = 0
    best_value = strength[trick[0]]
    for i in range(1, len(trick)):
        value = strength[trick[i]]
        if value > best_value:
            best, best_value = i, value
    return best


def complete_trick(trick: Sequence[int], leader: int, trump: int) -> tuple[int, int]:
    """The seat that wins a complete trick of four cards led by ``leader``, and its card points."""
    strength = STRENGTH[trump][trick[0] >> 3]
    best = 0
    for i in (1, 2, 3):
        if strength[trick[i]] > strength[trick[best]]:
            best = i
    points = POINTS[trump]
    return (leader + best) & 3, points[trick[0]] + points[trick[1]] + points[trick[2]] + points[trick[3]]


def highest_trump(trick: Sequence[int], trump: int) -> int:
    """The highest trump in the trick, or -1 if none was played."""
    order = STRENGTH[trump][trump]
    best, best_value = -1, -1
    for card in trick:
        if card >> 3 == trump and order[card] > best_value:
            best, best_value = card, order[card]
    return best


def legal_mask(hand: int, trick: Sequence[int], trump: int, must_undertrump: bool = True) -> int:
    """The cards of ``hand`` that may be played to ``trick`` (indices, leader first).

    Follow suit; trump led: overtrump when able, even over a master partner; void: free if the
    partner is master, else trump (overtrump when able; undertrump unless the variant frees it).
    """
    if not trick:
        return hand
    led = trick[0] >> 3
    trumps = hand & SUIT_MASK[trump]
    if led == trump:
        if not trumps:
            return hand
        higher = trumps & ABOVE[trump][highest_trump(trick, trump)]
        return higher or trumps
    follow = hand & SUIT_MASK[led]
    if follow:
        return follow
    if not trumps:
        return hand
    size = len(trick)
    if size >= 2 and winner_index(trick, trump) == size - 2:
        return hand
    best = highest_trump(trick, trump)
    if best < 0:
        return trumps
    higher = trumps & ABOVE[trump][best]
    if higher:
        return higher
    return trumps if must_undertrump else hand


def iter_cards(mask: int) -> list[int]:
    """The card indices of a mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
