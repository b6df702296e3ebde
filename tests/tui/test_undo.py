"""Pilot tests of ``u``: back to the human's previous decision, pending bot work and pauses cancelled."""

from __future__ import annotations

import asyncio
import json
import random
from dataclasses import replace
from pathlib import Path

from textual.pilot import Pilot

from belote.engine import Card, Match, Rules
from belote.tui.app import BeloteApp
from belote.tui.game import GameScreen
from belote.tui.i18n import tr
from belote.tui.menus import StartScreen
from belote.tui.screens import MancheEndScreen, PromptScreen, SummaryScreen
from belote.tui.widgets import HandView, StatusBar

from .conftest import LEVEL, game, make_app, run_async, settle, start, text_of


@run_async
async def test_undo_returns_to_the_state_before_the_humans_last_card(tmp_path: Path) -> None:
    """Play a card, let the bots answer, press u: the partie is exactly as before the card."""
    app = make_app(tmp_path, seed=4)
    async with app.run_test() as pilot:
        screen = await start(pilot)
        for _ in range(40):  # pass the bidding, reach a card to play
            if screen.waiting == "card":
                break
            await pilot.press("enter")
            await settle(pilot)
        assert screen.waiting == "card"
        before = app.match.to_json()
        await pilot.press("enter")
        await settle(pilot)
        assert app.match.to_json() != before
        await pilot.press("u")
        await settle(pilot)
        assert app.match.to_json() == before
        assert screen.waiting == "card" and app.undos == 1
        assert screen.query_one(StatusBar).message.startswith("Coup repris (1 dans cette partie)")
        saved = json.loads((tmp_path / "save.json").read_text())
        assert saved["table"]["undos"] == 1 and saved["deals"] == before["deals"]


@run_async
async def test_undo_cancels_a_bot_answer_in_flight(tmp_path: Path) -> None:
    """A bot's decision arriving after the undo (its pause still running) is dropped."""
    app = BeloteApp(seed=4, bot_delay=0.4, bot_level=LEVEL, home=tmp_path, lang="fr")
    async with app.run_test() as pilot:
        screen = await start(pilot)
        before = app.match.to_json()
        assert screen.waiting in ("bid1", "bid2", "card")
        await pilot.press("enter")  # the human acts; the next bot now thinks for 0.4 s
        await pilot.pause()
        assert screen.waiting == "bot"
        await pilot.press("u")  # during the bot's thought
        await pilot.pause()
        assert app.match.to_json() == before
        await asyncio.sleep(0.8)  # the stale answer's pause is over: nothing may be applied
        await pilot.pause()
        assert app.match.to_json() == before
        assert screen.waiting in ("bid1", "bid2", "card")


@run_async
async def test_undo_during_the_completed_trick_pause(tmp_path: Path) -> None:
    """With a completed trick on show, u stops its timer and takes the trick's human card back."""
    app = BeloteApp(seed=6, bot_delay=0.2, bot_level=LEVEL, home=tmp_path, lang="fr")  # tricks 0.5 s
    async with app.run_test() as pilot:
        screen = await start(pilot)
        for _ in range(400):
            if screen.waiting == "trick":
                break
            if screen.waiting in ("bid1", "card"):  # take, so the deal is played
                await pilot.press("t" if screen.waiting == "bid1" else "enter")
            await pilot.pause(0.02)
        assert screen.waiting == "trick" and screen.trick_timer is not None
        await pilot.press("u")
        await pilot.pause()
        assert screen.trick_timer is None and screen.shown_trick is None
        assert app.match.deal.to_play == 0 and screen.waiting in ("bid1", "bid2", "card")


def undo_off_app(tmp_path: Path) -> BeloteApp:
    """An app whose options turn taking back moves off."""
    app = make_app(tmp_path, seed=4)
    app.settings = replace(app.settings, undo=False)
    return app


async def one_step_in(pilot: Pilot[None]) -> GameScreen:
    """Start the partie and let it go one step, so that there is something to take back."""
    screen = await start(pilot)
    await pilot.press("enter")
    await settle(pilot)
    return screen


@run_async
async def test_undo_off_in_the_options_hides_the_key(tmp_path: Path) -> None:
    """For a serious partie: with the option off, u is not in the Footer and takes nothing back."""
    app = undo_off_app(tmp_path)
    async with app.run_test() as pilot:
        screen = await one_step_in(pilot)
        assert "u" not in screen.active_bindings or not screen.active_bindings["u"].enabled
        before = app.match.to_json()
        await pilot.press("u")
        await settle(pilot)
        assert app.match.to_json() == before and app.undos == 0


@run_async
async def test_undo_off_refuses_and_says_why_even_when_run_by_other_means(tmp_path: Path) -> None:
    """The action itself checks the option (a key is not its only way in): nothing is taken back and
    the status line says that taking back moves is off in the options."""
    app = undo_off_app(tmp_path)
    async with app.run_test() as pilot:
        screen = await one_step_in(pilot)
        before = app.match.to_json()
        screen.action_undo()
        assert screen.query_one(StatusBar).message == tr("status.undo_off")
        assert app.match.to_json() == before and app.undos == 0


@run_async
async def test_random_keys_with_random_undos_never_break_the_partie(tmp_path: Path) -> None:
    """Enter, cards and undos at random: every state restores from its save, and the undos add up."""
    rng = random.Random(12)
    app = make_app(tmp_path, seed=12, rules=Rules(target=300, manches=1))
    async with app.run_test() as pilot:
        await start(pilot)
        undos = 0
        for _ in range(120):
            screen = app.screen
            if isinstance(screen, MancheEndScreen):
                break
            if isinstance(screen, (SummaryScreen, PromptScreen)):
                await pilot.press("enter")
            else:
                before = app.match.to_json()
                key = rng.choice(["u", "enter", "enter", "right", "2"])
                await pilot.press(key)
                if key == "u" and app.match.to_json() != before:
                    undos += 1
            await settle(pilot)
            assert Match.from_json(app.match.to_json()).to_json() == app.match.to_json()
        assert undos > 3 and app.undos == undos


