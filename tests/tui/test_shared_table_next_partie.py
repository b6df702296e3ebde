"""The next partie at a shared table: a friend still reading the end of the last one when the host
starts the next is taken back to the table, told so, and asked to play when her turn comes."""

from __future__ import annotations

import random
from pathlib import Path

from belote.tui.i18n import tr
from belote.tui.netgame import NetGameScreen
from belote.tui.netmessages import HostSaid
from belote.tui.score_screens import SummaryScreen
from belote.tui.shared_screens import SharedEndScreen
from belote.tui.widgets import StatusBar

from .conftest import run_async, text_of, toasts
from .test_shared_table import SEED, act, host_and_friend, play_to_the_partie_end, until


@run_async
async def test_a_friend_reading_the_end_when_the_host_starts_the_next_partie_is_asked_to_play(
    tmp_path: Path,
) -> None:
    """The host starts the next partie while Léa still reads the last one's end: the end closes by
    itself (the partie it speaks of is over for everyone), she is told the host started the next,
    and she is asked her bid or card when her turn comes (her screen missed no update of it)."""
    async with host_and_friend(tmp_path, seed=SEED) as two:
        host, friend, host_app, lea, link = two.host, two.friend, two.host_app, two.lea, two.link
        await play_to_the_partie_end(two, random.Random(5))
        table = link.table
        assert table is not None and table.phase == "over"
        await host.press("enter")  # « nouvelle partie »: the next one starts at once
        await until(host, lambda: table.phase != "over")
        await until(friend, lambda: isinstance(lea.screen, NetGameScreen))  # her Enter not needed
        assert not any(isinstance(screen, SharedEndScreen) for screen in lea.screen_stack)
        assert any(tr("net.next_partie") in notice for notice in toasts(lea))
        assert not any(tr("net.next_partie") in notice for notice in toasts(host_app))  # who started it
        game = lea.screen
        assert isinstance(game, NetGameScreen)
        rng = random.Random(6)
        for _ in range(400):
            match = table.match
            assert match is not None
            if match.deal.to_play == 2 and match.deal.phase != "done":
                await until(friend, lambda: game.waiting in ("bid1", "bid2", "card"))
                return
            await act(host, host_app, rng)
            await friend.pause(0.02)
        raise AssertionError("Léa's turn never came")


@run_async
async def test_only_enter_starts_the_next_partie_from_the_hosts_end_screen(tmp_path: Path) -> None:
    """At the end of a shared partie, Escape or Space on the host's end screen (as a solo player
    would leave it) starts nothing for everyone: only Enter, the key it names, does."""
    async with host_and_friend(tmp_path, seed=SEED) as two:
        host, host_app, link = two.host, two.host_app, two.link
        await play_to_the_partie_end(two, random.Random(5))
        table = link.table
        assert table is not None and table.phase == "over"
        await until(host, lambda: isinstance(host_app.screen, SharedEndScreen))
        await host.press("escape", "space")
        await host.pause(0.3)
        assert table.phase == "over" and isinstance(host_app.screen, SharedEndScreen)
        await host.press("enter")
        await until(host, lambda: table.phase != "over")


@run_async
async def test_a_friend_back_after_a_drop_at_the_end_of_a_partie_still_reads_that_the_host_starts_it(
    tmp_path: Path,
) -> None:
    """Léa has read the end of the partie and waits for the host to start the next one; her link
    drops and comes back (the host reopened the table): her status line says again what the table
    waits for, instead of nothing."""
    async with host_and_friend(tmp_path, seed=SEED) as two:
        friend, lea, link = two.friend, two.lea, two.link
        await play_to_the_partie_end(two, random.Random(5))
        await friend.press("enter")  # she closes the end: the host is to start the next partie
        await until(friend, lambda: isinstance(lea.screen, NetGameScreen))
        game = lea.screen
        assert isinstance(game, NetGameScreen) and link.table is not None and link.table.phase == "over"
        status = game.query_one(StatusBar)
        await until(friend, lambda: status.message == tr("net.wait_start"))
        game.set_offline(True)  # the link dropped; the host's first word after it comes back
        game.post_message(HostSaid({"type": "update"}, game.state))
        await until(friend, lambda: not game.offline)
        await friend.pause(0.1)
        assert status.message == tr("net.wait_start")


