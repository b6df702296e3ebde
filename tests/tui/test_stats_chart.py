"""The statistics chart numbers its deals (and blocks of parties) with whole numbers only."""

from __future__ import annotations

import math
from itertools import pairwise
from pathlib import Path

import pytest
from rich.console import Console
from textual_plotext import PlotextPlot
from textual_plotext.plot import Plot

from belote.engine import Rules
from belote.history import Figures, History
from belote.history.stats import Rate
from belote.tui.i18n import set_language
from belote.tui.stats_screen import (
    number_y_axis,
    points_title,
    value_ticks,
    whole_ticks,
    win_rate_chart,
)
from belote.tui.stats_view import figures_table, rate_text, streak_text
from tests.history.helpers import record_partie

from .conftest import make_app, opened_statistics, run_async
from .test_history_app import played_one_deal


@pytest.mark.parametrize(
    ("count", "ticks"),
    [
        (1, [1]),
        (2, [1, 2]),
        (10, list(range(1, 11))),
        (11, [1, 3, 5, 7, 9, 11]),
        (45, [1, 5, 10, 15, 20, 25, 30, 35, 40, 45]),
        (250, [1, 50, 100, 150, 200, 250]),
    ],
)
def test_the_chart_numbers_deals_with_whole_numbers_from_one(count: int, ticks: list[int]) -> None:
    """Every deal while they fit, else every 2nd, 5th, 10th, 50th… from the first: never a
    fraction, never past the last deal."""
    assert whole_ticks(count) == ticks


@run_async
async def test_a_single_deal_is_charted_on_a_whole_numbered_axis(tmp_path: Path) -> None:
    """With one deal recorded, the x axis reads « 1 » under the point, in the middle of the chart,
    not 0.50 0.75 1.00 1.25 1.50."""
    await played_one_deal(tmp_path, seed=4)
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 60)) as pilot:
        screen = await opened_statistics(pilot, tmp_path / "history.sqlite3")
        assert screen.chart == "points"
        plt = screen.query_one(PlotextPlot).plt
        assert plt.monitor.xticks[0] == [1.0]
        assert plt.monitor.xlim[0] == [0.0, 2.0]
        plt.plotsize(60, 15)
        drawn = plt.uncolorize(plt.build())
        assert "0.50" not in drawn and "1.50" not in drawn
        lines = drawn.splitlines()
        axis = next(n for n, line in enumerate(lines) if "└" in line)
        assert lines[axis + 1].split() == ["1"]


@pytest.mark.parametrize(
    ("deals", "title"),
    [
        (1, "Points par donne (une seule donne)"),
        (5, "Points par donne (moyenne des 5 dernières)"),
        (20, "Points par donne (moyenne des 20 dernières)"),
        (137, "Points par donne (moyenne des 20 dernières)"),
    ],
)
def test_the_points_chart_says_over_how_many_deals_its_mean_runs(deals: int, title: str) -> None:
    """Five deals played: the mean runs over those five, never « sur 20 donnes » that were not played."""
    assert points_title(deals) == title


@pytest.mark.parametrize(
    ("low", "high"), [(46.3, 115.7), (0, 1), (-37.8, 12.1), (80, 80), (104.1, 115.7), (-3, 250)]
)
def test_the_y_axis_runs_over_every_value_in_round_steps(low: float, high: float) -> None:
    """The ticks cover the values, a few of them, one step apart, the step 1, 2, 2.5 or 5 times a
    power of ten."""
    ticks = value_ticks(low, high)
    assert ticks[0] <= low and ticks[-1] >= high and 4 <= len(ticks) <= 7
    steps = {round(b - a, 9) for a, b in pairwise(ticks)}
    assert len(steps) == 1
    step = steps.pop()
    mantissa = step / 10 ** math.floor(math.log10(step))
    assert round(mantissa, 9) in (1, 2, 2.5, 5)


@pytest.mark.parametrize(("lang", "label"), [("fr", "112,5"), ("en", "112.5")])
def test_the_y_axis_writes_numbers_as_the_language_does(lang: str, label: str) -> None:
    """« 112,5 » up the French chart as in the French figures beside it, « 112.5 » in English."""
    set_language(lang)
    try:
        plot = Plot()
        plot.plot([1, 2], [104.1, 115.7])
        number_y_axis(plot, [104.1, 115.7])
        plot.plotsize(40, 12)
        drawn = plot.uncolorize(plot.build())
    finally:
        set_language("fr")
    assert label in plot.monitor.ylabels[0] and label in drawn
    other = "112.5" if lang == "fr" else "112,5"
    assert other not in drawn


