"""Each option's effect, the terminal-size guard, Enter passing in the bidding, and the English table."""

from __future__ import annotations

import importlib
import json
from dataclasses import replace
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList, Static

from belote.bots.expert import ExpertBot
from belote.bots.heuristic import HeuristicBot
from belote.bots.random_bot import RandomBot
from belote.engine import PASS, Action, Card, Deal, Rank, Rules, Take
from belote.tui import i18n
from belote.tui.app import BeloteApp
from belote.tui.human import HUMAN
from belote.tui.menus import OptionsList, StartScreen
from belote.tui.palette import KeyCommands
from belote.tui.screens import MIN_HEIGHT, MIN_WIDTH, PromptScreen, TooSmallScreen
from belote.tui.storage import SPEEDS, Settings, Storage, StorageError
from belote.tui.widgets import CentreView, HandView, ScorePanel, StatusBar

from .behaviour_support import open_options
from .conftest import (
    LEVEL,
    first_seed,
    game,
    make_app,
    run_async,
    settle,
    start,
    stop_at_announce,
    text_of,
    toasts,
)

IDENTICAL_BY_NATURE = {
    "combo.tierce": "a belote term kept in English",
    "announce": "a format, no words",
    "export.trick": "a format, no words",
    "panel.none": "a dash",
    "panel.score": "the same word in both languages",
    "key.options": "the same word in both languages",
    "key.menu": "the same word in both languages",
    "start.options": "the same word in both languages",
    "opt.title": "the same word in both languages",
    "sum.belote": "a belote term kept in English",
    "sheet.note": "the same word in both languages",
    "note.capot": "a belote term kept in English",
    "note.dedans": "a belote term kept in English",
    "hist.verdict.capot": "a belote term kept in English",
    "val.expert": "the same word in both languages",
    "val.fr": "each language is named in itself",
    "val.en": "each language is named in itself",
    "stats.none": "a dash",
    "hist.date": "the same word in both languages",
    "friends.port": "the same word in both languages",
}
"""English strings equal to the French ones on purpose."""

FRENCH_ONLY = {"sum.contract.you": "« Vous avez pris »: English « You took » needs no form of its own"}
"""French keys without an English twin: the « vous » verb forms English does not need."""


def test_every_french_string_has_its_own_english_one() -> None:
    """Each key has an English string, different from the French except where identical by nature
    (the history screens' words join the tables when their module is imported: they are checked too)."""
    importlib.import_module("belote.tui.history_words")
    for key, french in i18n.FR.items():
        if key in FRENCH_ONLY:
            assert key not in i18n.EN
            continue
        assert key in i18n.EN, key
        assert i18n.EN[key].strip(), key
        if key not in IDENTICAL_BY_NATURE:
            assert i18n.EN[key] != french, key
    assert set(i18n.EN) <= set(i18n.FR)
    for key in IDENTICAL_BY_NATURE:
        assert i18n.EN[key] == i18n.FR[key], f"{key} is no longer identical: drop it from the list"


def test_english_formats_take_the_same_values_as_french() -> None:
    """Every placeholder of a French string is in its English one (no value lost in translation)."""
    import string

    for key, french in i18n.FR.items():
        if key in i18n.EN:
            fields = {name for _, name, _, _ in string.Formatter().parse(french) if name}
            english = {name for _, name, _, _ in string.Formatter().parse(i18n.EN[key]) if name}
            assert fields == english, key


@pytest.mark.parametrize(
    ("width", "height"),
    [(MIN_WIDTH - 1, MIN_HEIGHT + 10), (MIN_WIDTH + 30, MIN_HEIGHT - 1), (MIN_WIDTH - 1, MIN_HEIGHT - 1)],
)
@run_async
async def test_a_terminal_too_small_in_either_dimension_is_refused(
    tmp_path: Path, width: int, height: int
) -> None:
    """Too narrow, too short, or both: the size message covers the screen until it is big enough."""
    app = make_app(tmp_path)
    async with app.run_test(size=(width, height)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        assert app.screen.sizes == (width, height, MIN_WIDTH, MIN_HEIGHT)
        await pilot.resize_terminal(width - 1, height)
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen) and app.screen.sizes[:2] == (width - 1, height)
        await pilot.resize_terminal(MIN_WIDTH, MIN_HEIGHT)
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)


