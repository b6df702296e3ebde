"""Quitting when the partie cannot be written just now: the failed write is said and the player is
asked whether to quit without it; the table stays as it was until they have really left."""

from __future__ import annotations

import asyncio
import errno
import json
import os
import signal
from pathlib import Path

import pytest

from belote.engine import Match
from belote.tui import exit_watchdog
from belote.tui.game import GameScreen
from belote.tui.i18n import tr
from belote.tui.keeper import Keeper
from belote.tui.score_screens import SummaryScreen
from belote.tui.screens import PromptScreen

from .conftest import enter_until, make_app, run_async, start
from .test_faults import refuse_writes
from .test_menu_mid_partie import play_tricks


@run_async
async def test_a_save_refused_on_quitting_is_said_and_quitting_asked_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The folder refused the write made on quitting (it had taken the saves before): the game does
    not quit as if saved, it asks « quit without saving? » with the reason; « o » then quits."""
    app = make_app(tmp_path, seed=5)
    async with app.run_test() as pilot:
        await start(pilot)
        await play_tricks(pilot, 1)
        refuse_writes(monkeypatch, tmp_path, errno.EACCES)
        await pilot.press("q")
        assert isinstance(app.screen, PromptScreen) and app.screen.question == tr("prompt.quit")
        await pilot.press("o")
        await pilot.pause()
        await pilot.pause()
        assert app.is_running, "quitting went on as if the partie were saved"
        prompt = app.screen
        assert isinstance(prompt, PromptScreen) and prompt.question == tr("prompt.quit_unsaved")
        assert app.keeper.problem and app.keeper.problem in prompt.hint
        await pilot.press("o")
        await pilot.pause()
    assert not app.is_running


@run_async
async def test_staying_after_a_refused_save_on_a_summary_keeps_the_deal_and_its_summary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a deal's summary, quitting saves the partie past that deal; when that write fails and the
    player stays, the table still shows the summary, and closing it deals the next hand."""
    app = make_app(tmp_path, seed=5)
    async with app.run_test() as pilot:
        await start(pilot)
        await enter_until(pilot, lambda: isinstance(app.screen, SummaryScreen))
        played = app.match.deal
        refuse_writes(monkeypatch, tmp_path, errno.EACCES)
        await pilot.press("q", "o")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, PromptScreen) and app.screen.question == tr("prompt.quit_unsaved")
        await pilot.press("n")
        await pilot.pause()
        assert app.match.deal is played and played.phase == "done", "the table's partie moved on"
        await enter_until(pilot, lambda: isinstance(app.screen, GameScreen) and app.match.deal is not played)
        assert app.is_running


def test_a_save_that_is_a_folder_is_set_aside_and_named_when_written(tmp_path: Path) -> None:
    """« save.json » made a folder: at the start it is set aside as an unreadable save (never
    deleted) and said so; a folder put there later is named in the notice of the failed write."""
    (tmp_path / "save.json").mkdir()
    keeper = Keeper(tmp_path)
    match, notice = keeper.load_saved()
    assert match is None and "save.corrupt-1.json" in notice
    assert (tmp_path / "save.corrupt-1.json").is_dir()
    (tmp_path / "save.json").mkdir()
    said = keeper.save_match(Match(seed=1))
    assert "save.json" in said and "save.json" in keeper.problem


@run_async
async def test_the_system_asking_the_game_to_stop_saves_and_quits_cleanly(tmp_path: Path) -> None:
    """SIGTERM (or the terminal closing, SIGHUP) mid-deal: the partie is saved with every move made
    and the app quits as « ctrl+q » does, which gives the terminal back as it was."""
    app = make_app(tmp_path, seed=5)
    async with app.run_test() as pilot:
        await start(pilot)
        await play_tricks(pilot, 1)
        moves = len(app.match.deal.actions)
        loop = asyncio.get_running_loop()
        app.catch_stop_signals()
        try:
            os.kill(os.getpid(), signal.SIGTERM)
            for _ in range(10):
                await pilot.pause()
        finally:
            for stop in (signal.SIGTERM, signal.SIGHUP):
                loop.remove_signal_handler(stop)
    assert not app.is_running
    saved = Match.from_json(json.loads((tmp_path / "save.json").read_text(encoding="utf-8")))
    assert len(saved.deal.actions) == moves


@run_async
async def test_a_process_that_does_not_end_after_quitting_is_ended(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The terminal closed just as the game quit can leave its input thread reading nothing for
    ever: once the partie is saved and the app quits, the process is ended past the deadline the
    command line sets (here shortened), with the app's return code; the tests' apps set none."""
    ended: list[int] = []
    monkeypatch.setattr(exit_watchdog, "_hard_exit", ended.append)
    plain = make_app(tmp_path / "plain", seed=5)
    async with plain.run_test() as pilot:
        await start(pilot)
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert plain.exit_timer is None
    app = make_app(tmp_path / "watched", seed=5)
    app.exit_deadline = 0.05
    async with app.run_test() as pilot:
        await start(pilot)
        await play_tricks(pilot, 1)
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert app.exit_timer is not None and app.exit_timer.daemon
    app.exit_timer.join(timeout=5)
    assert ended == [0]
    assert (tmp_path / "watched" / "save.json").exists()  # saved before
