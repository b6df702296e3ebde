"""Benchmark of the hint's figures in the bidding: does « Réussite » (how often the take is made, as
the hint says it) come true when the deal is then played?

For each of N shuffled deals, dealt so that South speaks first, the hint is computed at South's
first bid (its default budget, South's view only); then South takes the turned suit and the deal is
played to its end by four bots of ``--players`` (the expert by default: how a good player would
fare with the hand). The predicted chance of making the contract is compared with how often it was
made (our sheet points above theirs, as the hint counts it), by band of prediction and by the
takers' trumps (the turned card included); the hint's expected points against the points written.

    nice .venv/bin/python benchmarks/hint_calibration.py --deals 400
    nice .venv/bin/python benchmarks/hint_calibration.py --deals 400 --players heuristic
"""

from __future__ import annotations

import argparse
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from belote.bots import BOTS
from belote.coach.evaluate import evaluate
from belote.engine import Deal, Take

BANDS = ((0.0, 0.2), (0.2, 0.4), (0.4, 0.6), (0.6, 0.8), (0.8, 0.9), (0.9, 1.01))
"""The bands of predicted chance the deals are grouped in."""


@dataclass(frozen=True)
class Taken:
    """One deal: the hint's figures for the take, and what playing it gave."""

    make: float
    mean: float
    points: int
    trumps: int


def play_one(seed: int, players: str) -> Taken:
    """The hint at South's first bid, then the deal taken by South and played by ``players`` bots."""
    deal = Deal.shuffled(seed, 3)  # the dealer East: South speaks first
    view = deal.view(0)
    take = next(option for option in evaluate(view).options if isinstance(option.action, Take))
    assert take.make is not None
    trumps = 1 + sum(card.suit == view.turned.suit for card in view.hand)
    deal.apply(Take(view.turned.suit))
    bots = [BOTS[players](seed=seed * 4 + seat) for seat in range(4)]
    while deal.to_play is not None:
        deal.apply(bots[deal.to_play].choose(deal.view(deal.to_play)))
    assert deal.result is not None
    return Taken(take.make, take.mean, deal.result.points[0] - deal.result.points[1], trumps)


def row(name: str, group: Sequence[Taken]) -> str:
    """A group's size, predicted and actual chance, predicted and actual points."""
    predicted = statistics.fmean(t.make for t in group)
    made = statistics.fmean(t.points > 0 for t in group)
    mean = statistics.fmean(t.mean for t in group)
    points = statistics.fmean(t.points for t in group)
    chances = f"{100 * predicted:.0f} % | {100 * made:.0f} %"
    return f"| {name} | {len(group)} | {chances} | {mean:+.1f} | {points:+.1f} |"


def table(title: str, deals: Sequence[Taken], groups: Sequence[tuple[str, Callable[[Taken], bool]]]) -> None:
    """A Markdown table of the groups that hold deals."""
    print(f"| {title} | deals | predicted | made | hint's points | points written |")
    print("| --- | --- | --- | --- | --- | --- |")
    for name, belongs in groups:
        group = [t for t in deals if belongs(t)]
        if group:
            print(row(name, group))
    print(row("all", deals))
    print()


def main() -> None:
    formatter = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=formatter)
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1000, help="the first deal's seed")
    parser.add_argument("--players", default="expert", choices=sorted(BOTS))
    args = parser.parse_args()
    deals = [play_one(seed, args.players) for seed in range(args.seed, args.seed + args.deals)]
    bands = [(f"{lo:.1f}–{min(hi, 1.0):.1f}", lambda t, lo=lo, hi=hi: lo <= t.make < hi) for lo, hi in BANDS]
    table("predicted chance", deals, bands)
    trumps = [(str(n), lambda t, n=n: t.trumps == n) for n in range(1, 6)]
    table("trumps", deals, trumps)


if __name__ == "__main__":
    main()
