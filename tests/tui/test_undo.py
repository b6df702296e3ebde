"""Pilot tests of ``u``: back to the human's previous decision, pending bot work and pauses cancelled."""

from __future__ import annotations

import asyncio
import json
import random
from dataclasses import replace
from pathlib import Path

from textual.pilot import Pilot

from belote.engine import Card, Match, Rules
from belote.net.telling import received_at_take
from belote.tui.app import BeloteApp
from belote.tui.autoplay import is_forced
from belote.tui.game import GameScreen
from belote.tui.i18n import tr
from belote.tui.menus import OptionsScreen, StartScreen
from belote.tui.score_screens import MancheEndScreen, SummaryScreen
from belote.tui.screens import PromptScreen
from belote.tui.undo import undone
from belote.tui.widgets import HandView, StatusBar

from .conftest import (
    LEVEL,
    enter_until,
    game,
    make_app,
    run_async,
    screen_text,
    settle,
    start,
    text_of,
    toasts,
)


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
async def test_a_move_taken_back_takes_down_the_notice_that_said_nothing_could_be(tmp_path: Path) -> None:
    """« u » before the player's first card: « the bids stand » as a passing notice; once a card is
    played, « u » takes it back, and that notice, no longer true, goes at once."""
    app = make_app(tmp_path, seed=4)
    async with app.run_test() as pilot:
        screen = await start(pilot)
        await enter_until(pilot, lambda: screen.waiting == "card")
        await pilot.press("u")
        await pilot.pause()
        stands = " ".join(tr("status.bids_stand").split())
        assert [" ".join(toast.split()) for toast in toasts(app)] == [stands]
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("u")
        await settle(pilot)
        assert app.undos == 1 and stands not in [" ".join(toast.split()) for toast in toasts(app)]


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
    """For a serious partie: with the option off, u is not in the Footer and takes nothing back;
    pressed all the same, it says that taking back moves is off in the options."""
    app = undo_off_app(tmp_path)
    async with app.run_test() as pilot:
        screen = await one_step_in(pilot)
        assert screen.check_action("undo", ()) is False  # not even greyed in the Footer
        assert all(
            b.binding.action != "undo" and b.binding.show is False
            for key, b in screen.active_bindings.items()
            if key == "u"
        )
        assert "Reprendre" not in screen_text(app)[-1]
        before = app.match.to_json()
        await pilot.press("u")
        await settle(pilot)
        assert app.match.to_json() == before and app.undos == 0
        assert screen.query_one(StatusBar).message == tr("status.undo_off")


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
async def test_undo_turned_back_on_clears_the_refusal_that_said_it_was_off(tmp_path: Path) -> None:
    """« Undo is off » stays only while it is true: once the options turn undo back on, the status
    line says the turn again; a message that is no refusal is left as it is."""
    app = undo_off_app(tmp_path)
    async with app.run_test() as pilot:
        screen = await one_step_in(pilot)
        status = screen.query_one(StatusBar)
        turn = status.message
        await pilot.press("u")
        assert status.message == tr("status.undo_off") and status.error
        await pilot.press("o")
        await pilot.pause()
        assert isinstance(app.screen, OptionsScreen)
        app.screen.dismiss(replace(app.screen.settings, undo=True))  # the options as shown, undo on
        await settle(pilot)
        assert status.message == turn and not status.error
        status.say("Partie reprise.")
        screen.drop_stale_refusal()
        assert status.message == "Partie reprise."


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
            await to_a_card(pilot)
            await pilot.press("enter")
            await settle(pilot)
            await pilot.press("u")
            await settle(pilot)
        assert app.undos == 2 and game(pilot).waiting == "card"
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
    await enter_until(
        pilot, lambda: isinstance(pilot.app.screen, GameScreen) and pilot.app.screen.waiting == "card", 40
    )
    return game(pilot).query_one(HandView)


async def take_then_a_card(pilot: Pilot[None]) -> HandView:
    """Take the turned card with « t » at the human's first bid, then on to their first card."""
    screen = await start(pilot)
    assert screen.waiting == "bid1"
    await pilot.press("t")
    await settle(pilot)
    return await to_a_card(pilot)


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
    """Press u: the card is back where it was in the hand, selected, and the cards received at the
    take (this one among them or not) marked « + » again, as before the first card."""
    await pilot.press("u")
    await settle(pilot)
    hand = await to_a_card(pilot)  # the first trick's announce question is asked again
    assert hand.cards == shown
    screen = game(pilot)
    assert hand.fresh == frozenset(received_at_take(screen.match.deal, screen.human_view().hand))
    assert hand.cards[hand.selected] == card


@run_async
async def test_undo_after_a_resume_puts_the_card_back_unmarked_and_selected(tmp_path: Path) -> None:
    """Save and quit after a card, continue from the start menu, u: the card taken back returns to
    its place in the hand order, the selection on it, the cards received at the take marked again."""
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


async def to_the_second_deal(pilot: Pilot[None]) -> GameScreen:
    """Play the first deal with Enter (auto-play on for speed) until the second deal waits for the
    human, who has not acted in it yet."""
    app = pilot.app
    assert isinstance(app, BeloteApp)
    await start(pilot)
    for _ in range(80):
        screen = app.screen
        if isinstance(screen, GameScreen) and len(app.match.history[0]) == 1:
            break  # the second deal waits for the human
        await pilot.press("enter")  # pass, the selected card, a question's default, the summary read
        await settle(pilot)
    screen = game(pilot)
    assert len(app.match.history[0]) == 1 and screen.waiting in ("bid1", "bid2", "card")
    return screen


