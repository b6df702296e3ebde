"""The coach's duplicate challenge in the history: written per deal, read back, in the statistics."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

from belote.engine import PASS, Match, Rules
from belote.history import DealEntry, History
from belote.history.schema import LATEST, version
from belote.history.stats import Replay

from .helpers import LEVELS, open_at, play_deal, record_partie


def test_a_challenge_is_kept_with_its_deal_and_a_second_write_replaces_it(tmp_path: Path) -> None:
    with open_at(tmp_path) as history:
        record_partie(history, seed=5, deals=3)
        assert history.record_challenge(5, 0, "expert", 40, 52)
        assert history.record_challenge(5, 2, "expert", -162, -180)
        assert history.record_challenge(5, 0, "expert", 40, 30)  # the deal replayed after an undo
        assert not history.record_challenge(5, 7, "expert", 1, 2)  # no such deal
        assert not history.record_challenge(6, 0, "expert", 1, 2)  # no such partie
        assert history.challenges() == [10, 18]
        replays = history.partie_challenges(5)  # by the deal's place in the partie
        assert replays == {0: Replay(40, 30, False), 2: Replay(-162, -180, False)}
        assert history.partie_challenges(6) == {}
        statistics = history.statistics()
        assert statistics.challenge == (10, 18) and statistics.challenge_mean == 14


def test_no_challenge_means_no_figure_and_the_schema_is_at_the_latest_version(tmp_path: Path) -> None:
    with open_at(tmp_path) as history:
        record_partie(history, seed=5, deals=1)
        assert history.challenges() == [] and history.statistics().challenge_mean is None
    connection = sqlite3.connect(tmp_path / "history.sqlite3")
    assert version(connection) == LATEST == 4
    tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    connection.close()
    assert "challenges" in tables
    with History(tmp_path / "history.sqlite3") as again:  # opening a current database changes nothing
        assert again.challenges() == []


def test_a_deal_nobody_took_at_the_table_nor_in_the_replay_is_left_out_of_the_partie(tmp_path: Path) -> None:
    """All passed at the table and the expert passed too in the replay: no played deal, so a resumed
    partie's challenge leaves it out, as the statistics do; a redeal the expert took stays."""
    match, rng = Match(Rules(), 5), random.Random(5)
    with open_at(tmp_path) as history:
        for seq in range(4):
            while seq in (1, 2) and match.deal.phase == "bidding":  # everybody passes: a redeal
                match.deal.apply(PASS)
            play_deal(match, rng)
            history.record(DealEntry.from_match(match, LEVELS))
            match.next_deal()
        assert [record.result.redeal for record in history.deals()] == [False, True, True, False]
        history.record_challenge(5, 0, "expert", 40, 52)
        history.record_challenge(5, 1, "expert", 0, 0)  # the expert passed too
        history.record_challenge(5, 2, "expert", 0, 30)  # the expert took and made it
        assert history.partie_challenges(5) == {0: Replay(40, 52, False), 2: Replay(0, 30, True)}
        assert history.statistics().challenge == (-12, -30)
