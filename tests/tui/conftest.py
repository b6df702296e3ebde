"""Helpers for the TUI tests: a seeded app in a temporary home, and waiting for the bots."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import io
import re
import threading
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console, RenderableType
from textual.pilot import Pilot
from textual.worker import WorkerCancelled

from belote.bots import BOTS
from belote.bots.base import Bot
from belote.engine import PASS, Action, Deal, DealView, Match, Play, Rules
from belote.tui import i18n
from belote.tui.app import BeloteApp
from belote.tui.game import GameScreen
from belote.tui.netlink import NetLink
from belote.tui.score_screens import MancheEndScreen
from belote.tui.screens import PromptScreen
from belote.tui.seating import bot_seed
from belote.tui.stats_screen import StatsScreen
from tests.net.conftest import SECRET

LEVEL = "heuristic"
"""Fast bots for the tests (the expert is the app's default)."""


@pytest.fixture(autouse=True)
def tables_deal_alike(monkeypatch: pytest.MonkeyPatch) -> None:
    """A table hosted from the app has the tests' fixed secret, so that its seed deals the same
    cards at every run (a table makes a random one)."""
    monkeypatch.setattr(NetLink, "table_secret", SECRET)


@pytest.fixture(autouse=True)
def enter_acts_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Enter is never held after the table moves on by itself, so tests walk a partie with Enter
    at the bots' instant pace; the tests of that hold give it back to their own app."""
    monkeypatch.setattr(BeloteApp, "enter_grace", 0.0)
    monkeypatch.setattr(BeloteApp, "lock_patience", 0.0)  # a folder held by the test is held: no wait


def run_async(test: Callable[..., Coroutine[Any, Any, None]]) -> Callable[..., None]:
    """Run an async test in its own event loop (no asyncio plugin is installed)."""

    @functools.wraps(test)
    def wrapper(*args: Any, **kwargs: Any) -> None:
        asyncio.run(test(*args, **kwargs))

    return wrapper


def make_app(
    home: Path, seed: int = 7, rules: Rules | None = None, level: str = LEVEL, **kwargs: Any
) -> BeloteApp:
    """A reproducible app: seeded, instant bots, options and saves under ``home``; the coach's
    background processes only where a test asks for them (``coach=True``)."""
    options: dict[str, Any] = {"lang": "fr", "coach": False, **kwargs}
    return BeloteApp(seed=seed, rules=rules, bot_delay=0, bot_level=level, home=home, **options)


HumanPolicy = Callable[[Deal], Action | None]
"""What the simulated human does at its turn (None: stop here, the situation is reached)."""


def simulate(seed: int, rules: Rules, human: HumanPolicy, level: str = LEVEL) -> Deal | None:
    """Play the first deal as the app would (same bots, same seeds) until ``human`` returns None;
    the deal at that point, or None if the human's policy was never asked to stop. A policy's
    action the deal refuses (a pass once a bot took) means the deal went another way: None."""
    match = Match(rules, seed)
    bots = {seat: BOTS[level](seed=bot_seed(seed, seat)) for seat in (1, 2, 3)}
    deal = match.deal
    while deal.phase != "done":
        if deal.to_play == 0:
            action = human(deal)
            if action is None:
                return deal
            if action not in deal.legal_actions():
                return None
        else:
            assert deal.to_play is not None
            action = bots[deal.to_play].choose(deal.view(deal.to_play))
        deal.apply(action)
    return None


class GatedBot(Bot):
    """A bot that thinks until the test opens its gate, then plays its first legal action."""

    def __init__(self) -> None:
        super().__init__()
        self.gate = threading.Event()

    def choose(self, view: DealView) -> Action:
        """Wait for the gate (never forever), then answer."""
        self.gate.wait(timeout=30)
        return view.legal[0]


def stop_at_announce(deal: Deal) -> Action | None:
    """A human policy passing the bids and stopping at a first-trick card with an announce allowed."""
    if deal.phase == "bidding":
        return PASS
    legal = deal.legal_actions()
    if not deal.tricks and any(isinstance(a, Play) and a.announce for a in legal):
        return None
    return legal[0]


def first_seed(human: HumanPolicy, rules: Rules | None = None, level: str = LEVEL) -> int:
    """The first seed whose first deal brings the situation ``human`` waits for (so the tests do
    not depend on how the bots are tuned)."""
    for seed in range(1, 400):
        if simulate(seed, rules or Rules(), human, level) is not None:
            return seed
    raise AssertionError("no seed gives that situation")


async def settle(pilot: Pilot[Any]) -> None:
    """Wait until the table waits for the human (or another screen is shown)."""
    app = pilot.app
    for _ in range(500):
        with contextlib.suppress(WorkerCancelled):  # a stale bot worker replaced by a newer one
            await app.workers.wait_for_complete()
        await pilot.pause()
        screen = app.screen
        if not isinstance(screen, GameScreen) or screen.waiting != "bot":
            return
    raise AssertionError("the bots never handed the turn back")


async def enter_until(pilot: Pilot[Any], reached: Callable[[], bool], presses: int = 60) -> None:
    """Press Enter (a pass, the selected card, the next trick or deal, a question's default),
    letting the bots play after each, until ``reached()``; fail if the presses run out first."""
    for _ in range(presses):
        if reached():
            return
        await pilot.press("enter")
        await settle(pilot)
    assert reached(), "the table never reached the situation"


async def enter_to_the_partie_end(pilot: Pilot[Any]) -> None:
    """Press Enter (a pass, the selected card, the next trick or deal) until the end of the partie
    shows, or the presses run out (the caller checks where it stands)."""
    app = pilot.app
    for _ in range(2000):
        if isinstance(app.screen, MancheEndScreen) and app.match.over:  # type: ignore[attr-defined]
            return
        await pilot.press("enter")
        await settle(pilot)


async def past_the_cut(pilot: Pilot[Any]) -> None:
    """Where the human cuts before the next deal, cut where the seed would (Enter): what a test
    walking the partie with Enter meets once every four deals."""
    from belote.tui.cut_screen import CutScreen

    await pilot.pause()
    if isinstance(pilot.app.screen, CutScreen):
        await pilot.press("enter")
        await settle(pilot)


async def opened_statistics(pilot: Pilot[Any], history: Path) -> StatsScreen:
    """The statistics screen of the history file ``history``, opened over what shows and read (its
    figures computed away from the interface)."""
    await pilot.pause()
    pilot.app.push_screen(StatsScreen(history))
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, StatsScreen)
    return screen


