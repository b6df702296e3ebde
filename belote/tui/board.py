"""What the table's panels and score screens read of a partie, whoever referees it: the local
``Match`` of a solo game, or a shared table seen from one's own seat (``SharedBoard``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from belote.engine import Card, Cut, DealResult, DealView, Pass, Rank, Rules, Take, Trick
from belote.net import rotate
from belote.net.client import TableState
from belote.tui.net_status import bot_nickname


class Tricks(Protocol):
    """The current deal, as far as the score screens need it."""

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The completed tricks."""
        ...

    @property
    def bids(self) -> tuple[tuple[int, Pass | Take], ...]:
        """The bids made, in order, as (seat, Pass or Take)."""
        ...

    @property
    def declared(self) -> tuple[tuple[int, Rank], ...]:
        """The carrés of 7s or 8s declared, as (seat, rank)."""
        ...

    @property
    def dealer(self) -> int:
        """The seat that dealt it."""
        ...


class Board(Protocol):
    """A partie's scores and sheet: ``Match`` has all of these."""

    @property
    def rules(self) -> Rules:
        """The rules of the partie."""
        ...

    @property
    def deal(self) -> Tricks:
        """The current deal."""
        ...

    @property
    def scores(self) -> tuple[int, int]:
        """The manche's scores, our team first."""
        ...

    @property
    def manches(self) -> tuple[int, int]:
        """Manches won, our team first."""
        ...

    @property
    def reserve(self) -> int:
        """Points held in reserve by litiges."""
        ...

    @property
    def manche_index(self) -> int:
        """0 for the partie, 1 for the revanche..."""
        ...

    @property
    def history(self) -> list[list[DealResult]]:
        """Each manche's deal results."""
        ...

    @property
    def over(self) -> bool:
        """The partie is decided."""
        ...

    @property
    def manche_over(self) -> bool:
        """The last deal ended a manche."""
        ...

    @property
    def winner(self) -> int | None:
        """The team that won the partie."""
        ...

    @property
    def draw(self) -> tuple[tuple[Card | None, ...], ...]:
        """The cards drawn for the first dealer."""
        ...

    @property
    def cut(self) -> Cut | None:
        """Who cut the current deal's cards, and where."""
        ...


@dataclass(frozen=True)
class SharedBoard:
    """A shared table's partie seen from our seat: seats turned so that we are South (seat 0) and
    our team first, exactly as a solo game shows it."""

    rules: Rules
    deal: DealView
    scores: tuple[int, int]
    manches: tuple[int, int]
    reserve: int
    manche_index: int
    history: list[list[DealResult]]
    over: bool
    manche_over: bool
    winner: int | None
    draw: tuple[tuple[Card | None, ...], ...]
    cut: Cut | None
    takers: tuple[tuple[str, ...], ...] = ()
    """Who took each deal of the sheet, as it names them: a friend's name at the take, the nickname
    of a bot; "" for ourselves or where the host did not tell (the sheet names the seat as it is
    held now)."""

    @classmethod
    def of(cls, state: TableState) -> SharedBoard:
        """The board of a table state that holds a deal."""
        me = state.seat
        assert state.view is not None
        return cls(
            rules=state.rules,
            deal=rotate.view(state.view, me),
            scores=rotate.pair(state.scores, me),
            manches=rotate.pair(state.manches, me),
            reserve=state.reserve,
            manche_index=state.manche,
            history=[[rotate.result(result, me) for result in manche] for manche in state.sheet],
            over=state.phase == "over",
            manche_over=state.manche_over,
            winner=rotate.team(state.winner, me),
            draw=rotate.draw(state.draw, me),
            cut=rotate.cut(state.cut, me),
            takers=sheet_takers(state),
        )


def sheet_takers(state: TableState) -> tuple[tuple[str, ...], ...]:
    """Who took each deal of the table's sheet, named as when it took: a friend who sat in later for
    the bot, or took the seat of one removed, does not rename a deal already taken."""
    ours = state.seats[state.seat].name
    rows = []
    for manche, named in zip(state.sheet, state.takers, strict=False):  # the deal in play: no line yet
        row = []
        for result, name in zip(manche, named, strict=False):
            if result.taker is None:
                row.append("")
            elif not name:
                row.append(bot_nickname(result.taker))
            else:
                row.append("" if result.taker == state.seat and name == ours else name)  # « Vous »
        rows.append(tuple(row))
    return tuple(rows)
