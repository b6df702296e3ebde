"""Auto-play: the human's forced card (the only legal one, the last trick's included) plays itself."""

from __future__ import annotations

from belote.engine import Card, Deal, DealView, Play


def forced_card(deal: Deal | DealView, seat: int) -> Card | None:
    """The only card ``seat`` may play now, or None when it has a real choice (or it is not its card).

    A card that may carry an announce or a belote is still one card: the questions are asked as usual;
    a turn that also offers another action (declaring a carré) is a real choice.
    """
    if deal.phase != "playing" or deal.to_play != seat:
        return None
    legal = deal.legal if isinstance(deal, DealView) else deal.legal_actions()
    if not all(isinstance(action, Play) for action in legal):  # another choice (a carré to declare)
        return None
    cards = {action.card for action in legal if isinstance(action, Play)}
    return cards.pop() if len(cards) == 1 else None


def moves(view: DealView) -> int:
    """Bids and cards played so far in the deal: tells two of the seat's turns apart."""
    return len(view.bids) + sum(len(trick.cards) for trick in (*view.tricks, view.current_trick))


def is_forced(deal: Deal) -> bool:
    """Whether the seat to play has a forced card (such decisions are not worth undoing to)."""
    return deal.to_play is not None and forced_card(deal, deal.to_play) is not None
