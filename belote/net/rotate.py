"""Seeing a shared table from one's own seat: every seat number turned so that one sits at seat 0.

A player at seat ``me`` sees the table exactly as a solo player sees seat 0: themselves South,
their partner North, their team first. These functions relabel the seats of the engine's records
(seat ``s`` becomes ``(s - me) % 4``) and, when ``me`` is odd, swap the two teams.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TypeVar

from belote.engine import Card, Combination, Cut, DealResult, DealView, Trick

T = TypeVar("T")


def turn(seat: int, me: int) -> int:
    """The seat number as seen from ``me``."""
    return (seat - me) & 3


def turn_opt(seat: int | None, me: int) -> int | None:
    """A seat or None, as seen from ``me``."""
    return None if seat is None else turn(seat, me)


def team(value: int | None, me: int) -> int | None:
    """A team (0 or 1) or None, as seen from ``me``."""
    return None if value is None else value ^ (me & 1)


def pair(values: tuple[T, T], me: int) -> tuple[T, T]:
    """A pair indexed by team, as seen from ``me``."""
    return (values[1], values[0]) if me & 1 else values


def by_seat(values: Sequence[T], me: int) -> tuple[T, ...]:
    """Four values indexed by seat, as seen from ``me``."""
    return tuple(values[(index + me) & 3] for index in range(4))


def trick(value: Trick, me: int) -> Trick:
    """A trick as seen from ``me``."""
    return replace(value, leader=turn(value.leader, me), winner=turn_opt(value.winner, me))


def combination(value: Combination, me: int) -> Combination:
    """A combination as seen from ``me``."""
    return replace(value, seat=turn(value.seat, me))


def view(value: DealView, me: int) -> DealView:
    """A view of seat ``me`` turned so that ``me`` is seat 0."""
    sizes = by_seat(value.hand_sizes, me)
    return replace(
        value,
        seat=turn(value.seat, me),
        dealer=turn(value.dealer, me),
        to_play=turn_opt(value.to_play, me),
        hand_sizes=(sizes[0], sizes[1], sizes[2], sizes[3]),
        bids=tuple((turn(seat, me), action) for seat, action in value.bids),
        taker=turn_opt(value.taker, me),
        tricks=tuple(trick(t, me) for t in value.tricks),
        current_trick=trick(value.current_trick, me),
        announced=tuple(combination(c, me) for c in value.announced),
        shown=tuple(sorted((combination(c, me) for c in value.shown), key=lambda c: c.seat)),  # by seat
        belote=turn_opt(value.belote, me),
        declared=tuple((turn(seat, me), rank) for seat, rank in value.declared),
    )


def result(value: DealResult, me: int) -> DealResult:
    """A deal's result as seen from ``me`` (teams swapped when ``me`` is in team 1)."""
    return replace(
        value,
        points=pair(value.points, me),
        card_points=pair(value.card_points, me),
        capot=team(value.capot, me),
        announces=pair(value.announces, me),
        belote=team(value.belote, me),
        tricks_won=pair(value.tricks_won, me),
        taker=turn_opt(value.taker, me),
        collected=pair(value.collected, me),
    )


def cut(value: Cut | None, me: int) -> Cut | None:
    """Who cut, as seen from ``me``."""
    return None if value is None else replace(value, seat=turn(value.seat, me))


def draw(rounds: Sequence[Sequence[Card | None]], me: int) -> tuple[tuple[Card | None, ...], ...]:
    """The dealer's draw, each round's cards by seat, as seen from ``me``."""
    return tuple(by_seat(cards, me) for cards in rounds)
