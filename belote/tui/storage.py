"""Where the player's options and the saved partie live, and how they are read and written.

Files go in the platformdirs user data directory, or in ``$BELOTE_TUI_HOME`` (or an explicit
``home``) so tests and several installs never collide. A save that cannot be read is renamed aside,
never deleted, and the caller is told where it went.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from platformdirs import user_data_dir

from belote.engine import Match, Rules

SPEEDS: dict[str, tuple[float, float]] = {
    "slow": (1.2, 2.5),
    "normal": (0.6, 1.5),
    "fast": (0.25, 0.8),
    "instant": (0.0, 0.0),
}
"""Bot speed name -> (pause before each bot action, pause showing a completed trick), seconds."""


def home_dir(home: str | Path | None = None) -> Path:
    """The directory holding options and saves: ``home``, else $BELOTE_TUI_HOME, else platformdirs."""
    if home is not None:
        return Path(home)
    env = os.environ.get("BELOTE_TUI_HOME")
    if env:
        return Path(env)
    return Path(user_data_dir("belote-tui", appauthor=False))


@dataclass(frozen=True)
class Settings:
    """The player's options: the table's rules for new parties plus interface preferences."""

    rules: Rules = field(default_factory=Rules)
    partner_level: str = ""
    opponent_level: str = ""
    speed: str = "normal"
    lang: str = "fr"
    four_colours: bool = False
    auto_belote: bool = False
    auto_announce: bool = False
    auto_review: bool = False

    def to_json(self) -> dict[str, Any]:
        """Plain JSON data for the options file."""
        data = asdict(self)
        data["rules"] = self.rules.to_json()
        return data

    @classmethod
    def from_json(cls, data: object) -> Settings:
        """Settings from JSON data, ignoring unknown or ill-typed entries (options must never crash)."""
        if not isinstance(data, dict):
            return cls()
        settings = cls()
        with contextlib.suppress(ValueError, TypeError):
            settings = replace(settings, rules=Rules.from_json(data.get("rules", {})))
        for item in fields(cls):
            if item.name == "rules" or item.name not in data:
                continue
            value = data[item.name]
            if isinstance(value, type(getattr(settings, item.name))):
                settings = replace(settings, **{item.name: value})
        if settings.speed not in SPEEDS:
            settings = replace(settings, speed="normal")
        if settings.lang not in ("fr", "en"):
            settings = replace(settings, lang="fr")
        return settings


class Storage:
    """Reads and writes ``options.json`` and ``save.json`` under one directory."""

    def __init__(self, home: str | Path | None = None) -> None:
        """Use ``home_dir(home)``; the directory is created on the first write."""
        self.root = home_dir(home)

    @property
    def options_path(self) -> Path:
        """The options file."""
        return self.root / "options.json"

    @property
    def save_path(self) -> Path:
        """The autosave of the partie in progress."""
        return self.root / "save.json"

    def _write(self, path: Path, data: object) -> None:
        self.root.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        os.replace(tmp, path)

    def load_settings(self) -> Settings:
        """The saved options, or the defaults when there are none or they cannot be read."""
        try:
            return Settings.from_json(json.loads(self.options_path.read_text(encoding="utf-8")))
        except (OSError, ValueError):
            return Settings()

    def save_settings(self, settings: Settings) -> None:
        """Write the options."""
        self._write(self.options_path, settings.to_json())

    def has_save(self) -> bool:
        """True when a saved partie exists (readable or not)."""
        return self.save_path.exists()

    def save_match(self, match: Match) -> None:
        """Write the partie atomically (a crash mid-write keeps the previous save)."""
        self._write(self.save_path, match.to_json())

    def load_match(self) -> Match:
        """The saved partie; raises ValueError (or the engine's SaveError) if it cannot be read."""
        text = self.save_path.read_text(encoding="utf-8")
        return Match.from_json(json.loads(text))

    def delete_save(self) -> None:
        """Forget the saved partie (it is finished)."""
        self.save_path.unlink(missing_ok=True)

    def set_aside(self) -> Path:
        """Rename an unreadable save to a free ``save.corrupt-N.json`` name and return it."""
        n = 1
        while (target := self.root / f"save.corrupt-{n}.json").exists():
            n += 1
        os.replace(self.save_path, target)
        return target
