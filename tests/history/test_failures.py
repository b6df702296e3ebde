"""A history that cannot be used never stops the game: a problem that may pass is told once and the
deals wait to be written when the file can be written again; a corrupt file is renamed aside (never
deleted) and replaced by a new history."""

from __future__ import annotations

import random
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from belote.engine import Match, Rules
from belote.history import DealEntry, History, HistoryError, Recorder, open_history
from belote.history.schema import LATEST

from .helpers import LEVELS, newer_history, open_at, play_deal

GARBAGE = b"this is not a database, just some bytes " * 200


def finished_match(seed: int = 1) -> Match:
    """A match whose first deal is over."""
    match = Match(Rules(), seed)
    play_deal(match, random.Random(seed))
    return match


def recorded(recorder: Recorder, match: Match) -> list[HistoryError]:
    """Hand a finished deal to the recorder, wait for it, and return the problems it reported."""
    problems: list[HistoryError] = []
    recorder.on_problem = problems.append
    recorder.deal_done(match, LEVELS)
    recorder.flush()
    return problems


@contextmanager
def held_by_another_program(path: Path) -> Iterator[None]:
    """A history at ``path`` that another program holds with a write lock until the block ends."""
    with History(path):
        pass
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        yield
    finally:
        other.execute("ROLLBACK")
        other.close()


def test_a_folder_that_cannot_be_created_puts_the_deals_on_hold_until_it_can(tmp_path: Path) -> None:
    """The data folder is a file: ``unavailable``, told once however many deals follow; the deals
    wait, and once the folder can be made they are all written, in order, and that is told."""
    blocker = tmp_path / "data"
    blocker.write_text("a file where the folder should be")
    back: list[int] = []
    recorder = Recorder(blocker / "history.sqlite3", on_back=back.append)
    problems = recorded(recorder, finished_match(1))
    assert [p.kind for p in problems] == ["unavailable"]
    assert recorded(recorder, finished_match(2)) == []  # told once until it works again
    assert blocker.read_text() == "a file where the folder should be"
    assert recorder.enabled and len(recorder.waiting) == 2 and back == []
    blocker.unlink()
    assert recorded(recorder, finished_match(3)) == []
    recorder.close()
    assert back == [3] and recorder.waiting == []
    with History(blocker / "history.sqlite3") as history:
        assert [partie.seed for partie in history.parties()] == [1, 2, 3]


def test_a_history_of_a_newer_version_switches_it_off_for_the_session(tmp_path: Path) -> None:
    """A newer history will not become writable by waiting: told once, the history is off, later
    deals are not even queued, and the file is left as it was."""
    path = newer_history(tmp_path)
    before = path.read_bytes()
    recorder = Recorder(path)
    assert [p.kind for p in recorded(recorder, finished_match())] == ["newer"]
    assert not recorder.enabled
    assert recorder.deal_done(finished_match(2), LEVELS) is None
    recorder.close()
    assert path.read_bytes() == before


def test_a_folder_at_the_historys_name_is_set_aside_as_an_unreadable_history(tmp_path: Path) -> None:
    """SQLite cannot open a folder: it is no history, renamed aside with what it holds (as a folder at
    the save's name is), and a new history takes its place (it was « unavailable » at every deal,
    for ever)."""
    (tmp_path / "history.sqlite3").mkdir()
    (tmp_path / "history.sqlite3" / "kept").write_text("mine")
    history, problem = open_history(tmp_path / "history.sqlite3")
    assert problem is not None and problem.kind == "corrupt" and problem.aside is not None
    assert (problem.aside / "kept").read_text() == "mine"
    assert history is not None and history.parties() == []
    history.close()


def test_a_database_locked_too_long_puts_the_deal_on_hold(tmp_path: Path) -> None:
    """Another program holds a write lock past the busy timeout: ``locked``; nothing is lost from
    the file, the game goes on, and the deal is written with the next one once the lock is gone."""
    path = tmp_path / "history.sqlite3"
    recorder = Recorder(path, busy_timeout=0.05)
    with held_by_another_program(path):
        problems = recorded(recorder, finished_match())
    assert [p.kind for p in problems] == ["locked"]
    assert recorder.enabled and len(recorder.waiting) == 1
    with History(path) as history:
        assert history.parties() == []
    assert recorded(recorder, finished_match(2)) == []
    recorder.close()
    with History(path) as history:
        assert len(list(history.deals())) == 2


