"""The beginner: a player who knows the rules but not yet the game.

It always follows suit and trumps as the rules make it, but it misjudges its hand when bidding (a
random error on the club valuation, on the hopeful side, though never taking with a single trump),
counts no cards (it plays the club rules of thumb as if any unseen card could be anywhere), and
often throws away the wrong card: when it cannot follow suit nor has to trump, it picks any legal
card, an ace or a 10 included.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Final

from belote.bots.base import Bot, rng_for
from belote.bots.bidding import choose_bid
from belote.bots.carres import carre_choice
from belote.bots.heuristic import best_flags
from belote.bots.play import heuristic_card
from belote.bots.tracker import Tracker
from belote.engine.fast import SUIT_MASK, legal_mask

if TYPE_CHECKING:
    from belote.engine import Action, DealView

BID_ERROR: Final = 18.0
"""Spread (standard deviation) of the beginner's error on its hand's value."""
BID_HOPE: Final = 10.0
"""The beginner's average overestimate of its hand."""
DISCARD_SLIP: Final = 0.7
"""Probability of throwing a random legal card when it cannot follow suit."""
PLAY_SLIP: Final = 0.2
"""Probability of any other card decision being a random legal card."""
MIN_TRUMPS: Final = 2
"""Trumps the beginner wants at least to take (the turned card included): hopeful as it is, even a
beginner does not take with a single trump."""


class BeginnerBot(Bot):
    """Legal and well-meaning, but it misjudges takes, counts no cards and discards carelessly."""

    name: ClassVar[str] = "beginner"

    def choose(self, view: DealView) -> Action:
        """A misjudged bid, or a card: the rules of thumb without card counting, often slipping."""
        rng = rng_for(self.seed, view)
        if view.phase == "bidding":
            return choose_bid(view, round(rng.gauss(BID_HOPE, BID_ERROR)), MIN_TRUMPS)
        declared = carre_choice(view)
        if declared is not None:
            return declared
        tracker = Tracker.from_view(view)
        mu = view.rules.must_undertrump
        hand, trick, trump = tracker.mine, tracker.trick, tracker.trump
        legal = legal_mask(hand, trick, trump, mu)
        cannot_follow = bool(trick) and not hand & SUIT_MASK[trick[0] >> 3]
        slip = DISCARD_SLIP if cannot_follow else PLAY_SLIP
        if rng.random() < slip:
            cards = [card for card in range(32) if legal >> card & 1]
            card = rng.choice(cards)
        else:
            card = heuristic_card(hand, trick, trump, view.seat, tracker.taker, tracker.played, None, mu)
        return best_flags(view, card)
