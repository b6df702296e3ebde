"""The statistics screen: every figure for all opponents or one level, and a progression chart.

The history is read in a worker thread, so the screen shows at once and fills in when ready.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import accumulate
from pathlib import Path
from typing import ClassVar

from rich.console import Group
from rich.style import Style
from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.reactive import reactive
from textual.screen import Screen
from textual.widgets import Footer, Static
from textual_plotext import PlotextPlot
from textual_plotext.plot import Plot

from belote.history import Figures, History, HistoryError, Statistics
from belote.history.stats import MOVING_WINDOW, PARTIE_BLOCK
from belote.tui.history_screen import PartiesScreen
from belote.tui.history_words import read_notice, refused_notice, skipped_notice
from belote.tui.i18n import tr, tr_count
from belote.tui.screens import NoticesWait
from belote.tui.scrolling import SCROLL_BINDINGS, ScrollKeys
from belote.tui.stats_view import challenge_line, figures_table, level_title, number, percent
from belote.tui.translate import TranslatedBindings

CHARTS = ("points", "wins", "challenge")

CHART_POINTS = 300
"""At most this many points are drawn per line: more than a terminal's braille dots across."""

MOST_TICKS = 10
"""About this many numbers at most under the chart's x axis."""


def whole_ticks(count: int, most: int = MOST_TICKS) -> list[int]:
    """The numbers under an x axis of deals or blocks 1 to ``count``: whole ones only (there is no
    deal 1.5), every one when they fit, else every 2nd, 5th, 10th, 20th… from 1."""
    step = 1
    while (count - 1) // step + 1 > most:
        step = step * 5 // 2 if str(step)[0] == "2" else step * 2
    if step < 5:
        return list(range(1, count + 1, step))
    return [1, *range(step, count + 1, step)]


PERCENT_TICKS = (0, 25, 50, 75, 100)
"""The win rate's axis: quarters, written as percentages in the player's language."""


def points_title(deals: int) -> str:
    """The points chart's title: each point is the mean of the last ``MOVING_WINDOW`` deals, or of
    all of them while there are fewer, and the title says how many it really is."""
    window = min(MOVING_WINDOW, deals) if deals else MOVING_WINDOW
    return tr_count("stats.chart.points", window)


def whole_x_axis(plt: Plot, count: int) -> None:
    """Whole numbers only under the x axis; a single point is drawn in the middle, between 0 and 2,
    rather than on an axis running from 0.5 to 1.5."""
    ticks = whole_ticks(count)
    plt.xticks([float(tick) for tick in ticks], [str(tick) for tick in ticks])
    if count == 1:
        plt.xlim(0, 2)


def value_ticks(low: float, high: float, most: int = 5) -> list[float]:
    """Round values spanning ``low`` to ``high`` for a y axis: about ``most`` steps of 1, 2, 2.5 or 5
    times a power of ten."""
    if high <= low:
        low, high = low - 1, high + 1
    span = (high - low) / most
    scale = 10 ** math.floor(math.log10(span))
    step = next(m * scale for m in (1, 2, 2.5, 5, 10) if m * scale >= span)
    first = math.floor(low / step) * step
    count = math.ceil((high - first) / step - 1e-9)
    return [round(first + i * step, 10) for i in range(count + 1)]


def number_y_axis(plt: Plot, values: list[float], legend: bool = False) -> None:
    """Round values up the y axis, written as the language writes numbers (« 112,5 » in French),
    the axis running from the lowest to the highest tick; with a ``legend`` (written in the chart's
    top left corner), one step more above the values, so that it covers none of them."""
    ticks = value_ticks(min(values), max(values))
    if legend:
        ticks.append(round(2 * ticks[-1] - ticks[-2], 10))
    decimals = 0 if all(tick == int(tick) for tick in ticks) else 1
    plt.yticks(ticks, [number(tick, decimals) for tick in ticks])
    plt.ylim(ticks[0], ticks[-1])


