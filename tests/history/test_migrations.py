"""The schema's migrations: every version from the first is brought up to date, data kept."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from belote.engine import Rules
from belote.history import History, HistoryError
from belote.history.schema import LATEST, MIGRATIONS, migrate, version

from .helpers import newer_history, open_at, record_partie


def old_database(path: Path, at: int) -> None:
    """A database at schema version ``at`` holding one partie and one deal written by that version."""
    connection = sqlite3.connect(path, isolation_level=None)
    migrate(connection, at)
    connection.execute(
        "INSERT INTO parties (id, started_at, rules, seed, levels) VALUES (1, ?, ?, 11, ?)",
        ("2026-01-02T03:04:05+00:00", json.dumps(Rules().to_json()), json.dumps(["human", *["random"] * 3])),
    )
    with History(path.with_name("source.sqlite3")) as source:  # a real deal to copy in
        record_partie(source, seed=11, deals=1)
    copy = sqlite3.connect(path.with_name("source.sqlite3"))
    columns = [row[1] for row in connection.execute("PRAGMA table_info(deals)")]
    values = copy.execute(f"SELECT {', '.join(columns)} FROM deals").fetchone()
    marks = ", ".join("?" * len(columns))
    connection.execute(f"INSERT INTO deals ({', '.join(columns)}) VALUES ({marks})", values)
    connection.close()
    copy.close()


@pytest.mark.parametrize("start", range(1, LATEST + 1))
def test_each_old_version_is_migrated_and_its_records_still_replay(tmp_path: Path, start: int) -> None:
    """Opening a database written at any earlier version brings it to the latest; its deal replays."""
    path = tmp_path / "history.sqlite3"
    old_database(path, start)
    with History(path) as history:
        (partie,) = history.parties()
        (deal,) = history.deals()
        assert partie.seed == 11 and partie.started_at.year == 2026
        assert deal.replay().result == deal.result
        assert not deal.undo and not deal.hints  # version 2's marks default to "not used"
    connection = sqlite3.connect(path)
    assert version(connection) == LATEST
    connection.close()


def test_a_new_database_runs_every_migration_in_order(tmp_path: Path) -> None:
    """An empty file goes from version 0 to the latest, one step per migration."""
    with open_at(tmp_path):
        pass
    connection = sqlite3.connect(tmp_path / "history.sqlite3")
    assert version(connection) == LATEST == len(MIGRATIONS)
    tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"parties", "deals"} <= tables
    assert connection.execute("PRAGMA journal_mode").fetchone()[0] != "wal"  # no mapped index
    connection.close()


def test_writing_deals_leaves_no_journal_file_beside_the_history(tmp_path: Path) -> None:
    """After deals are written and the history closed, the folder holds the history alone: no
    empty journal file for the player to wonder about."""
    with open_at(tmp_path) as history:
        record_partie(history, 3, deals=2)
        assert not (tmp_path / "history.sqlite3-journal").exists()  # gone after each commit
    assert sorted(p.name for p in tmp_path.iterdir()) == ["history.sqlite3"]


def test_a_history_kept_in_wal_by_an_earlier_version_leaves_it_when_opened(tmp_path: Path) -> None:
    """Earlier versions kept the history in WAL, whose memory-mapped index can kill the game when
    its file is cut short: opened now, it goes back to a plain journal and keeps its deals."""
    with open_at(tmp_path) as history:
        record_partie(history, 3, deals=2)
    path = tmp_path / "history.sqlite3"
    connection = sqlite3.connect(path)
    assert connection.execute("PRAGMA journal_mode = WAL").fetchone()[0] == "wal"
    connection.close()
    with open_at(tmp_path) as history:
        assert len(list(history.deals())) == 2
    connection = sqlite3.connect(path)
    assert connection.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    connection.close()


def test_a_failed_migration_leaves_the_database_at_its_last_version(tmp_path: Path) -> None:
    """A step that fails rolls back entirely: the version is unchanged and the step can run again."""
    path = tmp_path / "history.sqlite3"
    old_database(path, 1)
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("ALTER TABLE deals ADD COLUMN undo INTEGER")  # version 2's first step will clash
    with pytest.raises(sqlite3.OperationalError):
        migrate(connection)
    assert version(connection) == 1
    assert "deals_by_time" not in {r[0] for r in connection.execute("SELECT name FROM sqlite_master")}
    connection.close()


def test_a_database_from_a_later_version_is_left_untouched(tmp_path: Path) -> None:
    """A newer schema is not ours to change: the history refuses it (``newer``) and writes nothing."""
    path = newer_history(tmp_path)
    before = path.read_bytes()
    with pytest.raises(HistoryError) as caught:
        History(path)
    assert caught.value.kind == "newer"
    assert path.read_bytes() == before
