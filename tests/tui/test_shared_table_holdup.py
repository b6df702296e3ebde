"""A friend who holds the table up: connected, but not playing their turn. The host may remove
them from the table (« x », asked first), which a bot then plays; « x » is offered to the host only,
and only once the table has waited half a minute for a friend who is here."""

from __future__ import annotations

import random
from pathlib import Path

from belote.engine import Rules
from belote.tui.app import BeloteApp
from belote.tui.i18n import tr
from belote.tui.net_status import bot_nickname
from belote.tui.netgame import NetGameScreen
from belote.tui.score_screens import SummaryScreen
from belote.tui.screens import PromptScreen
from belote.tui.widgets import StatusBar

from .conftest import run_async, toasts
from .test_shared_table import SEED, act, host_and_friend, play_to_both_summaries, until
from .test_shared_table_closing import started


def offered(app: BeloteApp) -> bool | None:
    """Whether « x » is offered on ``app``'s table screen (asked in that app's own context)."""
    with app._context():
        screen = app.screen
        return isinstance(screen, NetGameScreen) and screen.check_action("remove_player", ())


@run_async
async def test_the_host_removes_a_friend_who_does_not_play_their_turn(tmp_path: Path) -> None:
    async with host_and_friend(tmp_path) as two:
        host, host_app, link, lea = two.host, two.host_app, two.link, two.lea
        screen = await started(two)
        table_screen = host_app.screen
        assert isinstance(table_screen, NetGameScreen) and link.table is not None
        rng = random.Random(3)

        async def until_she_holds_it_up() -> None:
            for _ in range(300):  # the host plays on until the table waits for Léa, who does nothing
                if table_screen.hold_up.seat == 2 and screen.waiting in ("bid1", "bid2", "card"):
                    return
                await act(host, host_app, rng)
                await two.friend.pause(0.02)
            raise AssertionError("the table never waited for Léa")

        await until_she_holds_it_up()
        assert offered(host_app) is False  # a turn thought over is no hold-up: not before 30 s
        table_screen.hold_up.patience = 0.0  # the 30 s have passed
        await until(host, lambda: offered(host_app) is True)
        await host.press("x")
        assert isinstance(host_app.screen, PromptScreen)
        for _ in range(400):  # she plays while the host is asked (Enter held a moment; a loaded machine)
            if not isinstance(host_app.screen, PromptScreen):
                break
            if screen.waiting in ("bid1", "bid2", "card"):
                await act(two.friend, lea, rng)
            await host.pause(0.05)
        assert not isinstance(host_app.screen, PromptScreen)  # the question went with her turn
        assert link.table.seats[2].taken
        await until_she_holds_it_up()
        await until(host, lambda: offered(host_app) is True)
        with host_app._context():  # two apps run here: each screen asks its own
            assert "remove_player" in {b.binding.action for b in table_screen.active_bindings.values()}
        with lea._context():
            assert screen.check_action("remove_player", ()) is not True  # never for a friend
        await host.press("x")
        asked = host_app.screen
        assert isinstance(asked, PromptScreen) and asked.question == tr("prompt.remove_player", name="Léa")
        await host.press("n")  # no: nothing changes
        await host.pause()
        assert link.table.seats[2].taken and link.table.seats[2].connected
        await host.press("x")
        await host.press("o")
        await until(host, lambda: link.table is not None and not link.table.seats[2].taken)
        await until(two.friend, lambda: lea.net is not None and lea.net.ended == "net.removed")
        hers = lea.screen
        assert isinstance(hers, NetGameScreen)  # she is told what to do to come back
        await until(two.friend, lambda: "demandez-lui le nouveau code" in hers.query_one(StatusBar).message)
        renewed = " ".join(tr("net.code_renewed", line=link.invitation).split())  # the new code to give
        await until(host, lambda: renewed in toasts(host_app))
        assert " ".join(tr("net.removed_by_us", name="Léa", bot=bot_nickname(2)).split()) in [
            " ".join(notice.split()) for notice in toasts(host_app)
        ]
        assert link.table.code in renewed
        deal = link.table.match.deal if link.table.match is not None else None
        assert deal is not None
        await until(host, lambda: deal.to_play != 2 or deal.phase == "done")  # a bot played her turn
        await until(host, lambda: offered(host_app) is not True)


def test_the_table_is_held_up_by_a_friend_here_whom_it_waits_for_never_by_us_a_bot_or_one_away() -> None:
    """In the deal, the friend to play; at a deal's summary, the first friend here who has not read
    it; nobody when the table waits for us, for a bot, or for a friend away (the away delay then
    hands the seat to a bot)."""
    from belote.engine import Deal, Rules
    from belote.net.client import SeatState, TableState
    from belote.tui.net_holdup import holding_up

    def seat(name: str = "", here: bool = True, ready: bool = False) -> SeatState:
        return SeatState(name, bool(name), here and bool(name), not name, ready=ready)

    deal = Deal.shuffled(1, 3)  # the dealer East: South (0) speaks first
    assert deal.to_play == 0
    view = deal.view(0)
    seats = (seat("Paul"), seat(), seat("Léa"), seat("Max"))
    playing = TableState(seat=2, phase="playing", rules=Rules(), seats=seats, view=view)
    assert holding_up(playing) == 0  # Léa's table waits for Paul
    assert holding_up(TableState(seat=0, phase="playing", rules=Rules(), seats=seats, view=view)) is None
    away = (seat("Paul", here=False), *seats[1:])
    assert holding_up(TableState(seat=2, phase="playing", rules=Rules(), seats=away, view=view)) is None
    read = (seat("Paul", ready=True), seat(), seat("Léa"), seat("Max"))
    summary = TableState(seat=0, phase="summary", rules=Rules(), seats=read, view=view)
    assert holding_up(summary) == 2
    everyone = (seat("Paul"), seat(), seat("Léa", ready=True), seat("Max", ready=True))
    assert holding_up(TableState(seat=0, phase="summary", rules=Rules(), seats=everyone, view=view)) is None
    assert holding_up(TableState(seat=0, phase="over", rules=Rules(), seats=seats, view=view)) is None


