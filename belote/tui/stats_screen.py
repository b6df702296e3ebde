"""The statistics screen: every figure for all opponents or one level, and a progression chart.

The history is read in a worker thread, so the screen shows at once and fills in when ready.
"""

from __future__ import annotations

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

from belote.history import History, HistoryError, Statistics
from belote.history.stats import MOVING_WINDOW, PARTIE_BLOCK
from belote.tui.history_screen import PartiesScreen
from belote.tui.history_words import history_notice
from belote.tui.i18n import tr
from belote.tui.stats_view import figures_table, level_title
from belote.tui.translate import TranslatedBindings

CHARTS = ("points", "wins")

CHART_POINTS = 300
"""At most this many points are drawn per line: more than a terminal's braille dots across."""


class StatsScreen(TranslatedBindings, Screen[None]):
    """Parties, taking, defence and per-deal figures; ←/→ pick the opponents' level, g the chart."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "level(-1)", "key.level", key_display="←→"),
        Binding("right", "level(1)", show=False),
        Binding("g", "chart", "key.chart"),
        Binding("h", "history", "key.history"),
        Binding("escape,q", "close", "key.back", key_display="key.esc"),
        Binding("down,j", "scroll(1)", show=False),
        Binding("up,k", "scroll(-1)", show=False),
        Binding("pagedown,space", "scroll(10)", show=False),
        Binding("pageup", "scroll(-10)", show=False),
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
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        """Read the history away from the interface."""
        self.load()

    @work(thread=True, exclusive=True, group="stats")
    def load(self) -> None:
        """Open the history and compute its statistics, then show them."""
        statistics, problem = None, ""
        try:
            if self.path.exists():  # reading creates nothing
                with History(self.path, check=False) as history:
                    statistics = history.statistics()
        except HistoryError as error:
            problem = tr("stats.off", reason=history_notice(error))
        self.app.call_from_thread(self.show_statistics, statistics, problem)

    def show_statistics(self, statistics: Statistics | None, problem: str) -> None:
        """Keep the statistics and draw them (unless the screen was closed meanwhile)."""
        if not self.is_mounted:
            return
        self.statistics, self.problem = statistics, problem
        if statistics is not None:
            self.levels = [None, *statistics.by_level]
        self.redraw()

    def redraw(self) -> None:
        """The table for the chosen level and the chart."""
        table = self.query_one("#stats-table", Static)
        statistics = self.statistics
        level = self.levels[self.level % len(self.levels)]
        self.query_one("#stats-title", Static).update(
            Text(f"{tr('stats.title')} — {level_title(level)}", Style(bold=True))
        )
        if statistics is None or not statistics.overall.parties.deals:
            table.update(Text(self.problem or tr("stats.empty")))
            self.query_one(PlotextPlot).display = False
            return
        figures = statistics.overall if level is None else statistics.by_level[level]
        table.update(Group(figures_table(figures)))
        self.query_one(PlotextPlot).display = True
        self.draw_chart(statistics)

    def draw_chart(self, statistics: Statistics) -> None:
        """Points per deal (moving averages, us and them) or the win rate per block of parties."""
        plot = self.query_one(PlotextPlot)
        plt = plot.plt
        plt.clear_figure()
        progression = statistics.progression
        if self.chart == "points":
            us, them = progression.moving
            plt.title(tr("stats.chart.points", n=MOVING_WINDOW))
            if us:
                every = max(1, len(us) // CHART_POINTS)  # the chart has a few hundred dots across
                xs = list(range(1, len(us) + 1, every))
                plt.plot(xs, list(us[::every]), label=tr("team.0"), marker="braille")
                plt.plot(xs, list(them[::every]), label=tr("team.1"), marker="braille")
                plt.xlabel(tr("stats.chart.deal"))
        else:
            rates = progression.win_rates
            plt.title(tr("stats.chart.wins", n=PARTIE_BLOCK) if rates else tr("stats.chart.empty"))
            if rates:
                plt.bar(list(range(1, len(rates) + 1)), [100 * r for r in rates])
                plt.ylim(0, 100)
                plt.xlabel(tr("stats.chart.block"))
        plot.refresh()

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
        """Switch between the points chart and the win-rate chart."""
        self.chart = CHARTS[(CHARTS.index(self.chart) + 1) % len(CHARTS)]

    def action_history(self) -> None:
        """The list of parties."""
        self.app.push_screen(PartiesScreen(self.path))

    def action_scroll(self, lines: int) -> None:
        """Scroll the figures."""
        self.query_one("#stats-body", VerticalScroll).scroll_relative(y=lines, animate=False)

    def action_close(self) -> None:
        """Back to the menu."""
        self.dismiss(None)
