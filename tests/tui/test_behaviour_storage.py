"""The options file: every option survives a round trip, and bad entries fall back one by one."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from belote.engine import Rules
from belote.tui.storage import Settings, Storage, home_dir

CHANGED = Settings(
    rules=Rules(announces=True, target=1500, manches=5, consolante=True, direction="counterclockwise"),
    partner_level="random",
    west_level="heuristic",
    east_level="expert",
    speed="fast",
    lang="en",
    four_colours=True,
    auto_belote=True,
    auto_announce=True,
)


def test_every_option_is_written_and_read_back(tmp_path: Path) -> None:
    """Each field, rules included, comes back as it was saved."""
    storage = Storage(tmp_path)
    storage.save_settings(CHANGED)
    assert storage.load_settings() == (CHANGED, [])
    assert Settings.from_json(CHANGED.to_json()) == CHANGED
    assert json.loads(storage.options_path.read_text())["rules"] == CHANGED.rules.to_json()


def test_each_option_is_read_on_its_own() -> None:
    """An options file holding one entry changes that entry only."""
    defaults = Settings()
    for name, value in CHANGED.to_json().items():
        if name == "rules":
            continue
        read = Settings.from_json({name: value})
        assert getattr(read, name) == value, name
        assert read.rules == defaults.rules
    assert Settings.from_json({"rules": CHANGED.rules.to_json()}).rules == CHANGED.rules


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        "fr",
        {"speed": "warp"},
        {"lang": "de"},
        {"four_colours": "yes"},
        {"speed": 3},
        {"rules": {"target": "many"}},
        {"rules": {"target": 7}},
        {"rules": {"manches": 2}},
        {"rules": 12},
        {"unknown": 1},
    ],
)
def test_bad_entries_fall_back_to_the_defaults(data: object) -> None:
    """Unknown, ill-typed or out-of-range entries are ignored: the defaults stand."""
    assert Settings.from_json(data) == Settings()


def test_good_entries_survive_beside_bad_ones() -> None:
    """One bad entry does not cost the good ones."""
    read = Settings.from_json({"speed": "warp", "lang": "en", "rules": {"target": "x"}, "auto_belote": True})
    assert (read.speed, read.lang, read.auto_belote) == ("normal", "en", True)
    assert read.rules == Rules()


def test_saves_go_where_they_are_told(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An explicit home wins, then $BELOTE_TUI_HOME, then the platform's data directory."""
    monkeypatch.setenv("BELOTE_TUI_HOME", str(tmp_path / "env"))
    assert home_dir(tmp_path / "explicit") == tmp_path / "explicit"
    assert home_dir() == tmp_path / "env"
    monkeypatch.delenv("BELOTE_TUI_HOME")
    assert home_dir().name == "belote-tui"
