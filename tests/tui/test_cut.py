"""Cutting the cards yourself: after a deal you dealt, the next dealer's right-hand player (you)
lifts the gathered cards where you choose, as at a café table; the option turns the question off."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.widgets import Static

from belote.engine import PASS, Action, Deal, Match, Rules
from belote.engine.dealing import Cut
from belote.history import History
from belote.tui.app import BeloteApp
from belote.tui.cut_screen import CutScreen
from belote.tui.game import GameScreen
from belote.tui.i18n import card_label, tr
from belote.tui.screens import PromptScreen
from belote.tui.storage import Storage
from belote.tui.widgets import CentreView, HandView, ScorePanel, SeatView

from .conftest import LEVEL, first_seed, make_app, run_async, screen_text, settle, start, text_of
from .test_screens import finish_deal

FIRST_DEALER_SOUTH = next(seed for seed in range(1, 200) if Match(Rules(), seed).first_dealer == 0)
"""A partie whose first deal South deals: South cuts before the second."""


async def to_the_cut(pilot) -> CutScreen:  # type: ignore[no-untyped-def]
    """Play the first deal out and leave its summary: the cut is asked."""
    await start(pilot)
    await finish_deal(pilot)
    await pilot.press("enter")
    await settle(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, CutScreen), type(screen).__name__
    await pilot.pause()  # drawn
    return screen


@run_async
async def test_you_lift_the_cards_you_choose_and_the_deal_comes_from_that_cut(tmp_path: Path) -> None:
    """The question opens at the middle of the deck, 16 cards lifted, not at the seed's cut (Escape's,
    unseen); → twice lifts two cards more, ← never below 3 (Home), nor → above 29
    (End), Page Up/Down five cards at a time; Enter cuts there: the
    deck is the gathered cards cut at that point, and the partie saves the cut."""
    app = make_app(tmp_path, seed=FIRST_DEALER_SOUTH)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_the_cut(pilot)
        seeded = screen.seeded
        gathered = list(app.match.deal.gathered)
        shown = text_of(screen.query_one("#cut-deck", Static).content, 76)
        assert "16 cartes soulevées, 16 dessous." in shown
        for step, bound in ((-1, 3), (1, 29)):  # three cards at least in each packet
            for _ in range(32):
                screen.action_move(step)
            assert screen.lifted == bound
        for key, lifted in (("home", 3), ("pagedown", 8), ("end", 29), ("pageup", 24)):
            await pilot.press(key)
            assert screen.lifted == lifted, key
        screen.lifted = seeded
        await pilot.press("right", "right")
        assert f"{seeded + 2} cartes soulevées" in text_of(screen.query_one("#cut-deck", Static).content, 76)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        lifted = seeded + 2
        assert app.match.cut == Cut(0, lifted)
        assert list(app.match.deal.deck) == gathered[lifted:] + gathered[:lifted]
        assert Match.from_json(app.match.to_json()).deal.deck == app.match.deal.deck


@run_async
async def test_escape_cuts_at_random_and_the_option_turns_the_question_off(tmp_path: Path) -> None:
    """Escape cuts where the seed would (the partie as it was before one could choose); with the
    option off no question comes, the seed cutting as for the bots."""
    app = make_app(tmp_path / "asked", seed=FIRST_DEALER_SOUTH)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_the_cut(pilot)
        await pilot.press("escape")
        await settle(pilot)
        assert app.match.cut == Cut(0, screen.seeded)
        deck = app.match.deal.deck
    quiet = make_app(tmp_path / "quiet", seed=FIRST_DEALER_SOUTH)
    quiet.settings = quiet.settings.__class__(**{**quiet.settings.__dict__, "cut_yourself": False})
    async with quiet.run_test(size=(80, 24)) as pilot:
        await start(pilot)
        await finish_deal(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(pilot.app.screen, GameScreen) and quiet.match.deal.deck == deck


@run_async
async def test_q_over_the_cut_asks_the_quit_question_and_no_comes_back_to_it(tmp_path: Path) -> None:
    """« q » (and ctrl+c) over the cut did nothing, the player stuck there: it asks the quit
    question as at the table, and « Non » comes back to the cut as it was."""

    app = make_app(tmp_path, seed=FIRST_DEALER_SOUTH)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_the_cut(pilot)
        await pilot.press("right")
        for key in ("q", "ctrl+c"):
            await pilot.press(key)
            await pilot.pause()
            assert isinstance(app.screen, PromptScreen) and app.screen.question == tr("prompt.quit"), key
            await pilot.press("n")
            await pilot.pause()
            assert app.screen is screen and screen.lifted == 17


@run_async
async def test_a_partie_left_at_the_cut_resumes_at_the_question_and_the_deal_is_recorded_once(
    tmp_path: Path,
) -> None:
    """Quitting while the cut is asked saves the partie before the cut (it dealt the next hand cut
    at random, and « Continuer » never asked): the game taken up again asks where to cut, deals
    from the cut chosen then, and the history holds the finished deal once."""

    app = make_app(tmp_path, seed=FIRST_DEALER_SOUTH)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_the_cut(pilot)
        seeded = screen.seeded
        await pilot.press("q")
        await pilot.pause()
        await pilot.press("o")
        await settle(pilot)
        app.recorder.flush()
    saved = Storage(tmp_path)
    assert saved.load_match().deal.phase == "done"
    table = saved.load_table()
    assert isinstance(table, dict) and table["cut_pending"] is True

    again = BeloteApp(bot_delay=0, bot_level=LEVEL, home=tmp_path, resume=True, lang="fr", coach=False)
    async with again.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        resumed = again.screen
        assert isinstance(resumed, CutScreen) and resumed.seeded == seeded
        await pilot.pause(0.6)  # past the moment Enter is held as the question opens
        await pilot.press("left", "enter")
        await settle(pilot)
        assert isinstance(again.screen, GameScreen)
        assert again.match.cut == Cut(0, 15) and again.match.deal.phase != "done"
        assert again.cut_pending is False
        again.recorder.flush()
    with History(tmp_path / "history.sqlite3") as history:
        assert len(list(history.deals())) == 1


@run_async
async def test_a_partie_left_at_the_summary_before_the_players_cut_resumes_at_the_question(
    tmp_path: Path,
) -> None:
    """Leaving on the summary of a deal after which the player is to cut (« q », then « Menu », then
    « Continuer »; or quitting and starting again): the game asks where to cut, it does not deal the
    next hand cut at random in the player's name; the finished deal is recorded once."""
    app = make_app(tmp_path, seed=FIRST_DEALER_SOUTH)
    async with app.run_test(size=(80, 24)) as pilot:
        await start(pilot)
        await finish_deal(pilot)
        finished = app.match.to_json()
        await pilot.press("q")
        await pilot.pause()
        await pilot.press("m")
        await settle(pilot)
        table = Storage(tmp_path).load_table()
        assert isinstance(table, dict) and table["cut_pending"] is True
        assert Storage(tmp_path).load_match().to_json() == finished
        await pilot.press("enter")  # « Continuer la partie »
        await settle(pilot)
        assert isinstance(app.screen, CutScreen)
        app.exit()
    again = BeloteApp(bot_delay=0, bot_level=LEVEL, home=tmp_path, resume=True, lang="fr", coach=False)
    async with again.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(again.screen, CutScreen)
        again.recorder.flush()
    with History(tmp_path / "history.sqlite3") as history:
        assert len(list(history.deals())) == 1


