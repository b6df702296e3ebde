"""A friend's key to their seat survives the host opening another table at the same address for a
while: only a host that removed them makes their game forget it."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from belote.engine import Rules
from belote.net.client import JoinRefused, TableClient
from belote.tui.hostfiles import last_joined
from belote.tui.i18n import tr
from belote.tui.netlink import NetLink
from belote.tui.netoptions import NetOptions
from tests.net.conftest import hosted, hosting

from .conftest import run_async


def joining(home: Path, address: str, code: str = "") -> NetLink:
    """A friend's link to the table at ``address`` (with the code they joined with, if any)."""
    return NetLink(NetOptions("join", address=address, code=code), home, Rules(), {}, (0.0, 0.0))


async def seated(link: NetLink) -> tuple[TableClient, list[Any], asyncio.Task[bool]]:
    """``link`` connected to its table and reading it (the task), with what it told the screen so
    far: the table as it stands, and what comes with it."""
    told: list[Any] = []
    link.tell = told.append  # type: ignore[method-assign]
    link.client = client = await link.connect()
    reading = asyncio.create_task(link.forward())
    while not told:  # the table as it stands, read by the link
        await asyncio.sleep(0.01)
    await asyncio.sleep(0.1)
    return client, told, reading


@run_async
async def test_a_table_that_does_not_know_our_seat_leaves_our_key_to_it(tmp_path: Path) -> None:
    """The table served there now answers that it knows no such seat (the host opened a new one
    without ``--resume``): the key stays in the friend's folder for when the saved table reopens;
    a key the host revoked by removing them is forgotten."""
    other, _ = hosted()
    removed_from, _ = hosted()
    _, revoked = removed_from.join("Léa")
    removed_from.kick(2)
    async with hosting(other, removed_from) as (_, address):
        link = joining(tmp_path, address)
        link.tokens.put(address, "k" * 32)  # her seat at the saved table, not served now
        with pytest.raises(JoinRefused) as unknown:
            await link.connect()
        assert unknown.value.rule == "bad_token" and link.tokens.get(address) == "k" * 32
        link.tokens.put(address, revoked)
        with pytest.raises(JoinRefused) as removed:
            await link.connect()
        assert removed.value.rule == "removed" and link.tokens.get(address) is None


@run_async
async def test_waiting_for_the_host_to_reopen_outlasts_another_table_served_meanwhile(tmp_path: Path) -> None:
    """While the host serves another table (our seat and our code unknown there), the friend keeps
    waiting and is back once the host reopens theirs; a removal ends the wait with its reason."""
    link = joining(tmp_path, "127.0.0.1:1", code="OLD-CODE")
    link.reopen_wait = 0.0
    answers: list[Any] = [JoinRefused("bad_token", "unknown"), JoinRefused("bad_code", "wrong"), "back"]

    async def connect() -> Any:
        answer = answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        return answer

    told: list[object] = []
    link.connect = connect  # type: ignore[method-assign]
    link.tell = told.append  # type: ignore[method-assign]
    await link.wait_for_reopening()
    assert link.client == "back" and not answers and told  # told they are back
    answers[:] = [JoinRefused("removed", "removed")]
    with pytest.raises(JoinRefused):
        await link.wait_for_reopening()


