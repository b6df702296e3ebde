"""Shared steps of the behaviour tests: random bots playing deals out, and opening the options."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.pilot import Pilot

from belote.bots import BOTS, Bot
from belote.engine import Deal, Match
from belote.tui.menus import OptionsScreen


def random_bots(seed: int) -> list[Bot]:
    """Four seeded random bots, one per seat."""
    return [BOTS["random"](seed=seed + seat) for seat in range(4)]


def play_out(deal: Deal, bots: list[Bot], until: Callable[[Deal], bool] | None = None) -> None:
    """Let the bots play ``deal`` to its end (or until ``until(deal)``)."""
    while deal.phase != "done" and not (until is not None and until(deal)):
        assert deal.to_play is not None
        deal.apply(bots[deal.to_play].choose(deal.view(deal.to_play)))


def play_until(match: Match, bots: list[Bot], stop: Callable[[Match], bool]) -> bool:
    """Deal after deal, random play until ``stop(match)`` holds after a deal (False: partie over)."""
    while True:
        play_out(match.deal, bots)
        if stop(match):
            return True
        if match.over:
            return False
        match.next_deal()


async def open_options(pilot: Pilot[Any]) -> OptionsScreen:
    """Press « o » and return the options screen."""
    await pilot.pause()
    await pilot.press("o")
    screen = pilot.app.screen
    assert isinstance(screen, OptionsScreen)
    return screen
