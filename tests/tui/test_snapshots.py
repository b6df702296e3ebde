"""Snapshot tests (pytest-textual-snapshot): start screen, bidding, mid-trick, deal summary (French and
English), sheet.

Seeded partie, instant bots, a fresh home: nothing random or timed is left on screen. The bots are
the "random" baseline, whose play never changes when the real bots are tuned.
Update with ``pytest tests/tui --snapshot-update`` after a deliberate change, and look at the SVGs.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import RichLog

from belote.tui.game import GameScreen
from belote.tui.score_screens import SummaryScreen

from .conftest import make_app, settle, start

Compare = Callable[..., bool]
SNAP_LEVEL = "random"
LANGUAGES = pytest.mark.parametrize("lang", ["fr", "en"])
"""The main screens are pictured in both languages."""


async def _steady(pilot: Pilot[Any]) -> None:
    """Let deferred work finish and pin the log to its last line, so the picture never varies."""
    await pilot.pause()
    logs = [log for screen in pilot.app.screen_stack for log in screen.query(RichLog)]
    seen: list[tuple[int, float]] = []
    for _ in range(50):  # a late rewrap of the log (after a resize) scrolls it back: pin it until it stays
        for log in logs:
            log.scroll_end(animate=False, immediate=True)
        await pilot.pause()
        state = [(len(log.lines), log.scroll_y) for log in logs]
        pinned = all(log.scroll_y == log.max_scroll_y for log in logs)
        if pinned and seen[-2:] == [state, state]:  # the same for three pauses in a row
            break
        seen.append(state)
    for _ in range(3):  # the Footers recompose after a refresh: let them finish on a loaded machine
        await pilot.pause()


async def _until(pilot: Pilot[Any], done: Callable[[Pilot[Any]], bool]) -> None:
    """Press Enter (pass, default card, go on) until ``done``."""
    await start(pilot)
    for _ in range(200):
        if done(pilot):
            await _steady(pilot)
            return
        await pilot.press("enter")
        await settle(pilot)
    raise AssertionError("the snapshot's situation never came")


def _mid_trick(pilot: Pilot[Any]) -> bool:
    screen = pilot.app.screen
    deal = pilot.app.match.deal  # type: ignore[attr-defined]
    return (
        isinstance(screen, GameScreen)
        and screen.waiting == "card"
        and len(deal.tricks) >= 2
        and len(deal.current_trick.cards) >= 2
    )


@LANGUAGES
def test_start_screen(snap_compare: Compare, tmp_path: Path, lang: str) -> None:
    """The start menu of a first launch."""
    assert snap_compare(make_app(tmp_path, level=SNAP_LEVEL, lang=lang))


@LANGUAGES
def test_bidding(snap_compare: Compare, tmp_path: Path, lang: str) -> None:
    """The human's first bid: turned card in the centre, take/pass keys in the Footer."""

    async def run_before(pilot: Pilot[Any]) -> None:
        screen = await start(pilot)
        assert screen.waiting == "bid1"
        await _steady(pilot)

    assert snap_compare(make_app(tmp_path, seed=9, level=SNAP_LEVEL, lang=lang), run_before=run_before)


@LANGUAGES
def test_mid_trick(snap_compare: Compare, tmp_path: Path, lang: str) -> None:
    """The human to play into a trick with cards already down, legal cards bright."""

    async def run_before(pilot: Pilot[Any]) -> None:
        await _until(pilot, _mid_trick)

    assert snap_compare(make_app(tmp_path, seed=5, level=SNAP_LEVEL, lang=lang), run_before=run_before)


@LANGUAGES
def test_deal_summary(snap_compare: Compare, tmp_path: Path, lang: str) -> None:
    """The end-of-deal summary over the table."""

    async def run_before(pilot: Pilot[Any]) -> None:
        await _until(pilot, lambda p: isinstance(p.app.screen, SummaryScreen))
        # The deal's log behind the summary is shown from its first line: its end depends on a
        # scroll extent the screen below may not have recomputed yet on a loaded machine.
        for log in pilot.app.screen_stack[-2].query(RichLog):
            log.scroll_home(animate=False, immediate=True)
        for _ in range(3):
            await pilot.pause()

    assert snap_compare(make_app(tmp_path, seed=4, level=SNAP_LEVEL, lang=lang), run_before=run_before)


def test_score_sheet(snap_compare: Compare, tmp_path: Path) -> None:
    """La feuille de marque after two deals."""

    async def run_before(pilot: Pilot[Any]) -> None:
        def second_deal_started(p: Pilot[Any]) -> bool:
            return len(p.app.match.history[0]) >= 2 and isinstance(p.app.screen, GameScreen)  # type: ignore[attr-defined]

        await _until(pilot, second_deal_started)
        await pilot.press("f")
        await _steady(pilot)

    assert snap_compare(make_app(tmp_path, seed=4, level=SNAP_LEVEL), run_before=run_before)