def win_rate_chart(plt: Plot, rates: Sequence[float], last_block: int = PARTIE_BLOCK) -> None:
    """The share of parties won per block of parties (at least one), as bars on an axis of
    percentages written as the language writes them (« 50 % »); the title says the last block's
    rate and how many parties it counts (a full bar may be one partie)."""
    title = tr("stats.chart.wins", n=PARTIE_BLOCK)  # said in words too: a block at 0 % has no bar to see
    last = tr_count("stats.chart.last_block", last_block, rate=percent(rates[-1]))
    plt.title(f"{title} ({last})")
    plt.bar(list(range(1, len(rates) + 1)), [100 * r for r in rates])
    plt.ylim(0, 100)
    plt.yticks([float(tick) for tick in PERCENT_TICKS], [percent(tick / 100) for tick in PERCENT_TICKS])
    plt.xlabel(tr("stats.chart.block"))
    whole_x_axis(plt, len(rates))


def nothing_to_chart(chart: str, figures: Figures) -> str:
    """The sentence shown instead of ``chart`` while these figures have nothing to draw (no played
    deal, no finished partie, no deal replayed), or "" when there is something."""
    if chart == "points":
        return "" if figures.progression.points[0] else tr("stats.chart.points_empty")
    if chart == "challenge":
        return "" if figures.challenge else tr("challenge.chart_empty")
    if figures.progression.win_rates:
        return ""
    return f"{tr('stats.chart.wins', n=PARTIE_BLOCK)}{tr('colon')}{tr('stats.chart.empty')}"