@run_async
async def test_undo_at_the_start_of_a_deal_never_reopens_the_previous_one(tmp_path: Path) -> None:
    """Before the human acts in a new deal, u takes nothing back: the Footer does not offer it, the
    previous deal stays scored, the partie is unchanged, no undo is counted and a passing notice
    says why."""
    app = make_app(tmp_path, seed=4)
    app.settings = replace(app.settings, auto_play=True)
    async with app.run_test() as pilot:
        screen = await to_the_second_deal(pilot)
        assert "u" not in screen.active_bindings
        before, scores = app.match.to_json(), app.match.scores
        await pilot.press("u")
        await settle(pilot)
        assert app.match.to_json() == before and app.match.scores == scores
        assert len(app.match.history[0]) == 1 and app.undos == 0
        assert game(pilot) is screen and screen.waiting in ("bid1", "bid2", "card")
        assert "Rien à annuler dans cette donne." in toasts(app)


@run_async
async def test_the_nothing_to_undo_notice_speaks_english(tmp_path: Path) -> None:
    """The same refusal in English."""
    app = make_app(tmp_path, seed=4, lang="en")
    app.settings = replace(app.settings, auto_play=True)
    async with app.run_test() as pilot:
        await to_the_second_deal(pilot)
        before = app.match.to_json()
        await pilot.press("u")
        await settle(pilot)
        assert app.match.to_json() == before and "Nothing to undo in this deal." in toasts(app)


@run_async
async def test_undo_before_the_first_card_marks_the_cards_received_at_the_take_again(tmp_path: Path) -> None:
    """Take with « t » (the received cards marked « + »), play a card, u: back before the first card
    of the deal, the same cards are marked again."""
    app = make_app(tmp_path, seed=6)
    async with app.run_test() as pilot:
        hand = await take_then_a_card(pilot)
        marked = hand.fresh
        assert len(marked) == 3 and marked <= set(hand.cards)
        await pilot.press("enter")
        await settle(pilot)
        assert not game(pilot).query_one(HandView).fresh
        await pilot.press("u")
        await settle(pilot)
        hand = await to_a_card(pilot)
        assert len(hand.cards) == 8 and hand.fresh == marked


@run_async
async def test_undo_after_the_take_refuses_to_reopen_the_bids_and_says_why(tmp_path: Path) -> None:
    """Take with « t », and before the first card press u: the Footer does not offer it, the bid
    stands (going back to it would let the human bid again knowing the cards dealt after the take),
    the partie is unchanged, no undo is counted, and a notice says why."""
    app = make_app(tmp_path, seed=6)
    async with app.run_test() as pilot:
        await take_then_a_card(pilot)
        assert "u" not in game(pilot).active_bindings  # not offered, though the key says why
        before = app.match.to_json()
        await pilot.press("u")
        await settle(pilot)
        assert app.match.to_json() == before and app.undos == 0
        assert game(pilot).waiting == "card" and len(game(pilot).query_one(HandView).cards) == 8
        assert "Les cartes sont données : les enchères ne se reprennent plus." in toasts(app)


@run_async
async def test_the_footer_offers_undo_exactly_when_it_takes_something_back(tmp_path: Path) -> None:
    """With auto-play on, a forced card is not taken back (it would play itself again) and the bids
    stand once the cards are dealt: wherever the table waits for the human, « u » is in the Footer
    exactly when pressing it would take something back."""
    app = make_app(tmp_path, seed=9)
    app.settings = replace(app.settings, auto_play=True)
    checked = hidden = 0
    async with app.run_test() as pilot:
        await start(pilot)
        for _ in range(50):
            screen = app.screen
            if isinstance(screen, GameScreen) and screen.waiting in ("card", "bid1", "bid2"):
                takes_back = undone(app.match, 0, is_forced) is not None
                assert ("u" in screen.active_bindings) == takes_back
                checked, hidden = checked + 1, hidden + (not takes_back)
            await pilot.press("enter")
            await settle(pilot)
    assert checked > 30 and hidden  # two deals and more: bids, forced and free cards


@run_async
async def test_a_resumed_deal_keeps_its_undo_for_the_history(tmp_path: Path) -> None:
    """An undo in a deal, then save and quit mid-deal: the save keeps that the deal was undone, the
    resumed partie records it with the deal, and a new partie starts with no such mark."""
    app = make_app(tmp_path, seed=4)
    async with app.run_test() as pilot:
        screen = await start(pilot)
        for _ in range(40):
            if screen.waiting == "card":
                break
            await pilot.press("enter")
            await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("u")
        await settle(pilot)
        assert app.recorder.marks == (True, False)
        await pilot.press("q", "o")
        await pilot.pause()
    saved = json.loads((tmp_path / "save.json").read_text())
    assert saved["table"]["deal_undo"] is True and saved["table"]["deal_hints"] is False

    again = BeloteApp(bot_delay=0, bot_level=LEVEL, home=tmp_path, resume=True, lang="fr", coach=False)
    async with again.run_test() as pilot:
        await pilot.pause()
        assert again.recorder.marks == (True, False)
        again.start_new()
        await pilot.pause()
        assert again.recorder.marks == (False, False)
