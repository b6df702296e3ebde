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

COACH_BUDGET = Budget(worlds=64, simulations=10**9, nodes=400_000, bid_worlds=640, time_cap=math.inf)
"""The hint's and the review's budget, without the wall-clock cap: one budget (and one seed), so
the advice given during the deal and the review after it value a decision alike."""
COACH_SEED = 0x0C0AC4
"""The coach's fixed seed: the same view always gets the same evaluation."""


ACCURATE = 3.0
"""A decision within this many points of the best counts as accurate."""
CLEAR = 1.96
"""A cost is told from the sampling noise when it is more than this many standard errors of the
gap (one-sided, about 97.5% for independent worlds, a little less for resampled ones)..."""
SIGNS = 0.05
"""... or when the chosen option came out worse than the best in so many more worlds than better
that chance would give it less than this often (a sign test: a card worse in most worlds where
it matters is a mistake even when a few contracts won or lost make the mean's error large). Under
both, the decision counts as accurate too, so the list of mistakes and the accuracy tell the same
decisions."""


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
    doubt: float = 0.0
    """Standard error of what this option falls short of the best, world by world over the same
    worlds (0 for the best, and when every consistent world was weighed): how far the worlds drawn
    may have made the gap."""
    sign_p: float = 1.0
    """The chance of this option coming out worse than the best in at least as many of the worlds
    where they differ, were they equal (a one-sided sign test; 1 for the best, and when every world
    was weighed): small when it is worse far more often than better, however large the swings."""

    def clearly_behind(self, best: Option) -> bool:
        """Whether this option falls short of ``best`` by more than ``ACCURATE`` points and beyond
        the noise of the worlds drawn (by its gap's error or by how often it came out worse): the
        review calls choosing it a mistake, and the hint tells the best from it. Between bids only
        the gap's error counts: a take wins a little in most worlds and loses a dedans in a few, so
        a pass is « worse in more worlds » whatever the take is worth on average."""
        cost = best.mean - self.mean
        cards = isinstance(self.action, Play) and isinstance(best.action, Play)
        return cost > ACCURATE and (cost > CLEAR * self.doubt or (cards and self.sign_p < SIGNS))


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


def paired_error(best: Sequence[float], other: Sequence[float], weights: Sequence[float]) -> float:
    """Standard error of the mean of ``best - other`` world by world, over weighted worlds (their
    effective number standing for the count): the sampling noise of the gap between two options."""
    total = sum(weights)
    squares = sum(w * w for w in weights)
    if total <= 0 or squares <= 0:
        return 0.0
    _, deviation = _stats([b - o for b, o in zip(best, other, strict=True)], weights)
    return deviation / math.sqrt(total * total / squares)


def sign_test(best: Sequence[float], other: Sequence[float]) -> float:
    """One-sided sign test of ``other`` being worse than ``best``: the chance, were they equal, that
    it comes out worse in at least as many of the worlds where they differ (by half a point or more)
    as it does. Swings of a contract won or lost in a few worlds weigh on the mean and its error;
    here each world counts once."""
    worse = sum(1 for b, o in zip(best, other, strict=True) if b - o >= 0.5)
    better = sum(1 for b, o in zip(best, other, strict=True) if o - b >= 0.5)
    differing = worse + better
    if not differing:
        return 1.0
    tail: int = sum(math.comb(differing, k) for k in range(worse, differing + 1))
    return tail / (1 << differing)


def representative(card: int, candidates: Sequence[int], trump: int) -> int:
    """The searched card standing for ``card``: itself, or the lower zero-point card it equals."""
    if card in candidates:
        return card
    zeros = ZERO_POINTS[trump][card >> 3]
    below = [c for c in candidates if c >> 3 == card >> 3 and zeros >> c & 1 and c < card]
    return max(below)


@dataclass(frozen=True, slots=True)
class _CardValues:
    """Each legal card's sheet value in each world evaluated, the worlds' weights and the mean card
    diffs: what a card decision's options are built from."""

    cards: dict[int, list[float]]
    """Every legal card (its index) to its sheet value world by world (a card equal to a searched
    one shares its values)."""
    raw: dict[int, float]
    order: dict[int, int]
    """The search's order of the cards, the last tie-break."""
    weights: list[float]
    exact: bool
    """Every consistent world weighed: no sampling noise."""


