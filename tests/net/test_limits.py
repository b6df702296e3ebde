"""What the host turns away at the door: too many connections from one address, a player it removed,
a program of another protocol version."""

from __future__ import annotations

import asyncio
import json
import resource

import pytest
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from belote.net.client import JoinRefused, TableClient
from belote.net.door import allow_more_connections
from belote.net.protocol import VERSION, VersionMismatch

from .conftest import hosted, hosting, run_async, seat_two


async def until(condition: object) -> None:
    """Wait (a little) until the host has noticed something."""
    for _ in range(100):
        if condition():  # type: ignore[operator]
            return
        await asyncio.sleep(0.02)
    raise AssertionError("the host never noticed")


@run_async
async def test_connections_beyond_the_limit_per_address_are_refused_until_one_closes() -> None:
    table, token = hosted()
    async with hosting(table, per_address=2) as (host, address):
        first = await TableClient.resume(address, token)
        second = await TableClient.join(address, table.code, "Léa")
        with pytest.raises(JoinRefused) as refused:
            await TableClient.join(address, table.code, "Paul")
        assert refused.value.rule == "too_many" and "at most 2" in str(refused.value)
        assert [seat.name for seat in table.seats if seat.taken] == ["Hôte", "Léa"]
        await second.close()
        await until(lambda: host.door.open["127.0.0.1"] == 1)
        third = await TableClient.join(address, table.code, "Paul")
        assert third.seat == 1
        await first.close()
        await third.close()


@run_async
async def test_behind_a_proxy_the_limit_counts_each_forwarded_address_apart() -> None:
    table, token = hosted()
    async with hosting(table, per_address=1, behind_proxy=True) as (_, address):

        def coming_from(where: str) -> dict[str, object]:
            return {"additional_headers": {"X-Forwarded-For": where}}

        own = await TableClient.resume(address, token, **coming_from("198.51.100.1"))
        with pytest.raises(JoinRefused) as refused:
            await TableClient.join(address, table.code, "Eve", **coming_from("198.51.100.1"))
        assert refused.value.rule == "too_many"
        friend = await TableClient.join(address, table.code, "Léa", **coming_from("198.51.100.2"))
        assert friend.seat == 2
        await own.close()
        await friend.close()


@run_async
async def test_a_removed_player_stays_out_unless_the_host_gives_them_the_new_code() -> None:
    table, token = hosted()
    async with hosting(table) as (_, address):
        host, friend = await seat_two(address, table, token, start=False)
        old_code = table.code
        await host.client.send("kick", seat=2)
        with pytest.raises(ConnectionClosed):
            while True:
                await friend.step()
        assert table.code != old_code
        with pytest.raises(JoinRefused) as with_token:
            await TableClient.resume(address, friend.client.token)
        assert with_token.value.rule == "removed"
        with pytest.raises(JoinRefused) as with_old_code:
            await TableClient.join(address, old_code, "Léa")
        assert with_old_code.value.rule == "code_changed"
        assert not table.seats[2].taken
        back = await TableClient.join(address, table.code, "Léa")  # the host let them back
        assert back.seat == 2 and back.token != friend.client.token
        await back.close()
        await host.client.close()


@run_async
async def test_a_client_of_the_previous_version_is_told_to_update() -> None:
    table, _ = hosted()
    async with hosting(table) as (_, address):
        from websockets.asyncio.client import connect

        async with connect(f"ws://{address}") as ws:
            await ws.send(json.dumps({"v": VERSION - 1, "type": "join", "code": table.code, "name": "Old"}))
            answer = json.loads(await ws.recv())
        assert answer["type"] == "update_required" and answer["version"] == VERSION
        assert not table.seats[2].taken


@run_async
async def test_a_host_of_another_version_tells_the_client_to_update() -> None:
    async def old_host(ws: ServerConnection) -> None:
        await ws.recv()
        await ws.send(json.dumps({"v": VERSION - 1, "type": "update_required", "version": VERSION - 1}))

    async with serve(old_host, "127.0.0.1", 0) as server:
        port = next(iter(server.sockets)).getsockname()[1]
        with pytest.raises(VersionMismatch) as mismatch:
            await TableClient.join(f"127.0.0.1:{port}", "K7QX-93", "Léa")
    assert mismatch.value.version == VERSION - 1


@run_async
async def test_a_ready_repeated_or_out_of_place_sends_nobody_anything() -> None:
    """« ready » is for a deal's summary: sent a hundred times while the cards are played, it
    changes nothing and makes the host send no update to anyone (each one redrew every screen)."""
    table, token = hosted()
    async with hosting(table) as (_, address):
        host, friend = await seat_two(address, table, token, start=False)
        await host.client.send("start")
        await until(lambda: table.phase == "playing")
        for player in (host, friend):  # what the start sent
            while True:
                try:
                    await asyncio.wait_for(player.client.ws.recv(), 0.3)
                except TimeoutError:
                    break
        for _ in range(100):
            await friend.client.send("ready")
        for player in (host, friend):
            with pytest.raises(TimeoutError):
                await asyncio.wait_for(player.client.ws.recv(), 0.5)
        assert table.phase == "playing" and not any(seat.ready for seat in table.seats)
        await host.client.close()
        await friend.client.close()


def test_the_host_raises_its_limit_of_open_files_so_unfinished_connections_do_not_take_them_all() -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    try:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(256, hard), hard))
        wanted = min(4096, hard)
        assert allow_more_connections(wanted) == wanted == resource.getrlimit(resource.RLIMIT_NOFILE)[0]
        assert allow_more_connections(128) == wanted  # never lowered
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
