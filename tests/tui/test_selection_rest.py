"""Where the selection rests when the human's turn comes and the card it was on cannot be played:
on a trick already led, the cheapest legal card, so a quick Enter costs the least."""

from __future__ import annotations

from pathlib import Path

from belote.engine import PASS, Action, Deal, Play, card_points
from belote.tui.widgets import HandView

from .conftest import first_seed, make_app, run_async, settle, start


def must_cut_with_a_choice(deal: Deal) -> Action | None:
    """Pass the bids, play the first legal card; stop where South must trump a led trick and may
    choose among trumps of different points, some cards of the hand being forbidden."""
    if deal.phase == "bidding":
        return PASS
    legal = [action.card for action in deal.legal_actions() if isinstance(action, Play)]
    view = deal.view(0)
    trump = view.trump
    if view.current_trick.cards and trump is not None and len(legal) < len(view.hand):
        led = view.current_trick.cards[0].suit
        points = {card_points(card, trump) for card in legal}
        if led != trump and all(card.suit == trump for card in legal) and len(points) > 1:
            return None
    return deal.legal_actions()[0]


@run_async
async def test_forced_to_trump_the_selection_rests_on_the_cheapest_trump(tmp_path: Path) -> None:
    """No card of the led suit, the opponents hold the trick: the selection moves off the forbidden
    card it was on to the trump giving away the fewest points, never a costly one."""
    app = make_app(tmp_path, seed=first_seed(must_cut_with_a_choice))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start(pilot)
        for _ in range(200):
            deal = app.match.deal
            if screen.waiting == "card" and must_cut_with_a_choice(deal) is None:
                break
            await pilot.press("p" if screen.waiting.startswith("bid") else "enter")
            await settle(pilot)
        deal = app.match.deal
        assert must_cut_with_a_choice(deal) is None and screen.waiting == "card"
        hand = screen.query_one(HandView)
        trump = deal.view(0).trump
        assert trump is not None
        hand.selected = next(i for i, card in enumerate(hand.cards) if card not in hand.legal)
        screen.rest_selection()
        chosen = hand.cards[hand.selected]
        assert chosen in hand.legal
        assert card_points(chosen, trump) == min(card_points(card, trump) for card in hand.legal)
