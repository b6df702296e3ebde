"""Writing and reading the history: parties, deals, resumed and abandoned parties, duplicates."""

from __future__ import annotations

import random
from datetime import UTC, datetime
from pathlib import Path

from belote.engine import Match, Rules
from belote.history import DealEntry, History, Recorder
from belote.history.errors import HistoryError

from .helpers import LEVELS, open_at, play_deal, record_partie


def test_a_finished_partie_is_recorded_with_its_outcome_and_every_deal(tmp_path: Path) -> None:
    """Each deal of a partie is one row; the partie ends won or lost with the match's manches."""
    with open_at(tmp_path) as history:
        match = record_partie(history, seed=5)
        (partie,) = history.parties()
        deals = list(history.deals())
    assert partie.status == ("won" if match.winner == 0 else "lost")
    assert partie.winner == match.winner and partie.manches == match.manches
    assert partie.ended_at is not None and partie.ended_at >= partie.started_at
    assert partie.seed == 5 and partie.levels == LEVELS and partie.rules == match.rules
    assert partie.deals == len(deals) == sum(len(manche) for manche in match.history)
    written = [result for manche in match.history for result in manche]
    assert [d.result.points for d in deals] == [r.points for r in written]
    assert [d.collected for d in deals] == [r.collected for r in written]
    assert [(d.manche, d.number) for d in deals][:2] == [(0, 1), (0, 2)]


def test_a_resumed_partie_goes_on_in_the_same_record(tmp_path: Path) -> None:
    """Reopening the history and writing the next deal of the same match adds to the same partie."""
    path = tmp_path / "history.sqlite3"
    with History(path) as history:
        match = record_partie(history, seed=8, deals=2)
    match.next_deal()
    play_deal(match, random.Random(1))
    with History(path) as history:
        history.record(DealEntry.from_match(match, LEVELS))
        (partie,) = history.parties()
        assert partie.deals == 3 and partie.status == "playing"


def test_a_partie_names_the_seats_as_its_latest_deal_had_them(tmp_path: Path) -> None:
    """At a shared table a friend may sit in for a bot mid-partie: the partie's levels follow, so
    the statistics by opponents' level count who played it by the end, not who began it."""
    with open_at(tmp_path) as history:
        match = record_partie(history, seed=8, deals=1)
        match.next_deal()
        play_deal(match, random.Random(1))
        later = ("human", "heuristic", "human", "expert")
        history.record(DealEntry.from_match(match, later))
        (partie,) = history.parties()
    assert later != LEVELS and partie.levels == later and partie.deals == 2


def test_starting_another_partie_marks_the_unfinished_one_abandoned(tmp_path: Path) -> None:
    """A deal of a new partie abandons the partie left unfinished; a finished one keeps its outcome."""
    with open_at(tmp_path) as history:
        record_partie(history, seed=1)
        record_partie(history, seed=2, deals=1)
        record_partie(history, seed=2, deals=1, play_seed=99)  # same seed, from its first deal: new
        statuses = [p.status for p in history.parties()]
    assert statuses[0] in ("won", "lost")
    assert statuses[1:] == ["abandoned", "playing"]


def test_abandoning_marks_only_the_unfinished_partie_of_that_seed(tmp_path: Path) -> None:
    """A partie whose save a new one replaced is abandoned at that moment; a finished partie and an
    unfinished one of another seed keep their status."""
    at = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
    with open_at(tmp_path) as history:
        record_partie(history, seed=1)
        record_partie(history, seed=2, deals=1)
        assert history.abandon(5, at) is False and history.abandon(1, at) is False
        assert history.abandon(2, at) is True
        finished, left = history.parties()
    assert finished.status in ("won", "lost") and finished.ended_at != at
    assert (left.status, left.ended_at) == ("abandoned", at)


