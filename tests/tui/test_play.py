"""Pilot tests of playing: a whole partie by keys, refused cards, round-2 bids, announce and belote."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.pilot import Pilot

from belote.engine import (
    PASS,
    Action,
    Card,
    Deal,
    IllegalAction,
    Play,
    Rank,
    Rules,
    Take,
    best_combination,
    mask_of,
)
from belote.tui.app import BeloteApp
from belote.tui.events import combo_text
from belote.tui.game import GameScreen
from belote.tui.human import BRIEF_SECONDS
from belote.tui.i18n import tr
from belote.tui.refusals import refusal
from belote.tui.score_screens import MancheEndScreen, SheetScreen, SummaryScreen
from belote.tui.screens import PromptScreen
from belote.tui.widgets import CentreView, HandView, StatusBar

from .conftest import (
    enter_to_the_partie_end,
    first_seed,
    game,
    make_app,
    run_async,
    screen_text,
    settle,
    start,
    stop_at_announce,
    toasts,
)


@run_async
async def test_complete_partie_with_keys_only(tmp_path: Path) -> None:
    """Enter and the bidding keys alone carry a partie of three short manches to its final screen."""
    app = make_app(tmp_path, seed=11, rules=Rules(target=100, manches=3))
    async with app.run_test() as pilot:
        await start(pilot)
        seen_summary = took = False
        for _ in range(2000):
            screen = app.screen
            if isinstance(screen, MancheEndScreen) and app.match.over:
                break
            if isinstance(screen, GameScreen) and screen.waiting == "bid1" and not took:
                await pilot.press("t")  # take once, to play a contract as the taker
                took = True
            else:
                seen_summary |= isinstance(screen, SummaryScreen)
                await pilot.press("enter")
            await settle(pilot)
        assert isinstance(app.screen, MancheEndScreen)
        assert app.match.over and app.match.winner in (0, 1)
        assert max(app.match.manches) == 2
        assert seen_summary and took
        assert any(r.taker == 0 for manche in app.match.history for r in manche)
        assert not (tmp_path / "save.json").exists()  # a finished partie is not offered again
        await pilot.press("enter")  # « nouvelle partie »
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        assert not app.match.over and app.match.history == [[]]


@run_async
async def test_escape_on_a_finished_partie_goes_back_to_the_start_menu(tmp_path: Path) -> None:
    """The partie is over: its screen says Escape leads to the menu, and it does, with nothing
    saved to continue; « q » still quits and Enter starts a new partie (the test above)."""
    from belote.tui.menus import StartScreen

    app = make_app(tmp_path, seed=11, rules=Rules(target=100, manches=1))
    async with app.run_test() as pilot:
        await start(pilot)
        await enter_to_the_partie_end(pilot)
        assert isinstance(app.screen, MancheEndScreen) and app.match.over
        assert "Échap : menu" in "\n".join(screen_text(app))
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        assert not any(isinstance(screen, GameScreen) for screen in app.screen_stack)
        assert not (tmp_path / "save.json").exists() and app.saved_summary() is None
        await pilot.press("enter")  # the menu's first line: a new partie
        await settle(pilot)
        assert isinstance(app.screen, GameScreen) and not app.match.over


async def play_until(pilot, predicate, limit: int = 200) -> GameScreen:  # type: ignore[no-untyped-def]
    """Pass and play the default card until the human's turn satisfies ``predicate``."""
    for _ in range(limit):
        screen = pilot.app.screen
        if isinstance(screen, GameScreen) and screen.waiting == "card" and predicate(screen):
            return screen
        await pilot.press("enter")
        await settle(pilot)
    raise AssertionError("the situation never came")


