"""How often the expert's worlds put a hidden card where it truly is, its partner's and its opponents'.

The expert plays seats 0 and 2 of duplicate-style deals against another level on seats 1 and 3.
At each of its card decisions in tricks 2 to 5 (where reading the play matters most), the worlds
its search would evaluate are drawn for that view, and for every hidden card the share of those
worlds placing it in the hand that truly holds it is counted, for the partner's cards and the
opponents' apart. Uniform sampling places about 40% right; the better the inference, the higher.
Variants are budgets of the expert, ``NAME:field=value,...`` as in ``bounds_bench.py``.

    python benchmarks/location_bench.py uniform:inference_pool=1 expert sharp:play_noise=0.2
"""

from __future__ import annotations

import argparse
import random
from dataclasses import replace
from typing import Any

from belote.bots import BOTS
from belote.bots.arena import board_deal
from belote.bots.base import Bot
from belote.bots.expert.bot import ExpertBot
from belote.bots.expert.budget import Budget
from belote.bots.expert.cardplay import CardSearch
from belote.engine import DealView, Rules
from belote.engine.fast import iter_cards

FIRST_TRICK, LAST_TRICK = 1, 4
"""The decisions measured: from the second trick to the fifth (tricks already played: 1 to 4)."""


def budget_of(spec: str) -> tuple[str, Budget]:
    """A variant's name and budget: ``NAME`` alone is the expert's, ``NAME:field=value,...`` changes it."""
    name, _, changes = spec.partition(":")
    values: dict[str, Any] = {}
    for change in filter(None, changes.split(",")):
        key, _, text = change.partition("=")
        if text in ("True", "False"):
            values[key] = text == "True"
        else:
            values[key] = float(text) if "." in text else int(text)
    return name, replace(ExpertBot.default_budget, **values)


def placed_right(view: DealView, worlds: list[list[int]], truth: list[int]) -> tuple[float, float]:
    """The share of (world, hidden card) pairs right, for the partner's cards and the opponents'."""
    right, total = [0, 0], [0, 0]
    for hands in worlds:
        for seat in range(4):
            if seat == view.seat:
                continue
            role = 0 if seat == view.seat ^ 2 else 1
            for card in iter_cards(truth[seat]):
                total[role] += 1
                right[role] += hands[seat] >> card & 1
    return right[0] / max(1, total[0]), right[1] / max(1, total[1])


def main() -> None:
    """Play the deals and print each variant's share of cards placed right."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variants", nargs="+", help="NAME or NAME:field=value,... budgets of the expert")
    parser.add_argument("--boards", type=int, default=25)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--against", default="heuristic")
    parser.add_argument("--worlds", type=int, default=32)
    args = parser.parse_args()
    variants = [budget_of(spec) for spec in args.variants]
    sums = {name: [0.0, 0.0] for name, _ in variants}
    decisions = 0
    for board in range(args.boards):
        deal = board_deal(args.seed, board, Rules())
        kinds: list[type[Bot]] = [ExpertBot, BOTS[args.against]] * 2
        bots = [kinds[s](seed=4 * board + s) for s in range(4)]
        while deal.to_play is not None:
            seat = deal.to_play
            view = deal.view(seat)
            if view.phase == "playing" and seat % 2 == 0 and FIRST_TRICK <= len(view.tricks) <= LAST_TRICK:
                truth = [sum(1 << card.index for card in hand) for hand in deal.hands]
                for name, budget in variants:
                    rng = random.Random(1000 * board + decisions)
                    worlds = CardSearch(view, budget).worlds(args.worlds, rng)
                    partner, opponents = placed_right(view, worlds, truth)
                    sums[name][0] += partner
                    sums[name][1] += opponents
                decisions += 1
            deal.apply(bots[seat].choose(view))
    print(f"{decisions} decisions of the expert (tricks 2 to 5), {args.boards} boards of seed {args.seed}")
    print(f"{'variant':<12} {'partner':>8} {'opponents':>10}")
    for name, (partner, opponents) in sums.items():
        print(f"{name:<12} {partner / decisions:>8.1%} {opponents / decisions:>10.1%}")


if __name__ == "__main__":
    main()
