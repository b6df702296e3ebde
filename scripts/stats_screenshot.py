"""Regenerate ``docs/screenshot-stats.svg``: the statistics screen over a sample history.

Run ``python scripts/stats_screenshot.py``. It records 40 seeded parties to 500 points in a temporary
folder, played by the club-level bot at every seat (standing in for the player, against club-level
opponents and then random ones), opens the statistics screen headless at 100×44 and saves Textual's
SVG screenshot.
"""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path

from belote.bots import BOTS
from belote.engine import Match, Rules
from belote.history import DealEntry, History
from belote.tui.app import BeloteApp
from belote.tui.stats_screen import StatsScreen

OUTPUT = Path(__file__).resolve().parent.parent / "docs" / "screenshot-stats.svg"


def sample_history(path: Path, parties: int = 40) -> None:
    """Seeded parties played by bots, recorded as the app records them."""
    with History(path) as history:
        for seed in range(parties):
            opponents = "heuristic" if seed % 4 else "random"
            levels = ("human", opponents, "heuristic", opponents)
            players = ("heuristic", *levels[1:])  # the club-level bot plays the human's seat
            bots = [BOTS[level](seed=seed * 4 + seat) for seat, level in enumerate(players)]
            match = Match(Rules(target=500), seed)
            while True:
                deal = match.deal
                while deal.to_play is not None:
                    deal.apply(bots[deal.to_play].choose(deal.view(deal.to_play)))
                history.record(DealEntry.from_match(match, levels))
                if match.over:
                    break
                match.next_deal()


async def take(size: tuple[int, int] = (100, 44)) -> Path:
    """Open the statistics screen on the sample history and save its SVG."""
    with tempfile.TemporaryDirectory() as home:
        sample_history(Path(home) / "history.sqlite3")
        app = BeloteApp(home=Path(home), lang="fr")
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            screen = StatsScreen(Path(home) / "history.sqlite3")
            app.push_screen(screen)
            while screen.statistics is None:
                await asyncio.sleep(0.01)
            await pilot.pause(0.3)
            app.save_screenshot(filename=OUTPUT.name, path=str(OUTPUT.parent))
    return OUTPUT


if __name__ == "__main__":
    print(asyncio.run(take()))