@run_async
async def test_illegal_card_is_refused_with_the_rule(tmp_path: Path) -> None:
    """Choosing a dimmed card plays nothing and the status line names the rule."""
    app = make_app(tmp_path, seed=5)
    async with app.run_test() as pilot:
        await start(pilot)

        def has_illegal(screen: GameScreen) -> bool:
            hand = screen.query_one(HandView)
            return any(card not in hand.legal for card in hand.cards)

        screen = await play_until(pilot, has_illegal)
        hand = screen.query_one(HandView)
        index = next(i for i, card in enumerate(hand.cards) if card not in hand.legal)
        card = hand.cards[index]
        deal = app.match.deal
        before = app.match.to_json()
        try:
            deal.copy().apply(Play(card))
        except IllegalAction as error:
            refused = error
        else:  # pragma: no cover - the engine must refuse it
            raise AssertionError(f"{card} should be illegal")
        expected = refusal(refused, deal.view(0).hand, deal.current_trick, deal.trump, card)
        await pilot.press(str(index + 1), "enter")
        await pilot.pause()
        status = screen.query_one(StatusBar)
        assert status.error
        assert status.message == expected
        assert status.message.startswith("Vous devez")
        assert app.match.to_json() == before
        assert card in app.match.deal.hands[0]
        assert screen.waiting == "card"


def reach_round_two(deal: Deal) -> Action | None:
    """Every seat passes in the first round, so the deal reaches the second (for ``first_seed``)."""
    return PASS if deal.bidding_round == 1 else None


async def pass_to_round_two(pilot: Pilot[Any]) -> GameScreen:
    """Start the game and pass until the player's second-round bid; the table."""
    screen = await start(pilot)
    while screen.waiting == "bid1":
        await pilot.press("p")
        await settle(pilot)
    assert screen.waiting == "bid2"
    return screen


@run_async
async def test_bidding_in_round_two(tmp_path: Path) -> None:
    """Round 2: a suit key only selects (« Prendre à ♠ ? »), Enter takes, Escape cancels: no single
    key both chooses a suit and takes, and the sheet is on « f » only."""

    app = make_app(tmp_path, seed=first_seed(reach_round_two))
    async with app.run_test() as pilot:
        screen = await pass_to_round_two(pilot)
        turned = app.match.deal.turned.suit
        keys = {0: "s", 1: "h", 2: "d", 3: "c"}
        symbols = "♠♥♦♣"
        message = screen.query_one(StatusBar).message
        for suit, key in keys.items():  # the status names only the suits that may be named
            assert (f"{symbols[suit]} {key}" in message) == (suit != turned)
        shown = [k for k, b in screen.active_bindings.items() if b.enabled and b.binding.show]
        suit_keys = [k for k in shown if k in "shdc"]
        assert suit_keys == [keys[s] for s in range(4) if s != turned]  # the Footer reads ♠ ♥ ♦ ♣
        sheet_keys = [k for k in shown if screen.active_bindings[k].binding.action.startswith("sheet")]
        assert sheet_keys == ["f"]  # the sheet is on « f » while « s » names ♠
        await pilot.press("f")
        assert isinstance(app.screen, SheetScreen)
        await pilot.press("escape")
        assert game(pilot) is screen
        bids = len(app.match.deal.bids)
        notices = len(app._notifications)
        await pilot.press(keys[turned])  # the turned suit cannot be named: refused with the rule
        await pilot.pause()
        assert len(app.match.deal.bids) == bids and screen.waiting == "bid2"
        assert screen.chosen_suit is None
        name = ("pique", "cœur", "carreau", "trèfle")[turned]
        refused = (
            f"Au second tour, on ne peut pas prendre à {symbols[turned]} {name} : c'est la couleur retournée."
        )
        status = screen.query_one(StatusBar)
        assert (status.message, status.error) == (refused, True)  # where a refused card's rule shows
        assert len(app._notifications) == notices  # not in a passing notice
        other = next(suit for suit in keys if suit != turned)
        await pilot.press(keys[other])  # a suit key only selects: no key both chooses and takes
        assert len(app.match.deal.bids) == bids and screen.waiting == "bid2"
        assert screen.query_one(StatusBar).message.startswith(f"Prendre à {symbols[other]}")
        await pilot.press("escape")  # Escape cancels the choice, still nothing taken
        assert len(app.match.deal.bids) == bids and screen.chosen_suit is None
        await pilot.press(keys[other])
        question = status.message
        await pilot.press(keys[turned])  # a suit selected: the turned suit still refused, in a notice
        await pilot.pause()
        assert (status.message, status.error) == (question, False) and screen.chosen_suit == other
        assert refused in toasts(app)  # the question stays in view: Enter takes what it names
        await pilot.press("enter")  # Enter confirms
        await settle(pilot)
        deal = app.match.deal
        assert deal.taker == 0 and deal.trump == other
        assert deal.bidding_round == 2


