"""A player who joins a shared table keeps its deals in their own history, from their own seat: a
real host on 127.0.0.1, the host's player scripted, the friend's ``NetLink`` recording as the app does."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from textual.message import Message

from belote.engine import PASS, Action, DealView, Match, Rules
from belote.history import FILENAME, HUMAN_LEVEL, History, Recorder
from belote.net import rotate
from belote.net.client import TableClient, TableState
from belote.net.finished import partie_key, record_json
from belote.net.host import Host, push
from belote.net.protocol import message
from belote.net.table import Table
from belote.tui.netlink import NetLink
from belote.tui.netmessages import HostSaid, LinkLost, LinkNotice
from belote.tui.netoptions import NetOptions
from belote.tui.netrecord import DealKeeper, began, joined_deal
from tests.engine.helpers import complete_hands, make_deal, play_first_legal
from tests.net.conftest import SECRET, Scripted, hosting, pass_first, run_async

SEED = 0x5EED_0123_4567_89AB
ONE_DEAL = Rules(target=100, manches=1)
"""The first deal whose contract is made or lost ends the partie."""
LIMIT = 60.0
"""Seconds a test may take."""


@dataclass
class Friend:
    """Léa: her ``NetLink`` joined the table and records what it is sent; she plays what a seeded
    bot chooses each time the link passes her an update."""

    link: NetLink
    player: Scripted
    told: list[Message] = field(default_factory=list)
    kept: list[dict[str, Any]] = field(default_factory=list)
    """Every deal record the link was given, well-formed or not."""

    async def play(self, queue: asyncio.Queue[Message]) -> None:
        """Answer every update the link passes on (through the link's connection of the moment)."""
        while True:
            said = await queue.get()
            self.told.append(said)
            if isinstance(said, HostSaid) and said.data["type"] == "update":
                assert self.link.client is not None
                self.player.client = self.link.client
                await self.player.answer()


async def until(condition: Callable[[], bool], seconds: float = 15.0) -> None:
    """Wait until ``condition()`` holds (failing after ``seconds``)."""
    for _ in range(int(seconds * 100)):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the shared table did not get there in time")


@contextlib.asynccontextmanager
async def shared_table(
    table: Table, home: Path, policy: Callable[[TableState], Action | None] = lambda _: None
) -> AsyncIterator[tuple[Host, Scripted, Friend]]:
    """The host's player (South, scripted) and Léa joining through her own ``NetLink``, which records
    in ``home``'s history (she plays by ``policy``, else her bot); the history is written out when the
    block ends."""
    _, token = table.sit_host("Paul")
    recorder = Recorder(home / FILENAME)
    async with hosting(table) as (server, address):
        host = Scripted(await TableClient.resume(address, token), seed=1)
        options = NetOptions(mode="join", address=address, code=table.code, name="Léa")
        link = NetLink(options, home, table.rules, {}, (0, 0), recorder=recorder)
        queue: asyncio.Queue[Message] = asyncio.Queue()
        link.tell = queue.put_nowait
        running = asyncio.create_task(link.run())
        await until(lambda: link.client is not None)
        assert link.client is not None
        friend = Friend(link, Scripted(link.client, seed=2, policy=policy))
        keep = link.deals.joined

        def kept(data: dict[str, Any], state: Any) -> None:
            friend.kept.append(data)
            keep(data, state)

        link.deals.joined = kept  # type: ignore[method-assign]
        playing = asyncio.create_task(friend.play(queue))
        try:
            yield server, host, friend
            assert not running.done()  # the link is still at the table
        finally:
            for task in (playing, running):  # the link would try to come back
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
            await link.close()
            recorder.close()


async def play_partie(host: Scripted) -> None:
    """The host's player starts a partie (or the revanche) and plays it to its end."""
    await host.client.send("start")
    await host.run(lambda: host.client.state is not None and host.client.state.phase == "playing")
    await host.run()


def raw(junk: str | dict[str, Any]) -> str:
    """A junk message as the host would send it."""
    return (
        junk
        if isinstance(junk, str)
        else message(str(junk["type"]), **{k: v for k, v in junk.items() if k != "type"})
    )


def expected(match: Match, seat: int) -> list[tuple[int, int, Any]]:
    """(manche, number, result) of each deal of ``match`` with replayable cards, as ``seat`` sees it."""
    return [
        (manche, number, rotate.result(result, seat))
        for manche, results in enumerate(match.history)
        for number, result in enumerate(results, 1)
        if not result.redeal
    ]


def test_a_friend_keeps_each_deal_of_a_partie_and_its_revanche_from_their_own_seat(tmp_path: Path) -> None:
    rules = Rules(target=100, manches=3)  # a partie of manches to the belle, then its revanche
    table = Table(rules=rules, seed=SEED, secret=SECRET, bot_levels={2: "random", 3: "heuristic"})

    starts: list[datetime | None] = []

    async def scenario() -> list[Match]:
        matches = []
        async with shared_table(table, tmp_path) as (_, host, friend):
            await until(lambda: table.seats[2].connected)
            await host.client.send("swap", a=2, b=1)  # Léa to West: her team is the other one
            await until(lambda: table.seats[1].connected)
            for _ in range(2):  # the partie, then the revanche
                await play_partie(host)
                assert table.match is not None and table.match.over
                matches.append(table.match)
                starts.append(table.started_at)
                await until(lambda: len(friend.kept) == sum(sum(map(len, m.history)) for m in matches))
        return matches

    first, second = asyncio.run(asyncio.wait_for(scenario(), LIMIT))
    assert len(first.history) >= 2  # the manches are one partie
    with History(tmp_path / FILENAME) as history:
        parties = history.parties()
        keys = [partie_key(match.seed, table.secret) for match in (first, second)]
        assert [partie.seed for partie in parties] == keys
        # each partie dated from its start at the table, not from the end of its first deal
        assert None not in starts and [partie.started_at for partie in parties] == starts
        for partie, match in zip(parties, (first, second), strict=True):
            assert partie.levels == (HUMAN_LEVEL, "random", "heuristic", HUMAN_LEVEL)  # from West
            assert partie.manches == rotate.pair(match.manches, 1)
            assert partie.status == ("won" if rotate.team(match.winner, 1) == 0 else "lost")
            deals = list(history.deals(partie.id))
            shown = [(d.manche, d.number, replace(d.result, collected=d.collected)) for d in deals]
            assert shown == expected(match, 1)
            for deal in deals:
                assert deal.replay().result == deal.result  # the cards and actions give the result again


@dataclass
class PassingFirst:
    """A table's bot that passes throughout the partie's first deal, then plays as ``bot`` does."""

    bot: Any
    table: Table

    @property
    def name(self) -> str:
        """The level of the bot it stands for."""
        return str(self.bot.name)

    def choose(self, view: DealView) -> Action:
        """Pass in the first deal, else the bot's choice."""
        match = self.table.match
        first = match is not None and not any(match.history)
        return PASS if first and PASS in view.legal else self.bot.choose(view)


class FirstDealPassed(Table):
    """A table whose bots pass the partie's first deal, as its players will: nobody takes it."""

    def _make_bots(self) -> None:
        super()._make_bots()
        self.bots = {seat: PassingFirst(bot, self) for seat, bot in self.bots.items()}


def test_a_passed_out_deal_is_not_kept_and_the_next_keeps_its_number(tmp_path: Path) -> None:
    table = FirstDealPassed(rules=ONE_DEAL, seed=SEED, secret=SECRET)

    async def scenario() -> Match:
        async with shared_table(table, tmp_path, pass_first) as (_, host, friend):
            host.policy = pass_first
            await until(lambda: table.seats[2].connected)
            await play_partie(host)
            match = table.match
            assert match is not None and match.over
            await until(lambda: len(friend.kept) == sum(map(len, match.history)))
            return match

    match = asyncio.run(asyncio.wait_for(scenario(), LIMIT))
    assert match.history[0][0].redeal  # nobody took the first deal: its cards were never shown
    with History(tmp_path / FILENAME) as history:
        (partie,) = history.parties()
        deals = list(history.deals())
        assert partie.deals == len(deals) == sum(not r.redeal for r in match.history[0]) >= 1
        assert deals[0].number == 2  # the table's number: the deal passed out keeps its place
        assert [(d.manche, d.number, replace(d.result, collected=d.collected)) for d in deals] == expected(
            match, 2
        )


def finished_elsewhere() -> dict[str, Any]:
    """A well-formed record of a deal that was not played at the table."""
    hands = complete_hands({})
    deal = make_deal(hands, taker=3, turned=hands[3].split()[0], trump="H")
    play_first_legal(deal)
    return record_json(deal, 7, [None, "random", None, "random"])


JUNK: list[Any] = [
    {"type": "record"},
    {"type": "record", "partie": "x", "dealer": 0, "actions": [], "levels": [None] * 4},
    {"type": "record", "partie": 1, "dealer": 0, "actions": ["pass"] * 8, "levels": [None] * 4, "deck": [1]},
    {"type": "record", **finished_elsewhere(), "deck": list(reversed(finished_elsewhere()["deck"]))},
    {"type": "record", **finished_elsewhere()},  # a deal that is not the table's
    {"type": "record", **finished_elsewhere(), "actions": "pass"},
    {"type": "a later kind of message", "what": [1, 2]},
]
RECORDS = sum(junk["type"] == "record" for junk in JUNK)
UNREADABLE: list[str | bytes] = ["not json", "[1, 2]", "null", '{"v": 2}', b"\x00\xff"]
"""Frames that are no message at all."""


@run_async
async def test_unreadable_frames_and_malformed_deal_records_are_left_aside_and_the_friend_plays_on(
    tmp_path: Path,
) -> None:
    """None of them ends the friend's connection: the player is told once that a message was left
    aside, plays on and records every deal."""
    table = Table(rules=ONE_DEAL, seed=SEED, secret=SECRET)
    async with shared_table(table, tmp_path) as (server, host, friend):
        await until(lambda: table.seats[2].connected)
        lea = server.connected(table)[2]
        for junk in JUNK:  # before any deal, and again once the partie is over
            push((lea,), raw(junk))
        for frame in UNREADABLE:
            await lea.send(frame)
        await play_partie(host)
        match = table.match
        assert match is not None and match.over
        await until(lambda: len(friend.kept) == RECORDS + sum(map(len, match.history)))
        for frame in UNREADABLE:
            await lea.send(frame)
        for junk in JUNK:
            push((lea,), raw(junk))
        await until(lambda: len(friend.kept) == 2 * RECORDS + sum(map(len, match.history)))
        assert not any(isinstance(said, LinkLost) for said in friend.told)
        notices = [said.reason for said in friend.told if isinstance(said, LinkNotice)]
        assert notices == ["net.unreadable"] and friend.link.unreadable == 2 * len(UNREADABLE)
    assert friend.link.recorder is not None and friend.link.recorder.enabled
    with History(tmp_path / FILENAME) as history:
        (partie,) = history.parties()
        shown = [(d.manche, d.number, replace(d.result, collected=d.collected)) for d in history.deals()]
        assert partie.seed == partie_key(match.seed, table.secret) and shown == expected(match, 2)


def test_a_deal_that_ends_while_the_friend_is_away_is_kept_once_when_they_come_back(tmp_path: Path) -> None:
    """Léa's line drops as the first deal starts; a bot plays for her while it ends and the next one
    starts, then her link comes back: her history has every deal of the partie, each once, at its
    number, though the host sends the deal she missed again."""
    table = Table(rules=Rules(target=300, manches=1), seed=SEED, secret=SECRET, away_timeout=0.0)

    async def scenario() -> tuple[Match, int]:
        async with shared_table(table, tmp_path) as (server, host, friend):
            await until(lambda: table.seats[2].connected)
            link, back = friend.link, asyncio.Event()
            connect = link.connect

            async def when_let(connect: Callable[[], Any] = connect) -> TableClient:
                await back.wait()
                return await connect()  # type: ignore[no-any-return]

            link.connect = when_let  # type: ignore[method-assign]
            written = 0
            deal_done = link.recorder.deal_done if link.recorder is not None else None

            def counted(*args: Any, **kwargs: Any) -> Any:
                nonlocal written
                written += 1
                return deal_done(*args, **kwargs) if deal_done is not None else None

            link.recorder.deal_done = counted  # type: ignore[method-assign,union-attr]
            await host.client.send("start")
            await host.run(lambda: host.client.state is not None and host.client.state.phase == "playing")
            assert link.client is not None
            link.client.ws.transport.abort()  # the line drops, without a goodbye
            await until(lambda: not table.seats[2].connected)
            match = table.match
            assert match is not None
            await host.run(lambda: any(match.history) and table.phase == "playing")
            assert table.seats[2].missed
            back.set()
            await until(lambda: table.seats[2].connected and bool(friend.kept))
            push((server.connected(table)[2],), message("record", **friend.kept[0]))  # sent once more
            await host.run()
            assert match.over
            await until(lambda: len(friend.kept) == sum(map(len, match.history)) + 1)
            return match, written

    match, written = asyncio.run(asyncio.wait_for(scenario(), LIMIT))
    with History(tmp_path / FILENAME) as history:
        (partie,) = history.parties()
        shown = [(d.manche, d.number, replace(d.result, collected=d.collected)) for d in history.deals()]
        assert shown == expected(match, 2) and written == len(shown)  # the first deal among them
        assert partie.status == ("won" if rotate.team(match.winner, 2) == 0 else "lost")


def test_a_record_is_checked_against_the_score_sheet_before_it_is_kept() -> None:
    with pytest.raises(ValueError, match="before any deal"):
        joined_deal(json.loads(message("record", **finished_elsewhere())), None)


def host_records_one_deal(table: Table, home: Path) -> None:
    """Play the started ``table``'s first deal out (the first legal action each time) and record it
    in the history in ``home`` as the host's app does."""
    assert table.match is not None
    while table.match.deal.result is None:
        deal = table.match.deal
        table.act(deal.to_play or 0, str(deal.legal_actions()[0]))
    recorder = Recorder(home / FILENAME)
    DealKeeper(recorder).hosted(table)
    recorder.close()


def test_the_hosts_history_dates_a_shared_partie_from_its_start_not_from_its_first_deals_end(
    tmp_path: Path,
) -> None:
    table = Table(rules=ONE_DEAL, seed=SEED, secret=SECRET)
    table.sit_host("Paul")
    table.start()
    assert table.started_at is not None
    table.started_at -= timedelta(minutes=12)  # the first deal took a while
    host_records_one_deal(table, tmp_path)
    with History(tmp_path / FILENAME) as history:
        (partie,) = history.parties()
    assert partie.started_at == table.started_at


def test_a_records_start_is_read_as_the_host_says_it_never_later_than_now() -> None:
    earlier = datetime(2026, 3, 1, 20, 15, tzinfo=UTC)
    assert began({"started": earlier.isoformat()}) == earlier
    ahead = began({"started": (datetime.now(UTC) + timedelta(hours=3)).isoformat()})
    assert ahead is not None and ahead <= datetime.now(UTC)  # a host whose clock runs ahead
    for said in (None, "", "yesterday", "2026-03-01T20:15:00", 1772396100, ["2026"]):  # no zone: not a moment
        assert began({"started": said}) is None
    assert began({}) is None


def test_a_table_hosted_with_bots_only_leaves_the_hosts_solo_partie_playing(tmp_path: Path) -> None:
    """The host saved a solo partie, then opened a table no friend joined: its deals are the shared
    table's (saved apart), so the solo partie is not marked abandoned by them."""
    from tests.history.helpers import record_partie

    with History(tmp_path / FILENAME) as history:
        record_partie(history, seed=3, deals=1)
    bots = {1: "random", 2: "random", 3: "random"}
    table = Table(rules=ONE_DEAL, seed=SEED, secret=SECRET, bot_levels=bots)
    table.sit_host("Paul")
    table.start()
    host_records_one_deal(table, tmp_path)
    with History(tmp_path / FILENAME) as history:
        solo, hosted = history.parties()
    assert solo.seed == 3 and solo.status == "playing"
    assert HUMAN_LEVEL not in hosted.levels[1:]  # bots in every other seat: it looks like a solo partie
