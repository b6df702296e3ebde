"""The options file on disk: one garbled while the game runs is set aside before the options are
written anew, never overwritten."""

from __future__ import annotations

from pathlib import Path

import pytest

from belote.tui.app import BeloteApp
from belote.tui.storage import Storage

from .behaviour_support import open_options
from .conftest import run_async, toasts


@pytest.mark.parametrize(
    ("garbled", "why"), [(b'{"lang": "fr", "spe', "JSON invalide"), (b"\xff\xfe", "texte non UTF-8")]
)
@run_async
async def test_an_options_file_garbled_while_the_game_runs_is_kept_aside_before_the_options_are_saved(
    tmp_path: Path, garbled: bytes, why: str
) -> None:
    """An unreadable file is never overwritten: one garbled after the start (edited by hand, a disk
    fault) is renamed aside when the player saves the options, which are then written anew."""
    app = BeloteApp(bot_delay=0, home=tmp_path, coach=False)
    async with app.run_test() as pilot:
        await pilot.pause()
        (tmp_path / "options.json").write_bytes(garbled)
        screen = await open_options(pilot)
        assert screen.specs[2].name == "target"
        await pilot.press("down", "down", "right", "enter")  # target 1000 -> 1500
        await pilot.pause()
        assert app.settings.rules.target == 1500
        assert toasts(app) == [
            f"Le fichier des options était devenu illisible ({why}) : gardé sous options.corrupt-1.json,"
            " vos options y sont enregistrées à neuf."
        ]
    assert (tmp_path / "options.corrupt-1.json").read_bytes() == garbled
    assert Storage(tmp_path).load_settings()[0].rules.target == 1500


@run_async
async def test_options_read_back_as_written_are_saved_without_a_word(tmp_path: Path) -> None:
    """Saving the options over a readable file (the usual case) sets nothing aside and says nothing."""
    app = BeloteApp(bot_delay=0, home=tmp_path, coach=False)
    async with app.run_test() as pilot:
        await pilot.pause()
        for target in (1500, 2000):
            screen = await open_options(pilot)
            assert screen.specs[2].name == "target"
            await pilot.press("down", "down", "right", "enter")
            await pilot.pause()
            assert app.settings.rules.target == target and toasts(app) == []
    assert sorted(path.name for path in tmp_path.iterdir() if "options" in path.name) == ["options.json"]
