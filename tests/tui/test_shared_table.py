"""A shared table in the app: two players, each in their own app driven by Pilot, and two bots, over a
real host on 127.0.0.1 (an ephemeral port)."""

from __future__ import annotations

import asyncio
import random
import socket
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, replace
from pathlib import Path

import pytest
from rich.console import Group, RenderableType
from rich.text import Text
from textual.pilot import Pilot
from websockets.exceptions import ConnectionClosed

from belote.bots import LEVELS
from belote.engine import Rules
from belote.history import FILENAME, HUMAN_LEVEL, History
from belote.net import rotate
from belote.net.client import TableClient
from belote.net.finished import partie_key
from belote.tui.app import BeloteApp
from belote.tui.i18n import tr
from belote.tui.lobby import LobbyScreen, seat_label
from belote.tui.net_status import bot_nickname
from belote.tui.netgame import NetGameScreen
from belote.tui.netlink import NetLink
from belote.tui.netoptions import NetOptions
from belote.tui.score_screens import SummaryScreen
from belote.tui.screens import InfoScreen, PromptScreen
from belote.tui.shared_screens import PhraseScreen, SharedEndScreen
from belote.tui.typography import GLUE, PlainBlanks
from belote.tui.widgets import HandView, StatusBar

from .conftest import make_app, run_async, screen_text, toasts

SIZE = (100, 32)
SEED = 3
"""The host's seed: the same deals every run."""
QUICK = Rules(target=100, manches=1)
"""One manche to 100: the first deal whose contract is made or lost ends the partie."""


async def until(pilot: Pilot[None], condition: object, steps: int = 400) -> None:
    """Let the apps run until ``condition()`` holds (bounded)."""
    for _ in range(steps):
        if condition():  # type: ignore[operator]
            return
        await pilot.pause(0.02)
    raise AssertionError("the shared table did not get there in time")


async def act(pilot: Pilot[None], app: BeloteApp, rng: random.Random) -> None:
    """Press what a player would press at this moment, if anything."""
    screen = app.screen
    if isinstance(screen, PromptScreen | InfoScreen):
        await pilot.press("enter" if isinstance(screen, InfoScreen) else "o")
    elif isinstance(screen, NetGameScreen):
        waiting = screen.waiting
        if waiting == "bid1":
            await pilot.press(rng.choice("tp"))
        elif waiting == "bid2":
            await pilot.press("p")
        elif waiting in ("card", "trick"):
            await pilot.press("enter")
    await pilot.pause(0.01)


def hosting_app(tmp_path: Path, seed: int = SEED, rules: Rules = QUICK) -> BeloteApp:
    """An app hosting a shared table (quick by default) on 127.0.0.1 (an ephemeral port), bots at
    full speed, its deals from a seed (the same every run)."""
    hosting = NetOptions(mode="host", name="Paul", listen="127.0.0.1", port=0)
    home = tmp_path / "host"
    return BeloteApp(seed=seed, rules=rules, bot_delay=0, bot_level="random", home=home, net=hosting)


def room_texts(body: RenderableType) -> list[Text]:
    """The lines of text of a waiting room's ``body`` (``LobbyScreen.body()``), the blanks French
    glues read as plain spaces, their styles kept."""
    if isinstance(body, PlainBlanks):  # French spacing: drawn as plain spaces
        body = body.inner
    assert isinstance(body, Group)
    texts = [line.copy() for line in body.renderables if isinstance(line, Text)]
    for text in texts:
        text.plain = text.plain.replace(GLUE, " ")
    return texts


async def opened(pilot: Pilot[None], app: BeloteApp) -> NetLink:
    """The app's link once its table is open."""
    link = app.net
    assert link is not None
    await until(pilot, lambda: bool(link.invitation))
    return link


async def hosted_table(host: Pilot[None], host_app: BeloteApp) -> NetGameScreen:
    """Open the table, start the partie with the bots, and return the host's table screen."""
    await opened(host, host_app)
    await host.press("enter")
    await until(host, lambda: isinstance(host_app.screen, NetGameScreen))
    screen = host_app.screen
    assert isinstance(screen, NetGameScreen)
    return screen


