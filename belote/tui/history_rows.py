"""The rows of the history's lists, as the history screens and ``belote-tui history`` show them:
each partie and each deal with the number ``belote-tui export`` takes."""

from __future__ import annotations

from rich.text import Text

from belote.history import DealRecord, PartieRecord
from belote.tui.deal_record import local_date, opponents_label, short_contract, short_verdict
from belote.tui.i18n import seat_name, seats_as_played, tr


def number(value: int) -> Text:
    """A figure of a column, lined up by its units."""
    return Text(str(value), justify="right")


def partie_columns() -> list[str | Text]:
    """The headings of the list of parties."""
    return [
        Text(tr("hist.number"), justify="right"),
        tr("hist.date"),
        tr("hist.opponents"),
        tr("hist.outcome"),
        tr("hist.manches"),
        Text(tr("hist.deals"), justify="right"),
    ]


def partie_row(partie: PartieRecord, opponents_width: int | None = None) -> list[str | Text]:
    """One partie: its number, date, opponents (the levels before the last one cut short beyond
    ``opponents_width`` columns: a list that cannot wrap keeps its other columns in view), outcome,
    manches won and deals played (redeals apart, as the statistics count them)."""
    return [
        number(partie.id),
        local_date(partie),
        opponents_label(partie, opponents_width),
        tr(f"hist.status.{partie.status}"),
        f"{partie.manches[0]}–{partie.manches[1]}",
        number(partie.deals - partie.redeals),
    ]


def deal_columns() -> list[str | Text]:
    """The headings of the list of a partie's deals."""
    return [
        Text(tr("hist.number"), justify="right"),
        tr("hist.deal"),
        tr("hist.dealer"),
        tr("hist.contract"),
        Text(tr("team.0"), justify="right"),
        Text(tr("team.1"), justify="right"),
        tr("hist.result"),
    ]


def deal_row(record: DealRecord) -> list[str | Text]:
    """One deal: its number, manche and place in it, dealer, contract, points written, verdict (the
    seats named as that deal's table sat)."""
    result = record.result
    with seats_as_played(record.rules.direction):
        return [
            number(record.id),
            f"{record.manche + 1}.{record.number}",
            seat_name(record.dealer),
            short_contract(result),
            number(record.written[0]),
            number(record.written[1]),
            short_verdict(result),
        ]
