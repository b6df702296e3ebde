"""Helpers for the history tests: play seeded parties with random bots and record them."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

from belote.engine import Match, Rules
from belote.history import DealEntry, History
from belote.history.schema import LATEST

LEVELS = ("human", "random", "random", "random")


def play_deal(match: Match, rng: random.Random) -> None:
    """Play the match's current deal to its end with uniformly random legal actions."""
    while match.deal.phase != "done":
        match.deal.apply(rng.choice(match.deal.legal_actions()))


def record_partie(
    history: History,
    seed: int,
    rules: Rules | None = None,
    levels: tuple[str, str, str, str] = LEVELS,
    deals: int | None = None,
    play_seed: int | None = None,
    shared: bool = False,
) -> Match:
    """Play a partie (or its first ``deals`` deals) at random (``play_seed`` picks the random moves),
    recording every deal in ``history`` (as played at a shared table with ``shared``)."""
    match = Match(rules or Rules(target=300), seed)
    rng = random.Random(seed if play_seed is None else play_seed)
    played = 0
    while True:
        play_deal(match, rng)
        history.record(DealEntry.from_match(match, levels, shared=shared))
        played += 1
        if match.over or played == deals:
            return match
        match.next_deal()


def open_at(tmp_path: Path) -> History:
    """A new history in a temporary folder."""
    return History(tmp_path / "history.sqlite3")


def newer_history(tmp_path: Path) -> Path:
    """A history in ``tmp_path`` as a later version of the game would leave it (a newer schema)."""
    path = tmp_path / "history.sqlite3"
    with open_at(tmp_path):
        pass
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute(f"PRAGMA user_version = {LATEST + 1}")
    connection.close()
    return path
