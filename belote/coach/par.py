"""The par of a deal: what the takers make when all four play perfectly with every hand known.

The bidding, announces and belote stay as they were; the card play from the first trick is solved
exactly by the expert's double-dummy alpha-beta, driven by null-window searches (started from the
result as played) that share its transposition tables, then scored by the engine's own scoring.
"""

from __future__ import annotations

import gc
from dataclasses import dataclass

from belote.bots.expert.playout import playout
from belote.bots.expert.position import Position
from belote.bots.expert.scoring import CAPOT, card_split
from belote.bots.expert.solver import Solver
from belote.coach.record import DealRecord, start
from belote.engine import Deal, DealResult, Play, mask_of
from belote.engine.fast import POINTS
from belote.engine.records import score_deal


@dataclass(frozen=True, slots=True)
class Par:
    """The double-dummy result of a deal against what happened."""

    taker: int
    par: DealResult
    actual: DealResult
    nodes: int

    @property
    def taker_points(self) -> tuple[int, int]:
        """The takers' card points (dix de der included): with perfect play, and as played."""
        team = self.taker & 1
        return self.par.card_points[team], self.actual.card_points[team]


def card_diff(result: DealResult, team: int) -> int:
    """``team``'s card points minus the other's in ``result``, a capot counting 252 to 0 (the value
    the solver gives a deal)."""
    if result.capot is not None:
        return CAPOT if result.capot == team else -CAPOT
    return result.card_points[team] - result.card_points[1 - team]


def position_of(deal: Deal, team: int) -> Position:
    """The deal's state as a perfect-information position from ``team``'s side: the hands, the
    trick in progress, and the card points and tricks won so far."""
    assert deal.trump is not None
    trump = int(deal.trump)
    points = POINTS[trump]
    diff, won = 0, 0
    for trick in deal.tricks:
        assert trick.winner is not None
        taken = sum(points[card.index] for card in trick.cards)
        winner = trick.winner & 1
        diff += taken if winner == team else -taken
        won |= 1 << winner
    current = deal.current_trick
    hands = [mask_of(hand) for hand in deal.hands]
    on_table = [card.index for card in current.cards]
    return Position(hands, trump, current.leader, on_table, team, diff, won, deal.rules.must_undertrump)


def solve(position: Position, guess: int | None = None) -> tuple[int, int]:
    """The exact final card diff of ``position`` for its team, and the nodes searched.

    ``guess`` (by default a playout's result) only decides where the null-window searches start.
    """
    solver = Solver(position)
    if guess is None:
        guess = playout(position.copy(), position.our_team)
    collecting = gc.isenabled()
    gc.disable()  # the search makes millions of short-lived objects: cyclic collections would walk its tables
    try:
        return solver.value(guess), solver.nodes
    finally:
        if collecting:
            gc.enable()


def par(record: DealRecord) -> Par | None:
    """The par of a finished deal with a contract (None for a redeal or an unfinished deal)."""
    result = record.result
    deal = start(record)
    for action in record.actions:
        if isinstance(action, Play):
            break
        deal.apply(action)
    if result is None or result.redeal or deal.phase != "playing" or deal.taker is None:
        return None
    trump = deal.trump
    assert trump is not None
    team = deal.taker & 1
    played = card_diff(result, team)  # the result as played: usually near the par
    diff, nodes = solve(position_of(deal, team), played)
    ours, theirs = card_split(diff)  # the takers' side first
    cards = [ours, theirs] if team == 0 else [theirs, ours]
    won = [8 if points else 0 for points in cards] if abs(diff) == CAPOT else [1, 1]
    solved = score_deal(
        deal.taker,
        trump,
        (cards[0], cards[1]),
        (won[0], won[1]),
        result.announces,
        result.belote,
    )
    return Par(deal.taker, solved, result, nodes)
