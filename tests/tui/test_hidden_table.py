"""A terminal too small to show the table stops the game at once: nothing reaches the match while
the table cannot be seen (a bot's decision in flight, a trick or deal timer, a new deal), and the
game goes on from there once the terminal is large enough again."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from belote.engine import PASS
from belote.tui.game import GameScreen
from belote.tui.screens import TooSmallScreen

from .conftest import GatedBot, first_seed, make_app, run_async, settle, start

SMALL = [(79, 24), (80, 23)]
"""Too narrow only, too short only."""


def state(screen: GameScreen) -> str:
    """The whole partie as saved."""
    return json.dumps(screen.match.to_json())


@pytest.mark.parametrize("size", SMALL)
@run_async
async def test_a_decision_arriving_while_too_small_waits(tmp_path: Path, size: tuple[int, int]) -> None:
    """West's decision comes back while the terminal is too small: it is held, then applied."""
    app = make_app(tmp_path, seed=first_seed(lambda deal: None if not deal.bids else PASS))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start(pilot)
        bot = GatedBot()
        app.bots[1] = bot
        await pilot.press("p")
        assert screen.waiting == "bot" and app.match.deal.to_play == 1
        await pilot.resize_terminal(*size)
        assert isinstance(app.screen, TooSmallScreen)
        before = state(screen)
        bot.gate.set()
        await app.workers.wait_for_complete()
        await pilot.pause(0.3)
        assert state(screen) == before
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert state(screen) != before and app.match.deal.bids[1][0] == 1


@pytest.mark.parametrize("size", SMALL)
@run_async
async def test_nothing_moves_while_too_small_whatever_is_pending(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    """Right after each of the human's moves (bots thinking, their pause, a trick shown, a new deal
    dealt) the terminal shrinks: the match does not change while it is small, what was pending is
    held, and the game goes on once it is large enough again."""
    app = make_app(tmp_path, seed=6)
    app.explicit_delay = 0.2  # bots answer after 0.2 s, a trick stays 0.5 s
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start(pilot)
        held = 0
        for _ in range(8):
            await pilot.press("enter")
            await pilot.resize_terminal(*size)
            before = state(screen)
            await pilot.pause(0.8)  # longer than every pending pause
            await app.workers.wait_for_complete()
            assert state(screen) == before
            held += screen.held is not None or (screen.shown_trick is not None and screen.trick_timer is None)
            await pilot.resize_terminal(80, 24)
            await settle(pilot)  # fails if the game stays stuck
        assert held >= 4  # something was pending each time the bots had to move
