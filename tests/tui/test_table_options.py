"""The table's options: a bot level per seat, auto-play of forced cards and the hand's sort order."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from belote.bots import BOTS, ExpertBot, HeuristicBot, RandomBot
from belote.engine import PASS, Action, Card, Deal, DeclareCarre, Play, Rank, Rules, Suit
from belote.tui.__main__ import parse_args
from belote.tui.app import BeloteApp
from belote.tui.autoplay import forced_card, is_forced, moves
from belote.tui.game import GameScreen
from belote.tui.render import sort_hand
from belote.tui.score_screens import SummaryScreen
from belote.tui.screens import PromptScreen
from belote.tui.seating import DEFAULT_LEVEL
from belote.tui.sorting import FIXED_SUITS, suit_order
from belote.tui.storage import Settings
from belote.tui.widgets import HandView, StatusBar
from tests.engine.helpers import complete_hands, make_deal
from tests.tui.conftest import enter_to_the_partie_end

from .conftest import LEVEL, enter_until, first_seed, game, make_app, run_async, settle, start, toasts

SEATS = {"partner": "heuristic", "west": "random", "east": "expert"}


def test_command_line_takes_a_level_per_seat() -> None:
    """``--partner heuristic --west random --east expert`` names each bot's level."""
    args = parse_args(["--partner", "heuristic", "--west", "random", "--east", "expert"])
    assert (args.partner, args.west, args.east, args.level) == ("heuristic", "random", "expert", None)


@pytest.mark.parametrize("flag", ["--partner", "--west", "--east", "--level"])
def test_command_line_refuses_an_unknown_level(flag: str, capsys: pytest.CaptureFixture[str]) -> None:
    """An unknown level stops with argparse's error naming the levels there are."""
    with pytest.raises(SystemExit) as stop:
        parse_args([flag, "grandmaster"])
    assert stop.value.code == 2
    error = capsys.readouterr().err
    from belote.tui.cli_words import player_level_names

    assert "'grandmaster'" in error and ", ".join(player_level_names()) in error


@pytest.mark.parametrize(("direction", "west_seat"), [("clockwise", 1), ("counterclockwise", 3)])
@run_async
async def test_each_bot_plays_at_its_seats_level(tmp_path: Path, direction: str, west_seat: int) -> None:
    """West is the bot shown on the left, whichever the direction of play; the partner is North."""
    app = BeloteApp(seed=3, rules=Rules(direction=direction), bot_delay=0, home=tmp_path, levels=SEATS)
    async with app.run_test() as pilot:
        await start(pilot)
        east_seat = 4 - west_seat
        assert isinstance(app.bots[2], HeuristicBot)
        assert isinstance(app.bots[west_seat], RandomBot)
        assert isinstance(app.bots[east_seat], ExpertBot)


@run_async
async def test_seat_levels_from_the_options_are_saved_with_the_partie(tmp_path: Path) -> None:
    """The options' levels seat the bots; the partie keeps them even if the options change later."""
    app = BeloteApp(seed=3, bot_delay=0, home=tmp_path)
    app.settings = replace(app.settings, partner_level="random", west_level="heuristic", east_level="random")
    async with app.run_test() as pilot:
        await start(pilot)
        saved = json.loads((tmp_path / "save.json").read_text())
        # counter-clockwise by default: East is seat 1, North seat 2, West seat 3
        assert saved["table"]["levels"] == ["random", "random", "heuristic"]
        app.exit()
    (tmp_path / "options.json").write_text(json.dumps(Settings(west_level="random").to_json()))
    again = BeloteApp(bot_delay=0, home=tmp_path, resume=True)
    async with again.run_test() as pilot:
        await settle(pilot)
        saved_levels = [RandomBot, RandomBot, HeuristicBot]
        assert [type(again.bots[seat]) for seat in (1, 2, 3)] == saved_levels
        await pilot.press("o", "right", "enter")  # another option (the language, first) keeps the bots
        await settle(pilot)
        assert [type(again.bots[seat]) for seat in (1, 2, 3)] == saved_levels