@run_async
async def test_the_command_palette_does_not_open_while_the_game_is_paused_for_the_terminals_size(
    tmp_path: Path,
) -> None:
    """Ctrl+P over the size message opened the palette over it, and the terminal grown again under
    the palette left the message up for good, naming the old size."""
    app = make_app(tmp_path)
    async with app.run_test(size=(MIN_WIDTH - 50, MIN_HEIGHT - 14)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        await pilot.resize_terminal(MIN_WIDTH, MIN_HEIGHT)
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)


@run_async
async def test_a_terminal_just_big_enough_is_accepted(tmp_path: Path) -> None:
    """Exactly 80×24 shows the start menu."""
    app = make_app(tmp_path)
    async with app.run_test(size=(MIN_WIDTH, MIN_HEIGHT)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        await pilot.resize_terminal(MIN_WIDTH, MIN_HEIGHT - 1)
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)


@run_async
async def test_a_notice_said_while_the_terminal_is_too_small_waits_until_it_can_be_read(
    tmp_path: Path,
) -> None:
    """A notice would be drawn over the size message, half cut: none covers it, and those on show
    or said meanwhile show once the terminal is large enough again (a set-aside file said at start
    in a small terminal is not lost)."""
    app = make_app(tmp_path)
    async with app.run_test(size=(MIN_WIDTH, MIN_HEIGHT)) as pilot:
        await pilot.pause()
        app.tell("Première nouvelle.")
        await pilot.pause()
        assert len(app._notifications) == 1
        await pilot.resize_terminal(MIN_WIDTH - 30, MIN_HEIGHT - 9)
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen) and not app._notifications
        app.tell("Écriture impossible : disque plein.", error=True)
        await pilot.pause()
        assert not app._notifications
        await pilot.resize_terminal(MIN_WIDTH, MIN_HEIGHT)
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        assert toasts(app) == ["Première nouvelle.", "Écriture impossible : disque plein."]
        assert [n.severity for n in app._notifications] == ["information", "error"]


def speaks_in_round(round_: int) -> object:
    """A human policy stopping at the human's first bid in bidding round ``round_``."""

    def policy(deal: Deal) -> Action | None:
        if deal.phase == "bidding" and deal.bidding_round == round_:
            return None
        return PASS if deal.phase == "bidding" else deal.legal_actions()[0]

    return policy


@pytest.mark.parametrize("round_", [1, 2])
@run_async
async def test_enter_passes_in_the_bidding(tmp_path: Path, round_: int) -> None:
    """At the human's bid, Enter (the safe default) passes, in round 1 and in round 2."""
    policy = speaks_in_round(round_)
    app = make_app(tmp_path, seed=first_seed(policy))  # type: ignore[arg-type]
    async with app.run_test() as pilot:
        screen = await start(pilot)
        while app.match.deal.bidding_round < round_:
            await pilot.press("enter")
            await settle(pilot)
            screen = game(pilot)
        assert screen.waiting == f"bid{round_}"
        bids = len(app.match.deal.bids)
        await pilot.press("enter")
        await settle(pilot)
        assert app.match.deal.bids[bids] == (HUMAN, PASS)
        assert app.match.deal.taker != HUMAN


@run_async
async def test_rules_options_shape_the_next_partie(tmp_path: Path) -> None:
    """The rules chosen in the options are those of the next new partie."""
    rules = Rules(
        announces=True,
        target=500,
        manches=1,
        direction="counterclockwise",
        must_undertrump=False,
        all_pass_same_dealer=True,
        first_packet=2,
        shuffle_each_deal=True,
    )
    Storage(tmp_path).save_settings(Settings(rules=rules))
    app = make_app(tmp_path)
    async with app.run_test() as pilot:
        await start(pilot)
        assert app.match.rules == rules
        assert i18n.position(1) == "E"  # counterclockwise: West and East swap places


