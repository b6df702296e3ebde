"""``belote-arena``: duplicate bot-vs-bot matches that measure how much one bot beats another.

Each board is a fixed shuffled deck and dealer, played at two tables with the teams swapped (bot A
on seats 0/2, then on 1/3), so the luck of the cards cancels out. A board's score is A's points minus
B's on each deal, averaged over its two tables; the report gives the mean over boards with a 95%
confidence interval, contracts taken and made, dedans, capots, and each bot's decision times. The
pure logic (:func:`play_board`, :func:`summarize`, :func:`run_arena`) is importable for tests.
"""

from __future__ import annotations

import argparse
import inspect
import json
import math
import os
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from belote.bots import BOTS
from belote.bots.base import Bot, mix
from belote.engine import CARDS, Deal, DealResult, Rules

SIDES = ("a", "b")
MAX_BOARDS = 1_000_000
"""The most boards one run may ask for (a million boards is days of play already)."""
MAX_BUDGET = 1_000
"""The largest per-decision budget (sampled worlds); the default budget is a few dozen."""


def cores() -> int:
    """The processors this machine offers (at least 1)."""
    return os.cpu_count() or 1


def bounded(low: int, high: int, unit: str) -> Callable[[str], int]:
    """An argparse ``type``: an integer in [low, high], else a clear error naming the bounds."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{text} is out of range: {low} to {high} {unit}")
        return value

    return parse


@dataclass(frozen=True)
class ArenaConfig:
    """Who plays (registry names), the seed of the boards, the table rules and the bots' budget."""

    a: str
    b: str
    seed: int = 0
    rules: Rules = field(default_factory=Rules)
    budget: int | None = None


@dataclass(frozen=True)
class TableOutcome:
    """One deal of a board: the side that took (None if all passed) and the score sheet per side."""

    points: dict[str, int]
    taker: str | None
    dedans: bool
    litige: bool
    capot: str | None

    @property
    def diff(self) -> int:
        """A's points minus B's on this deal."""
        return self.points["a"] - self.points["b"]


@dataclass(frozen=True)
class BoardOutcome:
    """A board's two tables and every decision time (seconds) of each side."""

    board: int
    tables: tuple[TableOutcome, TableOutcome]
    times: dict[str, list[float]]

    @property
    def score(self) -> float:
        """A's advantage on this board: the two tables' differences averaged."""
        return (self.tables[0].diff + self.tables[1].diff) / 2


def make_bot(name: str, seed: int, budget: int | None = None) -> Bot:
    """A bot from the registry; ``budget`` is passed to bots that take one (the expert)."""
    if name not in BOTS:
        raise ValueError(f"unknown bot {name!r} (choose from {', '.join(BOTS)})")
    cls = BOTS[name]
    if budget is not None and "budget" in inspect.signature(cls).parameters:
        return cls(seed=seed, budget=budget)  # type: ignore[call-arg]
    return cls(seed=seed)


def board_deal(seed: int, board: int, rules: Rules) -> Deal:
    """The board's deal: a deck shuffled from (seed, board), dealt by seat ``board % 4``."""
    deck = list(CARDS)
    random.Random(mix(seed, board)).shuffle(deck)
    return Deal.from_deck(deck, board % 4, rules)


def play_deal(deal: Deal, bots: Sequence[Bot], times: Sequence[list[float]]) -> DealResult:
    """Play ``deal`` to its end, each seat's bot deciding from its view; time every decision."""
    clock = time.perf_counter
    while deal.to_play is not None:
        seat = deal.to_play
        view = deal.view(seat)
        start = clock()
        action = bots[seat].choose(view)
        times[seat].append(clock() - start)
        deal.apply(action)
    result = deal.result
    assert result is not None
    return result


def play_board(config: ArenaConfig, board: int) -> BoardOutcome:
    """Play one board at both tables: A on seats 0/2 then on seats 1/3."""
    times: dict[str, list[float]] = {"a": [], "b": []}
    tables = []
    for table in range(2):
        side_of = [SIDES[(seat + table) & 1] for seat in range(4)]
        bots = [
            make_bot(config.a if side == "a" else config.b, mix(config.seed, board, seat), config.budget)
            for seat, side in enumerate(side_of)
        ]
        result = play_deal(board_deal(config.seed, board, config.rules), bots, [times[s] for s in side_of])
        team_side = (side_of[0], side_of[1])  # side of team 0 (seats 0/2), of team 1 (seats 1/3)
        taker = None if result.redeal or result.taker is None else side_of[result.taker]
        tables.append(
            TableOutcome(
                points={team_side[0]: result.points[0], team_side[1]: result.points[1]},
                taker=taker,
                dedans=result.dedans,
                litige=result.litige,
                capot=None if result.capot is None else team_side[result.capot],
            )
        )
    return BoardOutcome(board, (tables[0], tables[1]), times)


def _percentile(sorted_values: Sequence[float], fraction: float) -> float:
    if not sorted_values:
        return 0.0
    index = min(len(sorted_values) - 1, math.ceil(fraction * len(sorted_values)) - 1)
    return sorted_values[max(index, 0)]


