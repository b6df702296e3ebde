"""A real host and real clients over 127.0.0.1: whole parties, drop-outs, intruders and junk."""

from __future__ import annotations

import asyncio
import json
import time
from unittest.mock import patch

import pytest
from websockets.asyncio.client import connect
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from belote.engine import Play, Rules, parse_action
from belote.net import client as client_module
from belote.net.access import Throttle
from belote.net.client import ANSWER_TIMEOUT, JoinRefused, TableClient
from belote.net.codec import view_json
from belote.net.host import UNREADABLE
from belote.net.protocol import VERSION

from .conftest import Scripted, hosted, hosting, run_async, seat_two
from .leaks import deals_of, leaks


@run_async
async def test_a_whole_partie_with_two_players_and_two_bots_and_no_card_leaks() -> None:
    table, token = hosted(Rules(target=300, manches=1, announces=True))
    async with hosting(table) as (_, address):
        host, friend = await seat_two(address, table, token)
        assert (host.client.seat, friend.client.seat) == (0, 2)
        await asyncio.gather(host.run(), friend.run())
    match = table.match
    assert match is not None and match.over and table.phase == "over"
    for player in (host, friend):
        state = player.client.state
        assert state is not None and state.phase == "over"
        assert state.scores == match.scores and state.winner == match.winner
        assert state.sheet == tuple(tuple(manche) for manche in match.history)
        assert player.refusals == []
    saved = match.to_json()
    assert leaks(host.received, 0, saved) == []
    assert leaks(friend.received, 2, saved) == []
    events = [json.loads(raw).get("event") or {} for raw in friend.received]
    assert any("announce" in event.get("action", "") for event in events)  # hidden cards were at stake


@run_async
async def test_the_leak_check_catches_a_card_sent_to_the_wrong_seat() -> None:
    table, token = hosted()
    async with hosting(table) as (_, address):
        host, friend = await seat_two(address, table, token)
        await asyncio.gather(host.run(), friend.run())
    assert table.match is not None
    saved = table.match.to_json()
    assert leaks(host.received, 1, saved)  # South's messages, checked as if West had received them
    # what a bot played for a player away may name that seat's cards, never another's
    trick = next(deal.tricks[0] for deal in deals_of(saved) if deal.tricks)
    card_of = {trick.seat_of(i): str(card) for i, card in enumerate(trick.cards)}

    def told(card: str) -> str:
        return json.dumps({"v": VERSION, "type": "played_for", "actions": [f"play {card}"], "more": False})

    assert leaks([told(card_of[0])], 0, saved) == []
    assert leaks([told(card_of[1])], 0, saved) == [(0, {card_of[1]})]


@run_async
async def test_a_player_who_drops_mid_trick_gets_the_seat_back_where_the_partie_stands() -> None:
    table, token = hosted()
    async with hosting(table) as (host_server, address):
        host, friend = await seat_two(address, table, token)

        def mid_trick() -> bool:
            state = friend.client.state
            return state is not None and state.view is not None and len(state.view.current_trick.cards) == 2

        host_task = asyncio.create_task(host.run())
        await friend.run(until=mid_trick)
        await friend.client.close()
        back = Scripted(await TableClient.resume(address, friend.client.token), seed=2)
        assert back.client.seat == 2
        await back.step()
        state = back.client.state
        assert table.match is not None and state is not None and state.view is not None
        assert view_json(state.view) == view_json(table.match.deal.view(2))  # the table waited for Léa
        await asyncio.gather(host_task, back.run())
        assert table.phase == "over" and host_server.dropped == 0


@run_async
async def test_past_the_timeout_a_bot_plays_for_the_absent_then_hands_the_seat_back() -> None:
    table, token = hosted(away_timeout=0.2)
    async with hosting(table, bot_delay=0.02) as (_, address):  # the partie lasts until Léa is back
        host, friend = await seat_two(address, table, token)
        host_task = asyncio.create_task(host.run())
        await friend.client.close()
        assert table.match is not None
        start = len(table.match.deal.actions)
        while table.controller(2) != "bot":
            await asyncio.sleep(0.05)
        while not any(seat == 2 for seat, _ in table.match.deal.bids) and table.match.deal is not None:
            await asyncio.sleep(0.02)  # the bot speaks for North
        assert len(table.match.deal.actions) > start
        back = Scripted(await TableClient.resume(address, friend.client.token), seed=2)
        assert table.controller(2) == "player"
        await asyncio.gather(host_task, back.run())
        moved = [json.loads(raw)["event"] for raw in back.received if '"event":{' in raw]
        assert any(event["seat"] == 2 for event in moved)  # Léa played again once back


