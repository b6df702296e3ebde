"""Pilot tests of the newcomer's trips at the table: each one must stay impossible."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rich.markdown import Markdown as RichMarkdown
from textual.pilot import Pilot
from textual.widgets._footer import FooterKey

from belote.engine import Card, Match, Rules, Take
from belote.tui import i18n
from belote.tui.app import BeloteApp
from belote.tui.game import GameScreen
from belote.tui.menus import HelpScreen, StartScreen
from belote.tui.screens import LastTrickScreen, PromptScreen, trick_order
from belote.tui.storage import Storage
from belote.tui.translate import LiveFooter
from belote.tui.widgets import HandView, ScorePanel, SeatView
from tests.engine.helpers import play_first_legal

from .conftest import LEVEL, make_app, run_async, settle, start, text_of


def partie_led_one_nil(home: Path) -> Match:
    """A saved partie whose first manche « Nous » won (short manches), before the revanche."""
    for seed in range(1, 200):
        match = Match(Rules(target=150), seed)
        while not match.manche_over:
            deal = match.deal
            while deal.phase == "bidding":  # the first to speak takes
                deal.apply(next(a for a in deal.legal_actions() if isinstance(a, Take)))
            play_first_legal(deal)
            if not match.manche_over:
                match.next_deal()
        if match.manches == (1, 0):
            Storage(home).save_match(match)
            return match
    raise AssertionError("no seed gives a first manche won by Nous")


def saved_app(home: Path, lang: str = "fr") -> BeloteApp:
    """The app launched on the start menu with the saved partie (no seed: Enter continues it)."""
    return BeloteApp(bot_delay=0, bot_level=LEVEL, home=home, lang=lang)


@run_async
async def test_new_partie_asks_before_replacing_the_saved_one(tmp_path: Path) -> None:
    """« Nouvelle partie » over a partie led 1–0 asks first; Enter (the safe default) keeps it."""
    saved = partie_led_one_nil(tmp_path).to_json()
    app = saved_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("down", "enter")  # « Nouvelle partie »
        await pilot.pause()
        assert isinstance(app.screen, PromptScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        assert json.loads((tmp_path / "save.json").read_text()) == saved
        await pilot.press("down", "enter", "o")  # « Continuer » is highlighted now: asked again, confirmed
        await settle(pilot)
        assert isinstance(app.screen, GameScreen) and app.match.manches == (0, 0)


@run_async
async def test_start_menu_tells_manches_won_and_what_comes_next(tmp_path: Path) -> None:
    """After a manche won, the menu says the manches won and that the revanche comes next (not the
    finished manche's points)."""
    partie_led_one_nil(tmp_path)
    app = saved_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        text = str(app.screen.query_one("#saved").render())
        assert "Nous 1 – Eux 0" in text and "la revanche" in text and "manche 1" not in text
    english = saved_app(tmp_path, "en")
    async with english.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        text = str(english.screen.query_one("#saved").render())
        assert "Us 1 – Them 0" in text and "return game" in text and "manche" not in text.lower()


async def open_help(pilot: Pilot[Any]) -> str:
    """Press « ? » on the start menu and return the help's Markdown source."""
    await pilot.pause()
    await pilot.press("question_mark")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, HelpScreen)
    return screen.text