def friend_app(link: NetLink, tmp_path: Path) -> BeloteApp:
    """Léa's app, joining the table ``link`` hosts with its code, from a folder of her own."""
    assert link.table is not None
    joining = NetOptions(mode="join", address=f"127.0.0.1:{link.port}", code=link.table.code, name="Léa")
    return BeloteApp(bot_delay=0, home=tmp_path / "friend", net=joining)


def stranger_app(link: NetLink, home: Path) -> BeloteApp:
    """Zoé's app, joining the table ``link`` hosts with a wrong code."""
    wrong = NetOptions(mode="join", address=f"127.0.0.1:{link.port}", code="AAAA-00", name="Zoé")
    return BeloteApp(bot_delay=0, home=home, net=wrong)


async def refused_room(pilot: Pilot[None], app: BeloteApp) -> LobbyScreen:
    """The waiting room of ``app`` once the host refused its code."""
    room = app.screen
    assert isinstance(room, LobbyScreen)
    await until(pilot, lambda: bool(room.problem))
    assert room.problem == tr("net.refused.bad_code")
    return room


@dataclass
class TwoPlayers:
    """The host's app and Léa's, both running, Léa seated across from the host (not started yet)."""

    host: Pilot[None]
    host_app: BeloteApp
    link: NetLink
    friend: Pilot[None]
    lea: BeloteApp


@asynccontextmanager
async def host_and_friend(
    tmp_path: Path, rules: Rules = QUICK, seed: int = SEED
) -> AsyncIterator[TwoPlayers]:
    """Open a table in the host's app and seat Léa from her own app; the waiting room is still up.
    Its deals come from a seed, so that a test plays the same table every time."""
    host_app = hosting_app(tmp_path, seed, rules)
    async with host_app.run_test(size=SIZE) as host:
        link = await opened(host, host_app)
        lea = friend_app(link, tmp_path)
        async with lea.run_test(size=SIZE) as friend:
            await until(host, lambda: link.table is not None and link.table.seats[2].taken)
            await until(host, lambda: link.table is not None and link.table.seats[2].connected)
            yield TwoPlayers(host, host_app, link, friend, lea)


async def play_to_both_summaries(two: TwoPlayers, rng: random.Random) -> None:
    """Start the partie and play both players' turns until both read the first deal's summary."""
    host, friend, lea = two.host, two.friend, two.lea
    await host.press("enter")
    await until(friend, lambda: isinstance(lea.screen, NetGameScreen))
    apps = ((host, two.host_app), (friend, lea))
    for _ in range(3000):
        if all(isinstance(app.screen, SummaryScreen) for _, app in apps):
            return
        for pilot, app in apps:
            if not isinstance(app.screen, SummaryScreen):
                await act(pilot, app, rng)
    raise AssertionError("the first deal did not end")


async def play_to_the_partie_end(two: TwoPlayers, rng: random.Random) -> None:
    """Start the partie and play both players' turns until both read the partie's end."""
    host, friend, host_app, lea = two.host, two.friend, two.host_app, two.lea
    await host.press("enter")
    await until(friend, lambda: any(isinstance(screen, NetGameScreen) for screen in lea.screen_stack))
    for _ in range(3000):
        if all(isinstance(app.screen, SharedEndScreen) and app.screen.match.over for app in (host_app, lea)):
            return
        for pilot, app in ((host, host_app), (friend, lea)):
            if not isinstance(app.screen, SharedEndScreen) or not app.screen.match.over:
                await act(pilot, app, rng)
    raise AssertionError("the partie did not end")


