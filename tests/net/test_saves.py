"""A shared partie outlives its host: saved like a solo partie, hosted again for the same players."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterable
from pathlib import Path
from unittest.mock import patch

import pytest

from belote.engine import Card, SaveError, Trick
from belote.net import host as host_module
from belote.net.client import TableClient
from belote.net.codec import view_json
from belote.net.saves import TokenBook, load_table, save_table, table_from_json, table_to_json
from belote.net.table import Table

from .conftest import QUICK, SECRET, Scripted, hosting, run_async


def test_a_saved_table_keeps_the_partie_the_code_and_only_hashes_of_the_tokens() -> None:
    table = Table(rules=QUICK, seed=4, secret=SECRET, bot_levels={1: "random", 3: "expert"})
    _, host_token = table.sit_host("Hôte")
    _, removed = table.join("Intrus")
    table.kick(2)
    _, token = table.join("Léa")
    table.start()
    table.keep_missed('{"type":"record"}', here={0})  # Léa was away when a deal ended
    assert table.match is not None
    for action in table.match.deal.legal_actions()[:1]:
        table.act(table.match.deal.to_play or 0, str(action))
    data = json.loads(json.dumps(table_to_json(table)))
    assert token not in json.dumps(data) and host_token not in json.dumps(data)
    again = table_from_json(data)
    assert again.code == table.code and again.match is not None
    assert again.match.to_json() == table.match.to_json()
    assert [s.name for s in again.seats] == [s.name for s in table.seats]
    assert not any(seat.connected for seat in again.seats)  # everyone must come back
    assert again.resume(token) == 2 and again.resume(host_token) == 0
    assert again.resume(removed) is None and again.was_removed(removed)  # removed for good
    assert again.retired == table.retired and again.bot_levels == {1: "random", 3: "expert"}
    assert table.started_at is not None and again.started_at == table.started_at  # the history dates it so
    assert [seat.missed for seat in again.seats] == [[], [], ['{"type":"record"}'], []]


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.update(format="belote-deal"),
        lambda d: d.update(seats=d["seats"][:3]),
        lambda d: d["seats"][1].update(name=5),
        lambda d: d["match"].update(seed="x"),
        lambda d: d.update(away_timeout=-1),
        lambda d: d.update(away_timeout=float("nan")),  # no wait ever ends: the table would never open
        lambda d: d.update(away_timeout=float("inf")),
        lambda d: d.update(bot_levels={"5": "expert"}),
        lambda d: d.update(bot_levels={"1": 3}),
        lambda d: d.update(revoked="abc"),
        lambda d: d.update(retired=[None]),
        lambda d: d["seats"][2].update(missed=[7]),
        lambda d: d["seats"][2].update(since="3"),
        lambda d: d["seats"][2].update(since=99),
        lambda d: d["seats"][2].update(covered="yes"),
        lambda d: d["seats"][2].update(played_for=[1]),
        lambda d: d["seats"][2].update(earlier="Léa"),
        lambda d: d["seats"][2].update(earlier=[[99, "Léa"]]),
        lambda d: d["seats"][2].update(earlier=[[3, None]]),
        lambda d: d["seats"][2].update(earlier=[[True, "Léa"]]),
    ],
)
def test_a_damaged_table_file_is_refused_with_save_error(damage) -> None:  # type: ignore[no-untyped-def]
    table = Table(rules=QUICK, seed=4, secret=SECRET)
    table.start()
    data = table_to_json(table)
    damage(data)
    with pytest.raises(SaveError):
        table_from_json(data)


def test_a_player_keeps_one_token_per_table_address(tmp_path: Path) -> None:
    book = TokenBook(tmp_path / "tokens.json")
    assert book.get("10.0.0.2:7447") is None
    book.put("10.0.0.2:7447", "abc")
    book.put("10.0.0.3:7447", "def")
    assert book.get("10.0.0.2:7447") == "abc"
    book.forget("10.0.0.2:7447")
    assert book.get("10.0.0.2:7447") is None and book.get("10.0.0.3:7447") == "def"
    (tmp_path / "tokens.json").write_text("{not json", encoding="utf-8")
    assert TokenBook(tmp_path / "tokens.json").get("10.0.0.3:7447") is None  # a damaged book never crashes


def test_a_keys_file_with_a_byte_order_mark_is_read_as_it_is(tmp_path: Path) -> None:
    """A keys file written again by a text editor that puts a byte-order mark first still lets the
    player back to their seat."""
    (tmp_path / "tokens.json").write_bytes(b'\xef\xbb\xbf{"10.0.0.3:7447": "' + b"k" * 32 + b'"}')
    book = TokenBook(tmp_path / "tokens.json")
    assert not book.damaged() and book.get("10.0.0.3:7447") == "k" * 32


def test_a_token_read_once_is_ours_for_the_session_and_written_back_to_a_folder_made_anew(
    tmp_path: Path,
) -> None:
    """A token read from the book stays ours though the folder is moved or deleted meanwhile, and
    ``restore`` writes it back (with any token of this session the file lacks) into the new one."""
    folder = tmp_path / "home"
    folder.mkdir()
    (folder / "tokens.json").write_text(json.dumps({"10.0.0.3:7447": "abc"}), encoding="utf-8")
    book = TokenBook(folder / "tokens.json")
    assert book.get("10.0.0.3:7447") == "abc" and book.on_file("10.0.0.3:7447")
    folder.rename(tmp_path / "moved")
    assert book.get("10.0.0.3:7447") == "abc" and not book.on_file("10.0.0.3:7447")
    folder.mkdir()
    (folder / "tokens.json").write_text(json.dumps({"10.0.0.9:7447": "other"}), encoding="utf-8")
    book.restore()
    assert json.loads((folder / "tokens.json").read_text(encoding="utf-8")) == {
        "10.0.0.9:7447": "other",  # what the new file holds is kept
        "10.0.0.3:7447": "abc",
    }
    book.forget("10.0.0.3:7447")
    book.restore()  # a forgotten token is not written back
    assert not book.on_file("10.0.0.3:7447")


def test_the_machine_of_a_table_address_is_read_however_it_is_typed() -> None:
    """The same machine behind « 127.0.0.1:7447 », « ws://127.0.0.1:9000 », « [::1]:7447 »…: the
    keys kept for one port are tried at another port of that machine only."""
    from belote.net.saves import host_of

    assert host_of("127.0.0.1:7447") == host_of("ws://127.0.0.1:9000/") == "127.0.0.1"
    assert host_of("wss://Belote.Example.org") == host_of("belote.example.org:7447") == "belote.example.org"
    assert host_of("[::1]:7447") == "::1"
    assert host_of("[::1") == "[::1"  # unreadable: itself


def test_a_token_the_host_could_not_read_is_no_key(tmp_path: Path) -> None:
    """An empty, overlong or garbled token (edited by hand) is not sent to the host, which would
    close the connection on it (« la table a fermé la connexion »): it is as if there were none, and
    the table's code is asked for; a sound token beside it still serves."""
    good = "A" * 32
    book = {"a:1": "", "b:1": "x" * 3000, "c:1": "bad\ntoken", "d:1": good}
    (tmp_path / "tokens.json").write_text(json.dumps(book), encoding="utf-8")
    tokens = TokenBook(tmp_path / "tokens.json")
    assert [tokens.get(address) for address in ("a:1", "b:1", "c:1", "d:1")] == [None, None, None, good]
    assert tokens.elsewhere("e:1") == ["d:1"]


