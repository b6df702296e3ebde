"""docs/playing.md and the game agree: what the guide promises about the keys, the hand and the
waiting room is what the app does."""

from __future__ import annotations

import re
from pathlib import Path

from belote.engine import Rules
from belote.tui.game import GameScreen
from belote.tui.screens import MancheEndScreen, SheetScreen, SummaryScreen

from .conftest import make_app, run_async, settle, start

PLAYING = Path(__file__).resolve().parents[2] / "docs" / "playing.md"


def guide() -> str:
    """docs/playing.md, its lines joined (a sentence may wrap anywhere)."""
    return " ".join(PLAYING.read_text(encoding="utf-8").split())


def test_the_guide_names_the_sheet_key_the_game_uses() -> None:
    """Wherever the guide gives the score sheet's key, it is « f » (« s » names ♠ in round 2)."""
    keys = re.findall(r"score sheet \(`(\w)`\)", guide())
    assert keys and set(keys) == {"f"}
    assert "| At the table and on the summaries | `f` |" in guide()


@run_async
async def test_f_opens_the_sheet_over_the_deal_summary_and_the_manche_end(tmp_path: Path) -> None:
    """On a deal's summary and on the end of the manche, « f » shows the score sheet with the deal
    just ended; closing it goes back to the summary."""
    app = make_app(tmp_path, seed=3, rules=Rules(target=100, manches=1))
    async with app.run_test() as pilot:
        await start(pilot)
        for screen_type in (SummaryScreen, MancheEndScreen):
            for _ in range(300):
                if isinstance(app.screen, screen_type):
                    break
                await pilot.press("enter")  # bid, play, and leave a summary that did not end the manche
                await settle(pilot)
            shown = app.screen
            assert isinstance(shown, screen_type), type(app.screen).__name__
            await pilot.press("f")
            sheet = app.screen
            assert isinstance(sheet, SheetScreen) and sheet.match.history[-1]
            assert sheet.match.history[-1][-1] == app.match.history[-1][-1]
            await pilot.press("f")
            assert app.screen is shown
            if screen_type is SummaryScreen:
                await pilot.press("enter")
                await settle(pilot)
        assert not isinstance(app.screen, GameScreen)
