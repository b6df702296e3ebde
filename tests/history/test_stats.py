"""The statistics on a hand-built history where every figure is known by hand."""

from __future__ import annotations

import random
import tempfile
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote.engine import PASS, Match, Rules
from belote.history import DealEntry, History, Outcome, PartieRecord, Rate, compute_statistics
from belote.history.stats import Replay, challenge_deals, moving_average, streaks

from .helpers import LEVELS, play_deal, record_partie

START = datetime(2026, 1, 1, tzinfo=UTC)


def partie(pid: int, status: str, opponents: str, manches: tuple[int, int]) -> PartieRecord:
    """A partie against ``opponents`` ended with ``status``."""
    winner = {"won": 0, "lost": 1}.get(status)
    return PartieRecord(
        pid, START, START, Rules(), ("human", opponents, "expert", opponents), pid, status, winner, manches, 0
    )


def deal(
    pid: int,
    taker: int | None,
    take_round: int | None,
    points: tuple[int, int],
    *,
    dedans: bool = False,
    litige: bool = False,
    capot: int | None = None,
    belote: int | None = None,
    announces: tuple[int, int] = (0, 0),
) -> Outcome:
    """An outcome as the history reads it back (a redeal when nobody took)."""
    return Outcome(
        partie=pid,
        take_round=take_round,
        taker=taker,
        points_us=points[0],
        points_them=points[1],
        capot=capot,
        belote=belote,
        dedans=int(dedans),
        litige=int(litige),
        announces_us=announces[0],
        announces_them=announces[1],
        redeal=int(taker is None),
    )


H, E = "heuristic", "expert"
PARTIES = [
    partie(1, "won", H, (2, 1)),
    partie(2, "lost", H, (0, 2)),
    partie(3, "won", E, (2, 0)),
    partie(4, "abandoned", E, (0, 0)),
    partie(5, "won", H, (2, 1)),
]
OUTCOMES = [
    deal(1, 0, 1, (100, 62), belote=0),  # we take in round 1 and make it
    deal(1, 2, 2, (0, 162), dedans=True),  # partner takes in round 2: dedans
    deal(1, 1, 1, (162, 0), dedans=True),  # they take and we break it
    deal(2, None, None, (0, 0)),  # all passed
    deal(2, 3, 2, (0, 252), capot=1),  # they take and make capot
    deal(3, 0, 1, (252, 0), capot=0, announces=(20, 0)),  # our capot, with a tierce
    deal(3, 2, 1, (0, 81), litige=True),  # a litige on our contract
    deal(5, 1, 1, (40, 122), belote=1, announces=(0, 50)),  # they make it with belote and a cinquante
]


def test_partie_figures_count_won_lost_abandoned_manches_and_streaks() -> None:
    """3 won of 4 finished (one abandoned), manches summed, last two won, best run two."""
    parties = compute_statistics(PARTIES, OUTCOMES).overall.parties
    assert (parties.played, parties.won, parties.abandoned) == (4, 3, 1)
    assert parties.win_rate == Rate(3, 4) and parties.win_rate.value == 0.75
    interval = parties.win_rate.interval
    assert interval is not None
    assert interval == pytest.approx((0.3006, 0.9544), abs=1e-4)
    assert parties.manches == (6, 4) and parties.dealt == 8
    assert (parties.current_streak, parties.best_streak) == (2, 2)


def test_taking_figures_are_those_of_our_contracts() -> None:
    """Round 1: 3 of the 7 played deals, round 2: 1 of 7; 2 of our 4 contracts made; one dedans,
    one litige; (100 + 0 + 252 + 0) / 4 written on average; one capot."""
    taking = compute_statistics(PARTIES, OUTCOMES).overall.taking
    assert (taking.round1, taking.round2) == (Rate(3, 7), Rate(1, 7))
    assert taking.success == Rate(2, 4)
    assert (taking.dedans, taking.litiges, taking.capots) == (1, 1, 1)
    assert taking.average_points == 88.0


def test_takes_in_each_round_are_counted_out_of_the_played_deals_not_the_redeals() -> None:
    """A deal all four passed offered no contract to take: it is in neither round's total, which is
    the played deals, so the two rounds' rates never count it as a deal we let go."""
    taking = compute_statistics(PARTIES, OUTCOMES).overall.taking
    redealt = compute_statistics(PARTIES, [*OUTCOMES, deal(5, None, None, (0, 0))]).overall.taking
    assert redealt.round1 == taking.round1 == Rate(3, 7) and redealt.round2 == taking.round2 == Rate(1, 7)