@run_async
async def test_a_started_table_that_replaced_ours_makes_us_forget_the_seat_and_says_why(
    tmp_path: Path,
) -> None:
    """The host opened a new table over the saved one (its players' keys carried over as replaced)
    and started it: a friend of the saved table is told it is gone, and their key is forgotten."""
    from belote.net.saves import TokenBook, table_to_json, write_json
    from belote.tui.hostfiles import TABLE_FILE, TOKENS_FILE

    saved, host_token = hosted()
    _, lea = saved.join("Léa")
    home = tmp_path / "host"
    home.mkdir()
    write_json(home / TABLE_FILE, table_to_json(saved))
    TokenBook(home / TOKENS_FILE).put("host", host_token)
    hosting_link = NetLink(NetOptions("host", name="Paul"), home, Rules(), {}, (0.0, 0.0))
    new, _ = hosting_link.hosted_table()
    assert new.replaced == {seat.token_hash for seat in saved.seats if seat.taken}  # the host's and Léa's
    new.start()
    async with hosting(new) as (_, address):
        link = joining(tmp_path / "lea", address)
        link.tokens.put(address, lea)
        with pytest.raises(JoinRefused) as gone:
            await link.connect()
        assert gone.value.rule == "replaced" and link.tokens.get(address) is None
        asked = joining(tmp_path / "lea2", address, code=new.code)  # given the new table's code
        asked.tokens.put(address, lea)
        client = await asked.connect()  # sits at once: the old key forgotten, the code tried
        assert client.seat in (1, 2, 3) and asked.tokens.get(address) == client.token
        await client.close()


@run_async
async def test_coming_back_under_another_name_keeps_the_seats_name_and_says_so(tmp_path: Path) -> None:
    """Léa comes back to her seat with « --name Lulu »: the table knows her as Léa and goes on doing
    so, and she is told, once, under which name she is back, not again at each reconnection the
    game makes by itself; the same name, or none, says nothing."""
    table, _ = hosted()
    _, token = table.join("Léa")
    table.leave(2, 0.0)
    async with hosting(table) as (_, address):
        for name, said in (("Lulu", True), ("Léa", False), ("", False)):
            link = NetLink(NetOptions("join", address=address, name=name), tmp_path, Rules(), {}, (0.0, 0.0))
            link.tokens.put(address, token)
            client, told, reading = await seated(link)
            assert client.state is not None

            def kept(told: list[Any] = told) -> list[str]:
                return [t.sentence for t in told if getattr(t, "reason", "") == "net.kept_name"]

            assert kept() == ([tr("net.kept_name", name="Léa")] if said else []), name
            link.kept_name(client.state)  # once only: the link has said it already
            assert len(kept()) == said
            link.back_as = name  # the link comes back by itself (a drop, the host reopening)
            link.kept_name(client.state)
            assert len(kept()) == said  # nothing new to tell: the same name as before
            assert table.seats[2].name == "Léa"
            if said:  # the name offered next time is the one the table knows her by
                assert last_joined(tmp_path) == (address, "Léa")
            await client.close()
            await reading
            while table.seats[2].connected:  # the host has seen her go
                await asyncio.sleep(0.01)


@run_async
async def test_a_friend_seated_under_another_name_than_the_one_typed_is_told_it(tmp_path: Path) -> None:
    """A name cut to the table's twenty characters, or numbered as a bot's (« jojo 2 »), is what
    every screen shows of the friend: they are told it once as they sit, and the join form offers
    that name next time; a name the table keeps as typed says nothing."""
    table, _ = hosted()
    long_name = "Ça c’est très ÉLÉGANT vraiment"
    async with hosting(table) as (_, address):
        for home, name, shown in (
            ("a", long_name, "Ça c’est très"),  # cut at the end of a word
            ("b", "jojo", "jojo 2"),
            ("c", "Léa", ""),
        ):
            link = NetLink(
                NetOptions("join", address=address, code=table.code, name=name),
                tmp_path / home,
                Rules(),
                {},
                (0.0, 0.0),
            )
            client, told, reading = await seated(link)
            said = [t.sentence for t in told if getattr(t, "reason", "") == "net.seated_as"]
            assert said == ([tr("net.seated_as", name=shown)] if shown else []), name
            assert last_joined(tmp_path / home) == (address, shown or name)
            await client.close()
            await reading


def test_a_name_the_table_numbered_is_the_players_own_name_when_they_come_back() -> None:
    """Back at her seat as « léa 2 » (the table numbered her « léa » beside another Léa), or as a long
    name cut short to make room for its number: nothing to tell her; « Léa » for « Lulu » is news."""
    from belote.tui.netlink_join import numbered

    assert numbered("léa 2", "léa")
    assert numbered("Maximilien-Alexand 2", "Maximilien-Alexandre")
    assert not numbered("Léa", "Lulu")
    assert not numbered("Lulu 2", "Léa")
    assert not numbered("2", "Léa")


