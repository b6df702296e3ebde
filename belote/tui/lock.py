"""One running game per folder: the copy that plays holds ``belote.lock`` (a ``filelock`` lock).

The lock is an operating-system lock on the file, not the file's existence, so the system releases
it when its holder ends in any way, ``kill -9`` included: a lock left by a dead copy never blocks.
"""

from __future__ import annotations

import os
from enum import Enum
from pathlib import Path

from filelock import FileLock, Timeout


class Hold(Enum):
    """What ``FolderLock.acquire`` found."""

    HELD = "held"
    """This copy holds the folder: it may write there."""
    BUSY = "busy"
    """Another running copy holds it: this one must not write there."""
    FAILED = "failed"
    """No lock could be taken (the folder cannot be created or written): writes will fail too."""


class FolderLock:
    """The lock of one home folder, taken without waiting and released when the app ends."""

    def __init__(self, path: Path) -> None:
        """Lock ``path`` (the folder is created if needed when acquiring)."""
        self.path = path
        self.lock = FileLock(path, timeout=0)
        self.error: OSError | None = None
        self.held: tuple[int, int] | None = None
        """The device and inode of the lock file while held: the file this copy locked."""
        self.folder: tuple[int, int] | None = None
        """The device and inode of the folder when the lock was taken: the folder this copy held."""

    def acquire(self, patience: float = 0.0) -> Hold:
        """Take the lock, waiting up to ``patience`` seconds for another copy to let it go (one
        still ending as this one starts), or say why not (the OSError is kept in ``error``)."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.lock.acquire(timeout=patience)
            found = os.stat(self.path)
        except Timeout:  # filelock retries a lock file it could not open until its patience ends
            return self.unopenable() or Hold.BUSY
        except OSError as error:
            self.error = error
            self.release()
            return Hold.FAILED
        self.held = (found.st_dev, found.st_ino)
        self.folder = identity(self.path.parent)
        return Hold.HELD

    def unopenable(self) -> Hold | None:
        """FAILED, the reason kept in ``error``, when the lock file cannot even be opened (a folder
        that refuses new files, such as one under ``/proc``): no other copy holds it then."""
        try:
            os.close(os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644))
        except OSError as error:
            self.error = error
            return Hold.FAILED
        return None

    def folder_kept(self) -> bool:
        """Whether the folder is still the one held (only its lock file was deleted or replaced by
        hand), rather than moved away or deleted."""
        return self.folder is not None and identity(self.path.parent) == self.folder

    def moved(self) -> bool:
        """Whether the folder was moved away or deleted while this copy held it: the lock file at
        its name is not the one locked (or is gone), so another copy could take the folder while
        this one writes there."""
        if self.held is None:
            return False
        try:
            found = os.stat(self.path)
        except (FileNotFoundError, NotADirectoryError):
            return True
        except OSError:  # the folder refuses a look (« chmod 000 »): it is where it was, as far as known
            return False
        return (found.st_dev, found.st_ino) != self.held

    def release(self) -> None:
        """Let another copy play in this folder (nothing happens when it was not held)."""
        self.held = None
        if self.lock.is_locked:
            self.lock.release(force=True)


def identity(path: Path) -> tuple[int, int] | None:
    """The device and inode of ``path`` (None when it cannot be looked at: gone, or refused)."""
    try:
        found = os.stat(path)
    except OSError:
        return None
    return (found.st_dev, found.st_ino)