@run_async
async def test_a_level_changed_at_the_start_menu_applies_to_the_saved_partie_continued(
    tmp_path: Path,
) -> None:
    """A player changed West's level in the options of the start menu, then continued the saved
    partie: the options showed the new level, but the saved one played on. The level changed applies
    to the partie continued (the others keep the levels saved with it)."""
    app = BeloteApp(seed=3, bot_delay=0, home=tmp_path)
    app.settings = replace(app.settings, partner_level="random", west_level="heuristic", east_level="random")
    async with app.run_test() as pilot:
        await start(pilot)
        app.exit()
    (tmp_path / "options.json").write_text(json.dumps(Settings(partner_level="heuristic").to_json()))
    again = BeloteApp(bot_delay=0, home=tmp_path)
    async with again.run_test() as pilot:
        await pilot.pause()
        await pilot.press("o")
        await pilot.pause()
        names = [spec.name for spec in again.screen.query_one("OptionsList").specs]  # type: ignore[attr-defined]
        choices = again.screen.query_one("OptionsList").specs[names.index("west_level")].choices  # type: ignore[attr-defined]
        shown = again.settings.west_level or DEFAULT_LEVEL  # the options' level, the default one
        before = choices[(choices.index(shown) - 1) % len(choices)]
        await pilot.press(*["down"] * names.index("west_level"), "left", "enter")
        await pilot.pause()
        assert again.settings.west_level == before
        await pilot.press("enter")  # « Continuer la partie »
        await settle(pilot)
        assert again.match.seed == 3
        assert type(again.bots[3]) is BOTS[before]  # West, as changed at the menu
        assert type(again.bots[1]) is RandomBot and type(again.bots[2]) is RandomBot  # as saved
    saved = json.loads((tmp_path / "save.json").read_text())
    assert saved["table"]["levels"] == ["random", "random", before]


@run_async
async def test_a_saved_partie_whose_bot_levels_cannot_be_read_resumes_at_the_options_levels_and_says_so(
    tmp_path: Path,
) -> None:
    """A level in the save that no bot has (a hand-edited or newer save): the partie itself is whole
    and resumes, with the options' levels, and the player is told the saved ones were not read."""
    app = BeloteApp(seed=3, bot_delay=0, home=tmp_path, lang="fr", coach=False)
    async with app.run_test() as pilot:
        await start(pilot)
        app.exit()
    saved = json.loads((tmp_path / "save.json").read_text())
    saved["table"]["levels"] = ["godlike", "expert", "expert"]
    (tmp_path / "save.json").write_text(json.dumps(saved))
    (tmp_path / "options.json").write_text(json.dumps(Settings(west_level="random").to_json()))
    again = BeloteApp(bot_delay=0, home=tmp_path, resume=True, lang="fr", coach=False)
    async with again.run_test() as pilot:
        await settle(pilot)
        assert again.match.to_json()["deals"] == saved["deals"]
        assert type(again.bots[3]) is RandomBot  # West, from the options
        assert any("ne dit pas lisiblement le niveau des robots" in notice for notice in toasts(again))


@run_async
async def test_options_screen_has_a_level_line_per_seat(tmp_path: Path) -> None:
    """The options list partner, West and East, and a change applies to the partie in progress."""
    app = make_app(tmp_path, seed=3, level="")
    app.settings = replace(
        app.settings, partner_level="heuristic", west_level="heuristic", east_level="heuristic"
    )
    async with app.run_test() as pilot:
        await start(pilot)
        await pilot.press("o")
        lines = app.screen.query_one("OptionsList").specs  # type: ignore[attr-defined]
        names = [spec.name for spec in lines]
        assert names.index("partner_level") < names.index("west_level") < names.index("east_level")
        choices = lines[names.index("east_level")].choices
        before = choices[(choices.index("heuristic") - 1) % len(choices)]
        assert before != "heuristic"
        await pilot.press(*["down"] * names.index("east_level"), "left", "enter")
        await settle(pilot)
        assert app.settings.east_level == before
        assert type(app.bots[1]) is BOTS[before] and isinstance(app.bots[3], HeuristicBot)  # East is seat 1


