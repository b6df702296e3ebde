"""Back to the start menu in the middle of a solo partie: the quit question offers « Menu » (``m``),
which saves the partie and shows the menu, where « Continuer la partie » takes it up where it was
left; the menu is offered only where leaving for it loses nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from belote.engine import Match, Rules
from belote.tui import i18n
from belote.tui.game import GameScreen
from belote.tui.helptext import keys_markdown
from belote.tui.human import BRIEF_SECONDS
from belote.tui.i18n import tr
from belote.tui.menu_list import MenuList
from belote.tui.menus import StartScreen
from belote.tui.score_screens import MancheEndScreen
from belote.tui.screens import PromptScreen

from .conftest import enter_to_the_partie_end, game, make_app, run_async, settle, start
from .test_play import announcing_app, to_the_announce_question


async def play_tricks(pilot: object, tricks: int) -> None:
    """Press Enter at each of the human's turns (and on a redeal's summary) until ``tricks`` tricks
    of a deal are played and the human is to play."""
    app = pilot.app  # type: ignore[attr-defined]
    for _ in range(200):
        screen = app.screen
        at_table = isinstance(screen, GameScreen) and screen.waiting == "card"
        if at_table and len(app.match.deal.tricks) >= tricks:
            return
        await pilot.press("enter")  # type: ignore[attr-defined]
        await settle(pilot)  # type: ignore[arg-type]
    raise AssertionError("the deal never reached that trick")


@pytest.mark.parametrize("lang", ["fr", "en"])
@run_async
async def test_the_menu_saves_the_partie_and_continuing_takes_it_up_where_it_was(
    tmp_path: Path, lang: str
) -> None:
    """« q » then « m » mid-deal: the start menu, the partie on disk as it stands (two tricks in),
    and « Continuer la partie », highlighted, brings back the same partie at the same card."""
    i18n.set_language(lang)
    app = make_app(tmp_path, seed=5, lang=lang)
    async with app.run_test() as pilot:
        await start(pilot)
        await play_tricks(pilot, 2)
        match, state = app.match, app.match.to_json()
        await pilot.press("q")
        prompt = app.screen
        assert isinstance(prompt, PromptScreen) and prompt.menu
        assert (prompt.question, prompt.hint) == (tr("prompt.quit"), tr("prompt.quit_menu_hint"))
        await pilot.press("m")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        assert not any(isinstance(screen, GameScreen) for screen in app.screen_stack)
        saved = json.loads((tmp_path / "save.json").read_text())
        assert Match.from_json(saved).to_json() == state
        menu = app.screen.query_one(MenuList)
        assert menu.get_option_at_index(0).id == "continue" and menu.highlighted == 0
        await pilot.press("enter")
        await settle(pilot)
        assert game(pilot).waiting == "card"
        assert app.match is match and app.match.to_json() == state
        resumed = [n for n in app._notifications if n.message == tr("status.resumed")]
        assert resumed and resumed[0].timeout == BRIEF_SECONDS  # soon stale: it hides the score briefly


@run_async
async def test_a_new_partie_from_the_menu_asks_before_replacing_the_one_left(tmp_path: Path) -> None:
    """The partie left for the menu is the saved one: « Nouvelle partie » asks first, and Enter
    (the safe answer) keeps it; the menu then highlights « Continuer la partie », so the next Enter
    takes it up instead of asking again."""
    app = make_app(tmp_path, seed=5)
    async with app.run_test() as pilot:
        await start(pilot)
        await play_tricks(pilot, 1)
        await pilot.press("q", "m")
        await pilot.pause()
        menu = app.screen.query_one(MenuList)
        menu.highlighted = 1  # « Nouvelle partie »
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PromptScreen) and app.screen.question == tr("prompt.new")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen) and app.saved_summary() is not None
        assert menu.highlighted == 0 and menu.get_option_at_index(0).id == "continue"
        await pilot.press("enter")
        await pilot.pause()
        assert game(pilot).waiting == "card" and len(app.match.deal.tricks) == 1  # taken up where left


@run_async
async def test_no_way_to_the_menu_where_the_partie_would_be_lost(tmp_path: Path) -> None:
    """A partie that cannot be saved (its folder is a file) is not left for the menu: the question
    is whether to quit without it, and « m » does nothing there; the table stays under it."""
    blocker = tmp_path / "afile"
    blocker.write_text("")
    app = make_app(blocker / "home", seed=5)
    async with app.run_test() as pilot:
        await start(pilot)
        await play_tricks(pilot, 1)
        await pilot.press("q")
        prompt = app.screen
        assert isinstance(prompt, PromptScreen) and not prompt.menu
        assert prompt.question == tr("prompt.quit_unsaved")
        await pilot.press("m")
        await pilot.pause()
        assert app.screen is prompt
        await pilot.press("n")
        assert game(pilot).waiting == "card" and app.has_match


@run_async
async def test_no_menu_once_the_partie_is_over(tmp_path: Path) -> None:
    """At the end of a finished partie there is nothing left to continue: the quit question offers
    no « Menu » (the end screen's own Escape goes to the menu)."""
    app = make_app(tmp_path, seed=3, rules=Rules(target=100, manches=1))
    async with app.run_test() as pilot:
        await start(pilot)
        await enter_to_the_partie_end(pilot)
        assert isinstance(app.screen, MancheEndScreen) and app.match.over
        await pilot.press("q")
        assert isinstance(app.screen, PromptScreen) and not app.screen.menu


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_help_names_the_menu_key_at_a_solo_table_only(lang: str) -> None:
    """The key reference has a row for « m » in the quit question at a solo table; a shared table's
    quitting goes where its own question says, so the row is not there."""
    i18n.set_language(lang)
    row = "| `m` | sauvegarder, revenir au menu |" if lang == "fr" else "| `m` | save, back to the menu |"
    assert row in keys_markdown("A", "B")
    assert row not in keys_markdown("A", "B", shared=("Léa", "Jo", "Max"))
    assert row not in keys_markdown("A", "B", shared=("Léa", "Jo", "Max"), joined="192.168.1.20:7447")


@run_async
async def test_an_announce_answered_before_leaving_is_not_asked_again(tmp_path: Path) -> None:
    """« Oui » to the announce as the turn begins, then « q », « m » and « Continuer la partie »:
    the table takes up the deal with the announce still answered, not asked a second time."""
    app = announcing_app(tmp_path)
    async with app.run_test() as pilot:
        await to_the_announce_question(pilot)
        assert isinstance(app.screen, PromptScreen)
        await pilot.press("o")
        await settle(pilot)
        assert game(pilot).announce_choice is True
        await pilot.press("q", "m")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        await pilot.press("enter")
        await settle(pilot)
        table = game(pilot)
        assert table.announce_choice is True and table.waiting == "card"
        await pilot.press("enter")  # the card goes with its announce, no question first
        await settle(pilot)
        assert any(combo.seat == 0 for combo in app.match.deal.announced)


@run_async
async def test_two_enters_at_once_on_continue_take_up_the_partie_once(tmp_path: Path) -> None:
    """Two Enters in one burst on « Continuer la partie » (the menu gets both before the table opens):
    the partie left is taken up as it was, not replaced by a new one, and the game goes on."""
    app = make_app(tmp_path, seed=5)
    async with app.run_test() as pilot:
        await start(pilot)
        await play_tricks(pilot, 2)
        state = app.match.to_json()
        await pilot.press("q", "m")
        await pilot.pause()
        menu = app.screen.query_one(MenuList)
        menu.action_select()
        menu.action_select()  # the second Enter, queued behind the first
        await settle(pilot)
        assert isinstance(app.screen, GameScreen) and app.screen.waiting == "card"
        assert app.match.to_json() == state
        assert Match.from_json(json.loads((tmp_path / "save.json").read_text())).to_json() == state


@run_async
async def test_two_enters_at_once_on_a_new_partie_open_one_table(tmp_path: Path) -> None:
    """Two Enters in one burst on « Nouvelle partie » with nothing saved: one table, one partie."""
    app = make_app(tmp_path, seed=5)
    async with app.run_test() as pilot:
        await pilot.pause()
        menu = app.screen.query_one(MenuList)
        menu.action_select()
        menu.action_select()
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        assert sum(isinstance(screen, GameScreen) for screen in app.screen_stack) == 1
        assert app.match.seed == 5  # the partie the first Enter started, not a second one