def _won_before_its_consolante(history: History, seed: int) -> Match:
    """A partie in one manche with the consolante, recorded until that manche is won."""
    match = Match(Rules(target=1, manches=1, consolante=True), seed)
    play_deal(match, random.Random(seed))
    history.record(DealEntry.from_match(match, LEVELS))
    assert match.manche_over and not match.over and match.decided_winner is not None
    return match


def test_a_partie_left_before_its_consolante_keeps_its_winner(tmp_path: Path) -> None:
    """The consolante is played for honour: a partie left before it (its save replaced, or another
    partie begun) counts as won or lost, not abandoned; a partie left undecided is abandoned."""
    at = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
    with open_at(tmp_path) as history:
        first = _won_before_its_consolante(history, seed=1)
        assert history.abandon(1, at) is True
        second = _won_before_its_consolante(history, seed=2)
        record_partie(history, seed=3, deals=1)
        record_partie(history, seed=4, deals=1)
        parties = history.parties()
    expected = [("won" if m.decided_winner == 0 else "lost", m.decided_winner) for m in (first, second)]
    assert [(p.status, p.winner) for p in parties[:2]] == expected
    assert parties[0].ended_at == at and parties[1].ended_at is not None
    assert [p.status for p in parties[2:]] == ["abandoned", "playing"]


def test_a_partie_left_before_its_consolante_and_taken_up_again_plays_it_in_its_record(
    tmp_path: Path,
) -> None:
    """Its save put back, the consolante's deals go on in the same partie, which ends as the
    manches decided it, whoever wins the consolante."""
    at = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
    with open_at(tmp_path) as history:
        match = _won_before_its_consolante(history, seed=7)
        history.abandon(7, at)
        rng = random.Random(70)
        while not match.over:
            match.next_deal()
            play_deal(match, rng)
            history.record(DealEntry.from_match(match, LEVELS))
        (partie,) = history.parties()
    assert partie.deals == sum(len(manche) for manche in match.history) and len(match.history) == 2
    assert partie.status == ("won" if match.decided_winner == 0 else "lost") and partie.ended_at != at


def test_a_saved_partie_resumed_after_another_one_goes_on_in_its_own_record(tmp_path: Path) -> None:
    """A partie left for a new one is abandoned only until its next deal, should it come after all
    (its save put back): then it is playing again, with all its deals, and the other keeps its own."""
    with open_at(tmp_path) as history:
        saved = record_partie(history, seed=3, deals=2)
        record_partie(history, seed=4, deals=1)
        assert [p.status for p in history.parties()] == ["abandoned", "playing"]
        saved.next_deal()
        play_deal(saved, random.Random(3))
        history.record(DealEntry.from_match(saved, LEVELS))
        parties = history.parties()
    assert [(p.seed, p.deals, p.status) for p in parties] == [(3, 3, "playing"), (4, 1, "playing")]
    assert parties[0].ended_at is None


def test_a_shared_tables_partie_leaves_the_saved_solo_partie_playing(tmp_path: Path) -> None:
    """A table with friends is saved apart from the solo partie, which can still be resumed: it is
    not abandoned by the shared partie's deals, nor the other way round; a new shared partie
    abandons the shared one left unfinished, as a new solo partie does the solo one."""
    friends = ("human", "expert", "human", "expert")
    with open_at(tmp_path) as history:
        record_partie(history, seed=3, deals=2)
        record_partie(history, seed=4, levels=friends, deals=1)
        assert [p.status for p in history.parties()] == ["playing", "playing"]
        record_partie(history, seed=5, levels=friends, deals=1)
        assert [p.status for p in history.parties()] == ["playing", "abandoned", "playing"]
        record_partie(history, seed=6, deals=1)
        statuses = [(p.seed, p.status) for p in history.parties()]
    assert statuses == [(3, "abandoned"), (4, "abandoned"), (5, "playing"), (6, "playing")]


