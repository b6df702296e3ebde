"""Why the history could not be written reaches the player as the save's reasons do: a full disk, a
read-only disk, a refusal, a file where the folder should be."""

from __future__ import annotations

import errno
import os
import sqlite3
from pathlib import Path

import pytest

from belote.history import HistoryError, Recorder
from belote.history.connection import classify
from belote.tui.history_words import history_notice
from tests.history.helpers import LEVELS
from tests.history.test_failures import finished_match


def sqlite_error(message: str, code: int) -> sqlite3.OperationalError:
    """An error as SQLite raises it, with its result code."""
    error = sqlite3.OperationalError(message)
    error.sqlite_errorcode = code  # type: ignore[attr-defined]
    return error


def test_a_full_disk_is_told_as_a_full_disk(tmp_path: Path) -> None:
    """SQLITE_FULL is the disk being full, whatever the folder: « disque plein »."""
    problem = classify(sqlite_error("database or disk is full", 13), tmp_path / "history.sqlite3")
    assert problem.kind == "unavailable" and problem.errno == errno.ENOSPC
    assert history_notice(problem) == (
        "Historique en attente : impossible d'écrire history.sqlite3 (disque plein) ; nouvel essai à"
        " chaque donne."
    )


def test_a_read_only_database_on_a_read_only_disk_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A database SQLite may only read, on a disk mounted read-only: « disque en lecture seule »."""
    real = os.statvfs

    def read_only(path: str | Path) -> os.statvfs_result:
        stats = real(path)
        return os.statvfs_result((*stats[:8], stats.f_flag | os.ST_RDONLY, stats.f_namemax))

    monkeypatch.setattr(os, "statvfs", read_only)
    problem = classify(sqlite_error("attempt to write a readonly database", 8), tmp_path / "h.sqlite3")
    assert problem.errno == errno.EROFS
    assert "(disque en lecture seule)" in history_notice(problem)


def test_a_read_only_database_in_a_folder_one_may_not_write_is_a_refusal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same code on a writable disk, in a folder the player may not write: « accès refusé »;
    in a folder that is writable, no reason is made up."""
    path = tmp_path / "history.sqlite3"
    readonly = sqlite_error("attempt to write a readonly database", 8)
    assert classify(readonly, path).errno is None
    monkeypatch.setattr(os, "access", lambda where, mode: Path(where) != tmp_path)
    problem = classify(readonly, path)
    assert problem.errno == errno.EACCES and "(accès refusé)" in history_notice(problem)


def test_a_history_file_one_may_not_read_is_a_refusal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file one may write but not read (« chmod 200 ») cannot be opened either: « accès refusé »."""
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"")
    monkeypatch.setattr(os, "access", lambda where, mode: Path(where) != path or not mode & os.R_OK)
    problem = classify(sqlite_error("unable to open database file", 14), path)
    assert problem.errno == errno.EACCES and "(accès refusé)" in history_notice(problem)


def test_a_history_that_cannot_be_opened_for_want_of_its_folder_says_so(tmp_path: Path) -> None:
    """SQLITE_CANTOPEN with the folder gone: « dossier introuvable »."""
    problem = classify(sqlite_error("unable to open database file", 14), tmp_path / "gone" / "h.sqlite3")
    assert problem.errno == errno.ENOENT and "(dossier introuvable)" in history_notice(problem)


def test_an_unexplained_failure_is_told_without_a_reason(tmp_path: Path) -> None:
    """An error SQLite gives no telling code for keeps the plain notice."""
    problem = classify(sqlite_error("disk I/O error", 10), tmp_path / "history.sqlite3")
    assert problem.errno is None
    assert history_notice(problem) == (
        "Historique en attente : impossible d'écrire history.sqlite3 ; nouvel essai à chaque donne."
    )


def test_a_file_where_the_historys_folder_should_be_is_named_as_the_reason(tmp_path: Path) -> None:
    """The recorder's own notice, end to end: the data folder is a file, « ce n'est pas un dossier »."""
    blocker = tmp_path / "data"
    blocker.write_text("a file where the folder should be")
    problems: list[HistoryError] = []
    recorder = Recorder(blocker / "history.sqlite3", on_problem=problems.append)
    recorder.deal_done(finished_match(1), LEVELS)
    recorder.flush()
    recorder.close()
    assert [problem.kind for problem in problems] == ["unavailable"]
    assert "(ce n'est pas un dossier)" in history_notice(problems[0])
