"""Pilot tests: an Enter meant for a completed trick never plays a card the player did not choose."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets._footer import FooterKey

from belote.engine import Rules
from belote.tui.app import BeloteApp
from belote.tui.coach_screens import AnalysedSummary, ReviewScreen
from belote.tui.cut_screen import CutScreen
from belote.tui.enter_grace import PLAY_GRACE
from belote.tui.game import GameScreen
from belote.tui.human import HUMAN
from belote.tui.score_screens import MancheEndScreen, SummaryScreen
from belote.tui.screens import PromptScreen
from belote.tui.translate import LiveFooter
from belote.tui.widgets import HandView

from .conftest import LEVEL, enter_until, make_app, run_async, settle, start

TRICK = 0.2
"""Seconds a completed trick stays on the table once it is to move on by itself (the bots answer
at once)."""

KEPT = 3600.0
"""A trick pause that never ends by itself: the way there is walked with Enter, so a loaded
machine cannot let the trick looked for go by unseen."""


def won_trick_on_show(app: BeloteApp, screen: GameScreen) -> bool:
    """Whether a trick the player won is on show, with at least two tricks still to play (so the
    player's next turn has a choice of cards)."""
    trick = screen.shown_trick
    shown = screen.waiting == "trick" and trick is not None
    return shown and trick.winner == HUMAN and len(app.match.deal.tricks) < 7


async def to_a_won_trick(pilot: Pilot[None], screen: GameScreen) -> None:
    """Play (take, Enter on the selected card, Enter past the other tricks) until a trick the
    player won, two tricks or more before the deal's end, is on show."""
    app = pilot.app
    assert isinstance(app, BeloteApp)
    for _ in range(200):
        if won_trick_on_show(app, screen):
            return
        await pilot.press("t" if screen.waiting == "bid1" else "enter")  # Enter: a card, a pass, a trick
        await settle(pilot)
    raise AssertionError("the player never won a trick")  # pragma: no cover - the seed gives one


async def to_a_trick_won_by_a_bot(pilot: Pilot[None], screen: GameScreen) -> None:
    """Play (take, Enter on cards and tricks) until a trick a bot won, not the deal's last, is on
    show: the bots then play to the next trick before the player's turn."""
    app = pilot.app
    assert isinstance(app, BeloteApp)
    for _ in range(200):
        trick = screen.shown_trick
        shown = screen.waiting == "trick" and trick is not None
        if shown and trick.winner != HUMAN and len(app.match.deal.tricks) < 8:
            return
        await pilot.press("t" if screen.waiting == "bid1" else "enter")
        await settle(pilot)
    raise AssertionError("no bot won a trick")  # pragma: no cover - the seed gives one


async def until_the_players_card(pilot: Pilot[None], screen: GameScreen) -> None:
    """Take, then Enter past the cards and tricks, until the player is to play in the second trick
    or later (a choice of cards)."""
    app = pilot.app
    assert isinstance(app, BeloteApp)
    for _ in range(200):
        if screen.waiting == "card" and app.match.deal.tricks and not screen.play_held:
            return
        await pilot.press("t" if screen.waiting == "bid1" else "enter")
        await settle(pilot)
    raise AssertionError("the player never had a card to play")  # pragma: no cover


def play_key_shown_usable(screen: GameScreen) -> bool:
    """Whether the Footer shows « ⏎ Jouer » as a key that works, not greyed."""
    keys = [key for key in screen.query_one(LiveFooter).query(FooterKey) if key.action == "play"]
    return len(keys) == 1 and not keys[0].has_class("-disabled")


def table_app(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, trick_delay: float, seed: int = 6
) -> BeloteApp:
    """A French solo game whose completed tricks stay ``trick_delay`` seconds, the bots answering at
    once, Enter held as for a player."""
    monkeypatch.setattr(BeloteApp, "trick_delay", property(lambda _: trick_delay))
    app = BeloteApp(seed=seed, bot_delay=0, bot_level=LEVEL, home=tmp_path, lang="fr")
    app.enter_grace = PLAY_GRACE  # the hold these tests check (the other tests go without it)
    return app


def moves_on_by_itself(screen: GameScreen) -> None:
    """The trick on show moves on by itself ``TRICK`` seconds from now, through the table's own
    timer (restarted: the way there kept it on show)."""
    if screen.trick_timer is not None:
        screen.trick_timer.stop()
    screen.trick_timer = screen.set_timer(TRICK, screen.trick_time_up)


async def enter_plays(pilot: Pilot[None], app: BeloteApp) -> bool:
    """Press Enter at the player's turn: whether it played the selected card."""
    before = app.match.to_json()
    await pilot.press("enter")
    await settle(pilot)
    return app.match.to_json() != before or isinstance(app.screen, PromptScreen)


async def until(pilot: Pilot[None], condition: Callable[[], bool], seconds: float = 20.0) -> None:
    """Let the app run until ``condition`` holds (polling, so a slow machine only makes it slower)."""
    for _ in range(int(seconds / 0.02)):
        if condition():
            return
        await asyncio.sleep(0.02)
        await pilot.pause()
    raise AssertionError("the table never got there")  # pragma: no cover - a failure's message


@run_async
async def test_enter_just_after_the_trick_moved_on_by_itself_plays_no_card(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Enter pressed just after the table moved on from a won trick leads nothing; the arrows move
    the selection at once; once the grace is over, Enter plays the selected card."""
    app = table_app(tmp_path, monkeypatch, KEPT)
    async with app.run_test() as pilot:
        screen = await start(pilot)
        await to_a_won_trick(pilot, screen)
        screen.play_grace = 3600.0  # the grace cannot end by itself during the checks below
        moves_on_by_itself(screen)
        await until(pilot, lambda: screen.shown_trick is None)
        assert screen.waiting == "card" and screen.play_held
        await pilot.pause()
        assert not play_key_shown_usable(screen)  # greyed while held: a sign the key waits
        before = app.match.to_json()
        await pilot.press("enter", "space")
        await pilot.pause()
        assert app.match.to_json() == before and screen.waiting == "card"
        hand = screen.query_one(HandView)
        selected = hand.selected
        await pilot.press("right")
        assert len(hand.cards) > 1 and hand.selected == (selected + 1) % len(hand.cards)
        assert screen.play_timer is not None  # what ends the grace
        screen.release_play_key()  # as the timer does when the grace is over
        await pilot.pause()
        assert play_key_shown_usable(screen)
        assert await enter_plays(pilot, app)


@run_async
async def test_the_grace_after_a_trick_ends_by_itself(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The hold on Enter lasts the grace and no longer: then Enter plays the selected card."""
    app = table_app(tmp_path, monkeypatch, KEPT)
    async with app.run_test() as pilot:
        screen = await start(pilot)
        await to_a_won_trick(pilot, screen)
        screen.play_grace = 0.3
        holds: list[bool] = []
        hold = screen.hold_play_key

        def counted_hold() -> None:
            holds.append(True)
            hold()

        monkeypatch.setattr(screen, "hold_play_key", counted_hold)
        moves_on_by_itself(screen)
        await until(pilot, lambda: screen.shown_trick is None)
        await until(pilot, lambda: bool(holds) and not screen.play_held)  # held, then let go
        assert await enter_plays(pilot, app)


@run_async
async def test_a_late_enter_meant_for_a_trick_a_bot_won_does_not_lead_the_next_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bot won the trick and it moved on by itself; the bots then play to the next trick. When the
    player's turn comes, however long that took, Enter is held for the grace counted from the turn:
    an Enter meant for the trick plays nothing. Once the grace is over, Enter plays."""
    app = table_app(tmp_path, monkeypatch, KEPT)
    async with app.run_test() as pilot:
        screen = await start(pilot)
        await to_a_trick_won_by_a_bot(pilot, screen)
        screen.play_grace = 3600.0
        turns: list[bool] = []  # at each hold: whether it was the player's turn
        hold = screen.hold_enter

        def noted_hold() -> None:
            turns.append(app.match.deal.to_play == HUMAN and screen.shown_trick is None)
            hold()

        monkeypatch.setattr(screen, "hold_enter", noted_hold)
        moves_on_by_itself(screen)
        await until(pilot, lambda: screen.waiting == "card")
        assert turns == [False, True]  # held again when the turn came, after the bots' cards
        assert screen.play_held
        before = app.match.to_json()
        await pilot.press("enter")
        await settle(pilot)
        assert app.match.to_json() == before and screen.waiting == "card"
        screen.release_play_key()
        assert await enter_plays(pilot, app)


@run_async
async def test_after_the_player_moved_on_from_a_trick_a_bot_won_a_second_enter_plays_no_card(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Leaving the trick with Enter, then a second Enter on its heels: at the turn that follows,
    after the bots' cards (at once at the fastest speed), that Enter plays nothing; once the grace
    is over, Enter plays the selected card."""
    app = table_app(tmp_path, monkeypatch, KEPT)
    async with app.run_test() as pilot:
        screen = await start(pilot)
        await to_a_trick_won_by_a_bot(pilot, screen)
        screen.play_grace = 3600.0  # the grace cannot end by itself during the checks below
        await pilot.press("enter")
        await until(pilot, lambda: screen.waiting == "card")
        assert screen.play_held and not await enter_plays(pilot, app)
        screen.release_play_key()  # as the timer does when the grace is over
        assert await enter_plays(pilot, app)


@run_async
async def test_two_quick_enters_on_a_won_trick_move_on_but_lead_no_card(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Enter moves on from the trick the player won; a second Enter on its heels leads nothing (a
    key pressed twice, not the player's choice of a lead); once the grace is over, Enter leads the
    selected card."""
    app = table_app(tmp_path, monkeypatch, KEPT)
    async with app.run_test() as pilot:
        screen = await start(pilot)
        await to_a_won_trick(pilot, screen)
        screen.play_grace = 3600.0
        await pilot.press("enter", "enter")  # past the trick, and once more: the player leads
        await settle(pilot)
        assert screen.waiting == "card" and screen.play_held
        assert len(app.match.deal.current_trick.cards) == 0  # no card led
        screen.release_play_key()
        assert await enter_plays(pilot, app)


async def to_the_last_trick(pilot: Pilot[None], screen: GameScreen) -> None:
    """Play the deal out (take, Enter on cards and tricks) until its last trick is on show."""
    for _ in range(300):
        if screen.waiting == "trick" and len(screen.match.deal.tricks) == 8:
            return
        await pilot.press("t" if screen.waiting == "bid1" else "enter")
        await settle(pilot)
    raise AssertionError("the deal never ended")  # pragma: no cover - a failure's message


@run_async
async def test_enter_just_after_the_last_trick_moved_on_by_itself_does_not_skip_the_summary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The summary that opens by itself after the last trick stays for the grace: an Enter or a
    space meant for the trick does not close it unread; Escape still does."""
    app = table_app(tmp_path, monkeypatch, KEPT)
    async with app.run_test() as pilot:
        screen = await start(pilot)
        await to_the_last_trick(pilot, screen)
        screen.play_grace = 3600.0
        moves_on_by_itself(screen)
        await until(pilot, lambda: isinstance(app.screen, SummaryScreen))
        summary = app.screen
        await pilot.press("enter", "space")
        await settle(pilot)
        assert app.screen is summary
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is not summary


async def two_enters_past_the_last_trick(pilot: Pilot[None]) -> GameScreen:
    """Play to the last trick, then Enter past it and a second Enter on its heels (the table holding
    Enter for an hour); returns the table."""
    screen = await start(pilot)
    await to_the_last_trick(pilot, screen)
    screen.play_grace = 3600.0
    await pilot.press("enter", "enter")
    await settle(pilot)
    return screen


@run_async
async def test_two_quick_enters_on_the_last_trick_leave_the_analysis_that_opens_with_the_summary_in_view(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the analysis after each deal, Enter past the last trick and a second Enter on its heels:
    the analysis opened with the summary stays for the grace as the summary does (Escape closes it
    at once), and once the grace is over Enter closes it to the summary."""
    app = table_app(tmp_path, monkeypatch, KEPT, seed=2)
    app.settings = replace(app.settings, auto_review=True)
    async with app.run_test() as pilot:
        await two_enters_past_the_last_trick(pilot)
        review = app.screen
        assert isinstance(review, ReviewScreen) and review.keys_held()
        review.held_until = 0.0  # the grace is over
        await pilot.press("enter")
        await settle(pilot)
        summary = app.screen
        assert isinstance(summary, AnalysedSummary) and summary.keys_held()  # its own grace still runs
        summary.action_analyse()  # opened by its key: nothing held, Escape closes it at once
        await settle(pilot)
        assert isinstance(app.screen, ReviewScreen)
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is summary


@run_async
async def test_two_quick_enters_on_the_last_trick_neither_skip_the_summary_nor_pass_the_next_bid(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The player leaves the last trick with Enter and presses Enter again on its heels: the summary
    stays for the grace (its Enter then closes it), and at the new deal's first bid an Enter on the
    heels of the summary's passes nothing while the new hand appears; after the grace it passes."""
    app = table_app(tmp_path, monkeypatch, KEPT, seed=2)
    async with app.run_test() as pilot:
        screen = await two_enters_past_the_last_trick(pilot)
        app.enter_grace = 60.0  # each grace from here is ended by hand: no loaded machine outlasts one
        summary = app.screen
        assert isinstance(summary, SummaryScreen)
        summary.held_until = 0.0  # the grace is over
        await pilot.press("enter")
        await settle(pilot)
        cut = app.screen  # seed 2: the player cuts, the question held a moment as the summary's was
        assert isinstance(cut, CutScreen) and cut.held_until > time.monotonic()
        await pilot.press("enter")
        assert app.screen is cut
        cut.held_until = 0.0
        cut.lifted = cut.seeded  # the seed's own cut: the deal where the player bids first
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen is screen and len(app.match.history[0]) == 1
        await until(pilot, lambda: screen.waiting in ("bid1", "card"))  # seed 2: the player bids
        assert screen.waiting == "bid1" and screen.play_held  # the new hand: Enter held
        before = app.match.to_json()
        await pilot.press("enter")
        await settle(pilot)
        assert app.match.to_json() == before and screen.waiting == "bid1"
        screen.release_play_key()  # the grace is over: Enter passes
        await pilot.press("enter")
        await settle(pilot)
        assert any(seat == HUMAN for seat, _ in app.match.deal.bids)


@run_async
async def test_a_trick_whose_pause_ran_out_behind_a_dialog_is_shown_again_before_play_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Nothing moves while the options cover the table; back from them, the trick that was on
    show stays a whole pause more, so the player sees it before the bots play on."""
    app = table_app(tmp_path, monkeypatch, KEPT)
    async with app.run_test() as pilot:
        screen = await start(pilot)
        await to_a_trick_won_by_a_bot(pilot, screen)
        trick, before = screen.shown_trick, app.match.to_json()
        await pilot.press("o")
        await pilot.pause()
        assert app.screen is not screen
        moves_on_by_itself(screen)
        await asyncio.sleep(3 * TRICK)  # the pause runs out behind the options
        await pilot.pause()
        assert app.match.to_json() == before and screen.shown_trick is trick
        monkeypatch.setattr(BeloteApp, "trick_delay", property(lambda _: KEPT))
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is screen and screen.shown_trick is trick and screen.trick_timer is not None
        assert app.match.to_json() == before
        screen.trick_timer.stop()
        moves_on_by_itself(screen)
        await until(pilot, lambda: screen.shown_trick is None)


@run_async
async def test_a_second_enter_on_the_menus_continue_plays_no_card_at_the_resumed_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A partie left for the menu with the player to play: Enter on « Continuer la partie » and a
    second Enter on its heels (a key repeated) bring the table back without playing a card; once
    the grace is over, Enter plays the selected card."""
    app = table_app(tmp_path, monkeypatch, KEPT)
    async with app.run_test() as pilot:
        screen = await start(pilot)
        await until_the_players_card(pilot, screen)
        state = app.match.to_json()
        app.enter_grace = 3600.0  # the resumed table's grace cannot end by itself during the checks
        await pilot.press("q", "m")
        await pilot.pause()
        await pilot.press("enter", "enter")
        await settle(pilot)
        table = app.screen
        assert isinstance(table, GameScreen) and table is not screen
        assert app.match.to_json() == state and table.waiting == "card" and table.play_held
        table.release_play_key()  # as the timer does when the grace is over
        await pilot.pause()
        assert await enter_plays(pilot, app)


@run_async
async def test_a_second_enter_on_the_menus_new_partie_does_not_pass_the_first_bid(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Enter on « Nouvelle partie » and a second Enter on its heels: the new table holds Enter, so
    the player's first bid is not passed unseen."""
    app = table_app(tmp_path, monkeypatch, KEPT, seed=5)
    app.enter_grace = 3600.0  # the grace cannot end by itself during the checks
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter", "enter")
        await settle(pilot)
        table = app.screen
        assert isinstance(table, GameScreen)
        deal = app.match.deal
        assert deal.to_play == HUMAN and not deal.bids  # the player speaks first, and has not yet
        assert table.waiting == "bid1" and table.play_held


@run_async
async def test_a_second_enter_on_the_last_summary_does_not_skip_the_end_of_the_partie(tmp_path: Path) -> None:
    """The end of the partie (who won it) comes after the last deal's summary: an Enter pressed on the
    heels of the one that closed the summary does not close it unread, and start the next partie."""
    app = make_app(tmp_path, seed=3, rules=Rules(target=100, manches=1))
    async with app.run_test() as pilot:
        await start(pilot)
        await enter_until(pilot, lambda: isinstance(app.screen, SummaryScreen) and app.match.over, 400)
        app.enter_grace = 3600.0  # the grace cannot end by itself during the checks below
        await pilot.press("enter")
        await settle(pilot)
        end = app.screen
        assert isinstance(end, MancheEndScreen) and end.keys_held()
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen is end  # still there to be read
        end.hold_keys(0.0)
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen is not end and not app.match.over  # read: the next partie
