"""The table's Footer at 80 columns: every key it lists fits, each key shows once with what it does
in that state, and a key with nothing to do (no trick to show, no decision to take back) is not
listed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import RichLog
from textual.widgets._footer import FooterKey

from belote.engine import PASS, Action, Card, Deal, Play, Trick
from belote.tui import i18n
from belote.tui.game import GameScreen
from belote.tui.menus import OptionsScreen
from belote.tui.screens import LastTrickScreen
from belote.tui.translate import LiveFooter
from belote.tui.widgets import StatusBar

from .conftest import GatedBot, enter_until, first_seed, game, make_app, run_async, screen_text, settle, start


def shown_keys(screen: GameScreen) -> list[str]:
    """What the Footer lists, « key description » per key, in its order."""
    app = screen.app
    items = []
    for active in screen.active_bindings.values():
        binding = active.binding
        if binding.show:
            items.append(f"{binding.key_display or app.get_key_display(binding)} {binding.description}")
    return items


def footer_line(pilot: Pilot[Any]) -> str:
    """The Footer as drawn: the terminal's last line."""
    return screen_text(pilot.app)[-1]  # type: ignore[arg-type]


async def check_fits(pilot: Pilot[Any], screen: GameScreen) -> list[str]:
    """Every key the Footer lists is drawn whole on its line; the listed keys."""
    await pilot.pause()
    await pilot.pause()
    items, line = shown_keys(screen), footer_line(pilot)
    missing = [item for item in items if item not in line]
    assert not missing, (screen.waiting, line, missing)
    return items


def round_two(deal: Deal) -> Action | None:
    """Pass in round 1; stop at the human's bid in round 2."""
    return PASS if deal.bidding_round == 1 else None


def past_first_trick(deal: Deal) -> Action | None:
    """Pass the bids, play the first legal card; stop at the human's card once a trick is done,
    in a deal where the human had a bid to make."""
    if deal.phase == "bidding":
        return PASS
    if deal.tricks and any(seat == 0 for seat, _ in deal.view(0).bids):
        return None
    return next(a for a in deal.legal_actions() if isinstance(a, Play))


