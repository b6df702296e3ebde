"""Inference from the bidding: how likely each sampled world makes the bids that were heard.

A seat that passed rarely holds a hand worth taking; the taker usually does. The likelihood uses
the club valuation of :func:`belote.bots.bidding.hand_value` on the seat's whole hand in the world
(what it holds now plus what it played), with a logistic fitted on random deals to how often a
hand of that final value was worth a take on its first five cards and the turned one.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

from belote.bots.bidding import hand_value
from belote.engine import Take

if TYPE_CHECKING:
    from belote.engine import DealView

TAKE_CENTRE = 66.0
"""Final-hand value at which a take on the first five cards was a coin flip (round 1)."""
ROUND2_SHIFT = 4.0
"""Round 2 asks a little more of the named suit."""
TAKER_SHIFT = -4.0
"""The taker's final hand holds two unseen cards fewer: its value says more about the bid."""
SCALE = 11.0
"""Spread of the logistic (a final hand only partly reveals the five cards bid on)."""


def _take_probability(value: int, centre: float) -> float:
    return 1.0 / (1.0 + math.exp((centre - value) / SCALE))


class BidModel:
    """The bids of the other seats, turned into a weight for each sampled world."""

    def __init__(self, view: DealView) -> None:
        """Collect the other seats' bids and the cards each has played."""
        self.turned = view.turned.index
        self.turned_suit = self.turned >> 3
        self.taker = view.taker
        self.bids: list[tuple[int, int, int]] = []  # (seat, round, suit taken or -1)
        for index, (seat, action) in enumerate(view.bids):
            if seat != view.seat:
                suit = int(action.suit) if isinstance(action, Take) else -1
                self.bids.append((seat, 1 if index < 4 else 2, suit))
        self.played = [0, 0, 0, 0]
        for trick in (*view.tricks, view.current_trick):
            for i, card in enumerate(trick.cards):
                self.played[trick.seat_of(i)] |= 1 << card.index

    def weight(self, hands: list[int]) -> float:
        """Likelihood (up to a constant) of the heard bids if the hands are ``hands``."""
        weight = 1.0
        for seat, bid_round, suit in self.bids:
            hand = hands[seat] | self.played[seat] | 1 << self.turned
            if suit >= 0:
                shift = TAKER_SHIFT + (ROUND2_SHIFT if bid_round == 2 else 0.0)
                weight *= _take_probability(hand_value(hand, suit), TAKE_CENTRE + shift)
            elif bid_round == 1:
                value = hand_value(hand, self.turned_suit)
                weight *= 1.0 - _take_probability(value, TAKE_CENTRE)
            else:
                value = max(hand_value(hand, s) for s in range(4) if s != self.turned_suit)
                weight *= 1.0 - _take_probability(value, TAKE_CENTRE + ROUND2_SHIFT)
        return weight

    def log_weight(self, hands: list[int]) -> float:
        """The log of :meth:`weight` (never -inf: every factor is a logistic, never 0)."""
        return math.log(max(self.weight(hands), 1e-300))


def resample(
    worlds: list[list[int]], weights: list[float], count: int, rng: random.Random
) -> list[list[int]]:
    """``count`` worlds drawn in proportion to their weights (systematic resampling)."""
    total = sum(weights)
    if total <= 0:
        return worlds[:count]
    step = total / count
    point = rng.random() * step
    out: list[list[int]] = []
    cumulative = 0.0
    for world, weight in zip(worlds, weights, strict=True):
        cumulative += weight
        while point < cumulative and len(out) < count:
            out.append(world)
            point += step
    while len(out) < count:  # rounding at the very end
        out.append(worlds[-1])
    return out
