"""The side seats at 80×24: every label is whole on its line (« ◇ entame », « ▶ Jean-Paul »,
« hors ligne », « Belote ! »), East keeps a column clear of the score panel's border, and a player
who lost the connection reads « hors ligne », a word for anyone."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.text import Text

from belote.net.client import SeatState
from belote.tui import i18n
from belote.tui.i18n import team_name, tr
from belote.tui.lobby import seat_label
from belote.tui.seat_lines import side_lines
from belote.tui.widgets import ScorePanel, SeatInfo, SeatView

from .conftest import make_app, run_async, screen_text, start

WEST, EAST = 3, 1
"""Seats shown left and right with the default direction of play."""


def test_a_player_away_reads_hors_ligne_whoever_they_are() -> None:
    """« Léa, hors ligne »: no « absent » to agree with the player, and no brackets (the seat adds
    its team's); its two words never part at the end of a line."""
    away = SeatState(name="Léa", player=True, here=False, bot=False, level="expert")
    assert seat_label(away, 1) == "Léa, hors\u00a0ligne"


@pytest.mark.parametrize("lang", ["fr", "en"])
@run_async
async def test_side_seat_labels_are_never_cut_at_80_columns(tmp_path: Path, lang: str) -> None:
    """A dealer that leads, a name with its state, an announce and belote: each label stays whole
    on one line of its seat, and East's lines end before the panel's border."""
    i18n.set_language(lang)
    app = make_app(tmp_path, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start(pilot)
        away = tr("net.away", name="Léa")
        i18n.set_seat_names(("", away, "", "Jean-Paul"))
        try:
            west, east = screen.query_one("#seat-W", SeatView), screen.query_one("#seat-E", SeatView)
            announce = f"{tr('combo.cinquante')} (50)"
            west.info = SeatInfo(WEST, 8, dealer=True, to_play=True, leader=True, speech=announce)
            east.info = SeatInfo(EAST, 8, dealer=True, leader=True, speech=tr("say.rebelote"))
            await pilot.pause()
            shown = screen_text(app)
            marks = ["● " + tr("dealer"), tr("leads"), f"({team_name(1)})"]
            whole = {
                west: [*marks, "▶ Jean-Paul", tr("combo.cinquante"), "(50)"],
                east: [*marks, "Léa", away.removeprefix("Léa, ").replace("\u00a0", " "), tr("say.rebelote")],
            }
            for view, labels in whole.items():
                region = view.region
                lines = [
                    " ".join(line[region.x : region.right].split())
                    for line in shown[region.y : region.bottom]
                ]
                for label in labels:
                    assert any(label in line for line in lines), (lang, label, lines)
            border = screen.query_one(ScorePanel).region.x - 2  # the panel's padding, then its border
            assert all(line[border - 1] == " " for line in shown[east.region.y : east.region.bottom])
        finally:
            i18n.set_seat_names(None)


@pytest.mark.parametrize("to_play", [False, True])
@run_async
async def test_west_and_its_team_share_one_line_at_80_columns(tmp_path: Path, to_play: bool) -> None:
    """« Ouest (Eux) », and « ▶ Ouest (Eux) » on its turn, on one line: the team's name does not
    drop under the seat's at the smallest table."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start(pilot)
        west = screen.query_one("#seat-W", SeatView)
        west.info = SeatInfo(WEST, 8, to_play=to_play)
        await pilot.pause()
        region = west.region
        lines = [line[region.x : region.right].strip() for line in screen_text(app)[region.y : region.bottom]]
        name = ("▶ " if to_play else "") + f"{tr('seat.W')} ({team_name(1)})"
        assert name in lines, lines


@pytest.mark.parametrize("width", [12, 13, 14])
def test_a_side_seat_held_by_a_bot_breaks_after_its_name_on_both_sides_alike(width: int) -> None:
    """« Jojo, robot (Eux) » too wide for a side column reads « Jojo, » then « robot (Eux) » in
    East's narrower column and West's wider one alike, never « Jojo, robot » then « (Eux) » on one
    side and another break on the other; the comma after a twin's number stays with it (never
    « MARIE (2) , »)."""
    head = side_lines(Text("Jojo, robot"), None, Text("(Eux)"), Text(), [], Text(), width)[:2]
    assert [line.plain for line in head] == ["Jojo,", "robot (Eux)"]
    away = side_lines(Text("Léa, hors\u00a0ligne"), None, Text("(Nous)"), Text(), [], Text(), width)[:3]
    assert [line.plain for line in away] == ["Léa,", "hors\u00a0ligne", "(Nous)"]

    twin = side_lines(Text("MARIE (2), hors\u00a0ligne"), None, Text("(Eux)"), Text(), [], Text(), width)[:3]
    assert [line.plain for line in twin] == ["MARIE (2),", "hors\u00a0ligne", "(Eux)"]


@pytest.mark.parametrize("width", [12, 13, 14])
def test_a_compound_name_too_wide_for_a_side_column_breaks_after_a_hyphen_the_same_on_its_turn(
    width: int,
) -> None:
    """« Jean-Christophe-Dup » is wider than a side column: it breaks where its names are joined
    (« Jean- », « Christophe-… »), never inside « Christophe », and on its turn « ▶ » goes before it
    without moving any break, so the seat keeps its shape."""

    def head(arrow: Text | None) -> list[str]:
        lines = side_lines(Text("Jean-Christophe-Dup"), arrow, Text("(Eux)"), Text(), [], Text(), width)
        return [line.plain for line in lines[:3]]

    waiting, playing = head(None), head(Text("▶ "))
    assert waiting[0] == "Jean-" and playing[0] == "▶ Jean-"
    assert playing[1:] == waiting[1:]
    assert all(line.endswith(("-", "Dup", "(Eux)")) for line in waiting)  # no name cut inside
    assert "".join(waiting).replace("(Eux)", "").replace(" ", "") == "Jean-Christophe-Dup"
    assert all(len(line) <= width for line in waiting)


def test_a_side_seat_label_that_fits_stays_on_one_line_and_a_plain_name_breaks_before_its_team() -> None:
    """The comma only decides the break when a break is needed; a name without one keeps the usual
    layout, its team on the next line."""
    whole = side_lines(Text("Jojo, robot"), None, Text("(Eux)"), Text(), [], Text(), 24)
    assert whole[0].plain == "Jojo, robot (Eux)"
    plain = side_lines(Text("Jean-Paul"), None, Text("(Eux)"), Text(), [], Text(), 12)
    assert [line.plain for line in plain[:2]] == ["Jean-Paul", "(Eux)"]


@pytest.mark.parametrize("lang", ["fr", "en"])
@run_async
async def test_each_side_seat_reads_its_name_and_team_on_one_line_at_80_columns(
    tmp_path: Path, lang: str
) -> None:
    """« East (Them) » as « Est (Eux) »: the seat's name and team on one line, its turn's « ▶ »
    included, so that its card backs stay where they are in both languages."""
    i18n.set_language(lang)
    app = make_app(tmp_path, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start(pilot)
        for view, seat in (
            (screen.query_one("#seat-W", SeatView), WEST),
            (screen.query_one("#seat-E", SeatView), EAST),
        ):
            view.info = SeatInfo(seat, 8, to_play=True)
            await pilot.pause()
            region, shown = view.region, screen_text(app)
            lines = [line[region.x : region.right].strip() for line in shown[region.y : region.bottom]]
            label = f"▶ {i18n.seat_name(seat)} ({team_name(1)})"
            assert label in lines, (lang, lines)