def test_defence_figures_are_those_of_their_contracts() -> None:
    """We broke 1 of their 3 contracts; they made one capot."""
    defence = compute_statistics(PARTIES, OUTCOMES).overall.defence
    assert defence.broken == Rate(1, 3)
    assert defence.capots_suffered == 1


def test_per_deal_figures_leave_redeals_apart() -> None:
    """7 played deals and 1 redeal; 554 and 679 points written; one belote and one announce each."""
    deals = compute_statistics(PARTIES, OUTCOMES).overall.deals
    assert (deals.played, deals.redeals) == (7, 1)
    assert deals.average_points == pytest.approx((554 / 7, 679 / 7))
    assert deals.belotes == (1, 1) and deals.announces == (1, 1) and deals.litiges == 1


def test_a_litiges_reserve_counts_in_the_points_of_the_deal_that_collects_it() -> None:
    """A litige at 81–81 on their contract: we write our 81, theirs wait; we win the next deal and
    write its 100 and the 81 of the reserve, as the sheet does. The averages per deal, and the
    points when taking, are of the points written (the reserve was left out)."""
    litige = deal(1, 1, 1, (81, 0), litige=True)
    collecting = deal(1, 0, 1, (100, 62))._replace(collected_us=81)
    figures = compute_statistics([partie(1, "won", H, (1, 0))], [litige, collecting]).overall
    assert figures.deals.average_points == (131.0, 31.0)
    assert figures.taking.average_points == 181.0
    assert compute_statistics([partie(1, "won", H, (1, 0))], [litige, collecting]).progression.points == (
        (81, 181),
        (0, 62),
    )


def test_figures_are_split_by_the_opponents_level() -> None:
    """Against the club player: 2 of 3 won over 6 deals; against the expert: 1 of 1, 1 abandoned."""
    by_level = compute_statistics(PARTIES, OUTCOMES).by_level
    assert set(by_level) == {E, H}
    heuristic, expert = by_level[H], by_level[E]
    assert heuristic.parties.win_rate == Rate(2, 3) and heuristic.parties.dealt == 6
    assert (heuristic.parties.current_streak, heuristic.parties.best_streak) == (1, 1)
    assert heuristic.taking.success == Rate(1, 2) and heuristic.defence.broken == Rate(1, 3)
    assert expert.parties.win_rate == Rate(1, 1) and expert.parties.abandoned == 1
    assert expert.taking.round1 == Rate(2, 2) and expert.taking.capots == 1
    assert expert.deals.average_points == (126.0, 40.5)


def test_progression_follows_the_played_deals_and_blocks_of_parties() -> None:
    """Our points deal by deal (redeal left out), their running mean, and one block of parties."""
    progression = compute_statistics(PARTIES, OUTCOMES).progression
    assert progression.points[0] == (100, 0, 162, 0, 252, 0, 40)
    assert progression.moving[0][:3] == (100.0, 50.0, 262 / 3)
    assert progression.win_rates == (0.75,)
    assert progression.last_block == 4  # the four finished parties, the abandoned one left out


def test_moving_average_uses_the_last_window_values() -> None:
    """With a window of 2: 2, (2+4)/2, (4+6)/2, (6+8)/2."""
    assert moving_average([2, 4, 6, 8], 2) == (2.0, 3.0, 5.0, 7.0)


@pytest.mark.parametrize(
    ("outcomes", "expected"),
    [
        ([], (0, 0)),
        ([True, True, False, True, True, True], (3, 3)),
        ([True, True, True, False, False], (-2, 3)),
    ],
)
def test_streaks_count_the_current_run_and_the_best_winning_run(
    outcomes: list[bool], expected: tuple[int, int]
) -> None:
    """Current: the last run (+ won, - lost); best: the longest run of wins."""
    assert streaks(outcomes) == expected


def test_wilson_interval_matches_the_textbook_values() -> None:
    """5 of 10: 23.7% to 76.3%; 0 of 10 starts at 0 and is not empty; 0 of 0 has none."""
    assert Rate(5, 10).interval == pytest.approx((0.2366, 0.7634), abs=1e-4)
    assert Rate(0, 10).interval == pytest.approx((0.0, 0.2775), abs=1e-4)
    assert Rate(0, 0).interval is None and Rate(0, 0).value is None


