"""Benchmark of restoring a saved partie: how long the app takes to read a whole 3-manche partie back.

Four heuristic bots play a complete partie (partie, revanche and belle if needed) with the default
rules (or the longest the options allow: ``--target 2000 --manches 5``); the benchmark writes it as
the app would, then times reading the file, parsing the JSON and replaying it (``Match.from_json``)
and prints the median of the repeats, with the save's size so the app's size limit on saves can be
checked against a real partie.

    nice .venv/bin/python benchmarks/restore_bench.py [--seed 1] [--repeat 15]
        [--target 1000] [--manches 3]
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path

from belote.bots import BOTS
from belote.engine import Match, Rules
from belote.tui.storage import SAVE_LIMIT, Storage


def play_partie(seed: int, rules: Rules, level: str = "heuristic") -> Match:
    """A whole partie played by four bots of ``level``, up to its last deal."""
    match = Match(rules, seed)
    bots = {seat: BOTS[level](seed=seed * 4 + seat) for seat in range(4)}
    while True:
        deal = match.deal
        while deal.to_play is not None:
            deal.apply(bots[deal.to_play].choose(deal.view(deal.to_play)))
        if match.over:
            return match
        match.next_deal()


def main(argv: list[str] | None = None) -> None:
    """Play, save, then time the restore ``--repeat`` times."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--target", type=int, default=1000, help="points of a manche (options: up to 2000)")
    parser.add_argument("--manches", type=int, default=3, help="manches of the partie (options: up to 5)")
    args = parser.parse_args(argv)
    match = play_partie(args.seed, Rules(target=args.target, manches=args.manches))
    # A finished partie is deleted, not saved: save the same partie one action before its end.
    data = match.to_json()
    data["deals"][-1] = data["deals"][-1][:-1]
    with tempfile.TemporaryDirectory() as home:
        storage = Storage(home)
        storage.write_json(storage.save_path, data)
        size = Path(storage.save_path).stat().st_size
        times = []
        for _ in range(args.repeat):
            started = time.perf_counter()
            restored = storage.load_match()
            times.append(time.perf_counter() - started)
        assert restored.to_json() == json.loads(json.dumps(data))
    deals = len(data["deals"])
    played = sum(match.manches)
    print(
        f"partie: seed {args.seed}, to {args.target} points, {played} manches {match.manches}, {deals} deals"
    )
    print(f"save: {size} bytes ({size / deals:.0f} per deal); size limit {SAVE_LIMIT} bytes")
    print(f"restore (read + parse + replay): median {statistics.median(times) * 1000:.1f} ms")
    print(f"  min {min(times) * 1000:.1f} ms, max {max(times) * 1000:.1f} ms over {args.repeat} runs")


if __name__ == "__main__":
    main()
