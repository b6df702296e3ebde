"""A shared table closing and opening again: the host quitting tells the friends their seat waits for
them (and they stop trying to come back), and a table opened again with ``--resume`` gives the
command to give to friends once, in a passing notice."""

from __future__ import annotations

import asyncio
import random
import shutil
from dataclasses import replace
from pathlib import Path

from textual.pilot import Pilot
from textual.worker import WorkerState

from belote.engine import Rules
from belote.net import rotate
from belote.net.client import TableClient
from belote.net.table import Table
from belote.net.telling import received_at_take
from belote.tui.app import BeloteApp
from belote.tui.hostfiles import saved_place
from belote.tui.i18n import tr
from belote.tui.lobby import LobbyScreen
from belote.tui.netgame import NetGameScreen
from belote.tui.netoptions import NetOptions
from belote.tui.score_screens import SummaryScreen
from belote.tui.screens import LastTrickScreen, PromptScreen
from belote.tui.widgets import HandView, SeatView, StatusBar
from tests.net.conftest import Scripted

from .conftest import run_async, toasts
from .test_shared_table import (
    QUICK,
    SIZE,
    TwoPlayers,
    act,
    host_and_friend,
    hosted_table,
    hosting_app,
    opened,
    until,
)


async def started(two: TwoPlayers) -> NetGameScreen:
    """The host starts the partie: Léa's table screen once both apps show the table."""
    await two.host.press("enter")
    await until(two.friend, lambda: isinstance(two.lea.screen, NetGameScreen))
    await until(two.host, lambda: isinstance(two.host_app.screen, NetGameScreen))
    screen = two.lea.screen
    assert isinstance(screen, NetGameScreen)
    return screen


async def until_her_turn(two: TwoPlayers, screen: NetGameScreen) -> None:
    """The host plays on (its own turns at random) until it is Léa's turn at her table screen."""
    rng = random.Random(3)
    for _ in range(300):
        if screen.waiting in ("bid1", "bid2", "card"):
            return
        await act(two.host, two.host_app, rng)
        await two.friend.pause(0.02)
    raise AssertionError("Léa's turn never came")


@run_async
async def test_the_host_quitting_tells_a_friend_her_seat_waits_and_she_is_back_when_it_reopens(
    tmp_path: Path,
) -> None:
    """« q » then « o » at the host's table mid-deal: Léa's status says the host closed the table and
    that she will be back in her seat when it reopens; nothing is offered that would not reach the
    host, and quitting says how to come back. When the host opens the table again (« host --resume »),
    she is back in her seat by herself, and told so; the host, reopening under another name, is told
    the table keeps the one its friends know."""
    async with host_and_friend(tmp_path) as two:
        host, friend, lea = two.host, two.friend, two.lea
        screen = await started(two)
        assert screen.check_action("phrases", ())
        friend_link = lea.net
        assert friend_link is not None
        friend_link.reopen_wait = 0.1
        options = two.link.options
        await until_her_turn(two, screen)
        await host.press("q")
        await host.press("o")
        bar = screen.query_one(StatusBar)
        closed = tr("net.host_closed", detail=friend_link.options.address)
        await until(friend, lambda: bar.message == closed)
        assert not screen.check_action("phrases", ())
        for action in ("take", "pass", "play", "hint", "move", "pick"):  # nothing chosen would reach the host
            assert not screen.check_action(action, ()), action
        seats = [view.info for view in screen.query(SeatView) if view.info is not None]
        assert seats and not any(info.to_play for info in seats)  # no « ▶ »: nobody thinks there now
        assert lea.shared_quit_words() == (
            tr("prompt.quit_seatless"),
            tr(
                "prompt.quit_host_closed_hint",
                command=f"belote-tui join {friend_link.options.address} --home {tmp_path / 'friend'}",
            ),
        )
        await friend.pause(0.5)  # several tries meanwhile, none of them « Connexion perdue… »
        assert bar.message == closed and friend_link.ended == "net.host_closed"
        net = [worker for worker in lea.workers if worker.group == "net"]
        assert net and all(worker.state == WorkerState.RUNNING for worker in net)
        # « host --resume --name Hugues »: the table knows its host as Paul, and says so
        resumed = replace(options, resume=True, port=None, listen=None, name="Hugues")
        home = tmp_path / "host-again"  # the first app holds its folder's lock until this test ends
        shutil.copytree(tmp_path / "host", home)
        again = BeloteApp(rules=QUICK, bot_delay=0, bot_level="random", home=home, net=resumed)
        async with again.run_test(size=SIZE) as reopened:
            back = " ".join(tr("net.host_back").split())  # a toast draws its unbreakable blanks plain
            await until(friend, lambda: any(back in " ".join(notice.split()) for notice in toasts(lea)))
            kept = " ".join(tr("net.kept_name", name="Paul").split())
            await until(reopened, lambda: any(kept in " ".join(notice.split()) for notice in toasts(again)))
            assert friend_link.seated and not friend_link.ended and screen.check_action("phrases", ())
            assert again.net is not None and again.net.table is not None
            await until(reopened, lambda: again.net is not None and again.net.table.seats[2].connected)
            saved = saved_place(home)  # what a plain « host --resume » will offer next: the table's name
            assert saved is not None and saved.name == "Paul"


