"""How often each level plays a card that is provably best with two cards left in hand.

Positions come from deals the heuristic plays; a position counts when some card is at least as good
as every other in every distribution of the unseen cards consistent with the seat's view, and at
least one card is not. Prints, per level, the share of those positions where it plays such a card.

    python benchmarks/endgame_bench.py --deals 400 --levels random heuristic club expert

With ``--timing`` it prints instead the CPU time of the club player's endgame search
(``endgame_card``) on every two-card decision with a choice of those deals: median, p95, max.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Iterator

from belote.bots import BOTS
from belote.bots.club import endgame_card, endgame_table, provably_best
from belote.bots.heuristic import HeuristicBot
from belote.engine import Deal, DealView, Play


def two_card_views(deals: int, seed: int) -> Iterator[DealView]:
    """Every two-card decision with a choice along ``deals`` deals the heuristic plays."""
    for number in range(deals):
        rng = random.Random(seed * 1_000_003 + number)
        deal = Deal.shuffled(rng.randrange(2**32), rng.randrange(4))
        while deal.to_play is not None:
            seat = deal.to_play
            view = deal.view(seat)
            if deal.phase == "playing" and len(view.hand) == 2 and len(view.legal) > 1:
                yield view
            deal.apply(HeuristicBot(seed=seat).choose(view))


def positions(deals: int, seed: int) -> list[tuple[DealView, set[int]]]:
    """Two-card decisions with a provably best card that not every card matches."""
    out = []
    for view in two_card_views(deals, seed):
        best = provably_best(view)
        table = endgame_table(view)
        if best and table is not None and len(best) < len(table[0]):
            out.append((view, best))
    return out


def endgame_times(deals: int, seed: int) -> list[float]:
    """CPU milliseconds of ``endgame_card`` on each two-card decision with a choice."""
    out = []
    for view in two_card_views(deals, seed):
        start = time.process_time()
        endgame_card(view)
        out.append(1000 * (time.process_time() - start))
    return sorted(out)


def same_or_equivalent(card: int, best: set[int], view: DealView) -> bool:
    """The card is provably best, or one the search merged with a provably best one."""
    if card in best:
        return True
    table = endgame_table(view)
    assert table is not None
    below = [c for c in table[0] if c >> 3 == card >> 3 and c < card]
    return card not in table[0] and bool(below) and max(below) in best


def main() -> None:
    """Parse the options and print each level's rate."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", nargs="+", default=["random", "heuristic", "club", "expert"])
    parser.add_argument("--timing", action="store_true", help="time the club endgame search instead")
    args = parser.parse_args()
    if args.timing:
        times = endgame_times(args.deals, args.seed)
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
        print(f"{len(times)} two-card decisions with a choice ({args.deals} deals), CPU ms:")
        print(f"median {statistics.median(times):.2f}  p95 {p95:.2f}  max {times[-1]:.2f}")
        return
    found = positions(args.deals, args.seed)
    print(f"{len(found)} positions with a provably best card ({args.deals} deals)")
    for level in args.levels:
        hits = 0
        for index, (view, best) in enumerate(found):
            action = BOTS[level](seed=index).choose(view)
            assert isinstance(action, Play)
            hits += same_or_equivalent(action.card.index, best, view)
        print(f"{level:10s} {100 * hits / max(1, len(found)):5.1f}%")


if __name__ == "__main__":
    main()