@run_async
async def test_turned_suit_in_round_two_refused_in_english(tmp_path: Path) -> None:
    """In English, the turned suit's key in round 2 is refused with the rule on the status line."""

    app = make_app(tmp_path, seed=first_seed(reach_round_two), lang="en")
    async with app.run_test() as pilot:
        screen = await pass_to_round_two(pilot)
        turned = app.match.deal.turned.suit
        bids = len(app.match.deal.bids)
        notices = len(app._notifications)
        await pilot.press("shdc"[turned])
        await pilot.pause()
        assert len(app.match.deal.bids) == bids and screen.waiting == "bid2"
        name = ("spades", "hearts", "diamonds", "clubs")[turned]
        symbol = "♠♥♦♣"[turned]
        status = screen.query_one(StatusBar)
        assert status.message == f"In round 2 you cannot take {symbol} {name}: it is the turned card's suit."
        assert status.error and len(app._notifications) == notices


def at_round_one(deal: Deal) -> Action | None:
    """Stop at the human's first-round bid (for ``first_seed``)."""
    return None if deal.phase == "bidding" and deal.bidding_round == 1 else PASS


@run_async
async def test_a_suit_key_in_round_one_is_refused_with_the_rule_and_bids_nothing(tmp_path: Path) -> None:
    """In round 1 only the turned suit may be taken, with « t »: « s » or « h » there bids nothing
    and says so on the status line, in both languages, instead of doing nothing in silence."""
    for lang, expected in (
        (
            "fr",
            "Au premier tour, on ne prend qu'à la retournée : t pour prendre à {suit}, p ou Entrée pour "
            "passer.",
        ),
        ("en", "In round 1 you may only take the turned suit: t to take {suit}, p or Enter to pass."),
    ):
        app = make_app(tmp_path / lang, seed=first_seed(at_round_one), lang=lang)
        async with app.run_test() as pilot:
            screen = await start(pilot)
            assert screen.waiting == "bid1"
            deal = app.match.deal
            turned = deal.turned.suit
            names = (
                ("pique", "cœur", "carreau", "trèfle")
                if lang == "fr"
                else ("spades", "hearts", "diamonds", "clubs")
            )
            bids = len(deal.bids)
            for key in ("s", "h"):
                await pilot.press(key)
                await pilot.pause()
                status = screen.query_one(StatusBar)
                assert status.message == expected.format(suit=f"{'♠♥♦♣'[turned]} {names[turned]}")
                assert status.error and len(deal.bids) == bids and screen.waiting == "bid1"
            await pilot.press("t")  # « t » still takes
            await settle(pilot)
            assert deal.taker == 0


def announcing_app(tmp_path: Path) -> BeloteApp:
    """An app with announces on, seeded so the human holds a combination to announce."""
    rules = Rules(announces=True)
    return make_app(tmp_path, seed=first_seed(stop_at_announce, rules), rules=rules)


def game_under(app: BeloteApp) -> GameScreen:
    """The table under the question on top."""
    return next(screen for screen in app.screen_stack if isinstance(screen, GameScreen))


async def to_the_announce_question(pilot: Pilot[None]) -> None:
    """Start the partie and pass until the table asks whether to announce."""
    await start(pilot)
    for _ in range(20):
        if isinstance(pilot.app.screen, PromptScreen):
            return
        await pilot.press("enter")  # pass
        await settle(pilot)