def test_a_friend_who_closes_the_summary_and_then_bids_first_is_waited_for_anew() -> None:
    """Paul held up the summary of deal 1, then closed it and has the first bid of deal 2: the table
    waits for the same friend for another thing, so the wait (and the host's question, had it been
    asked) starts again, as after any other move."""
    from belote.engine import Deal, Rules
    from belote.net.client import SeatState, TableState
    from belote.tui.net_holdup import HoldUp

    def seat(name: str = "", ready: bool = False) -> SeatState:
        return SeatState(name, bool(name), bool(name), not name, ready=ready)

    deal = Deal.shuffled(1, 3)  # South (0) speaks first
    view = deal.view(0)
    unread = (seat("Paul"), seat(), seat("Léa", ready=True), seat("Max", ready=True))
    summary = TableState(seat=2, phase="summary", rules=Rules(), seats=unread, view=view, deal_number=1)
    bidding = TableState(seat=2, phase="playing", rules=Rules(), seats=unread, view=view, deal_number=2)
    hold_up = HoldUp(patience=0.0)
    assert hold_up.follow(summary) and hold_up.overdue() == 0
    assert not hold_up.follow(summary)  # the same wait: nothing new
    waited = hold_up.since
    assert hold_up.follow(bidding), "his first bid is another wait than his summary"
    assert hold_up.since > waited


@run_async
async def test_the_host_frees_the_seat_of_a_friend_gone_away_whom_a_bot_covers(tmp_path: Path) -> None:
    """Léa leaves and a bot takes her seat: the seat still waits for her, so anyone else finds the
    table « complète » and is told to ask the host to free it with « x »; « x » now does (it was
    only for a friend here holding the table up), asked first, and the code changes."""
    async with host_and_friend(tmp_path) as two:
        host, host_app, link, lea = two.host, two.host_app, two.link, two.lea
        await started(two)
        assert link.table is not None
        link.table.away_timeout = 0.05
        assert offered(host_app) is False  # she is here and plays: nothing to free
        code = link.table.code
        assert lea.net is not None
        await lea.net.close()  # her game gone: her seat waits, then a bot covers it
        await until(host, lambda: offered(host_app) is True)
        await host.press("x")
        asked = host_app.screen
        assert isinstance(asked, PromptScreen) and asked.question == tr("prompt.remove_player", name="Léa")
        await host.press("o")
        await until(host, lambda: link.table is not None and not link.table.seats[2].taken)
        assert link.table.code != code


@run_async
async def test_the_host_reading_a_summary_hears_a_friend_leave_and_may_free_her_seat(tmp_path: Path) -> None:
    """Léa leaves while the host reads a deal's summary: the host hears it on the panel at once (it
    waited for the panel to close), and « x » is offered there, as at the table, since a newcomer
    refused the full table is told to ask the host for it."""
    rng = random.Random(5)
    async with host_and_friend(tmp_path, Rules(), seed=SEED) as two:
        host, host_app, link, lea = two.host, two.host_app, two.link, two.lea
        await play_to_both_summaries(two, rng)
        summary = host_app.screen
        assert isinstance(summary, SummaryScreen)
        with host_app._context():
            assert summary.check_action("remove_player", ()) is False  # she is here: nothing to free
        assert link.table is not None
        link.table.away_timeout = 0.05
        assert lea.net is not None
        await lea.net.close()
        await until(host, lambda: "Léa a quitté la table : un robot joue à sa place." in dialog_said(summary))
        assert host_app.screen is summary  # heard on the panel, which stays
        with host_app._context():
            assert summary.check_action("remove_player", ()) is True
        with host_app._context():
            assert "x" in [key for key, active in summary.active_bindings.items() if active.enabled]
        await host.press("x")
        asked = host_app.screen
        assert isinstance(asked, PromptScreen) and asked.question == tr("prompt.remove_player", name="Léa")
        await host.press("o")
        await until(host, lambda: link.table is not None and not link.table.seats[2].taken)
        with host_app._context():
            assert host_app.screen is summary and summary.check_action("remove_player", ()) is False


def dialog_said(panel: SummaryScreen) -> str:
    """What is said on the panel's lower border (a phrase, a friend leaving), blanks as spaces."""
    return " ".join(str(panel.query_one(".dialog").border_subtitle).split())


@run_async
async def test_a_solo_summary_offers_no_removal(tmp_path: Path) -> None:
    """« x » is for a shared table's host: a solo deal's summary never offers it."""
    from .conftest import make_app, start
    from .test_screens import finish_deal

    app = make_app(tmp_path)
    async with app.run_test() as pilot:
        await start(pilot)
        summary = await finish_deal(pilot)
        assert summary.check_action("remove_player", ()) is False
        assert "x" not in [key for key, active in summary.active_bindings.items() if active.enabled]