@run_async
async def test_a_player_who_leaves_on_purpose_is_played_by_a_bot_at_once_and_keeps_the_seat() -> None:
    """Quitting the table (not a dropped connection) hands the seat to a bot at once, without the
    away timeout (a minute here); the player still comes back to it."""
    table, token = hosted(away_timeout=60.0)
    async with hosting(table, bot_delay=0.02) as (_, address):
        host, friend = await seat_two(address, table, token)
        host_task = asyncio.create_task(host.run())
        assert table.controller(2) == "player"
        await friend.client.leave()
        for _ in range(100):  # 2 s at most: the bot is there long before the minute is up
            if table.controller(2) == "bot":
                break
            await asyncio.sleep(0.02)
        assert table.controller(2) == "bot" and table.seats[2].taken
        back = Scripted(await TableClient.resume(address, friend.client.token), seed=2)
        assert back.client.seat == 2 and table.controller(2) == "player"
        await asyncio.gather(host_task, back.run())


@run_async
async def test_a_friend_who_quits_the_waiting_room_frees_her_seat_for_the_next_to_come() -> None:
    """Before the start nothing is played: Léa quitting the room frees her seat (her key no longer
    opens it), and the next friend with the code sits there, the code unchanged."""
    table, _ = hosted()
    async with hosting(table) as (_, address):
        lea = await TableClient.join(address, table.code, "Léa")
        seat = lea.seat
        await lea.leave()
        for _ in range(100):
            if not table.seats[seat].taken:
                break
            await asyncio.sleep(0.02)
        assert not table.seats[seat].taken
        with pytest.raises(JoinRefused) as gone:
            await TableClient.resume(address, lea.token)
        assert gone.value.rule == "bad_token"
        zoe = await TableClient.join(address, table.code, "Zoé")
        assert zoe.seat == seat and table.seats[seat].name == "Zoé"
        await zoe.close()


@run_async
async def test_a_player_back_is_told_what_a_bot_played_for_her_while_she_was_away() -> None:
    """Léa quits mid-partie and a bot plays her seat; back at it, she gets the bids and cards the bot
    chose for her, in their order, and the host forgets them once told."""
    table, token = hosted(away_timeout=60.0)
    told: list[list[str]] = []
    telling = table.told_back

    def spy(seat: int) -> list[str]:
        played = telling(seat)
        if seat == 2:
            told.append(played)
        return played

    table.told_back = spy  # type: ignore[method-assign]
    async with hosting(table, bot_delay=0.02) as (_, address):
        host, friend = await seat_two(address, table, token)
        host_task = asyncio.create_task(host.run())
        await friend.client.leave()
        for _ in range(300):  # the bot at her seat plays twice at least
            if len(table.seats[2].played_for) >= 2:
                break
            await asyncio.sleep(0.02)
        back = await TableClient.resume(address, friend.client.token)
        for _ in range(50):
            data = await back.receive()
            if data["type"] == "played_for":
                break
        else:
            raise AssertionError("no word of what the bot played")
        (played,) = told[-1:]
        assert len(played) >= 2 and data["actions"] == played[-8:] and data["more"] == (len(played) > 8)
        assert all(parse_action(text) for text in played)  # actions as the engine writes them
        assert table.seats[2].played_for == []
        await back.close()
        host_task.cancel()


@run_async
async def test_a_code_no_table_has_is_refused_as_a_wrong_code_without_asking_the_host() -> None:
    """A code longer than any table's (or empty) is said to be a wrong code, as the host would say
    of a code of the right length; asked, the host could only hang up (« the table closed the
    connection »), which says nothing about the code."""
    table, _ = hosted()
    async with hosting(table) as (_, address):
        for code in ("A" * 17, ""):
            with pytest.raises(JoinRefused) as refused:
                await TableClient.join(address, code, "Eve")
            assert refused.value.rule == "bad_code"
        assert not any(seat.name == "Eve" for seat in table.seats)
        with pytest.raises(JoinRefused) as refused:  # sixteen characters still go to the host
            await TableClient.join(address, "A" * 16, "Eve")
        assert refused.value.rule == "bad_code"


