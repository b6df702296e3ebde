"""Switching the language mid-deal draws the table again: what the player chose or answered in the
deal stays (the card chosen ahead, the suit chosen in round 2, an announce question put off)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.pilot import Pilot

from belote.engine import PASS, Action, Deal, Play
from belote.tui.screens import PromptScreen
from belote.tui.widgets import HandView, StatusBar

from .conftest import enter_until, first_seed, game, make_app, run_async, settle, start
from .test_play import announcing_app, to_the_announce_question
from .test_undo import play_the_last_card


async def switch_to_english(pilot: Pilot[Any]) -> None:
    """The options' first line, Langue: English, then Enter saves."""
    await pilot.press("o", "right", "enter")
    await settle(pilot)
    assert pilot.app.settings.lang == "en"


@run_async
async def test_the_card_chosen_ahead_stays_chosen_in_the_other_language(tmp_path: Path) -> None:
    """The table is drawn again in English, the same partie: a card chosen with its number key keeps
    its frame and stays the one Enter plays."""
    app = make_app(tmp_path, seed=4)
    async with app.run_test() as pilot:
        await start(pilot)
        await enter_until(pilot, lambda: game(pilot).waiting == "card")
        hand = game(pilot).query_one(HandView)
        chosen = len(hand.cards) - 1 if hand.selected == 0 else 0
        await pilot.press(str(chosen + 1))
        card, before = hand.cards[chosen], app.match.to_json()
        await switch_to_english(pilot)
        assert game(pilot).query_one(StatusBar).message.startswith("Your turn to play")
        assert app.match.to_json() == before
        hand = game(pilot).query_one(HandView)
        assert hand.picked and hand.cards[hand.selected] == card


@run_async
async def test_the_selection_the_table_left_stays_where_it_was_in_the_other_language(tmp_path: Path) -> None:
    """We lead a trick, the selection resting where the last trick left it (not chosen by us, not the
    first card): drawn again in English, it rests on the same card, unframed, and Enter plays it."""
    app = make_app(tmp_path, seed=4)
    async with app.run_test() as pilot:
        await start(pilot)

        def leading_off_the_first_card() -> bool:
            screen = game(pilot)
            hand = screen.query_one(HandView)
            leads = not screen.human_view().current_trick.cards
            return screen.waiting == "card" and leads and hand.selected > 0 and not hand.picked

        await enter_until(pilot, leading_off_the_first_card, presses=120)
        hand = game(pilot).query_one(HandView)
        card = hand.cards[hand.selected]
        await switch_to_english(pilot)
        hand = game(pilot).query_one(HandView)
        assert hand.cards[hand.selected] == card and not hand.picked
        await pilot.press("enter")
        await settle(pilot)
        assert card in app.match.deal.tricks[-1].cards or card in app.match.deal.current_trick.cards


@run_async
async def test_the_card_taken_back_stays_chosen_in_the_other_language(tmp_path: Path) -> None:
    """After « u » the selection is on the card taken back; switching the language keeps it there,
    so Enter plays that card again, not the first of the hand."""
    app = make_app(tmp_path, seed=4)
    async with app.run_test() as pilot:
        _, card = await play_the_last_card(pilot)
        await pilot.press("u")
        await settle(pilot)
        await enter_until(pilot, lambda: game(pilot).waiting == "card")  # the announce question again
        await switch_to_english(pilot)
        hand = game(pilot).query_one(HandView)
        assert card != hand.cards[0] and hand.cards[hand.selected] == card


def round_two_for_the_human(deal: Deal) -> Action | None:
    """Pass every bid; stop where the human speaks in round 2."""
    if deal.phase == "bidding":
        return None if deal.view(0).bidding_round == 2 else PASS
    return deal.legal_actions()[0]


@run_async
async def test_the_suit_chosen_in_round_two_stays_chosen_in_the_other_language(tmp_path: Path) -> None:
    """A suit chosen but not yet taken stays chosen: Enter then takes it, it does not pass."""
    app = make_app(tmp_path, seed=first_seed(round_two_for_the_human))
    async with app.run_test() as pilot:
        await start(pilot)
        while game(pilot).waiting != "bid2":
            await pilot.press("p")
            await settle(pilot)
        await pilot.press("right")
        suit = game(pilot).chosen_suit
        assert suit is not None
        await switch_to_english(pilot)
        assert game(pilot).chosen_suit == suit
        assert game(pilot).query_one(StatusBar).message.startswith(f"Take {suit.symbol}")
        await pilot.press("enter")
        await settle(pilot)
        assert app.match.deal.trump == suit and app.match.deal.taker == 0


@run_async
async def test_an_announce_question_put_off_is_not_asked_before_a_card_is_played(tmp_path: Path) -> None:
    """Escape on the announce question: asked again as a card is played, not as soon as the table
    is drawn in the other language."""
    app = announcing_app(tmp_path)
    async with app.run_test() as pilot:
        await to_the_announce_question(pilot)
        await pilot.press("escape")
        await settle(pilot)
        await switch_to_english(pilot)
        assert not isinstance(app.screen, PromptScreen) and game(pilot).waiting == "card"
        played = len(app.match.deal.actions)
        await pilot.press("enter")
        assert isinstance(app.screen, PromptScreen) and app.screen.question.startswith("Announce")
        await pilot.press("y")
        await settle(pilot)
        assert any(isinstance(a, Play) and a.announce for a in app.match.deal.actions[played:])
