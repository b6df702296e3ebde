"""The coach: the expert's view of the human's decisions, during and after the deal.

``hint(view)`` values every option of a decision from the seat's own view; ``review(record, seat)``
re-evaluates every decision of a played deal; ``par(record)`` solves the deal double-dummy;
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
    "duplicate",
    "hint",
    "par",
    "review",
]