@run_async
async def test_a_friend_who_read_the_summary_before_the_host_closed_is_not_waited_for_when_it_reopens(
    tmp_path: Path,
) -> None:
    """Léa has read the deal's summary (Enter) when the host quits over its own; the host opens the
    table again (« host --resume ») and reads the summary again: the next deal is dealt, the table
    waiting neither for Léa (she read it) nor Léa for the table."""
    async with host_and_friend(tmp_path, rules=Rules(target=1000, manches=1)) as two:  # one deal: no end
        host, friend, lea = two.host, two.friend, two.lea
        screen = await started(two)
        friend_link = lea.net
        assert friend_link is not None
        friend_link.reopen_wait = 0.1
        table = two.link.table
        assert table is not None
        rng = random.Random(5)
        for _ in range(600):  # both play the first deal, its summary left open on both screens
            if isinstance(lea.screen, SummaryScreen) and isinstance(two.host_app.screen, SummaryScreen):
                break
            for pilot, app in ((host, two.host_app), (friend, lea)):
                if not isinstance(app.screen, SummaryScreen):
                    await act(pilot, app, rng)
        else:
            raise AssertionError("the first deal never ended")
        await friend.press("enter")  # Léa has read it
        await until(host, lambda: table.seats[2].ready)
        await host.press("q", "o")  # the host quits over the summary, saving the table
        await until(friend, lambda: friend_link.ended == "net.host_closed")
        resumed = replace(two.link.options, resume=True, port=None, listen=None)  # « host --resume »
        home = tmp_path / "host-again"  # the first app holds its folder's lock until this test ends
        shutil.copytree(tmp_path / "host", home)
        again = BeloteApp(rules=QUICK, bot_delay=0, bot_level="random", home=home, net=resumed)
        async with again.run_test(size=SIZE) as reopened:
            await until(reopened, lambda: again.net is not None and again.net.table is not None)
            assert again.net is not None and again.net.table is not None
            reopened_table = again.net.table
            await until(reopened, lambda: reopened_table.seats[2].connected and reopened_table.seats[2].ready)
            await until(reopened, lambda: isinstance(again.screen, SummaryScreen))
            await reopened.press("enter")  # the host has read it again: the next deal comes
            await until(reopened, lambda: reopened_table.phase == "playing")
            await until(friend, lambda: screen.state is not None and screen.state.phase == "playing")
            assert screen.state is not None and screen.state.deal_number == 2


