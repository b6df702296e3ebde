"""Where the selection rests when the human's turn comes: the cheapest legal card, leading too, so
a quick Enter costs the least (last to a trick the team wins, the richest card of the suit: see
test_resting_card), unless the player chose a card meanwhile."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.pilot import Pilot

from belote.engine import PASS, Action, Deal, Play, Suit, card_points
from belote.tui.game import GameScreen
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


async def reach_the_cut(pilot: Pilot[Any]) -> GameScreen:
    """Play the seed's first deal as the simulation did (the human's cards picked by number) until
    South must trump with a choice of trumps; the table waiting for South's card."""
    app = pilot.app
    screen = await start(pilot)
    for _ in range(200):
        deal = app.match.deal  # type: ignore[attr-defined]
        if screen.waiting == "card" and must_cut_with_a_choice(deal) is None:
            break
        if screen.waiting == "card":  # the card the simulation played: picked by its number
            card = must_cut_with_a_choice(deal)
            assert isinstance(card, Play)
            await pilot.press(str(screen.query_one(HandView).cards.index(card.card) + 1))
        await pilot.press("p" if screen.waiting.startswith("bid") else "enter")
        await settle(pilot)
    assert must_cut_with_a_choice(app.match.deal) is None and screen.waiting == "card"  # type: ignore[attr-defined]
    return screen


def costliest_legal(hand: HandView, trump: Suit) -> int:
    """The index of the legal card giving away the most points."""
    legal = [i for i, card in enumerate(hand.cards) if card in hand.legal]
    return max(legal, key=lambda i: card_points(hand.cards[i], trump))


async def at_the_cut(pilot: Pilot[Any]) -> tuple[GameScreen, HandView, Suit, int]:
    """The table where South must trump with a choice: the screen, the hand, the trump and the
    index of the costliest trump South may play."""
    screen = await reach_the_cut(pilot)
    hand = screen.query_one(HandView)
    trump = pilot.app.match.deal.view(0).trump  # type: ignore[attr-defined]
    assert trump is not None
    return screen, hand, trump, costliest_legal(hand, trump)


@run_async
async def test_forced_to_trump_the_selection_rests_on_the_cheapest_trump(tmp_path: Path) -> None:
    """No card of the led suit, the opponents hold the trick: the selection moves off the forbidden
    card it was on to the trump giving away the fewest points, never a costly one."""
    app = make_app(tmp_path, seed=first_seed(must_cut_with_a_choice))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await reach_the_cut(pilot)
        deal = app.match.deal
        hand = screen.query_one(HandView)
        trump = deal.view(0).trump
        assert trump is not None
        hand.selected = next(i for i, card in enumerate(hand.cards) if card not in hand.legal)
        screen.rest_selection()
        chosen = hand.cards[hand.selected]
        assert chosen in hand.legal
        assert card_points(chosen, trump) == min(card_points(card, trump) for card in hand.legal)


@run_async
async def test_a_costly_card_left_selected_gives_way_to_the_cheapest(tmp_path: Path) -> None:
    """The selection left on a legal but costly trump (where the last trick or the deal put it,
    not the player) rests on the cheapest trump when the turn comes; one the player moved to
    since their last card stays; a card played forgets that choice for the next trick."""
    app = make_app(tmp_path, seed=first_seed(must_cut_with_a_choice))
    async with app.run_test(size=(80, 24)) as pilot:
        screen, hand, trump, costly = await at_the_cut(pilot)
        cheapest = min(card_points(card, trump) for card in hand.legal)
        assert card_points(hand.cards[costly], trump) > cheapest
        hand.picked = False
        hand.selected = costly
        screen.rest_selection()
        assert card_points(hand.cards[hand.selected], trump) == cheapest
        await pilot.press(str(costly + 1))  # the player's own choice
        assert hand.picked
        screen.rest_selection()
        assert hand.selected == costly
        await pilot.press("enter")
        assert not hand.picked


@run_async
async def test_a_card_chosen_while_the_others_play_is_kept_for_the_turn(tmp_path: Path) -> None:
    """While the others play cards, the number keys and arrows choose ahead: the card shows its frame
    and is still chosen when the turn comes, if it may be played, however costly."""
    app = make_app(tmp_path, seed=first_seed(must_cut_with_a_choice))
    async with app.run_test(size=(80, 24)) as pilot:
        screen, hand, _, costly = await at_the_cut(pilot)
        other = next(i for i in range(len(hand.cards)) if i != costly)
        hand.selected = other
        hand.picked = False
        screen.set_waiting("bot")  # as while a bot thinks before the player's turn
        await pilot.press(str(costly + 1))
        assert hand.selected == costly and hand.picked and not hand.active
        screen.set_waiting("card")
        screen.rest_selection()
        assert hand.selected == costly
        await pilot.press("enter")
        await settle(pilot)
        assert not hand.picked


@run_async
async def test_while_the_others_bid_the_number_keys_choose_no_card(tmp_path: Path) -> None:
    """Before the trump is known nothing is chosen ahead: a number key while a bot bids is ignored."""

    def bidding(deal: Deal) -> Action | None:
        return None if deal.phase == "bidding" else deal.legal_actions()[0]

    app = make_app(tmp_path, seed=first_seed(bidding))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start(pilot)
        assert screen.waiting.startswith("bid")
        hand = screen.query_one(HandView)
        before = hand.selected
        screen.set_waiting("bot")
        await pilot.press("3")
        assert hand.selected == before and not hand.picked


def leads_with_trumps_and_plain_cards(deal: Deal) -> Action | None:
    """Pass the bids, play the first legal card; stop where South leads a trick holding a trump and
    a card of another suit."""
    if deal.phase == "bidding":
        return PASS
    view = deal.view(0)
    trump = view.trump
    if deal.to_play == 0 and not view.current_trick.cards and trump is not None:
        suits = {card.suit == trump for card in view.hand}
        if suits == {True, False}:
            return None
    return deal.legal_actions()[0]


@run_async
async def test_leading_the_selection_rests_on_the_cheapest_plain_card_unless_one_was_chosen(
    tmp_path: Path,
) -> None:
    """A playtester's selection sat on the 10 of trumps as their lead came (where their last card had
    left it): one Enter would have thrown it. Leading, it rests on the cheapest card of a plain suit;
    a card the player chose meanwhile stays chosen."""
    app = make_app(tmp_path, seed=first_seed(leads_with_trumps_and_plain_cards))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start(pilot)
        for _ in range(200):
            if screen.waiting == "card" and leads_with_trumps_and_plain_cards(app.match.deal) is None:
                break
            if screen.waiting == "card":
                action = leads_with_trumps_and_plain_cards(app.match.deal)
                assert isinstance(action, Play)
                await pilot.press(str(screen.query_one(HandView).cards.index(action.card) + 1))
            await pilot.press("p" if screen.waiting.startswith("bid") else "enter")
            await settle(pilot)
        hand = screen.query_one(HandView)
        trump = app.match.deal.view(0).trump
        assert trump is not None and not app.match.deal.view(0).current_trick.cards
        a_trump = next(i for i, card in enumerate(hand.cards) if card.suit == trump)
        hand.selected, hand.picked = a_trump, False
        screen.rest_selection()
        plain = [card for card in hand.cards if card.suit != trump]
        cheapest = min(plain, key=lambda card: (card_points(card, trump), card.rank))
        assert hand.cards[hand.selected].suit != trump
        assert card_points(hand.cards[hand.selected], trump) == card_points(cheapest, trump)
        hand.selected, hand.picked = a_trump, True
        screen.rest_selection()
        assert hand.selected == a_trump
