"""The statistics screen counts played deals everywhere, a redeal apart, and draws no empty chart."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import cast

import pytest
from rich.console import RenderableType
from textual.pilot import Pilot
from textual.widgets import Static
from textual_plotext import PlotextPlot

from belote.history import History, HistoryError, compute_statistics
from belote.history.stats import Rate, Replay
from belote.tui.app import BeloteApp
from belote.tui.i18n import set_language
from belote.tui.stats_screen import StatsScreen
from belote.tui.stats_view import challenge_line, figure_rows, rate_text
from tests.history.test_stats import (
    BEGINNERS,
    EXPERTS,
    OUTCOMES,
    PARTIES,
    record_at_levels,
    record_with_redeal,
)

from .conftest import refuse_looking_for, run_async, text_of


def newcomer_history(home: Path, expert_on_the_redeal: int = 0) -> None:
    """One manche of eight deals, the fourth a redeal, every deal replayed by the expert: +10 each
    played deal, and on the redeal the expert's own net result (0: it passed too)."""
    with History(home / "history.sqlite3") as history:
        record_with_redeal(history, seed=5)
        for seq in range(8):
            human, expert = (0, expert_on_the_redeal) if seq == 3 else (40, 30)
            history.record_challenge(5, seq, "expert", human, expert)


@asynccontextmanager
async def stats_screen(home: Path, lang: str) -> AsyncIterator[tuple[Pilot[None], StatsScreen]]:
    """The statistics of ``home``'s history on an 80×24 screen in ``lang``, once read."""
    app = BeloteApp(home=home, lang=lang, bot_delay=0, coach=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = StatsScreen(home / "history.sqlite3")
        app.push_screen(screen)
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        yield pilot, screen


def shown(static: Static, width: int = 78) -> str:
    """The text a Static shows."""
    return text_of(cast(RenderableType, static.content), width)


def table_lines(screen: StatsScreen) -> list[str]:
    """The figures and the challenge's sentence as drawn, one line each, blanks squeezed."""
    text = shown(screen.query_one("#stats-table", Static), 200)
    return [" ".join(line.split()) for line in text.splitlines()]


@pytest.mark.parametrize(
    ("lang", "deals", "challenge", "chart"),
    [
        (
            "fr",
            "Donnes jouées 7",
            "points par donne sur 7 donnes",
            "Points par donne (moyenne des 7 dernières)",
        ),
        ("en", "Deals played 7", "points per deal over 7 deals", "Points per deal (mean of the last 7)"),
    ],
)
@run_async
async def test_the_challenge_and_the_points_chart_count_the_same_played_deals_without_the_redeal(
    tmp_path: Path, lang: str, deals: str, challenge: str, chart: str
) -> None:
    """Eight deals, one a redeal the expert passed too: the figures, the challenge's sentence and the
    chart's title all say 7 played deals; the redeal has its own line."""
    newcomer_history(tmp_path)
    async with stats_screen(tmp_path, lang) as (_, screen):
        lines = table_lines(screen)
        assert any(challenge in line for line in lines)
        plt = screen.query_one(PlotextPlot).plt
        plt.plotsize(70, 14)
        assert chart in plt.uncolorize(plt.build()).splitlines()[0]
        assert not any("8 donnes" in line or "8 deals" in line for line in lines)
        assert deals in lines and ("Redonnes 1" if lang == "fr" else "Redeals 1") in lines


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            "Contre l'expert à votre place : +2,5 points par donne sur 8 donnes, sans doute entre −12 et"
            " +17 (dont 1 redonne où personne n'avait pris à la table et l'expert a pris à votre place).",
        ),
        (
            "en",
            "Against the expert in your seat: +2.5 points per deal over 8 deals, likely between −12 and"
            " +17 (including 1 redeal where nobody took at the table and the expert took in your seat).",
        ),
    ],
)
@run_async
async def test_a_redeal_the_expert_played_in_the_replay_counts_in_the_challenge_and_is_said(
    tmp_path: Path, lang: str, said: str
) -> None:
    """The human passed, the expert in their seat took and wrote 50: a deal played in the replay,
    so it counts (leaving it out would hide a missed take), and the sentence says it is a redeal."""
    newcomer_history(tmp_path, expert_on_the_redeal=50)
    async with stats_screen(tmp_path, lang) as (_, screen):
        assert said in " ".join(table_lines(screen))


