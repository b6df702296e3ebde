"""The review's verdict on whole deals: the expert's own play loses fewer expected points than the
heuristic's on the same arena deals (the 200-deal figure is in benchmarks/coach_bench.py)."""

from __future__ import annotations

import math

from belote.bots import BOTS
from belote.bots.arena import board_deal
from belote.bots.base import mix
from belote.bots.expert import Budget
from belote.coach import PlayedDeal, review
from belote.engine import Deal, Rules

BUDGET = Budget(worlds=16, simulations=10**9, nodes=60_000, bid_worlds=32, time_cap=math.inf)


def played(board: int, south: str) -> Deal:
    """Arena board ``board`` (seed 1) with ``south`` in seat 0 and heuristic bots elsewhere."""
    deal = board_deal(1, board, Rules())
    bots = [BOTS[south if seat == 0 else "heuristic"](seed=mix(1, board, seat)) for seat in range(4)]
    while deal.to_play is not None:
        seat = deal.to_play
        deal.apply(bots[seat].choose(deal.view(seat)))
    return deal


def test_the_review_finds_the_expert_play_costs_less_than_the_heuristic_play() -> None:
    loss = {}
    for south in ("expert", "heuristic"):
        reviews = [review(PlayedDeal.of(played(board, south)), 0, BUDGET) for board in range(8)]
        loss[south] = sum(r.total_loss for r in reviews)
        assert sum(len(r.decisions) for r in reviews) > 20  # enough decisions to compare
    assert loss["expert"] < loss["heuristic"]
