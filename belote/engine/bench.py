"""Engine benchmark: play N whole deals with uniformly random legal actions and print deals per second.

Run ``python -m belote.engine.bench [--deals N] [--repeat R] [--seed S]``; the median of R runs is quoted.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from belote.engine.deal import Deal
from belote.engine.rules import Rules


def play_random_deals(count: int, seed: int, rules: Rules | None = None) -> int:
    """Play ``count`` deals with random legal actions through the public API; return tricks played."""
    rng = random.Random(seed)
    choice = rng.choice
    tricks = 0
    for number in range(count):
        deal = Deal.shuffled(rng, number & 3, rules)
        while deal.to_play is not None:
            deal.apply(choice(deal.legal_actions()))
        tricks += len(deal.tricks)
    return tricks


def main(argv: list[str] | None = None) -> None:
    """Command-line entry: time random deals and print the median rate."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--deals", type=int, default=5000, help="deals per run (default 5000)")
    parser.add_argument("--repeat", type=int, default=5, help="runs; the median is quoted")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--announces", action="store_true", help="play with announces on")
    args = parser.parse_args(argv)
    rules = Rules(announces=args.announces)
    rates = []
    tricks = 0
    for run in range(args.repeat):
        start = time.perf_counter()
        tricks = play_random_deals(args.deals, args.seed + run, rules)
        rates.append(args.deals / (time.perf_counter() - start))
    print(
        f"{args.deals} random deals x {args.repeat} runs ({tricks} tricks in the last run): "
        f"median {statistics.median(rates):,.0f} deals/s "
        f"(min {min(rates):,.0f}, max {max(rates):,.0f}) on one core"
    )


if __name__ == "__main__":
    main()
