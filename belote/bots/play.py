"""The heuristic card play on bit masks: fast enough to drive the expert bot's playouts.

:func:`heuristic_card` picks a card for the seat to play from its hand, the trick on the table and
what it may infer of the other hands (``possible`` masks, e.g. the tracker's; without them
every unseen card may be anywhere). It plays like a club player: the taker's team draws trumps,
master cards are cashed when no opponent can ruff them, a trick the partner surely wins is loaded
with points, a trick is won with the cheapest winning card, and otherwise the cheapest card goes,
keeping a 10 guarded and trumps for later. Cards are indices 0-31 (``suit * 8 + rank``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from belote.engine.fast import (
    ALL_CARDS,
    POINTS,
    STRENGTH,
    SUIT_MASK,
    TRUMP_ORDER,
    iter_cards,
    legal_mask,
    master_card,
)

ACE: Final = 7
TEN: Final = 3

TAKER_PROBE_TRUMPS: Final = 2
"""Without the master trump, the taker still leads a low trump when holding this many trumps."""
MASTER_ACE_KEEP: Final = 12
"""Points a master ace is worth keeping rather than loading it on the partner's trick."""
PARTNER_TRUMP_LEAD: Final = 1
"""The taker's partner leads a low trump (holding two or more) before this many tricks are done."""


def _beaters(trump: int, led: int, strength: int) -> int:
    row = STRENGTH[trump][led]
    return sum(1 << card for card in range(32) if row[card] > strength)


BEATERS: Final = tuple(
    tuple(tuple(_beaters(trump, led, s) for s in range(-1, 24)) for led in range(4)) for trump in range(4)
)
"""``BEATERS[trump][led][strength + 1]``: the cards that beat a trick's winner of that strength."""


class _Table:
    """What the seat to play sees, precomputed once per decision."""

    __slots__ = (
        "attack",
        "hand",
        "opponents",
        "partner",
        "played",
        "points",
        "possible",
        "seat",
        "taker",
        "trick",
        "trump",
        "trumps",
        "unknown",
    )

    def __init__(
        self,
        hand: int,
        trick: Sequence[int],
        trump: int,
        seat: int,
        taker: int,
        played: int,
        possible: Sequence[int] | None,
    ) -> None:
        self.hand = hand
        self.trick = trick
        self.trump = trump
        self.seat = seat
        self.taker = taker
        self.partner = (seat + 2) & 3
        self.opponents = ((seat + 1) & 3, (seat + 3) & 3)
        self.attack = (seat & 1) == (taker & 1)
        self.played = played | sum(1 << card for card in trick)
        self.unknown = ALL_CARDS & ~self.played & ~hand
        if possible is None:
            possible = [self.unknown] * 4
        self.possible = possible
        self.points = POINTS[trump]
        self.trumps = SUIT_MASK[trump]

    def master(self, suit: int) -> int:
        """The strongest card of ``suit`` not yet played (mine included), or -1."""
        return master_card(suit, ~self.played, self.trump)

    def may_beat(self, other: int, led: int, strength: int) -> bool:
        """Whether ``other`` may beat a winner of ``strength`` (assuming a suit usually goes round)."""
        beat = self.possible[other] & BEATERS[self.trump][led][strength + 1]
        if not beat:
            return False
        if led == self.trump or beat & SUIT_MASK[led]:
            return True
        # Only a ruff beats it. A seat that may still hold the suit is assumed to follow: in
        # self-play this beat guessing voids from the number of cards left in the suit.
        return not self.possible[other] & SUIT_MASK[led]

    def keep_cost(self, card: int) -> int:
        """How much keeping ``card`` is worth: the cheapest card is the one to throw away."""
        suit = card >> 3
        points = self.points[card]
        if suit == self.trump:
            return 60 + TRUMP_ORDER[card & 7] * 4 + points
        cost = points * 2 + STRENGTH[self.trump][suit][card]
        if card == self.master(suit):
            cost += 14
        in_suit = self.hand & SUIT_MASK[suit]
        ten, ace = suit * 8 + TEN, suit * 8 + ACE
        ace_out = self.unknown >> ace & 1
        if card != ten and in_suit >> ten & 1 and ace_out and in_suit.bit_count() == 2:
            cost += 20  # the last guard of a 10 whose ace is out
        if in_suit.bit_count() == 1 and self.hand & self.trumps and card != self.master(suit):
            cost -= 3  # throwing a singleton makes a void to ruff later
        return cost


def heuristic_card(
    hand: int,
    trick: Sequence[int],
    trump: int,
    seat: int,
    taker: int,
    played: int,
    possible: Sequence[int] | None = None,
    must_undertrump: bool = True,
) -> int:
    """The card index the heuristic plays.

    ``hand``: the seat's cards; ``trick``: the cards on the table, leader first; ``played``: every
    card already gone (the trick's may be included or not); ``possible``: for each seat, the cards it
    may hold (``Tracker.possible``; None: any unseen card, no inference). Returns a
    card of ``legal_mask(hand, trick, trump, must_undertrump)``.
    """
    legal = legal_mask(hand, trick, trump, must_undertrump)
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    table = _Table(hand, trick, trump, seat, taker, played, possible)
    if trick:
        return _follow(table, legal)
    return _lead(table, legal)


def _cheapest(table: _Table, cards: int) -> int:
    return min(iter_cards(cards), key=table.keep_cost)


def _cheapest_winner(table: _Table, cards: int, led: int) -> int:
    row = STRENGTH[table.trump][led]
    return min(iter_cards(cards), key=lambda card: (row[card], table.points[card]))


