"""Pilot tests of the screens around the table: sheet, saves, quitting, terminal size, options."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import cast
from unittest.mock import patch

import pytest
from rich.console import Group
from rich.style import Style
from rich.text import Text
from textual.containers import VerticalScroll
from textual.widgets import RichLog

from belote.engine import PASS, Match, Rules, Take
from belote.tui.app import BeloteApp
from belote.tui.game import GameScreen
from belote.tui.i18n import card_label, seat_name, set_language, tr
from belote.tui.menus import HelpScreen, OptionsScreen, StartScreen
from belote.tui.score_screens import SheetScreen, SummaryScreen, manche_title
from belote.tui.screens import LastTrickScreen, PromptScreen, TooSmallScreen
from belote.tui.storage import Storage
from belote.tui.typography import GLUE, PlainBlanks, french_body
from belote.tui.widgets import HandView, SeatView, StatusBar

from .behaviour_support import play_until, random_bots
from .conftest import (
    LEVEL,
    GatedBot,
    enter_until,
    first_seed,
    game,
    make_app,
    past_the_cut,
    run_async,
    screen_text,
    settle,
    start,
    text_of,
    toasts,
)


async def finish_deal(pilot) -> SummaryScreen:  # type: ignore[no-untyped-def]
    """Press Enter (pass, play, go on) until the deal's summary shows."""
    for _ in range(100):
        if isinstance(pilot.app.screen, SummaryScreen):
            return pilot.app.screen
        await pilot.press("enter")
        await settle(pilot)
    raise AssertionError("the deal never ended")


@run_async
async def test_score_sheet_lists_every_deal_with_running_totals(tmp_path: Path) -> None:
    """After two deals, « s » shows both with their points and the running totals."""
    app = make_app(tmp_path, seed=4)
    async with app.run_test() as pilot:
        await start(pilot)
        await finish_deal(pilot)
        await pilot.press("enter")
        await settle(pilot)
        await past_the_cut(pilot)
        await finish_deal(pilot)
        await pilot.press("enter")
        await settle(pilot)
        await past_the_cut(pilot)
        game(pilot)
        await pilot.press("f")
        sheet = app.screen
        assert isinstance(sheet, SheetScreen)
        text = text_of(sheet.body())
        results = app.match.history[0]
        assert len(results) == 2
        rows = [line.split() for line in text.splitlines() if line.strip()[:1] in ("1", "2")]
        totals = [0, 0]
        for number, (row, result) in enumerate(zip(rows, results, strict=True), 1):
            assert row[0] == str(number)
            if not result.redeal:
                totals = [totals[0] + result.sheet[0], totals[1] + result.sheet[1]]
            assert [str(result.sheet[0]), str(result.sheet[1]), str(totals[0]), str(totals[1])] == (
                row[3:7] if not result.redeal else row[1:5]
            )
        assert tuple(totals) == app.match.scores
        await pilot.press("escape")
        assert isinstance(app.screen, GameScreen)


@run_async
async def test_quit_and_resume_restore_the_exact_state(tmp_path: Path) -> None:
    """« q » then « o » saves and quits; ``--resume`` brings back the very same partie."""
    app = make_app(tmp_path, seed=8)
    async with app.run_test() as pilot:
        await start(pilot)
        for _ in range(7):  # a few bids and cards: mid-deal, mid-trick
            await pilot.press("enter")
            await settle(pilot)
        game(pilot)
        await pilot.press("q")
        assert isinstance(app.screen, PromptScreen)
        await pilot.press("enter")  # the safe default: stay
        assert isinstance(app.screen, GameScreen)
        await pilot.press("q", "o")
        await pilot.pause()
        saved = app.match.to_json()
    assert app.return_code == 0
    written = json.loads((tmp_path / "save.json").read_text())
    table = written.pop("table")
    assert datetime.fromisoformat(table.pop("started_at")).tzinfo is not None  # when the partie began
    assert table == {
        "levels": [LEVEL] * 3,
        "undos": 0,
        "deal_undo": False,
        "deal_hints": False,
        "cut_pending": False,
    }
    assert written == saved
    assert len(saved["deals"][-1]) > 4

    again = BeloteApp(bot_delay=0, bot_level=LEVEL, home=tmp_path, resume=True)
    async with again.run_test() as pilot:
        await pilot.pause()
        assert isinstance(again.screen, GameScreen)
        assert again.match.to_json() == saved
        assert toasts(again) == ["Partie reprise."]
        assert again.screen.query_one(StatusBar).message.startswith("À vous")


