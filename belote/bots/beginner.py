"""The beginner: a player who knows the rules but not yet the game.

It always follows suit and trumps as the rules make it, but it misjudges its hand when bidding (a
random error on the club valuation, on the hopeful side, though never taking with a single trump),
counts no cards (it plays the club rules of thumb as if any unseen card could be anywhere), and
makes the mistakes beginners make, each often but not always: it cashes its aces at once, even as
the taker before the trumps are drawn; it leads a 10 while its ace is still out; it throws its
smallest-looking card, whatever it guarded, and does not think of loading its partner's trick, or
loads one an opponent may still take; it ruffs its partner's trick with a small trump, and ruffs
with its biggest trump. It never gives an ace away on the opponents' trick.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, ClassVar, Final

from belote.bots.base import Bot, rng_for
from belote.bots.bidding import choose_bid
from belote.bots.carres import carre_choice
from belote.bots.heuristic import best_flags
from belote.bots.play import ACE, TEN, heuristic_card
from belote.bots.tracker import Tracker
from belote.engine.fast import POINTS, STRENGTH, SUIT_MASK, iter_cards, legal_mask

if TYPE_CHECKING:
    from belote.engine import Action, DealView

BID_ERROR: Final = 18.0
"""Spread (standard deviation) of the beginner's error on its hand's value."""
BID_HOPE: Final = 10.0
"""The beginner's average overestimate of its hand."""
MIN_TRUMPS: Final = 2
"""Trumps the beginner wants at least to take (the turned card included): hopeful as it is, even a
beginner does not take with a single trump."""
ACES_FIRST: Final = 0.8
"""How often it leads an ace it holds at once, whatever the trumps still out."""
TEN_LEAD: Final = 0.6
"""How often it leads a 10 whose ace is still out."""
CARELESS_DISCARD: Final = 0.8
"""How often, unable to follow, it throws its smallest-looking card instead of the one to spare."""
NO_LOAD: Final = 0.6
"""How often it plays its smallest card on a trick its partner surely wins, instead of points (one of
another suit than trumps if it may: ruffing its partner is a mistake of its own)."""
EARLY_LOAD: Final = 0.6
"""How often it loads points on its partner's trick while an opponent may still take it."""
BIG_RUFF: Final = 0.5
"""How often it ruffs with its biggest trump."""
RUFF_PARTNER: Final = 0.2
"""How often, unable to follow, it ruffs the trick its partner holds, with a small trump."""
SMALL_TRUMP_POINTS: Final = 4
"""The trumps a beginner spends without a thought: the 7, the 8, the queen and the king (never its
jack, 9, ace or 10 on its partner's trick)."""
TRUMPS_FORGOTTEN: Final = 0.7
"""How often, about to lead a trump to draw them, it leads another suit instead."""


def looks_small(trump: int, card: int) -> tuple[int, int]:
    """How small a card looks to a beginner: its points, then its rank in its suit."""
    return POINTS[trump][card], STRENGTH[trump][card >> 3][card]


def beginner_card(
    hand: int, trick: list[int], trump: int, seat: int, taker: int, played: int, mu: bool, rng: random.Random
) -> int:
    """The card the beginner plays: the club rules of thumb without counting, or one of its mistakes."""
    legal = legal_mask(hand, trick, trump, mu)
    card = heuristic_card(hand, trick, trump, seat, taker, played, None, mu)
    if not legal & (legal - 1):
        return card
    trumps = SUIT_MASK[trump]
    plain = legal & ~trumps
    small = min(iter_cards(plain or legal), key=lambda c: looks_small(trump, c))  # no trump if it may
    if not trick:
        aces = [c for c in iter_cards(plain) if c & 7 == ACE]
        if aces and rng.random() < ACES_FIRST:
            return rng.choice(aces)
        gone = played | hand
        tens = [c for c in iter_cards(plain) if c & 7 == TEN and not gone >> (c - TEN + ACE) & 1]
        if tens and rng.random() < TEN_LEAD:
            return rng.choice(tens)
        if card >> 3 == trump and plain and rng.random() < TRUMPS_FORGOTTEN:
            return small  # its smallest card of another suit
        return card
    led = trick[0] >> 3
    row = STRENGTH[trump][led]
    winner = max(range(len(trick)), key=lambda pos: row[trick[pos]])
    partner_holds = winner == len(trick) - 2
    following = bool(hand & SUIT_MASK[led])
    if partner_holds and not following and led != trump:
        small_trumps = [c for c in iter_cards(legal & trumps) if POINTS[trump][c] <= SMALL_TRUMP_POINTS]
        if small_trumps and rng.random() < RUFF_PARTNER:
            return min(small_trumps, key=lambda c: STRENGTH[trump][trump][c])
    if partner_holds and card != small and POINTS[trump][card] > POINTS[trump][small]:
        if rng.random() < NO_LOAD:  # the heuristic loads: the beginner does not think of it
            return small
        return card
    if partner_holds and len(trick) == 2 and POINTS[trump][card] <= POINTS[trump][small]:
        rich = max(iter_cards(plain or legal), key=lambda c: looks_small(trump, c))
        if rich & 7 != ACE and rng.random() < EARLY_LOAD:  # loads before the last opponent plays
            return rich
        return card
    if not following and plain == legal and rng.random() < CARELESS_DISCARD:
        return small  # its smallest-looking card: never an ace while it holds another
    if not following and not plain and led != trump and rng.random() < BIG_RUFF:
        return max(iter_cards(legal), key=lambda c: STRENGTH[trump][trump][c])
    return card


class BeginnerBot(Bot):
    """Legal and well-meaning, but it misjudges takes, counts no cards and makes a beginner's mistakes."""

    name: ClassVar[str] = "beginner"

    def choose(self, view: DealView) -> Action:
        """A misjudged bid, or a card: the rules of thumb without card counting, or a beginner's mistake."""
        rng = rng_for(self.seed, view)
        if view.phase == "bidding":
            return choose_bid(view, round(rng.gauss(BID_HOPE, BID_ERROR)), MIN_TRUMPS)
        declared = carre_choice(view)
        if declared is not None:
            return declared
        tracker = Tracker.from_view(view)
        card = beginner_card(
            tracker.mine, list(tracker.trick), tracker.trump, view.seat, tracker.taker, tracker.played,
            view.rules.must_undertrump, rng,
        )  # fmt: skip
        return best_flags(view, card)