@run_async
async def test_help_shows_one_language_in_players_words(tmp_path: Path) -> None:
    """« ? » in French shows the French rules only, without developers' notes; the key table fits
    80 columns without a wrapped row."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        text = await open_help(pilot)
        assert "## Français" not in text and "Le jeu" in text and "The game" not in text
        for note in ("Issue", "belote.engine", "s + 1", "field of", "`first_packet`", "`announces`"):
            assert note not in text
        width = app.screen.query_one("#help-text").content_region.width
        rendered = text_of(RichMarkdown(text), width)
        rows = [line for line in text.splitlines() if line.startswith("| ") and "---" not in line]
        lines = rendered.splitlines()
        for row in rows:  # each row of the table is drawn on one line: its last cell is whole there
            last = row.strip("| ").split(" | ")[-1].replace("`", "")
            assert any(last in line for line in lines), f"wrapped: {row}"


@run_async
async def test_english_help_explains_belote_words_once(tmp_path: Path) -> None:
    """In English the help has the English rules only and explains belote's own words once."""
    app = make_app(tmp_path, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        text = await open_help(pilot)
    assert "The game" in text and "Le jeu" not in text
    assert text.count("# Belote words") == 1
    glossary = text.split("# Belote words")[1].split("# Rules")[0]
    for word in ("Belote-rebelote", "Capot", "Dedans", "Litige", "Dix de der", "Manche", "Partie"):
        assert glossary.count(f"**{word}**") == 1, word


@run_async
async def test_english_interface_has_english_words(tmp_path: Path) -> None:
    """ "Game 1/3 to 1000" (as « Return game 2/3 », which fits the panel only so), "Games won", "Yes (y)":
    no « Manche » or « (o) » in English."""
    app = make_app(tmp_path, lang="en")
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await start(pilot)
        panel = text_of(screen.query_one(ScorePanel).render(), 34)
        assert "Game 1/3 to 1000" in panel and "Games won" in panel and "Manche" not in panel
        await pilot.press("q")
        await pilot.pause()
        prompt = app.screen
        assert isinstance(prompt, PromptScreen)
        choices = " ".join(str(static.render()) for static in prompt.query("Static"))
        assert "Yes (y" in choices and "(o" not in choices
        await pilot.press("n")


def shown_in_footer(screen: GameScreen) -> set[str]:
    """The descriptions of the enabled keys the Footer shows."""
    footer = screen.query_one(LiveFooter)
    return {key.description for key in footer.query(FooterKey) if not key.disabled}


def expected_in_footer(screen: GameScreen) -> set[str]:
    """The descriptions of the keys that work now (the first binding of each action)."""
    return {
        active.binding.description
        for active in screen.active_bindings.values()
        if active.binding.show and active.enabled
    }


@run_async
async def test_footer_follows_every_phase_change_at_once(tmp_path: Path) -> None:
    """Right after each phase change the Footer shows the keys of that phase, even when the
    terminal lost the focus while the bots played (Textual's Footer then froze until a key)."""
    app = make_app(tmp_path, seed=3)
    async with app.run_test() as pilot:
        screen = await start(pilot)
        phases = set()
        for _ in range(60):
            await pilot.pause()
            assert shown_in_footer(screen) == expected_in_footer(screen), screen.waiting
            phases.add(screen.waiting)
            if not isinstance(app.screen, GameScreen):
                break
            if screen.waiting == "bid1":
                await pilot.press("t" if len(app.match.deal.bids) > 2 else "p")
            else:
                await pilot.press("enter")
            app.app_focus = False  # a key gives the focus back; the bots then play without it
            await settle(pilot)
        assert {"bid1", "card"} <= phases
        assert "Prendre" not in shown_in_footer(screen) or screen.waiting == "bid1"


@run_async
async def test_hand_keeps_its_order_from_the_take_to_the_last_card(tmp_path: Path) -> None:
    """Sorted once at the deal and once at the take, the hand never moves after (the digits keep
    their cards); the cards received at the take are marked."""
    app = make_app(tmp_path, seed=11)
    async with app.run_test() as pilot:
        screen = await start(pilot)
        hand = screen.query_one(HandView)
        deals = 0
        before: tuple[Card, ...] = ()
        marked = False
        while deals < 4:
            if not isinstance(app.screen, GameScreen):  # a deal summary: on to the next deal
                deals += 1
                before = ()
                await pilot.press("enter")
                await settle(pilot)
                continue
            now = hand.cards
            if screen.waiting == "card" and len(now) == 8 and app.match.deal.trump is not None:
                received = set(now) - set(before) if before else set()
                marked = marked or (bool(received) and hand.fresh == frozenset(received))
            if before and set(now) <= set(before):  # only cards left: same order, no card moved
                assert now == tuple(card for card in before if card in now)
            before = now
            await pilot.press("t" if screen.waiting == "bid1" else "enter")
            await settle(pilot)
        assert marked


def test_play_goes_counter_clockwise_on_screen_by_default() -> None:
    """The traditional direction is the default: after the human (South) comes East, then North,
    then West, which turns counter-clockwise on screen; clockwise stays an option."""
    angles = {"S": 270, "E": 0, "N": 90, "W": 180}  # degrees, counter-clockwise from the right
    assert Rules().direction == "counterclockwise"
    for direction, step in (("counterclockwise", 90), ("clockwise", -90)):
        i18n.set_direction(direction)
        seats = [angles[i18n.position(seat)] for seat in range(4)]
        assert all((seats[(s + 1) % 4] - seats[s]) % 360 == step % 360 for s in range(4))


@run_async
async def test_leader_is_marked_and_last_trick_names_seats(tmp_path: Path) -> None:
    """The seat that led the trick is marked « entame »; « d » names the seats in playing order from
    the leader, stars the winner, and during the first trick shows the previous deal's last trick,
    its dix de der beside its points."""
    app = make_app(tmp_path, seed=5)
    async with app.run_test() as pilot:
        screen = await start(pilot)
        while not (screen.waiting == "card" and app.match.deal.current_trick.cards):
            await pilot.press("t" if screen.waiting == "bid1" else "enter")
            await settle(pilot)
        leader = app.match.deal.current_trick.leader
        seats = {seat: screen.query_one(f"#seat-{i18n.position(seat)}", SeatView) for seat in range(4)}
        assert [seat for seat, view in seats.items() if view.info and view.info.leader] == [leader]
        assert "◇ entame" in text_of(seats[leader].render())
        while len(app.match.deal.tricks) < 8 and isinstance(app.screen, GameScreen):
            await pilot.press("enter")
            await settle(pilot)
        last = app.match.deal.tricks[-1]
        await pilot.press("enter")  # the summary: on to the next deal
        await settle(pilot)
        await pilot.press("d")
        shown = app.screen
        assert isinstance(shown, LastTrickScreen) and shown.previous and shown.trick == last
        played = [result for manche in app.match.history for result in manche if not result.redeal]
        said = shown.caption(last)  # the dix de der with the points, as the log and summary count it
        assert said.endswith("+10 de der)") == (played[-1].capot is None) and f"(+{last.points}" in said
        order = str(trick_order(last))
        assert order.startswith(f"Entame : {i18n.seat_name(last.leader)}")
        assert order.count("★") == 1 and f"{i18n.seat_name(last.winner or 0)} " in order.split("★")[0]
