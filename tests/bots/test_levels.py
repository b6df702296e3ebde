"""The levels a player picks: the beginner's mistakes, the club player's exact last two tricks."""

from __future__ import annotations

import random

from belote.bots import BOTS, LEVELS, STRENGTH
from belote.bots.beginner import BeginnerBot
from belote.bots.club import ClubBot, provably_best
from belote.bots.heuristic import HeuristicBot
from belote.engine import PASS, Deal, DealView, Play, Take

STRESS_DEALS = 120


def views_near_the_end(deals: int) -> list[DealView]:
    """Card decisions with two cards in hand and a real choice, from deals the heuristic played."""
    views = []
    for seed in range(deals):
        rng = random.Random(seed)
        deal = Deal.shuffled(rng.randrange(2**32), rng.randrange(4))
        while deal.to_play is not None:
            seat = deal.to_play
            view = deal.view(seat)
            if deal.phase == "playing" and len(view.hand) == 2 and len(view.legal) > 1:
                views.append(view)
            deal.apply(HeuristicBot(seed=seat).choose(view))
    return views


def test_club_player_always_finds_the_card_best_in_every_world() -> None:
    """With two cards left, a card that no distribution of the unseen cards beats is always played."""
    checked = 0
    for view in views_near_the_end(STRESS_DEALS):
        best = provably_best(view)
        if not best:
            continue
        action = ClubBot(seed=1).choose(view)
        assert isinstance(action, Play)
        assert action.card.index in best
        checked += 1
    assert checked > 50


def test_club_player_bids_like_the_heuristic() -> None:
    """Only the card play near the end differs from the heuristic's: the bids are the same."""
    for seed in range(40):
        deal = Deal.shuffled(seed, seed % 4)
        view = deal.view(deal.to_play or 0)
        assert ClubBot(seed=seed).choose(view) == HeuristicBot(seed=seed).choose(view)


def test_beginner_misjudges_takes_both_ways() -> None:
    """Across seeds, the beginner takes hands the club player passes, and passes hands it takes."""
    rash = timid = 0
    for seed in range(300):
        deal = Deal.shuffled(seed, seed % 4)
        view = deal.view(deal.to_play or 0)
        club = HeuristicBot(seed=seed).choose(view)
        beginner = BeginnerBot(seed=seed).choose(view)
        rash += club == PASS and beginner != PASS
        timid += club != PASS and beginner == PASS
    assert rash > 5
    assert timid > 0


def test_beginner_never_takes_with_a_single_trump() -> None:
    """Hopeful as it is, the beginner takes only with two trumps at least, the turned card counted
    once picked up: in both bidding rounds, across many first and second bids."""
    takes = 0
    for seed in range(600):
        deal = Deal.shuffled(seed, seed % 4)
        for _ in range(8):  # every bid of both rounds until someone takes
            seat = deal.to_play
            if seat is None or deal.phase != "bidding":
                break
            view = deal.view(seat)
            action = BeginnerBot(seed=seed).choose(view)
            if isinstance(action, Take):
                trumps = [c for c in (*view.hand, view.turned) if c.suit == action.suit]
                assert len(trumps) >= 2, (seed, view.hand, view.turned, action)
                takes += 1
            deal.apply(action if action in view.legal else PASS)
    assert takes > 100  # the check ran on many takes


def test_levels_are_registered_with_their_measured_strength() -> None:
    """The levels a player picks are bots of the registry, each with its figure against the heuristic."""
    assert set(LEVELS) <= set(BOTS)
    assert set(STRENGTH) == set(LEVELS)
    figures = [STRENGTH[level] for level in LEVELS]
    assert figures == sorted(figures)  # weakest first
    assert figures[0] < 0 < figures[-1]
