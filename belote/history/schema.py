"""The history database's tables and their migrations, numbered by ``PRAGMA user_version``.

Version N of the schema is reached by running ``MIGRATIONS[0:N]`` in order, each in the same
transaction as the version bump, so a database is always at one known version. A later feature (the
coach's duplicate-challenge table, say) appends one more script here; nothing else changes.
"""

from __future__ import annotations

import functools
import sqlite3

V1 = """
CREATE TABLE parties (
    id INTEGER PRIMARY KEY,
    started_at TEXT NOT NULL,
    ended_at TEXT,
    rules TEXT NOT NULL,
    seed INTEGER NOT NULL,
    levels TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'playing',
    winner INTEGER,
    manches_us INTEGER NOT NULL DEFAULT 0,
    manches_them INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE deals (
    id INTEGER PRIMARY KEY,
    partie INTEGER NOT NULL REFERENCES parties(id),
    seq INTEGER NOT NULL,
    manche INTEGER NOT NULL,
    number INTEGER NOT NULL,
    played_at TEXT NOT NULL,
    dealer INTEGER NOT NULL,
    deck TEXT NOT NULL,
    actions TEXT NOT NULL,
    taker INTEGER,
    trump INTEGER,
    take_round INTEGER,
    points_us INTEGER NOT NULL,
    points_them INTEGER NOT NULL,
    cards_us INTEGER NOT NULL,
    cards_them INTEGER NOT NULL,
    announces_us INTEGER NOT NULL,
    announces_them INTEGER NOT NULL,
    tricks_us INTEGER NOT NULL,
    tricks_them INTEGER NOT NULL,
    collected_us INTEGER NOT NULL,
    collected_them INTEGER NOT NULL,
    capot INTEGER,
    belote INTEGER,
    dedans INTEGER NOT NULL,
    litige INTEGER NOT NULL,
    reserve INTEGER NOT NULL,
    redeal INTEGER NOT NULL,
    UNIQUE (partie, seq)
);
"""
"""Version 1: the parties and their deals (deck, actions and result)."""

V2 = """
ALTER TABLE deals ADD COLUMN undo INTEGER NOT NULL DEFAULT 0;
ALTER TABLE deals ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
CREATE INDEX deals_by_time ON deals (played_at);
CREATE INDEX parties_by_status ON parties (status, seed);
"""
"""Version 2: whether the human used undo or hints in a deal; indexes for the lists and lookups."""

V3 = """
CREATE TABLE challenges (
    deal INTEGER PRIMARY KEY REFERENCES deals(id),
    level TEXT NOT NULL,
    human INTEGER NOT NULL,
    bot INTEGER NOT NULL
);
"""
"""Version 3: the coach's duplicate challenge, per deal: the human's net result on the sheet (our
points minus theirs) and that of a bot of ``level`` replaying the deal in the human's seat."""

V4 = """
ALTER TABLE deals ADD COLUMN levels TEXT;
"""
"""Version 4: each seat's level as the deal was played (a bot's level may change within a partie,
and the statistics by the opponents' level count each deal where it was played); NULL for the
deals written before, which count at their partie's levels."""

MIGRATIONS: tuple[str, ...] = (V1, V2, V3, V4)
"""Migration ``i`` takes a database from version ``i`` to ``i + 1``."""

LATEST = len(MIGRATIONS)


def version(connection: sqlite3.Connection) -> int:
    """The schema version the database is at (0 for a new, empty file)."""
    row = connection.execute("PRAGMA user_version").fetchone()
    return int(row[0])


def migrate(connection: sqlite3.Connection, target: int = LATEST) -> int:
    """Bring the database up to ``target`` one version at a time; returns the version reached.

    Each step runs in its own transaction with its version bump, so an interrupted migration leaves
    the database at the last completed version. ``connection`` must be in autocommit mode.
    """
    current = version(connection)
    while current < target:
        connection.execute("BEGIN IMMEDIATE")
        try:
            for statement in MIGRATIONS[current].split(";"):
                if statement.strip():
                    connection.execute(statement)
            connection.execute(f"PRAGMA user_version = {current + 1}")
        except BaseException:
            connection.execute("ROLLBACK")
            raise
        connection.execute("COMMIT")
        current += 1
    return current


def shape(connection: sqlite3.Connection) -> dict[str, frozenset[str]]:
    """Each table of the database and its columns."""
    names = [row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    return {
        name: frozenset(
            row[1] for row in connection.execute(f'PRAGMA table_info("{name.replace(chr(34), chr(34) * 2)}")')
        )
        for name in names
    }


@functools.cache
def expected_shape() -> dict[str, frozenset[str]]:
    """The tables and columns the migrations make: what a history of the latest version holds."""
    memory = sqlite3.connect(":memory:", isolation_level=None)
    try:
        migrate(memory)
        return shape(memory)
    finally:
        memory.close()


def missing_parts(connection: sqlite3.Connection) -> list[str]:
    """The tables and columns of the latest version the database lacks (``table`` or
    ``table.column``): a file whose version says more than it holds cannot be used as a history."""
    found = shape(connection)
    missing = []
    for table, columns in sorted(expected_shape().items()):
        if table not in found:
            missing.append(table)
        else:
            missing += [f"{table}.{column}" for column in sorted(columns - found[table])]
    return missing
