"""Where the player's options and the saved partie live, and how they are read and written.

Files go in the platformdirs user data directory, or in ``$BELOTE_TUI_HOME`` (or an explicit
``home``) so tests and several installs never collide. Writes are atomic (``files.write_atomic``) and
a failed one raises ``StorageError`` for the app to report; a file that cannot be read raises
``Unreadable`` and is renamed aside by ``set_aside``, never deleted. Options are checked field by
field: a bad one falls back to its default and is named in ``Settings.parse``'s answer.
"""

from __future__ import annotations

import errno
import json
import os
import shlex
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from platformdirs import user_data_dir

from belote.bots import BOTS
from belote.engine import Match, Rules
from belote.engine.saves import VERSION as SAVE_VERSION
from belote.tui import files
from belote.tui.files import Unreadable
from belote.tui.sorting import SORT_ORDERS
from belote.tui.themes import THEMES

SPEEDS: dict[str, tuple[float, float]] = {
    "slow": (1.2, 2.5),
    "normal": (0.6, 1.5),
    "fast": (0.25, 0.8),
    "instant": (0.0, 0.0),
}
"""Bot speed name -> (pause before each bot action, pause showing a completed trick), seconds."""

SAVE_LIMIT = 512 * 1024
"""Largest save read, in bytes: a real 3-manche partie weighs 9 to 14 kB (25 to 40 deals of about
350 bytes) and the longest the options allow (5 manches to 2000) about 42 kB, as
benchmarks/restore_bench.py prints; only a runaway or hostile file reaches 512 KiB, and it is refused
before it is parsed (restoring that much would already freeze the start for most of a second)."""

OPTIONS_LIMIT = 64 * 1024
"""Largest options file read, in bytes (a real one is under 1 kB)."""

CHOICES: dict[str, tuple[str, ...]] = {
    "speed": tuple(SPEEDS),
    "lang": ("fr", "en"),
    "partner_level": ("", *BOTS),
    "west_level": ("", *BOTS),
    "east_level": ("", *BOTS),
    "sort_order": SORT_ORDERS,
    "theme": tuple(THEMES),
}
"""The allowed values of the options that are names."""

RULE_CHOICES: dict[str, tuple[int, ...]] = {"target": (500, 1000, 1500, 2000), "manches": (1, 3, 5)}
"""The values the options offer for the manche's target and the number of manches: a file holding
another (a manche to 7 points) falls back to the default and is named, as any bad field."""


def home_dir(home: str | Path | None = None) -> Path:
    """The directory holding options and saves: ``home``, else $BELOTE_TUI_HOME, else platformdirs."""
    if home is not None:
        return Path(home)
    env = os.environ.get("BELOTE_TUI_HOME")
    if env:
        return Path(env)
    return Path(user_data_dir("belote-tui", appauthor=False))


def home_option(folder: Path) -> str:
    """« --home FOLDER » for a command given to the player when ``folder`` is not the one a plain
    « belote-tui » uses (else that command would not find what is kept there), "" when it is."""
    if folder.absolute() == home_dir().absolute():
        return ""
    return f" --home {shlex.quote(str(folder))}"


def join_command(address: str, folder: Path) -> str:
    """« belote-tui join ADDRESS », the command that takes a friend back to their seat, with
    ``home_option`` for the ``folder`` their key to it is kept in."""
    return f"belote-tui join {address}{home_option(folder)}"


def same_type(value: object, default: object) -> bool:
    """Whether a value read from JSON has the type of the field's default (true is not 1, 3.0 not 3)."""
    return type(value) is type(default)


def parse_rules(data: dict[str, Any]) -> tuple[Rules, list[str]]:
    """Rules from the options file, field by field; the names of the fields that fell back."""
    rules = Rules()
    bad: list[str] = []
    defaults = rules.to_json()
    for name, value in data.items():
        if name not in defaults or not same_type(value, defaults[name]):
            bad.append(str(name))
            continue
        if value not in RULE_CHOICES.get(name, (value,)):
            bad.append(name)
            continue
        try:
            rules = replace(rules, **{name: value})
        except (ValueError, TypeError):
            bad.append(name)
    return rules, bad


@dataclass(frozen=True)
class Settings:
    """The player's options: the table's rules for new parties plus interface preferences."""

    rules: Rules = field(default_factory=Rules)
    partner_level: str = ""
    west_level: str = ""
    east_level: str = ""
    speed: str = "normal"
    lang: str = "fr"
    four_colours: bool = False
    auto_belote: bool = False
    auto_announce: bool = False
    auto_play: bool = False
    undo: bool = True
    sort_order: str = "trump"
    theme: str = "belote-dark"
    auto_review: bool = False
    cut_yourself: bool = True

    def to_json(self) -> dict[str, Any]:
        """Plain JSON data for the options file."""
        data = asdict(self)
        data["rules"] = self.rules.to_json()
        return data

    @classmethod
    def parse(cls, data: object) -> tuple[Settings, list[str]]:
        """Settings from JSON data, checked field by field: a missing field takes its default, and
        a bad or unknown one too, its name then listed in the answer (options must never crash)."""
        if not isinstance(data, dict):
            return cls(), ["*"]
        if "opponent_level" in data:  # options written when West and East shared one level
            former = data["opponent_level"]
            data = {"west_level": former, "east_level": former, **data}
            del data["opponent_level"]
        settings, bad = cls(), []
        if isinstance(data.get("rules"), dict):
            rules, bad_rules = parse_rules(data["rules"])
            settings = replace(settings, rules=rules)
            bad += [f"rules.{name}" for name in bad_rules]
        elif "rules" in data:
            bad.append("rules")
        known = {item.name for item in fields(cls)}
        for name, value in data.items():
            if name == "rules":
                continue
            default = getattr(settings, name, None) if name in known else None
            if default is None or not same_type(value, default) or value not in CHOICES.get(name, (value,)):
                bad.append(str(name))
                continue
            settings = replace(settings, **{name: value})
        return settings, bad

    @classmethod
    def from_json(cls, data: object) -> Settings:
        """Settings from JSON data, bad fields replaced by their defaults."""
        return cls.parse(data)[0]