@run_async
async def test_options_show_the_levels_in_play_and_a_change_beats_the_command_line(tmp_path: Path) -> None:
    """A level set on the command line is the one the options show, not the saved option; a
    level the player then picks plays at once and is kept as an option, the other seats as they
    were (their saved options untouched)."""
    app = BeloteApp(seed=3, bot_delay=0, home=tmp_path, lang="fr", coach=False, levels=SEATS)
    app.settings = replace(app.settings, partner_level="random", west_level="heuristic", east_level="random")
    async with app.run_test() as pilot:
        await start(pilot)
        await pilot.press("o")
        options = app.screen.query_one("OptionsList")
        shown = {name: options.values[f"{name}_level"] for name in SEATS}  # type: ignore[attr-defined]
        assert shown == SEATS  # the command line's, not the saved random / heuristic / random
        names = [spec.name for spec in options.specs]  # type: ignore[attr-defined]
        choices = options.specs[names.index("west_level")].choices  # type: ignore[attr-defined]
        steps = next(k for k in range(1, len(choices)) if choices[choices.index("random") - k] != "heuristic")
        after = choices[choices.index("random") - steps]  # neither what plays nor what was saved
        await pilot.press(*["down"] * names.index("west_level"), *["left"] * steps, "enter")
        await settle(pilot)
        assert type(app.bots[3]) is BOTS[after]  # counter-clockwise: West is seat 3
        assert isinstance(app.bots[2], HeuristicBot) and isinstance(app.bots[1], ExpertBot)
        assert app.settings.west_level == after
        assert (app.settings.partner_level, app.settings.east_level) == ("random", "random")
        assert json.loads((tmp_path / "options.json").read_text())["west_level"] == after
        saved = json.loads((tmp_path / "save.json").read_text())
        assert saved["table"]["levels"] == ["expert", "heuristic", after]  # East, North, West


@run_async
async def test_once_a_resumed_partie_is_over_the_options_show_the_levels_the_next_one_plays(
    tmp_path: Path,
) -> None:
    """A partie resumed with the levels saved with it, then played to its end: back at the start
    menu, the options showed the finished partie's levels while the next partie was seated at the
    options' own. The options show the levels the next partie plays, and it plays them."""
    quick = Rules(target=100, manches=1)
    heuristic = dict.fromkeys(SEATS, "heuristic")
    first = BeloteApp(
        seed=3, rules=quick, bot_delay=0, home=tmp_path, lang="fr", coach=False, levels=heuristic
    )
    async with first.run_test() as pilot:
        await start(pilot)
        first.exit()
    (tmp_path / "options.json").write_text(
        json.dumps(Settings(partner_level="random", west_level="random", east_level="random").to_json())
    )
    again = BeloteApp(bot_delay=0, home=tmp_path, resume=True, lang="fr", coach=False)
    async with again.run_test() as pilot:
        await settle(pilot)
        assert all(isinstance(bot, HeuristicBot) for bot in again.bots.values())  # as saved
        await enter_to_the_partie_end(pilot)
        assert again.match.over
        await pilot.press("escape")  # the start menu, nothing to continue
        await settle(pilot)
        await pilot.press("o")
        await pilot.pause()
        options = again.screen.query_one("OptionsList")
        assert {options.values[f"{name}_level"] for name in SEATS} == {"random"}  # type: ignore[attr-defined]
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("enter")  # « Nouvelle partie »
        await settle(pilot)
        assert not again.match.over
        assert all(isinstance(bot, RandomBot) for bot in again.bots.values())


def forced_now(pilot) -> bool:  # type: ignore[no-untyped-def]
    """Whether the table waits for the human's forced card."""
    screen = pilot.app.screen
    deal = pilot.app.match.deal
    return isinstance(screen, GameScreen) and screen.waiting == "card" and forced_card(deal, 0) is not None


async def play_out_the_deal(pilot) -> bool:  # type: ignore[no-untyped-def]
    """Take, then play by Enter but never press a key for a forced card; True once the deal's
    summary shows, False if the table stays waiting on a forced card."""
    app = pilot.app
    for _ in range(200):
        if isinstance(app.screen, SummaryScreen):
            return True
        if forced_now(pilot):
            played = len(app.match.deal.actions)
            await pilot.pause(0.3)  # time enough for auto-play
            if forced_now(pilot) and len(app.match.deal.actions) == played:
                return False
        elif isinstance(app.screen, PromptScreen):
            await pilot.press("enter")
        else:
            await pilot.press("t" if game(pilot).waiting == "bid1" else "enter")
        await settle(pilot)
    raise AssertionError("the deal never ended")


@pytest.mark.parametrize("auto_play", [True, False])
@run_async
async def test_auto_play_plays_forced_cards_and_the_last_trick(tmp_path: Path, auto_play: bool) -> None:
    """With auto-play the deal ends without a key for any forced card (the last trick always is one);
    without it the table waits for the human's forced card."""
    app = make_app(tmp_path, seed=9)
    app.settings = replace(app.settings, auto_play=auto_play)
    async with app.run_test() as pilot:
        await start(pilot)
        assert await play_out_the_deal(pilot) == auto_play


