"""``belote-arena`` refuses out-of-bounds --boards, --workers and --budget with a clear argparse
error, and never starts more processes than there are cores or boards."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any, ClassVar

import pytest

from belote.bots import arena
from belote.bots.arena import MAX_BOARDS, MAX_BUDGET, ArenaConfig, build_parser, run_arena


@pytest.mark.parametrize(
    ("option", "value", "says"),
    [
        ("--boards", str(10**23), f"1 to {MAX_BOARDS} boards"),
        ("--boards", "0", f"1 to {MAX_BOARDS} boards"),
        ("--boards", "-5", f"1 to {MAX_BOARDS} boards"),
        ("--boards", "2.5", "not a whole number"),
        ("--budget", "0", f"1 to {MAX_BUDGET} sampled worlds"),
        ("--budget", str(10**9), f"1 to {MAX_BUDGET} sampled worlds"),
        ("--workers", "0", "processes (this machine's cores)"),
        ("--workers", "lots", "not a whole number"),
    ],
)
def test_out_of_bounds_options_are_argparse_errors(
    option: str, value: str, says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        build_parser().parse_args(["random", "random", option, value])
    assert exit_info.value.code == 2
    error = capsys.readouterr().err
    assert f"argument {option}" in error and says in error


def test_more_workers_than_cores_is_an_argparse_error(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(arena.os, "cpu_count", lambda: 2)
    assert build_parser().parse_args(["random", "random", "--workers", "2"]).workers == 2
    with pytest.raises(SystemExit):
        build_parser().parse_args(["random", "random", "--workers", "64"])
    assert "1 to 2 processes" in capsys.readouterr().err


class RecordingPool:
    """Stands in for ProcessPoolExecutor: records how many workers were asked, runs in-process."""

    started: ClassVar[list[int]] = []

    def __init__(self, max_workers: int) -> None:
        RecordingPool.started.append(max_workers)

    def map(self, fn: Callable[..., Any], *iterables: Iterable[Any], chunksize: int = 1) -> Iterator[Any]:
        return map(fn, *iterables)

    def shutdown(self) -> None:
        """Nothing to stop."""


@pytest.mark.parametrize(
    ("workers", "boards", "cores", "started"), [(64, 1, 64, []), (8, 3, 2, [2]), (3, 2, 8, [2])]
)
def test_workers_are_capped_by_cores_and_boards(
    monkeypatch: pytest.MonkeyPatch, workers: int, boards: int, cores: int, started: list[int]
) -> None:
    monkeypatch.setattr(arena.os, "cpu_count", lambda: cores)
    monkeypatch.setattr(arena, "ProcessPoolExecutor", RecordingPool)
    RecordingPool.started = []
    summary = run_arena(ArenaConfig("random", "random", seed=1), boards=boards, workers=workers)
    assert RecordingPool.started == started and summary["boards"] == boards
