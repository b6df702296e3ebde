"""The arena's published figures: statistics on hand-made outcomes, and the two mirrored tables of a board."""

from __future__ import annotations

import math
import statistics

import pytest

from belote.bots.arena import (
    ArenaConfig,
    BoardOutcome,
    TableOutcome,
    board_deal,
    format_report,
    make_bot,
    play_board,
    play_deal,
    summarize,
)
from belote.bots.base import mix
from belote.bots.expert import ExpertBot
from belote.bots.heuristic import HeuristicBot
from belote.engine import Rules


def table(a: int, b: int, taker: str | None = "a", **kwargs: object) -> TableOutcome:
    """A deal's outcome with A's and B's points."""
    facts: dict[str, object] = {"dedans": False, "litige": False, "capot": None, **kwargs}
    return TableOutcome(points={"a": a, "b": b}, taker=taker, **facts)  # type: ignore[arg-type]


def board(number: int, first: TableOutcome, second: TableOutcome) -> BoardOutcome:
    """A board with no decision times."""
    return BoardOutcome(number, (first, second), {"a": [0.001, 0.003], "b": [0.002]})


def test_board_score_is_the_mean_of_its_two_tables_differences() -> None:
    """A wins 100-62 at one table and loses 42-120 at the other: (38 + -78) / 2 = -20."""
    outcome = board(0, table(100, 62), table(42, 120))
    assert outcome.tables[0].diff == 38 and outcome.tables[1].diff == -78
    assert outcome.score == -20


def test_mean_and_interval_use_the_square_root_of_the_number_of_boards() -> None:
    """Mean of board scores, and a 95% half-width of 1.96 × sample stdev / √n."""
    scores = [10.0, -4.0, 30.0, 0.0, 12.0, 20.0, -8.0, 4.0, 16.0]
    outcomes = [board(i, table(int(2 * s) + 100, 100), table(100, 100)) for i, s in enumerate(scores)]
    assert [o.score for o in outcomes] == scores
    summary = summarize(ArenaConfig("heuristic", "random"), outcomes)
    diff = summary["diff_per_deal"]
    half = 1.96 * statistics.stdev(scores) / math.sqrt(len(scores))
    assert diff["mean"] == pytest.approx(statistics.fmean(scores))
    assert diff["half_width"] == pytest.approx(half)
    assert diff["ci95"] == pytest.approx([diff["mean"] - half, diff["mean"] + half])
    assert summary["boards"] == 9 and summary["deals"] == 18


def test_one_board_has_no_interval() -> None:
    """With a single board the spread is unknown: an infinite half-width, never a made-up one."""
    summary = summarize(ArenaConfig("heuristic", "random"), [board(0, table(90, 72), table(80, 82))])
    assert summary["diff_per_deal"]["mean"] == 8
    assert summary["diff_per_deal"]["half_width"] == math.inf
    empty = summarize(ArenaConfig("heuristic", "random"), [])
    assert empty["diff_per_deal"]["mean"] == 0 and empty["boards"] == 0


def test_contracts_are_counted_per_side() -> None:
    """Taken, made, dedans, litige, capots and passed-out deals are counted for the right side."""
    outcomes = [
        board(0, table(162, 0, "a", capot="a"), table(0, 162, "b", dedans=True)),
        board(1, table(80, 0, "a", litige=True), table(0, 0, None)),
        board(2, table(0, 162, "a", dedans=True), table(100, 62, "b")),
    ]
    summary = summarize(ArenaConfig("expert", "heuristic", seed=4), outcomes)
    a, b = summary["bots"]["a"], summary["bots"]["b"]
    assert (a["name"], b["name"]) == ("expert", "heuristic")
    assert (a["taken"], a["made"], a["dedans"], a["litige"], a["capots"]) == (3, 1, 1, 1, 1)
    assert (b["taken"], b["made"], b["dedans"], b["litige"], b["capots"]) == (2, 1, 1, 0, 0)
    assert summary["passed_out"] == 1
    assert a["points_per_deal"] == pytest.approx((162 + 0 + 80 + 0 + 0 + 100) / 6)
    assert b["points_per_deal"] == pytest.approx((0 + 162 + 0 + 0 + 162 + 62) / 6)
    assert a["decisions"] == 6 and b["decisions"] == 3
    assert a["time_ms"]["median"] == pytest.approx(2.0) and a["time_ms"]["max"] == pytest.approx(3.0)
    assert b["time_ms"]["p95"] == pytest.approx(2.0)