def test_a_token_the_folder_would_not_take_is_still_ours_for_the_session(tmp_path: Path) -> None:
    """Another copy of the game holds the folder, so the book is never written: the seat's token
    still lets us back after a drop in this session, and a forgotten one stays forgotten."""
    book = TokenBook(tmp_path / "tokens.json", write=lambda path, data: None)
    book.put("10.0.0.2:7447", "abc")
    assert book.get("10.0.0.2:7447") == "abc" and not (tmp_path / "tokens.json").exists()
    book.forget("10.0.0.2:7447")
    assert book.get("10.0.0.2:7447") is None


async def two_tricks_played(address: str, table: Table, host_token: str) -> tuple[Scripted, Scripted]:
    """The host and Léa, seated at ``table``, start the partie and play until two tricks are done."""
    host = Scripted(await TableClient.resume(address, host_token), seed=1)
    friend = Scripted(await TableClient.join(address, table.code, "Léa"), seed=2)
    await host.client.send("start")

    def two_tricks() -> bool:
        state = friend.client.state
        return state is not None and state.view is not None and len(state.view.tricks) >= 2

    await asyncio.gather(host.run(until=two_tricks), friend.run(until=two_tricks))
    return host, friend


@run_async
async def test_the_host_saves_the_table_after_every_card_so_a_crash_gives_no_seen_card_back() -> None:
    """At a shared table every card played has been seen by all: each one is saved as it is played,
    the trick on the table included, not only when the trick is complete."""
    table = Table(rules=QUICK, seed=9, secret=SECRET)
    _, host_token = table.sit_host("Hôte")
    saved: list[tuple[int, int]] = []

    def save(t: Table) -> None:
        assert t.match is not None
        saved.append((len(t.match.deal.tricks), len(t.match.deal.current_trick.cards)))

    async with hosting(table, bot_delay=0, on_change=save) as (_, address):
        await two_tricks_played(address, table, host_token)
        during_play = list(saved)  # the host still running: no save of its closing among them
    for cards in (1, 2, 3):
        assert (0, cards) in during_play and (1, cards) in during_play, f"{cards} card(s) on the table"


