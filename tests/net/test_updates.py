"""Updates carry what changed: the rules, the seats, the draw and the score sheet only when they change,
and all of them to a connection that is new (a player coming back gets the whole state)."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from belote.net.client import TableClient, state_from_update
from belote.net.protocol import PARTS, BadMessage
from belote.net.table import Table, shared_rules
from belote.net.updates import Updates

from .conftest import QUICK, SECRET, Scripted, hosted, hosting, run_async, seat_two


def updates(player: Scripted) -> list[dict[str, Any]]:
    """The updates a scripted player received, decoded."""
    return [data for data in map(json.loads, player.received) if data["type"] == "update"]


@run_async
async def test_the_rules_draw_and_sheet_are_sent_only_when_they_change() -> None:
    table, token = hosted()
    async with hosting(table) as (_, address):
        host, friend = await seat_two(address, table, token)
        await asyncio.gather(host.run(), friend.run())
    match = table.match
    assert match is not None and match.over
    received = updates(friend)
    first = set(received[0])
    assert {"rules", "seats"} <= first and not {"draw", "sheet", "tricks"} & first  # the waiting room
    deals = sum(len(manche) for manche in match.history)
    assert sum("sheet" in data for data in received) == deals + 1  # at the start, then once per deal
    assert sum("draw" in data for data in received) == 1
    assert sum("rules" in data for data in received) == 2  # on joining, and as the partie starts
    assert sum("seats" in data for data in received) < len(received) / 10
    assert sum("tricks" in data for data in received) < len(received) / 3  # once a trick is complete
    last = friend.client.state
    assert last is not None and last.sheet == tuple(tuple(manche) for manche in match.history)
    assert last.rules == shared_rules(QUICK) and last.draw == tuple(tuple(row) for row in match.draw)
    assert last.view == match.deal.view(2)  # the bids and the tricks kept from update to update
    assert last.takers == tuple(tuple(row) for row in table.takers)  # who took, by name at the take
    assert sum("takers" in data for data in received) <= deals + 1  # at the start, then at each take


@run_async
async def test_a_player_coming_back_gets_the_whole_state_in_its_first_update() -> None:
    table, token = hosted()
    async with hosting(table) as (_, address):
        host, friend = await seat_two(address, table, token)

        def second_deal() -> bool:
            state = friend.client.state
            return state is not None and sum(len(m) for m in state.sheet) >= 1 and state.phase == "playing"

        host_task = asyncio.create_task(host.run())
        await friend.run(until=second_deal)
        await friend.client.close()
        for _ in range(100):
            if not table.seats[2].connected:
                break
            await asyncio.sleep(0.02)
        back = Scripted(await TableClient.resume(address, friend.client.token), seed=2)
        await back.step()
        first = updates(back)[0]
        assert set(PARTS) <= set(first)  # not a delta: everything
        state = state_from_update(first)  # needs nothing from before
        match = table.match
        assert match is not None
        assert state.sheet == tuple(tuple(manche) for manche in match.history)  # Léa's seat holds the deal
        assert state.view is not None and state.view.hand == match.deal.view(2).hand
        assert state.rules == shared_rules(QUICK) and state.seats[2].name == "Léa" and state.seats[2].here
        await asyncio.gather(host_task, back.run())
    assert back.client.state is not None and back.client.state.phase == "over"
    assert back.client.state.sheet == tuple(tuple(manche) for manche in match.history)


def first_update() -> tuple[dict[str, Any], dict[str, Any]]:
    """The host's first update of a partie to South: without the parts (a delta), and whole."""
    table = Table(rules=QUICK, seed=3, secret=SECRET)
    table.sit_host("Hôte")
    table.start()
    public = table.public()
    private = json.loads("{" + table.private(0, public["deal"]["hand_sizes"][0]) + "}")
    delta = {"v": 2, "type": "update", "event": None, "table": public, **private}
    return delta, {**delta, **{name: json.loads(text()) for name, _, text in table.parts()}}


def test_an_update_without_the_parts_cannot_be_read_without_the_state_before() -> None:
    delta, whole = first_update()
    with pytest.raises(BadMessage):
        state_from_update(delta)
    before = state_from_update(whole)
    after = state_from_update(delta, before)
    assert after.rules == before.rules and after.sheet == before.sheet and after.draw == before.draw
    assert after.view == before.view


