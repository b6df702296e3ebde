"""docs/playing.md and the game agree: what the guide promises about the keys, the hand and the
waiting room is what the app does."""

from __future__ import annotations

import re
from pathlib import Path

from belote.engine import PASS, Action, Deal, Rules
from belote.tui.game import GameScreen
from belote.tui.i18n import EN, FR
from belote.tui.score_screens import MancheEndScreen, SheetScreen, SummaryScreen
from belote.tui.widgets import HandView

from .conftest import first_seed, make_app, run_async, screen_text, settle, start, text_of

PLAYING = Path(__file__).resolve().parents[2] / "docs" / "playing.md"


def guide() -> str:
    """docs/playing.md, its lines joined (a sentence may wrap anywhere)."""
    return " ".join(PLAYING.read_text(encoding="utf-8").split())


def test_the_guide_names_the_sheet_key_the_game_uses() -> None:
    """Wherever the guide gives the score sheet's key, it is « f » (« s » names ♠ in round 2)."""
    keys = re.findall(r"score sheet \(`(\w)`\)", guide())
    assert keys and set(keys) == {"f"}
    assert "| At the table and on the summaries | `f` |" in guide()


def test_the_guide_quotes_the_hosts_goodbye_as_a_friends_table_says_it() -> None:
    """The sentence a friend reads when the host closes a started table, in both languages, is the
    one the guide quotes (the address as the guide writes it)."""
    said = " ".join(guide().split())  # the guide's lines wrap anywhere
    french = " ".join(FR["net.host_closed"].format(detail="ADRESSE").split())
    english = " ".join(EN["net.host_closed"].format(detail="ADDRESS").split())
    assert f"« {french} »" in said
    assert f'("{english}")' in said
    assert f"« {' '.join(FR['net.host_back'].split())} »" in said


@run_async
async def test_f_opens_the_sheet_over_the_deal_summary_and_the_manche_end(tmp_path: Path) -> None:
    """On a deal's summary and on the end of the manche, « f » shows the score sheet with the deal
    just ended, alone on screen (not one frame over another); closing it goes back to the summary."""
    app = make_app(tmp_path, seed=3, rules=Rules(target=100, manches=1))
    async with app.run_test() as pilot:
        await start(pilot)
        for screen_type in (SummaryScreen, MancheEndScreen):
            for _ in range(300):
                if isinstance(app.screen, screen_type):
                    break
                await pilot.press("enter")  # bid, play, and leave a summary that did not end the manche
                await settle(pilot)
            shown = app.screen
            assert isinstance(shown, screen_type), type(app.screen).__name__
            await pilot.press("f")
            sheet = app.screen
            assert isinstance(sheet, SheetScreen) and sheet.match.history[-1]
            assert sheet.match.history[-1][-1] == app.match.history[-1][-1]
            await pilot.pause()
            drawn = screen_text(app)
            frames = [line for line in drawn if "╭" in line]
            assert len(frames) == 1, drawn  # the panel under the sheet is hidden, not a second frame
            await pilot.press("f")
            assert app.screen is shown
            if screen_type is SummaryScreen:
                await pilot.press("enter")
                await settle(pilot)
        assert not isinstance(app.screen, GameScreen)


def takes_then_plays(deal: Deal) -> Action | None:
    """Pass the bids; stop at the human's first card of a deal the human bid in."""
    if deal.phase == "bidding":
        return PASS
    return None if any(seat == 0 for seat, _ in deal.view(0).bids) else deal.legal_actions()[0]


@run_async
async def test_the_cards_received_at_the_take_are_marked_from_the_take_to_the_first_card(
    tmp_path: Path,
) -> None:
    """Nothing is marked while bidding, in the first deal or the next; from the take, the cards
    received are marked « + » (however long the player thinks) until they play a card; the numbers
    then count the cards held, the cards keeping their order."""
    app = make_app(tmp_path, seed=first_seed(takes_then_plays))
    async with app.run_test() as pilot:
        screen = await start(pilot)
        hand = screen.query_one(HandView)
        assert screen.waiting.startswith("bid") and hand.fresh == frozenset()
        bidding = set(hand.cards)
        while screen.waiting != "card":
            await pilot.press("p")
            await settle(pilot)
        received = set(hand.cards) - bidding
        assert len(received) == 3 and hand.fresh == received
        await pilot.pause(4.5)  # a player thinking a while
        assert hand.fresh == received
        assert "+" in text_of(hand.render())
        order = hand.cards
        played = order[hand.selected]
        await pilot.press("enter")
        await settle(pilot)
        assert hand.fresh == frozenset()
        assert hand.cards == tuple(card for card in order if card != played)
        numbers = text_of(hand.render()).splitlines()[0].split()
        assert numbers == [str(n) for n in range(1, 8)]
        for _ in range(200):  # to the next deal's bidding
            if app.match.history[0] and screen.waiting.startswith("bid"):
                break
            await pilot.press("enter")
            await settle(pilot)
        assert screen.waiting.startswith("bid") and hand.fresh == frozenset()
        assert "+" not in text_of(hand.render())


def test_the_guide_says_how_the_hand_is_numbered_and_marked() -> None:
    """The guide promises what the table does: numbers that count the cards held, marks from the
    take to the first card and none while bidding."""
    text = guide()
    assert "those to its right go down by one" in text
    assert "from the take until you play your first card of the deal; nothing is marked while bidding" in text
    assert "keeps its number until it is played" not in text
