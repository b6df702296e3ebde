"""The autosave: after every trick the save file holds the whole partie, that trick's 4th card included."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from belote.engine import Match, Take, Trick
from belote.tui.app import BeloteApp
from belote.tui.game import GameScreen
from belote.tui.menus import StartScreen
from belote.tui.score_screens import SummaryScreen
from belote.tui.screens import LastTrickScreen
from belote.tui.storage import Storage
from belote.tui.widgets import HandView

from .conftest import LEVEL, game, make_app, run_async, settle, start, toasts


def tricks_stay(monkeypatch: pytest.MonkeyPatch, home: Path, seed: int) -> BeloteApp:
    """The app with instant bots but each completed trick left on the table until a key is pressed,
    so that the test reads the save while the trick is shown."""
    monkeypatch.setattr(BeloteApp, "trick_delay", property(lambda _: 3600.0))
    return BeloteApp(seed=seed, bot_delay=0, bot_level=LEVEL, home=home, lang="fr")


def saved(home: Path) -> dict[str, Any]:
    """The save file's JSON."""
    data: dict[str, Any] = json.loads((home / "save.json").read_text(encoding="utf-8"))
    return data


def holds_the_match(home: Path, match: Match) -> bool:
    """Whether the save file holds exactly ``match`` (the table may add its own record beside it)."""
    data, expected = saved(home), match.to_json()
    return {key: data.get(key) for key in expected} == expected


async def play_to_trick(pilot: Pilot[Any], tricks: int) -> None:
    """Enter (pass, play the selected card) until the deal has ``tricks`` completed tricks shown."""
    app = pilot.app
    assert isinstance(app, BeloteApp)
    for _ in range(200):
        screen = app.screen
        if isinstance(screen, SummaryScreen):
            await pilot.press("enter")
        elif game(pilot).waiting == "trick" and len(app.match.deal.tricks) >= tricks:
            return
        else:
            await pilot.press("enter")
        await settle(pilot)
    raise AssertionError("the deal never reached that trick")


@run_async
async def test_the_save_equals_the_partie_after_every_trick(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At each completed trick (still shown), save.json == Match.to_json(), the 4th card in it."""
    app = tricks_stay(monkeypatch, tmp_path, 5)
    checked = 0
    async with app.run_test() as pilot:
        await start(pilot)
        while checked < 10:
            await play_to_trick(pilot, 1)
            deal = app.match.deal
            screen = game(pilot)
            assert screen.waiting == "trick" and screen.shown_trick is deal.tricks[-1]
            assert holds_the_match(tmp_path, app.match)
            restored = Match.from_json(saved(tmp_path)).deal
            assert len(restored.tricks) == len(deal.tricks) and not restored.current_trick.cards
            checked += 1
            await pilot.press("enter")  # the trick is cleared: play on
            await settle(pilot)
    assert checked == 10


@run_async
async def test_a_crash_after_a_trick_resumes_at_that_trick(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The app is killed (no quit) while a trick is shown: --resume brings back that very state."""
    app = tricks_stay(monkeypatch, tmp_path, 9)
    async with app.run_test() as pilot:
        await start(pilot)
        await play_to_trick(pilot, 3)
        at_trick = app.match.to_json()
        tricks = len(app.match.deal.tricks)
    assert tricks >= 3
    again = BeloteApp(bot_delay=60, bot_level=LEVEL, home=tmp_path, resume=True, lang="fr")  # bots wait
    async with again.run_test() as pilot:
        await pilot.pause()
        assert again.match.to_json() == at_trick
        assert len(again.match.deal.tricks) == tricks
        game(pilot)


@run_async
async def test_a_new_partie_and_each_new_deal_are_saved_at_once(tmp_path: Path) -> None:
    """Starting writes the save; after a deal's summary the next deal is saved before anyone acts."""
    app = make_app(tmp_path, seed=4)
    async with app.run_test() as pilot:
        await start(pilot)
        assert Match.from_json(saved(tmp_path)).seed == 4
        for _ in range(200):
            if isinstance(app.screen, SummaryScreen):
                break
            await pilot.press("enter")
            await settle(pilot)
        assert isinstance(app.screen, SummaryScreen)
        table = app.screen_stack[-2]
        assert isinstance(table, GameScreen) and table.waiting == "summary"
        assert holds_the_match(tmp_path, app.match)  # the finished deal
        await pilot.press("enter")
        await settle(pilot)
        assert len(app.match.history[-1]) == 1
        data = saved(tmp_path)
        assert Match.from_json(data).deal.dealer == app.match.deal.dealer
        assert len(data["deals"]) == len(app.match.to_json()["deals"])


def second_deal_just_taken(seed: int) -> tuple[Match, Trick]:
    """A partie played (the first legal card each time, the first seat to speak taking) to the start
    of a later deal's first trick, nobody having played yet; and the last trick of the deal before."""
    match = Match(seed=seed)
    last: Trick | None = None
    while True:
        deal = match.deal
        if deal.phase == "done":
            last = deal.tricks[-1] if deal.tricks else None
            match.next_deal()
            continue
        if last is not None and deal.phase == "playing" and not deal.current_trick.cards and not deal.tricks:
            return match, last
        legal = deal.legal_actions()
        deal.apply(next((action for action in legal if isinstance(action, Take)), legal[0]))


@run_async
async def test_a_resumed_partie_still_shows_the_previous_last_trick_and_the_received_cards(
    tmp_path: Path,
) -> None:
    """Saved just after the take of a second deal and resumed: « d » still shows the previous deal's
    last trick, and the cards the human received at the take are still marked « + »."""
    match, last = second_deal_just_taken(5)
    deal = match.deal
    received = set(deal.hands[0]) & set(deal.deck[20:])
    assert len(received) == 3
    Storage(tmp_path).save_match(match)  # a save as written before the table kept anything more
    again = BeloteApp(bot_delay=60, bot_level=LEVEL, home=tmp_path, resume=True, lang="fr", coach=False)
    async with again.run_test() as pilot:
        await pilot.pause()
        screen = game(pilot)
        assert screen.previous_last == last
        assert screen.query_one(HandView).fresh == received
        await pilot.press("d")
        await pilot.pause()
        shown = again.screen
        assert isinstance(shown, LastTrickScreen)
        assert shown.previous and shown.trick == last


@run_async
async def test_resume_with_nothing_saved_says_so_on_the_menu(tmp_path: Path) -> None:
    """``--resume`` in a folder with no saved partie opens the menu and says there is nothing to
    resume, instead of leaving the player to wonder where the partie went."""
    app = BeloteApp(bot_delay=0, bot_level=LEVEL, home=tmp_path, resume=True, lang="fr", coach=False)
    async with app.run_test() as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        assert "Aucune partie sauvegardée à reprendre." in toasts(app)
