"""The solver's moves at a node: legal cards less the equivalent ones, most promising first, and
which of them touch (same hand, no live card between them in strength).

Two touching cards win and lose the same tricks in every line of play, so their values differ at
most by twice their point difference: the search may skip one from the other's value.
"""

from __future__ import annotations

from belote.bots.expert.position import ZERO_POINTS
from belote.engine.fast import (
    ABOVE,
    PLAIN_ORDER,
    POINTS,
    STRENGTH,
    TRUMP_ORDER,
    iter_cards,
)

Links = dict[int, list[tuple[int, int]]]
"""For each card with touching ones: each touching card and twice their point difference."""


def _weakest(order: tuple[int, ...]) -> tuple[int, ...]:
    """For each set of ranks (as a byte), the weakest of them in ``order`` (-1 for none)."""
    out = [-1] * 256
    for byte in range(1, 256):
        out[byte] = min((rank for rank in range(8) if byte >> rank & 1), key=lambda rank: order[rank])
    return tuple(out)


WEAKEST = (_weakest(PLAIN_ORDER), _weakest(TRUMP_ORDER))
"""``WEAKEST[is_trump][ranks]``: the weakest rank of the byte ``ranks``."""


def reduce_equivalent(legal: int, live: int, trump: int) -> int:
    """Drop from ``legal`` the zero-point cards equivalent to a lower one kept.

    Two cards of a suit with equal points and no live card (held or in the trick) between them
    in strength win and lose exactly the same tricks, so one of them needs searching. Only the
    zero-point cards (the lowest of each suit) share a point value while touching.
    """
    zero_table = ZERO_POINTS[trump]
    for suit in range(4):
        zeros = zero_table[suit] & legal
        if zeros & (zeros - 1) == 0:
            continue  # fewer than two candidates
        run = False
        cards = zero_table[suit]
        while cards:
            low = cards & -cards
            cards ^= low
            if low & legal:
                if run:
                    legal ^= low
                run = True
            elif low & live:
                run = False
    return legal


def touching(moves: list[int], live: int, trump: int) -> Links:
    """The touching pairs among ``moves`` (cards of one hand)."""
    mask = 0
    for card in moves:
        mask |= 1 << card
    above = ABOVE[trump]
    points = POINTS[trump]
    links: Links = {}
    for card in moves:
        higher = live & above[card]
        if not higher:
            continue
        suit = card >> 3
        up = suit * 8 + WEAKEST[suit == trump][higher >> (suit * 8) & 0xFF]
        if mask >> up & 1:
            margin = 2 * abs(points[card] - points[up])
            links.setdefault(card, []).append((up, margin))
            links.setdefault(up, []).append((card, margin))
    return links


class MoveTables:
    """One trump's tables, and the ordered moves at a trick start or inside a trick."""

    def __init__(self, trump: int) -> None:
        """Tables for ``trump``."""
        self.trump = trump
        self.points = POINTS[trump]
        self.strength = STRENGTH[trump]
        self.above = ABOVE[trump]

    def leads(self, hand: int, live: int) -> list[int]:
        """The leader's cards: masters (richest first), then the others (cheapest first)."""
        trump = self.trump
        cards = iter_cards(reduce_equivalent(hand, live, trump))
        if len(cards) == 1:
            return cards
        points, above = self.points, self.above
        others = live & ~hand
        cards.sort(key=lambda c: -points[c] - 64 if above[c] & others == 0 else points[c])
        return cards

    def follows(self, legal: int, live: int, led: int, top: int, partner_wins: bool) -> list[int]:
        """Several legal cards on a trick led in ``led`` held by a card of strength ``top``: the
        cheapest winners then the cheapest losers, or the richest cards first (trumps last) when
        the partner holds the trick. ``live``: the cards in hands and in the trick."""
        trump = self.trump
        cards = iter_cards(reduce_equivalent(legal, live, trump))
        points, row = self.points, self.strength[led]
        if partner_wins:
            cards.sort(key=lambda c: -points[c] - (32 if c >> 3 != trump else 0))
        else:
            cards.sort(key=lambda c: row[c] if row[c] > top else 64 + points[c])
        return cards
