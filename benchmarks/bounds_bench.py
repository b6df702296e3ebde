"""Where the expert's points are lost: paired arena runs of variants against the heuristic.

Every variant plays the same duplicate boards as the expert against the heuristic, and the report
gives each variant's points per deal and its gain over the expert board by board (paired, so the
luck of the cards cancels out). Two kinds of variants:

- bounds, which cheat to measure what information is worth (never a level, only a yardstick):
  ``bid-sees-all`` bids knowing every hand and the cards still to be dealt (one world, the true one),
  ``bid-sees-hands`` knowing the others' five cards only (the most their passes could tell);
  ``play-sees-partner`` plays its cards knowing its partner's hand; ``play-sees-all`` every hand;
  ``play-sees-partner-trumps`` / ``-side`` only the partner's trumps / other cards; any of them
  followed by ``@WHEN`` sees only in some decisions (``@leads``, ``@taker``, ``@defence``, …);
- ``bid-honest-playouts``: the expert valuing its takes by deals the heuristic plays each seat from
  its own hand, instead of the full-information playouts;
- ``bids-only`` bids as the expert and plays its cards as the heuristic, ``cards-only`` bids as the
  heuristic and plays its cards as the expert: what each half of the expert is worth on its own;
- settings, ``NAME:field=value,...``: the expert with those fields of its ``Budget`` changed, e.g.
  ``pool10:inference_pool=10`` or ``bold:take_margin=5``.

    python benchmarks/bounds_bench.py bid-sees-all play-sees-partner play-sees-all --boards 300

With ``--base-cache FILE`` the expert's own scores are kept between runs of the same boards.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import fields, replace
from typing import Any, ClassVar

from belote.bots import BOTS, arena
from belote.bots.arena import ArenaConfig, play_board
from belote.bots.base import rng_for
from belote.bots.bidding import choose_bid
from belote.bots.expert import bidding, cardplay
from belote.bots.expert.bot import ExpertBot
from belote.bots.expert.position import DIX_DE_DER, final_diff
from belote.bots.heuristic import HeuristicBot
from belote.bots.play import heuristic_card
from belote.bots.tracker import Tracker
from belote.engine import Action, Deal, DealView
from belote.engine.fast import ALL_CARDS, SUIT_MASK, complete_trick

TRUE_DEAL: list[Deal] = []
"""The deal being played (the bounds' window on the hidden cards), set by the arena's loop."""

_play_deal = arena.play_deal


def play_deal_seen(deal: Deal, bots: Any, times: Any) -> Any:
    """The arena's ``play_deal``, keeping the deal where the cheating variants can read it."""
    TRUE_DEAL[:] = [deal]
    return _play_deal(deal, bots, times)


arena.play_deal = play_deal_seen


class TrueBidWorld(bidding.BidWorld):
    """The one true completion of the deal: the real five-card hands and the real rest of the deck."""

    def __init__(self, view: DealView, rng: random.Random) -> None:
        """Read the hands and the deck of the deal being played."""
        self.deal = TRUE_DEAL[0]
        self.turned = view.turned.index
        self.five = list(self.deal._hands)

    def hands(self, taker: int) -> list[int]:
        """The hands as the engine will deal them once ``taker`` takes."""
        deal = self.deal
        hands = list(self.five)
        position = 21
        for seat in deal._order():
            for _ in range(2 if seat == taker else 3):
                hands[seat] |= 1 << deal._deck[position]
                position += 1
        hands[taker] |= 1 << deal._deck[20]
        return hands


class HandsBidWorld(bidding.BidWorld):
    """The true five-card hands, the rest of the deck shuffled (what the passes could tell at best)."""

    def __init__(self, view: DealView, rng: random.Random) -> None:
        """Read the hands of the deal being played; shuffle the cards not yet dealt."""
        deal = TRUE_DEAL[0]
        self.turned = view.turned.index
        self.five = list(deal._hands)
        self.rest = list(deal._deck[21:])
        rng.shuffle(self.rest)


class BidSeesAll(ExpertBot):
    """The expert, bidding from the true deal (one world) instead of sampled ones."""

    name: ClassVar[str] = "bid-sees-all"
    world: ClassVar[type[bidding.BidWorld]] = TrueBidWorld
    worlds: ClassVar[int | None] = 1

    def choose(self, view: DealView) -> Action:
        """Bid from the true world; play as the expert."""
        if view.phase != "bidding" or len(view.legal) == 1:
            return super().choose(view)
        search = bidding.BidSearch(view)
        budget = self.budget if self.worlds is None else replace(self.budget, bid_worlds=self.worlds)
        sampled = bidding.BidWorld
        bidding.BidWorld = self.world  # type: ignore[misc]
        try:
            return search.choose(budget, rng_for(self.seed, view))
        finally:
            bidding.BidWorld = sampled  # type: ignore[misc]


class BidSeesHands(BidSeesAll):
    """The expert, bidding knowing the other hands' five cards but not the rest of the deck."""

    name: ClassVar[str] = "bid-sees-hands"
    world: ClassVar[type[bidding.BidWorld]] = HandsBidWorld
    worlds: ClassVar[int | None] = None


def honest_playout(hands: list[int], trump: int, first: int, taker: int, our_team: int, mu: bool) -> int:
    """The deal played to its end by the heuristic, each seat from its own hand; our card diff."""
    hands, leader, diff, won, played = list(hands), first, 0, 0, 0
    trick: list[int] = []
    while True:
        if len(trick) == 4:
            winner, value = complete_trick(trick, leader, trump)
            won |= 1 << (winner & 1)
            done = not (hands[0] | hands[1] | hands[2] | hands[3])
            value += DIX_DE_DER if done else 0
            diff += value if (winner & 1) == our_team else -value
            if done:
                return final_diff(diff, won, our_team)
            leader, trick = winner, []
        seat = (leader + len(trick)) & 3
        card = heuristic_card(hands[seat], trick, trump, seat, taker, played, None, mu)
        hands[seat] ^= 1 << card
        played |= 1 << card
        trick.append(card)


class HonestBidSearch(bidding.BidSearch):
    """The expert's bidding, valuing each contract by the heuristic's honest play instead of the
    full-information playout."""

    def played_diff(self, hands: list[int], taker: int, trump: int) -> int:
        """Our card diff once the heuristic has played the deal honestly."""
        return honest_playout(hands, trump, self.first, taker, self.our_team, self.mu)


class BidHonestPlayouts(ExpertBot):
    """The expert, valuing its takes by honest playouts (not a bound: an honest variant)."""

    name: ClassVar[str] = "bid-honest-playouts"

    def choose(self, view: DealView) -> Action:
        """Bid with honest playouts; play as the expert."""
        if view.phase != "bidding" or len(view.legal) == 1:
            return super().choose(view)
        return HonestBidSearch(view).choose(self.budget, rng_for(self.seed, view))


def seeing_tracker(reveal: Callable[[int], list[int]], part: Callable[[int], int]) -> type:
    """A stand-in for ``Tracker`` whose viewer also knows where the cards ``part(trump)`` of the
    hands ``reveal(seat)`` are (every card for a whole hand)."""

    class SeeingTracker:
        @staticmethod
        def from_view(view: DealView) -> Tracker:
            tracker = Tracker.from_view(view)
            possible, known = list(tracker.possible), list(tracker.known)
            assert view.trump is not None
            mask = part(int(view.trump))
            for seat in reveal(view.seat):
                true = TRUE_DEAL[0]._hands[seat] & mask
                possible[seat] = (possible[seat] & ~mask) | true
                known[seat] |= true
                for other in range(4):
                    if other not in (seat, view.seat):
                        possible[other] &= ~true
            tracker.possible, tracker.known = tuple(possible), tuple(known)  # type: ignore[assignment]
            return tracker

    return SeeingTracker


WHEN: dict[str, Callable[[DealView], bool]] = {
    "early": lambda view: len(view.tricks) < 4,
    "late": lambda view: len(view.tricks) >= 4,
    "attack": lambda view: view.taker is not None and (view.taker & 1) == (view.seat & 1),
    "defence": lambda view: view.taker is not None and (view.taker & 1) != (view.seat & 1),
    "taker": lambda view: view.taker == view.seat,
    "takers-partner": lambda view: view.taker == view.seat ^ 2,
    "leads": lambda view: not view.current_trick.cards,
    "first-lead": lambda view: not view.current_trick.cards and not view.tricks,
    "taker-leads": lambda view: not view.current_trick.cards and view.taker == view.seat,
}
"""``VARIANT@WHEN``: the card decisions where a seeing variant sees (it plays as the expert in the
others)."""

PARTS: dict[str, Callable[[int], int]] = {
    "": lambda trump: ALL_CARDS,
    "-trumps": lambda trump: SUIT_MASK[trump],
    "-side": lambda trump: ALL_CARDS & ~SUIT_MASK[trump],
}
"""``play-sees-partner-trumps`` / ``-side``: only the partner's trumps, or only its other cards."""


def play_seeing(
    name: str, reveal: Callable[[int], list[int]], part: str = "", when: str = ""
) -> type[ExpertBot]:
    """The expert, choosing its cards with (part of) the hands of ``reveal(seat)`` known, in the
    decisions ``WHEN[when]`` (all of them by default)."""
    tracker = seeing_tracker(reveal, PARTS[part])
    sees = WHEN[when] if when else lambda view: True

    class PlaySees(ExpertBot):
        def choose(self, view: DealView) -> Action:
            """Play with the revealed cards known where it sees; bid as the expert."""
            if view.phase == "bidding" or not sees(view):
                return super().choose(view)
            setattr(cardplay, "Tracker", tracker)  # noqa: B010 (a module's name, swapped for one call)
            try:
                return super().choose(view)
            finally:
                setattr(cardplay, "Tracker", Tracker)  # noqa: B010

    PlaySees.name = name
    return PlaySees


class BidsOnly(ExpertBot):
    """The expert's bidding with the heuristic's card play (not a bound: half of the expert)."""

    name: ClassVar[str] = "bids-only"

    def choose(self, view: DealView) -> Action:
        """Bid as the expert; play (and declare) as the heuristic."""
        if view.phase == "bidding":
            return super().choose(view)
        return HeuristicBot(seed=self.seed).choose(view)


class CardsOnly(ExpertBot):
    """The heuristic's bidding with the expert's card play (not a bound: half of the expert)."""

    name: ClassVar[str] = "cards-only"

    def choose(self, view: DealView) -> Action:
        """Bid as the heuristic; play as the expert."""
        if view.phase == "bidding":
            return choose_bid(view)
        return super().choose(view)


BOUNDS: dict[str, type[ExpertBot]] = {
    "bid-sees-all": BidSeesAll,
    "bid-sees-hands": BidSeesHands,
    "bid-honest-playouts": BidHonestPlayouts,
    "bids-only": BidsOnly,
    "cards-only": CardsOnly,
}


def partner(seat: int) -> list[int]:
    """The seat's partner, as the list of seats a variant sees."""
    return [seat ^ 2]


def others(seat: int) -> list[int]:
    """The three other seats."""
    return [seat ^ 1, seat ^ 2, seat ^ 3]


SEEING: dict[str, tuple[Callable[[int], list[int]], str]] = {
    "play-sees-partner": (partner, ""),
    "play-sees-partner-trumps": (partner, "-trumps"),
    "play-sees-partner-side": (partner, "-side"),
    "play-sees-all": (others, ""),
}
"""The seeing variants by name: whose hands they see, and which part of them (``PARTS``)."""


def seeing(spec: str) -> type[ExpertBot] | None:
    """The seeing variant ``NAME[@WHEN]`` for a name of ``SEEING`` (None if ``spec`` names none)."""
    base, _, when = spec.partition("@")
    if base not in SEEING:
        return None
    if when and when not in WHEN:
        raise SystemExit(f"no situation {when!r} (situations: {', '.join(WHEN)})")
    reveal, part = SEEING[base]
    return play_seeing(spec, reveal, part, when)


def parse_value(text: str) -> bool | int | float:
    """A budget field's value from the command line: True/False, a float with a dot, else an int."""
    if text in ("True", "False"):
        return text == "True"
    return float(text) if "." in text else int(text)


def setting(spec: str) -> type[ExpertBot]:
    """The expert with some budget fields changed: ``NAME:field=value,field=value``."""
    name, _, changes = spec.partition(":")
    kinds = {f.name: f.type for f in fields(ExpertBot.default_budget)}
    values: dict[str, Any] = {}
    for change in filter(None, changes.split(",")):
        key, _, text = change.partition("=")
        if key not in kinds:
            raise SystemExit(f"no budget field {key!r} (fields: {', '.join(kinds)})")
        values[key] = parse_value(text)
    budget = replace(ExpertBot.default_budget, **values)
    return type(name, (ExpertBot,), {"name": name, "default_budget": budget})


def register(spec: str) -> str:
    """Register a variant in the bot registry for this run; its name."""
    cls = BOUNDS.get(spec) or seeing(spec) or setting(spec)
    BOTS[cls.name] = cls
    return cls.name


def scores(name: str, against: str, seed: int, boards: range, workers: int) -> dict[int, float]:
    """Each board's score of ``name`` against ``against``."""
    config = ArenaConfig(name, against, seed=seed)
    with ProcessPoolExecutor(workers) as pool:
        return {o.board: o.score for o in pool.map(play_board, [config] * len(boards), boards, chunksize=2)}


def cached_base(path: str | None, against: str, seed: int, boards: range, workers: int) -> dict[int, float]:
    """The expert's board scores, read from ``path`` when a run of the same expert, opponent, seed
    and boards saved them there, else played (and saved there): the base of many variants' runs."""
    key = f"{ExpertBot.default_budget!r} against {against}, seed {seed}, {len(boards)} boards"
    saved: dict[str, dict[str, float]] = {}
    if path:
        try:
            with open(path, encoding="utf-8") as file:
                saved = json.load(file)
        except (OSError, ValueError):
            saved = {}
        if key in saved:
            return {int(board): score for board, score in saved[key].items()}
    base = scores("expert", against, seed, boards, workers)
    if path:
        saved[key] = {str(board): score for board, score in base.items()}
        with open(path, "w", encoding="utf-8") as file:
            json.dump(saved, file)
    return base


def interval(values: list[float]) -> str:
    """Mean and 95% confidence interval."""
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return f"{mean:+.1f} [{mean - half:+.1f}, {mean + half:+.1f}]"


def main() -> None:
    """Run the expert and each variant on the same boards and print the paired gains."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variants", nargs="+", help="bound names or NAME:field=value settings")
    parser.add_argument("--boards", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--against", default="heuristic")
    parser.add_argument("--base-cache", help="a JSON file keeping the expert's own scores between runs")
    args = parser.parse_args()
    names = [register(spec) for spec in args.variants]
    boards = range(args.boards)
    base = cached_base(args.base_cache, args.against, args.seed, boards, args.workers)
    print(f"expert against {args.against}: {interval(list(base.values()))} points per deal", flush=True)
    for name in names:
        mine = scores(name, args.against, args.seed, boards, args.workers)
        gains = [mine[b] - base[b] for b in boards]
        print(f"{name}: {interval(list(mine.values()))}; minus the expert {interval(gains)}", flush=True)


if __name__ == "__main__":
    main()
