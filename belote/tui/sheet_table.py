"""One manche of the score sheet as a table: each deal's taker, points, running totals and notes.

A note (« dedans », « annonces Eux 100 ») stays whole on its line, « · » between two of them and a
line breaking before it, never after; where the width cannot hold the longest note beside the other
columns (a friend's long name at 80 columns), the notes break between their words rather than be
cut short."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.table import Table

from belote.engine import DealResult
from belote.tui.deal_record import bonus_notes
from belote.tui.i18n import seat_name, team_name, tr
from belote.tui.themes import colour
from belote.tui.typography import GLUE, PlainBlanks

REPEAT_HEADING = 8
"""From this many deals in a manche the sheet names its columns again under the last one."""


@dataclass(frozen=True)
class SheetRow:
    """One deal as the sheet writes it."""

    number: int
    taker: str
    points: tuple[int, int]
    totals: tuple[int, int]
    notes: tuple[str, ...]


def deal_notes(result: DealResult) -> list[str]:
    """What the sheet notes of a deal: redeal, dedans, capot, litige, a reserve won, announces and
    belote (their points are in that team's column too)."""
    if result.redeal or result.taker is None or result.trump is None:
        return [tr("note.redeal")]
    notes = []
    if result.dedans:
        notes.append(tr("note.dedans"))
    if result.capot is not None:
        notes.append(tr("note.capot"))
    if result.litige:
        notes.append(f"{tr('note.litige')} {result.reserve}")
    notes += [  # the reserve of an earlier litige, won with this deal
        tr("note.collected", team=team_name(team, "object"), points=points)
        for team, points in enumerate(result.collected)
        if points
    ]
    return notes + bonus_notes(result)


def sheet_rows(results: Sequence[DealResult], takers: Sequence[str] = ()) -> list[SheetRow]:
    """The rows of a manche: each taker named as in ``takers`` where it is given (as at the take),
    else by the seat; running totals after each deal."""
    rows = []
    totals = (0, 0)
    for number, result in enumerate(results, 1):
        taker = ""
        if not result.redeal and result.taker is not None and result.trump is not None:
            named = takers[number - 1] if number <= len(takers) else ""
            taker = f"{named or seat_name(result.taker)} {result.trump.symbol}"
            totals = (totals[0] + result.sheet[0], totals[1] + result.sheet[1])
        rows.append(SheetRow(number, taker, result.sheet, totals, tuple(deal_notes(result))))
    return rows


class SheetTable:
    """The table of one manche, laid out for the width it is given (see the module's docstring)."""

    def __init__(self, results: Sequence[DealResult], takers: Sequence[str] = ()) -> None:
        self.rows = sheet_rows(results, takers)

    def table(self, whole_notes: bool) -> Table:
        """The table, each note kept whole (the other columns giving way first) or not; a long
        manche names its columns under its last deal too, where the sheet opens (scrolled to its
        end), the heading having scrolled out of a small terminal."""
        long = len(self.rows) >= REPEAT_HEADING
        table = Table(box=None, padding=(0, 1), header_style="bold", show_footer=long, footer_style="bold")

        def column(name: str, **style: Any) -> None:
            table.add_column(name, footer=name if long else "", **style)

        column(tr("sheet.deal"), justify="right")
        column(tr("sheet.taker"), overflow="fold")  # a long name folds, never cut short
        column(team_name(0), justify="right", style=colour("us"))
        column(team_name(1), justify="right", style=colour("them"))
        column("Σ " + team_name(0), justify="right", style="bold " + colour("us"))
        column("Σ " + team_name(1), justify="right", style="bold " + colour("them"))
        widest = max((len(note) + 2 for row in self.rows for note in row.notes), default=0)  # with « · »
        column(tr("sheet.note"), style=colour("accent"), min_width=widest if whole_notes else None)
        for row in self.rows:
            notes = (note.replace(" ", GLUE) if whole_notes else note for note in row.notes)
            table.add_row(
                str(row.number),
                row.taker,
                *map(str, row.points),
                *map(str, row.totals),
                f" ·{GLUE}".join(notes),  # a line breaks before « · », never after it
            )
        return table

    def chosen(self, console: Console, options: ConsoleOptions) -> PlainBlanks:
        """The table with whole notes if the width holds them, else with notes broken between words.
        Whether it holds them is read from the table as drawn: squeezed, a table may crop a column
        under the width its measure promised (« → Nous » lost its end at 66 columns)."""
        whole = self.table(whole_notes=True)
        drawn = ["".join(segment.text for segment in line) for line in console.render_lines(whole, options)]
        notes = {note.replace(" ", GLUE) for row in self.rows for note in row.notes}
        fits = all(any(note in line for line in drawn) for note in notes)
        return PlainBlanks(whole if fits else self.table(whole_notes=False))

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        """From the narrowest layout (notes broken) to the widest (notes whole)."""
        broken = Measurement.get(console, options, self.table(whole_notes=False))
        whole = Measurement.get(console, options, self.table(whole_notes=True))
        return Measurement(broken.minimum, whole.maximum)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        """The layout that fits."""
        yield from console.render(self.chosen(console, options), options)


def sheet_table(results: Sequence[DealResult], takers: Sequence[str] = ()) -> SheetTable:
    """One manche of the score sheet (see :class:`SheetTable`)."""
    return SheetTable(results, takers)
