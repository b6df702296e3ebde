"""A failure mended is no longer said: the notice that the partie could not be saved, or that the
history waits, goes once a write works again, on show or held behind a panel, and never comes back
after the panel closes."""

from __future__ import annotations

import errno
import sqlite3
from pathlib import Path

import pytest

from belote.history import History
from belote.tui.app import BeloteApp
from belote.tui.score_screens import SummaryScreen
from belote.tui.screens import InfoScreen

from .conftest import make_app, run_async, settle, start, toasts
from .test_faults import UNSAVED_TOAST, play_steps, refuse_writes


@run_async
async def test_the_unsaved_notice_goes_once_the_partie_is_saved_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """« La partie ne peut pas être sauvegardée … » is on show; the folder accepts writes again and
    the next trick is saved: the notice goes at once."""
    app = make_app(tmp_path, seed=5)
    async with app.run_test(notifications=True) as pilot:
        await start(pilot)
        refuse_writes(monkeypatch, tmp_path, errno.ENOSPC)
        await play_steps(pilot, 1)
        assert any(UNSAVED_TOAST in toast for toast in toasts(app)), toasts(app)
        monkeypatch.undo()
        await play_steps(pilot, 1)
        assert not any(UNSAVED_TOAST in toast for toast in toasts(app)), toasts(app)


@run_async
async def test_an_unsaved_notice_held_behind_a_panel_is_not_said_once_mended(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The notice was on show as a panel opened (held to be said after it); the partie is saved
    meanwhile: closing the panel says nothing of a failure that is over."""
    app = make_app(tmp_path, seed=5)
    async with app.run_test(notifications=True) as pilot:
        await start(pilot)
        refuse_writes(monkeypatch, tmp_path, errno.ENOSPC)
        await play_steps(pilot, 1)
        await pilot.press("f")  # the score sheet: the notices on show wait behind it
        await settle(pilot)
        assert isinstance(app.screen, InfoScreen)
        assert any(UNSAVED_TOAST in held[0].replace("\n", " ") for held in app.held_notices)
        monkeypatch.undo()
        app.autosave()  # a write that works, the panel still open
        await pilot.press("escape")
        await settle(pilot)
        await pilot.pause()
        assert not any(UNSAVED_TOAST in toast for toast in toasts(app)), toasts(app)
        assert app.held_notices == []


def said(app: BeloteApp) -> list[str]:
    """The notices on show and those held to be said once a panel goes, as read."""
    return toasts(app) + [" ".join(held[0].split()) for held in app.held_notices]


@run_async
async def test_the_history_on_hold_notice_goes_once_the_history_is_written_again(tmp_path: Path) -> None:
    """Another program held the history: « Historique en attente … » is said; once the deals on hold
    are written, it goes, and « Historique de nouveau enregistré » is said instead."""
    History(tmp_path / "history.sqlite3").close()
    other = sqlite3.connect(tmp_path / "history.sqlite3", isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    app = make_app(tmp_path, seed=2)
    async with app.run_test(notifications=True) as pilot:
        await start(pilot)
        await play_steps(pilot, 1)
        for _ in range(400):  # to the end of the first deal
            if isinstance(app.screen, SummaryScreen):
                break
            await pilot.press("enter")
            await settle(pilot)
        app.recorder.flush()
        await pilot.press("enter")
        await settle(pilot)
        await pilot.pause()
        assert app.history_told and any(notice.startswith("Historique en attente") for notice in said(app))
        other.execute("ROLLBACK")
        other.close()
        app.history_back(1)  # as the recorder says once the deal on hold is written
        await pilot.pause()
        await pilot.pause()
        assert not any(notice.startswith("Historique en attente") for notice in said(app)), said(app)
        assert any(notice.startswith("Historique de nouveau enregistré") for notice in said(app)), said(app)


@run_async
async def test_a_notice_about_the_hand_is_not_said_again_in_the_next_deal(tmp_path: Path) -> None:
    """« Il vous reste une carte. » (a number past the hand, at the last trick) was on show as the
    deal's summary opened: it was held and said again in the next deal, with five cards in hand. A
    notice about the cards as they are now is dropped when a panel covers it; a lasting one is not."""
    from belote.tui.game import GameScreen

    from .conftest import enter_until, game, past_the_cut

    app = make_app(tmp_path, seed=5)
    async with app.run_test(notifications=True) as pilot:
        await start(pilot)
        await enter_until(pilot, lambda: game(pilot).waiting == "card" and len(app.match.deal.hands[0]) == 1)
        await pilot.press("5")
        await pilot.pause()
        assert "Il vous reste une carte." in toasts(app)
        app.tell("Un avis qui dure.")
        await pilot.pause()
        await pilot.press("enter")  # the last card: the deal's summary opens over the notices
        await settle(pilot)
        assert isinstance(app.screen, SummaryScreen)
        assert [held[0] for held in app.held_notices] == ["Un avis qui dure."]
        app.tell("Vous avez 3 cartes en main.", moment=True)  # said while the panel is up: dropped
        assert [held[0] for held in app.held_notices] == ["Un avis qui dure."]
        await pilot.press("escape")
        await past_the_cut(pilot)
        await settle(pilot)
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and len(app.match.deal.hands[0]) > 1  # the next deal
        assert "Il vous reste une carte." not in toasts(app)
        assert "Un avis qui dure." in toasts(app)
