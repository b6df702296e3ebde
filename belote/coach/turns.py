"""Where the points went: the cards of a deal that cost the takers most, with every hand known.

Along the deal as played, the double-dummy value of the takers' card points (what they make from
there, all four playing perfectly) is solved at the start of each trick. In a perfect-information
game a player's card can only keep its own team's value or lower it: a card that lowered the
takers' value was the takers' side's mistake, one that raised it the defence's. Within the tricks
whose value moved, each card's part is found by solving after each card. The largest move each way
is the deal's turning point for that side: « cartes sur table, le 7♠ de Nord au pli 3 a coûté
25 points aux preneurs ». It explains a contract lost without a mistake of the player's.
"""

from __future__ import annotations

from dataclasses import dataclass

from belote.bots.expert.scoring import CAPOT, TOTAL, card_split
from belote.coach.par import Par, card_diff, position_of, solve
from belote.coach.record import DealRecord, start
from belote.engine import Card, Deal, Play

SIGNIFICANT = 10
"""Card points a card must have moved for the takers to be named: less is no turning point."""


def taker_points(diff: int) -> int:
    """The takers' card points for their final card ``diff``: all 162 for their capot (which the
    sheet counts 252), none for a capot against them."""
    return min(card_split(diff)[0], TOTAL)


@dataclass(frozen=True, slots=True)
class Turn:
    """One card that moved the takers' value with perfect play from there."""

    seat: int
    card: Card
    trick: int
    """1 to 8."""
    before: int
    """The takers' final card diff with perfect play before the card (a capot ±252, as solved)."""
    after: int
    """The same after it: lower when the card cost them (a card of theirs), higher when it gave
    them some (a card of the defence)."""

    @property
    def points(self) -> int:
        """The takers' card points it moved (negative: lost), a capot's 252 left to ``capot``."""
        return taker_points(self.after) - taker_points(self.before)

    @property
    def capot(self) -> str:
        """What it did to a capot, for the sentence to say beside the points: ``"missed"`` (the
        takers' capot lost), ``"conceded"`` (a capot against them), ``"avoided"`` (one against
        them no longer), ``"made"`` (their capot given), else ``""``."""
        if self.before != self.after:
            for value, word in ((CAPOT, "missed"), (-CAPOT, "avoided")):
                if self.before == value:
                    return word
            for value, word in ((-CAPOT, "conceded"), (CAPOT, "made")):
                if self.after == value:
                    return word
        return ""


@dataclass(frozen=True, slots=True)
class Turns:
    """The card that cost the takers most and the one that gave them most (None: none that moved
    ``SIGNIFICANT`` points or more)."""

    takers: int
    """The takers' seat."""
    lost: Turn | None
    given: Turn | None


def turns(record: DealRecord, known: Par | None = None) -> Turns | None:
    """The turning points of a finished deal with a contract (None for a redeal or an unfinished
    one), given its ``known`` par if already solved (the longest search: it is not made again). The
    belote and announces are left out: card points only, as in the par.

    Solved: the value at each trick's start, then each card's part in every trick but the first,
    which is searched only when it moved the value most, down or up (its positions are the longest
    to solve: a card of the first trick outweighed by another card of its trick may be missed; the
    turning point is a pointer for the player, not a proof)."""
    result = record.result
    if result is None or result.redeal:
        return None
    deal = start(record)
    steps: list[tuple[Deal, Play]] = []  # each card of the first seven tricks, with the deal before it
    for action in record.actions:
        if isinstance(action, Play) and len(deal.tricks) < 7:
            steps.append((deal.copy(), action))
        deal.apply(action)
    if deal.taker is None or not steps:
        return None
    team = deal.taker & 1
    values = {len(steps): card_diff(result, team)}  # from the last trick on, its cards are forced
    if known is not None:
        values[0] = card_diff(known.par, team)

    def value(index: int, guess: int) -> int:
        """The takers' final card diff with perfect play from before card ``index``."""
        if index not in values:
            values[index] = solve(position_of(steps[index][0], team), guess)[0]
        return values[index]

    starts = range(0, len(steps) + 1, 4)
    for index in reversed(starts):  # from the end back: each the guess for the one before
        value(index, values.get(index + 4, values[len(steps)]))
    moved = [(values[index + 4] - values[index], index) for index in starts[:-1]]
    searched = {first for _, first in moved if first >= 4}  # past the first trick (quicker): every one,
    # even one whose value did not move (two of its cards may have pulled apart)
    searched |= {first for change, first in (min(moved), max(moved)) if change}  # the first if it moved most
    found: list[tuple[int, int]] = []  # (change of the takers' diff, card index)
    for first in sorted(searched):
        for index in range(first, first + 4):
            after = value(index + 1, values[first + 4]) if index + 1 < first + 4 else values[first + 4]
            found.append((after - value(index, values[first + 4]), index))
    lost, given = min(found, default=(0, 0)), max(found, default=(0, 0))

    def turn(move: tuple[int, int]) -> Turn:
        """The turn of the card at ``move``'s index, with the values before and after it."""
        change, index = move
        deal, play = steps[index]
        assert deal.to_play is not None
        before = values[index]
        return Turn(deal.to_play, play.card, len(deal.tricks) + 1, before, before + change)

    return Turns(
        deal.taker,
        turn(lost) if lost[0] <= -2 * SIGNIFICANT else None,
        turn(given) if given[0] >= 2 * SIGNIFICANT else None,
    )