@run_async
async def test_the_host_saves_each_action_before_anyone_is_told_of_it() -> None:
    """A host that crashes between telling a card and saving it would give back a card everyone saw:
    every update the friends get was preceded by a save of the table with that action in it."""
    table = Table(rules=QUICK, seed=9, secret=SECRET)
    _, host_token = table.sit_host("Hôte")
    events: list[tuple[str, int]] = []

    def actions_now() -> int:
        return len(table.match.deal.actions) if table.match is not None else -1

    def save(t: Table) -> None:
        events.append(("saved", actions_now()))

    def send(connections: Iterable[object], text: str) -> None:
        if json.loads(text).get("type") == "update":
            events.append(("sent", actions_now()))
        sent(connections, text)  # type: ignore[arg-type]

    sent = host_module.broadcast
    with patch.object(host_module, "broadcast", send):
        async with hosting(table, bot_delay=0, on_change=save) as (_, address):
            await two_tricks_played(address, table, host_token)
    told = {n for kind, n in events if kind == "sent" and n > 0}
    assert len(told) > 8  # the bids and two tricks
    for n in told:
        first_sent = events.index(("sent", n))
        assert ("saved", n) in events[:first_sent], f"action {n} told before it was saved"


@run_async
async def test_a_partie_whose_host_quit_is_hosted_again_for_the_same_players(tmp_path: Path) -> None:
    path = tmp_path / "table.json"
    table = Table(rules=QUICK, seed=9, secret=SECRET)
    _, host_token = table.sit_host("Hôte")
    async with hosting(table, on_change=lambda t: save_table(path, t)) as (_, address):
        _, friend = await two_tricks_played(address, table, host_token)
    # The host quit (the server stopped); the partie is on disk.
    again = load_table(path)
    assert again.match is not None and table.match is not None
    assert len(again.match.deal.tricks) >= 2
    async with hosting(again) as (_, address):
        friend_back = Scripted(await TableClient.resume(address, friend.client.token), seed=2)
        host_back = Scripted(await TableClient.resume(address, host_token), seed=1)
        assert (friend_back.client.seat, host_back.client.seat) == (2, 0)
        await host_back.step()
        state = host_back.client.state
        assert state is not None and state.view is not None
        assert view_json(state.view) == view_json(again.match.deal.view(0))
        await asyncio.gather(host_back.run(), friend_back.run())
    assert again.phase == "over"


def test_a_saved_table_keeps_the_previous_deals_last_trick_and_older_files_still_open() -> None:
    """The previous deal's last trick (which the partie's actions do not keep) is saved with the
    table and comes back; a file saved before it was kept, or with a damaged one, opens without it."""
    table = Table(rules=QUICK, seed=4, secret=SECRET)
    table.start()
    assert table.match is not None
    trick = Trick(
        leader=1, cards=tuple(Card.parse(code) for code in ("AS", "7S", "TS", "8S")), winner=1, points=21
    )
    table.previous_last = trick
    data = json.loads(json.dumps(table_to_json(table)))
    assert data["previous_last"] == {
        "leader": 1,
        "cards": ["AS", "7S", "TS", "8S"],
        "winner": 1,
        "points": 21,
    }
    assert table_from_json(data).previous_last == trick
    for older in (
        {k: v for k, v in data.items() if k != "previous_last"},
        {**data, "previous_last": {"cards": 3}},
    ):
        again = table_from_json(older)
        assert again.previous_last is None and again.match is not None
        assert again.match.to_json() == table.match.to_json()


def test_a_player_who_had_quit_is_not_waited_for_when_the_table_opens_again() -> None:
    """Léa quit on purpose (a bot plays for her at once); Max was still playing when the host
    closed. Opened again, Léa's seat is played by its bot at once, as before; Max's seat waits for
    him the usual delay. What the bot played for Léa is still told when she comes back."""
    table = Table(rules=QUICK, seed=4, secret=SECRET)
    table.sit_host("Hôte")
    table.join("Léa")
    table.join("Max")
    table.start()
    table.leave(2, now=10.0, on_purpose=True)
    table.played_by_bot(2, "play JH")
    table.leave(1, now=20.0)  # the host closing: Max's connection closes, not on purpose
    again = table_from_json(json.loads(json.dumps(table_to_json(table))))
    for number in (1, 2):  # what the host does with a table it opens again
        again.leave(number, now=100.0)
    assert again.controller(2) == "bot" and again.controller(1) == "wait"
    assert again.told_back(2) == ["play JH"]


@run_async
async def test_a_friend_who_sits_down_during_the_partie_is_saved_at_once(tmp_path: Path) -> None:
    """Léa took a bot's seat and the host crashed before anyone played again: opened again, the
    table did not know her, and she came back as a newcomer taking a bot's seat instead of being
    back at her own. Sitting down saves the table, her seat and its key with it."""
    path = tmp_path / "table.json"
    table = Table(rules=QUICK, seed=9, secret=SECRET)
    table.sit_host("Hôte")
    table.start()
    async with hosting(table, bot_delay=30, on_change=lambda t: save_table(path, t)) as (_, address):
        friend = await TableClient.join(address, table.code, "Léa")
        for _ in range(100):  # while the host still runs: it saves every table when it stops
            if path.exists() and any(seat.name == "Léa" for seat in load_table(path).seats):
                break
            await asyncio.sleep(0.02)
        saved = load_table(path)
        assert any(seat.name == "Léa" for seat in saved.seats)
        assert saved.match is not None and not saved.match.deal.actions  # nobody played meanwhile
    again = load_table(path)
    async with hosting(again, bot_delay=30) as (_, address):
        back = await TableClient.resume(address, friend.token)
        assert back.seat == friend.seat