@run_async
async def test_a_save_taken_back_into_its_deal_is_not_at_the_cut_any_more(tmp_path: Path) -> None:
    """Left at the cut, then the save cut short in its last deal (as a damaged save is repaired back
    to its last readable move): the deal is played out again, its summary shown and the deal
    recorded, not skipped for a cut that was for a deal now unfinished."""
    app = make_app(tmp_path, seed=FIRST_DEALER_SOUTH)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_the_cut(pilot)
        await pilot.press("q")
        await pilot.pause()
        await pilot.press("o")
        await settle(pilot)
    path = tmp_path / "save.json"
    save = json.loads(path.read_text())
    assert save["table"]["cut_pending"] is True
    save["deals"][-1] = save["deals"][-1][:10]  # back inside the deal
    path.write_text(json.dumps(save))
    again = BeloteApp(bot_delay=0, bot_level=LEVEL, home=tmp_path, resume=True, lang="fr", coach=False)
    async with again.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(again.screen, GameScreen) and again.match.deal.phase != "done"
        await finish_deal(pilot)
        again.recorder.flush()
    with History(tmp_path / "history.sqlite3") as history:
        assert len(list(history.deals())) == 1


@run_async
async def test_the_quit_question_over_the_cut_hides_it(tmp_path: Path) -> None:
    """« q » at the cut: the cut question, of the quit question's width, steps aside (two frames one
    row apart otherwise), the table showing behind the quit question as elsewhere (it was a blank
    ground); « Non » comes back to the cut, shown again."""
    app = make_app(tmp_path, seed=FIRST_DEALER_SOUTH)
    async with app.run_test(size=(80, 24)) as pilot:
        cut = await to_the_cut(pilot)
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, PromptScreen)
        shown = "\n".join(screen_text(app))
        assert tr("prompt.quit") in shown
        assert "Manche 1/3 en 1000" in shown and "Nord (Nous)" in shown  # the table: its panel, a seat
        assert tr("cut.title") not in shown  # the cut question's frame out of the way
        await pilot.press("n")
        await settle(pilot)
        assert app.screen is cut and tr("cut.title") in "\n".join(screen_text(app))