@run_async
async def test_two_players_in_their_apps_play_a_whole_partie_with_two_bots(tmp_path: Path) -> None:
    host_app = hosting_app(tmp_path, SEED)
    async with host_app.run_test(size=SIZE) as host:
        link = await opened(host, host_app)
        assert link.table is not None
        code = link.table.code
        assert link.invitation.endswith(f":{link.port} {code}")
        lea = friend_app(link, tmp_path)
        async with lea.run_test(size=SIZE) as friend:
            await until(host, lambda: link.table is not None and link.table.seats[2].taken)
            assert isinstance(host_app.screen, LobbyScreen) and isinstance(lea.screen, LobbyScreen)
            await host.press("enter")  # the host starts: bots take West and East
            await until(host, lambda: isinstance(lea.screen, NetGameScreen))
            table = link.table
            assert table is not None and table.match is not None
            checked = False
            rng = random.Random(5)
            for _ in range(3000):
                if table.phase == "over":
                    break
                screen = lea.screen
                if isinstance(screen, NetGameScreen) and screen.waiting == "card":  # Léa's turn
                    assert set(screen.query_one(HandView).cards) == set(table.match.deal.hands[2])
                    checked = True  # she sees her own hand, at the bottom
                await act(host, host_app, rng)
                await act(friend, lea, rng)
            assert table.phase == "over" and checked
            await until(
                friend,
                lambda: (
                    lea.net is not None
                    and lea.net.client is not None
                    and lea.net.client.state is not None
                    and lea.net.client.state.phase == "over"
                ),
            )
            assert lea.net is not None and lea.net.client is not None
            state = lea.net.client.state
            assert state is not None and state.scores == table.match.scores
    with History(tmp_path / "host" / FILENAME) as history:  # the host recorded every deal, like solo
        (partie,) = history.parties()
        assert partie.seed == table.match.seed and partie.status in ("won", "lost")
        assert partie.levels == (HUMAN_LEVEL, "random", HUMAN_LEVEL, "random")
        deals = list(history.deals(partie.id))
        assert [deal.result for deal in deals] == [r for manche in table.match.history for r in manche]
    with History(tmp_path / "friend" / FILENAME) as history:  # and Léa each deal she played, from North
        (partie,) = history.parties()
        key = partie_key(table.match.seed, table.secret)
        assert partie.seed == key != table.match.seed  # never the seed itself
        assert partie.levels == (HUMAN_LEVEL, "random", HUMAN_LEVEL, "random")
        kept = [replace(deal.result, collected=deal.collected) for deal in history.deals(partie.id)]
        assert kept == [rotate.result(r, 2) for manche in table.match.history for r in manche if not r.redeal]


@run_async
async def test_undo_is_off_at_a_shared_table_and_phrases_reach_the_others(tmp_path: Path) -> None:
    host_app = hosting_app(tmp_path)
    async with host_app.run_test(size=SIZE) as host:
        screen = await hosted_table(host, host_app)
        await host.press("u")
        await until(host, lambda: any("Pas d'annulation" in notice for notice in toasts(host_app)))
        assert screen.query_one(StatusBar).message != tr("net.no_undo")  # a passing notice, not the status
        await host.press("exclamation_mark")
        await until(host, lambda: isinstance(host_app.screen, PhraseScreen))
        await host.press("1")
        await until(host, lambda: any("Bien joué" in str(n.message) for n in host_app._notifications))
        await asyncio.sleep(0)


@run_async
async def test_the_host_moves_and_removes_players_in_the_waiting_room(tmp_path: Path) -> None:
    host_app = hosting_app(tmp_path)
    async with host_app.run_test(size=SIZE) as host:
        link = await opened(host, host_app)
        table = link.table
        assert table is not None
        friend = await TableClient.join(f"127.0.0.1:{link.port}", table.code, "Léa")
        assert friend.seat == 2  # the first friend is the host's partner
        room = host_app.screen
        assert isinstance(room, LobbyScreen)
        await until(host, lambda: room.state is not None and room.state.seats[2].player)
        with host_app._context():  # on a bot's seat (West) nobody to move or remove
            assert not room.check_action("move", ()) and not room.check_action("remove", ())
            assert room.check_action("level", ())
        await host.press("down")  # from West to North, Léa's seat
        with host_app._context():  # on hers no bot's level to choose: it would show nowhere
            assert room.check_action("move", ()) and room.check_action("remove", ())
            assert not room.check_action("level", ())
        await host.press("m")  # North → East
        await until(host, lambda: table.seats[3].name == "Léa" and not table.seats[2].taken)
        code = table.code
        await host.press("x", "o")  # the chosen seat followed Léa: East; yes, remove her
        await until(host, lambda: not table.seats[3].taken)
        with pytest.raises(ConnectionClosed):
            while True:
                await friend.receive()
        assert table.code != code and link.invitation.endswith(f":{link.port} {table.code}")  # a new code
        lobby = host_app.screen
        assert isinstance(lobby, LobbyScreen)
        assert any(table.code in line.plain for line in room_texts(lobby.body()))
        # and a notice says so, with the line to give the others: the old code no longer works
        renewed = " ".join(tr("net.code_renewed", line=link.invitation).split())
        await until(host, lambda: any(renewed == " ".join(notice.split()) for notice in toasts(host_app)))


