"""The hint (« conseil »): every option of the seat's decision, valued by the expert, and why.

Computed from ``DealView`` alone (the seat's own cards and the public history), so a hint never
depends on the hidden cards, and asking for one changes nothing in the game.
"""

from __future__ import annotations

from dataclasses import dataclass

from belote.bots.expert import Budget
from belote.coach.evaluate import COACH_BUDGET, Evaluation, Option, evaluate
from belote.coach.reasons import Reason, bid_reason, card_reason
from belote.engine import DealView, Play


@dataclass(frozen=True, slots=True)
class Hint:
    """The options best first, and the rule of thumb behind the best one (None if none applies)."""

    options: tuple[Option, ...]
    reason: Reason | None
    worlds: int

    @property
    def best(self) -> Option:
        """The best option."""
        return self.options[0]


TIE = 1.0
"""Points per deal under which two options are as good as each other: no rule of thumb picks one."""


def explain(view: DealView, evaluation: Evaluation) -> Reason | None:
    """The rule of thumb behind the evaluation's best option in this position: one that tells it
    from the next best card (none when they are worth the same, within ``TIE``)."""
    best = evaluation.best.action
    if not isinstance(best, Play):
        return bid_reason(view, evaluation)
    runner = evaluation.options[1] if len(evaluation.options) > 1 else None
    if runner is None or not isinstance(runner.action, Play):
        return card_reason(view, best.card.index)
    if evaluation.best.mean - runner.mean < TIE:
        return None
    return card_reason(view, best.card.index, runner.action.card.index)


def hint(view: DealView, budget: Budget = COACH_BUDGET) -> Hint:
    """The expert's evaluation of each option of ``view``'s decision (its seat must be to play)."""
    evaluation = evaluate(view, budget)
    return Hint(evaluation.options, explain(view, evaluation), evaluation.worlds)