@run_async
async def test_the_host_reopening_is_not_told_as_the_others_losing_their_connection(tmp_path: Path) -> None:
    """Max (a third player) and Léa were at the table when the host closed it; it reopens, Léa is
    back by herself, Max not yet: Léa is told the host reopened, not that Max lost the connection
    (everyone did, with the host), and the closing is no longer on her status line while the table
    waits for a bot."""
    async with host_and_friend(tmp_path) as two:
        assert two.link.table is not None
        address = f"127.0.0.1:{two.link.port}"
        max_client = await TableClient.join(address, two.link.table.code, "Max")
        await until(two.host, lambda: two.link.table is not None and two.link.table.seats[1].taken)
        max_plays = asyncio.create_task(Scripted(max_client, seed=5).run())  # plays his turns
        try:
            screen = await started(two)
            friend_link = two.lea.net
            assert friend_link is not None
            friend_link.reopen_wait = 0.1
            options = two.link.options
            await two.friend.pause(0.3)
            await two.host.press("q")
            await two.host.press("o")
            closed = tr("net.host_closed", detail=friend_link.options.address)
            await until(two.friend, lambda: screen.query_one(StatusBar).message == closed)
        finally:
            await max_client.close()
            await max_plays
        home = tmp_path / "host-again"  # the first app holds its folder's lock until this test ends
        shutil.copytree(tmp_path / "host", home)
        resumed = replace(options, resume=True, port=None, listen=None)
        again = BeloteApp(rules=QUICK, bot_delay=60, bot_level="random", home=home, net=resumed)
        async with again.run_test(size=SIZE):
            back = " ".join(tr("net.host_back").split())
            await until(two.friend, lambda: back in toasts(two.lea))
            await two.friend.pause(0.5)
            dropped = " ".join(tr("net.dropped", name="Max").split())
            assert dropped not in toasts(two.lea) and not any("Max" in notice for notice in toasts(two.lea))
            assert screen.query_one(StatusBar).message != closed  # not left there once reopened


@run_async
async def test_a_friend_whose_terminal_is_too_small_on_her_turn_says_one_moment_for_her(
    tmp_path: Path,
) -> None:
    """Léa's terminal shrinks below the table's size on her turn: her table pauses, and the host is
    told « Léa : Un instant ! », once for that turn, so nobody wonders why the table waits."""
    async with host_and_friend(tmp_path) as two:
        host, friend = two.host, two.friend
        screen = await started(two)
        await until_her_turn(two, screen)
        await friend.resize_terminal(60, 20)
        await until(host, lambda: any("Un instant" in notice for notice in toasts(two.host_app)))
        await friend.resize_terminal(*SIZE)
        await friend.resize_terminal(60, 20)  # the same turn: said once
        await host.pause(0.3)
        assert sum("Un instant" in notice for notice in toasts(two.host_app)) == 1


@run_async
async def test_a_friend_too_small_when_a_trick_ends_says_one_moment_when_her_turn_comes(
    tmp_path: Path,
) -> None:
    """Léa plays her card, then her terminal shrinks: her table holds the trick just won (it cannot
    be seen), and her turn comes in the next trick meanwhile. The host is told « Léa : Un instant ! »
    all the same: the turn came, even if her table still shows the last trick."""
    async with host_and_friend(tmp_path) as two:
        host, friend, lea = two.host, two.friend, two.lea
        screen = await started(two)
        lea.explicit_delay = 0.1  # a won trick stays a moment on her table, as it does for a player
        rng = random.Random(5)
        for _ in range(600):  # both play until Léa is to play a card with a trick to follow
            if screen.waiting == "card" and len(screen.human_view().tricks) < 7:
                break
            await act(host, two.host_app, rng)
            await act(friend, lea, rng)
        else:
            raise AssertionError("Léa never had a card to play early enough")
        await friend.press("enter")  # her card
        await friend.pause(0.05)
        await friend.resize_terminal(60, 20)
        for _ in range(600):  # the others play on (the host at random) until her turn comes
            if any("Un instant" in notice for notice in toasts(two.host_app)):
                break
            await act(host, two.host_app, rng)
            await friend.pause(0.02)
        assert sum("Un instant" in notice for notice in toasts(two.host_app)) == 1