@run_async
async def test_undos_are_kept_with_the_partie_and_shown_at_its_end(tmp_path: Path) -> None:
    """The count of undos is saved with the partie, read back on resume, and on the final screen."""
    app = make_app(tmp_path, seed=4)
    async with app.run_test() as pilot:
        await start(pilot)
        for _ in range(2):
            await pilot.press("enter")
            await settle(pilot)
            await pilot.press("u")
            await settle(pilot)
        assert app.undos == 2 and game(pilot).waiting in ("bid1", "bid2", "card")
        app.exit()
    again = BeloteApp(bot_delay=0, bot_level=LEVEL, home=tmp_path, resume=True)
    async with again.run_test() as pilot:
        await pilot.pause()
        assert again.undos == 2
    match = Match(Rules(target=100, manches=1), 1)
    rng = random.Random(1)
    while not match.over:
        if match.deal.phase == "done":
            match.next_deal()
        match.deal.apply(rng.choice(match.deal.legal_actions()))
    assert "Coups repris dans cette partie : 2" in text_of(MancheEndScreen(match, 2).body(), width=100)


async def to_a_card(pilot: Pilot[None]) -> HandView:
    """Enter (pass, answer a question with its default) until the table waits for the human's card."""
    for _ in range(40):
        if isinstance(pilot.app.screen, GameScreen) and pilot.app.screen.waiting == "card":
            break
        await pilot.press("enter")
        await settle(pilot)
    assert game(pilot).waiting == "card"
    return game(pilot).query_one(HandView)


async def play_the_last_card(pilot: Pilot[None]) -> tuple[tuple[Card, ...], Card]:
    """Pass the bidding until the human's first card, play the last legal one (so the selection has
    moved off the first card), and let the bots answer: the hand as it was shown, and the card."""
    await start(pilot)
    hand = await to_a_card(pilot)
    shown = hand.cards
    card = [c for c in shown if c in hand.legal][-1]
    await pilot.press(str(shown.index(card) + 1), "enter")
    await settle(pilot)
    assert card not in hand.cards and len(shown) == 8
    return shown, card


async def take_back(pilot: Pilot[None], shown: tuple[Card, ...], card: Card) -> None:
    """Press u: the card is back where it was in the hand, not marked as received, and selected."""
    await pilot.press("u")
    await settle(pilot)
    hand = await to_a_card(pilot)  # the first trick's announce question is asked again
    assert hand.cards == shown
    assert card not in hand.fresh
    assert hand.cards[hand.selected] == card


@run_async
async def test_undo_after_a_resume_puts_the_card_back_unmarked_and_selected(tmp_path: Path) -> None:
    """Save and quit after a card, continue from the start menu, u: the card taken back returns to
    its place in the hand order, without the « + » of the cards received at the take, and the
    selection is on it."""
    app = make_app(tmp_path, seed=4)
    async with app.run_test() as pilot:
        shown, card = await play_the_last_card(pilot)
        await pilot.press("q", "o")  # save and quit
        await pilot.pause()
    again = make_app(tmp_path, seed=None)  # no --seed: the menu offers to continue first
    async with again.run_test() as pilot:
        await pilot.pause()
        assert isinstance(again.screen, StartScreen)
        await pilot.press("enter")  # « Continuer la partie sauvegardée »
        await settle(pilot)
        await take_back(pilot, shown, card)


@run_async
async def test_undo_selects_the_card_taken_back_after_the_turn_came_round(tmp_path: Path) -> None:
    """Without a resume too: once the human's turn has come again (the selection moved to a card
    legal then), u puts the selection back on the card taken back."""
    app = make_app(tmp_path, seed=4)
    async with app.run_test() as pilot:
        shown, card = await play_the_last_card(pilot)
        await take_back(pilot, shown, card)


@run_async
async def test_undo_from_a_fresh_deal_selects_the_card_taken_back_in_the_previous_one(tmp_path: Path) -> None:
    """With auto-play, play every card of the first deal as the last legal one; once the next deal
    waits for the human (the selection on its new hand's first card), u goes back into the first
    deal and the selection is on the card the human chose at its last real decision there."""
    app = make_app(tmp_path, seed=4)
    app.settings = replace(app.settings, auto_play=True)
    async with app.run_test() as pilot:
        await start(pilot)
        last: Card | None = None
        for _ in range(80):
            screen = app.screen
            if isinstance(screen, GameScreen) and len(app.match.history[0]) == 1:
                break  # the second deal waits for the human
            if isinstance(screen, GameScreen) and screen.waiting == "card":
                hand = screen.query_one(HandView)
                last = [c for c in hand.cards if c in hand.legal][-1]
                await pilot.press(str(hand.cards.index(last) + 1), "enter")
            else:
                await pilot.press("enter")  # pass, a question's default, the summary read
            await settle(pilot)
        assert last is not None and len(app.match.history[0]) == 1
        new_hand = game(pilot).query_one(HandView)
        new_hand.selected = 0  # the player looks over the new hand from its first card
        await pilot.press("u")
        await settle(pilot)
        hand = game(pilot).query_one(HandView)
        assert not app.match.history[0] and game(pilot).waiting == "card"
        assert len(hand.cards) > 1 and hand.cards[hand.selected] == last
