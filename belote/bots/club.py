"""The club player: the heuristic, with an exact endgame for the last two tricks.

With two cards or fewer in hand, the distributions of the unseen cards consistent with the seat's
view are enumerated (at most 90) and each is solved double-dummy; the card with the best total
sheet value over them wins, so a card that is best in every such distribution is always found.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from belote.bots.expert.budget import Budget
from belote.bots.expert.cardplay import CardSearch
from belote.bots.heuristic import HeuristicBot, best_flags

if TYPE_CHECKING:
    from belote.engine import Action, DealView

ENDGAME_CARDS = 2
"""Cards in hand from which the club player solves every consistent world exactly."""


def endgame_card(view: DealView) -> int | None:
    """The card with the best total sheet value over the worlds consistent with the view."""
    search = CardSearch(view, Budget())
    candidates = search.candidates
    sampler = search.sampler
    if len(candidates) < 2 or not sampler.exact:
        return None
    worlds = sampler.enumerate()  # at most 90 with two cards in each hand
    sheet = [0] * len(candidates)
    raw = [0] * len(candidates)
    for hands in worlds:
        values, _ = search.diffs(search.position(hands), True)
        scoring = search.world_scoring(hands)
        for i, value in enumerate(values):
            sheet[i] += scoring.sheet(value)
            raw[i] += value
    best = max(range(len(candidates)), key=lambda i: (sheet[i], raw[i], -i))
    return candidates[best]


class ClubBot(HeuristicBot):
    """The heuristic's bidding and rules of thumb, and an exact search of the last two tricks."""

    name: ClassVar[str] = "club"

    def choose(self, view: DealView) -> Action:
        """The heuristic's action, except a card chosen by exhaustive search near the end."""
        if view.phase == "playing" and len(view.hand) <= ENDGAME_CARDS and len(view.legal) > 1:
            card = endgame_card(view)
            if card is not None:
                return best_flags(view, card)
        return super().choose(view)