@run_async
async def test_a_friend_too_small_while_asked_about_her_belote_says_one_moment(tmp_path: Path) -> None:
    """Léa chooses her king of trumps and is asked whether she says « Belote » (the question is over
    her table, her turn not played yet), then her terminal shrinks: the host is told « Léa : Un
    instant ! » as when her table itself is shown."""
    async with host_and_friend(tmp_path, seed=30) as two:  # Léa holds the belote in its first deal
        host, friend, lea = two.host, two.friend, two.lea
        screen = await started(two)
        rng = random.Random(5)
        for _ in range(600):  # both play until Léa is asked about her belote
            if screen.waiting == "prompt" and screen.human_view().phase == "playing":
                break
            await act(host, two.host_app, rng)
            await act(friend, lea, rng)
        else:
            raise AssertionError("Léa was never asked about a belote")
        assert isinstance(lea.screen, PromptScreen)
        assert not toasts(two.host_app)
        await friend.resize_terminal(60, 20)
        await until(host, lambda: any("Un instant" in notice for notice in toasts(two.host_app)))
        assert sum("Un instant" in notice for notice in toasts(two.host_app)) == 1


@run_async
async def test_a_friend_whose_terminal_closes_keeps_her_turn_waiting_as_after_a_lost_connection(
    tmp_path: Path,
) -> None:
    """Léa's terminal closes on her turn (the game saves and quits on the signal): she did not choose
    to leave, so her seat waits for her as after a lost connection, where « q » would have a bot play
    for her at once."""
    async with host_and_friend(tmp_path) as two:
        host = two.host
        screen = await started(two)
        await until_her_turn(two, screen)
        table = two.link.table
        assert table is not None
        two.lea.stop_signalled()
        await until(host, lambda: not table.seats[2].connected)
        await host.pause(0.5)
        assert table.controller(2) == "wait" and not table.seats[2].covered  # no bot plays for her yet


@run_async
async def test_a_resumed_table_gives_the_command_for_friends_once_in_a_notice(tmp_path: Path) -> None:
    """A table opened again with ``--resume`` goes straight to play: the command friends come back
    with comes once as a passing notice, in the player's language, with the table's code (their seat
    knows them again without it, but a friend arriving now needs it to sit in for a bot)."""
    first = hosting_app(tmp_path)
    async with first.run_test(size=SIZE) as host:
        await hosted_table(host, first)
        assert first.net is not None and first.net.table is not None
        await host.press("q")
        await host.press("o")
    options = first.net.options
    again = BeloteApp(
        rules=QUICK,
        bot_delay=0,
        bot_level="random",
        home=tmp_path / "host",
        lang="en",
        net=replace(options, resume=True),
    )
    async with again.run_test(size=SIZE) as host:
        link = await opened(host, again)
        await until(host, lambda: isinstance(again.screen, NetGameScreen))
        assert link.table is not None  # the code too: a friend arriving now sits in for a bot
        notice = f"{tr('net.rejoin')} belote-tui join 127.0.0.1:{link.port} {link.table.code}"
        await until(host, lambda: notice in toasts(again))
        assert notice.startswith(
            "The match goes on. Your friends come back to their seats, or join in, with:"
        )
        assert toasts(again).count(notice) == 1


@run_async
async def test_the_host_quitting_the_waiting_room_says_so_without_promising_the_seat(tmp_path: Path) -> None:
    """Before the start nothing is saved: Léa's waiting room only says that the host closed the table."""
    async with host_and_friend(tmp_path) as two:
        friend, lea = two.friend, two.lea
        screen = lea.screen
        assert isinstance(screen, LobbyScreen)
        await two.host.press("q")
        await two.host.press("o")
        await until(friend, lambda: screen.problem == tr("net.host_closed_room"))
        assert lea.shared_quit_words() == (tr("prompt.quit_seatless"), tr("prompt.quit_seatless_hint"))


