"""The command palette (ctrl+p) under keys pressed faster than it closes: Enter pressed twice runs
its command once and closes it once, never the screen under it."""

from __future__ import annotations

from pathlib import Path

from textual import events
from textual.command import CommandPalette

from belote.tui.game import GameScreen
from belote.tui.menus import HelpScreen, OptionsScreen

from .conftest import make_app, run_async, settle, start


async def press_together(app: object, *keys: str) -> None:
    """Post the keys in one go, as a terminal that sends them in one write (no pause between)."""
    for key in keys:
        app.post_message(events.Key(key, "\r" if key == "enter" else None))  # type: ignore[attr-defined]


@run_async
async def test_enter_twice_in_the_palette_at_the_menu_opens_its_line_once_and_keeps_the_menu(
    tmp_path: Path,
) -> None:
    """At the start menu, ctrl+p then Enter Enter: the first line (the help) opens once, and Escape
    from it finds the menu again, not an empty screen."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.2)
        menu = app.screen
        await pilot.press("ctrl+p")
        await pilot.pause(0.3)
        assert isinstance(app.screen, CommandPalette)
        await press_together(app, "enter", "enter")
        await pilot.pause(0.5)
        assert isinstance(app.screen, HelpScreen)
        assert sum(isinstance(screen, HelpScreen) for screen in app.screen_stack) == 1
        await pilot.press("escape")
        await pilot.pause(0.2)
        assert app.screen is menu


@run_async
async def test_enter_twice_in_the_palette_over_the_options_saves_them_once_without_a_crash(
    tmp_path: Path,
) -> None:
    """Over the options, ctrl+p, « enreg » then Enter Enter: the options are saved and closed once,
    the table stays (the second Enter once asked a screen already gone for its list, and ended the
    game with a traceback)."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await start(pilot)
        await pilot.press("o")
        await settle(pilot)
        assert isinstance(app.screen, OptionsScreen)
        await pilot.press("ctrl+p")
        await pilot.pause(0.3)
        await pilot.press(*"enreg")
        await pilot.pause(0.5)
        await press_together(app, "enter", "enter")
        await pilot.pause(0.5)
        assert app.is_running and app.return_code is None
        assert app.screen is table and isinstance(table, GameScreen)
        assert not any(isinstance(screen, OptionsScreen) for screen in app.screen_stack)


@run_async
async def test_enter_twice_to_choose_in_the_palette_over_a_summary_does_not_pass_the_summary(
    tmp_path: Path,
) -> None:
    """On a deal's summary, ctrl+p, « feuille », Enter Enter: the sheet opens over the summary, and
    the second Enter, on the heels of the one that chose, reaches nothing (it passed the summary
    unread and dealt the next deal); once the sheet closes, the summary is still there."""
    from belote.tui.score_screens import SheetScreen, SummaryScreen

    from .test_screens import finish_deal

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await start(pilot)
        summary = await finish_deal(pilot)
        app.enter_grace = 0.7  # the tests' apps act at once; this one holds keys as a player's does
        deals = len(app.match.to_json()["deals"])
        await pilot.press("ctrl+p")
        await pilot.pause(0.3)
        await pilot.press(*"feuille")
        await pilot.pause(0.5)
        await pilot.press("enter")  # the palette gone, the second Enter comes on its heels
        assert not isinstance(app.screen, CommandPalette)
        await pilot.press("enter")
        await pilot.pause(0.5)
        assert isinstance(app.screen, SheetScreen)
        assert summary in app.screen_stack and len(app.match.to_json()["deals"]) == deals
        await pilot.press("escape")
        await pilot.pause(0.2)
        assert app.screen is summary and isinstance(summary, SummaryScreen)


@run_async
async def test_every_line_of_the_palette_over_a_summary_says_what_it_does(tmp_path: Path) -> None:
    """Over a deal's summary each key in the palette has its few words, « Continuer (⏎) » too (it
    alone had none, and a newcomer could not tell what it did)."""
    from belote.tui.palette import KeyCommands

    from .test_screens import finish_deal

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await start(pilot)
        summary = await finish_deal(pilot)
        commands = KeyCommands(summary).commands()
        assert "Continuer (⏎)" in [shown for shown, *_ in commands]
        assert all(said for _, said, _, _ in commands), commands
