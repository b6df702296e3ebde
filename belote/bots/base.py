"""The bot contract: a seeded player that decides from one seat's ``DealView`` alone.

Every bot is deterministic for ``(seed, view)``: any randomness comes from :func:`rng_for`, a
``random.Random`` seeded by a stable (never salted) mix of the bot's seed and the view's history.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:
    from belote.engine import Action, DealView

_MASK64 = (1 << 64) - 1


def mix(*values: int) -> int:
    """A stable 64-bit mix of integers (splitmix64 steps); unlike ``hash()`` it is never salted."""
    state = 0x9E3779B97F4A7C15
    for value in values:
        state = (state ^ (value & _MASK64)) * 0xBF58476D1CE4E5B9 & _MASK64
        state ^= state >> 31
        state = state * 0x94D049BB133111EB & _MASK64
        state ^= state >> 29
    return state


def view_key(view: DealView) -> tuple[int, ...]:
    """Integers identifying a decision point from the view alone: seat, hand, history length."""
    hand = 0
    for card in view.hand:
        hand |= 1 << card.index
    played = sum(len(trick.cards) for trick in view.tricks) + len(view.current_trick.cards)
    return (view.seat, view.dealer, view.turned.index, hand, len(view.bids), played)


def rng_for(seed: int | None, view: DealView) -> random.Random:
    """A ``random.Random`` that depends only on the seed and the view (same inputs, same stream)."""
    return random.Random(mix(seed or 0, *view_key(view)))


class Bot(ABC):
    """A player: ``choose(view)`` returns one of ``view.legal`` for the seat's decision."""

    name: ClassVar[str] = "bot"
    """The registry name of this kind of bot."""

    def __init__(self, seed: int | None = None) -> None:
        """Keep the seed; the same seed and view always give the same action."""
        self.seed = seed

    @abstractmethod
    def choose(self, view: DealView) -> Action:
        """The action for the seat whose view this is (a bid, or a card with its flags)."""