@pytest.mark.parametrize(
    ("lang", "rows"),
    [
        (
            "fr",
            {
                "Taux de victoire": "(3 sur 4 ;",
                "Donnes prises au 1er tour": "(3 sur 7 ;",
                "Donnes prises au 2e tour": "(1 sur 7 ;",
                "Contrats réussis": "(2 sur 4 ;",
                "Adversaires mis dedans": "(1 sur 3 ;",
                "Parties jouées": "4",
                "Donnes jouées": "7",
                "Redonnes": "1",
            },
        ),
        (
            "en",
            {
                "Win rate": "(3 of 4;",
                "Deals taken in round 1": "(3 of 7;",
                "Deals taken in round 2": "(1 of 7;",
                "Contracts made": "(2 of 4;",
                "Opponents' contracts beaten": "(1 of 3;",
                "Matches played": "4",
                "Deals played": "7",
                "Redeals": "1",
            },
        ),
    ],
)
def test_every_rate_is_out_of_what_its_label_and_section_name(lang: str, rows: dict[str, str]) -> None:
    """Eight deals, one redeal: takes in each round are out of the 7 played deals beside them,
    contracts made out of ours (4), theirs beaten out of theirs (3), wins out of the 4 finished."""
    set_language(lang)
    try:
        shown = dict(
            row
            for row in figure_rows(compute_statistics(PARTIES, OUTCOMES).overall)
            if isinstance(row, tuple)
        )
    finally:
        set_language("fr")
    for label, value in rows.items():
        assert value in shown[label], label
    labels = [
        row[0] for row in figure_rows(compute_statistics(PARTIES, OUTCOMES).overall) if isinstance(row, tuple)
    ]
    assert len(labels) == len(set(labels))  # each figure named apart (the takers' litiges and all of them)


@pytest.mark.parametrize(
    ("lang", "said", "not_said"),
    [("fr", "Adversaires mis dedans", "chut"), ("en", "Opponents' contracts beaten", "broken")],
)
def test_their_contracts_going_dedans_is_said_in_the_cafe_word(lang: str, said: str, not_said: str) -> None:
    """« Dedans » is the belote café's word for a contract lost; « chuter » belongs to bridge."""
    set_language(lang)
    try:
        labels = [
            row[0]
            for row in figure_rows(compute_statistics(PARTIES, OUTCOMES).overall)
            if isinstance(row, tuple)
        ]
    finally:
        set_language("fr")
    assert said in labels and not any(not_said in label for label in labels)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Victoires par bloc de 10 parties : pas encore assez de parties."),
        ("en", "Win rate per block of 10 matches: not enough matches yet."),
    ],
)
@run_async
async def test_a_chart_with_nothing_to_draw_shows_its_sentence_alone_without_an_empty_frame(
    tmp_path: Path, lang: str, said: str
) -> None:
    """No partie finished yet: « g » to the win rate shows the sentence, brought into view, and no
    frame; the next chart, with something to draw, brings the frame back."""
    newcomer_history(tmp_path)
    async with stats_screen(tmp_path, lang) as (pilot, screen):
        await pilot.press("g")
        await pilot.pause()
        plot = screen.query_one(PlotextPlot)
        assert screen.chart == "wins" and not plot.display
        empty = screen.query_one("#stats-chart-empty", Static)
        assert empty.display
        assert shown(empty).strip() == said
        assert empty.region.height == 1 and 0 < empty.region.y < 24
        await pilot.press("g")
        await pilot.pause()
        assert screen.chart == "challenge" and plot.display and not empty.display


