"""``History``: the SQLite record of every finished deal and partie, written and read back.

One ``History`` object wraps one connection; use it from one thread at a time. Writing a deal is one
transaction. Reading gives ``PartieRecord`` and ``DealRecord`` objects, or the lighter ``Outcome``
rows the statistics need.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from datetime import datetime
from functools import partial
from pathlib import Path
from types import TracebackType
from typing import Any

from belote.engine import DealResult, Rules, consolante_follows, majority_winner
from belote.history.challenges import ChallengeRecords
from belote.history.connection import BUSY_TIMEOUT, classify, connect, set_aside
from belote.history.decode import (
    deal_from,
    levels_from,
    outcome_from,
    partie_from,
    readable,
    rules_from,
    whole,
)
from belote.history.entry import DealEntry
from belote.history.errors import HistoryError
from belote.history.records import DealRecord, Outcome, PartieRecord, with_friends
from belote.history.stats import Statistics, compute_statistics

FILENAME = "history.sqlite3"
"""The history's file name in the game's data folder."""

RESULT_COLUMNS = (
    "taker, trump, points_us, points_them, cards_us, cards_them, announces_us, announces_them, "
    "tricks_us, tricks_them, capot, belote, dedans, litige, reserve, redeal"
)
_DEAL_COLUMNS = (
    f"d.id, d.partie, d.manche, d.number, d.played_at, d.dealer, d.deck, d.actions, {RESULT_COLUMNS}, "
    "d.collected_us, d.collected_them, d.undo, d.hints, p.rules"
)
OUTCOME_COLUMNS = ", ".join(Outcome._fields)
_LEFT_COLUMNS = "id, levels, rules, manches_us, manches_them"
"""What ending a partie left unfinished reads of it (its kind, and whether its manches decided it)."""
_PARTIE_COLUMNS = (
    "p.id, p.started_at, p.ended_at, p.rules, p.levels, p.seed, p.status, p.winner, p.manches_us, "
    "p.manches_them, (SELECT COUNT(*) FROM deals WHERE deals.partie = p.id), "
    "(SELECT COUNT(*) FROM deals WHERE deals.partie = p.id AND deals.redeal <> 0)"
)


def result_row(result: DealResult) -> tuple[Any, ...]:
    """The RESULT_COLUMNS values of a result."""
    return (
        result.taker,
        None if result.trump is None else int(result.trump),
        *result.points,
        *result.card_points,
        *result.announces,
        *result.tricks_won,
        result.capot,
        result.belote,
        int(result.dedans),
        int(result.litige),
        result.reserve,
        int(result.redeal),
    )


class History(ChallengeRecords):
    """The history database at ``path`` (created and migrated as needed); HistoryError if unusable."""

    def __init__(
        self,
        path: str | Path,
        busy_timeout: float = BUSY_TIMEOUT,
        check: bool = True,
        *,
        read_only: bool = False,
    ) -> None:
        """``check=False`` skips the integrity check on opening (a reader that reports errors anyway);
        ``read_only=True`` opens an existing history without ever writing to it."""
        super().__init__()
        self.path = Path(path)
        self._db = connect(self.path, busy_timeout, check, read_only)
        self._rules: dict[str, Rules] = {}

    def close(self) -> None:
        """Close the connection (the object is unusable afterwards)."""
        self._db.close()

    def __enter__(self) -> History:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, value: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    @contextmanager
    def _guard(self) -> Iterator[None]:
        """Turn SQLite's errors into HistoryError."""
        try:
            yield
        except sqlite3.Error as error:
            raise classify(error, self.path) from None

    # Writing ------------------------------------------------------------------------------------

    def record(self, entry: DealEntry) -> int:
        """Write one finished deal and its partie's state in one transaction; the partie's id.

        The partie is the unfinished one with the entry's seed that has no deal at or after this one
        (a resumed partie, even one marked abandoned meanwhile), or the latest partie when an undo
        took its last deal back and this is that deal played again; otherwise a new partie starts
        and any unfinished one of the same kind (solo, or with friends) is marked abandoned.
        Writing the latest partie's same deal again changes nothing.
        """
        with self._guard():
            db = self._db
            db.execute("BEGIN IMMEDIATE")
            try:
                duplicate = self._duplicate_of(entry)
                if duplicate is not None:
                    db.execute("ROLLBACK")
                    return duplicate
                partie = self._retaken(entry) if entry.undo else None
                if partie is None:
                    partie = self._partie_for(entry)
                db.execute(
                    f"INSERT INTO deals (partie, seq, manche, number, played_at, dealer, deck, "
                    f"actions, {RESULT_COLUMNS}, collected_us, collected_them, undo, hints, take_round, "
                    f"levels) VALUES ({', '.join('?' * 30)})",
                    (
                        partie,
                        entry.seq,
                        entry.manche,
                        entry.number,
                        entry.played_at.isoformat(),
                        entry.dealer,
                        json.dumps(entry.deck),
                        json.dumps(entry.actions),
                        *result_row(entry.result),
                        *entry.collected,
                        int(entry.undo),
                        int(entry.hints),
                        entry.take_round,
                        json.dumps(entry.levels),
                    ),
                )
                status = "playing" if not entry.over else "won" if entry.winner == 0 else "lost"
                db.execute(  # the seats as they are now: a friend may sit in for a bot mid-partie
                    "UPDATE parties SET status = ?, winner = ?, manches_us = ?, manches_them = ?, "
                    "ended_at = ?, levels = ? WHERE id = ?",
                    (
                        status,
                        entry.winner,
                        *entry.manches,
                        entry.played_at.isoformat() if entry.over else None,
                        json.dumps(entry.levels),
                        partie,
                    ),
                )
            except BaseException:
                db.execute("ROLLBACK")
                raise
            db.execute("COMMIT")
        return partie

    def _duplicate_of(self, entry: DealEntry) -> int | None:
        """The latest partie, when it already holds this very deal (written again after a restart)."""
        row = self._db.execute(
            "SELECT p.id FROM parties p JOIN deals d ON d.partie = p.id "
            "WHERE p.id = (SELECT MAX(id) FROM parties) AND p.seed = ? AND d.seq = ? AND d.deck = ? "
            "AND d.actions = ?",
            (entry.seed, entry.seq, json.dumps(entry.deck), json.dumps(entry.actions)),
        ).fetchone()
        return None if row is None else int(row[0])

    def _retaken(self, entry: DealEntry) -> int | None:
        """The latest partie when this deal replaces its last one, taken back by an undo and played
        again: the old deal is deleted and the partie's id returned."""
        row = self._db.execute(
            "SELECT p.id FROM parties p JOIN deals d ON d.partie = p.id "
            "WHERE p.id = (SELECT MAX(id) FROM parties) AND p.status = 'playing' AND p.seed = ? "
            "AND d.seq = ? AND d.deck = ? AND d.seq = (SELECT MAX(seq) FROM deals WHERE partie = p.id)",
            (entry.seed, entry.seq, json.dumps(entry.deck)),
        ).fetchone()
        if row is None:
            return None
        self._db.execute("DELETE FROM deals WHERE partie = ? AND seq = ?", (row[0], entry.seq))
        return int(row[0])

    def _partie_for(self, entry: DealEntry) -> int:
        """The partie this deal continues, or a new one. A partie marked abandoned while another of
        its kind was played (a saved partie left for a new one, then resumed after all) is playing
        again when its next deal comes; a shared table's partie leaves a solo one playing, bots in
        every other seat included."""
        rows = self._db.execute(
            "SELECT p.id, p.status, p.rules, p.manches_us, p.manches_them, p.ended_at = "
            "(SELECT MAX(played_at) FROM deals WHERE deals.partie = p.id) FROM parties p "
            "WHERE p.seed = ? AND (SELECT COALESCE(MAX(seq), -1) FROM deals WHERE deals.partie = p.id) < ? "
            "ORDER BY p.status = 'playing' DESC, p.id DESC",
            (entry.seed, entry.seq),
        ).fetchall()
        for pid, status, rules, us, them, ended_by_a_deal in rows:  # record() sets its status and end
            if status in ("playing", "abandoned"):
                return int(pid)
            if not ended_by_a_deal and self._consolante_left(rules, us, them):
                return int(pid)  # left before its consolante was over, not finished by its last deal
        kind = entry.shared or with_friends(entry.levels)  # a solo partie's save and a table's are apart
        playing = self._db.execute(f"SELECT {_LEFT_COLUMNS} FROM parties WHERE status = 'playing'").fetchall()
        self._leave([row for row in playing if self._of_kind(row[1], kind)], entry.played_at)
        cursor = self._db.execute(
            "INSERT INTO parties (started_at, rules, seed, levels) VALUES (?, ?, ?, ?)",
            (
                entry.started_at.isoformat(),
                json.dumps(entry.rules.to_json()),
                entry.seed,
                json.dumps(entry.levels),
            ),
        )
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    def _consolante_left(self, rules: object, us: object, them: object) -> bool:
        """Whether a partie of these rules and manches won still had its consolante to play (False
        when a value cannot be read: such a partie is not continued)."""
        return bool(
            readable(lambda: consolante_follows(self._rules_of(rules), (whole(us, 0), whole(them, 0))))
        )

    @staticmethod
    def _of_kind(levels: object, friends: bool) -> bool:
        """Whether a partie with these levels is of the kind ``friends`` says (solo or with friends);
        False when they cannot be read: a partie no one can tell is left as it is."""
        seats = readable(lambda: levels_from(levels))
        return seats is not None and with_friends(seats) == friends

    # Reading ------------------------------------------------------------------------------------

    def _rules_of(self, text: object) -> Rules:
        """The rules written as ``text``, read once per history (ValueError, TypeError if bad)."""
        if not isinstance(text, str):
            raise TypeError(f"not rules: {text!r}")
        rules = self._rules.get(text)
        if rules is None:
            rules = self._rules[text] = rules_from(text)
        return rules

    def _partie(self, row: tuple[Any, ...]) -> PartieRecord:
        return partie_from(row, self._rules_of)

    def _deal(self, row: tuple[Any, ...]) -> DealRecord:
        return deal_from(row, self._rules_of)

    def parties(self) -> list[PartieRecord]:
        """Every readable partie, oldest first."""
        with self._guard():
            rows = self._db.execute(f"SELECT {_PARTIE_COLUMNS} FROM parties p ORDER BY p.id").fetchall()
        return self._with_levels_played(self._read("parties", rows, self._partie))

    def partie(self, partie: int) -> PartieRecord | None:
        """One partie by id, or None (also when it cannot be read)."""
        with self._guard():
            row = self._db.execute(f"SELECT {_PARTIE_COLUMNS} FROM parties p WHERE p.id = ?", (partie,))
            found = row.fetchall()
        return next(iter(self._with_levels_played(self._read("parties", found, self._partie))), None)

    def _with_levels_played(self, parties: list[PartieRecord]) -> list[PartieRecord]:
        """The parties with the levels their deals were played at (``PartieRecord.played_levels``); a
        deal whose levels cannot be read says nothing of them."""
        if not parties:
            return parties
        ids = [partie.id for partie in parties]
        played: dict[int, list[tuple[str, str, str, str]]] = {partie: [] for partie in ids}
        where, args = ("", ()) if len(ids) > 1 else ("AND partie = ?", (ids[0],))
        with self._guard():
            rows = self._db.execute(
                f"SELECT partie, levels FROM deals WHERE levels IS NOT NULL {where} ORDER BY partie, seq",
                args,
            ).fetchall()
        for partie, text in rows:
            levels = readable(partial(levels_from, text))
            changes = played.get(partie)
            if levels is not None and changes is not None and (not changes or changes[-1] != levels):
                changes.append(levels)
        return [replace(partie, played_levels=tuple(played[partie.id])) for partie in parties]

    def deals(self, partie: int | None = None) -> list[DealRecord]:
        """Every readable deal in the order played, or only those of one partie."""
        where, args = ("WHERE d.partie = ?", (partie,)) if partie is not None else ("", ())
        with self._guard():
            rows = self._db.execute(
                f"SELECT {_DEAL_COLUMNS} FROM deals d JOIN parties p ON p.id = d.partie {where} "
                "ORDER BY d.partie, d.seq",
                args,
            ).fetchall()
        return self._read("deals", rows, self._deal)

    def deal(self, deal: int) -> DealRecord | None:
        """One deal by id, or None (also when it cannot be read)."""
        with self._guard():
            rows = self._db.execute(
                f"SELECT {_DEAL_COLUMNS} FROM deals d JOIN parties p ON p.id = d.partie WHERE d.id = ?",
                (deal,),
            ).fetchall()
        return next(iter(self._read("deals", rows, self._deal)), None)

    def outcomes(self) -> list[Outcome]:
        """Every readable deal's outcome in the order written, which is the order played (for the
        statistics: no cards, so it is fast)."""
        with self._guard():
            rows = self._db.execute(f"SELECT id, {OUTCOME_COLUMNS} FROM deals ORDER BY id").fetchall()
        return self._read("deals", rows, lambda row: outcome_from(row[1:]))

    def abandon(self, seed: int, at: datetime) -> bool:
        """Mark the unfinished partie with ``seed`` left at ``at`` (its save was just replaced by a
        new partie), so the statistics count it at once; False if no such partie is playing."""
        with self._guard():
            playing = self._db.execute(
                f"SELECT {_LEFT_COLUMNS} FROM parties WHERE status = 'playing' AND seed = ?", (seed,)
            ).fetchall()
            self._leave(playing, at)
        return bool(playing)

    def _leave(self, rows: list[Any], at: datetime) -> None:
        """End the parties of ``rows`` (``_LEFT_COLUMNS``) left unfinished at ``at``:
        abandoned, or won or lost when only their consolante was left (it changes no winner)."""
        for pid, _levels, rules, *manches in rows:
            winner = readable(lambda: majority_winner(self._rules_of(rules), manches))  # noqa: B023
            status = "abandoned" if winner is None else "won" if winner == 0 else "lost"
            self._db.execute(
                "UPDATE parties SET status = ?, winner = ?, ended_at = ? WHERE id = ?",
                (status, winner, at.isoformat(), pid),
            )

    def statistics(self) -> Statistics:
        """Every statistic of this history (see ``belote.history.stats``)."""
        parties = self.parties()
        readable_parties = {partie.id for partie in parties}  # an unreadable one's deals go with it
        outcomes = [outcome for outcome in self.outcomes() if outcome.partie in readable_parties]
        return compute_statistics(parties, outcomes, self.replays())


def open_history(
    path: str | Path, busy_timeout: float = BUSY_TIMEOUT
) -> tuple[History | None, HistoryError | None]:
    """Open the history for the game: a corrupt file is set aside and a new one started.

    Returns the history (None when it cannot be used) and the problem met, if any, for a notice.
    """
    path = Path(path)
    try:
        return History(path, busy_timeout), None
    except HistoryError as error:
        if error.kind != "corrupt":
            return None, error
        problem = error
    try:
        problem.aside = set_aside(path)
        return History(path, busy_timeout), problem
    except OSError as error:
        return None, HistoryError("unavailable", path, str(error), errno=error.errno)
    except HistoryError as error:
        return None, error
