"""The duplicate challenge's records in the history: for a deal replayed by a bot in the human's
seat, the human's net result and the bot's, written and read back."""

from __future__ import annotations

import sqlite3
from contextlib import AbstractContextManager

from belote.history.decode import RowReader, replay_from, whole
from belote.history.stats import Replay


class ChallengeRecords(RowReader):
    """Mixin for ``History``: the challenges table, on the history's connection."""

    _db: sqlite3.Connection

    def _guard(self) -> AbstractContextManager[None]:
        """Turn SQLite's errors into HistoryError (the history's)."""
        raise NotImplementedError

    def record_challenge(self, seed: int, seq: int, level: str, human: int, bot: int) -> bool:
        """Write the duplicate challenge of deal ``seq`` of the latest partie with ``seed``: the human's
        net result and the ``level`` bot's in the same seat; False if that deal is not recorded."""
        with self._guard():
            row = self._db.execute(
                "SELECT d.id FROM deals d JOIN parties p ON p.id = d.partie WHERE p.seed = ? AND d.seq = ? "
                "ORDER BY p.id DESC LIMIT 1",
                (seed, seq),
            ).fetchone()
            if row is None:
                return False
            self._db.execute(
                "INSERT OR REPLACE INTO challenges (deal, level, human, bot) VALUES (?, ?, ?, ?)",
                (row[0], level, human, bot),
            )
        return True

    def challenges(self) -> list[int]:
        """The human's net result minus the bot's, per deal replayed, in the order played."""
        return [replay.human - replay.bot for replay in self.replays()]

    def replays(self) -> list[Replay]:
        """Every deal replayed for the challenge, in the order played: the human's and the bot's net
        result, whether nobody took it at the table, its partie and its levels (for the statistics)."""
        with self._guard():
            rows = self._db.execute(
                "SELECT c.deal, c.human, c.bot, d.redeal, d.partie, d.levels FROM challenges c "
                "JOIN deals d ON d.id = c.deal ORDER BY c.deal"
            ).fetchall()
        return self._read("challenges", rows, lambda row: replay_from(row[1:]))

    def partie_challenges(self, seed: int) -> dict[int, Replay]:
        """The challenges of the latest partie with ``seed``, by the deal's place in it: the human's
        and the bot's net results, and whether nobody took the deal at the table (for a resumed
        partie, the deals replayed in earlier sessions); a deal nobody took, at the table nor in
        the replay, is no played deal and is left out."""
        replays = self._challenges("seq", "d.partie = (SELECT MAX(id) FROM parties WHERE seed = ?)", seed)
        return {seq: replay for seq, replay in replays.items() if replay.played}

    def deal_challenges(self, partie: int) -> dict[int, Replay]:
        """The challenges of the partie numbered ``partie``, by the deal's number in the history (its
        ``DealRecord.id``): what its analysis says of the expert in the human's seat."""
        return self._challenges("id", "d.partie = ?", partie)

    def _challenges(self, key: str, where: str, value: int) -> dict[int, Replay]:
        """The challenges of the deals ``where`` says (one ``?``, ``value``), by the deals' ``key``."""
        with self._guard():
            rows = self._db.execute(
                f"SELECT c.deal, d.{key}, c.human, c.bot, d.redeal FROM challenges c "
                f"JOIN deals d ON d.id = c.deal WHERE {where}",
                (value,),
            ).fetchall()
        read = self._read("challenges", rows, lambda row: (whole(row[1]), replay_from(row[2:])))
        return dict(read)