@run_async
async def test_the_bots_at_a_shared_table_are_at_the_levels_the_host_chose(tmp_path: Path) -> None:
    hosting = NetOptions(mode="host", name="Paul", listen="127.0.0.1", port=0)
    levels = {"partner": "beginner", "west": "expert", "east": "club"}
    app = BeloteApp(seed=SEED, rules=QUICK, bot_delay=0, home=tmp_path / "host", net=hosting, levels=levels)
    async with app.run_test(size=SIZE) as pilot:
        link = await opened(pilot, app)
        table = link.table
        assert table is not None
        assert table.bot_levels == app.seat_levels({}) and table.bot_levels[2] == "beginner"  # the partner
        assert {table.bot_levels[1], table.bot_levels[3]} == {"expert", "club"}
        west = 1  # the seat chosen at first, on the host's right
        before = table.bot_levels[west]
        await pilot.press("n")  # the next level for West's bot, as in the options
        await until(pilot, lambda: table.bot_levels[west] != before)
        assert table.bot_levels[west] == LEVELS[(LEVELS.index(before) + 1) % len(LEVELS)]
        lobby = app.screen
        assert isinstance(lobby, LobbyScreen) and lobby.state is not None
        await until(pilot, lambda: lobby.state is not None and lobby.state.seats[west].level != before)
        level = tr("val." + table.bot_levels[west])
        assert seat_label(lobby.state.seats[west], west) == f"{bot_nickname(west)}, robot ({level})"
        await pilot.pause()
        shown = f"{bot_nickname(west)}, robot ({level})"  # the name it keeps at the table
        assert any(shown in line for line in screen_text(app))
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, NetGameScreen))
        assert {seat: table.bots[seat].name for seat in (1, 2, 3)} == table.bot_levels
        await pilot.pause()
        assert any(f"{bot_nickname(west)}, robot" in line for line in screen_text(app))


