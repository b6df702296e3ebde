"""The duplicate challenge: the same deck, bots and seeds replay the recorded deal exactly."""

from __future__ import annotations

import subprocess
import sys
import time

from belote.bots import BOTS
from belote.coach import CoachPool, PlayedDeal, duplicate, par
from belote.coach.pool import _Plain
from belote.coach.record import start
from belote.engine import Deal, Play

PLAYERS = {1: ("heuristic", 11), 2: ("heuristic", 12), 3: ("heuristic", 13)}


def played_by_the_expert(seed: int) -> Deal:
    """A deal with the expert (seeded 10) in South and the heuristic bots of ``PLAYERS``."""
    bots = {seat: BOTS[level](seed=s) for seat, (level, s) in PLAYERS.items()}
    bots[0] = BOTS["expert"](seed=10)
    deal = Deal.shuffled(seed, seed % 4)
    while deal.to_play is not None:
        seat = deal.to_play
        deal.apply(bots[seat].choose(deal.view(seat)))
    return deal


def test_duplicate_of_the_expert_own_deal_reproduces_its_result() -> None:
    for seed in (2, 5):
        deal = played_by_the_expert(seed)
        replayed = duplicate(PlayedDeal.of(deal), 0, "expert", players=PLAYERS, seed=10)
        assert replayed.result == deal.result and replayed.divergence is None  # nowhere otherwise


def test_the_pool_replays_and_solves_in_other_processes_with_the_same_results() -> None:
    deal = played_by_the_expert(2)
    pool = CoachPool()
    try:
        future = pool.duplicate(PlayedDeal.of(deal), 0, "expert", players=PLAYERS, seed=10)
        assert future.result(timeout=120).result == deal.result
        assert pool.par(PlayedDeal.of(deal)).result(timeout=120) == par(PlayedDeal.of(deal))
    finally:
        pool.shutdown()


def test_the_plain_form_sent_to_the_other_processes_gives_back_the_same_deal() -> None:
    """Card and action codes are all the pool sends: read back, they are the deal as it was played."""
    record = PlayedDeal.of(played_by_the_expert(5))
    assert _Plain.of(record).record() == record


def test_the_coachs_processes_step_aside_for_the_game() -> None:
    """Each of the pool's processes lowers its own priority by 10 (19, the lowest, at most), so the
    table stays quick while the coach works; checked in a child process, not in the tests' own."""
    code = (
        "import os; from belote.coach.pool import _lower_priority as low; "
        "b = os.nice(0); low(); print(b, os.nice(0))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    before, after = map(int, out.split())
    assert after == min(19, before + 10)


def test_another_player_in_the_seat_changes_only_that_seat_play() -> None:
    deal = played_by_the_expert(5)
    other = duplicate(PlayedDeal.of(deal), 0, "random", players=PLAYERS, seed=3).result
    assert other.redeal or other.taker is not None
    assert duplicate(PlayedDeal.of(deal), 0, "random", players=PLAYERS, seed=3).result == other


def test_the_replay_names_the_first_action_where_the_bot_in_the_seat_did_otherwise() -> None:
    """Until the bot in the seat first plays otherwise, the replay is the deal as played (the others'
    bots and seeds are the table's); the divergence names that action, the seat, the table's action
    there, the bot's, and the trick it fell in (0 in the bidding)."""
    for seed in (3, 5, 8):  # in the bidding (3), in the card play (5, 8)
        record = PlayedDeal.of(played_by_the_expert(seed))
        divergence = duplicate(record, 0, "random", players=PLAYERS, seed=3).divergence
        assert divergence is not None and divergence.seat == 0
        random_bot, deal = BOTS["random"](seed=3), start(record)
        for action in record.actions[: divergence.step]:
            if deal.to_play == 0:  # every earlier choice of the seat's bot was the table's
                assert random_bot.choose(deal.view(0)) == action
            deal.apply(action)
        assert deal.to_play == 0 and record.actions[divergence.step] == divergence.played
        assert random_bot.choose(deal.view(0)) == divergence.replayed != divergence.played
        cards = sum(isinstance(action, Play) for action in deal.actions)
        assert divergence.trick == (0 if deal.phase == "bidding" else cards // 4 + 1)
        assert divergence.bidding_round == deal.bidding_round


def test_shutting_the_pool_down_stops_the_work_under_way_so_quitting_never_waits_for_it() -> None:
    """A replay or a par still being computed when the player quits is dropped: its worker process
    ends at once instead of keeping the program alive, screen blank, until the work is done."""
    pool = CoachPool()
    future = pool._pool("par").submit(time.sleep, 30)
    deadline = time.monotonic() + 60
    while not future.running() and time.monotonic() < deadline:
        time.sleep(0.05)
    workers = list(pool._pool("par")._processes.values())
    assert workers
    pool.shutdown()
    # The executor's own thread reaps the workers too: whichever of it and this test waits second
    # sees no child, so the test polls until the exit is recorded rather than trusting one join.
    deadline = time.monotonic() + 10
    while any(worker.is_alive() for worker in workers) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert all(worker.exitcode is not None for worker in workers)