def test_deals_waiting_for_a_lock_gone_by_the_end_are_written_as_the_game_closes(tmp_path: Path) -> None:
    """The last deal met a lock; the other program let go before the player quit: closing tries the
    waiting deals a last time, so none is lost; while they wait, the count says so."""
    path = tmp_path / "history.sqlite3"
    recorder = Recorder(path, busy_timeout=0.05)
    with held_by_another_program(path):
        assert [p.kind for p in recorded(recorder, finished_match())] == ["locked"]
        assert recorder.waiting_deals == 1
    recorder.close()
    with History(path) as history:
        assert len(list(history.deals())) == 1


def test_a_lock_met_while_writing_a_deal_puts_it_on_hold(tmp_path: Path) -> None:
    """The database opened fine but is locked when a later deal is written: ``locked`` as well, the
    deal waits (not in the file) and is written once the lock is gone (here, as the game closes)."""
    path = tmp_path / "history.sqlite3"
    recorder = Recorder(path, busy_timeout=0.05)
    assert recorded(recorder, finished_match(1)) == []
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        problems = recorded(recorder, finished_match(2))
        assert recorder.waiting_deals == 1
    finally:
        other.execute("ROLLBACK")
        other.close()
    with History(path) as history:
        assert len(list(history.deals())) == 1
    recorder.close()
    assert [p.kind for p in problems] == ["locked"]
    with History(path) as history:
        assert len(list(history.deals())) == 2


def test_a_corrupt_file_is_set_aside_and_a_new_history_started(tmp_path: Path) -> None:
    """Garbage instead of a database: renamed to ``history.corrupt-1.sqlite3`` with its bytes intact,
    the player is told where, and the deal is written to a new history."""
    path = tmp_path / "history.sqlite3"
    path.write_bytes(GARBAGE)
    recorder = Recorder(path)
    problems = recorded(recorder, finished_match())
    recorder.close()
    assert [p.kind for p in problems] == ["corrupt"]
    aside = tmp_path / "history.corrupt-1.sqlite3"
    assert problems[0].aside == aside and aside.read_bytes() == GARBAGE
    assert recorder.enabled
    with History(path) as history:
        assert len(list(history.deals())) == 1


def test_a_database_lacking_the_tables_its_version_promises_is_set_aside_not_retried_for_ever(
    tmp_path: Path,
) -> None:
    """A real SQLite file marked with the latest version but holding other tables: every deal would
    fail on « no such table » for ever and be lost; it is set aside like a corrupt file instead, its
    bytes kept, and the deal goes to a new history."""
    path = tmp_path / "history.sqlite3"
    other = sqlite3.connect(path)
    other.execute("CREATE TABLE parties(x)")
    other.execute(f"PRAGMA user_version = {LATEST}")
    other.commit()
    other.close()
    kept = path.read_bytes()
    recorder = Recorder(path)
    problems = recorded(recorder, finished_match())
    recorder.close()
    assert [p.kind for p in problems] == ["corrupt"] and "deals" in problems[0].detail
    assert (tmp_path / "history.corrupt-1.sqlite3").read_bytes() == kept
    with History(path) as history:
        assert len(list(history.deals())) == 1


def test_a_history_corrupted_during_the_session_is_set_aside_and_the_deals_go_to_a_new_one(
    tmp_path: Path,
) -> None:
    """The file is overwritten while the game runs: the deal that finds it is not lost with it (nor
    the later ones, which were lost when the history switched off): the file is set aside, its bytes
    intact, the player told where, and this deal and the next written to a new history."""
    path = tmp_path / "history.sqlite3"
    recorder = Recorder(path)
    assert recorded(recorder, finished_match(1)) == []
    with path.open("r+b") as file:
        file.write(GARBAGE[:100])
    damaged = path.read_bytes()
    problems = recorded(recorder, finished_match(2))
    assert [p.kind for p in problems] == ["corrupt"]
    aside = tmp_path / "history.corrupt-1.sqlite3"
    assert problems[0].aside == aside and aside.read_bytes() == damaged
    assert recorded(recorder, finished_match(3)) == []
    recorder.close()
    assert recorder.enabled and recorder.waiting == []
    with History(path) as history:
        assert [partie.seed for partie in history.parties()] == [2, 3]


