"""A tiny in-process arena: the figures are produced, consistent and reproducible."""

from __future__ import annotations

import json
import math
from typing import Any

import pytest

from belote.bots.arena import ArenaConfig, board_deal, main, play_board, run_arena, summarize
from belote.engine import Rules


def _strip_times(summary: dict[str, Any]) -> dict[str, Any]:
    return {**summary, "bots": {s: {**b, "time_ms": None} for s, b in summary["bots"].items()}}


@pytest.mark.parametrize(
    "config",
    [ArenaConfig("heuristic", "random", seed=3), ArenaConfig("expert", "heuristic", seed=3, budget=2)],
    ids=["heuristic-random", "expert-heuristic-smoke"],
)
def test_arena_figures_are_sane(config: ArenaConfig) -> None:
    """Boards x 2 tables deals, consistent counts, finite numbers, the mean inside its interval."""
    summary = run_arena(config, boards=6)
    assert summary["boards"] == 6 and summary["deals"] == 12
    diff = summary["diff_per_deal"]
    low, high = diff["ci95"]
    assert math.isfinite(diff["mean"]) and low <= diff["mean"] <= high
    taken = 0
    for bot in summary["bots"].values():
        assert bot["made"] + bot["dedans"] + bot["litige"] == bot["taken"]
        assert bot["capots"] <= 12 and bot["decisions"] > 0
        assert 0 <= bot["time_ms"]["median"] <= bot["time_ms"]["p95"] <= bot["time_ms"]["max"]
        taken += bot["taken"]
    assert taken + summary["passed_out"] == 12
    points = summary["bots"]["a"]["points_per_deal"] - summary["bots"]["b"]["points_per_deal"]
    assert points == pytest.approx(diff["mean"])


def test_boards_are_duplicate_and_reproducible() -> None:
    """Both tables play the same deck; a seed replays the same figures, with 1 or 2 workers."""
    config = ArenaConfig("random", "heuristic", seed=5, rules=Rules(announces=True))
    first, second = board_deal(5, 2, config.rules), board_deal(5, 2, config.rules)
    assert first.hands == second.hands and first.dealer == 2
    assert board_deal(5, 3, config.rules).hands != first.hands
    outcome = play_board(config, 2)
    assert len(outcome.tables) == 2
    again = summarize(config, [play_board(config, 2)])
    assert _strip_times(summarize(config, [outcome])) == _strip_times(again)
    one = run_arena(config, boards=4)
    two = run_arena(config, boards=4, workers=2)
    assert _strip_times(one) == _strip_times(two)


def test_command_line_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    """``belote-arena A B --boards N --seed S --json`` prints the figures as one JSON object."""
    main(["heuristic", "random", "--boards", "2", "--seed", "1", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert data["a"] == "heuristic" and data["deals"] == 4
    main(["random", "random", "--boards", "2"])
    assert "A minus B" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["nobody", "random"])