def test_who_took_each_deal_is_kept_between_updates_and_read_as_a_screen_may_show_it() -> None:
    """The takers' names come only when they change: an update without them keeps those before; a
    name with a terminal's escape keeps no control character; a malformed list is no update."""
    delta, whole = first_update()
    before = state_from_update({**whole, "takers": [["Hôte", "", "\x1b[2JLéa"]]})
    assert before.takers == (("Hôte", "", "Léa"),)  # the escape sequence out whole
    assert state_from_update(delta, before).takers == before.takers
    assert state_from_update({key: value for key, value in whole.items() if key != "takers"}).takers == ()
    for malformed in ("Léa", [["Léa", 3]], ["Léa"]):
        with pytest.raises(BadMessage):
            state_from_update({**whole, "takers": malformed})


def test_a_client_decoding_now_and_then_keeps_the_sheet_right_across_parties() -> None:
    table = Table(rules=QUICK, seed=8, secret=SECRET, hosted=False)  # 2 deals, then 4 (seed 0)
    for name in ("A", "B", "C", "D"):
        table.join(name)
    updates = Updates()
    every, now_and_then = None, None  # a client decoding every update, one decoding seldom
    kept: dict[str, Any] = {}
    first = 0  # deals of the first partie: the second one, on a new sheet, goes beyond
    for seed in (8, 0):
        table.seed = seed
        table.start()
        match = table.match
        assert match is not None
        while True:
            if table.phase == "summary":
                for seat in range(4):
                    table.ready(seat)
            elif table.phase == "playing":
                deal = match.deal
                table.act(deal.to_play or 0, str(deal.legal_actions()[-1]))
            ((_, text),) = updates.texts(table, {0: "connection"})
            data = json.loads(text)
            every = state_from_update(data, every)
            kept.update((name, data[name]) for name in PARTS if name in data)
            seldom = table.phase == "over" or (first and sum(map(len, match.history)) >= first)
            if seldom:  # not before the new sheet is as long as the last one
                now_and_then = state_from_update({**data, **kept}, now_and_then)
                kept.clear()
                assert now_and_then.sheet == tuple(tuple(manche) for manche in match.history)
            assert every.sheet == tuple(tuple(manche) for manche in match.history)
            if table.phase == "over":
                break
        first = first or sum(map(len, match.history))
    assert every is not None and every.partie == 2 and sum(map(len, every.sheet)) > first > 1


def test_the_seats_say_who_has_read_the_deals_summary_and_an_older_host_says_nobody() -> None:
    """During a deal's summary each seat says whether its player has read it (the next deal waits
    for the players here who have not); the seats from a host that does not say it read as not yet."""
    table = Table(rules=QUICK, seed=3, secret=SECRET)
    table.sit_host("Hôte")
    table.seats[0].connected = True
    table.join("Léa")
    table.seats[2].connected = True
    table.start()
    assert table.match is not None
    deal = table.match.deal
    while deal.phase != "done":
        table.act(deal.to_play or 0, str(deal.legal_actions()[0]))
    assert not table.ready(2)  # the host still reads it

    def state(parts: dict[str, Any]) -> list[bool]:
        public = table.public()
        private = json.loads("{" + table.private(0, public["deal"]["hand_sizes"][0]) + "}")
        data = {"v": 2, "type": "update", "event": None, "table": public, **private, **parts}
        return [seat.ready for seat in state_from_update(data).seats]

    parts = {name: json.loads(text()) for name, _, text in table.parts()}
    assert [seat["ready"] for seat in parts["seats"]] == [False, False, True, False]
    assert state(parts) == [False, False, True, False]
    older = {**parts, "seats": [{k: v for k, v in seat.items() if k != "ready"} for seat in parts["seats"]]}
    assert state(older) == [False] * 4
    assert table.ready(0) and table.phase == "playing"  # dealt: nobody is reading a summary now
    parts = {name: json.loads(text()) for name, _, text in table.parts()}
    assert state(parts) == [False] * 4