@run_async
async def test_under_the_cut_the_score_panel_speaks_of_the_deal_to_come(tmp_path: Path) -> None:
    """The cut of the second deal: the panel behind it shows no contract and no trick (the first
    deal's are over), the manche's score as it stands."""
    app = make_app(tmp_path, seed=FIRST_DEALER_SOUTH)
    async with app.run_test() as pilot:
        await to_the_cut(pilot)
        info = app.screen_stack[-2].query_one(ScorePanel).info
        assert (info.taker, info.trump, info.tricks) == (None, None, (0, 0))
        assert info.manche == 1 and info.scores == app.match.scores != (0, 0)


@run_async
async def test_under_the_cut_the_table_marks_the_next_dealer_and_no_taker_nor_trick(tmp_path: Path) -> None:
    """Behind the cut, the table showed the last deal's dealer marker at South, its taker's « Prend
    à » and « Pli 8/8 · atout »: it read as South dealing and cutting at once. The dealer marked is
    the next one (the seat after the cutter), nobody has taken, and the centre holds no trick."""
    app = make_app(tmp_path, seed=FIRST_DEALER_SOUTH)
    async with app.run_test(size=(120, 40)) as pilot:
        await to_the_cut(pilot)
        table = app.screen_stack[-2]
        seats = {view.info.seat: view.info for view in table.query(SeatView)}
        assert [seat for seat, info in seats.items() if info.dealer] == [1]  # South cut: East deals
        assert not any(info.taker or info.speech or info.to_play for info in seats.values())
        centre = table.query_one(CentreView).info
        assert (centre.trump, centre.taker, centre.played) == (None, None, ())
        assert "Pli" not in text_of(table.query_one(CentreView).render(), 60)


@run_async
async def test_under_the_cut_of_a_new_manche_the_panel_names_it_at_nought_all(tmp_path: Path) -> None:
    """The first deal ended the manche (a target of 100): behind the cut of the revanche's first
    deal, the panel says « Revanche 2/3 » at 0 to 0, not the finished manche's totals."""
    app = make_app(tmp_path, seed=FIRST_DEALER_SOUTH, rules=Rules(target=100))
    async with app.run_test() as pilot:
        await start(pilot)
        await finish_deal(pilot)
        assert app.match.manche_over and app.match.scores != (0, 0)
        await pilot.press("enter")  # the summary, then the manche's end
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, CutScreen), type(app.screen).__name__
        info = app.screen_stack[-2].query_one(ScorePanel).info
        assert (info.manche, info.kind, info.scores) == (2, "revanche", (0, 0))
        assert (info.taker, info.tricks) == (None, (0, 0)) and info.manches == app.match.manches