def first_trick_of_a_later_deal(table: Table, host_app: BeloteApp) -> bool:
    """The table is in the first trick of a deal after one that was played, with the cards received
    at the take still in both players' hands (neither has played), and no question open at the
    host's (« q » then quits at once)."""
    match = table.match
    if match is None or table.previous_last is None or not isinstance(host_app.screen, NetGameScreen):
        return False
    deal = match.deal
    return deal.phase == "playing" and len(deal.hands[0]) == 8 and len(deal.hands[2]) == 8


@run_async
async def test_a_resumed_table_still_shows_the_previous_last_trick_and_the_received_cards(
    tmp_path: Path,
) -> None:
    """The host closes the table during the first trick of a second deal, then opens it again with
    ``--resume`` and Léa comes back: in both apps « d » still shows the previous deal's last trick
    (as their seat saw it), and the cards each received at the take are still marked « + »."""
    rng = random.Random(3)
    async with host_and_friend(tmp_path, Rules(), seed=3) as two:
        host, friend, lea = two.host, two.friend, two.lea
        await host.press("enter")
        await until(friend, lambda: isinstance(lea.screen, NetGameScreen))
        table = two.link.table
        assert table is not None and table.match is not None
        for _ in range(3000):
            if first_trick_of_a_later_deal(table, two.host_app):
                break
            await act(host, two.host_app, rng)
            if first_trick_of_a_later_deal(table, two.host_app):
                break
            await act(friend, lea, rng)
        assert first_trick_of_a_later_deal(table, two.host_app)
        deal, last = table.match.deal, table.previous_last
        assert last is not None
        received = {seat: set(received_at_take(deal, deal.hands[seat])) for seat in (0, 2)}
        assert received[0] and received[2]
        port, options = two.link.port, two.link.options
        await host.press("q")
        await host.press("o")
        await until(host, lambda: not two.host_app.is_running)
    again = BeloteApp(
        rules=Rules(),
        bot_delay=0,
        bot_level="random",
        home=tmp_path / "host",
        net=replace(options, resume=True, port=port),
    )
    async with again.run_test(size=SIZE) as host:
        await opened(host, again)
        joining = NetOptions(mode="join", address=f"127.0.0.1:{port}", name="Léa")
        lea = BeloteApp(bot_delay=0, home=tmp_path / "friend", net=joining)
        async with lea.run_test(size=SIZE) as friend:
            for app, pilot, seat in ((again, host, 0), (lea, friend, 2)):
                await until(pilot, lambda app=app: isinstance(app.screen, NetGameScreen))
                screen = app.screen
                assert isinstance(screen, NetGameScreen)
                await until(
                    pilot, lambda screen=screen: screen.state is not None and screen.state.view is not None
                )
                assert screen.previous_last == rotate.trick(last, seat)
                assert screen.query_one(HandView).fresh == received[seat]
                assert screen.check_action("last_trick", ())
                await pilot.press("d")
                await until(pilot, lambda app=app: isinstance(app.screen, LastTrickScreen))
                shown = app.screen
                assert isinstance(shown, LastTrickScreen)
                assert shown.previous and shown.trick == rotate.trick(last, seat)
                await pilot.press("escape")