@settings(max_examples=15, deadline=None)
@given(seeds=st.lists(st.integers(0, 10_000), min_size=1, max_size=4, unique=True))
def test_recorded_figures_add_up_whatever_the_parties(seeds: list[int]) -> None:
    """On any recorded history: our contracts are those taken in round 1 or 2, played deals and
    redeals make all deals, and the levels' figures add up to the overall ones."""
    with tempfile.TemporaryDirectory() as folder, History(Path(folder) / "history.sqlite3") as history:
        for index, seed in enumerate(seeds):
            level = ("random", "heuristic")[index % 2]
            record_partie(history, seed, levels=("human", level, level, level), deals=6, play_seed=index)
        stats = history.statistics()
        records = list(history.deals())
        deals = len(records)
        statuses = [partie.status for partie in history.parties()]
    overall = stats.overall
    assert overall.taking.success.total == overall.taking.round1.count + overall.taking.round2.count
    assert overall.taking.round1.total == overall.taking.round2.total == overall.deals.played
    assert overall.deals.played + overall.deals.redeals == overall.parties.dealt == deals
    assert sum(f.parties.dealt for f in stats.by_level.values()) == deals
    assert sum(f.defence.broken.total for f in stats.by_level.values()) == overall.defence.broken.total
    assert len(stats.progression.points[0]) == overall.deals.played
    assert sum(stats.progression.points[0]) == sum(record.written[0] for record in records)
    assert sum(stats.progression.points[1]) == sum(record.written[1] for record in records)
    assert "playing" not in statuses[:-1]  # each new partie abandons the unfinished one
    playing = statuses[-1] == "playing"
    assert overall.parties.played + overall.parties.abandoned + playing == len(seeds)


def test_opponents_at_two_levels_are_a_level_of_their_own() -> None:
    """West expert and East club player (play counter-clockwise: seat 3 sits West, seat 1 East):
    the partie's opponents read « expert/heuristic »."""
    mixed = PartieRecord(9, START, START, Rules(), ("human", H, H, E), 9, "won", 0, (2, 0), 1)
    stats = compute_statistics([*PARTIES, mixed], [*OUTCOMES, deal(9, 0, 1, (100, 62))])
    assert mixed.opponents == "expert/heuristic"
    assert stats.by_level["expert/heuristic"].parties.win_rate == Rate(1, 1)
    assert stats.by_level[H].parties.dealt == 6


def test_opponents_read_west_then_east_in_either_direction_of_play() -> None:
    """Seat 1 sits East when play goes counter-clockwise, West when it goes clockwise."""
    levels = ("human", E, H, H)
    counter = PartieRecord(9, START, START, Rules(), levels, 9, "won", 0, (2, 0), 1)
    clockwise = PartieRecord(9, START, START, Rules(direction="clockwise"), levels, 9, "won", 0, (2, 0), 1)
    assert counter.opponents == "heuristic/expert"
    assert clockwise.opponents == "expert/heuristic"


def record_with_redeal(history: History, seed: int, deals: int = 8, redeal: int = 3) -> None:
    """The first ``deals`` deals of a partie played at random, all four passing in deal ``redeal``
    (from 0), which is then dealt again: one manche as a newcomer plays it."""
    match, rng = Match(Rules(target=3000), seed), random.Random(seed)
    for number in range(deals):
        if number == redeal:
            while match.deal.phase == "bidding":
                match.deal.apply(PASS)
        play_deal(match, rng)
        history.record(DealEntry.from_match(match, LEVELS))
        if number < deals - 1:
            match.next_deal()


def test_the_challenge_leaves_out_a_redeal_the_expert_passed_too_and_keeps_one_it_played() -> None:
    """Nobody took at the table nor in the replay: no played deal, left out; somebody took in the
    replay: the expert might take what the human passed, so it stays and is counted as a redeal."""
    replays = [Replay(40, 30, False), Replay(0, 0, True), Replay(0, 50, True), Replay(-20, -20, False)]
    assert challenge_deals(replays) == ((10, -50, 0), 1)
    assert challenge_deals(replays[:2]) == ((10,), 0)


def test_the_history_gives_the_challenge_over_the_played_deals(tmp_path: Path) -> None:
    """Eight deals, the fourth a redeal, all replayed: the statistics count seven, as the played
    deals; once the expert's replay of the redeal is one it played, eight, one of them a redeal."""
    with History(tmp_path / "history.sqlite3") as history:
        record_with_redeal(history, seed=5)
        assert [o.redeal for o in history.outcomes()] == [0, 0, 0, 1, 0, 0, 0, 0]
        for seq in range(8):
            history.record_challenge(5, seq, "expert", 0 if seq == 3 else 40, 0 if seq == 3 else 30)
        statistics = history.statistics()
        assert len(statistics.challenge) == statistics.overall.deals.played == 7
        assert statistics.challenge_redeals == 0 and statistics.challenge_mean == 10
        assert history.challenges() == [10] * 3 + [0] + [10] * 4  # every replay is kept as written
        history.record_challenge(5, 3, "expert", 0, 50)  # the expert took the deal the human passed
        statistics = history.statistics()
        assert statistics.challenge == (10, 10, 10, -50, 10, 10, 10, 10)
        assert statistics.challenge_redeals == 1


