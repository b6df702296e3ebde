"""How sharply the expert tells from their past cards whether its opponents play as a club player.

The expert (with a prior of ``--prior`` that they do) plays seats 0 and 2 of the arena's boards
against a level on seats 1 and 3. At each of its card decisions of the last four tricks, where the
reading weighs the end of the deal against a club player's cards and against best defence, the
probability it reads is recorded; the report gives its mean, deciles and the shares above 0.9 and
below 0.1, one line per opposing level.

    python benchmarks/club_reading_bench.py heuristic expert-v1 random --boards 15
"""

from __future__ import annotations

import argparse
import random
import statistics
from dataclasses import replace

from belote.bots import BOTS
from belote.bots.arena import ArenaConfig, play_board
from belote.bots.expert import cardplay
from belote.bots.expert.bot import ExpertBot

READ: list[float] = []
"""The probabilities read in the run so far."""

_club_probability = cardplay.CardSearch.club_probability


def recording(self: cardplay.CardSearch, rng: random.Random) -> float:
    """The search's own reading, kept when it is used (the last four tricks)."""
    probability = _club_probability(self, rng)
    if self.exact:
        READ.append(probability)
    return probability


def main() -> None:
    """Play the boards against each level and print what the expert read of its opponents."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("levels", nargs="+", help="the opposing levels")
    parser.add_argument("--boards", type=int, default=15)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--prior", type=float, default=0.5)
    args = parser.parse_args()
    cardplay.CardSearch.club_probability = recording  # type: ignore[method-assign]
    budget = replace(ExpertBot.default_budget, club_prior=args.prior)
    BOTS["reader"] = type("reader", (ExpertBot,), {"name": "reader", "default_budget": budget})
    for level in args.levels:
        READ.clear()
        for board in range(args.boards):
            play_board(ArenaConfig("reader", level, seed=args.seed), board)
        deciles = ", ".join(f"{q:.2f}" for q in statistics.quantiles(READ, n=10))
        above = sum(p > 0.9 for p in READ) / len(READ)
        below = sum(p < 0.1 for p in READ) / len(READ)
        print(
            f"against {level}: {len(READ)} decisions, mean {statistics.fmean(READ):.3f}, "
            f"deciles {deciles}; above 0.9: {above:.0%}, below 0.1: {below:.0%}",
            flush=True,
        )


if __name__ == "__main__":
    main()
