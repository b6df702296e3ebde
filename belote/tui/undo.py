"""Taking back the human's last decision: the partie rebuilt from its own save, cut short.

The engine's save is the seed and every action of every deal. Undoing cuts it just before the
human's last decision in the deal being played (the bots' answers after it go too; an earlier deal,
already scored, is never reopened) and restores it through ``Match.from_json``: the result is a
state the rules themselves replayed to. Once the bidding is over the bids stand: going back to one
would show the cards dealt after the take, and let the human bid again knowing them.
"""

from __future__ import annotations

from collections.abc import Callable

from belote.engine import Card, Deal, Match
from belote.tui.events import played_by

Skip = Callable[[Deal], bool]
"""Decision points not worth going back to (e.g. a forced card that auto-play plays again)."""


def _last_decision(deal: Deal, seat: int, skip: Skip | None) -> int | None:
    """The index in ``deal``'s actions of ``seat``'s last decision worth undoing, not in the bidding
    once it is over; the deal replayed from its own save, not the whole partie."""
    bids_stand = deal.phase != "bidding"
    replayed = Deal.from_json({**deal.to_json(), "actions": []})
    cut = None
    for index, action in enumerate(deal.actions):
        closed = bids_stand and replayed.phase == "bidding"
        if replayed.to_play == seat and not closed and (skip is None or not skip(replayed)):
            cut = index
        replayed.apply(action)
    return cut


def can_undo(match: Match, seat: int, skip: Skip | None = None) -> bool:
    """Whether ``undone`` would take something back (without rebuilding the partie)."""
    return _last_decision(match.deal, seat, skip) is not None


def undone(match: Match, seat: int, skip: Skip | None = None) -> Match | None:
    """``match`` as it was just before ``seat``'s last decision in this deal (None when it has not
    decided yet in this deal).

    The bots' actions after that decision are taken back with it; ``match`` itself is unchanged.
    """
    cut = _last_decision(match.deal, seat, skip)
    if cut is None:
        return None
    data = match.to_json()
    *earlier, current = data["deals"]
    return Match.from_json({**data, "deals": [*earlier, current[:cut]]})


def taken_back(before: Match, after: Match, seat: int) -> tuple[Card, ...]:
    """The cards ``seat`` played in ``before`` that it holds again in ``after`` (``before`` undone),
    in playing order."""
    data = before.to_json()
    number = len(after.to_json()["deals"]) - 1
    deal = Match.from_json({**data, "deals": data["deals"][: number + 1]}).deal
    held = set(after.deal.view(seat).hand)
    return tuple(card for card in played_by(deal.view(seat)) if card in held)
