"""The keys at a shared table: those switched off there (undo, the expert's advice) are not listed in
the Footer, though pressing them still says why; the waiting room lists the seats in the order of
play and « m » moves a player down that list."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.console import Group
from rich.text import Text

from belote.engine import Rules
from belote.net.client import TableClient
from belote.tui import i18n
from belote.tui.app import BeloteApp
from belote.tui.lobby import LobbyScreen
from belote.tui.netgame import NetGameScreen
from belote.tui.netlink import NetOptions
from belote.tui.widgets import StatusBar

from .conftest import run_async
from .test_playing_doc import guide
from .test_shared_table import SIZE, hosted_table, hosting_app, opened, until

ENGLISH = {"Est": "East", "Nord": "North", "Ouest": "West"}


def listed(screen: NetGameScreen) -> set[str]:
    """The actions the Footer lists now."""
    return {active.binding.action for active in screen.active_bindings.values() if active.binding.show}


@run_async
async def test_hints_and_undo_are_not_listed_at_a_shared_table(tmp_path: Path) -> None:
    """At the host's bid or card, neither « c »/« i » (advice) nor « u » is in the Footer; « c » (or
    « i » in round 2) still answers that there is no advice here."""
    host_app = hosting_app(tmp_path)
    async with host_app.run_test(size=SIZE) as host:
        screen = await hosted_table(host, host_app)
        await until(host, lambda: screen.waiting in ("bid1", "bid2", "card"))
        actions = listed(screen)
        assert not any(action.startswith(("hint", "undo")) for action in actions), actions
        assert "app.quit_game" in actions and "phrases" in actions
        await host.press("i" if screen.waiting == "bid2" else "c")
        assert screen.query_one(StatusBar).message == "Pas de conseil à une table partagée."


def listed_seats(lobby: LobbyScreen) -> list[str]:
    """The seats as the waiting room lists them, ours first."""
    body = lobby.body()
    assert isinstance(body, Group)
    lines = [line.plain for line in body.renderables if isinstance(line, Text)]
    start = lines.index("") + 1
    return [line[2:].split()[0] for line in lines[start : start + 4]]


@pytest.mark.parametrize(
    ("direction", "seats"),
    [("counterclockwise", ["Vous", "Est", "Nord", "Ouest"]), ("clockwise", ["Vous", "Ouest", "Nord", "Est"])],
)
@run_async
async def test_the_waiting_room_lists_the_seats_in_the_order_of_play(
    tmp_path: Path, direction: str, seats: list[str]
) -> None:
    """The room names each seat where the partie will put it (East plays after you by default,
    West when play is clockwise) and lists them in the order of play; « m » moves a player down
    that list, from North to the last seat, as the guide says."""
    hosting = NetOptions(mode="host", name="Paul", listen="127.0.0.1", port=0)
    rules = Rules(target=100, manches=1, direction=direction)
    app = BeloteApp(rules=rules, bot_delay=0, bot_level="random", home=tmp_path / "host", net=hosting)
    async with app.run_test(size=SIZE) as pilot:
        link = await opened(pilot, app)
        lobby = app.screen
        assert isinstance(lobby, LobbyScreen)
        await until(pilot, lambda: lobby.state is not None)
        assert listed_seats(lobby) == seats
        table = link.table
        assert table is not None
        friend = await TableClient.join(f"127.0.0.1:{link.port}", table.code, "Léa")
        assert friend.seat == 2  # North, third in the list
        await pilot.press("down", "m")  # from the seat after ours to North, then move Léa on
        await until(pilot, lambda: table.seats[3].name == "Léa")
        assert i18n.position(3) == {"Est": "E", "Ouest": "W"}[seats[3]]
        await friend.close()
    if direction == "counterclockwise":  # the guide's line for « m » gives the default order
        with_names = " → ".join(ENGLISH[name] for name in [*seats[1:], seats[1]])
        assert f"move the player of the chosen seat to the next seat down the list: {with_names}" in guide()
