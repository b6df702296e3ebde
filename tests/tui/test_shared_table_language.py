"""Switching the language at a shared table keeps the players' names on the seats."""

from __future__ import annotations

from pathlib import Path

from belote.tui import i18n
from belote.tui.net_status import bot_nickname
from belote.tui.netgame import NetGameScreen

from .conftest import run_async
from .test_shared_table import SIZE, hosted_table, hosting_app, until


@run_async
async def test_the_names_at_a_shared_table_stay_after_switching_language(tmp_path: Path) -> None:
    """The table is drawn again in English: a phrase, the log and the seats still name the players by
    their names, not by the compass point (the table left behind took the names away just after the
    new one had set them)."""
    app = hosting_app(tmp_path)
    async with app.run_test(size=SIZE) as host:
        first = await hosted_table(host, app)
        names = [bot_nickname(seat) for seat in (1, 2, 3)]
        assert [i18n.seat_name(seat) for seat in (1, 2, 3)] == names
        await host.press("o", "right", "enter")
        await until(host, lambda: app.settings.lang == "en" and app.screen is not first)
        await until(host, lambda: isinstance(app.screen, NetGameScreen) and app.screen.is_mounted)
        await host.pause(0.2)
        assert [i18n.seat_name(seat) for seat in (1, 2, 3)] == names