@run_async
async def test_a_question_keeps_a_blank_line_before_its_answers(tmp_path: Path) -> None:
    """« Sauvegarder et quitter ? », what it means, a blank line, then « Oui (o) Non (n, ⏎) »."""
    app = make_app(tmp_path, seed=8)
    async with app.run_test(size=(80, 24)) as pilot:
        await start(pilot)
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, PromptScreen)
        box = app.screen.query_one(".dialog").region
        lines = [line[box.x : box.right].strip(" │") for line in screen_text(app)]
        answers = next(i for i, line in enumerate(lines) if line.startswith("Oui (o)"))
        assert lines[answers - 1] == "" and lines[answers - 2].endswith("(m).")


@run_async
async def test_start_menu_offers_the_saved_partie(tmp_path: Path) -> None:
    """Without ``--resume`` the start menu shows the saved partie and Enter continues it."""
    match = Match(seed=21)
    match.deal.apply(match.deal.legal_actions()[0])
    Storage(tmp_path).save_match(match)
    app = BeloteApp(bot_delay=0, bot_level=LEVEL, home=tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert app.match.seed == 21
        assert app.match.to_json()["deals"][0][:1] == match.to_json()["deals"][0]


@run_async
async def test_corrupt_save_is_reported_and_kept_aside(tmp_path: Path) -> None:
    """An unreadable save is renamed (not deleted), reported on the start menu, and the new partie
    started from it plays as usual."""
    bad = '{"format": "belote-match", "version": 1, "seed": 1, "deals": [["take Z"]]}'
    (tmp_path / "save.json").write_text(bad)
    app = make_app(tmp_path, seed=2)
    async with app.run_test() as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        screen = await start(pilot)
        [notice] = toasts(app)
        assert "Sauvegarde illisible" in notice and "save.corrupt-1.json" in notice
        assert screen.query_one(StatusBar).notice == ""  # the status line keeps saying whose turn it is
        assert screen.query_one(StatusBar).message.startswith("À vous")
        assert app.match.seed == 2
    assert (tmp_path / "save.corrupt-1.json").read_text() == bad
    assert Match.from_json(json.loads((tmp_path / "save.json").read_text())).seed == 2


@run_async
async def test_too_small_terminal_says_the_size_needed(tmp_path: Path) -> None:
    """Below 80×24 a message gives the size needed; enlarging brings the table back."""
    app = make_app(tmp_path)
    async with app.run_test(size=(70, 20)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, TooSmallScreen)
        assert "80×24" in screen.message(*screen.sizes) and "70×20" in screen.message(*screen.sizes)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)


@run_async
async def test_keys_are_context_sensitive(tmp_path: Path) -> None:
    """Bidding keys only while bidding, card keys only on the human's card turn."""
    app = make_app(tmp_path, seed=first_seed(lambda deal: None if deal.phase == "bidding" else PASS))
    async with app.run_test() as pilot:
        screen = await start(pilot)
        assert screen.waiting == "bid1"
        keys = {b.binding.key for b in screen.active_bindings.values() if b.enabled}
        assert {"t", "p", "f", "enter"} <= keys and "left" not in keys
        assert screen.active_bindings["s"].binding.action == "round_one_suit"  # only to say the rule
        await pilot.press("left", "1", "space")  # card keys do nothing while bidding
        assert len(app.match.deal.bids) == 0


