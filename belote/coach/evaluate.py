"""The expert's evaluation of every option of one decision, from one seat's view alone.

Card play: every legal card is played in each world sampled by the expert's card search (the
same worlds for every card, so luck does not blur the comparison) and scored on the sheet from the
viewer team's side: our points minus theirs for the deal. Bidding: each take and the pass are
valued over the expert's bidding worlds, weighted by how well each world explains the bids heard.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from belote.bots.base import rng_for
from belote.bots.expert import Budget
from belote.bots.expert.bidding import BidSearch, BidWorld
from belote.bots.expert.cardplay import CardSearch
from belote.bots.expert.position import ZERO_POINTS
from belote.engine import PASS, Action, DealView, Play, Suit, Take
from belote.engine.cards import CARDS, Card

COACH_BUDGET = Budget(worlds=64, simulations=10**9, nodes=400_000, bid_worlds=160, time_cap=math.inf)
"""The hint's and the review's budget, without the wall-clock cap: one budget (and one seed), so
the advice given during the deal and the review after it value a decision alike."""
COACH_SEED = 0x0C0AC4
"""The coach's fixed seed: the same view always gets the same evaluation."""


@dataclass(frozen=True, slots=True)
class Option:
    """One choice and its value: expected sheet points (ours minus theirs) over the sampled worlds."""

    action: Action
    mean: float
    spread: float
    """Standard deviation of the value over the worlds (how much it depends on the hidden cards)."""
    make: float | None = None
    """Bids only: the chance the contract is made (None for a pass or a card)."""
    raw: float = 0.0
    """Mean card-point difference (ours minus theirs), the tie-break after ``mean``."""


@dataclass(frozen=True, slots=True)
class Evaluation:
    """Every option of a decision, best first, and how many worlds were sampled."""

    options: tuple[Option, ...]
    worlds: int

    @property
    def best(self) -> Option:
        """The option with the highest expected value."""
        return self.options[0]

    def option_for(self, action: Action) -> Option:
        """The option that ``action`` plays: a card with any flags matches its card, unless the card
        is an option both saying belote and not (see ``with_belote_unsaid``)."""
        if not isinstance(action, Play):
            for option in self.options:
                if option.action == action:
                    return option
            raise KeyError(f"{action} is not an option of this decision")
        cards = [o for o in self.options if isinstance(o.action, Play) and o.action.card == action.card]
        if not cards:
            raise KeyError(f"{action} is not an option of this decision")
        said = [o for o in cards if o.action.belote == action.belote]  # type: ignore[union-attr]
        return said[0] if len(cards) > 1 and said else cards[0]


def _stats(values: Sequence[float], weights: Sequence[float]) -> tuple[float, float]:
    total = sum(weights)
    if total <= 0:
        return 0.0, 0.0
    mean = sum(w * v for v, w in zip(values, weights, strict=True)) / total
    variance = sum(w * (v - mean) ** 2 for v, w in zip(values, weights, strict=True)) / total
    return mean, math.sqrt(max(variance, 0.0))


def representative(card: int, candidates: Sequence[int], trump: int) -> int:
    """The searched card standing for ``card``: itself, or the lower zero-point card it equals."""
    if card in candidates:
        return card
    zeros = ZERO_POINTS[trump][card >> 3]
    below = [c for c in candidates if c >> 3 == card >> 3 and zeros >> c & 1 and c < card]
    return max(below)


def evaluate_cards(
    view: DealView, budget: Budget, rng: random.Random, forgo_belote: bool = False
) -> Evaluation:
    """Every legal card's expected sheet value over the expert's sampled worlds, best first
    (``forgo_belote``: the belote the viewer's team holds left unsaid)."""
    search = CardSearch(view, budget)
    search.forgo_belote = forgo_belote
    candidates = search.candidates
    samples: list[list[float]] = [[] for _ in candidates]
    raw = [0.0] * len(candidates)
    weights: list[float] = []
    for weight, sheets, diffs in search.world_values(max(1, budget.worlds), rng):
        weights.append(weight)
        for i, diff in enumerate(diffs):
            samples[i].append(sheets[i])
            raw[i] += weight * diff
    total = sum(weights)
    by_card = {}
    for i, card in enumerate(candidates):
        mean, spread = _stats(samples[i], weights)
        by_card[card] = (mean, spread, raw[i] / total, i)
    cards = sorted({a.card.index for a in view.legal if isinstance(a, Play)})
    rows = [(card, by_card[representative(card, candidates, search.trump)]) for card in cards]
    rows.sort(key=lambda row: (-row[1][0], -row[1][2], row[1][3], row[0]))
    options = tuple(
        Option(Play(CARDS[card]), mean, spread, None, raw_mean) for card, (mean, spread, raw_mean, _) in rows
    )
    return Evaluation(options, len(weights))


def evaluate_bids(view: DealView, budget: Budget, rng: random.Random) -> Evaluation:
    """Each take's and the pass's expected sheet value over the expert's bidding worlds, best first."""
    search = BidSearch(view)
    suits = [int(action.suit) for action in view.legal if isinstance(action, Take)]
    values: list[list[float]] = [[] for _ in suits]
    passing: list[float] = []
    weights: list[float] = []
    for _ in range(max(1, budget.bid_worlds)):
        world = BidWorld(view, rng)
        weight = search.weight(world)
        if weight < 1e-9:
            continue
        weights.append(weight)
        for i, trump in enumerate(suits):
            values[i].append(search.contract_value(world, view.seat, trump))
        passing.append(search.pass_value(world))
    options = []
    for i, trump in enumerate(suits):
        mean, spread = _stats(values[i], weights)
        made = [1.0 if value > 0 else 0.0 for value in values[i]]
        make, _ = _stats(made, weights)
        options.append(Option(Take(Suit(trump)), mean, spread, make))
    mean, spread = _stats(passing, weights)
    options.append(Option(PASS, mean, spread))
    order = {option.action: i for i, option in enumerate(options)}
    options.sort(key=lambda option: (-option.mean, order[option.action]))
    return Evaluation(tuple(options), len(weights))


def belote_unsaid(view: DealView, action: Action) -> bool:
    """Whether ``action`` plays a card of the belote without saying it when the rules let it be said
    (then the belote is lost: it cannot be said at the other card)."""
    return isinstance(action, Play) and not action.belote and replace(action, belote=True) in view.legal


def with_belote_unsaid(view: DealView, evaluation: Evaluation, card: Card, budget: Budget) -> Evaluation:
    """The options of a decision where ``card`` may be played saying belote or not: the card's option
    says it (the search always does), and the same worlds valued with the belote left unsaid give
    one more option, the card played in silence, 20 points or a contract lower."""
    unsaid = evaluate_cards(view, budget, rng_for(COACH_SEED, view), forgo_belote=True).option_for(Play(card))
    options = [
        replace(option, action=Play(card, belote=True))
        if isinstance(option.action, Play) and option.action.card == card
        else option
        for option in evaluation.options
    ]
    options.append(replace(unsaid, action=Play(card)))
    options.sort(key=lambda option: -option.mean)  # stable: the search's order among equals
    return Evaluation(tuple(options), evaluation.worlds)


def evaluate(view: DealView, budget: Budget = COACH_BUDGET) -> Evaluation:
    """The options of the decision ``view`` is at (its seat must be the one to play)."""
    if not view.legal:
        raise ValueError(f"seat {view.seat} has no decision to make")
    rng = rng_for(COACH_SEED, view)
    if view.phase == "bidding":
        return evaluate_bids(view, budget, rng)
    return evaluate_cards(view, budget, rng)
