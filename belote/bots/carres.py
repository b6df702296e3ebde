"""The bots' choice on a carré of 7s or 8s, when a variant lets its holder declare it or not.

A carré of 7s voids the deal: a bot declares it unless the deal looks good for its own team. A carré
of 8s cancels every announce: a bot declares it when the opponents hold the best announce.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from belote.bots.bidding import ROUND1_THRESHOLD, hand_value
from belote.engine import DeclareCarre, Play, Rank, best_combination, mask_of, partner_of, team_of

if TYPE_CHECKING:
    from belote.engine import DealView

TAKER_KEEPS: Final = ROUND1_THRESHOLD
"""The taker keeps a deal with a carré of 7s when its hand is worth taking at the trump."""
PARTNER_KEEPS: Final = ROUND1_THRESHOLD // 2
"""The taker's partner keeps it with half that: it only has to support the contract."""


def carre_choice(view: DealView) -> DeclareCarre | None:
    """The carré the bot declares now (one of ``view.legal``), or None to play on."""
    for action in view.legal:
        if isinstance(action, DeclareCarre):
            wanted = voids_deal(view) if action.rank == Rank.SEVEN else cancels_announces(view)
            if wanted:
                return action
    return None


def voids_deal(view: DealView) -> bool:
    """Void the deal unless the bot's team took and its own hand is strong enough at the trump."""
    if view.taker is None or view.trump is None or team_of(view.taker) != team_of(view.seat):
        return True
    needed = TAKER_KEEPS if view.taker == view.seat else PARTNER_KEEPS
    return hand_value(mask_of(view.hand), int(view.trump)) < needed


def cancels_announces(view: DealView) -> bool:
    """Cancel the announces when the opponents announced the best combination (the last said: each
    must beat the ones before) and the bot may not announce a better one; or when nobody announced,
    the bot has no combination and its partner played without announcing (its team has nothing to
    lose). Whether its own beats theirs is what its legal plays say: a sequence's height is not said."""
    if view.trump is None:
        return False
    if view.announced:
        if team_of(view.announced[-1].seat) == team_of(view.seat):
            return False
        return not any(isinstance(action, Play) and action.announce for action in view.legal)
    own = best_combination(mask_of(view.hand), int(view.trump), view.seat)
    return own is None and view.current_trick.card_of(partner_of(view.seat)) is not None