@run_async
async def test_bot_levels_seat_the_chosen_bots(tmp_path: Path) -> None:
    """The partner's level seats North, West's and East's their seats; an unknown level → expert."""
    Storage(tmp_path).save_settings(
        Settings(partner_level="random", west_level="heuristic", east_level="random")
    )
    app = BeloteApp(seed=1, bot_delay=0, home=tmp_path, lang="fr")
    async with app.run_test() as pilot:
        await start(pilot)
        assert isinstance(app.bots[2], RandomBot)
        # counter-clockwise by default: West, drawn on the left, is seat 3 and East seat 1
        assert isinstance(app.bots[3], HeuristicBot) and isinstance(app.bots[1], RandomBot)
        assert set(app.bots) == {1, 2, 3}
    Storage(tmp_path).save_settings(
        Settings(partner_level="nobody", west_level="random", east_level="random")
    )
    app = BeloteApp(seed=1, bot_delay=0, home=tmp_path, lang="fr")
    async with app.run_test() as pilot:
        await start(pilot)
        assert isinstance(app.bots[2], ExpertBot)
        assert isinstance(app.bots[1], RandomBot) and isinstance(app.bots[3], RandomBot)


@pytest.mark.parametrize("speed", list(SPEEDS))
def test_speed_sets_the_bot_pause_and_the_trick_pause(tmp_path: Path, speed: str) -> None:
    """Each speed gives its two pauses; an explicit delay overrides both (the trick 2.5 times longer)."""
    Storage(tmp_path).save_settings(Settings(speed=speed))
    app = BeloteApp(home=tmp_path)
    assert (app.bot_delay, app.trick_delay) == SPEEDS[speed]
    fixed = BeloteApp(home=tmp_path, bot_delay=0.4)
    assert (fixed.bot_delay, fixed.trick_delay) == (0.4, pytest.approx(1.0))


