"""A seat at a shared table: who sits there, whether they are here, who held it earlier in the deal;
and the names players are kept under (composed, their blanks single, their accents bounded)."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field

from belote.engine import Deal, DeclareCarre

MARKS_PER_LETTER = 2
"""Accents one letter may carry in a name (more would spill out of its line on the screens)."""


def plain_name(name: str) -> str:
    """A player's name as the table keeps it: composed (« Dédé » typed as « De´de´ » is the bot's
    « Dédé », and is told apart from it), its blanks single (a name of blanks alone is none), at
    most ``MARKS_PER_LETTER`` accents on a letter and none without a letter under it (a name of
    accents alone would show as a blank)."""
    kept: list[str] = []
    marks = 0
    for char in unicodedata.normalize("NFD", " ".join(name.split())):
        if not unicodedata.combining(char):
            marks = 0
        elif kept and not kept[-1].isspace() and marks < MARKS_PER_LETTER:
            marks += 1
        else:
            continue
        kept.append(char)
    return unicodedata.normalize("NFC", " ".join("".join(kept).split()))


def moves(deal: Deal) -> int:
    """The bids and cards played so far in ``deal`` (a carré declared is neither)."""
    return sum(not isinstance(action, DeclareCarre) for action in deal.actions)


def held_before(seat: Seat) -> list[tuple[int, str]]:
    """Who held ``seat`` in this deal up to its present holder, oldest first (see ``Seat.earlier``):
    for a seat about to change hands."""
    return [*seat.earlier, (seat.since, seat.left)] if seat.since >= 0 else list(seat.earlier)


@dataclass
class Seat:
    """A seat: the player sitting there (if any) and whether they are here."""

    name: str = ""
    token_hash: str = ""
    connected: bool = False
    away_since: float | None = None
    covered: bool = False
    """The player is away past the timeout: a bot plays for them until they return."""
    admin: bool = False
    ready: bool = False
    missed: list[str] = field(default_factory=list)
    """The records of the partie's deals that ended while the player was away, oldest first: sent
    when they come back, so that their history keeps every deal."""
    since: int = -1
    """The moves (bids and cards) of the current deal made before its player sat in for a bot
    mid-deal, or -1 when they held the seat from the deal's start: the log names the bot for those."""
    left: str = ""
    """The player the host removed from this seat during the current deal (a bot plays it since):
    the log names them for the ``since`` moves they made there before."""
    earlier: list[tuple[int, str]] = field(default_factory=list)
    """Who held the seat in this deal before the holder ``since`` and ``left`` name, oldest first:
    (the moves made when they stopped, their name; "" for the bot). A friend sitting in where the
    host removed another in the same deal keeps the removed one named for their moves."""
    played_for: list[str] = field(default_factory=list)
    """The bids and cards a bot played for the player while they were away, oldest first: told
    when they come back, so they know which of their cards were not their choice."""

    @property
    def taken(self) -> bool:
        """A player owns this seat."""
        return bool(self.token_hash)
