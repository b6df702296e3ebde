"""Options the folder refused are not forgotten: written with the partie once the folder takes it
again, the notice that they were not saved taken down."""

from __future__ import annotations

import errno
import json
from pathlib import Path

import pytest
from textual.pilot import Pilot

from belote.tui.menus import StartScreen

from .conftest import make_app, run_async, start, toasts
from .test_faults import play_steps, refuse_writes


async def target_chosen_while_refused(
    pilot: Pilot[None], monkeypatch: pytest.MonkeyPatch, home: Path
) -> None:
    """From the start menu, the target moved from 1000 to 1500 while ``home`` refuses writes."""
    await pilot.pause()
    refuse_writes(monkeypatch, home, errno.EROFS)
    await pilot.press("o", "down", "down", "right", "enter")
    await pilot.pause()


@run_async
async def test_options_refused_by_a_read_only_folder_are_written_once_it_takes_the_partie_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A target of 1500 chosen while the folder refused writes applied but was never written, so
    the next start came back to 1000: the first save of the partie that works writes it too."""
    app = make_app(tmp_path, seed=5)
    async with app.run_test() as pilot:
        await target_chosen_while_refused(pilot, monkeypatch, tmp_path)
        assert isinstance(app.screen, StartScreen) and app.settings.rules.target == 1500
        refused = f"Options non enregistrées dans {tmp_path / 'options.json'} : disque en lecture seule."
        assert toasts(app) == [refused]
        assert not (tmp_path / "options.json").exists()
        monkeypatch.undo()
        await start(pilot)
        await play_steps(pilot, 1)
        written = json.loads((tmp_path / "options.json").read_text())
        assert written["rules"]["target"] == 1500
        assert refused not in toasts(app)
        assert f"Options enregistrées dans {tmp_path / 'options.json'}" in " ".join(toasts(app))
    again = make_app(tmp_path, seed=5)
    async with again.run_test() as pilot:
        await pilot.pause()
        assert again.settings.rules.target == 1500


@run_async
async def test_an_options_file_garbled_meanwhile_is_set_aside_before_the_refused_options_are_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The options file became unreadable while the folder refused writes (edited by hand): writing
    the waiting options sets it aside first, never over it."""
    app = make_app(tmp_path, seed=5)
    async with app.run_test() as pilot:
        await target_chosen_while_refused(pilot, monkeypatch, tmp_path)
        monkeypatch.undo()
        (tmp_path / "options.json").write_text("{ garbled", encoding="utf-8")
        await start(pilot)
        await play_steps(pilot, 1)
        assert json.loads((tmp_path / "options.json").read_text())["rules"]["target"] == 1500
        assert (tmp_path / "options.corrupt-1.json").read_text(encoding="utf-8") == "{ garbled"