def summarize(config: ArenaConfig, outcomes: Sequence[BoardOutcome]) -> dict[str, Any]:
    """The arena's figures as JSON-ready data (timings in milliseconds)."""
    scores = [outcome.score for outcome in outcomes]
    mean = statistics.fmean(scores) if scores else 0.0
    half = 1.96 * statistics.stdev(scores) / math.sqrt(len(scores)) if len(scores) > 1 else math.inf
    tables = [table for outcome in outcomes for table in outcome.tables]
    bots: dict[str, Any] = {}
    for side in SIDES:
        taken = [t for t in tables if t.taker == side]
        times = sorted(s * 1000 for outcome in outcomes for s in outcome.times[side])
        bots[side] = {
            "name": config.a if side == "a" else config.b,
            "points_per_deal": statistics.fmean(t.points[side] for t in tables) if tables else 0.0,
            "taken": len(taken),
            "made": sum(1 for t in taken if not t.dedans and not t.litige),
            "dedans": sum(1 for t in taken if t.dedans),
            "litige": sum(1 for t in taken if t.litige),
            "capots": sum(1 for t in tables if t.capot == side),
            "decisions": len(times),
            "time_ms": {
                "median": statistics.median(times) if times else 0.0,
                "p95": _percentile(times, 0.95),
                "max": times[-1] if times else 0.0,
            },
        }
    return {
        "a": config.a,
        "b": config.b,
        "seed": config.seed,
        "boards": len(outcomes),
        "deals": len(tables),
        "passed_out": sum(1 for t in tables if t.taker is None),
        "diff_per_deal": {"mean": mean, "ci95": [mean - half, mean + half], "half_width": half},
        "bots": bots,
    }


def run_arena(
    config: ArenaConfig,
    boards: int,
    workers: int = 1,
    on_board: Callable[[BoardOutcome], None] | None = None,
) -> dict[str, Any]:
    """Play boards 0..boards-1 (over ``workers`` processes, at most one per core and per board;
    same results) and summarize them."""
    workers = min(workers, cores(), boards)
    outcomes: list[BoardOutcome] = []
    results: Iterable[BoardOutcome]
    if workers > 1:
        pool = ProcessPoolExecutor(max_workers=workers)
        configs = [config] * boards
        results = pool.map(play_board, configs, range(boards), chunksize=max(1, boards // (workers * 8)))
    else:
        pool = None
        results = (play_board(config, board) for board in range(boards))
    try:
        for outcome in results:
            outcomes.append(outcome)
            if on_board is not None:
                on_board(outcome)
    finally:
        if pool is not None:
            pool.shutdown()
    return summarize(config, outcomes)


def format_report(summary: dict[str, Any]) -> str:
    """The summary as a short text report."""
    diff = summary["diff_per_deal"]
    low, high = diff["ci95"]
    lines = [
        f"{summary['a']} (A) vs {summary['b']} (B): {summary['boards']} boards, "
        f"{summary['deals']} deals, seed {summary['seed']}, {summary['passed_out']} deals passed out",
        f"A minus B: {diff['mean']:+.1f} points per deal, 95% CI [{low:+.1f}, {high:+.1f}]",
        "",
        f"{'bot':<14}{'pts/deal':>9}{'taken':>7}{'made':>6}{'dedans':>8}{'litige':>8}"
        f"{'capots':>8}{'median ms':>11}{'p95 ms':>9}{'max ms':>9}",
    ]
    for side in SIDES:
        bot = summary["bots"][side]
        timing = bot["time_ms"]
        lines.append(
            f"{side.upper() + ' ' + bot['name']:<14}{bot['points_per_deal']:>9.1f}{bot['taken']:>7}"
            f"{bot['made']:>6}{bot['dedans']:>8}{bot['litige']:>8}{bot['capots']:>8}"
            f"{timing['median']:>11.3f}{timing['p95']:>9.3f}{timing['max']:>9.3f}"
        )
    return "\n".join(lines)


def build_parser() -> argparse.ArgumentParser:
    """The command line of ``belote-arena``."""
    parser = argparse.ArgumentParser(
        prog="belote-arena",
        description="Duplicate bot-vs-bot boards: each deck is played twice with the teams swapped.",
    )
    parser.add_argument("a", help=f"bot A ({', '.join(BOTS)})")
    parser.add_argument("b", help="bot B")
    parser.add_argument(
        "--boards", type=bounded(1, MAX_BOARDS, "boards"), default=100, help="boards to play (default 100)"
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the boards (default 0)")
    parser.add_argument(
        "--budget",
        type=bounded(1, MAX_BUDGET, "sampled worlds"),
        default=None,
        help="per-decision budget for bots with one",
    )
    parser.add_argument(
        "--workers",
        type=bounded(1, cores(), "processes (this machine's cores)"),
        default=1,
        help="processes, at most one per core and per board (same results; default 1)",
    )
    parser.add_argument("--announces", action="store_true", help="play with announces on")
    parser.add_argument("--json", action="store_true", help="print the figures as a JSON object")
    return parser


def main(argv: list[str] | None = None) -> None:
    """Run the arena from the command line."""
    parser = build_parser()
    args = parser.parse_args(argv)
    for name in (args.a, args.b):
        if name not in BOTS:
            parser.error(f"unknown bot {name!r}; choose from {', '.join(BOTS)}")
    config = ArenaConfig(args.a, args.b, args.seed, Rules(announces=args.announces), args.budget)
    if args.json or not sys.stderr.isatty():
        summary = run_arena(config, args.boards, args.workers)
    else:
        from rich.progress import Progress

        with Progress(transient=True) as progress:
            task = progress.add_task(f"{args.a} vs {args.b}", total=args.boards)
            summary = run_arena(config, args.boards, args.workers, lambda _: progress.advance(task))
    print(json.dumps(summary, indent=2) if args.json else format_report(summary))


if __name__ == "__main__":
    main()