@pytest.mark.parametrize("lang", ["fr", "en"])
@run_async
async def test_every_key_the_footer_lists_fits_80_columns(tmp_path: Path, lang: str) -> None:
    """Round 1, round 2, round 2 with a suit selected and a card to play: the Footer at 80×24
    shows each of its keys whole, « q » to quit included."""
    i18n.set_language(lang)
    app = make_app(tmp_path, seed=first_seed(round_two), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start(pilot)
        assert screen.waiting == "bid1"
        await check_fits(pilot, screen)
        await pilot.press("p")
        await settle(pilot)
        assert screen.waiting == "bid2"
        await check_fits(pilot, screen)
        suit = next(key for key in "shdc" if screen.check_action("choose_suit", (key,)))
        await pilot.press(suit)
        items = await check_fits(pilot, screen)
        assert any(item.startswith("q ") for item in items)
    app = make_app(tmp_path / "card", seed=first_seed(past_first_trick), lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start(pilot)
        while screen.waiting != "card" or not app.match.deal.tricks:
            await pilot.press("enter")
            await settle(pilot)
        items = await check_fits(pilot, screen)
        assert {item.split()[0] for item in items} >= {"⏎", "d", "u", "q"}


@run_async
async def test_a_suit_selected_in_round_two_shows_enter_once_and_distinct_words(tmp_path: Path) -> None:
    """After « c » selects ♣ in round 2, Enter takes (shown once, as « Prendre »), « p » passes,
    Escape goes back to the choice and « u » takes back a move: no word serves two keys."""
    app = make_app(tmp_path, seed=first_seed(round_two))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start(pilot)
        await pilot.press("p")
        await settle(pilot)
        suit = next(key for key in "shdc" if screen.check_action("choose_suit", (key,)))
        await pilot.press(suit)
        items = await check_fits(pilot, screen)
        assert [item for item in items if "⏎" in item] == ["⏎ Prendre"]
        assert {"p Passer", "Échap Retour", "u Reprendre", "q Quitter"} <= set(items)
        words = [item.split(" ", 1)[1] for item in items]
        assert len(words) == len(set(words))
        other = next(k for k in "shdc" if k != suit and screen.check_action("choose_suit", (k, "again")))
        await pilot.press(other)  # another suit key changes the selection, though not listed
        assert screen.chosen_suit is not None
        assert screen.chosen_suit.symbol in screen.query_one(StatusBar).message.split("?")[0]


@pytest.mark.parametrize(("size", "listed"), [((120, 40), True), ((80, 24), False)])
@run_async
async def test_round_two_lists_the_arrows_that_go_through_the_suits_where_there_is_room(
    tmp_path: Path, size: tuple[int, int], listed: bool
) -> None:
    """In round 2 ←→ go through the suits that may be named, as the status line says: the Footer
    lists them (« ←→ Couleur ») where the line has room; at 80 columns they leave it among the
    comfort keys, the suits' own keys staying."""
    app = make_app(tmp_path, seed=first_seed(round_two))
    async with app.run_test(size=size) as pilot:
        screen = await start(pilot)
        await pilot.press("p")
        await settle(pilot)
        assert screen.waiting == "bid2"
        items = await check_fits(pilot, screen)
        assert ("←→ Couleur" in items) is listed, items
        assert sum(item.split(" ", 1)[0] in "shdc" for item in items) == 3  # the suits but the turned one
        chosen = screen.chosen_suit
        await pilot.press("right")
        assert screen.chosen_suit is not None and screen.chosen_suit != chosen


@run_async
async def test_first_bid_of_a_partie_lists_neither_last_trick_nor_undo(tmp_path: Path) -> None:
    """At the human's first bid of a new partie there is no trick to show and nothing to take back:
    « d » and « u » are not in the Footer and « d » opens nothing. Once the human has bid, « u »
    is listed while the bidding goes on; once a trick is done, « d » and « u » are."""
    app = make_app(tmp_path, seed=first_seed(past_first_trick))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start(pilot)
        keys = {item.split()[0] for item in shown_keys(screen)}
        assert "d" not in keys and "u" not in keys
        await pilot.press("d")
        assert not isinstance(app.screen, LastTrickScreen)
        await pilot.press("p")
        await settle(pilot)
        while screen.waiting != "card" or not app.match.deal.tricks:
            if app.match.deal.phase == "bidding":  # then the bids stand: u offers the cards only
                assert "u" in {item.split()[0] for item in shown_keys(screen)}
            await pilot.press("enter")
            await settle(pilot)
        assert {"d", "u"} <= {item.split()[0] for item in shown_keys(screen)}


def last_to_speak_after_three_passes(deal: Deal) -> Action | None:
    """A human policy stopping at its first bid when it speaks last in round 1 and all three passed."""
    three_passes = len(deal.bids) == 3 and all(bid == PASS for _, bid in deal.bids)
    return None if deal.bidding_round == 1 and three_passes else PASS


@run_async
async def test_d_names_diamonds_all_through_round_two_even_before_the_human_speaks(tmp_path: Path) -> None:
    """In round 2, « d » chooses ♦: while the others still bid there, it neither shows in the Footer
    as the last trick nor opens it (a player pressing it early for ♦ would get a panel)."""
    app = make_app(tmp_path, seed=first_seed(last_to_speak_after_three_passes))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start(pilot)
        screen.previous_last = Trick(1, tuple(Card.parse(c) for c in ("7S", "8S", "9S", "10S")), 0, 10)
        assert "d" in {item.split()[0] for item in shown_keys(screen)}  # round 1: the previous last trick
        for seat in (1, 2, 3):
            app.bots[seat] = GatedBot()
        await pilot.press("p")
        await pilot.pause()
        assert app.match.deal.bidding_round == 2 and screen.waiting == "bot"
        assert "d" not in {item.split()[0] for item in shown_keys(screen)}
        await pilot.press("d")
        await pilot.pause()
        assert not isinstance(app.screen, LastTrickScreen)
        for seat in (1, 2, 3):
            app.bots[seat].gate.set()  # type: ignore[attr-defined]


@run_async
async def test_sort_options_and_log_keys_are_in_the_footer_when_it_has_room(tmp_path: Path) -> None:
    """At the first bid (80 columns) the Footer lists « r Trier » and « o Options » beside the
    play keys, and both keys do what they say. During the card play, where the French Footer is
    full at 80 columns, they leave it (the play keys, « ? » and « q » stay); at 120 columns they
    are back, with « Pg↑↓ Journal », as soon as the terminal is widened."""
    app = make_app(tmp_path, seed=first_seed(past_first_trick))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start(pilot)
        items = await check_fits(pilot, screen)
        assert {"r Trier", "o Options", "t Prendre", "? Aide", "q Quitter"} <= set(items)
        assert items[-1] == "q Quitter"
        order = app.settings.sort_order
        await pilot.press("r")
        await pilot.pause()
        assert app.settings.sort_order != order
        await pilot.press("o")
        await pilot.pause()
        assert isinstance(app.screen, OptionsScreen)
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("p")
        await settle(pilot)
        while screen.waiting != "card" or not app.match.deal.tricks:
            await pilot.press("enter")
            await settle(pilot)
        items = await check_fits(pilot, screen)
        keys = {item.split()[0] for item in items}
        assert {"←→", "⏎", "d", "c", "f", "?", "u", "q"} <= keys
        assert not keys & {"r", "o", "Pg↑↓"}
        await pilot.resize_terminal(120, 30)
        await pilot.pause()
        items = await check_fits(pilot, screen)
        assert {"r Trier", "o Options", "Pg↑↓ Journal", "u Reprendre", "q Quitter"} <= set(items)
        log = screen.query_one(RichLog)
        log.write("\n".join(f"ligne {n}" for n in range(200)))
        await pilot.pause()
        log.scroll_end(animate=False)
        await pilot.pause()
        bottom = log.scroll_y
        await pilot.press("pageup")
        await pilot.pause()
        assert log.scroll_y < bottom


@run_async
async def test_sort_options_and_log_keys_in_english_at_80_columns(tmp_path: Path) -> None:
    """English labels are shorter: at the first bid « r Sort », « o Options » and « Pg↑↓ Log »
    all fit 80 columns, « q Quit » still last."""
    i18n.set_language("en")
    app = make_app(tmp_path, seed=first_seed(past_first_trick), lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start(pilot)
        items = await check_fits(pilot, screen)
        assert {"r Sort", "o Options", "PgUp/PgDn Log", "t Take", "? Help"} <= set(items)
        assert items[-1] == "q Quit"


@run_async
async def test_a_panel_longer_than_the_terminal_says_its_scrolling_keys_and_a_short_one_does_not(
    tmp_path: Path,
) -> None:
    """The help never fits 80×24: its Footer offers « ↑↓ Défiler » and ↓ scrolls it; the score
    sheet of a new partie fits: no such key (it would do nothing)."""
    from textual.containers import VerticalScroll

    from belote.tui.menus import HelpScreen
    from belote.tui.score_screens import SheetScreen

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await start(pilot)
        await pilot.press("question_mark")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert "↑↓ Défiler" in footer_line(pilot)
        scroll = app.screen.query_one(VerticalScroll)
        await pilot.press("down", "down", "pagedown")
        await pilot.pause()
        page = scroll.scrollable_content_region.height
        assert scroll.scroll_y == 2 + page - 1  # a page less the line to read on from
        await pilot.press("end")  # the end of a long help at once, and back to its top
        await pilot.pause()
        assert scroll.scroll_y == scroll.max_scroll_y > 12
        await pilot.press("home")
        await pilot.pause()
        assert scroll.scroll_y == 0
        await pilot.press("escape", "f")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        assert "Défiler" not in footer_line(pilot) and "⏎ Fermer" in footer_line(pilot)


@run_async
async def test_the_footer_keeps_no_trace_of_the_keys_it_drew_before(tmp_path: Path) -> None:
    """Redrawn at every change of phase through a whole deal, the Footer follows only the keys it
    shows now: the keys of earlier redraws are not kept (their number grew through a long partie,
    and each redraw with it)."""
    app = make_app(tmp_path, seed=5)
    async with app.run_test() as pilot:
        await start(pilot)
        await enter_until(pilot, lambda: app.match.deal.phase == "done", presses=80)
        await enter_until(
            pilot, lambda: isinstance(app.screen, GameScreen) and app.match.deal.phase != "done", presses=10
        )
        await settle(pilot)
        footer = app.screen.query_one(LiveFooter)
        following = getattr(footer, "__watchers", {}).get("compact", [])
        shown = len(footer.query(FooterKey))
        assert shown and len(following) <= 2 * shown


@run_async
async def test_with_no_card_left_the_footer_offers_neither_choosing_nor_sorting(tmp_path: Path) -> None:
    """The last trick on show, the hand empty: « ←→ Choisir » and « r Trier » are not listed (the
    arrows and « r » have nothing to act on); they were during the trick before it."""
    app = make_app(tmp_path, seed=5)
    async with app.run_test() as pilot:
        await start(pilot)
        await enter_until(pilot, lambda: game(pilot).waiting == "card" and len(app.match.deal.tricks) == 6)
        screen = game(pilot)
        assert screen.check_action("sort", ()) and screen.check_action("move", (1,))
        await enter_until(pilot, lambda: len(app.match.deal.tricks) == 8)  # the last trick on show
        assert not screen.human_view().hand
        assert not screen.check_action("sort", ()) and not screen.check_action("move", (1,))
        keys = shown_keys(screen)
        assert not [key for key in keys if "Choisir" in key or "Trier" in key], keys


@run_async
async def test_the_deal_summary_lists_the_analysis_before_quitting(tmp_path: Path) -> None:
    """The deal's summary Footer reads « ⏎ Continuer, f Feuille, a Analyse, ? Aide, q Quitter »:
    quitting comes last, as on every other screen (« a » came after it)."""
    from belote.tui.coach_screens import AnalysedSummary

    from .test_screens import finish_deal

    app = make_app(tmp_path, seed=3)
    async with app.run_test() as pilot:
        await start(pilot)
        summary = await finish_deal(pilot)
        assert isinstance(summary, AnalysedSummary)
        await pilot.pause()
        keys = [item.split(" ", 1)[1] for item in shown_keys(summary)]  # type: ignore[arg-type]
        assert keys == ["Continuer", "Feuille", "Analyse", "Aide", "Quitter"], keys
        assert "a Analyse ? Aide q Quitter" in footer_line(pilot)
