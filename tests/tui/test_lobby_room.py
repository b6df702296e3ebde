"""The waiting room sits in the middle of the screen, as every other panel does, at any size."""

from __future__ import annotations

from pathlib import Path

import pytest

from belote.tui.app import BeloteApp
from belote.tui.lobby import LobbyScreen
from belote.tui.netoptions import NetOptions

from .conftest import run_async


@pytest.mark.parametrize("size", [(80, 24), (132, 43)])
@run_async
async def test_the_waiting_room_is_centred_on_the_screen(tmp_path: Path, size: tuple[int, int]) -> None:
    """At 132×43 the room was drawn from the top-left corner, the rest of the screen left empty."""
    joining = NetOptions(mode="join", address="127.0.0.1:1", name="Léa")
    app = BeloteApp(bot_delay=0, home=tmp_path, net=joining)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen)
        room = app.screen.query_one("#lobby").region
        footer_height = 1
        left, right = room.x, size[0] - room.right
        top, bottom = room.y, size[1] - footer_height - room.bottom
        assert abs(left - right) <= 1 and abs(top - bottom) <= 1, (room, size)
        assert size[0] < 100 or left > 10
