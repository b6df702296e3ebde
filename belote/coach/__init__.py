"""The coach: the expert's view of the human's decisions, during and after the deal.

``hint(view)`` values every option of a decision from the seat's own view; ``review(record, seat)``
re-evaluates every decision of a played deal; ``par(record)`` solves the deal double-dummy and
``turns(record, par)`` finds the cards that moved it most;
``duplicate(record, seat, players=…)`` replays it with a bot in the seat. See docs/coach.md.
"""

from belote.coach.duplicate import Divergence, Replayed, duplicate
from belote.coach.evaluate import COACH_BUDGET, Evaluation, Option
from belote.coach.hint import Hint, hint
from belote.coach.par import Par, par
from belote.coach.pool import CoachPool
from belote.coach.reasons import Reason
from belote.coach.record import DealRecord, PlayedDeal
from belote.coach.review import Decision, Review, review
from belote.coach.turns import Turn, Turns, turns

__all__ = [
    "COACH_BUDGET",
    "CoachPool",
    "DealRecord",
    "Decision",
    "Divergence",
    "Evaluation",
    "Hint",
    "Option",
    "Par",
    "PlayedDeal",
    "Reason",
    "Replayed",
    "Review",
    "Turn",
    "Turns",
    "duplicate",
    "hint",
    "par",
    "review",
    "turns",
]