def game(pilot: Pilot[Any]) -> GameScreen:
    """The table screen, which must be the current screen."""
    screen = pilot.app.screen
    assert isinstance(screen, GameScreen), f"expected the table, got {type(screen).__name__}"
    return screen


async def start(pilot: Pilot[Any]) -> GameScreen:
    """From the start menu, Enter (new partie; « o » if it asks to replace a saved one), then wait
    for the first human decision (a question of the table, such as an announce, is left open)."""
    await pilot.pause()
    await pilot.press("enter")
    await pilot.pause()
    at_table = any(isinstance(screen, GameScreen) for screen in pilot.app.screen_stack)
    if isinstance(pilot.app.screen, PromptScreen) and not at_table:
        await pilot.press("o")
    await settle(pilot)
    tables = [screen for screen in pilot.app.screen_stack if isinstance(screen, GameScreen)]
    assert tables, f"expected the table, got {type(pilot.app.screen).__name__}"
    return tables[-1]


_PATH_CUT = re.compile(r"(?<=[/_-])\n|(?<=\.)\n(?=[a-z0-9])")
"""A line break inside a file's path (cut after a « / », « _ », « - » or a « . » before more of it)."""


def toasts(app: BeloteApp) -> list[str]:
    """The passing notices (toasts) the app is showing, as read: their words, each line break (French
    notices come broken into lines where French allows) as a space, a path cut over lines whole."""
    return [" ".join(_PATH_CUT.sub("", notification.message).split()) for notification in app._notifications]


def screen_text(app: BeloteApp) -> list[str]:
    """The lines of text on the terminal as drawn now (the top screen over what it lets show)."""
    return [strip.text for strip in app.screen._compositor.render_strips()]


def text_of(renderable: RenderableType, width: int = 80) -> str:
    """Plain text of a Rich renderable."""
    out = io.StringIO()
    Console(file=out, width=width, color_system=None).print(renderable)
    return out.getvalue()


@pytest.fixture(autouse=True)
def _french() -> None:
    """Every test starts in French with the default direction (i18n state is module-wide)."""
    i18n.set_language("fr")
    i18n.set_direction(Rules().direction)


def refuse_looking_for(monkeypatch: pytest.MonkeyPatch, refused: Path) -> None:
    """Looking for ``refused`` fails as in a folder this user may not search (« chmod 000 », which
    root ignores): ``Path.exists`` raises PermissionError for it, as Python's does."""
    exists = Path.exists

    def looking(where: Path) -> bool:
        if where == refused:
            raise PermissionError(13, "Permission denied", str(where))
        return exists(where)

    monkeypatch.setattr(Path, "exists", looking)
