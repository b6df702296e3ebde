"""The heuristic bot: a club player's rules of thumb, decided from the seat's view in well under 2 ms.

Bidding is :func:`belote.bots.bidding.choose_bid`; card play is
:func:`belote.bots.play.heuristic_card` fed with the card tracker's inferences. It always announces
and declares belote when the rules allow it; a carré of 7s or 8s is declared by
:func:`belote.bots.carres.carre_choice`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from belote.bots.base import Bot
from belote.bots.bidding import choose_bid
from belote.bots.carres import carre_choice
from belote.bots.play import heuristic_card
from belote.bots.tracker import Tracker
from belote.engine import Play

if TYPE_CHECKING:
    from belote.engine import Action, DealView


class HeuristicBot(Bot):
    """Values its hand to bid, then plays by the tracker's certain facts and club rules of thumb."""

    name: ClassVar[str] = "heuristic"

    def choose(self, view: DealView) -> Action:
        """A bid during the bidding, else a card with every announce or belote flag allowed."""
        if view.phase == "bidding":
            return choose_bid(view)
        declared = carre_choice(view)
        if declared is not None:
            return declared
        tracker = Tracker.from_view(view)
        card = heuristic_card(
            tracker.mine,
            tracker.trick,
            tracker.trump,
            view.seat,
            tracker.taker,
            tracker.played,
            tracker.possible,
            view.rules.must_undertrump,
        )
        return best_flags(view, card)


def best_flags(view: DealView, card: int) -> Action:
    """The legal play of ``card`` with the most flags (announce and belote whenever allowed)."""
    best: Action | None = None
    best_flags = -1
    for action in view.legal:
        if isinstance(action, Play) and action.card.index == card:
            flags = action.announce + action.belote
            if flags > best_flags:
                best, best_flags = action, flags
    if best is None:
        raise ValueError(f"card {card} is not a legal play in this view")
    return best