def test_a_duplicate_challenge_waits_with_its_deal_and_is_written_with_it(tmp_path: Path) -> None:
    """The expert's replay of a deal written while the history could not be: it waits for its deal
    (it was dropped, so the challenge's figures left a played deal out without a word)."""
    blocker = tmp_path / "data"
    blocker.write_text("a file where the folder should be")
    path = blocker / "history.sqlite3"
    recorder = Recorder(path)
    assert [p.kind for p in recorded(recorder, finished_match(1))] == ["unavailable"]
    recorder.challenge_done(1, 0, "expert", 40, 52)
    recorder.flush()
    assert len(recorder.waiting_challenges) == 1
    blocker.unlink()
    assert recorded(recorder, finished_match(2)) == []
    recorder.challenge_done(2, 0, "expert", -16, 0)
    recorder.close()
    assert recorder.waiting == [] and recorder.waiting_challenges == []
    with History(path) as history:
        assert [(r.human, r.bot) for r in history.replays()] == [(40, 52), (-16, 0)]


def test_a_damaged_database_fails_its_check_and_a_second_one_gets_the_next_name(tmp_path: Path) -> None:
    """A real database with damaged pages is caught on opening; earlier set-aside files are kept."""
    path = tmp_path / "history.sqlite3"
    (tmp_path / "history.corrupt-1.sqlite3").write_bytes(b"an older one")
    with open_at(tmp_path) as history:
        for seed in range(30):
            history.record(DealEntry.from_match(finished_match(seed), LEVELS))
    data = bytearray(path.read_bytes())
    data[4096 : 4096 + 64] = b"\xff" * 64  # scribble over the header of the parties table's page
    path.write_bytes(bytes(data))
    history, problem = open_history(path)
    assert problem is not None and problem.kind == "corrupt"
    assert problem.aside == tmp_path / "history.corrupt-2.sqlite3"
    assert (tmp_path / "history.corrupt-1.sqlite3").read_bytes() == b"an older one"
    assert history is not None and history.parties() == []
    history.close()


def test_a_failing_notice_does_not_stop_the_writer(tmp_path: Path) -> None:
    """Even if reporting the problem fails, the game's call returns and the deal waits."""
    blocker = tmp_path / "data"
    blocker.write_text("x")

    def broken(_: HistoryError) -> None:
        raise RuntimeError("the notice failed")

    recorder = Recorder(blocker / "history.sqlite3", on_problem=broken)
    future = recorder.deal_done(finished_match(), LEVELS)
    assert future is not None
    future.result()
    recorder.close()
    assert len(recorder.waiting) == 1


@pytest.mark.parametrize("kind", ["unavailable", "locked", "corrupt", "newer"])
def test_every_problem_names_its_file(kind: str, tmp_path: Path) -> None:
    """The error message names the kind and the file, for the player's notice and the log."""
    error = HistoryError(kind, tmp_path / "history.sqlite3")  # type: ignore[arg-type]
    assert kind in str(error) and "history.sqlite3" in str(error)


def test_a_closed_recorder_ignores_later_deals_and_an_unfinished_deal_is_not_written(tmp_path: Path) -> None:
    """After the app closed the history, a late deal is dropped quietly; a deal in progress is never
    queued."""
    recorder = Recorder(tmp_path / "history.sqlite3")
    assert recorder.deal_done(Match(Rules(), 1), LEVELS) is None  # nobody has played yet
    recorder.close()
    recorder.close()
    assert recorder.deal_done(finished_match(), LEVELS) is None
    recorder.flush()
    assert not (tmp_path / "history.sqlite3").exists()


SURVIVOR = """
import sys
from pathlib import Path
from belote.history import History
from tests.history.helpers import record_partie

folder = Path(sys.argv[1])
with History(folder / "history.sqlite3") as history:
    record_partie(history, 5, deals=2)
    for companion in folder.glob("history.sqlite3-*"):  # its journal or index, cut short under it
        companion.write_bytes(b"")
    record_partie(history, 6, deals=2)
print("survived")
"""


def test_a_journal_file_cut_short_under_the_game_never_kills_it(tmp_path: Path) -> None:
    """A folder made unwritable or a full disk can cut the database's side files short while the
    game holds them: that is an error to report at worst, never a crash of the process (a
    memory-mapped index cut short kills it with a bus error)."""
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-c", SURVIVOR, str(tmp_path)], cwd=root, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "survived"
    with open_at(tmp_path) as history:
        assert len(list(history.deals())) == 4