@run_async
async def test_last_trick_help_and_options(tmp_path: Path) -> None:
    """« d » shows the last trick, « ? » the help, « o » the options (saved to the home)."""
    app = make_app(tmp_path, seed=5)
    async with app.run_test() as pilot:
        await start(pilot)
        while not app.match.deal.tricks:
            await pilot.press("enter")
            await settle(pilot)
        await pilot.press("d")
        assert isinstance(app.screen, LastTrickScreen)
        assert app.screen.trick == app.match.deal.tricks[-1]
        await pilot.press("escape", "question_mark")
        assert isinstance(app.screen, HelpScreen)
        await pilot.pause()
        drawn = "".join(screen_text(app))
        assert "«" in drawn and "\u2800" not in drawn  # French spacing kept, drawn as plain spaces
        await pilot.press("escape", "o")
        assert isinstance(app.screen, OptionsScreen)
        await pilot.press("down", "down", "right", "enter")  # target 1000 -> 1500
        assert app.settings.rules.target == 1500
        assert json.loads((tmp_path / "options.json").read_text())["rules"]["target"] == 1500
        assert app.match.rules.target == 1000  # the partie in progress keeps its rules


@run_async
async def test_the_help_says_the_target_and_manches_of_the_partie_under_way(tmp_path: Path) -> None:
    """The help's rules describe the classic manche in 1000; a partie played to 500 in one manche
    is said above them, so the help never contradicts the score panel."""
    app = make_app(tmp_path, seed=5, rules=Rules(target=500, manches=1))
    async with app.run_test() as pilot:
        await start(pilot)
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        text = " ".join(app.screen.text.replace("\u2800", " ").split())  # French blanks as spaces
        assert "*À cette table : une manche en 500 · règles classiques.*" in text
        assert text.index("À cette table") > text.index("# Règles") > text.index("Touches")


@run_async
async def test_english_interface(tmp_path: Path) -> None:
    """``lang="en"`` speaks English: the status line, the Footer and a refused bid."""
    seed = first_seed(lambda deal: PASS if deal.bidding_round == 1 else None)
    app = BeloteApp(seed=seed, bot_delay=0, bot_level=LEVEL, home=tmp_path, lang="en")
    async with app.run_test() as pilot:
        screen = await start(pilot)
        assert screen.query_one(StatusBar).message.startswith("Your bid: take")
        descriptions = {b.binding.description for b in screen.active_bindings.values() if b.enabled}
        assert {"Take", "Pass", "Sheet", "Quit"} <= descriptions
        while screen.waiting == "bid1":
            await pilot.press("p")
            await settle(pilot)
        assert screen.waiting == "bid2"
        turned = app.match.deal.turned.suit
        screen.bid(Take(turned))  # the engine refuses it: the rule, naming the suit
        name = ("♠ spades", "♥ hearts", "♦ diamonds", "♣ clubs")[turned]
        refused = f"In round 2 you cannot take {name}: it is the turned card's suit."
        assert screen.query_one(StatusBar).message == refused
        assert screen.query_one(StatusBar).error


@run_async
async def test_interface_answers_while_a_bot_thinks_and_holds_its_move(tmp_path: Path) -> None:
    """Keys work while a bot thinks in its thread; its move waits until the sheet is closed."""
    app = make_app(tmp_path, seed=first_seed(lambda deal: None if not deal.bids else PASS))
    async with app.run_test() as pilot:
        screen = await start(pilot)
        bot = GatedBot()
        app.bots[1] = bot  # West speaks after the human
        await pilot.press("p")
        assert screen.waiting == "bot" and app.match.deal.to_play == 1
        await pilot.press("f")  # the bot is still thinking: the interface answers
        assert isinstance(app.screen, SheetScreen)
        bids = len(app.match.deal.bids)
        bot.gate.set()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert len(app.match.deal.bids) == bids  # held while the sheet hides the table
        await pilot.press("escape")
        await pilot.pause()
        assert len(app.match.deal.bids) > bids and app.match.deal.bids[bids][0] == 1