def stop_at_beaten_announce(deal: Deal) -> Action | None:
    """Pass the bids; stop at the first-trick card where the human holds a combination that one
    announced before, as strong or stronger, keeps from being announced."""
    if deal.phase == "bidding":
        return PASS
    legal = deal.legal_actions()
    view = deal.view(0)
    if not deal.tricks and view.trump is not None and view.announced:
        mine = best_combination(mask_of(view.hand), int(view.trump), 0)
        beaten = mine is not None and mine.key <= max(c.key for c in view.announced)
        if beaten and not any(isinstance(a, Play) and a.announce for a in legal):
            return None
    return legal[0]


@run_async
async def test_a_combination_beaten_before_our_turn_is_said_not_silently_left_out(tmp_path: Path) -> None:
    """Our tierce is no stronger than the one an opponent announced before us: the rules let it go
    unannounced, and rather than a question that never comes, the table says why, once."""
    rules = Rules(announces=True)
    app = make_app(tmp_path, seed=first_seed(stop_at_beaten_announce, rules), rules=rules)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        table = await start(pilot)
        for _ in range(20):
            if table.waiting == "card":
                break
            await pilot.press("enter")  # pass
            await settle(pilot)
        view = app.match.deal.view(0)
        mine = best_combination(mask_of(view.hand), int(view.trump), 0)  # type: ignore[arg-type]
        assert mine is not None and table.waiting == "card"
        said = [notice for notice in toasts(app) if "Vous ne pouvez pas annoncer votre" in notice]
        assert len(said) == 1 and combo_text(mine).split(" (")[0] in said[0]
        assert not isinstance(app.screen, PromptScreen)


@run_async
async def test_announce_prompt(tmp_path: Path) -> None:
    """With announces on, the first trick offers the human's combination; « o » announces it."""
    app = announcing_app(tmp_path)
    async with app.run_test() as pilot:
        await to_the_announce_question(pilot)
        prompt = app.screen
        assert isinstance(prompt, PromptScreen)
        assert prompt.question.startswith("Annoncer")
        dialog = prompt.query_one(".dialog").region
        trick = game_under(app).query_one(CentreView).region
        assert app.match.deal.view(0).current_trick.cards and prompt.has_class("at-table")
        assert not dialog.overlaps(trick)  # the trick the announce is asked about stays in view
        assert not dialog.overlaps(game_under(app).query_one(HandView).region)  # and the hand it names
        await pilot.press("escape")  # no answer yet: asked again as the card is played
        await settle(pilot)
        assert game(pilot).waiting == "card" and game(pilot).announce_choice is None
        played = len(app.match.deal.actions)
        await pilot.press("enter")
        assert isinstance(app.screen, PromptScreen) and app.screen.question == prompt.question
        assert len(app.match.deal.actions) == played
        await pilot.press("o")  # answered: the card chosen is played with its announce
        await settle(pilot)
        assert any(combo.seat == 0 for combo in app.match.deal.announced)
        assert not any("annoncerez" in toast for toast in toasts(app))  # the card went with it: no « later »


@run_async
async def test_the_notice_of_an_announce_to_come_goes_once_the_card_makes_it(tmp_path: Path) -> None:
    """The announce answered « oui » as the turn began: « Vous annoncerez … en jouant votre carte »
    tells what is still to come; once the card is played the log says the announce was made, and
    the notice, no longer true, goes."""
    app = announcing_app(tmp_path)
    async with app.run_test() as pilot:
        await to_the_announce_question(pilot)
        await pilot.press("o")  # yes, before choosing the card
        await settle(pilot)
        assert game(pilot).waiting == "card" and not app.match.deal.announced
        assert any("annoncerez" in toast for toast in toasts(app)), toasts(app)
        await pilot.press("enter")  # the card, and the announce with it
        await settle(pilot)
        assert any(combo.seat == 0 for combo in app.match.deal.announced)
        assert not any("annoncerez" in toast for toast in toasts(app)), toasts(app)


def lead_with_an_announce(deal: Deal) -> Action | None:
    """Pass the bids; stop where South leads the first trick and may announce."""
    if deal.phase == "bidding":
        return PASS
    legal = deal.legal_actions()
    announcing = any(isinstance(a, Play) and a.announce for a in legal)
    if not deal.tricks and announcing and not deal.view(0).current_trick.cards:
        return None
    return legal[0]


