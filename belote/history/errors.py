"""What can go wrong with the history database, in three kinds the app can explain to the player."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

Problem = Literal["unavailable", "locked", "corrupt", "newer"]


class HistoryError(Exception):
    """The history cannot be used: ``kind`` says why, ``aside`` where a corrupt file was moved to.

    ``unavailable``: the file or its folder cannot be opened or written; ``locked``: another program
    held the database longer than the busy timeout; ``corrupt``: not a readable SQLite database (it is
    renamed aside, never deleted); ``newer``: written by a later version of the game (left untouched).
    """

    def __init__(
        self,
        kind: Problem,
        path: Path,
        detail: str = "",
        aside: Path | None = None,
        errno: int | None = None,
    ) -> None:
        super().__init__(f"history {kind}: {path}" + (f" ({detail})" if detail else ""))
        self.kind: Problem = kind
        self.path = path
        self.detail = detail
        self.aside = aside
        self.errno = errno
        """The system's error number for why the file could not be used (a full disk, a refusal),
        when it is known, so the player can be told the reason as for the save."""
