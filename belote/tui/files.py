"""Careful file handling for the options and the save: atomic writes, bounded reads, setting aside.

A write goes to a unique temporary file in the same folder, is flushed and synced, then replaces the
old file in one step, so a crash, a full disk or a second copy of the game never leaves a half-written
file under the real name; the temporary file is removed on any failure. A read refuses a file over
its size limit before parsing it and turns every way of being unreadable into ``Unreadable``.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import tempfile
from pathlib import Path

from belote.regular_files import NOT_A_FILE, read_regular


class Unreadable(Exception):
    """A file exists but cannot be used; ``why`` names the kind of fault for the player's message:
    ``too_big``, ``encoding``, ``json``, ``nesting``, ``content``, ``newer`` (a later version's save),
    ``not_file`` (a folder or a device at its name), ``denied`` (its access refused: the file may be
    whole, so it is left where it is and never written over) or ``io``."""

    def __init__(self, why: str, detail: str = "") -> None:
        super().__init__(f"{why}: {detail}" if detail else why)
        self.why, self.detail = why, detail


def write_atomic(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8) in one step; OSError when it cannot, leaving no temp."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
        sync_folder(path.parent)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (best effort: some systems cannot sync a folder)."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def temporary_files(folder: Path, stem: str) -> list[Path]:
    """The temporary files ``write_atomic`` may have left for ``stem`` (a copy killed mid-write)."""
    try:
        return sorted(folder.glob(f".{stem}-*.tmp"))
    except OSError:
        return []


def read_json(path: Path, limit: int) -> object:
    """The JSON in ``path``, refused past ``limit`` bytes (no more is read); FileNotFoundError (or
    NotADirectoryError) if there is none, ``Unreadable`` when it cannot be used (a FIFO or a folder
    at its name included, refused without waiting for it)."""
    try:
        raw = read_regular(path, limit)
    except (FileNotFoundError, NotADirectoryError):  # no such file (the home may be a file itself)
        raise
    except PermissionError as error:  # the file may be whole: only its access is refused
        raise Unreadable("denied", error.strerror or str(error)) from None
    except OSError as error:  # a FIFO or a folder at its name too, refused without waiting
        why = "not_file" if error.strerror == NOT_A_FILE else "io"
        raise Unreadable(why, error.strerror or str(error)) from None
    if len(raw) > limit:
        raise Unreadable("too_big", f"over {limit} bytes")
    try:
        text = raw.decode("utf-8-sig")  # a byte-order mark (a text editor's) is no fault
    except UnicodeDecodeError as error:
        raise Unreadable("encoding", str(error)) from None
    try:
        return json.loads(text)
    except RecursionError:
        raise Unreadable("nesting", "nested too deeply") from None
    except ValueError as error:
        raise Unreadable("json", str(error)) from None


def set_aside(path: Path) -> Path:
    """Rename ``path`` to a free ``STEM.corrupt-N.SUFFIX`` beside it (never deleting anything) and
    return the new name; OSError when the folder refuses."""
    n = 1
    while True:
        target = path.with_name(f"{path.stem}.corrupt-{n}{path.suffix}")
        try:  # link() refuses an existing name, so two copies never set aside onto the same file
            os.link(path, target)
        except FileExistsError:
            n += 1
            continue
        except OSError as error:
            if error.errno not in (errno.EPERM, errno.EXDEV, errno.ENOTSUP, errno.EMLINK):
                raise
            if target.exists():
                n += 1
                continue
            os.rename(path, target)  # a folder without hard links: a plain rename to a free name
            return target
        path.unlink()
        return target
