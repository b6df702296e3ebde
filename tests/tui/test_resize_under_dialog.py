"""The terminal resized while a dialog covers the table: once the dialog closes, the table is laid
out for the new size (the cards' height included), not left as it was under the dialog."""

from __future__ import annotations

from pathlib import Path

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