@run_async
async def test_only_a_redeal_recorded_says_no_deal_played_instead_of_an_empty_points_chart(
    tmp_path: Path,
) -> None:
    """A history whose one deal all four passed: the figures show it as a redeal and the points
    chart is the sentence « aucune donne jouée », not a frame nor « moyenne des 20 dernières »."""
    with History(tmp_path / "history.sqlite3") as history:
        record_with_redeal(history, seed=5, deals=1, redeal=0)
    async with stats_screen(tmp_path, "fr") as (_, screen):
        assert not screen.query_one(PlotextPlot).display
        lines = table_lines(screen)
        assert "Donnes jouées 0" in lines and "Redonnes 1" in lines
        empty = screen.query_one("#stats-chart-empty", Static)
        assert empty.display
        assert shown(empty).strip() == "Points par donne : aucune donne jouée pour l'instant."


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            "Contre l'expert à votre place : −50,0 points sur la seule donne rejouée (une redonne où personne"
            " n'avait pris à la table et l'expert a pris à votre place).",
        ),
        (
            "en",
            "Against the expert in your seat: −50.0 points on the only deal replayed (a redeal where nobody"
            " took at the table and the expert took in your seat).",
        ),
    ],
)
def test_a_challenge_of_a_single_redeal_says_that_deal_is_the_redeal(lang: str, said: str) -> None:
    """The only deal replayed is one the human passed and the expert took: « une redonne », not
    « dont 1 redonne » of a single deal."""
    replays = [Replay(0, 50, True, PARTIES[0].id), Replay(0, 0, True, PARTIES[0].id)]
    statistics = compute_statistics(PARTIES, OUTCOMES, replays)
    set_language(lang)
    try:
        assert challenge_line(statistics.overall) == said
    finally:
        set_language("fr")


@pytest.mark.parametrize(
    ("lang", "rate", "expected"),
    [
        ("fr", Rate(1, 8), "13\u202f% (1 sur 8"),
        ("en", Rate(1, 8), "13% (1 of 8"),
        ("fr", Rate(23, 40), "58\u202f% (23 sur 40"),
        ("en", Rate(29, 200), "15% (29 of 200"),
    ],
)
def test_a_rate_rounds_a_half_up_as_a_reader_does(lang: str, rate: Rate, expected: str) -> None:
    """1 deal in 8 reads 13 %, not the 12 % Python's rounding to the even neighbour would give; 23
    in 40 reads 58 %, though 100 × 23/40 falls just short of 57.5 in floating point."""
    set_language(lang)
    try:
        assert rate_text(rate).startswith(expected)
    finally:
        set_language("fr")


@run_async
async def test_page_keys_space_home_and_end_scroll_the_figures(tmp_path: Path) -> None:
    """The figures are longer than an 80×24 screen: Page Down (or Space) moves them by the panel's
    height less a line kept to read on from, Page Up back; End goes to their end, Home to the top."""
    newcomer_history(tmp_path)
    async with stats_screen(tmp_path, "fr") as (pilot, screen):
        body = screen.query_one("#stats-body")
        page = body.scrollable_content_region.height - 1
        assert body.max_scroll_y > page > 10
        await pilot.press("pagedown")
        await pilot.pause()
        assert body.scroll_y == page
        await pilot.press("pageup")
        await pilot.pause()
        assert body.scroll_y == 0
        await pilot.press("space")
        await pilot.pause()
        assert body.scroll_y == page
        await pilot.press("end")
        await pilot.pause()
        assert body.scroll_y == body.max_scroll_y
        await pilot.press("home")
        await pilot.pause()
        assert body.scroll_y == 0


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Historique occupé : {path} sert à un autre programme ; réessayez bientôt."),
        ("en", "History busy: {path} is in use by another program; try again in a moment."),
    ],
)
@run_async
async def test_a_history_in_use_by_another_program_is_said_once_as_a_reader_sees_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, said: str
) -> None:
    """The statistics only read the history: one held by another program is « busy, try again »,
    as the command line says it, not the notice of a game that writes each deal (« on hold, tried
    again at each deal ») behind a second heading."""
    newcomer_history(tmp_path)
    path = tmp_path / "history.sqlite3"

    def busy(*_: object, **__: object) -> History:
        raise HistoryError("locked", path)

    monkeypatch.setattr("belote.tui.stats_screen.History", busy)
    async with stats_screen(tmp_path, lang) as (_, screen):
        assert screen.problem == said.format(path=path)
        shown_text = " ".join(shown(screen.query_one("#stats-table", Static), 300).split())
        assert said.format(path=path) in shown_text