@run_async
async def test_a_friend_still_reading_the_last_summary_when_the_next_partie_starts_sees_who_won(
    tmp_path: Path,
) -> None:
    """Léa still reads the last deal's summary when the host, at its end screen, starts the next
    partie: her Enter on the summary shows the end of the partie just played (who won it, the
    manches) before her table, not the new partie's empty scores, and says the host started the next
    one (her turn may be waiting at the table); no notice covers the panels she reads."""
    async with host_and_friend(tmp_path, seed=SEED) as two:
        host, friend, host_app, lea, link = two.host, two.friend, two.host_app, two.lea, two.link
        table = link.table
        assert table is not None
        await host.press("enter")
        await until(friend, lambda: any(isinstance(screen, NetGameScreen) for screen in lea.screen_stack))
        rng = random.Random(5)
        for _ in range(3000):  # both play; Léa leaves the last summary open
            lea_reads_the_last = table.phase == "over" and isinstance(lea.screen, SummaryScreen)
            if lea_reads_the_last and isinstance(host_app.screen, SharedEndScreen):
                break
            if not isinstance(host_app.screen, SharedEndScreen):
                await act(host, host_app, rng)
            if table.phase != "over" or not isinstance(lea.screen, SummaryScreen):
                await act(friend, lea, rng)
        else:
            raise AssertionError("the partie did not end")
        assert table.match is not None
        manches = table.match.manches
        await host.press("enter")  # the host starts the next partie
        game = next(screen for screen in lea.screen_stack if isinstance(screen, NetGameScreen))
        await until(friend, lambda: game.state is not None and game.state.phase != "over")
        assert isinstance(lea.screen, SummaryScreen) and not toasts(lea)  # no notice covers it
        await friend.press("enter")
        await until(friend, lambda: isinstance(lea.screen, SharedEndScreen))
        end = lea.screen
        assert isinstance(end, SharedEndScreen) and end.match.over
        assert tuple(end.match.manches) == tuple(manches) != (0, 0)  # her team is the host's
        assert tr("net.end_friend_begun") in text_of(end.body(), width=200)  # it says the next one began
        await friend.press("enter")
        await until(friend, lambda: isinstance(lea.screen, NetGameScreen))


@run_async
async def test_an_enter_meant_for_the_end_that_closed_by_itself_does_not_bid_in_the_next_partie(
    tmp_path: Path,
) -> None:
    """Léa reads the end of the partie; the host starts the next one and her end closes by itself.
    Her Enter, pressed for the end just as her first turn comes, is held as after a trick that moved
    on by itself: it neither passes nor takes."""
    async with host_and_friend(tmp_path, seed=SEED) as two:
        host, friend, host_app, lea, link = two.host, two.friend, two.host_app, two.lea, two.link
        await play_to_the_partie_end(two, random.Random(5))
        table = link.table
        assert table is not None and table.phase == "over"
        game = next(screen for screen in lea.screen_stack if isinstance(screen, NetGameScreen))
        game.play_grace = 30.0  # as long as the test needs: the hold is the player's grace
        await host.press("enter")  # the next partie starts; Léa's end closes by itself
        await until(friend, lambda: isinstance(lea.screen, NetGameScreen))
        rng = random.Random(6)
        for _ in range(400):
            if game.waiting in ("bid1", "bid2", "card"):
                break
            await act(host, host_app, rng)
            await friend.pause(0.02)
        else:
            raise AssertionError("Léa's turn never came")
        assert table.match is not None
        moves = len(table.match.deal.bids)
        await friend.press("enter")  # meant for the end of the partie
        await friend.pause(0.3)
        assert len(table.match.deal.bids) == moves and game.waiting in ("bid1", "bid2", "card")