@run_async
async def test_leading_the_announce_question_opens_in_the_centre_over_no_card(tmp_path: Path) -> None:
    """South leads the first trick: no card lies on the table, so the announce question opens in the
    centre and leaves the hand in view, the cards it names among them."""
    rules = Rules(announces=True)
    app = make_app(tmp_path, seed=first_seed(lead_with_an_announce, rules), rules=rules)
    async with app.run_test() as pilot:
        await to_the_announce_question(pilot)
        prompt = app.screen
        assert isinstance(prompt, PromptScreen) and prompt.question.startswith("Annoncer")
        assert not app.match.deal.view(0).current_trick.cards and not prompt.has_class("at-table")
        dialog = prompt.query_one(".dialog").region
        assert not dialog.overlaps(game_under(app).query_one(HandView).region)


@run_async
async def test_an_announce_accepted_as_the_turn_begins_is_acknowledged_before_the_card(
    tmp_path: Path,
) -> None:
    """Saying yes to the announce question asked as the turn begins plays no card yet; a notice
    says the announce will be made with the card, so the « o » is not met with silence."""
    app = announcing_app(tmp_path)
    async with app.run_test() as pilot:
        await to_the_announce_question(pilot)
        assert isinstance(app.screen, PromptScreen)
        played = len(app.match.deal.actions)
        await pilot.press("o")
        await settle(pilot)
        assert len(app.match.deal.actions) == played and game(pilot).announce_choice is True
        notices = {" ".join(str(n.message).split()): n.timeout for n in app._notifications}
        said = [n for n in notices if n.startswith("Vous annoncerez") and n.endswith("votre carte.")]
        assert said and notices[said[0]] == BRIEF_SECONDS  # stale once the card is played: brief


@run_async
async def test_belote_prompt(tmp_path: Path) -> None:
    """Playing trump K or Q while holding both offers « Belote »; Enter (the default) says it."""

    def holds_belote(deal: Deal) -> Action | None:
        if deal.phase == "bidding":
            return Take(deal.turned.suit) if deal.bidding_round == 1 else PASS
        assert deal.trump is not None
        pair = {Card(Rank.KING, deal.trump), Card(Rank.QUEEN, deal.trump)}
        return None if deal.taker == 0 and pair <= set(deal.hands[0]) else deal.legal_actions()[0]

    app = make_app(tmp_path, seed=first_seed(holds_belote))
    async with app.run_test() as pilot:
        screen = await start(pilot)
        assert screen.waiting == "bid1"
        await pilot.press("t")
        await settle(pilot)
        deal = app.match.deal
        trump = deal.trump
        assert deal.taker == 0 and trump is not None

        def belote_card(screen: GameScreen) -> bool:
            hand = screen.query_one(HandView)
            return any(c.suit == trump and c.rank in (Rank.KING, Rank.QUEEN) for c in hand.legal)

        screen = await play_until(pilot, belote_card)
        hand = screen.query_one(HandView)
        index = next(
            i
            for i, c in enumerate(hand.cards)
            if c in hand.legal and c.suit == trump and c.rank in (Rank.KING, Rank.QUEEN)
        )
        await pilot.press(str(index + 1), "enter")
        prompt = app.screen
        assert isinstance(prompt, PromptScreen) and "Belote" in prompt.question
        assert "Échap Retour" in screen_text(app)[-1] and "key." not in screen_text(app)[-1]
        played = len(app.match.deal.actions)
        await pilot.press("escape")  # back: the card stays in the hand, the belote is not lost
        await settle(pilot)
        assert game(pilot).waiting == "card" and len(app.match.deal.actions) == played
        assert game(pilot).query_one(StatusBar).message == tr("status.your_card")
        await pilot.press("enter")
        assert isinstance(app.screen, PromptScreen) and "Belote" in app.screen.question
        await pilot.press("enter")
        await settle(pilot)
        assert app.match.deal.belote == 0
