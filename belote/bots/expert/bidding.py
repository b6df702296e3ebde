"""Bidding by simulation: deal out sampled completions and play each candidate trump to the end.

For every sampled completion (the other hands and the 11 cards dealt after the take), each
candidate trump is played out with the fast playout policy and scored with the deal scoring; the
same worlds serve every candidate, so their comparison is not blurred by the luck of the deal.
Passing is valued at a fixed estimate (what letting the others bid is worth on average).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from belote.bots.expert.budget import Budget
from belote.bots.expert.playout import playout
from belote.bots.expert.position import Position, card_list
from belote.bots.expert.scoring import Scoring
from belote.engine import PASS, Action, Take
from belote.engine.fast import ALL_CARDS

if TYPE_CHECKING:
    from belote.engine import DealView

PASS_VALUE = 0.0
"""Estimated sheet points (ours minus theirs) of passing: others may take, for or against us."""


def deal_completion(view: DealView, rng: random.Random) -> list[int]:
    """Four full 8-card hands in which the viewer takes: its 5 cards, the turned one and 2 more."""
    mine = 0
    for card in view.hand:
        mine |= 1 << card.index
    turned = 1 << view.turned.index
    unknown = card_list(ALL_CARDS & ~mine & ~turned)
    rng.shuffle(unknown)
    hands = [0, 0, 0, 0]
    hands[view.seat] = mine | turned | (1 << unknown[0]) | (1 << unknown[1])
    others = [s for s in range(4) if s != view.seat]
    for j, seat in enumerate(others):
        for index in unknown[2 + 8 * j : 10 + 8 * j]:
            hands[seat] |= 1 << index
    return hands


def take_values(view: DealView, suits: list[int], budget: Budget, rng: random.Random) -> list[float]:
    """The average sheet value (ours minus theirs) of taking with each suit in ``suits``."""
    our_team = view.seat & 1
    leader = (view.dealer + 1) & 3
    scoring = Scoring(taker_is_us=True)
    totals = [0] * len(suits)
    worlds = max(1, budget.bid_worlds)
    for _ in range(worlds):
        hands = deal_completion(view, rng)
        for i, trump in enumerate(suits):
            position = Position(
                list(hands), trump, leader, [], our_team, must_undertrump=view.rules.must_undertrump
            )
            diff = playout(position, our_team)
            pair = (1 << (trump * 8 + 5)) | (1 << (trump * 8 + 6))
            belote = next((s & 1 for s in range(4) if hands[s] & pair == pair), -1)
            world = scoring
            if belote >= 0:
                world = scoring.with_belote(20 * (belote == our_team), 20 * (belote != our_team))
            totals[i] += world.sheet(diff)
    return [total / worlds for total in totals]


def choose_bid(view: DealView, budget: Budget, rng: random.Random) -> Action:
    """Take with the suit of best simulated value if it beats passing, else pass."""
    takes = [action for action in view.legal if isinstance(action, Take)]
    if not takes:
        return PASS
    suits = [int(action.suit) for action in takes]
    values = take_values(view, suits, budget, rng)
    best = max(range(len(suits)), key=lambda i: (values[i], -i))
    if values[best] > PASS_VALUE:
        return takes[best]
    return PASS
