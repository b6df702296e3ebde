"""The host's bots on the empty and covered seats: they play only positions still theirs, and a bot
that fails never stops the table."""

from __future__ import annotations

import asyncio
import json
import logging
import threading
from collections.abc import Callable
from types import SimpleNamespace
from typing import ClassVar

import pytest

from belote.bots.expert.bot import MasterBot
from belote.bots.heuristic import HeuristicBot
from belote.engine import Action, DealView, Take
from belote.net.host import Host
from belote.net.protocol import PHRASE_FLOOR, PHRASE_GAP
from belote.net.table import Table

from .conftest import hosted, run_async


def léa_covered_at_her_turn() -> tuple[Table, str]:
    """The host (South, here) and Léa (North) at a table whose first bids were made up to Léa's
    turn; Léa has just quit, so a bot holds her seat. Returns the table and Léa's token."""
    table, _ = hosted()
    table.seats[0].connected = True
    seat, token = table.join("Léa")
    assert seat == 2
    table.start()
    assert table.match is not None
    deal = table.match.deal
    while deal.to_play != 2:
        table.act(deal.to_play or 0, "pass")
    table.leave(2, now=0.0, on_purpose=True)
    assert table.bot_to_play() == 2
    return table, token


async def until(reached: Callable[[], bool], seconds: float = 3.0) -> None:
    """Wait for ``reached()`` to hold (the host's bots play in the background)."""
    for _ in range(int(seconds / 0.02)):
        if reached():
            return
        await asyncio.sleep(0.02)
    raise AssertionError("never reached")


@run_async
async def test_a_player_back_during_the_bots_pause_at_her_seat_bids_herself_and_the_bots_play_on() -> None:
    table, token = léa_covered_at_her_turn()
    assert table.match is not None
    deal = table.match.deal
    host = Host(bot_delay=0.3)
    host.drive(table)  # the bot at Léa's seat waits its pause before bidding
    await asyncio.sleep(0.05)
    assert table.resume(token) == 2 and table.controller(2) == "player"
    bid = len(deal.actions)
    take = Take(deal.turned.suit)
    table.act(2, str(take))  # Léa, back, takes before the bot's pause is over
    host.drive(table)
    await until(lambda: len(deal.actions) > bid + 1 or deal.to_play == 0)
    driver = host.drivers[id(table)]
    assert not driver.done() or driver.exception() is None
    assert deal.actions[bid] == take and deal.taker == 2  # her own take, not the bot's choice
    assert len(deal.actions) > bid + 1 or deal.to_play == 0  # the bots played on to the host's turn


class Failing(HeuristicBot):
    """A bot whose every decision fails."""

    def choose(self, view: DealView) -> Take:
        raise RuntimeError("this bot fails")


@run_async
async def test_a_bot_that_fails_is_logged_and_its_seat_plays_the_first_legal_action(
    caplog: pytest.LogCaptureFixture,
) -> None:
    table, _ = léa_covered_at_her_turn()
    assert table.match is not None
    deal = table.match.deal
    table.bots[2] = Failing()
    first = deal.legal_actions()[0]
    bid = len(deal.actions)
    with caplog.at_level(logging.ERROR, "belote.net"):
        Host().drive(table)
        await until(lambda: len(deal.actions) > bid)
    assert deal.actions[bid] == first
    assert "bot at seat 2" in caplog.text and "this bot fails" in caplog.text


class WatchedMaster(MasterBot):
    """The master level, noting the thread each of its decisions runs in."""

    threads: ClassVar[list[int]] = []

    def choose(self, view: DealView) -> Action:
        WatchedMaster.threads.append(threading.get_ident())
        return super().choose(view)


class WatchedHeuristic(HeuristicBot):
    """The heuristic, noting the thread each of its decisions runs in."""

    threads: ClassVar[list[int]] = []

    def choose(self, view: DealView) -> Action:
        WatchedHeuristic.threads.append(threading.get_ident())
        return super().choose(view)


@run_async
async def test_a_master_bot_thinks_beside_the_hosts_loop_which_goes_on_serving_the_table() -> None:
    """The master may think for seconds: the host's loop (every connection, every table) must not
    wait on it, as it would not wait on the expert; a quick bot plays on the loop itself."""
    table, _ = léa_covered_at_her_turn()
    assert table.match is not None
    deal = table.match.deal
    table.bots[2] = WatchedMaster(seed=1)
    table.bots[3] = WatchedHeuristic(seed=1)
    bid = len(deal.actions)
    Host().drive(table)
    await until(lambda: len(deal.actions) > bid + 1 or deal.to_play == 0, seconds=20)
    loop_thread = threading.get_ident()
    assert WatchedMaster.threads and loop_thread not in WatchedMaster.threads
    assert WatchedHeuristic.threads and set(WatchedHeuristic.threads) == {loop_thread}


def test_the_host_drops_only_a_flood_of_phrases_from_one_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    """A seat's phrase closer than the host's floor to its last one is dropped (a flood); another
    seat's is not, nor one the floor apart. The floor is half the gap a client leaves between its
    phrases, so a phrase delayed on its way does not get the next one dropped."""
    said: list[str] = []
    now = [100.0]
    monkeypatch.setattr("belote.net.host.push", lambda _, text: said.append(text))
    monkeypatch.setattr("belote.net.host.time", SimpleNamespace(monotonic=lambda: now[0]))
    table, _ = hosted()
    host = Host()
    host.say(table, 2, "hello")
    now[0] += PHRASE_FLOOR - 0.01
    host.say(table, 2, "bye")  # too close: dropped
    host.say(table, 1, "bravo")  # another seat
    now[0] += 0.01
    host.say(table, 2, "thanks")  # the floor after « hello »
    assert [json.loads(text)["phrase"] for text in said] == ["hello", "bravo", "thanks"]
    assert PHRASE_FLOOR <= PHRASE_GAP / 2