@run_async
async def test_a_seat_kept_under_another_port_of_the_same_machine_is_found_there(tmp_path: Path) -> None:
    """The host opened the table again on another port: Léa, typing the new address without the
    code, is back at her seat with the key kept under the old port (now kept under both); a key
    kept for another machine is never shown to this one."""
    table, _ = hosted()
    seat, token = table.join("Léa")
    table.leave(seat, 0.0)  # her connection dropped: the seat waits for her
    async with hosting(table) as (_, address):
        stranger = joining(tmp_path / "other", address)
        stranger.tokens.put("10.9.9.9:7447", token)  # the right key, but filed under another machine
        with pytest.raises(JoinRefused) as refused:
            await stranger.connect()
        assert refused.value.rule == "no_code"
        link = joining(tmp_path / "lea", address)
        link.tokens.put("10.9.9.9:7447", "x" * 32)
        link.tokens.put("127.0.0.1:1", "y" * 32)  # another table of this machine, not served now
        link.tokens.put("127.0.0.1:2", token)  # the port the table had before
        client, _, reading = await seated(link)
        reading.cancel()
        assert client.seat == seat and link.tokens.get(address) == token
        assert link.tokens.get("127.0.0.1:2") == token


@run_async
async def test_no_seat_at_an_address_names_the_address_where_one_is_kept(tmp_path: Path) -> None:
    """Léa typed the table's other address (the invitation's, not the one she first joined by): the
    refusal names the address her key is kept under, and how to join by it."""
    table, _ = hosted()
    async with hosting(table) as (_, address):
        link = joining(tmp_path, address)
        link.tokens.put("192.0.2.2:7447", "k" * 32)
        told: list[Any] = []
        link.tell = told.append  # type: ignore[method-assign]
        await link.run()
        (lost,) = told  # the room says it all: no notice over it
        assert lost.reason == "net.refused.elsewhere"
        assert lost.detail == f"belote-tui join 192.0.2.2:7447 --home {tmp_path}"  # her key's folder
        assert lost.sentence.endswith(f"par celle-là, ainsi :\n{lost.detail}")


@pytest.mark.parametrize("damage", ["{not json", "[1, 2]", '"a string"'])
def test_an_unreadable_keys_file_is_set_aside_and_the_friend_told(tmp_path: Path, damage: str) -> None:
    """Léa's file of seats' keys is damaged: it is renamed aside, never overwritten by the next key,
    and she is told that coming back to a table will take its code; a sound file is left alone."""
    (tmp_path / "tokens.json").write_text(damage, encoding="utf-8")
    link = joining(tmp_path, "127.0.0.1:7447")
    told: list[Any] = []
    link.tell = told.append  # type: ignore[method-assign]
    link.check_tokens()
    assert (tmp_path / "tokens.corrupt-1.json").read_text(encoding="utf-8") == damage
    assert not (tmp_path / "tokens.json").exists()
    (notice,) = told
    assert notice.sentence == tr("net.bad_tokens_aside", name="tokens.corrupt-1.json")
    link.tokens.put("127.0.0.1:7447", "k" * 32)
    link.check_tokens()  # the new file reads: nothing more is said or moved
    assert len(told) == 1 and not (tmp_path / "tokens.corrupt-2.json").exists()


@run_async
async def test_joining_with_an_unreadable_keys_file_says_so_before_anything_else(tmp_path: Path) -> None:
    """The check comes with the join itself: the notice first, then the table's answer."""
    (tmp_path / "tokens.json").write_text("{not json", encoding="utf-8")
    table, _ = hosted()
    async with hosting(table) as (_, address):
        link = joining(tmp_path, address)
        told: list[Any] = []
        link.tell = told.append  # type: ignore[method-assign]
        await link.run()
        assert [message.reason for message in told] == ["net.bad_tokens_aside", "net.refused.no_code"]