@run_async
async def test_log_is_rewrapped_when_the_terminal_grows(tmp_path: Path) -> None:
    """Lines wrapped at 80 columns use the wider log after a resize (no stray « — » line)."""
    app = make_app(tmp_path, seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        await start(pilot)
        log = app.screen.query_one(RichLog)
        narrow = log.scrollable_content_region.width
        assert max(strip.cell_length for strip in log.lines) <= narrow
        await pilot.resize_terminal(130, 40)
        await pilot.pause()
        await pilot.pause()
        assert log.scrollable_content_region.width > narrow
        assert max(strip.cell_length for strip in log.lines) > narrow  # long lines now fit on one


@run_async
async def test_side_seats_do_not_jump_when_their_turn_comes(tmp_path: Path) -> None:
    """At 80×24 the « ▶ » turn marker never wraps a side seat's name onto a second line."""
    app = make_app(tmp_path, seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start(pilot)
        for seat_id in ("#seat-W", "#seat-E"):
            seat = screen.query_one(seat_id, SeatView)
            base = seat.info
            assert base is not None
            layouts = []
            for to_play in (False, True):
                seat.info = replace(base, to_play=to_play)
                lines = [line.plain for line in seat.render().renderables]  # type: ignore[union-attr]
                assert all(len(line) <= seat.content_size.width for line in lines)
                layouts.append(next(i for i, line in enumerate(lines) if "▮" in line))
            assert layouts[0] == layouts[1]  # the card backs stay on the same row


@run_async
async def test_french_log_lines_never_start_with_a_colon_nor_show_the_glue(tmp_path: Path) -> None:
    """The deal's log keeps « : » with the word before it when a line wraps (« Égalité, nouveau
    tirage : » included), and draws only plain spaces there."""
    app = make_app(tmp_path, seed=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await start(pilot)
        texts = [strip.text for strip in app.screen.query_one(RichLog).lines]
        assert any("tirage" in text for text in texts) and any(":" in text for text in texts)
        assert not [text for text in texts if text.lstrip()[:1] in (":", ";", "!", "?", "»")]
        assert not any(text.rstrip().endswith("«") or GLUE in text for text in texts)


@run_async
async def test_the_log_still_ends_on_its_last_line_after_a_resize_behind_a_summary(tmp_path: Path) -> None:
    """Resized while a deal's summary covers the table (bigger, then back to 80×24), the log behind
    it is written again for its width and still shows its newest line, the last trick's."""
    app = make_app(tmp_path, seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        await start(pilot)
        table = app.screen
        await finish_deal(pilot)
        log = table.query_one(RichLog)
        for size in ((100, 30), (80, 24)):
            await pilot.resize_terminal(*size)
            await settle(pilot)
            await pilot.pause()
        assert isinstance(app.screen, SummaryScreen)
        assert log.max_scroll_y > 0 and log.scroll_y == log.max_scroll_y


@run_async
async def test_the_log_is_written_again_whenever_its_own_width_changes(tmp_path: Path) -> None:
    """The log's width can change without the table being told (a table laid out again behind a
    summary once it is closed): the log itself asks to be written again, so no line is cut at its
    edge (« 4 c » for « 4 cartes »)."""
    app = make_app(tmp_path, seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        await start(pilot)
        log = app.screen.query_one(RichLog)
        wide = log.scrollable_content_region.width
        app.screen.query_one("#side").styles.width = 20  # narrower, the terminal's size unchanged
        await settle(pilot)
        await pilot.pause()
        assert log.scrollable_content_region.width < wide
        assert max(strip.cell_length for strip in log.lines) <= log.scrollable_content_region.width


@run_async
async def test_whose_announces_count_is_said_in_two_lines_of_the_log_at_80_columns(tmp_path: Path) -> None:
    """The log is narrow at 80×24: the line saying which side's announces count, in either language,
    takes two of its lines at most, not four that push the cards just played out of view."""
    app = make_app(tmp_path, seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        await start(pilot)
        width = app.screen.query_one(RichLog).scrollable_content_region.width
        fitted = app.console.options.update_width(width)
        for lang in ("fr", "en"):
            set_language(lang)
            for side in (0, 1):
                said = Text(tr(f"log.announces_won.{side}"))
                assert len(app.console.render_lines(said, fitted)) <= 2, (lang, side, width)
        set_language("fr")


@run_async
async def test_a_card_number_past_the_hand_says_how_many_cards_are_left(tmp_path: Path) -> None:
    """« 8 » with six cards in hand chooses nothing and says so, rather than nothing at all, for a
    moment only: the count is soon out of date (it lingered into the next deal's bidding)."""
    app = make_app(tmp_path, seed=4)
    async with app.run_test() as pilot:
        await start(pilot)
        await enter_until(
            pilot, lambda: game(pilot).waiting == "card" and len(game(pilot).query_one(HandView).cards) < 8
        )
        hand = game(pilot).query_one(HandView)
        selected, count = hand.selected, len(hand.cards)
        await pilot.press("8")
        await pilot.pause()
        assert hand.selected == selected
        assert f"Vous avez {count} cartes en main." in toasts(app)
        (told,) = (n for n in app._notifications if "cartes en main" in " ".join(n.message.split()))
        assert told.timeout <= 4


@run_async
async def test_the_hint_asked_while_the_others_play_says_it_waits_for_the_turn(tmp_path: Path) -> None:
    """« c » while a bot thinks opens no advice and says the hint is for the player's own turn; it
    stays out of the Footer then, and the notice goes as soon as the turn comes (it lingered over
    « À vous de jouer »)."""
    app = make_app(tmp_path, seed=4)
    async with app.run_test() as pilot:
        screen = await start(pilot)
        waiting = screen.waiting
        screen.set_waiting("bot")
        await pilot.press("c")
        await pilot.pause()
        assert app.screen is screen and "Le conseil se demande à votre tour." in toasts(app)
        assert "c" not in screen.active_bindings
        screen.set_waiting("trick")  # the bots' trick shown: the notice still holds
        await pilot.pause()
        assert "Le conseil se demande à votre tour." in toasts(app)
        screen.set_waiting(waiting)  # the player's turn: it would now be wrong, and goes
        await pilot.pause()
        assert "Le conseil se demande à votre tour." not in toasts(app)


@run_async
async def test_no_passing_notice_covers_a_deal_summary_being_read(tmp_path: Path) -> None:
    """A notice on show when the deal's summary opens, or said while it is read (a file that could
    not be written), would be drawn over the panel's right side at 80×24: both wait, and are shown
    once the summary is closed; the quit question asked over the summary keeps them waiting."""
    app = make_app(tmp_path, seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        await start(pilot)
        app.tell("Première nouvelle.")
        await finish_deal(pilot)
        assert isinstance(app.screen, SummaryScreen) and not toasts(app)
        app.tell("Écriture impossible : disque plein.", error=True)
        await pilot.pause()
        assert not toasts(app)
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, PromptScreen) and not toasts(app)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, SummaryScreen) and not toasts(app)
        await pilot.press("escape")
        await settle(pilot)
        await past_the_cut(pilot)  # the cut question, when ours, is read before them too
        await pilot.pause()
        assert not isinstance(app.screen, SummaryScreen)
        assert toasts(app) == ["Première nouvelle.", "Écriture impossible : disque plein."]


@run_async
async def test_a_notice_said_just_before_a_panel_opens_waits_for_it_to_close(tmp_path: Path) -> None:
    """The history's writer or the coach says a problem as the deal ends: the notice is on its way
    (Textual shows it a moment after it is sent) when the summary opens, and the notices on show
    are put aside for the panel. It is held all the same, not drawn over the panel, and said once
    the panel is closed."""
    app = make_app(tmp_path, seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        await start(pilot)
        app.push_screen(LastTrickScreen(None))
        await pilot.pause()
        with patch.object(app, "notices_wait", return_value=False):  # sent before the panel opened
            app.tell("Historique en attente.", error=True)
        app.hold_notices()  # the panel opening puts aside the notices on show, before this one arrives
        await pilot.pause()
        assert isinstance(app.screen, LastTrickScreen) and not toasts(app)
        await pilot.press("escape")
        await settle(pilot)
        assert toasts(app) == ["Historique en attente."]


@run_async
async def test_the_help_holds_the_notices_until_it_closes(tmp_path: Path) -> None:
    """The help is a panel being read: a notice said while it is open (a friend arriving, a phrase
    a friend says) waits until it closes instead of covering its table of keys."""
    app = make_app(tmp_path, seed=7)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await start(pilot)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        app.tell("Zoé arrive et prend la place de Titi.")
        app.tell_phrase("Léa : « Merci ! »", 3.0)
        await pilot.pause()
        assert toasts(app) == []
        await pilot.press("escape")
        await settle(pilot)
        await pilot.pause()
        assert toasts(app) == ["Zoé arrive et prend la place de Titi.", "Léa : « Merci ! »"]


@run_async
async def test_a_notice_on_show_is_not_drawn_twice_under_a_dialog(tmp_path: Path) -> None:
    """A dialog that lets the table show around it and the notices stay over (the command palette
    over the table) shows the passing notices on show once: the table under it draws none of them;
    back at the table, they are there."""
    app = make_app(tmp_path, seed=7)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:  # the toasts drawn
        table = await start(pilot)
        app.tell("Main triée : par couleur.")
        await settle(pilot)
        assert app.screen is table and len(table.query("Toast")) == 1
        await pilot.press("ctrl+p")
        await settle(pilot)
        assert app.screen is not table and toasts(app) == ["Main triée : par couleur."]
        assert not len(table.query("Toast"))
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is table and len(table.query("Toast")) == 1


@run_async
async def test_home_then_page_down_at_once_shows_the_helps_second_page(tmp_path: Path) -> None:
    """In the help, End, then Home and Pg↓ pressed together: Pg↓ scrolls on from the top Home went
    to (one page down), not from the end where the text still was."""
    app = make_app(tmp_path, seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        await start(pilot)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        scroller = app.screen.query_one(VerticalScroll)
        await pilot.press("end")
        await pilot.pause()
        assert scroller.scroll_y == scroller.max_scroll_y > 0
        help_screen = app.screen
        help_screen.action_scroll_edge(False)  # Home and Pg↓ read in one go, as from a fast terminal
        help_screen.action_scroll_page(1)
        await pilot.pause()
        page = scroller.scrollable_content_region.height - 1
        assert scroller.scroll_y == page < scroller.max_scroll_y


@run_async
async def test_the_command_palette_names_its_own_keys_not_the_tables(tmp_path: Path) -> None:
    """Over the table the palette left the table's Footer showing (« q Quitter »…) while those keys
    typed into its search: its own Footer covers it, naming the key that closes it."""
    app = make_app(tmp_path, seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await start(pilot)
        await pilot.press("ctrl+p")
        await settle(pilot)
        assert app.screen is not table
        bottom = screen_text(app)[-1]
        assert "Échap Fermer" in bottom and "Quitter" not in bottom and "Jouer" not in bottom
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is table


@run_async
async def test_the_first_deals_log_keeps_its_last_card_as_the_deal_ends(tmp_path: Path) -> None:
    """The first deal's log opens with the draw for the dealer, which it dropped once the deal was
    on the sheet: one line fewer, so the log wrote the last trick's caption in the place of West's
    last card, which never showed. Every card of the deal is in the log at its summary."""
    app = make_app(tmp_path, seed=2)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await start(pilot)
        await finish_deal(pilot)
        log = screen.query_one(RichLog)
        written = " ".join(" ".join("".join(s.text for s in strip).split()) for strip in log.lines)
        deal = app.match.deal
        assert deal.phase == "done" and not app.match.history[0][0].redeal  # a deal played to its end
        for trick in deal.tricks:
            for index, card in enumerate(trick.cards):
                assert f"{seat_name(trick.seat_of(index))} : {card_label(card)}" in written, card


def test_a_panels_french_spacing_reaches_every_line_of_text_and_keeps_its_styles() -> None:
    """A panel's body is glued line by line, inside groups and already glued parts, its styles kept:
    narrowed so that « : » would start a line, it stays after its word; in English nothing changes."""
    bold = Style(bold=True)
    body = Group(Text("Manches : Nous 1", bold), PlainBlanks(Group(Text("Entrée : nouvelle partie"))))
    glued = french_body(body, "fr")
    for width in range(9, 30):
        lines = text_of(glued, width=width).splitlines()
        assert not [line for line in lines if line.lstrip().startswith(":")], (width, lines)
        assert not any(GLUE in line for line in lines)
    assert text_of(glued, width=8).splitlines()[0] != "Manches"  # the word is never left alone
    first = cast(PlainBlanks, glued).inner
    assert isinstance(first, Group) and cast(Text, first.renderables[0]).style == bold
    assert french_body(body, "en") is body


@run_async
async def test_the_score_sheet_opens_on_the_current_manche_from_its_title(tmp_path: Path) -> None:
    """Later in a partie the sheet is longer than the screen: it opens on the current manche with its
    title and column heads in view (« Feuille de marque — manche 2 », « Nous Eux »), the earlier
    manche above it, not on the last rows with neither."""
    match = Match(Rules(target=500, manches=3), 3)
    bots = random_bots(3)
    assert play_until(match, bots, lambda m: m.manche_index == 1 and len(m.history[1]) >= 3)
    app = make_app(tmp_path, seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        await start(pilot)
        await app.push_screen(SheetScreen(match))
        await settle(pilot)
        await pilot.pause()
        shown = "\n".join(screen_text(app))
        title = tr("sheet.title", title=manche_title(match, 1)[:1].lower() + manche_title(match, 1)[1:])
        assert title in shown
        assert (
            tr("sheet.title", title=manche_title(match, 0)[:1].lower() + manche_title(match, 0)[1:])
            not in shown
        )
        scroll = app.screen.query_one(VerticalScroll)
        assert scroll.max_scroll_y > 0  # the sheet is longer than the screen


@pytest.mark.parametrize(
    ("key", "over", "close", "beside"),
    [("f", "Feuille de marque", "escape", "Manche 1/3"), ("q", "Sauvegarder et quitter ?", "n", "Ouest (E")],
)
@run_async
async def test_a_dialog_over_a_deals_summary_stands_over_the_table_alone(
    tmp_path: Path, key: str, over: str, close: str, beside: str
) -> None:
    """« f » (the score sheet) or « q » (the quit question) on a deal's summary: the summary steps
    aside, the dialog standing over the table, dimmed as when it opens from the table (the sheet
    had a blank ground; the quit question showed the summary's frame a few columns beside its own,
    cutting « Ouest (Eux) » to « Ou│ »); closed, the summary is back, and again the next time."""
    app = make_app(tmp_path, seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        await start(pilot)
        summary = await finish_deal(pilot)
        for _ in range(2):
            await pilot.press(key)
            await pilot.pause()
            assert app.screen is not summary
            shown = "\n".join(screen_text(app))
            assert over in shown and "Fin de la donne" not in shown
            assert "Manche 1/3 en 1000" in shown and "Nord (Nous)" in shown  # the table: its panel, a seat
            assert beside in shown  # beside the dialog, no summary's frame across it
            await pilot.press(close)
            await pilot.pause()
            assert app.screen is summary and "Fin de la donne" in "\n".join(screen_text(app))


@run_async
async def test_the_help_opens_over_a_deals_summary_which_steps_aside_and_comes_back(tmp_path: Path) -> None:
    """A newcomer reading « dedans » or « litige » on a summary looks for the help: « ? » opens it
    there too (the Footer lists it, so the command palette finds it), the summary stepping aside
    while it is open, and Escape comes back to the summary, whole."""
    app = make_app(tmp_path, seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        await start(pilot)
        summary = await finish_deal(pilot)
        assert "? Aide" in screen_text(app)[-1]
        await pilot.press("question_mark")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen) and summary.has_class("-under-panel")
        assert not any("Fin de la donne" in line for line in screen_text(app))
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is summary and not summary.has_class("-under-panel")
        assert any("Fin de la donne" in line for line in screen_text(app))