def test_report_prints_the_mean_and_the_interval() -> None:
    """The text report states A minus B with its 95% interval and each bot's line."""
    outcomes = [board(i, table(100 + 10 * i, 62), table(81, 81)) for i in range(3)]
    report = format_report(summarize(ArenaConfig("heuristic", "random", seed=9), outcomes))
    scores = [(38 + 10 * i) / 2 for i in range(3)]
    half = 1.96 * statistics.stdev(scores) / math.sqrt(3)
    mean = statistics.fmean(scores)
    assert (
        f"A minus B: {mean:+.1f} points per deal, 95% CI [{mean - half:+.1f}, {mean + half:+.1f}]" in report
    )
    assert "3 boards, 6 deals, seed 9" in report
    assert "A heuristic" in report and "B random" in report
    header = report.splitlines()[3].split()
    columns = ["bot", "pts/deal", "taken", "made", "dedans", "litige", "capots"]
    assert header == [*columns, "median", "ms", "p95", "ms", "max", "ms"]


def test_the_second_table_swaps_the_teams_and_credits_each_side_its_points() -> None:
    """Table 1 seats A on 0/2, table 2 on 1/3; each side gets the points its seats scored there."""
    config = ArenaConfig("heuristic", "random", seed=11)
    for number in range(4):
        outcome = play_board(config, number)
        assert outcome.board == number
        for index, seats_of_a in enumerate(((0, 2), (1, 3))):
            bots = [
                make_bot("heuristic" if seat in seats_of_a else "random", mix(11, number, seat))
                for seat in range(4)
            ]
            result = play_deal(board_deal(11, number, config.rules), bots, [[] for _ in range(4)])
            team_a = seats_of_a[0]
            expected = {"a": result.points[team_a], "b": result.points[1 - team_a]}
            assert outcome.tables[index].points == expected, (number, index)
            if result.taker is not None and not result.redeal:
                taker_side = "a" if result.taker % 2 == team_a else "b"
                assert outcome.tables[index].taker == taker_side


def test_identical_bots_score_zero_on_every_board() -> None:
    """The same bot on both sides plays both tables alike: the mirrored tables cancel exactly."""
    config = ArenaConfig("heuristic", "heuristic", seed=2)
    for number in range(3):
        outcome = play_board(config, number)
        first, second = outcome.tables
        assert first.points == {"a": second.points["b"], "b": second.points["a"]}
        assert outcome.score == 0
    assert sum(abs(play_board(config, n).tables[0].diff) for n in range(3)) > 0


def test_make_bot_passes_the_budget_only_to_bots_that_take_one() -> None:
    """The expert gets the arena's budget; the heuristic ignores it; unknown names are refused."""
    expert = make_bot("expert", 3, budget=5)
    assert isinstance(expert, ExpertBot) and expert.budget.worlds == ExpertBot(budget=5).budget.worlds
    assert isinstance(make_bot("heuristic", 3, budget=5), HeuristicBot)
    assert make_bot("expert", 3, budget=5).seed == 3, "a budget must not cost the bot its board seed"
    assert make_bot("heuristic", 4, budget=5).seed == 4 and make_bot("random", 6).seed == 6
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("nobody", 0)


def test_board_deals_rotate_the_dealer_and_keep_the_rules() -> None:
    """Board n is dealt by seat n mod 4 under the arena's rules."""
    rules = Rules(announces=True)
    for number in range(5):
        deal = board_deal(1, number, rules)
        assert deal.dealer == number % 4 and deal.rules == rules
