"""Opening the history database safely: a rollback journal, a busy timeout, the migrations, and
sorting failures.

No WAL: its index is a memory-mapped file, and a process whose mapped file is cut short under it
(a folder made unwritable, a full disk) dies of a bus error instead of getting an error to report.

Every SQLite failure becomes a ``HistoryError`` of a known kind; a corrupt file is renamed aside
(with its journal files) so that a fresh database can take its place. Nothing here ever deletes.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sqlite3
from pathlib import Path

from belote.history.errors import HistoryError
from belote.history.schema import LATEST, migrate, missing_parts, version
from belote.regular_files import NOT_A_FILE, special

BUSY_TIMEOUT = 2.0
"""Seconds to wait for another program holding the database before giving up (``locked``)."""

_CORRUPT_WORDS = ("not a database", "malformed", "corrupt", "file is encrypted")
_LOCKED_WORDS = ("locked", "busy")


def classify(error: sqlite3.Error | OSError, path: Path) -> HistoryError:
    """The HistoryError for an sqlite3 or OS error met while using the database at ``path``."""
    text = str(error).lower()
    if isinstance(error, sqlite3.Error) and any(word in text for word in _CORRUPT_WORDS):
        return HistoryError("corrupt", path, str(error))
    if isinstance(error, sqlite3.Error) and any(word in text for word in _LOCKED_WORDS):
        return HistoryError("locked", path, str(error))
    return HistoryError("unavailable", path, str(error), errno=failure_errno(error, path))


SQLITE_PERM, SQLITE_READONLY, SQLITE_FULL, SQLITE_CANTOPEN = 3, 8, 13, 14
"""SQLite's primary result codes that say why a database could not be written."""


def failure_errno(error: sqlite3.Error | OSError, path: Path) -> int | None:
    """The error number that explains an ``unavailable`` history, as the system would give it for a
    plain file (SQLite gives its own codes): a full disk, a read-only disk, a refusal; None when
    nothing more precise is known."""
    if isinstance(error, OSError):
        return error.errno
    code = (getattr(error, "sqlite_errorcode", None) or 0) & 0xFF
    if code == SQLITE_FULL:
        return errno.ENOSPC
    if code == SQLITE_PERM:
        return errno.EACCES
    if code in (SQLITE_READONLY, SQLITE_CANTOPEN):
        return refusal(path)
    return None


def refusal(path: Path) -> int | None:
    """Why the file at ``path`` may not be written: a read-only disk, no such folder, or no
    permission on the folder or the file (None when it seems writable: the fault is elsewhere)."""
    try:
        if os.statvfs(path.parent).f_flag & os.ST_RDONLY:
            return errno.EROFS
    except FileNotFoundError:
        return errno.ENOENT
    except OSError:
        return None
    if not os.access(path.parent, os.W_OK | os.X_OK):
        return errno.EACCES
    return errno.EACCES if path.exists() and not os.access(path, os.R_OK | os.W_OK) else None


def connect(
    path: Path, busy_timeout: float = BUSY_TIMEOUT, check: bool = True, read_only: bool = False
) -> sqlite3.Connection:
    """An autocommit connection to an up-to-date, checked history database; HistoryError otherwise.

    ``read_only`` only reads the history at ``path`` (which must exist): nothing is written to the
    file, an empty one included; a history of an older schema is copied into memory and brought up
    to date there.
    """
    if not read_only:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise classify(error, path) from None
    if special(path):  # a FIFO would hang the first read for ever: not a readable history
        raise HistoryError("corrupt", path, NOT_A_FILE)
    connection: sqlite3.Connection | None = None
    try:
        target = f"{path.resolve().as_uri()}?mode=ro" if read_only else str(path)
        connection = sqlite3.connect(
            target, uri=read_only, timeout=busy_timeout, isolation_level=None, check_same_thread=False
        )
        connection.execute(f"PRAGMA busy_timeout = {int(busy_timeout * 1000)}")
        found = version(connection)
        if found > LATEST:
            raise HistoryError("newer", path, f"schema version {found}, this game knows {LATEST}")
        if read_only:
            if found < LATEST:
                memory = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
                connection.backup(memory)
                connection.close()
                connection = memory
                migrate(connection)
            check_parts(connection, path)
            return connection
        if check and found and connection.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            raise HistoryError("corrupt", path, "integrity check failed")
        # A rollback journal deleted after each commit: no mapped index (an older history in WAL
        # leaves it), and no empty journal file left beside the history.
        connection.execute("PRAGMA journal_mode = DELETE")
        connection.execute("PRAGMA synchronous = NORMAL")
        connection.execute("PRAGMA foreign_keys = ON")
        migrate(connection)
        check_parts(connection, path)
    except (sqlite3.Error, OSError, HistoryError) as error:
        if connection is not None:
            connection.close()
        if isinstance(error, HistoryError):
            raise
        raise classify(error, path) from None
    return connection


def check_parts(connection: sqlite3.Connection, path: Path) -> None:
    """A database whose version promises tables or columns it lacks is no usable history: corrupt
    (set aside by the game, a new one started), not a fault that every deal would meet again."""
    missing = missing_parts(connection)
    if missing:
        raise HistoryError("corrupt", path, "missing " + ", ".join(missing[:5]))


def set_aside(path: Path) -> Path:
    """Rename a corrupt database (and its journal files) to a free ``NAME.corrupt-N`` name."""
    n = 1
    while (target := path.with_name(f"{path.stem}.corrupt-{n}{path.suffix}")).exists():
        n += 1
    os.replace(path, target)
    for extra in ("-journal", "-wal", "-shm"):
        journal = Path(f"{path}{extra}")
        if journal.exists():
            with contextlib.suppress(OSError):
                os.replace(journal, Path(f"{target}{extra}"))
    return target
