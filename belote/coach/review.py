"""The review of a deal: every decision of one seat re-evaluated from that seat's view at the time.

A decision's cost is what the chosen option lost against the best one, in expected sheet points
(ours minus theirs) over the same sampled worlds. Decisions with a single option are not counted.
A decision is called a mistake only when its cost is both above ``ACCURATE`` and clear of the
noise of the worlds drawn: early in the deal, a few points between two cards are often no more than
which worlds the sample happened to hold.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from belote.bots.expert import Budget
from belote.coach.evaluate import (
    COACH_BUDGET,
    Evaluation,
    Option,
    belote_unsaid,
    evaluate,
    with_belote_unsaid,
)
from belote.coach.reasons import Reason, bid_reason, card_reason
from belote.coach.record import DealRecord, decision_points
from belote.engine import Action, DealView, DeclareCarre, Play


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision of the reviewed seat, with every option's value."""

    index: int
    """Position of the action in the deal's actions."""
    trick: int
    """1–8 in the card play, 0 in the bidding."""
    chosen: Action
    evaluation: Evaluation
    reason: Reason | None = None
    """Why the best option beats the one chosen, in a club player's words, where a rule of thumb
    tells them apart (see ``reason_for``)."""

    @property
    def bidding_round(self) -> int:
        """A bid's round, 1 or 2 (the four bids of the first round come first); 0 for a card."""
        return 0 if self.trick else 1 if self.index < 4 else 2

    @property
    def best(self) -> Option:
        """The best option."""
        return self.evaluation.best

    @property
    def played(self) -> Option:
        """The option that was chosen."""
        return self.evaluation.option_for(self.chosen)

    @property
    def belote_unsaid(self) -> bool:
        """A card of the belote played without saying it, when it could be said."""
        chosen = self.chosen
        if not isinstance(chosen, Play) or chosen.belote:
            return False
        return any(
            isinstance(o.action, Play) and o.action.card == chosen.card and o.action.belote
            for o in self.evaluation.options
        )

    @property
    def belote_part(self) -> float:
        """Of the cost of a card of the belote played without saying it, what saying it would have
        given back (the same card saying belote against it in silence); 0 otherwise."""
        if not self.belote_unsaid:
            return 0.0
        assert isinstance(self.chosen, Play)
        said = self.evaluation.option_for(Play(self.chosen.card, belote=True))
        return max(0.0, min(self.cost, said.mean - self.played.mean))

    @property
    def cost(self) -> float:
        """Expected sheet points lost against the best option (0 when the best was chosen)."""
        return max(0.0, self.best.mean - self.played.mean)

    @property
    def mistaken(self) -> bool:
        """The cost is above ``ACCURATE`` and beyond the noise of the worlds drawn (by its mean's
        error or by how often the card came out worse)."""
        return self.played.clearly_behind(self.best)


@dataclass(frozen=True, slots=True)
class Review:
    """The reviewed decisions, in order."""

    decisions: tuple[Decision, ...]

    @property
    def costly(self) -> tuple[Decision, ...]:
        """The mistakes: decisions that clearly lost more than ``ACCURATE`` expected points, those
        the accuracy does not count."""
        return tuple(d for d in self.decisions if d.mistaken)

    @property
    def accuracy(self) -> float:
        """The share of decisions that are no mistake (1.0 with no decision)."""
        if not self.decisions:
            return 1.0
        return sum(not d.mistaken for d in self.decisions) / len(self.decisions)

    @property
    def total_loss(self) -> float:
        """The expected points lost over the deal."""
        return sum(d.cost for d in self.decisions)

    def faults_neither(self, step: int, other: Action) -> bool:
        """Whether the decision at the deal's action ``step`` was reviewed, and neither the choice
        made nor ``other`` would be a mistake there (two options as good as each other)."""
        decision = next((d for d in self.decisions if d.index == step), None)
        if decision is None or decision.mistaken:
            return False
        try:
            return not decision.evaluation.option_for(other).clearly_behind(decision.best)
        except KeyError:  # no option of the decision (a flag the review does not weigh): nothing said
            return False

    @property
    def unlisted_loss(self) -> float:
        """The part of the loss in decisions that are no mistake (small or unclear costs): those the
        list of mistakes leaves out, so the player can add up what is shown."""
        return sum(d.cost for d in self.decisions if not d.mistaken)


def _choices(legal: tuple[Action, ...]) -> int:
    """The number of distinct options: cards (any flags) or bids (a carré declaration is no option)."""
    return len({a.card if isinstance(a, Play) else a for a in legal if not isinstance(a, DeclareCarre)})


def reason_for(view: DealView, chosen: Action, evaluation: Evaluation) -> Reason | None:
    """The rule of thumb behind the best option of a decision where ``chosen`` was a mistake: for a
    card, one that tells the best card from the card played; for a bid, why taking or passing."""
    best = evaluation.best.action
    if isinstance(best, Play) and isinstance(chosen, Play):
        return card_reason(view, best.card.index, chosen.card.index) if best.card != chosen.card else None
    return None if isinstance(best, Play) else bid_reason(view, evaluation, chosen)


def review(
    record: DealRecord,
    seat: int,
    budget: Budget = COACH_BUDGET,
    progress: Callable[[int, int], None] | None = None,
) -> Review:
    """Re-evaluate every decision of ``seat`` in ``record``; ``progress(done, total)`` after each."""
    points = [
        (index, deal, action)
        for index, deal, action in decision_points(record, seat)
        if not isinstance(action, DeclareCarre) and _choices(deal.view(seat).legal) > 1
    ]
    decisions = []
    for done, (index, deal, action) in enumerate(points, start=1):
        view = deal.view(seat)
        trick = len(view.tricks) + 1 if view.phase == "playing" else 0
        if isinstance(action, Play) and belote_unsaid(view, action):
            evaluation = with_belote_unsaid(view, action.card, budget)
        else:
            evaluation = evaluate(view, budget)
        decision = Decision(index, trick, action, evaluation)
        if decision.mistaken:
            decision = replace(decision, reason=reason_for(view, action, evaluation))
        decisions.append(decision)
        if progress is not None:
            progress(done, len(points))
    return Review(tuple(decisions))