@run_async
async def test_a_new_table_closed_before_it_starts_leaves_the_saved_one_to_resume(tmp_path: Path) -> None:
    """A partie is saved; the host opens a new table and closes its waiting room before starting:
    nothing of the saved table changes (its file, the host's seat at it), and ``--resume`` with no
    port or address opens it again where it was served, with its code, the host back in their seat."""
    first = hosting_app(tmp_path)
    async with first.run_test(size=SIZE) as host:
        await hosted_table(host, first)
        assert first.net is not None and first.net.table is not None
        code, port, options = first.net.table.code, first.net.port, first.net.options
        await host.press("q", "o")
    home = tmp_path / "host"
    saved = {name: (home / name).read_text() for name in ("table.json", "tokens.json")}
    other = hosting_app(tmp_path)  # a new table, not a resumed one
    async with other.run_test(size=SIZE) as host:
        link = await opened(host, other)
        assert isinstance(other.screen, LobbyScreen) and link.table is not None and link.table.code != code
        await host.press("q", "o")
    assert {name: (home / name).read_text() for name in saved} == saved
    resumed = replace(options, resume=True, port=None, listen=None)  # « host --resume » alone
    app = BeloteApp(rules=QUICK, bot_delay=0, bot_level="random", home=home, net=resumed)
    async with app.run_test(size=SIZE) as host:
        link = await opened(host, app)
        assert link.resumed and link.table is not None and link.table.code == code
        assert link.port == port and link.where.endswith(f"127.0.0.1:{port}")
        await until(host, lambda: isinstance(app.screen, NetGameScreen) and app.screen.is_mounted)
        await host.pause()  # the table drawn before the test ends (it closed the app under its mounting)


async def partie_saved(tmp_path: Path) -> str:
    """A partie started at a hosted table, then the host quits: the saved table's file."""
    first = hosting_app(tmp_path)
    async with first.run_test(size=SIZE) as host:
        await hosted_table(host, first)
        await host.press("q", "o")
    return (tmp_path / "host" / "table.json").read_text()


async def start_refused(host: Pilot[None], app: BeloteApp) -> str:
    """Enter in the waiting room asks whether to replace the saved table; « Non » (the default).
    The question's hint is returned."""
    assert isinstance(app.screen, LobbyScreen)
    await host.press("enter")
    await host.pause()
    asked = app.screen
    assert isinstance(asked, PromptScreen) and asked.question == tr("prompt.replace_saved_table")
    await host.press("enter")  # « Non »
    await host.pause()
    return asked.hint


@run_async
async def test_starting_a_new_table_over_the_saved_one_asks_first(tmp_path: Path) -> None:
    """A partie is saved; the host opens a new table (without ``--resume``) and presses Enter to
    start: asked whether to replace the saved table, « Non » (the default) leaves the waiting room
    and the saved file as they were; « o » starts the new partie. A table with nothing saved starts
    at once (the other tests)."""

    saved = await partie_saved(tmp_path)
    other = hosting_app(tmp_path)
    async with other.run_test(size=SIZE) as host:
        await opened(host, other)
        room = other.screen
        hint = await start_refused(host, other)
        assert hint == tr("prompt.replace_saved_table_hint", command=other.resume_command())
        assert other.screen is room and (tmp_path / "host" / "table.json").read_text() == saved
        await host.press("enter", "o")
        await until(host, lambda: isinstance(other.screen, NetGameScreen))


@run_async
async def test_a_saved_table_whose_key_is_lost_is_not_replaced_without_a_question(tmp_path: Path) -> None:
    """The key to the host's seat is gone (tokens.json damaged), so ``host --resume`` cannot open
    the saved table and a new one opens: starting it still asks before replacing the saved partie
    (it overwrote it without a word), and does not offer to resume it, which cannot be done."""

    saved = await partie_saved(tmp_path)
    (tmp_path / "host" / "tokens.json").write_text('{"host": 5}', encoding="utf-8")
    options = NetOptions(mode="host", name="Paul", listen="127.0.0.1", port=0, resume=True)
    other = BeloteApp(rules=QUICK, bot_delay=0, home=tmp_path / "host", net=options)
    async with other.run_test(size=SIZE) as host:
        await opened(host, other)
        assert await start_refused(host, other) == tr("prompt.replace_keyless_table_hint")
        assert (tmp_path / "host" / "table.json").read_text() == saved
