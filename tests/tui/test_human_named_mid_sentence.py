"""The human is « Vous » ("You") on the seat's label and at the start of a sentence, but « vous »
("you") inside one: « Pli pour vous (+21) », « Remporté par vous », "Trick to you"."""

from __future__ import annotations

from pathlib import Path

import pytest

from belote.engine import Match, Rules
from belote.tui import i18n
from belote.tui.app import BeloteApp
from belote.tui.events import trick_line
from belote.tui.human import HUMAN
from belote.tui.screens import LastTrickScreen
from belote.tui.widgets import CentreView, StatusBar

from .behaviour_support import play_out, random_bots
from .conftest import LEVEL, run_async, screen_text, settle, start

WORDS = {
    "fr": (
        "Pli pour vous. Entrée pour continuer sans attendre.",
        "Pli pour vous (+",
        "Remporté par vous (+",
        "→ pli pour vous (+",
    ),
    "en": (
        "Trick to you. Enter to go on without waiting.",
        "Trick to you (+",
        "Won by you (+",
        "→ trick to you (+",
    ),
}
"""For each language: the status line, the centre's caption, the last trick's caption and the log's
line of a trick the human won."""


@pytest.mark.parametrize("lang", ["fr", "en"])
@run_async
async def test_a_trick_the_human_won_names_vous_in_lowercase(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """On a trick the player won, the status line, the centre of the table and the last trick's
    screen say « pour vous » / "to you", while the seat's own label keeps its capital."""
    i18n.set_language(lang)
    monkeypatch.setattr(BeloteApp, "trick_delay", property(lambda _: 3600.0))
    app = BeloteApp(seed=6, bot_delay=0, bot_level=LEVEL, home=tmp_path, lang=lang, coach=False)
    status, centre, last, _ = WORDS[lang]
    async with app.run_test() as pilot:
        screen = await start(pilot)
        for _ in range(200):
            trick = screen.shown_trick
            if screen.waiting == "trick" and trick is not None and trick.winner == HUMAN:
                break
            await pilot.press("t" if screen.waiting == "bid1" else "enter")
            await settle(pilot)
        else:  # pragma: no cover - the seed gives one
            raise AssertionError("the player never won a trick")
        await pilot.pause()
        assert screen.query_one(StatusBar).message == status
        assert screen.query_one(CentreView).info.caption.startswith(centre)
        label = i18n.tr("seat.S")
        assert label[0].isupper()
        assert any(line.strip().startswith(label) for line in screen_text(app))
        await pilot.press("d")
        await pilot.pause()
        shown = app.screen
        assert isinstance(shown, LastTrickScreen)
        assert shown.query_one(CentreView).info.caption.startswith(last)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_log_line_of_a_trick_the_human_won_says_vous_in_lowercase(lang: str) -> None:
    """« → pli pour vous (+21) », "→ trick to you (+21)"."""
    i18n.set_language(lang)
    for seed in range(1, 50):  # the first deal of random play where the human wins a trick
        deal = Match(Rules(), seed).deal
        play_out(deal, random_bots(seed))
        view = deal.view(0)
        won = [n for n, trick in enumerate(view.tricks) if trick.winner == HUMAN]
        if won:
            break
    number = won[0]
    assert trick_line(view, number).startswith(WORDS[lang][3])


@run_async
async def test_the_eighth_trick_on_the_table_says_its_dix_de_der(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The last trick of the deal, left on the table, reads « Pli pour … (+N, +10 de der) », as the
    log and the summary count it; the seventh had no dix de der."""
    monkeypatch.setattr(BeloteApp, "trick_delay", property(lambda _: 3600.0))
    app = BeloteApp(seed=6, bot_delay=0, bot_level=LEVEL, home=tmp_path, lang="fr", coach=False)
    async with app.run_test() as pilot:
        screen = await start(pilot)
        captions: dict[int, str] = {}
        for _ in range(300):
            deal = app.match.deal
            if screen.waiting == "trick" and screen.shown_trick is not None:
                centre = screen.query_one(CentreView).region
                shown = screen_text(app)[centre.y : centre.bottom]
                captions[len(deal.tricks)] = "\n".join(
                    line[centre.x : centre.right].strip() for line in shown
                )
                if len(deal.tricks) == 8:
                    break
            await pilot.press("t" if screen.waiting == "bid1" else "enter")
            await settle(pilot)
        last = app.match.deal.tricks[-1]
        assert app.match.deal.result is not None and app.match.deal.result.capot is None  # seed 6
        assert f"\n(+{last.points}, +10 de der)" in captions[8]  # its bracket whole on a line
        assert "de der" not in captions[7]