@run_async
async def test_each_opponents_level_shows_the_challenge_over_its_own_deals_only(tmp_path: Path) -> None:
    """Two deals replayed against experts, one of the two against beginners: « Tous niveaux » says
    the three, each level its own, so the figures above the sentence and the sentence agree."""
    with History(tmp_path / "history.sqlite3") as history:
        record_at_levels(history, (EXPERTS, EXPERTS, BEGINNERS, BEGINNERS))
        for seq, human in ((0, 40), (1, 20), (3, -30)):
            history.record_challenge(8, seq, "expert", human, 0)
    said_before, between = "Contre l'expert à votre place :", "sans doute entre"
    async with stats_screen(tmp_path, "fr") as (pilot, screen):
        said = {}
        for _ in range(3):
            title = shown(screen.query_one("#stats-title", Static)).strip()
            said[title] = [line for line in table_lines(screen) if line.startswith("Contre l'expert")]
            await pilot.press("right")
            await pilot.pause()
    assert said == {
        "Statistiques — Tous niveaux": [
            f"{said_before} +10,0 points par donne sur 3 donnes, {between} −31 et +51."
        ],
        "Statistiques — Adversaires : débutant": [f"{said_before} −30,0 points sur la seule donne rejouée."],
        "Statistiques — Adversaires : expert": [
            f"{said_before} +30,0 points par donne sur 2 donnes, {between} +10 et +50."
        ],
    }


@run_async
async def test_the_charts_follow_the_opponents_level_chosen(tmp_path: Path) -> None:
    """Three deals against experts, two against beginners, one of those replayed: at each level the
    points chart counts that level's deals (« moyenne des 3 dernières » against the experts), and the
    challenge chart draws that level's replays, or says there are none."""
    with History(tmp_path / "history.sqlite3") as history:
        record_at_levels(history, (EXPERTS, EXPERTS, EXPERTS, BEGINNERS, BEGINNERS))
        history.record_challenge(8, 4, "expert", -30, 0)
    async with stats_screen(tmp_path, "fr") as (pilot, screen):
        seen: dict[str, tuple[str, bool]] = {}
        for _ in range(3):
            title = shown(screen.query_one("#stats-title", Static)).strip()
            plt = screen.query_one(PlotextPlot).plt
            plt.plotsize(70, 14)
            points = plt.uncolorize(plt.build()).splitlines()[0].strip()
            await pilot.press("g", "g")  # the win rate, then the challenge
            await pilot.pause()
            challenge = screen.query_one(PlotextPlot).display
            await pilot.press("g", "right")  # back to the points, at the next level
            await pilot.pause()
            seen[title.split(" — ")[1]] = (points, challenge)
    assert seen == {
        "Tous niveaux": ("Points par donne (moyenne des 5 dernières)", True),
        "Adversaires : débutant": ("Points par donne (moyenne des 2 dernières)", True),
        "Adversaires : expert": ("Points par donne (moyenne des 3 dernières)", False),
    }


@run_async
async def test_a_history_whose_folder_may_not_be_searched_is_said_refused_not_a_crash(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game folder this user may not search (« chmod 000 »): even looking for the history is
    refused; the statistics say « accès refusé » where the figures would be, and the game goes on."""
    path = tmp_path / "history.sqlite3"
    refuse_looking_for(monkeypatch, path)
    async with stats_screen(tmp_path, "fr") as (pilot, screen):
        assert pilot.app.is_running and pilot.app.screen is screen
        assert screen.problem == f"Historique impossible à ouvrir ({path}) : accès refusé."