@run_async
async def test_a_wrong_code_is_refused_and_repeated_wrong_codes_are_slowed_down() -> None:
    table, _ = hosted()
    async with hosting(table) as (host, address):
        took, told = [], []
        for _ in range(5):
            started = time.monotonic()
            with pytest.raises(JoinRefused) as refused:
                await TableClient.join(address, "AAAA-00", "Eve")
            took.append(time.monotonic() - started)
            told.append(refused.value.wait)
            assert refused.value.rule == "bad_code"
        assert took[3] >= host.throttle.base and took[4] >= 2 * host.throttle.base
        # from the third wrong code on, each refusal says the next attempt will wait (whole seconds)
        assert told[:2] == [0, 0] and all(wait >= 1 for wait in told[2:])
        assert told[2] <= told[3] <= told[4]
        assert not any(seat.name == "Eve" for seat in table.seats)


@run_async
async def test_wrong_codes_from_an_address_do_not_slow_a_right_code_or_token_from_it() -> None:
    """Someone on the same network (one address) tried wrong codes: a friend coming back with her
    token, or joining with the right code, gets in without the wrong guesses' wait."""
    table, token = hosted()
    async with hosting(table) as (host, address):
        for _ in range(6):
            with pytest.raises(JoinRefused):
                await TableClient.join(address, "AAAA-00", "Eve")
        assert host.throttle.delay("127.0.0.1") >= host.throttle.base
        started = time.monotonic()
        back = await TableClient.resume(address, token)
        friend = await TableClient.join(address, table.code, "Léa")
        assert time.monotonic() - started < host.throttle.base
        await back.close()
        await friend.close()


@run_async
async def test_a_token_no_table_knows_is_refused_without_slowing_anyone() -> None:
    """A friend's game still trying the seat of a table that is gone is no guess: its tokens are
    refused at once, tell no wait, and leave the next wrong code from that address its free tries."""
    table, _ = hosted()
    async with hosting(table) as (host, address):
        for _ in range(6):
            with pytest.raises(JoinRefused) as unknown:
                await TableClient.resume(address, "o" * 32)
            assert unknown.value.rule == "bad_token" and unknown.value.wait == 0
        assert host.throttle.delay("127.0.0.1") == 0
        with pytest.raises(JoinRefused) as wrong:
            await TableClient.join(address, "AAAA-00", "Eve")
        assert wrong.value.rule == "bad_code" and wrong.value.wait == 0


def test_the_longest_wait_for_a_wrong_code_ends_before_the_friend_gives_up_on_the_host() -> None:
    """However many wrong codes came from an address, the host answers the next one before the
    friend's game stops waiting for an answer, so it is told « wrong code », not « no answer »."""
    throttle = Throttle()
    for _ in range(20):
        throttle.failed("203.0.113.9")
    assert throttle.delay("203.0.113.9") == throttle.cap < ANSWER_TIMEOUT - 2


@run_async
async def test_a_stolen_token_is_refused_while_its_owner_is_connected() -> None:
    table, token = hosted()
    async with hosting(table) as (_, address):
        owner = await TableClient.resume(address, token)
        with pytest.raises(JoinRefused) as refused:
            await TableClient.resume(address, token)
        assert refused.value.rule == "seat_in_use"
        with pytest.raises(JoinRefused) as unknown:
            await TableClient.resume(address, "x" * 32)
        assert unknown.value.rule == "bad_token"
        await owner.close()
        for _ in range(50):  # the host notices the close
            if not table.seats[0].connected:
                break
            await asyncio.sleep(0.02)
        again = await TableClient.resume(address, token)
        assert again.seat == 0 and again.admin


JUNK: list[str | bytes] = [
    "not json",
    "[]",
    '"just text"',
    f'{{"v":{VERSION}}}',
    f'{{"v":{VERSION},"type":"act","action":7}}',
    f'{{"v":{VERSION},"type":"fly"}}',
    f'{{"v":{VERSION},"type":"act","action":"pass","x":1}}',
    '{"v":1,"type":"act","action":"pass"}',
    b"\x00\xff binary",
    "[" * 1000 + "]" * 1000,
]
"""Frames a client may send that are no message of this protocol."""


