"""``Recorder``: how the game writes its history without ever waiting for it or failing because of it.

The game hands over each finished deal; a single background thread opens the database and writes the
deals in order, one transaction each. A problem that may pass (the file cannot be written, or is
locked too long) is reported once through ``on_problem``; the deals (and their duplicate
challenges) wait in memory and are written with the next deal that finds the file writable again,
which ``on_back`` reports. A history of a newer version switches the history off for the session; a
file found corrupt, when opened or in the middle of a session, is set aside and a new history
started, the deals waiting written to it at once, which is reported too.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from datetime import datetime
from pathlib import Path

from belote.history.connection import BUSY_TIMEOUT, set_aside
from belote.history.entry import DealEntry, PartieState, now
from belote.history.errors import HistoryError
from belote.history.stats import Replay
from belote.history.store import History, open_history

PASSING: frozenset[str] = frozenset({"unavailable", "locked"})
"""Problems that may pass (a full or read-only disk, another program's lock): tried again later."""
MAX_WAITING = 1000
"""Deals kept in memory while the history cannot be written (a partie has far fewer)."""


class Recorder:
    """Writes finished deals to the history at ``path`` in a background thread."""

    def __init__(
        self,
        path: str | Path,
        on_problem: Callable[[HistoryError], None] = lambda _: None,
        busy_timeout: float = BUSY_TIMEOUT,
        on_back: Callable[[int], None] = lambda _: None,
    ) -> None:
        """``on_problem`` is told each problem (once per outage), ``on_back`` the number of deals
        written when the history can be written again; both are called from the writer thread."""
        self.path = Path(path)
        self.on_problem = on_problem
        self.on_back = on_back
        self.busy_timeout = busy_timeout
        self.enabled = True
        self.waiting: list[DealEntry] = []
        """Deals not written yet because of a problem that may pass, oldest first."""
        self.waiting_challenges: list[tuple[int, int, str, int, int]] = []
        """Duplicate challenges not written yet (their deal waits, or the history did), oldest first."""
        self._history: History | None = None
        self._opened = False
        self._failing = False
        self._closed = False
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="history")
        self._started: dict[int, datetime] = {}
        self._undo = False
        self._hints = False

    # Called by the game (UI thread) --------------------------------------------------------------

    def begin(self, match: PartieState, started_at: datetime | None = None) -> None:
        """A partie is shown at the table (new or resumed): remember when it began, as its save says
        (``started_at``), else now."""
        self._started.setdefault(match.seed, started_at or now())

    def started(self, seed: int) -> datetime | None:
        """When the partie with ``seed`` began, if it was shown at the table."""
        return self._started.get(seed)

    def mark_undo(self) -> None:
        """The human took back a move in the current deal."""
        self._undo = True

    def mark_hint(self) -> None:
        """The human asked for a hint in the current deal."""
        self._hints = True

    @property
    def marks(self) -> tuple[bool, bool]:
        """Whether the human undid a move, and asked for a hint, in the current deal."""
        return self._undo, self._hints

    def restore_marks(self, undo: bool = False, hints: bool = False) -> None:
        """A partie is taken up (resumed with the marks its save kept, or new with none)."""
        self._undo, self._hints = undo, hints

    def deal_done(
        self, match: PartieState, levels: tuple[str, str, str, str], shared: bool = False
    ) -> Future[None] | None:
        """Queue the deal just finished in ``match`` (at a shared table: ``shared``) for writing; None
        if the history is off, closed, or the deal is not over."""
        marks = {"undo": self._undo, "hints": self._hints, "shared": shared}
        self._undo = self._hints = False
        if not self.enabled or self._closed or match.deal.result is None:
            return None
        entry = DealEntry.from_match(match, levels, self._started.get(match.seed), **marks)
        return self._pool.submit(self._write, entry)

    def challenge_done(self, seed: int, seq: int, level: str, human: int, bot: int) -> Future[None] | None:
        """Queue the duplicate challenge of deal ``seq`` of the partie with ``seed`` (written after the
        deal itself, the writes being in order); None if the history is off or closed."""
        if not self.enabled or self._closed:
            return None
        return self._pool.submit(self._write_challenge, seed, seq, level, human, bot)

    def partie_abandoned(self, seed: int) -> Future[None] | None:
        """Queue marking the unfinished partie with ``seed`` abandoned (a new partie replaced its
        save); None if the history is off or closed."""
        if not self.enabled or self._closed:
            return None
        return self._pool.submit(self._abandon, seed, now())

    def partie_challenges(self, seed: int) -> Future[dict[int, Replay]] | None:
        """The challenges already written for the partie with ``seed``, by deal (read after the
        queued writes; empty after a problem); None if the history is off or closed."""
        if not self.enabled or self._closed:
            return None
        return self._pool.submit(self._read_challenges, seed)

    @property
    def waiting_deals(self) -> int:
        """How many finished deals wait for the history (it could not be written yet): quitting
        leaves them out of it, once ``close`` has tried them a last time. None counted while the
        history works (a deal on its way to it is not waiting)."""
        return len(self.waiting) if self._failing else 0

    def open_now(self) -> None:
        """Open the history ahead of the first deal (in the writer thread), so that a file that is
        no history is set aside and told as the game opens, with the other files' problems."""
        if self.enabled and not self._closed:
            self._pool.submit(self._open)

    def flush(self) -> None:
        """Wait until every queued deal is written (or dropped after a problem)."""
        if not self._closed:
            self._pool.submit(lambda: None).result()

    def close(self) -> None:
        """Finish the queued writes and close the database (once; later deals are ignored)."""
        if self._closed:
            return
        self._closed = True
        if self.enabled and (self.waiting or self.waiting_challenges):
            self._pool.submit(self._write_waiting)  # a last try: the problem may have passed
        self._pool.submit(self._close)
        self._pool.shutdown(wait=True)

    # The writer thread ---------------------------------------------------------------------------

    def _open(self) -> History | None:
        if not self._opened:
            self._opened = True
            self._history, problem = open_history(self.path, self.busy_timeout)
            if problem is not None:
                self._report(problem, failed=self._history is None)
        return self._history

    def _write(self, entry: DealEntry) -> None:
        if not self.enabled:
            return
        if len(self.waiting) < MAX_WAITING:
            self.waiting.append(entry)
        self._write_waiting()

    def _write_challenge(self, seed: int, seq: int, level: str, human: int, bot: int) -> None:
        if not self.enabled:
            return
        if len(self.waiting_challenges) < MAX_WAITING:  # after its deal, which may still wait
            self.waiting_challenges.append((seed, seq, level, human, bot))
        self._write_waiting()

    def _write_waiting(self) -> None:
        """Write the deals waiting, then the challenges; a file found corrupt on the way is set aside
        (``_report``) and the rest written at once to the new history started in its place."""
        written = 0
        for attempt in range(2):
            history = self._open()
            if history is None:
                return
            try:
                while self.waiting:
                    history.record(self.waiting[0])
                    del self.waiting[0]
                    written += 1
                while self.waiting_challenges:  # one whose deal went with a corrupt file is dropped
                    history.record_challenge(*self.waiting_challenges[0])
                    del self.waiting_challenges[0]
            except HistoryError as error:
                self._report(error, failed=True)
                if error.kind == "corrupt" and error.aside is not None and attempt == 0:
                    continue
                return
            break
        if self._failing:
            self._failing = False
            with contextlib.suppress(Exception):  # a failing notice must not stop the writer
                self.on_back(written)

    def _abandon(self, seed: int, at: datetime) -> None:
        history = self._open() if self.enabled and not self.waiting else None
        if history is None:  # off, or deals still wait: the next partie's first deal marks it
            return
        try:
            history.abandon(seed, at)
        except HistoryError as error:
            self._report(error, failed=True)

    def _read_challenges(self, seed: int) -> dict[int, Replay]:
        history = self._open() if self.enabled else None
        if history is None:
            return {}
        try:
            return history.partie_challenges(seed)
        except HistoryError as error:
            self._report(error, failed=True)
            return {}

    def _report(self, problem: HistoryError, failed: bool) -> None:
        """Tell ``problem``; ``failed``: the history could not be used this time and is closed, to be
        opened again at the next deal if the problem may pass, started anew if the file is corrupt
        (set aside here, with where it went in the notice), switched off otherwise."""
        if failed:
            self._close()
            self._opened = False
            if problem.kind == "corrupt":  # in the middle of a session: a new history from the next open
                with contextlib.suppress(OSError):  # else set aside then, or the deals wait
                    problem.aside = problem.aside or set_aside(self.path)
            elif problem.kind not in PASSING:
                self.enabled = False
            elif self._failing:
                return  # told once until it works again
            else:
                self._failing = True
        with contextlib.suppress(Exception):  # a failing notice must not stop the writer
            self.on_problem(problem)

    def _close(self) -> None:
        if self._history is not None:
            self._history.close()
            self._history = None
