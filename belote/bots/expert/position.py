"""A perfect-information position on 32-bit masks: the world the expert's searches run on.

Seats are absolute (0-3); ``diff`` is the viewer team's card points minus the other team's over
the completed tricks; ``won`` has bit ``t`` set once team ``t`` has taken a trick (for capot).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from belote.engine.fast import POINTS

ZERO_POINTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        sum(1 << card for card in range(suit * 8, suit * 8 + 8) if POINTS[trump][card] == 0)
        for suit in range(4)
    )
    for trump in range(4)
)
"""``ZERO_POINTS[trump][suit]``: that suit's cards worth nothing (the lowest ones, in index order)."""

DIX_DE_DER = 10
CAPOT_BONUS = 90


@dataclass(slots=True)
class Position:
    """Hands, trick in progress and score so far of one fully known (sampled) world."""

    hands: list[int]
    trump: int
    leader: int
    trick: list[int]
    our_team: int
    diff: int = 0
    won: int = 0
    must_undertrump: bool = True

    @property
    def to_play(self) -> int:
        """The seat whose turn it is."""
        return (self.leader + len(self.trick)) & 3

    def cards_left(self) -> int:
        """Cards still to be played, in the hands."""
        return sum(hand.bit_count() for hand in self.hands)

    def copy(self) -> Position:
        """An independent copy (hands and trick lists are duplicated)."""
        return self.with_hands(list(self.hands))

    def with_hands(self, hands: list[int]) -> Position:
        """This position in another world: the same trick and scores, these hands."""
        return replace(self, hands=hands, trick=list(self.trick))


def final_diff(diff: int, won: int, our_team: int) -> int:
    """The deal's card-point diff once all tricks are played: a capot is worth 252 to 0."""
    if won == 1 << our_team:
        return diff + CAPOT_BONUS
    if won == 1 << (1 - our_team):
        return diff - CAPOT_BONUS
    return diff
