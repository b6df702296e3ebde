"""Who sits at the table with the human: one bot level (and seed) per seat, and what travels with the partie.

The options name the seats as the screen shows them (partner, West, East); the direction of play
decides which engine seat sits West. The levels actually played and the number of undos are saved
with the partie (``TableRecord``), so a resumed partie goes on with the same bots.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from belote.bots import BOTS
from belote.bots.base import mix
from belote.times import moment
from belote.tui.i18n import position
from belote.tui.storage import Settings

SEAT_OPTIONS: dict[str, str] = {"N": "partner", "W": "west", "E": "east"}
"""Screen position of a bot -> the name of its level (option ``<name>_level``, ``--<name>``)."""

BOT_SEATS = (1, 2, 3)
"""The engine seats the bots play (0 is the human)."""

DEFAULT_LEVEL = "expert"
"""The default level of the three bots: the expert, which meets its latency bar (docs/bots.md)."""


def bot_seed(match_seed: int, seat: int) -> int:
    """The seed of the bot at ``seat``: fixed by the partie's seed, so a resumed partie plays on alike."""
    return mix(match_seed, seat) >> 1


def seat_levels(chosen: Mapping[str, str], default: str) -> dict[int, str]:
    """Engine seat -> bot level, from levels by seat name (``"partner"``, ``"west"``, ``"east"``).

    A missing or unknown level is ``default``; West and East follow the current direction of play.
    """
    levels = {}
    for seat in BOT_SEATS:
        level = chosen.get(SEAT_OPTIONS[position(seat)], "")
        levels[seat] = level if level in BOTS else default
    return levels


def level_option(seat: int) -> str:
    """The option field of the level of the bot at engine ``seat`` (``partner_level``, …)."""
    return f"{SEAT_OPTIONS[position(seat)]}_level"


def with_levels(settings: Settings, playing: Mapping[int, str]) -> Settings:
    """``settings`` showing the levels in play (engine seat -> level) as the bots' level options."""
    levels: dict[str, Any] = {level_option(seat): level for seat, level in playing.items()}
    return replace(settings, **levels)


def pick_levels(
    old: Settings, new: Settings, playing: Mapping[int, str], forced: Mapping[str, str]
) -> tuple[Settings, dict[int, str] | None, dict[str, str]]:
    """The options ``new`` saved from a screen that showed the levels in play (``with_levels``):
    the options to keep, the partie's levels from now on (None: none changed) and the levels the
    command line still ``forces`` (seat name -> level).

    A bot whose level the player changed plays it from now on and keeps it as its option, the
    command line no longer forcing it; the others (and a level no bot has) play on as they were,
    their options untouched.
    """
    fields = {seat: level_option(seat) for seat in playing}  # seat -> its level's option
    picked = {seat: getattr(new, field) for seat, field in fields.items()}
    changed = {fields[seat] for seat, level in picked.items() if level in BOTS and level != playing[seat]}
    kept: dict[str, Any] = {field: getattr(old, field) for field in fields.values() if field not in changed}
    left = {name: level for name, level in forced.items() if f"{name}_level" not in changed}
    if not changed:
        return replace(new, **kept), None, left
    levels = {seat: picked[seat] if field in changed else playing[seat] for seat, field in fields.items()}
    return replace(new, **kept), levels, left


def chosen_levels(settings: Settings) -> dict[int, str]:
    """Engine seat -> bot level as the options choose them (the default level where none is)."""
    chosen = {name: getattr(settings, f"{name}_level") for name in SEAT_OPTIONS.values()}
    return seat_levels(chosen, DEFAULT_LEVEL)


@dataclass(frozen=True)
class TableRecord:
    """What the table adds to the engine's save: each bot seat's level, the undos taken, whether
    the human undid a move or asked for a hint in the deal in progress (the history notes it), and
    whether the human was asked to cut the next deal (a partie left there resumes at the question),
    and when the partie began (the history dates it so, however many times it was resumed)."""

    levels: tuple[str, str, str]
    undos: int = 0
    deal_undo: bool = False
    deal_hints: bool = False
    cut_pending: bool = False
    started_at: datetime | None = None

    def to_json(self) -> dict[str, Any]:
        """Plain JSON data, stored beside the engine's fields in the save."""
        return {
            "levels": list(self.levels),
            "undos": self.undos,
            "deal_undo": self.deal_undo,
            "deal_hints": self.deal_hints,
            "cut_pending": self.cut_pending,
            **({"started_at": self.started_at.isoformat()} if self.started_at is not None else {}),
        }

    @classmethod
    def from_json(cls, data: object) -> TableRecord | None:
        """The record from a save, or None when it is missing or not valid (never an error)."""
        if not isinstance(data, dict):
            return None
        levels, undos = data.get("levels"), data.get("undos", 0)
        if not isinstance(levels, list) or len(levels) != len(BOT_SEATS):
            return None
        if not all(isinstance(level, str) and level in BOTS for level in levels):
            return None
        if not isinstance(undos, int) or isinstance(undos, bool) or undos < 0:
            return None
        marks = (data.get("deal_undo") is True, data.get("deal_hints") is True)  # older saves: none
        cut_pending, started = data.get("cut_pending") is True, moment(data.get("started_at"))
        return cls((levels[0], levels[1], levels[2]), undos, *marks, cut_pending, started)

    def seat_levels(self) -> dict[int, str]:
        """Engine seat -> level."""
        return dict(zip(BOT_SEATS, self.levels, strict=True))
