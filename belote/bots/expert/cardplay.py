"""Choosing a card: perfect-information Monte Carlo over worlds sampled from the tracker.

Each candidate card is evaluated in the sampled worlds, by an exact double-dummy search late in
the deal and by fast playouts earlier, then scored with the real deal scoring (made or dedans,
capot, belote, dix de der) from the viewer team's side; the best average wins. The candidates
race over batches of worlds: a card clearly worse than the leader stops being evaluated.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Iterator
from functools import cached_property
from typing import TYPE_CHECKING

from belote.bots.expert.budget import Budget
from belote.bots.expert.inference import BidModel, resample
from belote.bots.expert.lasttricks import MAX_CARDS as LAST_TRICKS_CARDS
from belote.bots.expert.lasttricks import last_tricks_values
from belote.bots.expert.modelled import Model, ModelledEnd, club_model
from belote.bots.expert.play_inference import PlayModel
from belote.bots.expert.playout import playout
from belote.bots.expert.position import Position
from belote.bots.expert.racing import RACE_STEP, race
from belote.bots.expert.sampler import Sampler
from belote.bots.expert.scoring import Scoring
from belote.bots.expert.solver import Solver, reduce_equivalent
from belote.bots.tracker import Tracker
from belote.engine import Play
from belote.engine.fast import ALL_CARDS, POINTS, STRENGTH, iter_cards

if TYPE_CHECKING:
    from belote.engine import DealView


def announce_points(view: DealView, our_team: int) -> tuple[int, int]:
    """Announce points (ours, theirs) as far as the view shows them (none once four 8s are declared):
    what is shown, and the best team's announces not shown yet (each is shown at the second trick)."""
    if view.announces_cancelled:
        return 0, 0
    combos = list(view.shown)
    if view.announced:
        best, showing = view.announced[-1], {c.seat for c in combos}
        combos += [c for c in view.announced if (c.seat & 1) == (best.seat & 1) and c.seat not in showing]
    ours = sum(c.points for c in combos if (c.seat & 1) == our_team)
    theirs = sum(c.points for c in combos if (c.seat & 1) != our_team)
    return ours, theirs


def belote_team(view: DealView, hands: list[int], trump: int) -> int:
    """The team that scores belote in this world (-1: none): declared, or K and Q in one hand."""
    if view.belote is not None:
        return view.belote & 1
    pair = (1 << (trump * 8 + 5)) | (1 << (trump * 8 + 6))
    for seat in range(4):
        if hands[seat] & pair == pair:
            return seat & 1
    return -1


Evaluate = Callable[[list[int], list[int]], tuple[list[float], list[float]]]
"""In one world, each move's sheet value and card diff."""

CLUB_CERTAIN = 0.1
"""A part of the end of the deal's value weighing this little or less is not computed (the other
part counts alone): the reading is rarely in between, and each part costs as much as the search."""

TIE_BREAK = 1e-5
"""Weight of the card diff beside the sheet value when racing: a tie-break only (|diff| <= 252)."""