@run_async
async def test_a_flood_of_junk_neither_stops_the_host_nor_the_partie() -> None:
    """Each bad frame is refused to its sender alone, as a bad action is (never naming a field), and
    the connection stays: the host still answers, and the other player plays on."""
    table, token = hosted()
    async with hosting(table) as (server, address):
        host, friend = await seat_two(address, table, token)
        host_task = asyncio.create_task(host.run())
        for _ in range(30):
            for item in JUNK:
                await friend.client.ws.send(item)
        await friend.client.send("say", phrase="no-such-phrase")
        await friend.client.send("start")  # only the host may start
        await friend.client.send("level", seat=1, level="master")  # or choose a bot's level
        while len(friend.refusals) < 30 * len(JUNK) + 3:  # the host still answers, after all the junk
            await friend.step()
        rules = [r["rule"] for r in friend.refusals]
        assert rules.count("bad_message") == 30 * len(JUNK) and rules[-3:].count("not_host") == 2
        assert "unknown_phrase" in rules[-3:]
        assert {r["message"] for r in friend.refusals if r["rule"] == "bad_message"} == {str(UNREADABLE)}
        assert server.dropped >= 30 * len(JUNK)
        assert host.refusals == []  # the other player was told nothing of it
        await friend.client.ws.send('{"v":1,"type":"say","phrase":"' + "x" * 5000 + '"}')  # over max_size
        with pytest.raises(ConnectionClosed):
            while True:
                await friend.step()
        back = Scripted(await TableClient.resume(address, friend.client.token), seed=2)
        await asyncio.gather(host_task, back.run())
        assert table.phase == "over"


@run_async
async def test_an_illegal_card_over_the_network_is_refused_with_the_rule() -> None:
    table, token = hosted()
    async with hosting(table) as (_, address):
        host, friend = await seat_two(address, table, token)
        host.play = False
        friend_task = asyncio.create_task(friend.run())
        while True:
            await host.step()
            view = host.client.state.view if host.client.state else None
            if view is None or not view.legal:
                continue
            legal = {a.card for a in view.legal if isinstance(a, Play)}
            wrong = [card for card in view.hand if legal and card not in legal]
            if wrong:
                break
            await host.client.act(view.legal[-1 if view.phase == "bidding" else 0])
        assert table.match is not None
        before = table.match.deal.to_json()
        await host.client.act(f"play {wrong[0]}")
        while not host.refusals:
            await host.step()
        assert host.refusals[0]["rule"] in ("must_follow", "must_trump", "must_overtrump")
        assert table.match.deal.to_json() == before
        await friend.client.close()
        await friend_task


@run_async
async def test_a_client_of_another_version_is_told_to_update() -> None:
    table, _ = hosted()
    async with hosting(table) as (_, address), connect(f"ws://{address}") as ws:
        await ws.send(json.dumps({"v": VERSION + 1, "type": "join", "code": table.code, "name": "Old"}))
        answer = json.loads(await ws.recv())
        assert answer["type"] == "update_required" and answer["version"] == VERSION


@run_async
async def test_table_phrases_reach_every_seat_and_the_host_can_remove_a_player() -> None:
    table, token = hosted()
    async with hosting(table) as (_, address):
        host, friend = await seat_two(address, table, token, start=False)
        await friend.client.send("say", phrase="bravo")
        while (2, "bravo") not in host.said:
            await host.step()
        await host.client.send("kick", seat=2)
        with pytest.raises(ConnectionClosed):
            while True:
                await friend.step()
        assert any('"removed"' in raw for raw in friend.received)
        assert not table.seats[2].taken
        with pytest.raises(JoinRefused):
            await TableClient.resume(address, friend.client.token)