EXPERTS = ("human", "expert", "expert", "expert")
BEGINNERS = ("human", "beginner", "expert", "beginner")
"""The seats' levels against two experts, then with a beginner on each side of the human."""


def record_at_levels(history: History, levels: Sequence[tuple[str, str, str, str]], seed: int = 8) -> None:
    """One partie of seed ``seed`` (no redeal among its first five deals), its deals played at random
    and written with each seat's ``levels`` of that deal."""
    match, rng = Match(Rules(target=3000), seed), random.Random(seed)
    for deal_levels in levels:
        while match.deal.phase != "done":
            match.deal.apply(rng.choice(match.deal.legal_actions()))
        history.record(DealEntry.from_match(match, deal_levels))
        match.next_deal()


def test_a_deal_counts_at_the_opponents_level_it_was_played_against() -> None:
    """A partie begun against experts and finished against beginners: its first deals count for the
    expert, the last for the beginner (the partie itself goes with its latest levels); a deal written
    before the levels were kept per deal counts at its partie's."""
    with tempfile.TemporaryDirectory() as folder, History(Path(folder) / "history.sqlite3") as history:
        record_at_levels(history, (EXPERTS, EXPERTS, EXPERTS, BEGINNERS, BEGINNERS))
        statistics = history.statistics()
        assert {level: figures.deals.played for level, figures in statistics.by_level.items()} == {
            "expert": 3,
            "beginner": 2,
        }
        assert history.parties()[0].opponents == "beginner"  # the partie goes with its latest levels
        history._db.execute("UPDATE deals SET levels = NULL WHERE seq = 0")  # as an older game wrote it
        played = {level: figures.deals.played for level, figures in history.statistics().by_level.items()}
        assert played == {"expert": 2, "beginner": 3}


def test_a_partie_names_each_opponents_level_its_deals_were_played_against_in_order() -> None:
    """Two deals against experts, then beginners, then a change of partner only, then experts again:
    « expert, beginner, expert » (a partner's level is no opponent's); a deal written without its
    levels, or with levels that cannot be read, says nothing of them."""
    partner_only = ("human", "beginner", "heuristic", "beginner")
    with tempfile.TemporaryDirectory() as folder, History(Path(folder) / "history.sqlite3") as history:
        record_at_levels(history, (EXPERTS, EXPERTS, BEGINNERS, partner_only, EXPERTS))
        (partie,) = history.parties()
        assert partie.opponents_played == ("expert", "beginner", "expert")
        assert history.partie(partie.id) == partie
        history._db.execute("UPDATE deals SET levels = NULL WHERE seq = 4")  # as an older game wrote it
        history._db.execute("UPDATE deals SET levels = 'abîmé' WHERE seq = 0")
        assert history.parties()[0].opponents_played == ("expert", "beginner")
        history._db.execute("UPDATE deals SET levels = NULL")
        assert history.parties()[0].opponents_played == ("expert",)  # the partie's own levels


def test_the_challenge_against_the_expert_is_split_by_the_opponents_level_like_the_other_figures() -> None:
    """The human's result minus the expert's in their seat, per deal: each opponents' level counts
    only the deals played against it (a deal written without its levels at its partie's), and the
    whole history counts them all."""
    with tempfile.TemporaryDirectory() as folder, History(Path(folder) / "history.sqlite3") as history:
        record_at_levels(history, (EXPERTS, EXPERTS, BEGINNERS, BEGINNERS))
        for seq in range(4):
            assert history.record_challenge(8, seq, "expert", 10 * seq, 0)
        statistics = history.statistics()
        assert statistics.overall.challenge == statistics.challenge == (0, 10, 20, 30)
        assert statistics.by_level["expert"].challenge == (0, 10)
        assert statistics.by_level["beginner"].challenge == (20, 30)
        history._db.execute("UPDATE deals SET levels = NULL WHERE seq = 0")  # as an older game wrote it
        again = history.statistics()
        assert again.by_level["expert"].challenge == (10,)
        assert again.by_level["beginner"].challenge == (0, 20, 30)
