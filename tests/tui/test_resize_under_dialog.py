"""The terminal resized while a dialog covers the table: once the dialog closes, the table is laid
out for the new size (the cards' height included), not left as it was under the dialog."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual import events
from textual.geometry import Size
from textual.screen import Screen

from belote.tui.menus import HelpScreen
from belote.tui.widgets import HandView

from .conftest import game, make_app, run_async, settle, start
from .test_cut import FIRST_DEALER_SOUTH, to_the_cut


@run_async
async def test_the_hand_takes_its_new_height_when_a_dialog_closes_after_a_resize(tmp_path: Path) -> None:
    """Big cards from 100×32 on: made bigger under the help, then smaller under it again, the hand
    is as tall as its cards each time the help closes (a number line, then 5 or 3 rows)."""
    app = make_app(tmp_path, seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        await start(pilot)
        hand = game(pilot).query_one(HandView)
        assert hand.size.height == 4
        for size, height in (((120, 40), 6), ((80, 24), 4)):
            await pilot.press("question_mark")
            await settle(pilot)
            assert isinstance(app.screen, HelpScreen)
            await pilot.resize_terminal(*size)
            await settle(pilot)
            await pilot.press("escape")
            await settle(pilot)
            assert hand.big == (height == 6) and hand.size.height == height, size


@run_async
async def test_the_new_deal_after_a_cut_asked_at_another_size_shows_whole_cards(tmp_path: Path) -> None:
    """Resized while the cut is asked, then cut: the new hand is drawn whole at the new size."""
    app = make_app(tmp_path, seed=FIRST_DEALER_SOUTH)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_the_cut(pilot)
        await pilot.resize_terminal(120, 40)
        await settle(pilot)
        await pilot.press("escape")
        await settle(pilot)
        hand = game(pilot).query_one(HandView)
        assert hand.big and hand.size.height == 6


@run_async
async def test_a_late_resize_lays_the_screens_out_at_the_terminals_size_now(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """During a storm of resizes a screen may be handed the size the terminal had a moment ago (an
    event that waited in its queue): it and the screens under it are laid out at the size the
    terminal has now, never at the old one, so two such late events can never undo each other's
    layout for ever, the game frozen (as a window dragged by its corner once made it)."""
    laid_out: list[tuple[str, Size]] = []
    textual_resized = Screen._screen_resized

    def resized(screen: Screen[Any], size: Size) -> None:
        laid_out.append((type(screen).__name__, size))
        textual_resized(screen, size)

    monkeypatch.setattr(Screen, "_screen_resized", resized)
    app = make_app(tmp_path, seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        await start(pilot)
        await pilot.press("f")  # the score sheet over the table
        await settle(pilot)
        sheet = app.screen
        for late in (Size(74, 28), Size(91, 26)):
            laid_out.clear()
            sheet.post_message(events.Resize(late, late, late))
            await pilot.pause()
            assert ("SheetScreen", Size(80, 24)) in laid_out and ("GameScreen", Size(80, 24)) in laid_out
            assert {size for _, size in laid_out} == {Size(80, 24)}, laid_out
