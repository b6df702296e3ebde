"""Choosing a card: perfect-information Monte Carlo over worlds sampled from the tracker.

Each candidate card is evaluated in every sampled world, by an exact double-dummy search late in
the deal and by fast playouts earlier, then scored with the real deal scoring (made or dedans,
capot, belote, dix de der) from the viewer team's side; the best average wins.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Iterator
from typing import TYPE_CHECKING

from belote.bots.expert.budget import Budget
from belote.bots.expert.inference import BidModel, resample
from belote.bots.expert.play_inference import PlayModel
from belote.bots.expert.playout import playout
from belote.bots.expert.position import Position
from belote.bots.expert.sampler import Sampler
from belote.bots.expert.scoring import Scoring
from belote.bots.expert.solver import Solver, reduce_equivalent
from belote.bots.tracker import Tracker
from belote.engine import Play, Rank
from belote.engine.fast import ALL_CARDS, POINTS, STRENGTH, iter_cards

if TYPE_CHECKING:
    from belote.engine import DealView


def announce_points(view: DealView, our_team: int) -> tuple[int, int]:
    """Announce points (ours, theirs) as far as the view shows them (none once four 8s are declared)."""
    if any(rank == Rank.EIGHT for _, rank in view.declared):
        return 0, 0
    combos = view.shown
    if not combos and view.announced:
        best = view.announced[-1]
        combos = tuple(c for c in view.announced if (c.seat & 1) == (best.seat & 1))
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


class CardSearch:
    """One card decision: the root position facts, the sampler and the candidate cards."""

    def __init__(self, view: DealView, budget: Budget) -> None:
        """Read everything the search needs from ``view`` (which must be a card decision)."""
        assert view.trump is not None and view.taker is not None
        self.view = view
        self.budget = budget
        self.trump = trump = int(view.trump)
        self.seat = view.seat
        self.our_team = view.seat & 1
        self.attack = view.taker & 1
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
        self.diff, self.won = diff, won
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

    def world_scoring(self, hands: list[int]) -> Scoring:
        """The scoring with the belote this world implies."""
        team = belote_team(self.view, hands, self.trump)
        if team < 0:
            return self.scoring
        return self.scoring.with_belote(20 * (team == self.our_team), 20 * (team != self.our_team))

    def position(self, hands: list[int]) -> Position:
        """The root position in a sampled world."""
        return self.root.with_hands(hands)

    def diffs(self, position: Position, exact: bool) -> tuple[list[int], int]:
        """The final card diff after each candidate in one world, and the search nodes spent."""
        if exact:
            solver = Solver(position)
            return solver.values(self.candidates), solver.nodes
        out = []
        seat = position.to_play
        for card in self.candidates:
            after = position.copy()
            after.hands[seat] ^= 1 << card
            after.trick.append(card)
            out.append(playout(after, self.attack))
        return out, 0

    def likelihoods(self, worlds: list[list[int]]) -> list[float]:
        """How well each world explains the bids heard and (if the budget says so) the cards seen."""
        if self.budget.inference_pool <= 1:
            return [1.0] * len(worlds)
        model = BidModel(self.view)
        weights = [model.weight(hands) for hands in worlds]
        if self.budget.play_inference:
            play = PlayModel(self.view)
            logs = [play.log_weight(hands) for hands in worlds]
            top = max(logs)
            weights = [w * math.exp(log - top) for w, log in zip(weights, logs, strict=True)]
        return weights

    def worlds(self, count: int, rng: random.Random) -> list[list[int]]:
        """``count`` sampled worlds, resampled by how well they explain the bids and cards seen."""
        pool = max(1, self.budget.inference_pool)
        drawn = [self.sampler.sample(rng) for _ in range(count * pool)]
        if pool == 1:
            return drawn
        return resample(drawn, self.likelihoods(drawn), count, rng)

    def weighted_worlds(self, count: int, rng: random.Random) -> list[tuple[list[int], float]]:
        """The worlds to evaluate with their weights: late in the deal, when there are no more
        consistent worlds than ``count``, every one of them weighted by its likelihood (exact
        expectation); otherwise ``count`` resampled worlds of weight 1."""
        sampler = self.sampler
        if self.exact and self.budget.enumerate_endgames and 0 < sampler.count() <= count:
            every = sampler.enumerate()
            return list(zip(every, self.likelihoods(every), strict=True))
        return [(hands, 1.0) for hands in self.worlds(count, rng)]

    def world_values(self, count: int, rng: random.Random) -> Iterator[tuple[float, list[int], list[int]]]:
        """For each world to evaluate (see ``weighted_worlds``), after each candidate: the world's
        weight, the sheet value and the card diff."""
        nodes = 0
        seen: dict[tuple[bool, tuple[int, ...]], tuple[list[int], int]] = {}
        for hands, weight in self.weighted_worlds(count, rng):
            exact = self.exact and nodes < self.budget.nodes
            key = (exact, tuple(hands))  # resampling repeats likely worlds: evaluate each once
            if key not in seen:
                seen[key] = self.diffs(self.position(hands), exact)
            values, spent = seen[key]
            nodes += spent
            scoring = self.world_scoring(hands)
            yield weight, [scoring.sheet(value) for value in values], values

    def run(self, rng: random.Random) -> int:
        """The chosen card index: best average sheet value, then best average card diff."""
        candidates = self.candidates
        if len(candidates) == 1:
            return candidates[0]
        budget = self.budget
        worlds = max(1, min(budget.worlds, budget.simulations // len(candidates)))
        sheet = [0.0] * len(candidates)
        raw = [0.0] * len(candidates)
        start = time.perf_counter()
        for weight, sheets, values in self.world_values(worlds, rng):
            for i, value in enumerate(values):
                sheet[i] += weight * sheets[i]
                raw[i] += weight * value
            if time.perf_counter() - start > budget.time_cap:
                break
        best = max(range(len(candidates)), key=lambda i: (sheet[i], raw[i], -i))
        return candidates[best]