@run_async
async def test_behind_a_reverse_proxy_wrong_codes_are_counted_per_forwarded_address() -> None:
    table, _ = hosted()
    async with hosting(table, behind_proxy=True) as (host, address):
        for _ in range(4):
            with pytest.raises(JoinRefused):
                await TableClient.join(
                    address, "AAAA-00", "Eve", additional_headers={"X-Forwarded-For": "203.0.113.9"}
                )
        assert host.throttle.delay("203.0.113.9") > 0
        assert host.throttle.delay("198.51.100.7") == 0 and host.throttle.delay("127.0.0.1") == 0
        friend = await TableClient.join(
            address, table.code, "Léa", additional_headers={"X-Forwarded-For": "198.51.100.7"}
        )
        assert friend.seat == 2


@run_async
async def test_a_host_closing_its_tables_tells_every_player_before_closing_their_connections() -> None:
    """``close_all``: each connected player receives ``closing``, then their connection is closed
    (the host's own as well); the seats wait for them."""
    table, token = hosted()
    async with hosting(table) as (host_server, address):
        host = await TableClient.resume(address, token)
        friend = await TableClient.join(address, table.code, "Léa")
        await host_server.close_all()
        for client in (host, friend):
            kinds = []
            with pytest.raises(ConnectionClosed):
                while True:
                    kinds.append((await client.receive())["type"])
            assert kinds[-1] == "closing"
        assert table.seats[2].taken and not table.seats[2].connected


@run_async
async def test_a_seat_at_a_table_replaced_by_a_started_one_is_told_it_is_gone() -> None:
    """The host opened a new table over the saved one: until the new partie starts, a player of the
    saved table is answered as unknown (the host may still close the new room and reopen theirs);
    once it started, they are told their table was replaced, also by the new table saved again."""
    from belote.net.access import token_hash
    from belote.net.saves import table_from_json, table_to_json

    old_token = "o" * 32
    table, _ = hosted()
    table.replaced = {token_hash(old_token)}
    async with hosting(table) as (_, address):
        with pytest.raises(JoinRefused) as waiting:
            await TableClient.resume(address, old_token)
        assert waiting.value.rule == "bad_token"
        table.start()
        with pytest.raises(JoinRefused) as gone:
            await TableClient.resume(address, old_token)
        assert gone.value.rule == "replaced"
    again = table_from_json(json.loads(json.dumps(table_to_json(table))))
    assert again.replaced_seat(old_token) and not again.replaced_seat("x" * 32)


@run_async
async def test_a_closed_table_stays_where_it_was_left() -> None:
    """Closing the table stops it: when the away timeout of the friends who left passes afterwards,
    no bot plays for them and nothing is saved over the table closed."""
    table, token = hosted(away_timeout=0.2)
    saves: list[str] = []
    async with hosting(table, bot_delay=0.02, on_change=lambda t: saves.append(t.match.to_json())) as (
        _,
        address,
    ):
        host, friend = await seat_two(address, table, token)
        await friend.client.close()
        await asyncio.sleep(0.05)  # the host sees North leave: the away timeout starts
    assert table.match is not None
    left, saved = table.match.to_json(), len(saves)
    await asyncio.sleep(0.5)  # past the away timeout
    assert table.match.to_json() == left, "a bot played on at a closed table"
    assert len(saves) == saved, "a closed table was saved again"
    await host.client.close()


@run_async
async def test_a_host_that_stops_answering_is_told_by_the_missed_pings() -> None:
    """A hung host (or one whose network is gone) closes no connection: the friend's pings go
    unanswered and the link is given up, to be tried again, instead of waiting on a silent table."""
    frozen, given_up = asyncio.Event(), asyncio.Event()

    async def hang(ws: ServerConnection) -> None:
        ws.transport.pause_reading()  # reads nothing more, so answers no ping
        frozen.set()
        await given_up.wait()

    quick = {"PING_INTERVAL": 0.1, "PING_TIMEOUT": 0.2, "CLOSE_TIMEOUT": 0.2}
    with patch.multiple(client_module, **quick):  # type: ignore[arg-type]
        async with serve(hang, "127.0.0.1", 0, close_timeout=0.1) as server:
            port = next(iter(server.sockets)).getsockname()[1]
            ws = await client_module.connected(f"127.0.0.1:{port}", {})
            await frozen.wait()
            await asyncio.wait_for(ws.wait_closed(), timeout=10)
            assert ws.close_code == 1006  # given up: the keepalive ping, then the closing, unanswered
            given_up.set()
