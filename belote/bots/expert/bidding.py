"""Bidding by simulation: deal out sampled completions and play each choice to the end.

Each sampled world gives the other seats five cards and orders the eleven cards dealt after the
take. A world is weighted by how likely the others' passes heard so far are with those cards
(a soft version of the club valuation). Every candidate trump is played out with the fast playout
policy and scored with the deal scoring; passing is valued by letting the bidding go on with the
club valuation for the others (and as a proxy for the viewer's own second-round bid), then
playing out whatever contract results (nothing if all pass). The same worlds serve every choice.
"""

from __future__ import annotations

import math
import random
import time
from typing import TYPE_CHECKING

from belote.bots.bidding import FIRST_SEAT_BONUS, ROUND1_THRESHOLD, ROUND2_THRESHOLD, hand_value
from belote.bots.expert.playout import playout
from belote.bots.expert.position import Position
from belote.bots.expert.scoring import Scoring
from belote.engine import PASS, Action, Take
from belote.engine.fast import ALL_CARDS, SUIT_MASK, iter_cards

if TYPE_CHECKING:
    from belote.bots.expert.budget import Budget
    from belote.engine import DealView

PASS_SOFTNESS = 5.0
"""Spread of the logistic turning a hand value into a probability of taking (points of the
club valuation; the same 300 boards played with 1.5, 3 and 8 gave no measurable difference)."""


class BidWorld:
    """One sampled completion: everyone's five cards and the eleven cards dealt after the take."""

    def __init__(self, view: DealView, rng: random.Random) -> None:
        """Shuffle the unseen cards into the other hands and the rest of the deck."""
        mine = 0
        for card in view.hand:
            mine |= 1 << card.index
        self.turned = view.turned.index
        unknown = iter_cards(ALL_CARDS & ~mine & ~(1 << self.turned))
        rng.shuffle(unknown)
        self.five = [0, 0, 0, 0]
        self.five[view.seat] = mine
        others = [s for s in range(4) if s != view.seat]
        for j, seat in enumerate(others):
            for index in unknown[5 * j : 5 * j + 5]:
                self.five[seat] |= 1 << index
        self.rest = unknown[15:]

    def hands(self, taker: int) -> list[int]:
        """Full hands once ``taker`` took: the turned card and two more to it, three to the others."""
        hands = list(self.five)
        hands[taker] |= 1 << self.turned
        rest = iter(self.rest)
        for seat in range(4):
            for _ in range(2 if seat == taker else 3):
                hands[seat] |= 1 << next(rest)
        return hands


def club_bid(hand: int, turned: int, bid_round: int, first: bool) -> int:
    """The suit the club valuation takes with this five-card hand (-1: pass)."""
    hand |= 1 << turned
    bonus = FIRST_SEAT_BONUS if first else 0
    if bid_round == 1:
        return turned >> 3 if hand_value(hand, turned >> 3) + bonus >= ROUND1_THRESHOLD else -1
    suits = [s for s in range(4) if s != turned >> 3 and hand & SUIT_MASK[s]]
    if not suits:
        return -1
    best = max(suits, key=lambda s: (hand_value(hand, s), -s))
    return best if hand_value(hand, best) + bonus >= ROUND2_THRESHOLD else -1


def pass_likelihood(
    hand: int, turned: int, bid_round: int, first: bool, softness: float = PASS_SOFTNESS
) -> float:
    """How likely a seat with these five cards passes (a soft club valuation)."""
    hand |= 1 << turned
    bonus = FIRST_SEAT_BONUS if first else 0
    if bid_round == 1:
        margin = hand_value(hand, turned >> 3) + bonus - ROUND1_THRESHOLD
    else:
        margin = max(hand_value(hand, s) for s in range(4) if s != turned >> 3) + bonus
        margin -= ROUND2_THRESHOLD
    return 1.0 / (1.0 + math.exp(margin / softness))


class BidSearch:
    """One bidding decision evaluated over sampled worlds."""

    def __init__(self, view: DealView, softness: float = PASS_SOFTNESS) -> None:
        """Read the seat, the dealer, the bids so far and the rules from ``view``; ``softness`` is
        how loosely the passes heard are read (see :data:`PASS_SOFTNESS`)."""
        self.view = view
        self.softness = softness
        self.seat = view.seat
        self.our_team = view.seat & 1
        self.first = (view.dealer + 1) & 3
        self.turned = view.turned.index
        self.mu = view.rules.must_undertrump

    def weight(self, world: BidWorld) -> float:
        """Likelihood of the passes heard so far given the world's five-card hands."""
        weight = 1.0
        for index, (seat, _) in enumerate(self.view.bids):
            if seat != self.seat:
                bid_round = 1 if index < 4 else 2
                first = seat == self.first
                weight *= pass_likelihood(world.five[seat], self.turned, bid_round, first, self.softness)
        return weight

    def played_diff(self, hands: list[int], taker: int, trump: int) -> int:
        """Our card diff once the deal with these hands is played out (the fast playout policy)."""
        position = Position(hands, trump, self.first, [], self.our_team, must_undertrump=self.mu)
        return playout(position, taker & 1)

    def contract_value(self, world: BidWorld, taker: int, trump: int) -> int:
        """Our sheet points minus theirs when ``taker`` plays with ``trump`` in this world."""
        hands = world.hands(taker)
        diff = self.played_diff(hands, taker, trump)
        pair = (1 << (trump * 8 + 5)) | (1 << (trump * 8 + 6))
        belote = next((s & 1 for s in range(4) if hands[s] & pair == pair), -1)
        scoring = Scoring((taker & 1) == self.our_team)
        if belote >= 0:
            ours = belote == self.our_team
            scoring = scoring.with_belote(20 * ours, 20 * (not ours))
        return scoring.sheet(diff)

    def pass_value(self, world: BidWorld) -> int:
        """Our sheet value if we pass and the others bid by the club valuation."""
        mine = (self.seat - self.first) & 3
        later = [(self.first + k) & 3 for k in range(mine + 1, 4)]
        turns = [(seat, self.view.bidding_round) for seat in later]
        if self.view.bidding_round == 1:
            turns += [((self.first + k) & 3, 2) for k in range(4)]
        for seat, turn_round in turns:
            suit = club_bid(world.five[seat], self.turned, turn_round, seat == self.first)
            if suit >= 0:
                return self.contract_value(world, seat, suit)
        return 0

    def choose(self, budget: Budget, rng: random.Random) -> Action:
        """Take with the suit of best weighted value if it beats passing (less the budget's take
        margin per world), else pass."""
        takes = [action for action in self.view.legal if isinstance(action, Take)]
        if not takes:
            return PASS
        suits = [int(action.suit) for action in takes]
        totals = [0.0] * len(suits)
        passing = 0.0
        weights = 0.0
        deadline = time.perf_counter() + budget.time_cap
        for number in range(max(1, budget.bid_worlds)):
            if number and time.perf_counter() > deadline:
                break
            world = BidWorld(self.view, rng)
            weight = self.weight(world)
            if weight < 1e-9:
                continue
            weights += weight
            for i, trump in enumerate(suits):
                totals[i] += weight * self.contract_value(world, self.seat, trump)
            passing += weight * self.pass_value(world)
        best = max(range(len(suits)), key=lambda i: (totals[i], -i))
        if totals[best] > passing - budget.take_margin * weights:
            return takes[best]
        return PASS


def choose_bid(view: DealView, budget: Budget, rng: random.Random) -> Action:
    """The expert's bid for ``view`` (a bidding decision)."""
    return BidSearch(view, budget.pass_softness).choose(budget, rng)