@run_async
async def test_a_port_already_taken_is_told_in_the_waiting_room(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        hosting = NetOptions(mode="host", name="Paul", listen="127.0.0.1", port=port)
        app = BeloteApp(rules=QUICK, bot_delay=0, home=tmp_path / "host", net=hosting)
        async with app.run_test(size=SIZE) as pilot:
            screen = app.screen
            assert isinstance(screen, LobbyScreen)
            await until(pilot, lambda: bool(screen.problem))
            assert screen.problem.startswith("Impossible d'ouvrir la table")


@run_async
async def test_no_hint_at_a_shared_table(tmp_path: Path) -> None:
    host_app = hosting_app(tmp_path)
    async with host_app.run_test(size=SIZE) as host:
        screen = await hosted_table(host, host_app)
        await until(host, lambda: screen.waiting in ("bid1", "bid2", "card"))
        await host.press("i" if screen.waiting == "bid2" else "c")
        await until(host, lambda: any("Pas de conseil" in str(n.message) for n in host_app._notifications))
        assert host_app.screen is screen  # no hint panel
        host_app.clear_notifications()
        host_app.told.clear()  # the notice may be said again at once (not only once it has gone)
        screen.set_waiting("bot")  # another seat's turn: « c » still says why there is no hint
        await host.press("c")
        await until(host, lambda: any("Pas de conseil" in str(n.message) for n in host_app._notifications))


@run_async
async def test_a_removed_player_given_the_new_code_sits_down_again_as_a_newcomer(tmp_path: Path) -> None:
    host_app = hosting_app(tmp_path)
    async with host_app.run_test(size=SIZE) as host:
        link = await opened(host, host_app)
        table = link.table
        assert table is not None
        address = f"127.0.0.1:{link.port}"

        def lea() -> NetLink:
            """Léa's end of the table (her tokens kept in her folder), joining with the code as it is."""
            options = NetOptions(mode="join", address=address, code=table.code, name="Léa")
            return NetLink(options, tmp_path / "friend", QUICK, {}, (0, 0))

        first = await lea().connect()
        await first.close()  # gone when the host removes her: she keeps her token
        await until(host, lambda: not table.seats[2].connected)
        await host.press("down", "x", "o")  # North, Léa's seat: removed
        await until(host, lambda: not table.seats[2].taken)
        again = lea()
        assert again.tokens.get(address) == first.token  # the revoked token is tried first
        client = await again.connect()
        assert client.seat == 2 and again.tokens.get(address) == client.token != first.token
        await client.close()


@run_async
async def test_a_new_code_notice_replaces_the_one_whose_code_no_longer_works(tmp_path: Path) -> None:
    """Two friends removed in a row: the first notice's code no longer works, and it stood on top of
    the second, so a host read the wrong one first; the new notice now takes the old one's place."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        app.tell(tr("net.code_renewed", line="belote-tui join 10.0.0.2:7447 OLD1-11"))
        await pilot.pause()
        assert "OLD1-11" in " ".join(toasts(app))
        app.tell_instead(tr("net.code_renewed", line="belote-tui join 10.0.0.2:7447 NEW2-22"))
        await pilot.pause()
        shown = " ".join(toasts(app))
        assert "NEW2-22" in shown and "OLD1-11" not in shown


@run_async
async def test_removing_two_friends_in_a_row_leaves_only_the_code_that_works(tmp_path: Path) -> None:
    """The first removal's notice was on show when the second removal's question came up: held
    while the question was read, it came back after the new code's notice, a code that no longer
    works beside the one that does."""
    host_app = hosting_app(tmp_path)
    async with host_app.run_test(size=(80, 24)) as host:
        link = await opened(host, host_app)
        table = link.table
        assert table is not None
        for name in ("Léa", "Bob"):
            await TableClient.join(f"127.0.0.1:{link.port}", table.code, name)
        room = host_app.screen
        assert isinstance(room, LobbyScreen)
        await until(host, lambda: room.state is not None and sum(s.player for s in room.state.seats) == 3)
        first = table.code
        await host.press("down", "x", "o")  # Léa, the host's partner
        await until(host, lambda: table.code != first)
        second = table.code
        await until(host, lambda: any(second in notice for notice in toasts(host_app)))
        await host.press("up", "x", "o")  # Bob, at East
        await until(host, lambda: table.code != second)
        await until(host, lambda: any(table.code in notice for notice in toasts(host_app)))
        for _ in range(10):  # the question's held notices said again, if any
            await host.pause(0.05)
        codes = [notice for notice in toasts(host_app) if "belote-tui join" in notice]
        assert len(codes) == 1 and codes[0].endswith(table.code)


@run_async
async def test_the_shared_tables_log_is_rewrapped_when_the_terminal_grows(tmp_path: Path) -> None:
    """As at a solo table, lines wrapped at 80 columns use the wider log after a resize: the shared
    table's log kept its first wrapping, the rewriting waiting for a solo partie that is not there."""
    from textual.widgets import RichLog

    host_app = hosting_app(tmp_path)
    async with host_app.run_test(size=(80, 24)) as host:
        screen = await hosted_table(host, host_app)
        log = screen.query_one(RichLog)
        await until(host, lambda: len(log.lines) > 3)
        narrow = log.scrollable_content_region.width
        assert max(strip.cell_length for strip in log.lines) <= narrow
        await host.resize_terminal(130, 40)
        await until(host, lambda: log.scrollable_content_region.width > narrow)
        await until(host, lambda: max(strip.cell_length for strip in log.lines) > narrow)
