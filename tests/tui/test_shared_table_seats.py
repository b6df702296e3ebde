"""The seats at a shared table, seen from the host's screen: a friend leaving or coming back is shown
on their seat at once, and who bid or played is named by the player's name alone, whatever became of
the seat since."""

from __future__ import annotations

from pathlib import Path

from belote.net import rotate
from belote.net.client import TableClient
from belote.tui import i18n
from belote.tui.app import BeloteApp
from belote.tui.i18n import seat_name
from belote.tui.netgame import NetGameScreen
from belote.tui.widgets import SeatView

from .conftest import run_async, screen_text
from .test_shared_table import SEED, SIZE, hosted_table, hosting_app, opened, until


def seat_text(app: BeloteApp, screen: NetGameScreen, seat: int) -> str:
    """What the host's terminal shows now in ``seat``'s place (a seat seen from the host)."""
    view = screen.query_one(f"#seat-{i18n.position(seat)}", SeatView)
    region = view.region
    return " ".join(
        " ".join(line[region.x : region.right].split()) for line in screen_text(app)[region.y : region.bottom]
    )


@run_async
async def test_the_host_sees_a_friend_leave_and_come_back_on_her_seat_at_once(tmp_path: Path) -> None:
    """While the table waits for the host (or for Léa), Léa leaves: her seat reads « hors ligne » at
    once; she comes back with her token: her seat reads her name alone at once, with no need for
    her turn to come."""
    host_app = hosting_app(tmp_path, SEED)
    async with host_app.run_test(size=SIZE) as host:
        link = await opened(host, host_app)
        table = link.table
        assert table is not None
        address = f"127.0.0.1:{link.port}"
        lea = await TableClient.join(address, table.code, "Léa")
        try:
            await until(host, lambda: table.seats[lea.seat].taken)
            screen = await hosted_table(host, host_app)
            assert screen.state is not None
            seat = rotate.turn(lea.seat, screen.state.seat)
            await until(host, lambda: screen.state is not None and screen.human_view().to_play in (0, seat))
            await until(host, lambda: "Léa" in seat_text(host_app, screen, seat))
            assert "hors ligne" not in seat_text(host_app, screen, seat)
            await lea.close()
            await until(host, lambda: "hors ligne" in seat_text(host_app, screen, seat))
            assert seat_name(seat) == "Léa"  # what the log, the contract and the sheet name her by
            lea = await TableClient.resume(address, lea.token)
            await until(host, lambda: "hors ligne" not in seat_text(host_app, screen, seat))
            assert "Léa" in seat_text(host_app, screen, seat)
        finally:
            await lea.close()


def test_a_seat_is_labelled_with_its_state_but_its_bids_and_cards_by_the_name_alone() -> None:
    """« Léa (robot) a pris » once Léa dropped out would say the bot took: the log, the contract and
    the score sheet name the player (``seat_name``); only the seat's own label says how it is held."""
    titles = ("", "", i18n.tr("net.covered", name="Léa"), "")
    i18n.set_seat_names(("", "", "Léa", ""), titles)
    try:
        assert seat_name(2) == "Léa" and i18n.seat_title(2) == titles[2]
        assert i18n.seat_title(1) == seat_name(1) == i18n.tr(f"seat.{i18n.position(1)}")
    finally:
        i18n.set_seat_names(None)
