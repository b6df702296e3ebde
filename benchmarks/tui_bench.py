"""Benchmark of belote-tui's responsiveness, headless through Textual's Pilot.

Prints the time from launch (before importing the app) to the first interactive frame of the start
menu and of the table, then plays a seeded partie with ``bot_delay=0`` and reports, for each of the
human's key presses, the time from the key event to the end of its binding's action ("handled") and
to the first frame drawn after it ("frame"): median, p95, max. Pilot's own idle-waiting is not
counted, and a key is only pressed while no bot is thinking, so the bots' thinking is excluded.

    .venv/bin/python benchmarks/tui_bench.py [--seed 3] [--target 500] [--manches 1]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import statistics
import tempfile
import time
from typing import Any

LAUNCH = time.perf_counter()


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (nearest rank) of ``values``."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * len(ordered)) - 1))]


async def settle(pilot: Any) -> None:
    """Wait until no bot is thinking and the app is idle."""
    from textual.worker import WorkerCancelled

    from belote.tui.game import GameScreen

    app = pilot.app
    while True:
        with contextlib.suppress(WorkerCancelled):
            await app.workers.wait_for_complete()
        await pilot.pause()
        screen = app.screen
        if not isinstance(screen, GameScreen) or screen.waiting != "bot":
            return


async def run(seed: int, target: int, manches: int, home: str) -> None:
    """Launch, time the first frames, then play the partie key by key."""
    from belote.engine import Rules
    from belote.tui.app import BeloteApp
    from belote.tui.game import GameScreen
    from belote.tui.score_screens import MancheEndScreen

    imported = time.perf_counter()
    app = BeloteApp(
        seed=seed,
        rules=Rules(target=target, manches=manches),
        bot_delay=0,
        bot_level="heuristic",
        home=home,
    )
    frames: list[float] = []
    handled: list[float] = []
    display, check_bindings = app._display, app._check_bindings

    def timed_display(*args: Any) -> None:
        display(*args)
        frames.append(time.perf_counter())

    async def timed_bindings(*args: Any, **kwargs: Any) -> bool:
        result = await check_bindings(*args, **kwargs)
        handled.append(time.perf_counter())
        return result

    app._display = timed_display  # type: ignore[method-assign]
    app._check_bindings = timed_bindings  # type: ignore[method-assign]
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        start_frame = time.perf_counter()
        await pilot.press("enter")
        table_frame = time.perf_counter()
        await settle(pilot)
        timings: dict[str, list[float]] = {}
        drawn: dict[str, list[float]] = {}
        presses = 0
        while not (isinstance(app.screen, MancheEndScreen) and app.match.over):
            screen = app.screen
            kind = screen.waiting if isinstance(screen, GameScreen) else type(screen).__name__
            keys = ["right", "left", "enter"] if kind == "card" else ["enter"]
            for key in keys:
                frames.clear()
                handled.clear()
                began = time.perf_counter()
                await pilot.press(key)
                name = f"{kind}:{key}"
                timings.setdefault(name, []).append(handled[-1] - began)
                after = [t for t in frames if t > began]
                if after:  # a key that changes nothing (← with one card left) draws nothing
                    drawn.setdefault(name, []).append(min(after) - began)
                presses += 1
            await settle(pilot)
    print(f"import of the app:                 {1000 * (imported - LAUNCH):7.1f} ms")
    print(f"launch -> start menu interactive:  {1000 * (start_frame - LAUNCH):7.1f} ms")
    print(f"launch -> table interactive:       {1000 * (table_frame - LAUNCH):7.1f} ms")
    print(f"{presses} key presses over {sum(len(m) for m in app.match.history)} deals")
    for title, table in (("key -> action handled", timings), ("key -> first frame", drawn)):
        every = [t for values in table.values() for t in values]
        print(f"\n{title:28} {'n':>5} {'median ms':>10} {'p95 ms':>8} {'max ms':>8}")
        for name, values in [*sorted(table.items()), ("all keys", every)]:
            print(
                f"{name:28} {len(values):5d} {1000 * statistics.median(values):10.1f}"
                f" {1000 * percentile(values, 95):8.1f} {1000 * max(values):8.1f}"
            )


def main() -> None:
    """Parse the options and run the benchmark in a throw-away home directory."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--target", type=int, default=500)
    parser.add_argument("--manches", type=int, default=1)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        asyncio.run(run(args.seed, args.target, args.manches, home))


if __name__ == "__main__":
    main()