def test_the_cut_names_its_keys_as_the_footer_and_the_help_do() -> None:
    """« Pg préc./suiv. » and « Début/Fin » in the cut's help, where the Footer and the help say
    « Pg↑↓ » and « Début », « Fin »: one name for a key everywhere, in both languages."""
    from belote.tui.i18n import set_language

    for lang, pages, ends in (("fr", "Pg↑↓", "Début, Fin"), ("en", "PgUp/PgDn", "Home, End")):
        set_language(lang)
        try:
            said = tr("cut.help")
            assert pages in said and ends in said and pages == tr("key.pages"), (lang, said)
        finally:
            set_language("fr")


@pytest.mark.parametrize("size", [(80, 24), (100, 32), (120, 40)])
@run_async
async def test_the_cut_leaves_the_next_dealer_and_the_other_seats_in_view(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    """The next dealer is East when South cuts: its « ● donne », and North's and West's seats, are
    not under the cut's question (it sits over South's gathered hand)."""
    app = make_app(tmp_path, seed=FIRST_DEALER_SOUTH)
    async with app.run_test(size=size) as pilot:
        await to_the_cut(pilot)
        east = app.screen_stack[-2].query_one("#seat-E", SeatView)
        assert east.info is not None and east.info.dealer
        shown = "\n".join(screen_text(app))
        for words in ("Nord (Nous)", "Ouest (Eux)", "Est (Eux)", "● donne", "combien de cartes soulevez"):
            assert words in shown, (words, shown)


@run_async
async def test_under_the_cut_the_log_of_the_deal_past_is_gone_until_the_cards_are_dealt(
    tmp_path: Path,
) -> None:
    """The deal past is on the sheet: under the cut its log read as the next deal's (its lines even
    stood out beside the question); the log stays empty there, a resize included, and the next
    deal's log starts once the cards are cut and dealt."""
    from textual.widgets import RichLog

    app = make_app(tmp_path, seed=FIRST_DEALER_SOUTH)
    async with app.run_test(size=(80, 24)) as pilot:
        cut = await to_the_cut(pilot)
        table = app.screen_stack[-2]
        assert isinstance(table, GameScreen)
        log = table.query_one(RichLog)
        assert not log.lines
        await pilot.resize_terminal(120, 36)  # the log written again at its new width: still nothing
        await pilot.pause()
        await pilot.pause()
        assert not log.lines
        cut.held_until = 0.0
        await pilot.press("enter")
        await settle(pilot)
        written = " ".join(" ".join(strip.text for strip in log.lines).split())
        assert "Donne 2" in written and "cartes soulevées" in written, written


def pass_last(deal: Deal) -> Action | None:
    """A human policy dealing the first deal (South) and passing: stop at South's last word of the
    second round, every other seat having passed twice (a pass now gathers the hands)."""
    if deal.phase != "bidding":
        return deal.legal_actions()[0]  # a bot took: play on, this seed will not do
    return None if deal.bidding_round == 2 and deal.dealer == 0 else PASS


@run_async
async def test_under_the_cut_after_all_passed_the_hand_passed_out_is_gathered(tmp_path: Path) -> None:
    """Everyone passed twice: the cards are gathered and cut again. Under the cut, South's hand of
    the deal passed out was still drawn beside the question (at 120×40, where it shows), a resize
    included."""
    app = make_app(tmp_path, seed=first_seed(pass_last))
    async with app.run_test(size=(120, 40)) as pilot:
        await start(pilot)
        await settle(pilot)
        await pilot.press("p")  # the first round
        await settle(pilot)
        table = app.screen
        passed_out = table.query_one(HandView).cards
        assert isinstance(table, GameScreen) and table.waiting == "bid2" and passed_out
        await pilot.press("p")  # all passed: the redeal is said
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, CutScreen), type(app.screen).__name__
        await pilot.pause()
        assert table.query_one(HandView).cards == ()
        shown = "\n".join(screen_text(app))
        assert not [card for card in passed_out if card_label(card) in shown], shown
        await pilot.resize_terminal(100, 36)  # the table drawn again at its new size: still gathered
        await pilot.pause()
        await pilot.press("q", "n")  # the quit question over the cut, answered « Non »
        await pilot.pause()
        assert isinstance(app.screen, CutScreen) and table.query_one(HandView).cards == ()
