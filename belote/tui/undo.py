"""Taking back the human's last decision: the partie rebuilt from its own save, cut short.

The engine's save is the seed and every action of every deal. Undoing cuts it just before the
human's last decision in the deal being played (the bots' answers after it go too; an earlier deal,
already scored, is never reopened) and restores it through ``Match.from_json``: the result is a
state the rules themselves replayed to. Once the bidding is over the bids stand: going back to one
would show the cards dealt after the take, and let the human bid again knowing them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from belote.engine import Card, Deal, IllegalAction, Match, parse_action
from belote.tui.events import played_by

Skip = Callable[[Deal], bool]
"""Decision points not worth going back to (e.g. a forced card that auto-play plays again)."""


def _cut(match: Match, seat: int, skip: Skip | None) -> tuple[dict[str, Any], int, int] | None:
    """The save, the deal number and the action index of ``seat``'s last decision worth undoing,
    in the deal being played only, and not in its bidding once the bidding is over."""
    bids_stand = match.deal.phase != "bidding"
    data = match.to_json()
    deals: list[list[str]] = data["deals"]
    number = len(deals) - 1
    deal = Match.from_json({**data, "deals": [*deals[:number], []]}).deal
    cut = None
    for index, text in enumerate(deals[number]):
        closed = bids_stand and deal.phase == "bidding"
        if deal.to_play == seat and not closed and (skip is None or not skip(deal)):
            cut = index
        deal.apply(parse_action(text))
    return None if cut is None else (data, number, cut)


def can_undo(match: Match, seat: int, skip: Skip | None = None) -> bool:
    """Whether ``undone`` would take something back (without rebuilding the partie). A partie its
    own save does not replay (a deal set by hand) has nothing to take back: the Footer, which asks
    at every refresh, must not fail on it."""
    try:
        return _cut(match, seat, skip) is not None
    except (IllegalAction, ValueError):
        return False


def undone(match: Match, seat: int, skip: Skip | None = None) -> Match | None:
    """``match`` as it was just before ``seat``'s last decision in this deal (None when it has not
    decided yet in this deal).

    The bots' actions after that decision are taken back with it; ``match`` itself is unchanged.
    """
    found = _cut(match, seat, skip)
    if found is None:
        return None
    data, number, cut = found
    deals = data["deals"]
    return Match.from_json({**data, "deals": [*deals[:number], deals[number][:cut]]})


def taken_back(before: Match, after: Match, seat: int) -> tuple[Card, ...]:
    """The cards ``seat`` played in ``before`` that it holds again in ``after`` (``before`` undone),
    in playing order."""
    data = before.to_json()
    number = len(after.to_json()["deals"]) - 1
    deal = Match.from_json({**data, "deals": data["deals"][: number + 1]}).deal
    held = set(after.deal.view(seat).hand)
    return tuple(card for card in played_by(deal.view(seat)) if card in held)
