"""Reading the game's own files without trusting what stands at their names: a FIFO, a device or a
folder where a file should be is refused at once (opening a FIFO to read waits for a writer, for
ever: the game would hang before its first screen), and no more than a file's size limit is read.

Used by every layer that keeps files (the save and options, the hosted table and its keys, the
history), so it depends on nothing of the game's.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

NOT_A_FILE = "not a regular file"
"""The reason given for a FIFO, a device or a folder at a file's name."""


def special(path: Path) -> bool:
    """Whether something other than a regular file stands at ``path`` (False when nothing does, or
    when it cannot be looked at: opening it will say why)."""
    try:
        return not stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return False


def read_regular(path: Path, limit: int) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` + 1 of them (more means it is
    over the limit, for the caller to refuse); FileNotFoundError if there is none, another OSError
    (``NOT_A_FILE`` for a FIFO, a device or a folder) if it cannot be read. Never blocks on a FIFO."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, NOT_A_FILE)
        os.set_blocking(fd, True)
        with os.fdopen(fd, "rb", closefd=False) as source:
            return source.read(limit + 1)
    finally:
        os.close(fd)
