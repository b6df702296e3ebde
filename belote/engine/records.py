"""The plain records the engine hands out: a trick, a seat's view of a deal, a deal's result."""

from __future__ import annotations

from dataclasses import dataclass

from belote.engine.actions import Action, Pass, Take
from belote.engine.announces import Combination
from belote.engine.cards import Card, Rank, Suit
from belote.engine.checks import seat_arg
from belote.engine.rules import Rules


def team_of(seat: int) -> int:
    """The team of a seat: 0 for seats 0 and 2, 1 for seats 1 and 3."""
    return seat_arg(seat) & 1


def partner_of(seat: int) -> int:
    """The seat opposite."""
    return (seat_arg(seat) + 2) & 3


@dataclass(frozen=True, slots=True)
class Trick:
    """A trick: who led, the cards in playing order, and once complete the winning seat and points."""

    leader: int
    cards: tuple[Card, ...]
    winner: int | None = None
    points: int = 0

    def seat_of(self, index: int) -> int:
        """The seat that played ``cards[index]``."""
        return (self.leader + index) & 3

    def card_of(self, seat: int) -> Card | None:
        """The card ``seat`` played to this trick, if any."""
        index = (seat - self.leader) & 3
        return self.cards[index] if index < len(self.cards) else None


@dataclass(frozen=True, slots=True)
class DealView:
    """What one seat may know of a deal, and nothing else: the bots decide from this alone."""

    seat: int
    rules: Rules
    phase: str
    dealer: int
    to_play: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, int, int, int]
    turned: Card
    bidding_round: int
    bids: tuple[tuple[int, Pass | Take], ...]
    taker: int | None
    trump: Suit | None
    tricks: tuple[Trick, ...]
    current_trick: Trick
    announced: tuple[Combination, ...]
    shown: tuple[Combination, ...]
    """The scoring combinations shown at the table so far: each as its holder plays to the second
    trick, all of them once that trick is complete."""
    belote: int | None
    rebelote: bool
    legal: tuple[Action, ...]
    declared: tuple[tuple[int, Rank], ...] = ()
    """The carrés of 7s or 8s declared, as (seat, rank): a carré of 7s voids the deal."""

    @property
    def announces_cancelled(self) -> bool:
        """Whether four 8s were declared: no announce of this deal counts any more."""
        return any(rank == Rank.EIGHT for _, rank in self.declared)


@dataclass(frozen=True, slots=True)
class DealResult:
    """The outcome of a deal as written on the score sheet (before any earlier reserve)."""

    points: tuple[int, int]
    card_points: tuple[int, int]
    capot: int | None
    dedans: bool
    litige: bool
    reserve: int
    announces: tuple[int, int]
    belote: int | None
    redeal: bool
    tricks_won: tuple[int, int]
    taker: int | None
    trump: Suit | None
    collected: tuple[int, int] = (0, 0)
    """Reserve from earlier litiges won on this deal (filled in by Match)."""

    @property
    def sheet(self) -> tuple[int, int]:
        """What each team writes for this deal, reserve collected included."""
        return (self.points[0] + self.collected[0], self.points[1] + self.collected[1])


def score_deal(
    taker: int,
    trump: Suit,
    card_points: tuple[int, int],
    tricks_won: tuple[int, int],
    announces: tuple[int, int],
    belote: int | None,
) -> DealResult:
    """Score a played deal: made, dedans (defence takes 162 or 252) or litige (taker's points reserved)."""
    capot = 0 if tricks_won[0] == 8 else 1 if tricks_won[1] == 8 else None
    cards = list(card_points)
    if capot is not None:
        cards[capot], cards[1 - capot] = 252, 0
    bonus = [20 if belote == team else 0 for team in (0, 1)]
    totals = [cards[team] + announces[team] + bonus[team] for team in (0, 1)]
    attack, defence = team_of(taker), 1 - team_of(taker)
    points = list(totals)
    dedans = totals[attack] < totals[defence]
    litige = totals[attack] == totals[defence]
    reserve = 0
    if dedans:  # the defence takes every point: 252 after a capot, whoever made it, else 162
        points[defence] = (162 if capot is None else 252) + sum(announces) + bonus[defence]
        points[attack] = bonus[attack]
    elif litige:
        reserve = totals[attack] - bonus[attack]
        points[attack] = bonus[attack]
    return DealResult(
        points=(points[0], points[1]),
        card_points=(cards[0], cards[1]),
        capot=capot,
        dedans=dedans,
        litige=litige,
        reserve=reserve,
        announces=announces,
        belote=belote,
        redeal=False,
        tricks_won=tricks_won,
        taker=taker,
        trump=trump,
    )


REDEAL = DealResult((0, 0), (0, 0), None, False, False, 0, (0, 0), None, True, (0, 0), None, None)
"""The result of a void deal (all passed, or a carré of 7s declared)."""