@run_async
async def test_language_option_speaks_english(tmp_path: Path) -> None:
    """With the English option saved, the app starts in English."""
    Storage(tmp_path).save_settings(Settings(lang="en"))
    app = BeloteApp(seed=1, bot_delay=0, bot_level=LEVEL, home=tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        assert i18n.language() == "en" and app.settings.lang == "en"
        assert i18n.tr("start.new") == "New match"


@run_async
async def test_four_colours_reach_the_hand_the_centre_and_the_panel(tmp_path: Path) -> None:
    """The four-colour deck option is on every widget that draws suits."""
    for four in (True, False):
        Storage(tmp_path).save_settings(Settings(four_colours=four))
        app = make_app(tmp_path)
        async with app.run_test() as pilot:
            screen = await start(pilot)
            assert screen.query_one(HandView).four_colours is four
            assert screen.query_one(CentreView).four_colours is four
            assert screen.query_one(ScorePanel).info.four_colours is four


@run_async
async def test_options_screen_changes_and_saves_one_option(tmp_path: Path) -> None:
    """On the options screen, move to an option, change it and save: it is applied and written."""
    app = make_app(tmp_path)
    async with app.run_test() as pilot:
        screen = await open_options(pilot)
        names = [spec.name for spec in screen.specs]
        for _ in range(names.index("auto_announce")):
            await pilot.press("down")
        await pilot.press("right")
        assert screen.query_one(OptionsList).values["auto_announce"] is True
        await pilot.press("enter")
        await pilot.pause()
        assert app.settings.auto_announce is True
        assert isinstance(app.screen, StartScreen)
        await pilot.press("o")
        await pilot.press("down", "right", "escape")  # cancelled: nothing changes
        await pilot.pause()
        assert app.settings.rules.target == Rules().target
    written = json.loads((tmp_path / "options.json").read_text())
    assert written["auto_announce"] is True and written["rules"]["target"] == Rules().target


@run_async
async def test_page_keys_move_the_options_cursor_with_the_page_never_out_of_view(tmp_path: Path) -> None:
    """At 80×24 the options do not all fit: End, Page Up, Page Down and Home move the cursor with
    the list, so the line ←/→ change is always the one in view (Page Up used to scroll the list
    alone, leaving the cursor's line hidden)."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_options(pilot)
        options = screen.query_one(OptionsList)
        scroll = screen.query_one("#options-scroll")
        last = len(screen.specs) - 1
        assert scroll.max_scroll_y > 0, "the list is taller than its room at 80×24"

        def in_view() -> bool:
            top = scroll.scroll_offset.y
            return top <= options.cursor < top + scroll.size.height

        await pilot.press("end")
        await pilot.pause()
        assert options.cursor == last and in_view()
        await pilot.press("pageup")
        await pilot.pause()
        assert 0 < options.cursor < last and in_view()
        await pilot.press("pagedown")
        await pilot.pause()
        assert options.cursor == last and in_view()
        await pilot.press("home")
        await pilot.pause()
        assert options.cursor == 0 and in_view()


@pytest.mark.parametrize("auto", [True, False])
@run_async
async def test_auto_announce_announces_without_asking(tmp_path: Path, auto: bool) -> None:
    """With automatic announces the first card is played with its announce, no question asked."""
    rules = Rules(announces=True)
    Storage(tmp_path).save_settings(Settings(rules=rules, auto_announce=auto))
    app = make_app(tmp_path, seed=first_seed(stop_at_announce, rules))
    async with app.run_test() as pilot:
        await start(pilot)
        for _ in range(20):
            if isinstance(app.screen, PromptScreen) or game(pilot).announce_choice is not None:
                break
            await pilot.press("enter")
            await settle(pilot)
        assert isinstance(app.screen, PromptScreen) is not auto
        if not auto:  # the status line says how to answer, not to choose a card
            table = app.screen_stack[-2]  # under the question
            assert table.query_one(StatusBar).message == i18n.tr("status.question_back")
            await pilot.press("n")  # answered: the turn goes on, and the status line says so
            await settle(pilot)
            assert table.query_one(StatusBar).message == i18n.tr("status.your_card")
        if auto:
            assert game(pilot).announce_choice is True
            await pilot.press("enter")
            await settle(pilot)
            assert any(combo.seat == HUMAN for combo in app.match.deal.announced)


def holds_belote(deal: Deal) -> Action | None:
    """A human policy: take, then stop when holding trump K and Q as the taker."""
    if deal.phase == "bidding":
        return Take(deal.turned.suit) if deal.bidding_round == 1 else PASS
    assert deal.trump is not None
    pair = {Card(Rank.KING, deal.trump), Card(Rank.QUEEN, deal.trump)}
    return None if deal.taker == 0 and pair <= set(deal.hands[0]) else deal.legal_actions()[0]


async def to_a_belote_card(pilot: Pilot[None]) -> int:
    """Take (``holds_belote``'s deal), then play on with Enter until the human may play the trump
    king or queen holding both: the hand's index of that card."""
    await start(pilot)
    await pilot.press("t")
    await settle(pilot)
    trump = pilot.app.match.deal.trump  # type: ignore[attr-defined]
    for _ in range(20):
        hand = game(pilot).query_one(HandView)
        pick = [
            i
            for i, c in enumerate(hand.cards)
            if c in hand.legal and c.suit == trump and c.rank in (Rank.KING, Rank.QUEEN)
        ]
        if game(pilot).waiting == "card" and pick:
            return pick[0]
        await pilot.press("enter")
        await settle(pilot)
    raise AssertionError("no belote card to play")


@run_async
async def test_auto_belote_declares_belote_without_asking(tmp_path: Path) -> None:
    """With automatic belote, playing trump K or Q while holding both declares it at once."""
    Storage(tmp_path).save_settings(replace(Settings(), auto_belote=True))
    app = make_app(tmp_path, seed=first_seed(holds_belote))
    async with app.run_test() as pilot:
        index = await to_a_belote_card(pilot)
        await pilot.press(str(index + 1), "enter")
        assert not isinstance(app.screen, PromptScreen)
        assert app.match.deal.belote == HUMAN


@run_async
async def test_a_language_typed_on_the_command_line_is_kept_for_the_next_start(tmp_path: Path) -> None:
    """« --lang en » is the player's choice of language: it is saved as the language option, so a
    later start without it (« --resume ») speaks English too; the options screen shows it."""
    app = make_app(tmp_path, lang="en")
    async with app.run_test() as pilot:
        await start(pilot)
        app.exit()
    assert Storage(tmp_path).load_settings()[0].lang == "en"
    again = BeloteApp(bot_delay=0, bot_level=LEVEL, home=tmp_path, resume=True, coach=False)
    async with again.run_test() as pilot:
        await pilot.pause()
        assert again.settings.lang == "en" and i18n.language() == "en"
        again.exit()
    i18n.set_language("fr")


@run_async
async def test_a_language_typed_where_the_options_cannot_be_written_still_plays(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """When the options cannot be written, « --lang en » still speaks English for this game and a
    notice says the options were not saved."""

    def refuse(storage: Storage, settings: Settings) -> None:
        raise StorageError(storage.root, PermissionError(13, "Permission denied"))

    monkeypatch.setattr(Storage, "save_settings", refuse)
    app = make_app(tmp_path, lang="en")
    try:
        async with app.run_test() as pilot:
            await start(pilot)
            assert app.settings.lang == "en" and i18n.language() == "en"
            assert any(text.startswith("Options not saved in") for text in toasts(app)), toasts(app)
            app.exit()
    finally:
        i18n.set_language("fr")


@pytest.mark.parametrize("key", ["q", "ctrl+c"])
@run_async
async def test_a_terminal_too_small_still_lets_the_player_quit_and_save(tmp_path: Path, key: str) -> None:
    """The size message says « q : quitter », and q or ctrl+c ask the quit question over it: « non »
    brings the message back (the terminal is still too small), « oui » saves the partie and quits."""
    app = make_app(tmp_path)
    async with app.run_test(size=(MIN_WIDTH, MIN_HEIGHT)) as pilot:
        await start(pilot)
        await pilot.resize_terminal(MIN_WIDTH - 20, MIN_HEIGHT - 4)
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        assert "q : quitter" in TooSmallScreen.message(*app.screen.sizes)
        await pilot.press(key)
        await pilot.pause()
        assert isinstance(app.screen, PromptScreen)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        await pilot.press(key)
        await pilot.pause()
        played = app.match.to_json()
        await pilot.press("o")
        await pilot.pause()
        assert not app.is_running
    assert app.storage.load_match().to_json() == played


@run_async
async def test_a_start_menu_too_small_quits_at_once_with_nothing_to_save(tmp_path: Path) -> None:
    """No partie is playing on the start menu: q over the size message quits at once, as q does on
    the menu itself, instead of asking whether to save a partie that does not exist (and writing
    none)."""
    app = make_app(tmp_path)
    async with app.run_test(size=(MIN_WIDTH, MIN_HEIGHT)) as pilot:
        await pilot.pause()
        await pilot.resize_terminal(MIN_WIDTH - 20, MIN_HEIGHT - 4)
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen) and not app.has_match
        await pilot.press("q")
        await pilot.pause()
        assert not any(isinstance(screen, PromptScreen) for screen in app.screen_stack)
        assert not app.is_running
    assert not app.storage.save_path.exists()


@run_async
async def test_the_quit_question_asked_on_a_terminal_too_small_stays_answerable_as_it_is_resized(
    tmp_path: Path,
) -> None:
    """Asked over the size message, the quit question stays on top while the terminal changes size:
    no second size message hides it, no second question stacks; once large enough, « non » goes
    back to the table."""
    app = make_app(tmp_path)
    async with app.run_test(size=(MIN_WIDTH, MIN_HEIGHT)) as pilot:
        await start(pilot)
        await pilot.resize_terminal(MIN_WIDTH - 50, MIN_HEIGHT - 14)
        await pilot.pause()
        await pilot.press("ctrl+c")
        await pilot.pause()
        question = app.screen
        assert isinstance(question, PromptScreen)
        await pilot.resize_terminal(MIN_WIDTH - 40, MIN_HEIGHT - 12)
        await pilot.pause()
        assert app.screen is question
        assert sum(isinstance(screen, TooSmallScreen) for screen in app.screen_stack) == 1
        size_message = next(screen for screen in app.screen_stack if isinstance(screen, TooSmallScreen))
        assert size_message.sizes[:2] == (MIN_WIDTH - 40, MIN_HEIGHT - 12)
        await pilot.press("q")
        await pilot.pause()
        assert sum(isinstance(screen, PromptScreen) for screen in app.screen_stack) == 1
        await pilot.resize_terminal(MIN_WIDTH, MIN_HEIGHT)
        await pilot.pause()
        assert app.screen is question
        assert "petit" not in text_of(size_message.query_one("#too-small", Static).content)
        await pilot.press("n")
        await settle(pilot)
        game(pilot)
        assert app.is_running


@run_async
async def test_back_at_the_menu_from_a_screen_it_opened_enter_means_play_again(tmp_path: Path) -> None:
    """Statistics, options or rules, then Escape: the menu highlights its first line again, so
    Enter starts playing instead of opening that screen once more."""
    app = make_app(tmp_path)
    async with app.run_test(size=(MIN_WIDTH, MIN_HEIGHT)) as pilot:
        await pilot.pause()
        menu = app.screen.query_one(OptionList)
        assert menu.highlighted == 0
        for line in ("stats", "options", "rules"):
            menu.highlighted = menu.get_option_index(line)
            await pilot.press("enter")
            await pilot.pause()
            assert not isinstance(app.screen, StartScreen)
            await pilot.press("escape")
            await pilot.pause()
            assert isinstance(app.screen, StartScreen) and menu.highlighted == 0, line


@run_async
async def test_up_on_the_menus_first_line_stays_there_instead_of_wrapping_to_quit(tmp_path: Path) -> None:
    """↑ on the first line (where the menu stands after a screen it opened) does not wrap round
    to « Quitter », which quits at once: the highlight stops at both ends."""
    app = make_app(tmp_path)
    async with app.run_test(size=(MIN_WIDTH, MIN_HEIGHT)) as pilot:
        await pilot.pause()
        menu = app.screen.query_one(OptionList)
        assert menu.highlighted == 0
        await pilot.press("up")
        assert menu.highlighted == 0
        await pilot.press("down", "down")
        assert menu.highlighted == 2
        last = menu.option_count - 1
        for _ in range(last + 3):
            await pilot.press("down")
        assert menu.highlighted == last and menu.get_option_at_index(last).id == "quit"
        await pilot.press("up")
        assert menu.highlighted == last - 1
        await pilot.press("up", "enter")  # the rules, not the quitting
        await pilot.pause()
        assert app.is_running


@run_async
async def test_escape_on_changed_options_says_they_were_dropped(tmp_path: Path) -> None:
    """Escape leaves the options as they were: after a change on the screen it says so (« Options
    inchangées »), and says nothing when nothing was changed."""
    app = make_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        before = app.settings
        await pilot.press("o")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert not any("inchangées" in toast for toast in toasts(app))
        await pilot.press("o")
        await pilot.pause()
        await pilot.press("right", "escape")
        await pilot.pause()
        assert app.settings == before
        assert any("Options inchangées" in toast for toast in toasts(app))


@run_async
async def test_the_language_is_the_first_option_and_the_menu_says_so_in_the_other_language(
    tmp_path: Path,
) -> None:
    """A player who does not read French finds the language at once: the start menu says, in
    English, where it is (the options' first line), and Enter there switches to English."""
    app = make_app(tmp_path)
    async with app.run_test(size=(MIN_WIDTH, MIN_HEIGHT)) as pilot:
        await pilot.pause()
        hint = str(app.screen.query_one("#hint").render())
        assert "In English: Options, first line" in hint
        screen = await open_options(pilot)
        assert screen.specs[0].name == "lang"
        await pilot.press("right", "enter")
        await pilot.pause()
        assert app.settings.lang == "en" and i18n.tr("start.new") == "New match"
        assert "En français : Options, première ligne" in str(app.screen.query_one("#hint").render())


@run_async
async def test_the_card_asked_about_keeps_its_frame_under_the_belote_question(tmp_path: Path) -> None:
    """Playing the king of trumps while holding the queen asks « Belote ? » about that card: it stays
    framed in the hand under the question, so the player sees which card is meant."""
    app = make_app(tmp_path, seed=first_seed(holds_belote))
    async with app.run_test() as pilot:
        index = await to_a_belote_card(pilot)
        hand = game(pilot).query_one(HandView)
        hand.selected, hand.picked = index, False  # where the selection rests after a trick
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, PromptScreen)
        hand = app.screen_stack[-2].query_one(HandView)
        assert hand.selected == index and hand.picked and not hand.active  # framed, not playable now


@run_async
async def test_options_saved_anew_take_down_what_was_said_of_the_faulty_options_file(tmp_path: Path) -> None:
    """An options file with a bad value: « Options invalides remises par défaut » at the start. Once the
    player saves the options (here English), that notice is stale and goes, on show or held behind the
    options screen, instead of coming back, in French, over the English menu."""
    (tmp_path / "options.json").write_text(json.dumps({"speed": "warp", "lang": "fr"}), encoding="utf-8")
    app = BeloteApp(bot_delay=0, home=tmp_path, coach=False)
    try:
        async with app.run_test() as pilot:
            await pilot.pause()
            assert any("Options invalides" in toast for toast in toasts(app)), toasts(app)
            screen = await open_options(pilot)
            assert screen.specs[0].name == "lang"
            await pilot.press("right", "enter")
            for _ in range(3):
                await pilot.pause(0.1)
            assert app.settings.lang == "en" and isinstance(app.screen, StartScreen)
            assert toasts(app) == [] and app.held_notices == []
    finally:
        i18n.set_language("fr")


@run_async
async def test_switching_language_takes_down_the_notices_in_the_other_language(tmp_path: Path) -> None:
    """A notice still on show in French goes when the player saves English, and so do a passing one
    held behind the options (a friend's phrase) and a problem on show before them (read already):
    they would come back in the other language. A problem held before it could be shown is still
    said."""
    app = make_app(tmp_path)
    try:
        async with app.run_test() as pilot:
            await pilot.pause()
            app.tell("Le dossier du jeu a été déplacé", error=True)
            await pilot.pause()
            screen = await open_options(pilot)
            app.notify("Une notice en français")
            await pilot.pause()
            assert toasts(app) == ["Une notice en français"]
            assert [" ".join(held[0].split()) for held in app.held_notices] == [
                "Le dossier du jeu a été déplacé"
            ]
            app.held_notices += [("Paul : « Merci ! »", False, 5.0), ("Historique illisible", True, 5.0)]
            assert screen.specs[0].name == "lang"
            await pilot.press("right", "enter")
            await pilot.pause()
            assert app.settings.lang == "en"
            said = [" ".join(text.split()) for text in [held[0] for held in app.held_notices] + toasts(app)]
            assert "Une notice en français" not in said and "Paul : « Merci ! »" not in said
            assert "Le dossier du jeu a été déplacé" not in said
            assert "Historique illisible" in said  # a problem never shown yet
    finally:
        i18n.set_language("fr")


@run_async
async def test_every_key_the_command_palette_lists_says_what_it_does(tmp_path: Path) -> None:
    """Ctrl+P lists the keys of the screen by their names, each with a line on what it does: on the
    start menu (« Quitter (q) » among them) and at the table."""
    app = make_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        on_menu = KeyCommands(app.screen).commands()
        assert any(action == "app.quit" for _, _, action, _ in on_menu)
        assert on_menu and all(about for _, about, _, _ in on_menu), on_menu
        await start(pilot)
        at_table = KeyCommands(app.screen).commands()
        assert at_table and all(about for _, about, _, _ in at_table), at_table
