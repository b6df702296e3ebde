"""Benchmark of the coach: hint latency, review and par time per deal, and the review's verdict on
the expert's own play against the heuristic's.

Timing (``--deals N``): arena deals (``board_deal(seed, i)``) played by the heuristic bots; at every
decision of South with more than one option a hint is computed at its default budget (median, p95,
max; ``--no-hints`` skips them), then the deal is reviewed for South (time per deal), its par solved
(time per deal) and where its points went from the par on (``turns``, time per deal), and both
again together as the app does them: the par in the coach's background process (``CoachPool``,
started before the timings) while the review runs (wall time per deal).

Comparison (``--compare N``): each of N arena deals is played twice, South being the expert then the
heuristic (the other seats heuristic bots, same seeds), and South's decisions are reviewed: costly
decisions (≥ 5 points lost), accuracy and expected loss per deal, for each.

    nice .venv/bin/python benchmarks/coach_bench.py --deals 20
    nice .venv/bin/python benchmarks/coach_bench.py --deals 20 --no-hints
    nice .venv/bin/python benchmarks/coach_bench.py --deals 0 --compare 200 --workers 2
"""

from __future__ import annotations

import argparse
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from belote.bots import BOTS
from belote.bots.arena import board_deal
from belote.bots.base import mix
from belote.coach import CoachPool, PlayedDeal, hint, par, review
from belote.coach.turns import turns
from belote.engine import Deal, Play, Rules


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (nearest rank) of ``values``."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * len(ordered)) - 1))]


def line(name: str, values: list[float], unit: str = "s") -> str:
    """Median, p95 and max of some timings."""
    if not values:
        return f"{name}: none"
    return (
        f"{name}: n={len(values)} median {statistics.median(values):.3f} {unit}, "
        f"p95 {percentile(values, 95):.3f} {unit}, max {max(values):.3f} {unit}"
    )


def play(seed: int, board: int, south: str) -> Deal:
    """The board's deal with ``south`` in seat 0 and heuristic bots elsewhere, arena seeds."""
    deal = board_deal(seed, board, Rules())
    bots = [BOTS[south if seat == 0 else "heuristic"](seed=mix(seed, board, seat)) for seat in range(4)]
    while deal.to_play is not None:
        seat = deal.to_play
        deal.apply(bots[seat].choose(deal.view(seat)))
    return deal


def timing(seed: int, deals: int, hints_on: bool = True) -> None:
    """Hint latency per decision; review, par, and review with the par alongside, per deal."""
    hints: dict[str, list[float]] = {"bidding": [], "playing": []}
    reviews: list[float] = []
    pars: list[float] = []
    turning: list[float] = []
    together: list[float] = []
    pool = CoachPool()
    pool.par(PlayedDeal.of(play(seed, 0, "heuristic"))).result()  # the process is up before timing
    for board in range(deals):
        deal = board_deal(seed, board, Rules())
        bots = [BOTS["heuristic"](seed=mix(seed, board, seat)) for seat in range(4)]
        while deal.to_play is not None:
            seat = deal.to_play
            view = deal.view(seat)
            options = {a.card if isinstance(a, Play) else a for a in view.legal}
            if hints_on and seat == 0 and len(options) > 1:
                start = time.perf_counter()
                hint(view)
                hints[view.phase].append(time.perf_counter() - start)
            deal.apply(bots[seat].choose(view))
        record = PlayedDeal.of(deal)
        start = time.perf_counter()
        review(record, 0)
        reviews.append(time.perf_counter() - start)
        start = time.perf_counter()
        solved = par(record)
        if solved is not None:
            pars.append(time.perf_counter() - start)
            start = time.perf_counter()
            turns(record, solved)
            turning.append(time.perf_counter() - start)
        start = time.perf_counter()
        background = pool.par(record)
        review(record, 0)
        background.result()
        together.append(time.perf_counter() - start)
        print(
            f"deal {board + 1}/{deals}: review {reviews[-1]:.2f} s, with the par {together[-1]:.2f} s",
            flush=True,
        )
    pool.shutdown()
    if hints_on:
        print(line("hint, all decisions", hints["bidding"] + hints["playing"]))
        print(line("hint, bidding", hints["bidding"]))
        print(line("hint, card play", hints["playing"]))
    print(line("review per deal (South's decisions)", reviews))
    print(line("par per deal (deals with a contract)", pars))
    print(line("where the points went, after the par, per deal", turning))
    print(line("review with the par alongside, per deal", together))


def reviewed(args: tuple[int, int, str]) -> tuple[int, int, float, float]:
    """South's decisions, costly ones, accuracy and loss in the board's deal played by ``south``."""
    seed, board, south = args
    done = review(PlayedDeal.of(play(seed, board, south)), 0)
    return len(done.decisions), len(done.costly), done.accuracy, done.total_loss


def compare(seed: int, deals: int, workers: int) -> None:
    """The review's verdict on South's play, expert against heuristic, over the same deals."""
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for south in ("expert", "heuristic"):
            jobs = [(seed, board, south) for board in range(deals)]
            rows = list(pool.map(reviewed, jobs, chunksize=4))
            decisions = sum(r[0] for r in rows)
            costly = sum(r[1] for r in rows)
            accuracy = statistics.fmean(r[2] for r in rows)
            loss = statistics.fmean(r[3] for r in rows)
            print(
                f"{south:>9} in South, {deals} deals: {decisions} decisions, {costly} costly "
                f"({costly / max(1, decisions):.1%}), accuracy {accuracy:.1%}, expected loss {loss:.1f}/deal",
                flush=True,
            )


def main() -> None:
    """Parse the options and run the parts asked for."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--deals", type=int, default=20, help="deals for the timings (0: skip)")
    parser.add_argument("--compare", type=int, default=0, help="deals for expert vs heuristic (0: skip)")
    parser.add_argument("--workers", type=int, default=1, help="processes for --compare")
    parser.add_argument("--no-hints", action="store_true", help="skip the hint timings")
    args = parser.parse_args()
    if args.deals:
        timing(args.seed, args.deals, not args.no_hints)
    if args.compare:
        compare(args.seed, args.compare, max(1, args.workers))


if __name__ == "__main__":
    main()