def test_a_chart_with_a_legend_keeps_a_step_above_its_values_for_it() -> None:
    """The points chart's legend (« Nous », « Eux ») is written in its top left corner, over the
    first deals' values when they reached the top tick: the axis runs one step higher there."""
    values = [46.3, 115.7]
    plain, legended = Plot(), Plot()
    number_y_axis(plain, values)
    number_y_axis(legended, values, legend=True)
    assert max(plain.monitor.ylabels[0], key=float) == "120"
    assert sorted(legended.monitor.ylabels[0], key=float)[-2:] == ["120", "140"]


@pytest.mark.parametrize(
    ("lang", "streak", "said"),
    [
        ("fr", 1, "1 victoire"),
        ("fr", 3, "3 victoires"),
        ("fr", -1, "1 défaite"),
        ("fr", -2, "2 défaites"),
        ("fr", 0, "—"),
        ("en", 1, "1 win"),
        ("en", -3, "3 losses"),
    ],
)
def test_a_streak_is_said_with_its_number_agreeing(lang: str, streak: int, said: str) -> None:
    """Parties won or lost in a row, singular for one, never « gagnée(s) »."""
    set_language(lang)
    try:
        assert streak_text(streak) == said
    finally:
        set_language("fr")


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "75\u202f% (3 sur 4 ; sans doute entre 30 et 95\u202f%)"),
        ("en", "75% (3 of 4; likely between 30 and 95%)"),
    ],
)
def test_a_rate_says_its_margin_in_plain_words(lang: str, said: str) -> None:
    """A rate with its 95 % interval, said as a café player reads it: no « IC » nor "CI"."""
    set_language(lang)
    try:
        assert rate_text(Rate(3, 4)) == said
    finally:
        set_language("fr")


@pytest.fixture(scope="module")
def figures(tmp_path_factory: pytest.TempPathFactory) -> Figures:
    """The figures of two parties recorded in a history of their own."""
    with History(tmp_path_factory.mktemp("figures") / "history.sqlite3") as history:
        record_partie(history, seed=1, rules=Rules(target=300))
        record_partie(history, seed=2, rules=Rules(target=300), deals=4)
        return history.statistics().overall


@pytest.mark.parametrize("width", range(44, 81))
def test_no_french_figure_line_starts_with_a_percent_or_a_semicolon(width: int, figures: Figures) -> None:
    """However narrow the screen, « 60 % » and « 4 ; » stay whole: no line starts with « % » or
    « ; », and only plain spaces reach the screen."""
    console = Console(width=width, record=True, color_system=None)
    console.print(figures_table(figures))
    lines = console.export_text().splitlines()
    assert "sans doute" in " ".join(line.strip() for line in lines)
    for line in lines:
        assert not line.lstrip().startswith(("%", ";", ")")), line
        assert "\u2800" not in line and "\u202f" not in line


def win_rates_drawn(lang: str, rates: list[float], width: int, last_block: int = 10) -> tuple[Plot, str]:
    """The win-rate chart of ``rates`` drawn in ``lang`` at ``width`` columns, its last block of
    ``last_block`` parties: the plot, its text."""
    set_language(lang)
    try:
        plot = Plot()
        win_rate_chart(plot, rates, last_block)
        plot.plotsize(width, 14)
        return plot, plot.uncolorize(plot.build())
    finally:
        set_language("fr")


@pytest.mark.parametrize(
    ("lang", "labels"), [("fr", ["0\u202f%", "50\u202f%", "100\u202f%"]), ("en", ["0%", "50%", "100%"])]
)
def test_the_win_rate_axis_reads_in_percentages_as_the_language_writes_them(
    lang: str, labels: list[str]
) -> None:
    """Up the win rate chart: « 0 % », « 25 % »… « 100 % », never plotext's own « 83.3 » in French."""
    plot, drawn = win_rates_drawn(lang, [0.5], 40)
    assert all(label in plot.monitor.ylabels[0] for label in labels)
    assert "83.3" not in drawn and "16.7" not in drawn


@pytest.mark.parametrize(
    ("lang", "said"), [("fr", "(dernier : 0\u202f% sur 2 parties)"), ("en", "(last: 0% of 2 matches)")]
)
def test_a_block_of_parties_all_lost_is_said_in_words_where_it_has_no_bar(lang: str, said: str) -> None:
    """Two parties, both lost: a bar of 0 % cannot be seen, so the title says the last block's rate."""
    assert said in win_rates_drawn(lang, [0.0], 76, last_block=2)[1]


@pytest.mark.parametrize(
    ("lang", "said"), [("fr", "(dernier : 100\u202f% sur 1 partie)"), ("en", "(last: 100% of 1 match)")]
)
def test_a_full_bar_of_a_single_partie_says_it_counts_one_partie(lang: str, said: str) -> None:
    """One partie won draws a full bar: the title says it is one partie, not a trend (at the chart's
    width on an 80-column screen)."""
    assert said in win_rates_drawn(lang, [1.0], 76, last_block=1)[1]