def stop_at_a_forced_card_with_an_announce(deal: Deal) -> Action | None:
    """A human policy passing the bids and stopping at a first-trick card that is the only one the
    rules leave and carries an announce."""
    if deal.phase == "bidding":
        return PASS
    legal = deal.legal_actions()
    if (
        not deal.tricks
        and forced_card(deal, 0) is not None
        and any(a.announce for a in legal if isinstance(a, Play))
    ):
        return None
    return legal[0]


@run_async
async def test_a_forced_card_plays_itself_once_its_announce_question_is_answered(tmp_path: Path) -> None:
    """With auto-play on, the announce question of a forced card comes first; once answered, the
    card plays itself as any forced card does, without waiting for Enter."""
    rules = Rules(announces=True)
    app = make_app(tmp_path, seed=first_seed(stop_at_a_forced_card_with_an_announce, rules), rules=rules)
    app.settings = replace(app.settings, auto_play=True)
    async with app.run_test() as pilot:
        await start(pilot)
        for _ in range(40):
            if isinstance(app.screen, PromptScreen):
                break
            await pilot.press("p")
            await settle(pilot)
        deal = app.match.deal
        card, played = forced_card(deal, 0), len(deal.actions)
        assert card is not None and not deal.tricks and isinstance(app.screen, PromptScreen)
        await pilot.press("o")  # yes, announce it
        await pilot.pause(0.3)
        await settle(pilot)
        assert Play(card, announce=True) in deal.actions[played:]


async def auto_play_turned_on_at_a_forced_card(pilot) -> tuple[GameScreen, Card, int]:  # type: ignore[no-untyped-def]
    """From the start menu, take and play by Enter, auto-play off, until the table waits for the
    human's forced card; then turn auto-play on. The table, that card and the actions so far."""
    app = pilot.app
    app.settings = replace(app.settings, auto_play=False)
    await start(pilot)
    for _ in range(200):
        if forced_now(pilot):
            break
        if isinstance(app.screen, PromptScreen):
            await pilot.press("enter")
        else:
            await pilot.press("t" if game(pilot).waiting == "bid1" else "enter")
        await settle(pilot)
    card = forced_card(app.match.deal, 0)
    assert card is not None
    app.settings = replace(app.settings, auto_play=True)
    return game(pilot), card, len(app.match.deal.actions)


@run_async
async def test_a_forced_card_due_while_a_dialog_is_open_plays_once_the_table_is_seen(tmp_path: Path) -> None:
    """Auto-play's moment comes while the help is open: the card waits (nothing moves under a
    dialog) and plays itself as soon as the dialog closes, instead of being forgotten."""
    app = make_app(tmp_path, seed=9)
    async with app.run_test() as pilot:
        screen, card, played = await auto_play_turned_on_at_a_forced_card(pilot)
        deal = app.match.deal
        await pilot.press("question_mark")
        await pilot.pause()
        assert app.screen is not screen
        screen.auto_play(moves(screen.human_view()))  # auto-play's moment, the help still open
        await pilot.pause()
        assert len(deal.actions) == played
        await pilot.press("escape")
        await settle(pilot)
        assert len(deal.actions) > played and Play(card) in deal.actions[played:]


@run_async
async def test_a_forced_card_plays_itself_during_the_grace_that_holds_enter(tmp_path: Path) -> None:
    """The grace after a trick clears itself holds the player's Enter, not the forced card: at the
    normal speed auto-play's moment (0.6 s) falls within that grace (0.7 s) on most tricks."""
    app = make_app(tmp_path, seed=9)
    async with app.run_test() as pilot:
        screen, card, played = await auto_play_turned_on_at_a_forced_card(pilot)
        deal = app.match.deal
        screen.play_held = True  # the grace on Enter is running
        await pilot.press("enter")
        assert len(deal.actions) == played  # the player's Enter is held
        screen.auto_play(moves(screen.human_view()))
        await settle(pilot)
        assert len(deal.actions) > played and Play(card) in deal.actions[played:]


def test_plain_suit_order_keeps_spades_hearts_clubs_diamonds() -> None:
    """Suits always ♠ ♥ ♣ ♦, black and red alternating (the trump in its place), strongest first,
    trump by trump order."""
    hand = [Card.parse(text) for text in ("7C", "AH", "9D", "JD", "TS", "AD")]
    expected = [Card.parse(text) for text in ("TS", "AH", "7C", "JD", "9D", "AD")]
    assert suit_order(hand, Suit.DIAMONDS) == expected


