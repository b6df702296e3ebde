"""The expert bot: Monte Carlo bidding and card play over worlds sampled from the card tracker."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, ClassVar

from belote.bots.base import Bot, rng_for
from belote.bots.carres import carre_choice
from belote.bots.expert.bidding import choose_bid
from belote.bots.expert.budget import Budget
from belote.bots.expert.cardplay import CardSearch
from belote.engine import Play

if TYPE_CHECKING:
    from belote.engine import Action, DealView


class ExpertBot(Bot):
    """Perfect-information Monte Carlo with inference; exact double-dummy search late in the deal.

    ``budget`` (sampled worlds per decision, or a :class:`Budget`) trades strength for speed.
    """

    name: ClassVar[str] = "expert"
    default_budget: ClassVar[Budget] = Budget(
        worlds=96, simulations=2400, nodes=500_000, bid_worlds=384, club_prior=0.5, club_floor=0.9
    )
    """The budget of this level when none is given: twice the first version's worlds, which the
    racing of the candidates pays for, four times its worlds per bid, so a close call between
    taking and passing is not settled by the luck of the worlds drawn, and the last four tricks
    played against a club player's cards when the opponents' past cards make one nearly sure."""

    def __init__(self, seed: int | None = None, budget: int | Budget | None = None) -> None:
        """Keep the seed and the per-decision budget (default: this level's)."""
        super().__init__(seed)
        if budget is None:
            budget = self.default_budget
        elif isinstance(budget, int):  # the level's settings, with its search sized to ``budget``
            budget = self.default_budget.sized(budget)
        self.budget = budget

    def choose(self, view: DealView) -> Action:
        """The action for this view: a bid in the bidding, else a card with every flag allowed."""
        legal = view.legal
        if not legal:
            raise ValueError(f"seat {view.seat} has no decision to make")
        if len(legal) == 1:
            return legal[0]
        rng = rng_for(self.seed, view)
        if view.phase == "bidding":
            return choose_bid(view, self.budget, rng)
        declared = carre_choice(view)
        if declared is not None:
            return declared
        plays = [action for action in legal if isinstance(action, Play)]
        cards = {action.card for action in plays}
        card_index = plays[0].card.index
        if len(cards) > 1:
            card_index = CardSearch(view, self.budget).run(rng)
        options = [action for action in plays if action.card.index == card_index]
        return max(options, key=lambda action: (action.announce, action.belote))


class MasterBot(ExpertBot):
    """The expert with 144 worlds per decision (the expert 96), capped at 2 s of wall clock per decision."""

    name: ClassVar[str] = "master"
    default_budget: ClassVar[Budget] = replace(
        ExpertBot.default_budget.sized(144), bid_worlds=576, time_cap=2.0
    )


class ExpertV1Bot(ExpertBot):
    """The first expert, kept as a fixed baseline: worlds weighted by the bids alone."""

    name: ClassVar[str] = "expert-v1"
    default_budget: ClassVar[Budget] = Budget(
        inference_pool=3, play_inference=False, enumerate_endgames=False, racing=False, take_margin=0.0
    )