class StorageError(Exception):
    """A write in the home folder failed: ``folder`` and the ``OSError`` say where and why."""

    def __init__(self, folder: Path, error: OSError) -> None:
        super().__init__(f"{folder}: {error.strerror or error}")
        self.folder, self.error = folder, error


class Storage:
    """Reads and writes ``options.json`` and ``save.json`` under one directory.

    ``writable`` is False when another copy of the game holds the folder: nothing is then written,
    renamed or deleted there.
    """

    def __init__(self, home: str | Path | None = None) -> None:
        """Use ``home_dir(home)``; the directory is created on the first write."""
        self.root = home_dir(home)
        self.writable = True
        self.options_refused = False
        """The options file could not be read for want of access: it is never written over."""

    @property
    def options_path(self) -> Path:
        """The options file."""
        return self.root / "options.json"

    @property
    def save_path(self) -> Path:
        """The autosave of the partie in progress."""
        return self.root / "save.json"

    @property
    def lock_path(self) -> Path:
        """The lock held by the copy of the game that plays in this folder."""
        return self.root / "belote.lock"

    def write_json(self, path: Path, data: object) -> None:
        """Write ``data`` to ``path`` atomically; StorageError when the folder refuses."""
        if not self.writable:
            return
        try:
            self.root.mkdir(parents=True, exist_ok=True)
            files.write_atomic(path, json.dumps(data, ensure_ascii=False))
        except OSError as error:
            raise StorageError(self.root, error) from None

    def sweep(self) -> None:
        """Remove the temporary files a copy killed mid-write left (call only while holding the lock)."""
        if not self.writable:
            return
        for path in (self.save_path, self.options_path):
            for stale in files.temporary_files(self.root, path.stem):
                stale.unlink(missing_ok=True)

    def load_settings(self) -> tuple[Settings, list[str]]:
        """The saved options and the fields that fell back to their defaults (defaults when there
        is no file); Unreadable when the file is there but cannot be used at all."""
        try:
            data = files.read_json(self.options_path, OPTIONS_LIMIT)
        except FileNotFoundError:
            return Settings(), []
        except NotADirectoryError:  # the home is a file: the write will say so
            return Settings(), []
        settings, bad = Settings.parse(data)
        if bad == ["*"]:
            raise Unreadable("content", "not an object")
        return settings, bad

    def save_settings(self, settings: Settings) -> None:
        """Write the options; StorageError when the folder refuses, or when the options file could
        not be read for want of access (writing would replace options the player may still have)."""
        if self.options_refused:
            refused = PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(self.options_path))
            raise StorageError(self.root, refused)
        self.write_json(self.options_path, settings.to_json())

    def has_save(self) -> bool:
        """True when a saved partie exists (readable or not: a folder in its place is one to set
        aside, as an unreadable file is)."""
        try:
            return self.save_path.exists()
        except OSError:
            return False

    def save_match(self, match: Match, table: dict[str, Any] | None = None) -> None:
        """Write the partie atomically (a crash mid-write keeps the previous save), with the
        table's own record (bot levels, undos) beside the engine's fields."""
        self.write_json(self.save_path, {**match.to_json(), "table": table} if table else match.to_json())

    def load_table(self) -> object:
        """The table's record stored with the saved partie (None when absent or unreadable)."""
        try:
            data = files.read_json(self.save_path, SAVE_LIMIT)
        except (OSError, Unreadable):
            return None
        return data.get("table") if isinstance(data, dict) else None

    def load_match(self) -> Match:
        """The saved partie; Unreadable when it cannot be restored, whatever is wrong with it."""
        data = files.read_json(self.save_path, SAVE_LIMIT)
        version = data.get("version") if isinstance(data, dict) else None
        if isinstance(version, int) and not isinstance(version, bool) and version > SAVE_VERSION:
            raise Unreadable("newer", f"saved by version {version} of the save format")
        try:
            return Match.from_json(data)
        except RecursionError:
            raise Unreadable("nesting", "nested too deeply") from None
        except Exception as error:  # a hostile save is data: any failure to restore it is its fault
            raise Unreadable("content", str(error)) from None

    def salvage_match(self) -> tuple[Match, dict[str, Any] | None] | None:
        """What the rules can replay of a damaged save, with the table's record stored beside it (read
        once): the partie up to its first action that cannot be replayed (None when not one action
        of it replays, or its rules, seed or deals are bad)."""
        try:
            data = files.read_json(self.save_path, SAVE_LIMIT)
            match, _ = Match.salvage_json(data)
        except Exception:  # a hostile save is data: nothing of it can be kept then
            return None
        if not any(match.to_json()["deals"]):
            return None
        table = data.get("table") if isinstance(data, dict) else None
        return match, table if isinstance(table, dict) else None

    def delete_save(self) -> None:
        """Forget the saved partie (it is finished); StorageError when the folder refuses."""
        if not self.writable:
            return
        try:
            self.save_path.unlink(missing_ok=True)
        except OSError as error:
            raise StorageError(self.root, error) from None

    def set_aside(self, path: Path) -> Path | None:
        """Rename an unreadable ``path`` to a free ``NAME.corrupt-N.json`` and return it; None when
        another copy holds the folder; StorageError when the folder refuses."""
        if not self.writable:
            return None
        try:
            return files.set_aside(path)
        except OSError as error:
            raise StorageError(self.root, error) from None