@pytest.mark.parametrize(
    ("cards", "trump", "suits"),
    [
        (("KS", "9S", "TH", "8H", "7H", "KD", "JD", "8D"), Suit.CLUBS, "HSD"),  # no trump in hand
        (("JC", "AH", "9D", "AS"), Suit.CLUBS, "CHSD"),  # the trump, then red, black, red
        (("JH", "AC", "AD"), Suit.HEARTS, "HCD"),
        (("AH", "AD"), None, "HD"),  # no other colour to put between them
    ],
)
def test_trump_first_order_alternates_colours_whenever_the_suits_allow(
    cards: tuple[str, ...], trump: Suit | None, suits: str
) -> None:
    """Trump first, then the other suits so that two suits of one colour touch only when they must:
    without a trump in hand, ♥ ♠ ♦ rather than ♠ ♥ ♦."""
    hand = sort_hand([Card.parse(text) for text in cards], trump)
    shown = "".join(dict.fromkeys(card.suit.name[0] for card in hand))
    assert shown == suits


@run_async
async def test_sort_key_toggles_the_hand_order_and_keeps_the_selection(tmp_path: Path) -> None:
    """``r`` switches to plain suit order and back, keeps the selected card, and is saved; pressed
    again, the notice of the order left goes at once (it would say the hand is sorted as it is not)."""
    app = make_app(tmp_path, seed=4)
    async with app.run_test() as pilot:
        screen = await start(pilot)
        await enter_until(pilot, lambda: screen.waiting == "card")
        hand = screen.query_one(HandView)
        trump_first = hand.cards
        await pilot.press("right")
        chosen = hand.cards[hand.selected]
        await pilot.press("r")
        assert app.settings.sort_order == "suits"
        assert list(hand.cards) == sorted(hand.cards, key=lambda card: FIXED_SUITS.index(card.suit))
        assert hand.cards[hand.selected] == chosen and hand.cards != trump_first
        assert json.loads((tmp_path / "options.json").read_text())["sort_order"] == "suits"
        assert "Main triée : par couleur ♠♥♣♦." in toasts(app)
        assert screen.query_one(StatusBar).message.startswith("À vous de jouer")  # the turn still said
        await pilot.press("r")
        assert app.settings.sort_order == "trump" and hand.cards == trump_first
        await pilot.pause()
        told = [" ".join(toast.split()) for toast in toasts(app)]
        assert "Main triée : atout d'abord." in told and not [t for t in told if "par couleur" in t]


def test_level_for_a_seat_falls_back_to_the_default() -> None:
    """A seat without a known level gets the default level."""
    from belote.tui.seating import seat_levels

    # counter-clockwise by default: West is seat 3
    assert seat_levels({"west": "random", "east": "nonsense"}, LEVEL) == {1: LEVEL, 2: LEVEL, 3: "random"}


def test_new_options_read_back_and_bad_values_fall_back() -> None:
    """The new options survive the options file; unknown values get the defaults, and the former
    single opponents' level becomes West's and East's."""
    chosen = Settings(
        west_level="random", undo=False, auto_play=True, sort_order="suits", theme="belote-light"
    )
    assert Settings.from_json(json.loads(json.dumps(chosen.to_json()))) == chosen
    bad = Settings.from_json({"sort_order": "by size", "theme": "neon", "undo": "yes"})
    assert (bad.sort_order, bad.theme, bad.undo) == ("trump", "belote-dark", True)
    former = Settings.from_json({"opponent_level": "random"})
    assert (former.west_level, former.east_level) == ("random", "random")


def test_a_forced_card_with_a_carre_to_declare_is_a_real_choice() -> None:
    """One card to follow with, but four 8s to declare: not forced (auto-play and undo leave it to
    the player) until the carré is declared or not."""
    rules = Rules(announces=True, carre_of_eights_cancels=True)
    hands = complete_hands({0: "AS", 1: "8S 8H 8D 8C KD 9C JC AD"})
    deal = make_deal(hands, taker=3, turned=hands[3].split()[0], trump="H", rules=rules)
    deal.apply(Play(Card.parse("AS")))
    legal = deal.legal_actions()
    assert deal.to_play == 1 and DeclareCarre(Rank.EIGHT) in legal
    assert {a.card for a in legal if isinstance(a, Play)} == {Card.parse("8S")}
    assert forced_card(deal, 1) is None and not is_forced(deal)
    deal.apply(DeclareCarre(Rank.EIGHT))
    assert forced_card(deal, 1) == Card.parse("8S") and is_forced(deal)