def test_a_table_hosted_with_bots_only_leaves_the_saved_solo_partie_playing(tmp_path: Path) -> None:
    """A host alone with bots at a shared table: its levels look like a solo partie's, but the table
    is saved apart, so its deals do not abandon the solo partie that can still be resumed."""
    with open_at(tmp_path) as history:
        record_partie(history, seed=3, deals=2)
        record_partie(history, seed=4, deals=1, shared=True)
        assert [(p.seed, p.status) for p in history.parties()] == [(3, "playing"), (4, "playing")]


def test_the_same_deal_written_twice_is_kept_once(tmp_path: Path) -> None:
    """A deal seen again (the summary shown after a restart) does not duplicate the record."""
    match = Match(Rules(), 4)
    play_deal(match, random.Random(4))
    entry = DealEntry.from_match(match, LEVELS)
    with open_at(tmp_path) as history:
        first = history.record(entry)
        assert history.record(entry) == first
        assert len(list(history.deals())) == 1


def test_undo_and_hint_marks_are_written_with_the_deal(tmp_path: Path) -> None:
    """The marks the table sets during a deal are read back on that deal only."""
    match = Match(Rules(), 6)
    rng = random.Random(6)
    play_deal(match, rng)
    with open_at(tmp_path) as history:
        history.record(DealEntry.from_match(match, LEVELS, hints=True))
        match.next_deal()
        play_deal(match, rng)
        history.record(DealEntry.from_match(match, LEVELS, undo=True))
        marks = [(d.undo, d.hints) for d in history.deals()]
    assert marks == [(False, True), (True, False)]


def test_the_round_of_the_take_is_recorded(tmp_path: Path) -> None:
    """The statistics' take rates need the round: 1 when taken in the first four bids, else 2."""
    with open_at(tmp_path) as history:
        record_partie(history, seed=3, rules=Rules(target=500))
        outcomes = list(history.outcomes())
        deals = list(history.deals())
    for outcome, deal in zip(outcomes, deals, strict=True):
        takes = [i for i, action in enumerate(deal.actions[:8]) if str(action).startswith("take")]
        expected = None if not takes else 1 if takes[0] < 4 else 2
        assert outcome.take_round == expected
    assert {o.take_round for o in outcomes} >= {1, 2}


def test_a_deal_taken_back_by_an_undo_and_played_again_replaces_the_first_record(tmp_path: Path) -> None:
    """An undo after the end of a deal reopens it: the deal played again replaces the first one,
    marked as undone, in the same partie (nothing abandoned, no deal twice)."""
    match = Match(Rules(), 12)
    play_deal(match, random.Random(1))
    again = Match(Rules(), 12)  # the same deal, played differently after the undo
    play_deal(again, random.Random(2))
    assert again.deal.actions != match.deal.actions
    with open_at(tmp_path) as history:
        history.record(DealEntry.from_match(match, LEVELS))
        history.record(DealEntry.from_match(again, LEVELS, undo=True))
        (partie,) = history.parties()
        (deal,) = history.deals()
    assert partie.status == "playing" and partie.deals == 1
    assert deal.undo and deal.actions == list(again.deal.actions)


def test_a_hint_asked_in_a_deal_marks_that_deal_and_not_the_next(tmp_path: Path) -> None:
    """The recorder writes the hint mark the table set during a deal with that deal only."""
    path = tmp_path / "history.sqlite3"
    recorder = Recorder(path)
    match = Match(Rules(), 6)
    rng = random.Random(6)
    recorder.begin(match)
    recorder.mark_hint()
    play_deal(match, rng)
    recorder.deal_done(match, LEVELS)
    match.next_deal()
    play_deal(match, rng)
    recorder.deal_done(match, LEVELS)
    recorder.close()
    with History(path) as history:
        assert [deal.hints for deal in history.deals()] == [True, False]


def test_a_problem_without_detail_names_only_its_kind_and_file(tmp_path: Path) -> None:
    """The message of a history problem adds a detail in brackets only when there is one."""
    path = tmp_path / "history.sqlite3"
    assert str(HistoryError("locked", path)) == f"history locked: {path}"
    assert str(HistoryError("corrupt", path, "bad page")) == f"history corrupt: {path} (bad page)"
