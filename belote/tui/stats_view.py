"""The statistics laid out for people: a Rich table of every figure (the app's screen and
``belote-tui stats``), and the same figures as plain JSON data (``--json``)."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from rich.style import Style
from rich.table import Table
from rich.text import Text

from belote.coach.figures import rounded
from belote.history import Figures, Rate, Statistics
from belote.tui.coach_words import challenge_sentence
from belote.tui.deal_record import level_label
from belote.tui.i18n import language, tr, tr_count
from belote.tui.typography import GLUE, PlainBlanks, french_spacing

NARROW_SPACE = "\u202f"
"""The space French writes before « % »."""


def number(value: float | None, decimals: int = 1) -> str:
    """A number the way the language writes it (« 79,1 » in French), a half rounded up (1 of 8 is
    « 13 % »), « — » for none."""
    if value is None:
        return tr("stats.none")
    text = f"{rounded(value, decimals):.{decimals}f}"
    return text.replace(".", ",") if language() == "fr" else text


def percent(value: float) -> str:
    """« 75 % » in French, « 75% » in English."""
    sign = NARROW_SPACE + "%" if language() == "fr" else "%"
    return number(100 * value, 0) + sign


def rate_text(rate: Rate) -> str:
    """« 75 % (3 sur 4 ; sans doute entre 30 et 95 %) » (the 95 % interval said in plain words), or
    « — » when nothing was counted."""
    interval = rate.interval
    if rate.value is None or interval is None:
        return tr("stats.none")
    low, high = (number(100 * bound, 0) for bound in interval)
    return tr(
        "stats.rate", percent=percent(rate.value), count=rate.count, total=rate.total, low=low, high=high
    )


def streak_text(streak: int) -> str:
    """« 3 victoires », « 1 défaite » or « — »: the parties won or lost in a row."""
    if streak == 0:
        return tr("stats.none")
    return tr_count("stats.streak.won" if streak > 0 else "stats.streak.lost", abs(streak))


def pair(values: tuple[Any, Any], decimals: int = 0) -> str:
    """« 79,1 – 97,0 »: us then them."""
    return " – ".join(number(v, decimals) if isinstance(v, float) or v is None else str(v) for v in values)


def figure_rows(figures: Figures) -> list[tuple[str, str] | str]:
    """The figures in reading order: a section title (a str) or a (label, value) row."""
    parties, taking, defence, deals = figures.parties, figures.taking, figures.defence, figures.deals
    return [
        tr("stats.parties"),
        (tr("stats.played"), str(parties.played)),
        (tr("stats.won"), str(parties.won)),
        (tr("stats.win_rate"), rate_text(parties.win_rate)),
        (tr("stats.abandoned"), str(parties.abandoned)),
        (tr("stats.manches"), pair(parties.manches)),
        (tr("stats.deals_count"), str(deals.played)),  # a redeal is no played deal: counted apart
        (tr("stats.redeals"), str(deals.redeals)),
        (tr("stats.streak"), streak_text(parties.current_streak)),
        (tr("stats.best_streak"), streak_text(parties.best_streak)),
        tr("stats.taking"),
        (tr("stats.round1"), rate_text(taking.round1)),
        (tr("stats.round2"), rate_text(taking.round2)),
        (tr("stats.success"), rate_text(taking.success)),
        (tr("stats.dedans"), str(taking.dedans)),
        (tr("stats.litiges"), str(taking.litiges)),
        (tr("stats.average_taken"), number(taking.average_points)),
        (tr("stats.capots"), str(taking.capots)),
        tr("stats.defence"),
        (tr("stats.broken"), rate_text(defence.broken)),
        (tr("stats.capots_suffered"), str(defence.capots_suffered)),
        tr("stats.per_deal"),
        (tr("stats.average"), pair(deals.average_points, 1)),
        (tr("stats.belotes"), pair(deals.belotes)),
        (tr("stats.announces"), pair(deals.announces)),
        (tr("stats.litiges_all"), str(deals.litiges)),  # the takers' own are counted above
    ]


def figures_table(figures: Figures, title: str = "") -> PlainBlanks:
    """Every figure as a two-column Rich table, sections in bold; a « % » never starts a line."""
    table = Table(title=title or None, show_header=False, box=None, padding=(0, 1), expand=False)
    table.add_column(no_wrap=True)
    table.add_column()
    for row in figure_rows(figures):
        if isinstance(row, str):
            table.add_row(Text(row, Style(bold=True, color="#ffd75f")), "")
        else:
            value = row[1].replace(NARROW_SPACE, GLUE)  # « 60 % » stays whole
            table.add_row("  " + row[0], french_spacing(value) if language() == "fr" else value)
    return PlainBlanks(table)


def challenge_line(figures: Figures) -> str:
    """« Contre l'expert à votre place : −3,2 points par donne sur 24 donnes… », over the deals of
    these figures played at the table or in the expert's replay; the redeals among them (all passed
    at the table, somebody took in the replay) are said, so the count squares with the played deals."""
    return challenge_sentence(figures.challenge, figures.challenge_redeals)


def level_title(level: str | None) -> str:
    """« Tous niveaux » or « Adversaires : expert »."""
    return tr("stats.level.all") if level is None else tr("stats.level", level=level_label(level))


def _plain(value: Any) -> Any:
    """Dataclass data with each Rate given its value and interval too."""
    if isinstance(value, dict):
        if set(value) == {"count", "total"}:
            rate = Rate(value["count"], value["total"])
            return {**value, "value": rate.value, "interval": rate.interval}
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(item) for item in value]
    return value


def statistics_json(statistics: Statistics) -> dict[str, Any]:
    """The statistics as plain JSON data (rates with their value and 95% interval)."""
    data: dict[str, Any] = _plain(asdict(statistics))
    data["progression"] = _plain(asdict(statistics.progression))  # the whole history's, as before
    data["challenge"] = list(statistics.challenge)  # the coach's duplicate challenge, deal by deal
    data["challenge_redeals"] = statistics.challenge_redeals
    data["challenge_mean"] = statistics.challenge_mean  # points per deal against the expert (or null)
    data["challenge_interval"] = statistics.challenge_interval  # its 95% interval (null below 2 deals)
    return data
