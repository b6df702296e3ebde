"""Clients that misbehave below the protocol: one that stops reading, one that never answers the
host's close. Neither holds a seat nor the host."""

from __future__ import annotations

import asyncio
import contextlib
import time
from dataclasses import dataclass, field
from typing import Any

from websockets.exceptions import ConnectionClosed

from belote.net.client import TableClient
from belote.net.host import push
from belote.net.stalls import BACKLOG, Stalls

from .conftest import hosted, hosting, run_async
from .raw import RawClient


@dataclass
class Transport:
    """A connection's transport: bytes waiting to be sent, and whether it was cut."""

    waiting: int
    aborted: bool = False

    def get_write_buffer_size(self) -> int:
        return self.waiting

    def abort(self) -> None:
        self.aborted = True


@dataclass(eq=False)
class Connection:
    """A connection as the host's writes see it: its transport, and a state that is not open (the
    library then writes nothing to it)."""

    transport: Transport = field(default_factory=lambda: Transport(0))
    protocol: object = field(default_factory=lambda: type("Protocol", (), {"state": None})())


def test_a_connection_that_does_not_read_its_messages_is_cut_not_written_to() -> None:
    slow, quick = Connection(Transport(BACKLOG + 1)), Connection()
    push([slow, quick], "{}")  # type: ignore[list-item]
    assert slow.transport.aborted and not quick.transport.aborted


def test_a_connection_with_bytes_waiting_at_every_look_for_the_stall_is_cut() -> None:
    stalled, catching_up, idle, flooded = Connection(), Connection(), Connection(), Connection()
    stalls = Stalls(stall=30.0)
    connections = [stalled, catching_up, idle, flooded]  # type: ignore[list-item]
    for now, waiting in ((0.0, 10), (10.0, 50), (20.0, 0), (25.0, 40), (29.0, 40), (30.0, 70)):
        stalled.transport.waiting = 100 + int(now)
        catching_up.transport.waiting = waiting  # it emptied its buffer once, at 20 s
        assert stalls.sweep(connections, now) == ([stalled] if now == 30.0 else [])
    assert stalled.transport.aborted and not catching_up.transport.aborted and not idle.transport.aborted
    flooded.transport.waiting = BACKLOG + 1  # far behind: cut at the first look
    assert stalls.sweep(connections, 31.0) == [flooded]  # type: ignore[list-item]


@run_async
async def test_a_player_who_stops_reading_is_cut_and_the_seat_waits_for_them() -> None:
    table, token = hosted()
    async with hosting(table, stall=1.0) as (_, address):
        admin = await TableClient.resume(address, token)
        evil = await RawClient.connect(int(address.rsplit(":", 1)[1]), receive_buffer=4096)
        evil.send("join", code=table.code, name="Evil")
        assert (await evil.receive())["type"] == "welcome"
        evil.stop_reading()
        started = time.monotonic()
        while table.seats[2].connected and time.monotonic() - started < 10.0:
            for _ in range(2000):  # each refused: the refusals pile up unread at the host
                evil.send("act", action="play ZZ")
            try:
                await evil.writer.drain()
            except ConnectionError:
                break  # cut
            await asyncio.sleep(0.01)
        assert table.seats[2].taken and not table.seats[2].connected  # the seat waits for its player
        await admin.send("say", phrase="hello")  # the host still answers the others at once
        answer = await asyncio.wait_for(admin.receive(), 2.0)
        while answer["type"] == "update":  # the seat's player gone, first
            answer = await asyncio.wait_for(admin.receive(), 2.0)
        assert answer["type"] == "said" and answer["seat"] == 0
        await admin.close()


async def play_and_hear(admin: TableClient, heard: asyncio.Queue[dict[str, Any]]) -> None:
    """The host's own seat: its first legal action whenever it is its turn; the phrases said put
    in ``heard``."""
    with contextlib.suppress(ConnectionClosed):
        while True:
            data = await admin.receive()
            view = admin.state.view if admin.state is not None else None
            if data["type"] == "update" and view is not None and view.legal:
                await admin.act(view.legal[0])
            elif data["type"] == "said":
                heard.put_nowait(data)


@run_async
async def test_a_removed_player_who_never_answers_the_close_plays_nothing_more() -> None:
    table, token = hosted()
    async with hosting(table, bot_delay=1.0) as (_, address):  # no bot acts within the checks
        admin = await TableClient.resume(address, token)
        heard: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        evil = await RawClient.connect(int(address.rsplit(":", 1)[1]))
        evil.send("join", code=table.code, name="Evil")
        seat = (await evil.receive())["seat"]
        playing = asyncio.create_task(play_and_hear(admin, heard))
        await admin.send("start")
        legal: list[str] = []
        while not legal:  # the host and the bots bid until it is Evil's turn
            legal = (await evil.receive()).get("legal") or []
        assert table.match is not None
        deal = table.match.deal
        before = len(deal.actions)
        started = time.monotonic()
        await admin.send("kick", seat=seat)
        while (await evil.receive())["type"] != "removed":
            pass
        evil.send("act", action=legal[-1])  # too late: no longer anyone's card
        evil.send("say", phrase="bye")
        await admin.send("say", phrase="hello")
        said = await asyncio.wait_for(heard.get(), 2.0)
        assert said["seat"] == 0 and time.monotonic() - started < 1.0  # the host was not kept waiting
        assert len(deal.actions) == before and not table.seats[seat].taken and heard.empty()
        evil.close()
        playing.cancel()
        await admin.close()