def _card_values(view: DealView, budget: Budget, forgo_belote: bool = False) -> _CardValues:
    """Every legal card valued over the expert's sampled worlds (``forgo_belote``: the belote the
    viewer's team holds left unsaid), drawn from the coach's seed so every call sees the same."""
    search = CardSearch(view, budget)
    search.forgo_belote = forgo_belote
    candidates = search.candidates
    worlds = max(1, budget.worlds)
    exact = search.enumerable(worlds)
    samples: list[list[float]] = [[] for _ in candidates]
    raw = [0.0] * len(candidates)
    weights: list[float] = []
    for weight, sheets, diffs in search.world_values(worlds, rng_for(COACH_SEED, view)):
        weights.append(weight)
        for i, diff in enumerate(diffs):
            samples[i].append(sheets[i])
            raw[i] += weight * diff
    total = sum(weights)
    cards = sorted({a.card.index for a in view.legal if isinstance(a, Play)})
    index = {card: candidates.index(representative(card, candidates, search.trump)) for card in cards}
    return _CardValues(
        {card: samples[index[card]] for card in cards},
        {card: raw[index[card]] / total for card in cards},
        index,
        weights,
        exact,
    )


def _card_option(values: _CardValues, card: int, action: Action) -> Option:
    mean, spread = _stats(values.cards[card], values.weights)
    return Option(action, mean, spread, None, values.raw[card])


def _with_doubts(
    options: Sequence[Option], samples: Sequence[Sequence[float]], weights: Sequence[float], exact: bool
) -> tuple[Option, ...]:
    """``options`` (best first, with their values world by world in ``samples``), each but the best
    given the sampling noise of its gap to the best (none when ``exact``)."""
    if exact or not options:
        return tuple(options)
    best = samples[0]
    others = zip(options[1:], samples[1:], strict=True)
    return (
        options[0],
        *(
            replace(option, doubt=paired_error(best, values, weights), sign_p=sign_test(best, values))
            for option, values in others
        ),
    )


def _card_rows(values: _CardValues) -> list[tuple[int, Option]]:
    """Each legal card and its option, best first (then the larger card diff, the search's order)."""
    rows = [(card, _card_option(values, card, Play(CARDS[card]))) for card in values.cards]
    rows.sort(key=lambda row: (-row[1].mean, -row[1].raw, values.order[row[0]], row[0]))
    return rows


def evaluate_cards(view: DealView, budget: Budget) -> Evaluation:
    """Every legal card's expected sheet value over the expert's sampled worlds, best first."""
    values = _card_values(view, budget)
    rows = _card_rows(values)
    options = _with_doubts(
        [option for _, option in rows], [values.cards[card] for card, _ in rows], values.weights, values.exact
    )
    return Evaluation(options, len(values.weights))


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
    rows = []
    for i, trump in enumerate(suits):
        mean, spread = _stats(values[i], weights)
        made = [1.0 if value > 0 else 0.0 for value in values[i]]
        make, _ = _stats(made, weights)
        rows.append((Option(Take(Suit(trump)), mean, spread, make), values[i]))
    mean, spread = _stats(passing, weights)
    rows.append((Option(PASS, mean, spread), passing))
    rows.sort(key=lambda row: -row[0].mean)  # stable: the takes in suit order, then the pass
    options = _with_doubts([option for option, _ in rows], [sample for _, sample in rows], weights, False)
    return Evaluation(options, len(weights))


def belote_unsaid(view: DealView, action: Action) -> bool:
    """Whether ``action`` plays a card of the belote without saying it when the rules let it be said
    (then the belote is lost: it cannot be said at the other card)."""
    return isinstance(action, Play) and not action.belote and replace(action, belote=True) in view.legal


def with_belote_unsaid(view: DealView, card: Card, budget: Budget = COACH_BUDGET) -> Evaluation:
    """The options of a decision where ``card`` may be played saying belote or not: the card's option
    says it (the search always does), and the same worlds valued with the belote left unsaid give
    one more option, the card played in silence, 20 points or a contract lower."""
    said = _card_values(view, budget)
    unsaid = _card_values(view, budget, forgo_belote=True)
    rows = [
        (index, replace(option, action=Play(card, belote=True)) if index == card.index else option)
        for index, option in _card_rows(said)
    ]
    rows.append((-1, _card_option(unsaid, card.index, Play(card))))  # -1: the card without its belote
    rows.sort(key=lambda row: -row[1].mean)  # stable: the search's order among equals
    samples = [unsaid.cards[card.index] if index < 0 else said.cards[index] for index, _ in rows]
    options = _with_doubts([option for _, option in rows], samples, said.weights, said.exact)
    return Evaluation(options, len(said.weights))


def evaluate(view: DealView, budget: Budget = COACH_BUDGET) -> Evaluation:
    """The options of the decision ``view`` is at (its seat must be the one to play)."""
    if not view.legal:
        raise ValueError(f"seat {view.seat} has no decision to make")
    if view.phase == "bidding":
        return evaluate_bids(view, budget, rng_for(COACH_SEED, view))
    return evaluate_cards(view, budget)