class StatsScreen(NoticesWait, ScrollKeys, TranslatedBindings, Screen[None]):
    """Parties, taking, defence and per-deal figures; ←/→ pick the opponents' level, g the chart."""

    passing_notices_wait = False  # a notice about what came before would cover the figures

    DEFAULT_CSS = """
    #stats-chart-empty {
        height: auto;
        margin-top: 1;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "level(-1)", "key.level", key_display="←→"),
        Binding("right", "level(1)", show=False),
        Binding("g", "chart", "key.chart"),
        Binding("h", "history", "key.history"),
        Binding("escape,q", "close", "key.back", key_display="key.esc"),
        *SCROLL_BINDINGS,
        Binding("j", "scroll(1)", show=False),
        Binding("k", "scroll(-1)", show=False),
        Binding("space", "scroll_page(1)", show=False),
    ]

    level: reactive[int] = reactive(0)
    chart: reactive[str] = reactive("points")

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path
        self.statistics: Statistics | None = None
        self.problem = ""
        self.levels: list[str | None] = [None]

    def compose(self) -> ComposeResult:
        """The title, then the figures and the chart in one scrolling column."""
        yield Static(Text(tr("stats.title"), Style(bold=True)), id="stats-title")
        with VerticalScroll(id="stats-body", can_focus=False):
            yield Static(Text(tr("stats.loading"), Style(dim=True)), id="stats-table")
            yield PlotextPlot(id="stats-chart")
            yield Static(id="stats-chart-empty")  # a chart with nothing to draw: its sentence alone
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        """Read the history away from the interface."""
        self.load()

    @work(thread=True, exclusive=True, group="stats")
    def load(self) -> None:
        """Open the history and compute its statistics, then show them."""
        statistics, problem, skipped = None, "", ""
        try:
            if self.path.exists():  # reading creates nothing
                with History(self.path, check=False) as history:
                    statistics = history.statistics()
                    skipped = skipped_notice(history)
        except HistoryError as error:
            problem = read_notice(error)  # said as the command line says it: this screen only reads
        except OSError as error:  # its folder may not be searched
            problem = refused_notice(self.path, error)
        self.app.call_from_thread(self.show_statistics, statistics, problem, skipped)

    def show_statistics(self, statistics: Statistics | None, problem: str, skipped: str = "") -> None:
        """Keep the statistics and draw them (unless the screen was closed meanwhile); ``skipped``:
        what they leave out of the history, said in a notice beside the figures, or in their place
        when nothing readable is left (it is no history without a deal)."""
        if not self.is_mounted:
            return
        if skipped and (statistics is None or not statistics.overall.parties.dealt):
            problem = problem or skipped
        elif skipped:
            self.notify(skipped, severity="warning", timeout=8.0, markup=False)
        self.statistics, self.problem = statistics, problem
        if statistics is not None:
            self.levels = [None, *statistics.by_level]
        self.redraw()
        self.refresh_bindings()

    @property
    def has_figures(self) -> bool:
        """Whether a deal is recorded: before that, no level, chart or partie to choose."""
        return self.statistics is not None and bool(self.statistics.overall.parties.dealt)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The keys that choose a level, a chart or the parties only once there is something to show."""
        if action in ("level", "chart", "history", "scroll", "scroll_page", "scroll_edge"):
            return self.has_figures
        return True

    def redraw(self) -> None:
        """The table for the chosen level and the chart."""
        table = self.query_one("#stats-table", Static)
        statistics = self.statistics
        level = self.levels[self.level % len(self.levels)]
        self.query_one("#stats-title", Static).update(
            Text(f"{tr('stats.title')} — {level_title(level)}", Style(bold=True))
        )
        if statistics is None or not statistics.overall.parties.dealt:
            table.update(Text(self.problem or tr("stats.empty")))
            self.query_one(PlotextPlot).display = False
            self.query_one("#stats-chart-empty", Static).display = False
            return
        figures = statistics.overall if level is None else statistics.by_level[level]
        if not figures.challenge:
            table.update(Group(figures_table(figures)))
        else:  # the coach's duplicate challenge, over the deals played against these opponents
            line = Text(challenge_line(figures), Style(bold=True))
            table.update(Group(figures_table(figures), Text(""), line))
        self.draw_chart(figures)

    def draw_chart(self, figures: Figures) -> None:
        """Points per deal (moving averages, us and them), the win rate per block of parties, or the
        challenge against the expert; a chart with nothing to draw is a sentence, without its frame."""
        plot = self.query_one(PlotextPlot)
        empty = self.query_one("#stats-chart-empty", Static)
        sentence = nothing_to_chart(self.chart, figures)
        plot.display, empty.display = not sentence, bool(sentence)
        empty.update(Text(sentence))
        if sentence:
            return
        plt = plot.plt
        plt.clear_figure()
        progression = figures.progression
        if self.chart == "points":
            us, them = progression.moving
            plt.title(points_title(len(us)))
            every = max(1, len(us) // CHART_POINTS)  # the chart has a few hundred dots across
            xs = list(range(1, len(us) + 1, every))
            plt.plot(xs, list(us[::every]), label=tr("team.0"), marker="braille")
            plt.plot(xs, list(them[::every]), label=tr("team.1"), marker="braille")
            plt.xlabel(tr("stats.chart.deal"))
            whole_x_axis(plt, xs[-1])
            number_y_axis(plt, [*us, *them], legend=True)
        elif self.chart == "challenge":
            self.draw_challenge(figures.challenge)
        else:
            win_rate_chart(plt, progression.win_rates, progression.last_block)
        plot.refresh()

    def draw_challenge(self, differences: tuple[int, ...]) -> None:
        """The coach's duplicate challenge over time (one deal replayed at least): the running mean of
        the human's points per deal against the expert in their seat."""
        plt = self.query_one(PlotextPlot).plt
        plt.title(tr("challenge.chart"))
        running = [total / n for n, total in enumerate(accumulate(differences), start=1)]
        every = max(1, len(running) // CHART_POINTS)
        xs = list(range(1, len(running) + 1, every))
        plt.plot(xs, running[::every], marker="braille")
        plt.xlabel(tr("stats.chart.deal"))
        whole_x_axis(plt, xs[-1])
        number_y_axis(plt, running)

    def watch_level(self) -> None:
        """Another level chosen: redraw."""
        if self.is_mounted:
            self.redraw()

    def watch_chart(self) -> None:
        """Another chart chosen: redraw."""
        if self.is_mounted:
            self.redraw()

    def action_level(self, step: int) -> None:
        """All levels, then each opponents' level in turn."""
        self.level = (self.level + step) % len(self.levels)

    def action_chart(self) -> None:
        """Switch between the points chart, the win-rate chart and the challenge against the expert."""
        self.chart = CHARTS[(CHARTS.index(self.chart) + 1) % len(CHARTS)]
        plot = self.query_one(PlotextPlot)  # below the figures at 80×24: brought into view
        chart = plot if plot.display else self.query_one("#stats-chart-empty", Static)
        self.call_after_refresh(
            self.query_one("#stats-body", VerticalScroll).scroll_to_widget, chart, animate=False
        )

    def action_history(self) -> None:
        """The list of parties."""
        self.app.push_screen(PartiesScreen(self.path))

    def action_close(self) -> None:
        """Back to the menu."""
        self.dismiss(None)
