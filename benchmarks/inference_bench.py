"""How much the expert's inference says about the hidden hands: log-likelihood gain over uniform.

Deals are bid and played by one level on all four seats and stopped at a random card decision;
for that seat's view the true hidden hands are scored against uniform draws of the sampler, for
the bid model and for the card-play model at several noise levels. Positive: the weighted worlds
make the truth more likely than uniform sampling does (in nats, averaged over deals).

    python benchmarks/inference_bench.py --level heuristic --deals 300
"""

from __future__ import annotations

import argparse
import random

from belote.bots import BOTS
from belote.bots.expert.inference import BidModel
from belote.bots.expert.play_inference import PlayModel, likelihood_gain
from belote.bots.expert.sampler import Sampler
from belote.bots.tracker import Tracker
from belote.engine import Deal


def main() -> None:
    """Parse the options, play the deals and print the average gains."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="heuristic")
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--worlds", type=int, default=64)
    parser.add_argument("--noise", type=float, nargs="+", default=[0.2, 0.35, 0.6])
    args = parser.parse_args()
    gains = {noise: 0.0 for noise in args.noise}
    bid_gain, counted = 0.0, 0
    for seed in range(args.deals):
        rng = random.Random(seed)
        deal = Deal.shuffled(rng.randrange(2**32), rng.randrange(4))
        bots = [BOTS[args.level](seed=4 * seed + seat) for seat in range(4)]
        stop, played = rng.randrange(4, 28), 0
        while deal.to_play is not None and (deal.phase == "bidding" or played < stop):
            seat = deal.to_play
            played += deal.phase == "playing"
            deal.apply(bots[seat].choose(deal.view(seat)))
        if deal.phase != "playing":
            continue
        view = deal.view(deal.to_play or 0)
        sampler = Sampler.from_tracker(Tracker.from_view(view))
        truth = [sum(1 << card.index for card in hand) for hand in deal.hands]
        uniform = [sampler.sample(rng) for _ in range(args.worlds)]
        bid_gain += likelihood_gain(BidModel(view).log_weight, truth, uniform)
        for noise in args.noise:
            gains[noise] += likelihood_gain(PlayModel(view, noise).log_weight, truth, uniform)
        counted += 1
    print(f"{args.level}: {counted} deals, {args.worlds} uniform worlds each")
    print(f"bids:              {bid_gain / counted:+.3f} nats")
    for noise, gain in gains.items():
        print(f"card play, noise {noise:.2f}: {gain / counted:+.3f} nats")


if __name__ == "__main__":
    main()
