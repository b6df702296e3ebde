"""CPU time of a level's decisions on arena boards against the heuristic (every decision it makes).

Plays boards 0..N-1 of ``belote-arena LEVEL heuristic`` (both tables of each board) and times the
level's ``choose`` with ``process_time``, so the figures are not inflated by other processes the
way the arena's wall-clock times are. Prints the median, p95 and max in ms, and the slowest kinds.

    python benchmarks/decision_bench.py --level expert --boards 6
"""

from __future__ import annotations

import argparse
import statistics
import time

from belote.bots import BOTS
from belote.bots.arena import board_deal
from belote.engine import Rules


def decision_times(level: str, boards: int, seed: int) -> list[tuple[float, str]]:
    """CPU milliseconds of each of the level's decisions, with the phase and the cards in hand."""
    out = []
    for board in range(boards):
        for side in (0, 1):
            deal = board_deal(seed, board, Rules())
            bots = [BOTS[level if (s & 1) == side else "heuristic"](seed=s) for s in range(4)]
            while deal.to_play is not None:
                seat = deal.to_play
                view = deal.view(seat)
                start = time.process_time()
                action = bots[seat].choose(view)
                if (seat & 1) == side:
                    kind = f"{view.phase} with {len(view.hand)} cards"
                    out.append((1000 * (time.process_time() - start), kind))
                deal.apply(action)
    return out


def main() -> None:
    """Parse the options and print the level's decision times."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="expert")
    parser.add_argument("--boards", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    found = decision_times(args.level, args.boards, args.seed)
    times = sorted(ms for ms, _ in found)
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    print(f"{args.level}: {len(times)} decisions on {args.boards} boards, CPU ms:")
    total = sum(times) / 1000
    print(f"median {statistics.median(times):.2f}  p95 {p95:.1f}  max {times[-1]:.1f}  total {total:.1f} s")
    print("slowest:", ", ".join(f"{ms:.0f} ({kind})" for ms, kind in sorted(found, reverse=True)[:5]))


if __name__ == "__main__":
    main()
