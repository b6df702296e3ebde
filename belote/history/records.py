"""The records the history hands out: a partie, a deal (which replays exactly), a deal's outcome."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from datetime import datetime
from typing import Any, NamedTuple

from belote.engine import Action, Card, Deal, DealResult, Rules, Suit

HUMAN_LEVEL = "human"
"""The level recorded for the human's seat (seat 0)."""


def with_friends(levels: tuple[str, ...]) -> bool:
    """Whether a partie is played with friends: a player, not a bot, holds another seat than ours.
    Such a partie and a solo one are saved apart, so neither replaces the other."""
    return HUMAN_LEVEL in levels[1:]


def opponents_of(levels: tuple[str, ...], direction: str) -> str:
    """The opponents' bot level (seats 1 and 3), « west/east » when they differ: seat 1 sits East in
    the traditional counter-clockwise play, West when play goes clockwise."""
    west, east = levels[1], levels[3]
    if direction == "counterclockwise":
        west, east = east, west
    return west if west == east else f"{west}/{east}"


@dataclass(frozen=True)
class PartieRecord:
    """One partie: when, the rules, each seat's level (seat 0 is the human), the seed, the outcome.

    ``status`` is ``"playing"`` (not finished yet), ``"won"``, ``"lost"`` or ``"abandoned"`` (a new
    partie of the same kind, solo or with friends, was started instead); ``winner`` is the winning
    team (0 = you and your partner).
    """

    id: int
    started_at: datetime
    ended_at: datetime | None
    rules: Rules
    levels: tuple[str, str, str, str]
    seed: int
    status: str
    winner: int | None
    manches: tuple[int, int]
    deals: int
    """Its deals, redeals included (each is a row of its list of deals)."""
    redeals: int = 0
    """Of them, the deals nobody took, dealt again."""
    played_levels: tuple[tuple[str, str, str, str], ...] = ()
    """Each seat's levels as its deals were played, in order, each change once (empty when its deals
    were written before the levels were kept per deal)."""

    @property
    def opponents(self) -> str:
        """The opponents' bot level as the partie's latest deal had them (``opponents_of``)."""
        return opponents_of(self.levels, self.rules.direction)

    @property
    def opponents_played(self) -> tuple[str, ...]:
        """The opponents' levels its deals were played against, in order, each change once (its
        ``opponents`` alone when the deals do not say)."""
        played: list[str] = []
        for levels in self.played_levels:
            opponents = opponents_of(levels, self.rules.direction)
            if not played or played[-1] != opponents:
                played.append(opponents)
        return tuple(played) or (self.opponents,)


@dataclass(frozen=True)
class DealRecord:
    """One finished deal as dealt and played: ``Deal.from_deck(deck, dealer, rules)`` then ``actions``
    gives ``result`` again. ``manche`` counts from 0, ``number`` from 1 within the manche."""

    id: int
    partie: int
    manche: int
    number: int
    played_at: datetime
    rules: Rules
    dealer: int
    deck: list[Card]
    actions: list[Action]
    result: DealResult
    collected: tuple[int, int]
    """Reserve from earlier litiges that this deal won (written on the sheet with ``result.points``)."""
    undo: bool
    hints: bool

    @property
    def written(self) -> tuple[int, int]:
        """What each team wrote on the sheet for this deal: its points and the reserve collected."""
        return (self.result.points[0] + self.collected[0], self.result.points[1] + self.collected[1])

    def replay(self) -> Deal:
        """The deal rebuilt from its deck and actions (raises the engine's errors if they disagree)."""
        deal = Deal.from_deck(self.deck, self.dealer, self.rules)
        for action in self.actions:
            deal.apply(action)
        return deal


class Outcome(NamedTuple):
    """A deal's outcome without its cards: what the statistics read, light enough for thousands of
    deals. ``_us`` is team 0 (the human and partner), ``_them`` team 1; ``take_round`` is 1 or 2."""

    partie: int
    take_round: int | None
    taker: int | None
    points_us: int
    points_them: int
    capot: int | None
    belote: int | None
    dedans: int
    litige: int
    announces_us: int
    announces_them: int
    redeal: int
    collected_us: int = 0
    """A litige's reserve collected on this deal by team 0 (written on the sheet with its points)."""
    collected_them: int = 0
    levels: tuple[str, str, str, str] | None = None
    """Each seat's level as this deal was played (None for a deal recorded before they were kept:
    its partie's levels)."""

    @property
    def written(self) -> tuple[int, int]:
        """What each team wrote on the sheet for this deal: its points and any reserve collected."""
        return self.points_us + self.collected_us, self.points_them + self.collected_them


def result_to_json(result: DealResult) -> dict[str, Any]:
    """A DealResult as plain JSON data (the trump by its letter)."""
    data = asdict(result)
    data["trump"] = None if result.trump is None else result.trump.letter
    for key in ("points", "card_points", "announces", "tricks_won", "collected"):
        data[key] = list(data[key])
    return data


def result_from_json(data: dict[str, Any]) -> DealResult:
    """The DealResult written by ``result_to_json``; ValueError when malformed."""
    try:
        pairs = {
            key: (int(data[key][0]), int(data[key][1]))
            for key in ("points", "card_points", "announces", "tricks_won", "collected")
        }
        trump = data["trump"]
        return DealResult(
            capot=data["capot"],
            dedans=bool(data["dedans"]),
            litige=bool(data["litige"]),
            reserve=int(data["reserve"]),
            belote=data["belote"],
            redeal=bool(data["redeal"]),
            taker=data["taker"],
            trump=None if trump is None else Suit.parse(trump),
            **pairs,
        )
    except (KeyError, TypeError, IndexError) as error:
        raise ValueError(f"bad deal result: {error}") from None
