"""The waiting room says why the host refused a request in the player's language, never with the
host's own English reason, and in plain words for a reason this program does not know."""

from __future__ import annotations

from pathlib import Path

import pytest

from belote.tui.app import BeloteApp
from belote.tui.i18n import tr
from belote.tui.lobby import LobbyScreen
from belote.tui.netmessages import HostSaid
from belote.tui.netoptions import NetOptions

from .conftest import run_async
from .test_shared_table import QUICK, SIZE, opened, until


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("fr", "L'hôte ne connaît pas ce niveau de robot (son belote-tui est plus ancien)."),
        ("en", "The host does not know this bot level (their belote-tui is older)."),
    ],
)
@run_async
async def test_a_refused_bot_level_is_said_in_the_players_language(
    tmp_path: Path, lang: str, words: str
) -> None:
    """Asking the host for a bot level its program lacks: the room says so in the player's words."""
    hosting = NetOptions(mode="host", name="Paul", listen="127.0.0.1", port=0)
    app = BeloteApp(rules=QUICK, bot_delay=0, home=tmp_path, lang=lang, net=hosting)
    async with app.run_test(size=SIZE) as pilot:
        link = await opened(pilot, app)
        screen = app.screen
        assert isinstance(screen, LobbyScreen)
        await until(pilot, lambda: screen.state is not None)  # our own seat is connected
        await link.send("level", seat=1, level="grandmaster")
        await until(pilot, lambda: bool(screen.problem))
        assert screen.problem == words
        assert "not a bot level" not in screen.problem
        await link.close()


@pytest.mark.parametrize(
    ("lang", "words"), [("fr", "L'hôte a refusé cette demande."), ("en", "The host refused that request.")]
)
@run_async
async def test_an_unknown_refusal_gets_a_plain_sentence(tmp_path: Path, lang: str, words: str) -> None:
    """A rule code this program does not know: a plain sentence, not the host's English reason."""
    joining = NetOptions(mode="join", address="127.0.0.1:1", name="Léa")
    app = BeloteApp(bot_delay=0, home=tmp_path, lang=lang, net=joining)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert isinstance(screen, LobbyScreen)
        screen.post_message(HostSaid({"type": "refused", "rule": "from_the_future", "message": "nope"}, None))
        await until(pilot, lambda: screen.problem == words)
        assert tr("net.refused.other") == words


@run_async
async def test_question_mark_in_the_waiting_room_opens_the_help_and_escape_comes_back(tmp_path: Path) -> None:
    """« ? » did nothing in the waiting room: it opens the keys and the rules, as at the table."""
    from belote.tui.menus import HelpScreen

    hosting = NetOptions(mode="host", name="Paul", listen="127.0.0.1", port=0)
    app = BeloteApp(rules=QUICK, bot_delay=0, home=tmp_path, net=hosting)
    async with app.run_test(size=SIZE) as pilot:
        link = await opened(pilot, app)
        room = app.screen
        assert isinstance(room, LobbyScreen)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is room
        await link.close()