class CardSearch:
    """One card decision: the root position facts, the sampler and the candidate cards."""

    def __init__(self, view: DealView, budget: Budget) -> None:
        """Read everything the search needs from ``view`` (which must be a card decision)."""
        assert view.trump is not None and view.taker is not None
        self.start = time.perf_counter()
        self.view = view
        self.budget = budget
        self.trump = trump = int(view.trump)
        self.seat = view.seat
        self.our_team = view.seat & 1
        self.attack = view.taker & 1
        self.taker = view.taker
        tracker = Tracker.from_view(view)
        self.mine = tracker.mine
        self.sampler = Sampler.from_tracker(tracker)
        diff, won, gone = 0, 0, 0
        for trick in view.tricks:
            assert trick.winner is not None
            team = trick.winner & 1
            won |= 1 << team
            diff += trick.points if team == self.our_team else -trick.points
            for card in trick.cards:
                gone |= 1 << card.index
        self.diff, self.won, self.gone = diff, won, gone
        self.trick = [card.index for card in view.current_trick.cards]
        self.leader = view.current_trick.leader
        self.root = Position(
            [], trump, self.leader, self.trick, self.our_team, diff, won, view.rules.must_undertrump
        )
        legal = 0
        for action in view.legal:
            if isinstance(action, Play):  # not a carré declaration the bot chose to keep
                legal |= 1 << action.card.index
        reduced = reduce_equivalent(legal, ALL_CARDS & ~gone, trump)
        points, strength = POINTS[trump], STRENGTH[trump]
        self.candidates = sorted(iter_cards(reduced), key=lambda c: (points[c], strength[c >> 3][c]))
        ours, theirs = announce_points(view, self.our_team)
        self.scoring = Scoring(self.attack == self.our_team, ours, theirs)
        self.exact = sum(tracker.counts) <= budget.solve_cards
        self.club_phase = sum(tracker.counts) <= max(budget.solve_cards, budget.club_cards)

    @cached_property
    def bid_model(self) -> BidModel:
        """The bids heard, as a weight on worlds (built once per decision, when first needed)."""
        return BidModel(self.view)

    @cached_property
    def play_model(self) -> PlayModel:
        """The others' past cards, as a weight on worlds (built once per decision, when needed)."""
        return PlayModel(self.view, self.budget.play_noise, self.budget.partner_noise)

    @cached_property
    def opponents_model(self) -> Model:
        """The opponents' cards in a modelled end of deal (memoised over the decision's worlds)."""
        return club_model(self.trump, self.taker, self.root.must_undertrump)

    forgo_belote = False
    """Value the worlds as if the viewer's team will not say the belote it holds (the coach's
    review of a belote left unsaid; the search itself always says it)."""

    def world_scoring(self, hands: list[int]) -> Scoring:
        """The scoring with the belote this world implies."""
        team = belote_team(self.view, hands, self.trump)
        if team < 0 or (self.forgo_belote and team == self.our_team):
            return self.scoring
        return self.scoring.with_belote(20 * (team == self.our_team), 20 * (team != self.our_team))

    def position(self, hands: list[int]) -> Position:
        """The root position in a sampled world."""
        return self.root.with_hands(hands)

    def diffs(self, hands: list[int], exact: bool, moves: list[int] | None = None) -> tuple[list[int], int]:
        """The final card diff after each of ``moves`` (default: every candidate) in one world,
        and the search nodes spent."""
        moves = self.candidates if moves is None else moves
        root = self.root
        if exact and sum(hand.bit_count() for hand in hands) <= LAST_TRICKS_CARDS:
            values = last_tricks_values(
                hands, root.trick, root.leader, self.trump, self.our_team, self.diff, self.won,
                root.must_undertrump, moves,
            )  # fmt: skip
            return values, 0
        if exact:
            solver = Solver(self.position(hands))
            return solver.values(moves), solver.nodes
        out = []
        position = self.position(hands)
        seat = position.to_play
        for card in moves:
            after = position.copy()
            after.hands[seat] ^= 1 << card
            after.trick.append(card)
            out.append(playout(after, self.attack))
        return out, 0

    def modelled_diffs(self, hands: list[int], moves: list[int]) -> list[int]:
        """The final card diff after each of ``moves`` in one world, the opponents playing a club
        player's cards (:mod:`belote.bots.expert.modelled`)."""
        root = self.root
        end = ModelledEnd(self.trump, self.our_team, root.must_undertrump, self.opponents_model)
        return end.values(hands, root.trick, root.leader, self.diff, self.won, self.gone, moves)

    def club_probability(self, worlds: list[list[int]]) -> float:
        """How likely the opponents play as a club player, from the budget's prior and their past
        cards read over ``worlds`` (drawn uniformly, or every consistent one), weighted by the bids;
        0 before the last tricks, where it is not used."""
        prior = self.budget.club_prior
        if not self.club_phase or prior <= 0.0 or prior >= 1.0 or self.budget.inference_pool <= 1:
            return min(1.0, max(0.0, prior)) if self.club_phase else 0.0
        bids = self.bid_model
        club = self.play_model.club_probability(worlds, [bids.weight(hands) for hands in worlds], prior)
        return club if club >= self.budget.club_floor else 0.0

    def likelihoods(self, worlds: list[list[int]]) -> list[float]:
        """How well each world explains the bids heard and (if the budget says so) the cards seen."""
        if self.budget.inference_pool <= 1:
            return [1.0] * len(worlds)
        model = self.bid_model
        weights = [model.weight(hands) for hands in worlds]
        if self.budget.play_inference:
            play = self.play_model
            logs = [play.log_weight(hands) for hands in worlds]
            top = max(logs)
            weights = [w * math.exp(log - top) for w, log in zip(weights, logs, strict=True)]
        return weights

    def worlds(self, count: int, rng: random.Random, deadline: float = math.inf) -> list[list[int]]:
        """``count`` sampled worlds, resampled by how well they explain the bids and cards seen
        (from fewer drawn ones if the clock passes ``deadline``)."""
        return self.resampled(self.draw(count, rng, deadline), count, rng)

    def draw(self, count: int, rng: random.Random, deadline: float = math.inf) -> list[list[int]]:
        """The uniformly drawn worlds from which ``count`` are resampled (the budget's pool for each;
        fewer if the clock passes ``deadline``)."""
        pool = max(1, self.budget.inference_pool)
        drawn = []
        clock = time.perf_counter
        for i in range(count * pool):
            if i % 16 == 15 and i >= count and clock() > deadline:
                break
            drawn.append(self.sampler.sample(rng))
        return drawn

    def resampled(self, drawn: list[list[int]], count: int, rng: random.Random) -> list[list[int]]:
        """``count`` of the ``drawn`` worlds, resampled by how well they explain the bids and cards."""
        if self.budget.inference_pool <= 1:
            return drawn
        return resample(drawn, self.likelihoods(drawn), count, rng)

    def enumerable(self, count: int) -> bool:
        """Whether every consistent world is evaluated (exact phase, no more worlds than ``count``)."""
        return self.exact and self.budget.enumerate_endgames and 0 < self.sampler.count() <= count

    def weighted_worlds(self, count: int, rng: random.Random) -> list[tuple[list[int], float]]:
        """The worlds to evaluate with their weights: late in the deal, when there are no more
        consistent worlds than ``count``, every one of them weighted by its likelihood (exact
        expectation); otherwise ``count`` resampled worlds of weight 1."""
        if self.enumerable(count):
            every = self.sampler.enumerate()
            return list(zip(every, self.likelihoods(every), strict=True))
        return [(hands, 1.0) for hands in self.worlds(count, rng)]

    def world_values(
        self, count: int, rng: random.Random
    ) -> Iterator[tuple[float, list[float], list[float]]]:
        """For each world to evaluate (see ``weighted_worlds``), after each candidate: the world's
        weight, the sheet value and the card diff (the opponents read over those worlds)."""
        weighted = self.weighted_worlds(count, rng)
        evaluate = self.evaluator(self.club_probability([hands for hands, _ in weighted]))
        for hands, weight in weighted:
            sheets, values = evaluate(hands, self.candidates)
            yield weight, sheets, values

    def evaluator(self, club: float = 0.0) -> Evaluate:
        """A function giving, in one world, each move's sheet value and card diff; it keeps the
        search nodes spent (exact search until the budget's nodes are used, then playouts) and
        evaluates a world met again (resampling repeats likely worlds) only once. In the last tricks
        (``Budget.club_cards``) the values against best defence (or the playouts') and against a
        club player's cards are weighed ``1 - club`` and ``club``."""
        parts = [(part, w) for part, w in ((False, 1.0 - club), (True, club)) if w > CLUB_CERTAIN]
        total = sum(weight for _, weight in parts)
        parts = [(part, weight / total) for part, weight in parts]
        nodes = 0
        seen: dict[tuple[bool, tuple[int, ...]], dict[int, int]] = {}
        modelled_seen: dict[tuple[int, ...], dict[int, int]] = {}

        def evaluate(hands: list[int], moves: list[int]) -> tuple[list[float], list[float]]:
            nonlocal nodes
            exact = self.exact and nodes < self.budget.nodes
            scoring = self.world_scoring(hands)
            values: list[float] = [0.0] * len(moves)
            sheets: list[float] = [0.0] * len(moves)
            for part, weight in parts if self.club_phase else ((False, 1.0),):
                if part:
                    known = modelled_seen.setdefault(tuple(hands), {})
                else:
                    known = seen.setdefault((exact, tuple(hands)), {})
                missing = [card for card in moves if card not in known]
                if missing:
                    if part:
                        found = self.modelled_diffs(hands, missing)
                    else:
                        found, spent = self.diffs(hands, exact, missing)
                        nodes += spent
                    known.update(zip(missing, found, strict=True))
                for i, card in enumerate(moves):
                    value = known[card]
                    values[i] += weight * value
                    sheets[i] += weight * scoring.sheet(value)
            return sheets, values

        return evaluate

    def run(self, rng: random.Random) -> int:
        """The chosen card index: best average sheet value, then best average card diff.

        Sampled worlds come in batches and the candidates race (see :mod:`racing`): a card
        clearly worse than the leader is no longer evaluated, and the search stops once the cards
        left are equivalent. Every candidate is evaluated in every world of an enumerated endgame.
        """
        candidates = self.candidates
        if len(candidates) == 1:
            return candidates[0]
        budget = self.budget
        count = max(1, min(budget.worlds, budget.simulations // len(candidates)))
        deadline = self.start + budget.time_cap
        sheet = [0.0] * len(candidates)
        raw = [0.0] * len(candidates)
        if self.enumerable(count):
            for weight, sheets, values in self.world_values(count, rng):
                for i, value in enumerate(values):
                    sheet[i] += weight * sheets[i]
                    raw[i] += weight * value
                if time.perf_counter() > deadline:
                    break
            return candidates[max(range(len(candidates)), key=lambda i: (sheet[i], raw[i], -i))]
        evaluate: Evaluate | None = None
        active = list(range(len(candidates)))
        rows: list[list[float]] = []
        done = 0
        while done < count and time.perf_counter() <= deadline:
            batch = min(RACE_STEP, count - done)
            drawn = self.draw(batch, rng, deadline)
            if evaluate is None:  # the opponents read over the first worlds drawn
                evaluate = self.evaluator(self.club_probability(drawn))
            for hands in self.resampled(drawn, batch, rng):
                sheets, values = evaluate(hands, [candidates[i] for i in active])
                for i, s, v in zip(active, sheets, values, strict=True):
                    sheet[i] += s
                    raw[i] += v
                rows.append([s + TIE_BREAK * v for s, v in zip(sheets, values, strict=True)])
                if time.perf_counter() > deadline:
                    break
            done += batch
            if not budget.racing:
                continue
            keep, stop = race(rows)
            active = [active[j] for j in keep]
            rows = [[row[j] for j in keep] for row in rows]
            if stop:
                break
        return candidates[max(active, key=lambda i: (sheet[i], raw[i], -i))]
