"""The table with the carré variants and the cut: the human is asked about a carré of 7s (never
stuck on it), and the log says who cut the cards and who declared a carré."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rich.text import Text
from textual.pilot import Pilot

from belote.engine import Cut, DeclareCarre, Match, Play, Rank, Rules
from belote.tui import i18n
from belote.tui.app import BeloteApp
from belote.tui.events import log_lines, speech
from belote.tui.i18n import seat_name
from belote.tui.score_screens import SummaryScreen
from belote.tui.screens import PromptScreen
from tests.engine.helpers import complete_hands, make_deal

from .conftest import game, make_app, run_async, settle, start, text_of

RULES = Rules(carre_of_sevens_voids=True)


async def human_holds_four_sevens(pilot: Pilot[Any], app: BeloteApp) -> None:
    """Put the human (South, seat 0, first to play) in the first trick holding four 7s."""
    hands = complete_hands({0: "7S 7H 7D 7C"})
    turned = next(card for card in hands[1].split() if not card.startswith("7"))
    app.match.deal = make_deal(hands, taker=1, turned=turned, rules=RULES)
    screen = game(pilot)
    screen.set_waiting("bot")
    screen.refresh_view()
    screen.advance()
    await settle(pilot)


@pytest.mark.parametrize(("key", "declares"), [("enter", False), ("o", True)], ids=["Enter: no", "o: yes"])
@run_async
async def test_the_human_is_asked_about_a_carre_of_sevens(tmp_path: Path, key: str, declares: bool) -> None:
    """Enter (the safe default) keeps the deal and the human plays on; « o » declares and voids it."""
    app = make_app(tmp_path, rules=RULES)
    async with app.run_test() as pilot:
        await start(pilot)
        await human_holds_four_sevens(pilot, app)
        prompt = app.screen
        assert isinstance(prompt, PromptScreen) and "carré de 7" in prompt.question
        await pilot.press(key)
        await settle(pilot)
        deal = app.match.deal
        if declares:
            assert deal.declared == ((0, Rank.SEVEN),) and deal.result is not None and deal.result.redeal
            summary = app.screen
            assert isinstance(summary, SummaryScreen)
            text = text_of(summary.body(), width=100)
            assert "Vous avez déclaré un carré de 7" in text and i18n.tr("sum.redeal") not in text
            return
        assert game(pilot).waiting == "card" and deal.declared == ()
        await pilot.press("enter")  # play a card: the deal goes on
        await settle(pilot)
        played = [card for trick in (*deal.tricks, deal.current_trick) for card in trick.cards]
        assert deal.declared == () and played and deal.result is None


def plain(lines: list[Text]) -> list[str]:
    """The text of log lines."""
    return [line.plain for line in lines]


def test_the_log_says_who_cut_and_who_declared_a_carre() -> None:
    match = Match(Rules(carre_of_sevens_voids=True), seed=2)
    view = match.deal.view(0)
    try:
        i18n.set_language("fr")
        assert f"{seat_name(3)} coupe le jeu : 12 cartes soulevées" in plain(
            log_lines(view, 2, cut=Cut(3, 12))
        )
        assert "Vous coupez le jeu : 5 cartes soulevées" in plain(log_lines(view, 2, cut=Cut(0, 5)))
        i18n.set_language("en")
        assert f"{seat_name(3)} cuts the deck, lifting 12 cards" in plain(log_lines(view, 2, cut=Cut(3, 12)))
        assert not any("cut" in line for line in plain(log_lines(view, 1))), "a shuffled deal: no cut"
    finally:
        i18n.set_language("fr")


def test_a_declared_carre_is_told_in_the_log() -> None:
    rules = Rules(announces=True, carre_of_eights_cancels=True)
    hands = complete_hands({2: "8S 8H 8D 8C"})
    deal = make_deal(hands, taker=1, turned=next(c for c in hands[1].split() if c[0] != "8"), rules=rules)
    while deal.to_play != 2:
        deal.apply(next(a for a in deal.legal_actions() if not isinstance(a, DeclareCarre)))
    deal.apply(DeclareCarre(Rank.EIGHT))
    i18n.set_language("fr")
    lines = plain(log_lines(deal.view(0), 1))
    assert lines[-1].endswith("déclare un carré de 8 : les annonces sont annulées")
    deal.apply(next(a for a in deal.legal_actions() if not isinstance(a, DeclareCarre)))
    after = plain(log_lines(deal.view(0), 1))
    assert after[: len(lines)] == lines, "told before the holder's card, as it happened"


@pytest.mark.parametrize(("lang", "words"), [("fr", "a déclaré un carré de 7"), ("en", "declared four 7s")])
def test_the_summary_of_a_carre_of_sevens_says_who_declared_it(lang: str, words: str) -> None:
    """A deal voided by North's carré of 7s: the summary names North and the carré, and says the cards
    are dealt again, instead of saying that nobody took."""
    match = Match(RULES, seed=1)
    hands = complete_hands({2: "7S 7H 7D 7C"})
    deal = make_deal(hands, taker=1, turned=next(c for c in hands[1].split() if c[0] != "7"), rules=RULES)
    match.deal = deal
    while deal.to_play != 2:
        deal.apply(next(a for a in deal.legal_actions() if not isinstance(a, DeclareCarre)))
    deal.apply(DeclareCarre(Rank.SEVEN))
    assert deal.result is not None and deal.result.redeal
    try:
        i18n.set_language(lang)
        text = " ".join(text_of(SummaryScreen(deal.result, match, 1).body(), width=100).split())
        nobody_took, north = i18n.tr("sum.redeal"), seat_name(2)
    finally:
        i18n.set_language("fr")
    assert f"{north} {words}" in text and nobody_took not in text
    assert ("redistribue" if lang == "fr" else "dealt again") in text


def test_an_announce_cancelled_by_a_carre_of_eights_is_no_longer_said_on_its_seat() -> None:
    """West announced a tierce, then East declared four 8s, which cancel every announce: West's seat
    stops saying « Tierce (20) » (the log keeps both, as they happened)."""
    rules = Rules(announces=True, carre_of_eights_cancels=True)
    hands = complete_hands({1: "KH QH JH", 2: "8S 8H 8D 8C"})
    turned = next(c for c in hands[1].split() if c not in ("KH", "QH", "JH"))
    deal = make_deal(hands, taker=1, turned=turned, rules=rules)
    while deal.to_play != 1:
        deal.apply(next(a for a in deal.legal_actions() if not isinstance(a, DeclareCarre)))
    deal.apply(next(a for a in deal.legal_actions() if isinstance(a, Play) and a.announce))
    i18n.set_language("fr")
    assert speech(deal.view(0), 1, None) == "Tierce (20)"
    deal.apply(DeclareCarre(Rank.EIGHT))
    assert speech(deal.view(0), 1, None) != "Tierce (20)"
