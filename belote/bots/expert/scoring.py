"""Deal scoring at the leaves of the expert's search: card points to sheet points for the viewer.

The searches work on one integer, ``diff`` = our card points minus theirs (dix de der included;
a capot counts 252 to 0, so ``diff`` is ±252). The sheet value (made, dedans, litige, announces,
belote) is a non-decreasing function of ``diff``, so minimax on ``diff`` then mapping is exact.
"""

from __future__ import annotations

from dataclasses import dataclass, field

CAPOT = 252
TOTAL = 162


def card_split(diff: int) -> tuple[int, int]:
    """Each side's card points (dix de der included) for a deal ending with this card-point ``diff``:
    ±252 is a capot, anything else shares the 162 points."""
    if abs(diff) == CAPOT:
        return (CAPOT, 0) if diff > 0 else (0, CAPOT)
    ours = (TOTAL + diff) // 2
    return ours, TOTAL - ours


@dataclass(frozen=True, slots=True)
class Scoring:
    """The fixed parts of one deal's score from the viewer team's side, and the ``diff`` mapping."""

    taker_is_us: bool
    announce_us: int = 0
    announce_them: int = 0
    belote_us: int = 0
    belote_them: int = 0
    _table: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        table = tuple(self._sheet(diff) for diff in range(-CAPOT, CAPOT + 1))
        object.__setattr__(self, "_table", table)

    def with_belote(self, belote_us: int, belote_them: int) -> Scoring:
        """The same scoring with these belote points (a sampled world may hold an undeclared one)."""
        if (belote_us, belote_them) == (self.belote_us, self.belote_them):
            return self
        return Scoring(self.taker_is_us, self.announce_us, self.announce_them, belote_us, belote_them)

    def sheet(self, diff: int) -> int:
        """Our sheet points minus theirs for a deal that ends with this card-point ``diff``."""
        return self._table[diff + CAPOT]

    def _sheet(self, diff: int) -> int:
        cards_us, cards_them = card_split(diff)
        total_us = cards_us + self.announce_us + self.belote_us
        total_them = cards_them + self.announce_them + self.belote_them
        taker, defence = (total_us, total_them) if self.taker_is_us else (total_them, total_us)
        if taker > defence:
            return total_us - total_them
        announces = self.announce_us + self.announce_them
        if self.taker_is_us:
            defence_cards = CAPOT if diff == -CAPOT else TOTAL
            if taker < defence:
                return self.belote_us - (defence_cards + announces + self.belote_them)
            return self.belote_us - total_them  # litige: our points go to the reserve
        defence_cards = CAPOT if diff == CAPOT else TOTAL
        if taker < defence:
            return defence_cards + announces + self.belote_us - self.belote_them
        return total_us - self.belote_them
