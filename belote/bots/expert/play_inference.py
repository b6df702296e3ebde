"""Inference from the card play: how likely each sampled world makes the cards the others chose.

Each past card of another seat is replayed in the world: the seat's hand at that moment is what
it holds in the world plus what it has played since, and a model of its policy says how likely
the card it chose was. The model is the heuristic's card play (:func:`heuristic_card`, without
inference) with noise: the predicted card, or one as good in the same suit and points, with
probability ``1 - noise``, any legal card otherwise. A world where a seat would have had to
play very differently from what it did becomes unlikely: a 10 thrown under the partner's trick
while holding a small card, a suit not led while holding its master, a low trump played when a
higher one would have won.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from belote.bots.play import heuristic_card
from belote.engine.fast import POINTS, legal_mask

if TYPE_CHECKING:
    from belote.engine import DealView

PLAY_NOISE = 0.6
"""Probability that a seat's card is not the model's (any legal card then, uniformly)."""

CLUB_NOISE = 0.05
"""The noise of an opponent that plays as the model: the model names the heuristic's own card, or
one of the same suit and points, in 98% of its choices (docs/bots.md, *Seventh round*)."""


class PlayModel:
    """The other seats' past cards, turned into a weight for each sampled world."""

    __slots__ = (
        "cache",
        "decisions",
        "later",
        "must_undertrump",
        "noise",
        "partner",
        "partner_noise",
        "tables",
        "taker",
        "trump",
    )

    def __init__(self, view: DealView, noise: float = PLAY_NOISE, partner_noise: float | None = None) -> None:
        """Collect every card another seat chose: the trick before it and what was gone then.
        ``partner_noise`` (default ``noise``) is the noise of the viewer's partner's cards."""
        assert view.trump is not None and view.taker is not None
        self.trump = int(view.trump)
        self.taker = view.taker
        self.must_undertrump = view.rules.must_undertrump
        self.noise = noise
        self.partner = view.seat ^ 2
        self.partner_noise = noise if partner_noise is None else partner_noise
        # (seat, trick before the card, cards gone before the trick, the card, index in the order)
        self.decisions: list[tuple[int, tuple[int, ...], int, int, int]] = []
        order: list[tuple[int, int]] = []  # every card played, in order, with its seat
        gone = 0
        for trick in (*view.tricks, view.current_trick):
            cards = [card.index for card in trick.cards]
            for i, card in enumerate(cards):
                seat = trick.seat_of(i)
                if seat != view.seat:
                    self.decisions.append((seat, tuple(cards[:i]), gone, card, len(order)))
                order.append((seat, card))
            for card in cards:
                gone |= 1 << card
        # later[k][seat]: the cards ``seat`` played from the k-th card of the deal on
        self.later: list[list[int]] = [[0, 0, 0, 0] for _ in range(len(order) + 1)]
        for k in range(len(order) - 1, -1, -1):
            seat, card = order[k]
            self.later[k] = list(self.later[k + 1])
            self.later[k][seat] |= 1 << card
        self.cache: dict[tuple[int, int], int] = {}  # (decision, hand then) -> code of the choice
        self.tables: dict[float, list[float]] = {}

    def log_weight(self, hands: list[int], noise: float | None = None) -> float:
        """Log-likelihood (up to a constant) of the others' past cards if the hands are ``hands``;
        ``noise`` (default the model's) is the opponents' noise, the partner's staying its own."""
        opponents = self._table(self.noise if noise is None else noise)
        partner = self._table(self.partner_noise)
        total = 0.0
        cache, later = self.cache, self.later
        for i, (seat, trick, gone, card, k) in enumerate(self.decisions):
            hand = hands[seat] | later[k][seat]
            code = cache.get((i, hand))
            if code is None:
                code = cache[i, hand] = self._choice(seat, hand, trick, gone, card)
            total += (partner if seat == self.partner else opponents)[code]
        return total

    def _table(self, noise: float) -> list[float]:
        """The log factor of a choice by its code (see ``_choice``) at ``noise``."""
        table = self.tables.get(noise)
        if table is None:
            table = [0.0] * 4
            for count in range(2, 33):
                table.append(math.log(noise / count))
                table.append(math.log(1.0 - noise + noise / count))
            table = self.tables[noise] = table
        return table

    def _choice(self, seat: int, hand: int, trick: tuple[int, ...], gone: int, card: int) -> int:
        """What the model says of ``seat`` holding ``hand`` choosing ``card``, as a code: twice its
        legal cards' count, plus one when the card is the model's (a forced card's code is 0 or 2)."""
        trump, mu = self.trump, self.must_undertrump
        count = legal_mask(hand, trick, trump, mu).bit_count()
        if count <= 1:
            return 2 * count
        predicted = heuristic_card(hand, trick, trump, seat, self.taker, gone, None, mu)
        points = POINTS[trump]
        match = predicted == card or (predicted >> 3 == card >> 3 and points[predicted] == points[card])
        return 2 * count + match

    def _log_factor(self, seat: int, hand: int, trick: tuple[int, ...], gone: int, card: int) -> float:
        """Log-probability that ``seat`` holding ``hand`` chose ``card`` (0 when it was forced)."""
        noise = self.partner_noise if seat == self.partner else self.noise
        return self._table(noise)[self._choice(seat, hand, trick, gone, card)]

    def club_probability(self, worlds: list[list[int]], weights: list[float], prior: float) -> float:
        """How likely it is that the opponents play as the model's club player (noise ``CLUB_NOISE``)
        rather than as it reads them (its own noise), from their past cards: ``prior`` updated by the
        likelihoods of those cards averaged over ``worlds`` weighted by ``weights`` (the bids)."""
        club = [self.log_weight(hands, CLUB_NOISE) for hands in worlds]
        other = [self.log_weight(hands) for hands in worlds]
        top = max(max(club), max(other))
        club_mass = sum(w * math.exp(v - top) for w, v in zip(weights, club, strict=True))
        other_mass = sum(w * math.exp(v - top) for w, v in zip(weights, other, strict=True))
        total = prior * club_mass + (1.0 - prior) * other_mass
        return prior * club_mass / total if total > 0.0 else prior

    def weight(self, hands: list[int]) -> float:
        """Likelihood (up to a constant) of the others' past cards if the hands are ``hands``."""
        return math.exp(self.log_weight(hands))


def likelihood_gain(
    log_weight: Callable[[list[int]], float], truth: list[int], uniform: list[list[int]]
) -> float:
    """How much more likely ``truth`` is under worlds weighted by ``exp(log_weight)`` than under
    uniform sampling, in nats: log w(truth) - log mean w, the mean over ``uniform`` sampler draws.

    Uniformly, each of the N consistent worlds has probability 1/N; weighted, ``truth`` has
    w(truth) / (N * mean w). Averaged over deals this is positive when the model is informative.
    """
    logs = [log_weight(hands) for hands in uniform]
    top = max(logs)
    log_mean = top + math.log(sum(math.exp(value - top) for value in logs) / len(logs))
    return log_weight(truth) - log_mean
