"""The history screens: the parties played, then the deals of one, each opening a replay."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Static

from belote.history import DealRecord, History, HistoryError
from belote.history.stats import Replay
from belote.tui.deal_record import local_date
from belote.tui.history_rows import deal_columns, deal_row, partie_columns, partie_row
from belote.tui.history_words import history_notice, refused_notice, skipped_notice
from belote.tui.i18n import tr
from belote.tui.replay_screen import ReplayScreen
from belote.tui.screens import NoticesWait
from belote.tui.translate import TranslatedBindings


class ListScreen(NoticesWait, TranslatedBindings, Screen[None]):
    """A titled table of rows; Enter opens the row under the cursor, Esc goes back."""

    passing_notices_wait = False  # a notice about what came before would cover the rows

    BINDINGS: ClassVar[list[BindingType]] = [
        # Before the table's own keys, so the Footer lists them (it shows the first binding of a key).
        Binding("up", "cursor(-1)", "key.choose", key_display="↑↓", priority=True),
        Binding("down", "cursor(1)", show=False, priority=True),
        Binding("home", "cursor_to(0)", show=False, priority=True),  # the first row, not the first column
        Binding("end", "cursor_to(-1)", show=False, priority=True),  # the last row
        Binding("enter", "open", "key.open", key_display="⏎", priority=True),
        Binding("escape,q", "close", "key.back", key_display="key.esc"),
    ]

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path

    def compose(self) -> ComposeResult:
        """Title, table, hint."""
        yield Static(Text(self.title_text(), Style(bold=True)), classes="history-title")
        yield DataTable(cursor_type="row", zebra_stripes=True, classes="history-table")
        yield Static(classes="history-hint")  # why the list is empty or cannot be read; the keys are below
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        """Fill the table from the history (or say why it cannot be read)."""
        table = self.query_one(DataTable)
        hint = self.query_one(".history-hint", Static)
        said = ""  # why rows are missing: the history cannot be read, or some of its records
        try:
            if self.path.exists():  # reading creates nothing
                with History(self.path, check=False) as history:
                    self.fill(table, history)
                    said = skipped_notice(history)
        except HistoryError as error:
            said = history_notice(error)
        except OSError as error:  # its folder may not be searched
            said = refused_notice(self.path, error)
        if not table.row_count:  # no empty grid: the sentence right under the title
            table.display = False
        hint.update(said or ("" if table.row_count else tr("hist.empty")))  # unreadable is not empty
        table.focus()

    def title_text(self) -> str:
        """The screen's title."""
        raise NotImplementedError

    def fill(self, table: DataTable[str | Text], history: History) -> None:
        """Add the columns and rows, keyed by record id."""
        raise NotImplementedError

    def open(self, key: int) -> None:
        """Open the record with this id."""
        raise NotImplementedError

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        """Enter (or a click) on a row opens it."""
        if event.row_key.value is not None:
            self.open(int(event.row_key.value))

    def action_cursor(self, delta: int) -> None:
        """Move the cursor one row up or down."""
        table = self.query_one(DataTable)
        if delta < 0:
            table.action_cursor_up()
        else:
            table.action_cursor_down()

    def action_cursor_to(self, row: int) -> None:
        """Put the cursor on the first row (0) or the last (-1)."""
        table = self.query_one(DataTable)
        if table.row_count:
            table.move_cursor(row=row % table.row_count)

    def action_open(self) -> None:
        """Open the row under the cursor."""
        self.query_one(DataTable).action_select_cursor()

    def action_close(self) -> None:
        """Back."""
        self.dismiss(None)


OPPONENTS_WIDTH = 26
"""Columns the parties list gives the opponents' levels: with the other columns, 80 in all."""


class PartiesScreen(ListScreen):
    """Every partie, the most recent first: date, opponents, outcome, manches, deals."""

    def title_text(self) -> str:
        """« Historique des parties »."""
        return tr("hist.title")

    def fill(self, table: DataTable[str | Text], history: History) -> None:
        """One row per partie."""
        table.add_columns(*partie_columns())
        for partie in reversed(history.parties()):
            table.add_row(*partie_row(partie, OPPONENTS_WIDTH), key=str(partie.id))

    def open(self, key: int) -> None:
        """The deals of that partie."""
        self.app.push_screen(DealsScreen(self.path, key))


class DealsScreen(ListScreen):
    """The deals of one partie: manche and deal, dealer, contract, points written and the verdict."""

    def __init__(self, path: Path, partie: int) -> None:
        super().__init__(path)
        self.partie = partie
        self.records: dict[int, DealRecord] = {}
        self.replays: dict[int, Replay] = {}
        self.heading = ""

    def title_text(self) -> str:
        """« Partie 3 du 2026-11-30 12:00 »."""
        return self.heading

    def fill(self, table: DataTable[str | Text], history: History) -> None:
        """One row per deal, in the order played."""
        partie = history.partie(self.partie)
        if partie is not None:
            self.heading = tr("hist.partie", n=partie.id, date=local_date(partie))
            self.query_one(".history-title", Static).update(Text(self.heading, Style(bold=True)))
        table.add_columns(*deal_columns())
        for record in history.deals(self.partie):
            self.records[record.id] = record
            table.add_row(*deal_row(record), key=str(record.id))
        self.replays = history.deal_challenges(self.partie)

    def open(self, key: int) -> None:
        """Replay that deal."""
        self.app.push_screen(ReplayScreen(self.records[key], self.replays.get(key)))
