"""Benchmark of the history: the time to write one deal, and to open the statistics of 10,000 deals.

Builds a history of ``--deals`` deals (random play, three opponents' levels, announces on and off) in
a temporary folder, timing each deal's write; then times the statistics alone (open, read, compute)
and the statistics screen in the headless app, from pushing the screen to the figures drawn.

    .venv/bin/python benchmarks/history_bench.py [--deals 10000] [--repeat 5]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import tempfile
import time
from pathlib import Path

from tui_bench import percentile  # the same nearest-rank percentile as the app's benchmark

from belote.engine import Match, Rules
from belote.history import DealEntry, History, Recorder

LEVELS = ("random", "heuristic", "expert")


def build(path: Path, deals: int) -> list[float]:
    """Fill a history with ``deals`` random deals; the seconds each write took."""
    times: list[float] = []
    rng = random.Random(1)
    seed = 0
    with History(path) as history:
        while len(times) < deals:
            level = LEVELS[seed % 3]
            match = Match(Rules(target=500, announces=seed % 2 == 0), seed)
            while len(times) < deals:
                while match.deal.phase != "done":
                    match.deal.apply(rng.choice(match.deal.legal_actions()))
                entry = DealEntry.from_match(match, ("human", level, "expert", level))
                start = time.perf_counter()
                history.record(entry)
                times.append(time.perf_counter() - start)
                if match.over:
                    break
                match.next_deal()
            seed += 1
    return times


def hand_over(path: Path, match_seed: int = 10**6, deals: int = 50) -> list[float]:
    """The time the game's thread spends handing a finished deal to the Recorder."""
    recorder = Recorder(path)
    rng = random.Random(2)
    match = Match(Rules(), match_seed)
    times = []
    for _ in range(deals):
        while match.deal.phase != "done":
            match.deal.apply(rng.choice(match.deal.legal_actions()))
        start = time.perf_counter()
        recorder.deal_done(match, ("human", "expert", "expert", "expert"))
        times.append(time.perf_counter() - start)
        recorder.flush()
        if match.over:
            break
        match.next_deal()
    recorder.close()
    return times


def compute(path: Path) -> float:
    """Seconds to open the history and compute every statistic."""
    start = time.perf_counter()
    with History(path) as history:
        history.statistics()
    return time.perf_counter() - start


async def open_screen(home: Path) -> float:
    """Seconds from pushing the statistics screen to the frame after its figures are drawn."""
    from belote.tui.app import BeloteApp
    from belote.tui.stats_screen import StatsScreen

    app = BeloteApp(home=home, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = StatsScreen(home / "history.sqlite3")
        start = time.perf_counter()
        app.push_screen(screen)
        while screen.statistics is None:
            await asyncio.sleep(0.001)
        await pilot.pause()
        return time.perf_counter() - start


def report(name: str, seconds: list[float]) -> None:
    """Median, p95 and max in milliseconds."""
    figures = {"median": statistics.median(seconds), "p95": percentile(seconds, 95), "max": max(seconds)}
    shown = "   ".join(f"{label} {1000 * value:7.2f} ms" for label, value in figures.items())
    print(f"{name:44} n={len(seconds):<6} {shown}")


def main() -> None:
    """Build, then time."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        home = Path(folder)
        path = home / "history.sqlite3"
        writes = build(path, args.deals)
        load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
        print(f"history of {args.deals} deals: {path.stat().st_size / 1e6:.1f} MB (load average {load})")
        report("write one deal (History.record)", writes)
        report("hand a deal to the Recorder (game thread)", hand_over(path))
        report("open (integrity check) + statistics", [compute(path) for _ in range(args.repeat)])
        screen = [asyncio.run(open_screen(home)) for _ in range(args.repeat)]
        report("statistics screen: push -> figures drawn", screen)


if __name__ == "__main__":
    main()
