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


def endgame_table(view: DealView) -> tuple[list[int], list[tuple[list[float], list[float]]]] | None:
    """The candidate cards and, for every world consistent with the view, each one's exact
    (sheet value, card diff); None when there is no choice or the view cannot be completed."""
    search = CardSearch(view, Budget())
    candidates = search.candidates
    sampler = search.sampler
    if len(candidates) < 2 or not sampler.exact:
        return None
    evaluate = search.evaluator()  # exact: fewer than 16 cards are left
    return candidates, [evaluate(hands, candidates) for hands in sampler.enumerate()]  # at most 90


def endgame_card(view: DealView) -> int | None:
    """The card with the best total sheet value (then card diff) over the consistent worlds."""
    table = endgame_table(view)
    if table is None:
        return None
    candidates, rows = table
    best = max(
        range(len(candidates)),
        key=lambda i: (sum(row[0][i] for row in rows), sum(row[1][i] for row in rows), -i),
    )
    return candidates[best]


def provably_best(view: DealView) -> set[int]:
    """The candidate cards worth as much as the best one in every world consistent with the view."""
    table = endgame_table(view)
    if table is None:
        return set()
    candidates, rows = table
    return {card for i, card in enumerate(candidates) if all(sheet[i] == max(sheet) for sheet, _ in rows)}


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
