"""Regenerate ``docs/screenshot-table.svg``: a seeded partie at 100×32, taken mid-trick.

Run ``python scripts/docs_screenshot.py``; it plays through the app headless (Pilot), pressing
Enter for the human until a trick is half played, then saves Textual's SVG screenshot.
"""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path

from belote.tui.app import BeloteApp
from belote.tui.game import GameScreen

OUTPUT = Path(__file__).resolve().parent.parent / "docs" / "screenshot-table.svg"


async def take(seed: int = 3, size: tuple[int, int] = (100, 32)) -> Path:
    """Play seeded until the human must play to a trick with two cards down, then save the SVG."""
    with tempfile.TemporaryDirectory() as home:
        app = BeloteApp(seed=seed, bot_delay=0, bot_level="heuristic", home=Path(home), lang="fr")
        async with app.run_test(size=size) as pilot:
            await pilot.press("enter")
            for _ in range(400):
                await pilot.pause(0.05)
                screen = app.screen
                deal = app.match.deal
                if not isinstance(screen, GameScreen):
                    await pilot.press("enter")
                    continue
                if screen.waiting == "card" and deal.tricks and len(deal.current_trick.cards) == 2:
                    await pilot.pause(0.3)
                    app.save_screenshot(filename=OUTPUT.name, path=str(OUTPUT.parent))
                    return OUTPUT
                if screen.waiting in ("card", "bid1", "bid2", "trick"):
                    await pilot.press("enter")
    raise RuntimeError("no mid-trick position reached")


if __name__ == "__main__":
    print(asyncio.run(take()))
