"""The baseline: a uniformly random legal action."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from belote.bots.base import Bot, rng_for

if TYPE_CHECKING:
    from belote.engine import Action, DealView


class RandomBot(Bot):
    """Picks uniformly among the legal actions (bids, plays and their announce/belote flags)."""

    name: ClassVar[str] = "random"

    def choose(self, view: DealView) -> Action:
        """A uniform choice over ``view.legal``, seeded by the seed and the view."""
        return rng_for(self.seed, view).choice(view.legal)
