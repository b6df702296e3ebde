"""Deal scoring at the leaves of the expert's search: card points to sheet points for the viewer.

The searches work on one integer, ``diff`` = our card points minus theirs (dix de der included;
a capot counts 252 to 0, so ``diff`` is ±252). The sheet value (made, dedans, litige, announces,
belote) is a non-decreasing function of ``diff``, so minimax on ``diff`` then mapping is exact.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

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
        key = (self.taker_is_us, self.announce_us, self.announce_them, self.belote_us, self.belote_them)
        object.__setattr__(self, "_table", _sheet_table(*key))

    def with_belote(self, belote_us: int, belote_them: int) -> Scoring:
        """The same scoring with these belote points (a sampled world may hold an undeclared one)."""
        if (belote_us, belote_them) == (self.belote_us, self.belote_them):
            return self
        return Scoring(self.taker_is_us, self.announce_us, self.announce_them, belote_us, belote_them)

    def sheet(self, diff: int) -> int:
        """Our sheet points minus theirs for a deal that ends with this card-point ``diff``."""
        return self._table[diff + CAPOT]


@lru_cache(maxsize=1024)
def _sheet_table(
    taker_is_us: bool, announce_us: int, announce_them: int, belote_us: int, belote_them: int
) -> tuple[int, ...]:
    """The sheet value of every ``diff`` from -252 to 252 for one scoring (built once per scoring:
    the searches create a scoring per world and per playout)."""
    return tuple(
        _sheet(diff, taker_is_us, announce_us, announce_them, belote_us, belote_them)
        for diff in range(-CAPOT, CAPOT + 1)
    )


def _sheet(
    diff: int, taker_is_us: bool, announce_us: int, announce_them: int, belote_us: int, belote_them: int
) -> int:
    """Our sheet points minus theirs for one ``diff`` (see :class:`Scoring`)."""
    cards_us, cards_them = card_split(diff)
    total_us = cards_us + announce_us + belote_us
    total_them = cards_them + announce_them + belote_them
    taker, defence = (total_us, total_them) if taker_is_us else (total_them, total_us)
    if taker > defence:
        return total_us - total_them
    announces = announce_us + announce_them
    if taker_is_us:
        defence_cards = CAPOT if diff == -CAPOT else TOTAL
        if taker < defence:
            return belote_us - (defence_cards + announces + belote_them)
        return belote_us - total_them  # litige: our points go to the reserve
    defence_cards = CAPOT if diff == CAPOT else TOTAL
    if taker < defence:
        return defence_cards + announces + belote_us - belote_them
    return total_us - belote_them