def _follow(table: _Table, legal: int) -> int:
    trick = table.trick
    trump = table.trump
    led = trick[0] >> 3
    row = STRENGTH[trump][led]
    win_pos, win_strength = 0, row[trick[0]]
    for pos in range(1, len(trick)):
        if row[trick[pos]] > win_strength:
            win_pos, win_strength = pos, row[trick[pos]]
    pos = len(trick)
    later = [(table.seat + k) & 3 for k in range(1, 4 - pos)]
    later_opponents = [other for other in later if other != table.partner]
    if pos >= 2 and win_pos == pos - 2:  # the partner holds the trick
        if not any(table.may_beat(o, led, win_strength) for o in later_opponents):
            return _load(table, legal)
        safe = _safe_winners(table, legal, led, win_strength, later_opponents)
        return _cheapest_winner(table, safe, led) if safe else _cheapest(table, legal)
    winners = legal & BEATERS[trump][led][win_strength + 1]
    if winners:
        safe = _safe_winners(table, legal, led, win_strength, later_opponents)
        if safe:
            return _cheapest_winner(table, safe, led)
        if not legal & ~table.trumps or pos == 2:  # forced to trump, or third hand plays high
            return _cheapest_winner(table, winners, led)
    return _cheapest(table, legal)


def _safe_winners(table: _Table, legal: int, led: int, strength: int, later_opponents: list[int]) -> int:
    """The legal cards that beat ``strength`` and that no later opponent is likely to beat."""
    row = STRENGTH[table.trump][led]
    safe = 0
    for card in iter_cards(legal & BEATERS[table.trump][led][strength + 1]):
        if not any(table.may_beat(o, led, row[card]) for o in later_opponents):
            safe |= 1 << card
    return safe


def _load(table: _Table, legal: int) -> int:
    """Give the most points to a trick the partner wins, keeping trumps and master aces if possible."""
    plain = legal & ~table.trumps
    if not plain:
        master = table.master(table.trump)  # only trumps: give the richest one but the master
        spare = [card for card in iter_cards(legal) if card != master]
        return max(spare, key=lambda card: table.points[card]) if spare else master

    def value(card: int) -> int:
        points = table.points[card]
        if card & 7 == ACE and card == table.master(card >> 3):
            points -= MASTER_ACE_KEEP  # a master ace may win a trick of its own
        return points * 4 - STRENGTH[table.trump][card >> 3][card]

    return max(iter_cards(plain), key=value)


def _lead(table: _Table, legal: int) -> int:
    hand = table.hand
    trump = table.trump
    my_trumps = hand & table.trumps
    opponent_trumps = (table.possible[table.opponents[0]] | table.possible[table.opponents[1]]) & table.trumps
    if table.attack and my_trumps and opponent_trumps:
        master = table.master(trump)
        if hand >> master & 1:
            return master
        if table.seat == table.taker and my_trumps.bit_count() >= TAKER_PROBE_TRUMPS:
            return _lowest_trump(table, my_trumps)
        tricks_done = table.played.bit_count() // 4
        if (
            tricks_done < PARTNER_TRUMP_LEAD
            and my_trumps.bit_count() >= 2
            and table.possible[table.partner] & table.trumps
        ):
            return _lowest_trump(table, my_trumps)
    best_cash, best_points = -1, -1
    for suit in range(4):
        if suit == trump or not hand & SUIT_MASK[suit]:
            continue
        master = table.master(suit)
        if not hand >> master & 1:
            continue
        strength = STRENGTH[trump][suit][master]
        if any(table.may_beat(o, suit, strength) for o in table.opponents):
            continue
        if table.points[master] > best_points:
            best_cash, best_points = master, table.points[master]
    if best_cash >= 0:
        return best_cash
    partner = table.partner
    if not table.attack and table.possible[partner] & table.trumps:
        for suit in range(4):
            if suit != trump and hand & SUIT_MASK[suit] and not table.possible[partner] & SUIT_MASK[suit]:
                return _cheapest(table, hand & SUIT_MASK[suit])
    return _low_lead(table, legal)


def _lowest_trump(table: _Table, trumps: int) -> int:
    row = STRENGTH[table.trump][table.trump]
    return min(iter_cards(trumps), key=lambda card: row[card])


def _low_lead(table: _Table, legal: int) -> int:
    """The least costly low lead: no 10 under its ace, no gift of a ruff, shorten when ruffing pays."""
    hand = table.hand
    trump = table.trump
    best, best_penalty = -1, 1 << 30
    for suit in range(4):
        in_suit = hand & SUIT_MASK[suit]
        if suit == trump or not in_suit:
            continue
        row = STRENGTH[trump][suit]
        card = min(iter_cards(in_suit), key=lambda c: row[c])
        penalty = table.points[card] * 2
        ten, ace = suit * 8 + TEN, suit * 8 + ACE
        ace_out = table.unknown >> ace & 1
        if card == ten and ace_out:
            penalty += 40
        elif in_suit >> ten & 1 and ace_out and in_suit.bit_count() == 2:
            penalty += 12
        for other in table.opponents:
            if not table.possible[other] & SUIT_MASK[suit] and table.possible[other] & table.trumps:
                penalty += 10
        if table.attack and hand & table.trumps and in_suit.bit_count() == 1:
            penalty -= 3
        if penalty < best_penalty:
            best, best_penalty = card, penalty
    if best >= 0:
        return best
    master = table.master(trump)
    if hand >> master & 1:
        return master
    return _lowest_trump(table, legal & table.trumps or legal)
