"""The hint (« conseil »): every option of the seat's decision, valued by the expert, and why.

Computed from ``DealView`` alone (the seat's own cards and the public history), so a hint never
depends on the hidden cards, and asking for one changes nothing in the game.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
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


def as_good(options: Sequence[Option]) -> tuple[Option, ...]:
    """Of ``options`` (best first), the leading ones as good as the best: not clearly behind it (a
    few points at most, or a gap the worlds drawn could have made), up to the first that is. The
    review would fault none; one further down, less surely measured, is not named among them over
    the better ones before it (the list read as putting it above them)."""
    leading = itertools.takewhile(lambda option: not option.clearly_behind(options[0]), options)
    return tuple(leading)


def explain(view: DealView, evaluation: Evaluation) -> Reason | None:
    """The rule of thumb behind the evaluation's best option in this position: one that tells it
    from the next best option (none when that one is as good, see ``as_good``)."""
    if len(as_good(evaluation.options)) > 1:
        return None
    best = evaluation.best.action
    if not isinstance(best, Play):
        return bid_reason(view, evaluation)
    runner = evaluation.options[1] if len(evaluation.options) > 1 else None
    if runner is None or not isinstance(runner.action, Play):
        return card_reason(view, best.card.index)
    return card_reason(view, best.card.index, runner.action.card.index)


def hint(view: DealView, budget: Budget = COACH_BUDGET) -> Hint:
    """The expert's evaluation of each option of ``view``'s decision (its seat must be to play)."""
    evaluation = evaluate(view, budget)
    return Hint(evaluation.options, explain(view, evaluation), evaluation.worlds)
