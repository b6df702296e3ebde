"""Messages that are JSON of the protocol but do not decode: a client leaves the one message aside and
keeps its connection and the partie; the host refuses such a request to its sender alone."""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import Callable
from typing import Any

import pytest
from textual.message import Message

from belote.net.client import TableClient
from belote.net.codec import view_json
from belote.net.host import push
from belote.net.protocol import VERSION, Undecodable
from belote.net.table import Table
from belote.net.updates import Updates
from belote.tui.netlink import NetLink
from belote.tui.netmessages import HostSaid, LinkLost, LinkNotice
from belote.tui.netoptions import NetOptions

from .conftest import QUICK, SECRET, Scripted, hosted, hosting, run_async


def spoiled(text: str, spoil: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    """An update as sent, with ``spoil`` applied to it."""
    data = json.loads(text)
    spoil(data)
    return data


def set_in(path: str, value: object) -> Callable[[dict[str, Any]], None]:
    """Set the field at a dotted ``path`` of an update."""

    def spoil(data: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        for name in parents:
            data = data[name]
        data[last] = value

    return spoil


SPOILS = {
    "an unknown card in the hand": set_in("hand", ["ZZ"]),
    "a wrong type for the scores": set_in("table.scores", "lots"),
    "an unknown phase": set_in("table.phase", "intermission"),
    "an unknown trump": set_in("table.deal.trump", "X"),
    "a malformed seat": set_in("seats", [{"name": 3}] * 4),
    "a missing table": lambda data: data.pop("table"),
    "an unknown action among the legal ones": set_in("legal", ["fly"]),
    "a hand size out of range": set_in("table.deal.hand_sizes", [9, 9, 9, 9]),
}


class Offline:
    """A client's connection that is never used (its updates are read directly)."""


def client_of(seat: int) -> TableClient:
    return TableClient(Offline(), seat, "", False)  # type: ignore[arg-type]


OUTSIDE_THE_SEATS = {why: spoil for why, spoil in SPOILS.items() if why != "a malformed seat"}


@pytest.mark.parametrize("spoil", list(OUTSIDE_THE_SEATS.values()), ids=list(OUTSIDE_THE_SEATS))
def test_an_undecodable_update_is_left_aside_and_the_next_one_brings_the_table_up_to_date(
    spoil: Callable[[dict[str, Any]], None],
) -> None:
    """The update left aside carried the seats that changed (a player left): the host does not send
    them again, yet the client has them once the next update is read."""
    table = Table(rules=QUICK, seed=4, secret=SECRET, hosted=False)
    for name in ("A", "B", "C", "D"):
        table.join(name)
    table.start()
    updates, connection, client = Updates(), object(), client_of(0)
    [(_, first)] = updates.texts(table, {0: connection})
    client.update(json.loads(first))
    before = client.state
    table.leave(2, time.monotonic())
    [(_, changed)] = updates.texts(table, {0: connection})
    assert "seats" in json.loads(changed)
    with pytest.raises(Undecodable):
        client.update(spoiled(changed, spoil))
    assert client.state is before  # nothing of it was taken
    match = table.match
    assert match is not None
    seat = match.deal.to_play
    assert seat is not None
    table.act(seat, str(match.deal.legal_actions()[0]))
    [(_, after)] = updates.texts(table, {0: connection})
    assert "seats" not in json.loads(after)  # sent once, as the host does
    client.update(json.loads(after))
    state = client.state
    assert state is not None and state.view is not None
    assert not state.seats[2].here and state.seats[0].here
    assert view_json(state.view) == view_json(match.deal.view(0))
    assert state.scores == match.scores and state.actions == len(match.deal.actions)


def test_a_part_that_does_not_decode_is_dropped_and_the_good_ones_kept() -> None:
    """The update left aside was spoiled in a part (the seats) and also carried the draw: the next
    update is read with the draw and without the spoiled seats (the ones before are kept)."""
    table = Table(rules=QUICK, seed=4, secret=SECRET, hosted=False)
    for name in ("A", "B", "C", "D"):
        table.join(name)
    table.start()
    updates, connection, client = Updates(), object(), client_of(1)
    [(_, first)] = updates.texts(table, {1: connection})
    client.update(json.loads(first))
    table.leave(3, time.monotonic())
    [(_, changed)] = updates.texts(table, {1: connection})
    bad = spoiled(changed, set_in("seats", "everyone"))
    bad["draw"] = json.loads(first)["draw"]
    with pytest.raises(Undecodable):
        client.update(bad)
    [(_, same)] = updates.texts(table, {1: connection})
    client.update(json.loads(same))
    state = client.state
    assert state is not None and state.seats[3].here  # the seats before: the spoiled ones are gone
    assert client.unread == {}


def test_a_phrase_from_no_seat_or_not_a_table_phrase_does_not_decode() -> None:
    class Said:
        def __init__(self, *frames: str) -> None:
            self.frames = list(frames)

        async def recv(self) -> str:
            return self.frames.pop(0)

    async def receive(**fields: object) -> dict[str, Any]:
        client = client_of(0)
        client.ws = Said(json.dumps({"v": VERSION, "type": "said", **fields}))  # type: ignore[assignment]
        return await client.receive()

    for fields in ({"seat": 7, "phrase": "bravo"}, {"seat": 1, "phrase": "free text"}, {"phrase": "bye"}):
        with pytest.raises(Undecodable):
            asyncio.run(receive(**fields))
    assert asyncio.run(receive(seat=1, phrase="bravo"))["phrase"] == "bravo"


@run_async
async def test_a_friend_sent_undecodable_updates_keeps_the_connection_and_plays_the_partie_out(
    tmp_path: Any,
) -> None:
    """Through the app's link: the player is told once in plain words, the link never gives up,
    and Léa's table ends where the host's does."""
    table, token = hosted()
    async with hosting(table) as (server, address):
        host = Scripted(await TableClient.resume(address, token), seed=1)
        options = NetOptions(mode="join", address=address, code=table.code, name="Léa")
        link = NetLink(options, tmp_path, table.rules, {}, (0, 0))
        told: asyncio.Queue[Message] = asyncio.Queue()
        link.tell = told.put_nowait  # type: ignore[method-assign]
        running = asyncio.create_task(link.run())
        heard: list[Message] = []

        async def lea() -> None:
            player = None
            while True:
                said = await told.get()
                heard.append(said)
                if isinstance(said, HostSaid) and said.data["type"] == "update":
                    assert link.client is not None
                    if player is None:
                        player = Scripted(link.client, seed=2)
                    await player.answer()

        playing = asyncio.create_task(lea())
        try:
            while not table.seats[2].connected:
                await asyncio.sleep(0.01)
            await host.client.send("start")
            await host.run(lambda: host.client.state is not None and host.client.state.phase == "playing")
            connection = server.connected(table)[2]
            [(_, now)] = Updates().texts(table, {2: object()})  # a whole update, as a newcomer gets
            for spoil in SPOILS.values():
                push((connection,), json.dumps(spoiled(now, spoil)))
            await host.run()
            assert table.phase == "over"
            for _ in range(200):
                state = link.client.state if link.client is not None else None
                if state is not None and state.phase == "over":
                    break
                await asyncio.sleep(0.01)
            assert not running.done()  # the link is still at the table
            assert link.client is not None and link.client.state is not None
            match = table.match
            assert match is not None
            assert link.client.state.phase == "over" and link.client.state.scores == match.scores
            assert not any(isinstance(said, LinkLost) for said in heard)
            notices = [said.reason for said in heard if isinstance(said, LinkNotice)]
            assert notices == ["net.undecodable"] and link.unreadable == len(SPOILS)
            assert table.seats[2].connected and server.dropped == 0
        finally:
            for task in (playing, running):
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
            await link.close()


UNDECODABLE_REQUESTS: list[dict[str, Any]] = [
    {"type": "act", "action": "play ZZ"},
    {"type": "act", "action": "take X"},
    {"type": "act", "action": "carre 9"},
    {"type": "act", "action": "play KH belote belote"},
    {"type": "act", "action": "jump over"},
    {"type": "say", "phrase": "bravo!"},
    {"type": "level", "seat": 1, "level": "godlike"},
]
"""Requests of the protocol's shape whose content the table cannot read."""


@run_async
async def test_undecodable_requests_are_refused_to_their_sender_who_plays_on_with_the_others() -> None:
    """Sent by Léa on her turn, each is refused to her alone; a request the table fails on
    unexpectedly is refused too (and logged); her connection stays and the partie plays out."""
    table, token = hosted()
    async with hosting(table) as (_, address):
        host = Scripted(await TableClient.resume(address, token), seed=1)
        friend = Scripted(await TableClient.join(address, table.code, "Léa"), seed=2, play=False)
        await host.client.send("start")
        host_task = asyncio.create_task(host.run())
        while not (friend.client.state is not None and friend.client.state.view is not None):
            await friend.step()
        while not friend.client.state.view.legal:
            await friend.step()
        for request in UNDECODABLE_REQUESTS:
            await friend.client.ws.send(json.dumps({"v": VERSION, **request}))
        while len(friend.refusals) < len(UNDECODABLE_REQUESTS):
            await friend.step()
        act = table.act

        def failing(seat: int, text: str) -> Any:
            table.act = act  # type: ignore[method-assign]
            raise KeyError("something the table did not expect")

        table.act = failing  # type: ignore[method-assign]
        await friend.client.send("act", action="pass")
        while len(friend.refusals) < len(UNDECODABLE_REQUESTS) + 1:
            await friend.step()
        rules = [refusal["rule"] for refusal in friend.refusals]
        assert rules == ["unknown_action"] * 5 + ["unknown_phrase", "not_host", "bad_message"]
        assert host.refusals == [] and table.seats[2].connected
        friend.play = True
        friend.answered = ()
        await friend.answer()
        await asyncio.gather(host_task, friend.run())
        assert table.phase == "over" and friend.client.state is not None
        assert friend.client.state.phase == "over"
