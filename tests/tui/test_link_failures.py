"""A table that answers wrongly, never answers, or cannot be looked up: the waiting room says why in
the player's words, never hangs on « Connexion à la table… », and never shows the other end's text
as it came (a terminal's escape codes in it would retitle the window or wipe the screen)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
from websockets.asyncio.server import ServerConnection, serve

from belote.net import client
from belote.net.protocol import VERSION
from belote.tui.app import BeloteApp
from belote.tui.i18n import rule_sentence, tr
from belote.tui.lobby import LobbyScreen
from belote.tui.netoptions import NetOptions

from .conftest import run_async
from .test_shared_table import SIZE, until

ESCAPES = "msg \x1b]2;PWNED\x07 end \x1b[41mRED\x1b[2J"
SILENCE = 8.0
"""Seconds a silent server holds a connection: well past what a test waits for, and no more (closing
the server waits for it)."""
"""A window title, a red background and a cleared screen, in a message from the other end."""


async def problem_when_joining(
    tmp_path: Path,
    lang: str,
    handler: Callable[[ServerConnection], Awaitable[None]] | None,
    address: str = "",
) -> str:
    """What the waiting room says after joining a server that talks through ``handler`` (or the
    ``address`` itself when there is none)."""
    async with serve(handler or (lambda ws: asyncio.sleep(0)), "127.0.0.1", 0) as server:
        port = server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        joining = NetOptions(mode="join", address=address or f"127.0.0.1:{port}", code="ABCD-12", name="Léa")
        app = BeloteApp(bot_delay=0, home=tmp_path, lang=lang, net=joining)
        async with app.run_test(size=SIZE) as pilot:
            screen = app.screen
            assert isinstance(screen, LobbyScreen)
            await until(pilot, lambda: screen.lost, steps=600)
            return screen.problem


@pytest.mark.parametrize("lang", ["fr", "en"])
@run_async
async def test_a_refusal_of_unknown_kind_is_said_in_our_words_without_the_hosts_text(
    tmp_path: Path, lang: str
) -> None:
    async def refuse(ws: ServerConnection) -> None:
        await ws.recv()
        await ws.send(json.dumps({"v": VERSION, "type": "refused", "rule": "zzz", "message": ESCAPES}))

    said = await problem_when_joining(tmp_path, lang, refuse)
    assert said == tr("net.refused.other")
    assert "\x1b" not in said and "msg" not in said and "PWNED" not in said


@run_async
async def test_a_server_that_never_answers_the_join_is_given_up_with_a_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Something took the connection and stays silent: after the wait, « pas de réponse à temps »,
    not « Connexion à la table… » for ever."""
    monkeypatch.setattr(client, "ANSWER_TIMEOUT", 0.5)

    async def silent(ws: ServerConnection) -> None:
        await asyncio.sleep(SILENCE)  # longer than the test waits; the server's close waits for it

    said = await problem_when_joining(tmp_path, "fr", silent)
    assert said.startswith("Table injoignable") and tr("net.why.timeout") in said


@pytest.mark.parametrize("address", ["127.0.0..1:18501", "a..b:18501", "x" * 300 + ".fr:18501"])
@run_async
async def test_an_address_the_system_cannot_look_up_is_said_bad_not_waited_on(
    tmp_path: Path, address: str
) -> None:
    """A doubled dot or a label too long: the name lookup fails before any connection (Python's
    IDNA check raises a ValueError), which left the room waiting for ever."""
    said = await problem_when_joining(tmp_path, "fr", None, address)
    assert said.startswith("Table injoignable") and tr("net.why.bad_address") in said


def test_a_card_refused_for_a_rule_of_another_version_is_said_without_the_hosts_text() -> None:
    """A refusal code this program does not know comes from a host of another version: our own
    sentence, never the host's (English, and possibly full of escape codes) text."""
    said = rule_sentence("from_the_future")
    assert said == tr("rule.other") and "\x1b" not in said


@run_async
async def test_a_table_served_on_an_ipv6_address_is_joined_with_its_invitation(tmp_path: Path) -> None:
    """``host --address ::1``: the invitation writes the address in brackets (« [::1]:PORT », which
    ``join`` reads), and the host reaches its own table (it joined itself on 127.0.0.1, where an
    IPv6 table does not listen, and the table never opened)."""
    from belote.tui.addresses import address_problem

    from .test_shared_table import opened

    hosting = NetOptions(mode="host", name="Paul", listen="::1", port=0)
    host_app = BeloteApp(bot_delay=0, home=tmp_path / "host", net=hosting)
    async with host_app.run_test(size=SIZE) as host:
        link = await opened(host, host_app)
        assert link.where == f"[::1]:{link.port}" and link.invitation.startswith(
            f"belote-tui join [::1]:{link.port} "
        )
        assert address_problem(link.where) is None
        assert link.table is not None
        joining = NetOptions(mode="join", address=link.where, code=link.table.code, name="Léa")
        lea = BeloteApp(bot_delay=0, home=tmp_path / "friend", net=joining)
        async with lea.run_test(size=SIZE) as friend:
            await until(friend, lambda: lea.net is not None and lea.net.seated)
            await until(
                host, lambda: link.table is not None and sum(s.connected for s in link.table.seats) == 2
            )


@run_async
async def test_escape_gives_up_a_table_still_being_reached(tmp_path: Path) -> None:
    """« Connexion à la table… » to a server that stays silent: Escape goes to the start menu at
    once (only « q » worked, after up to the answer's wait)."""
    from belote.tui.menus import StartScreen

    async def silent(ws: ServerConnection) -> None:
        await asyncio.sleep(SILENCE)  # longer than the test waits; the server's close waits for it

    async with serve(silent, "127.0.0.1", 0) as server:
        port = server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        joining = NetOptions(mode="join", address=f"127.0.0.1:{port}", code="ABCD-12", name="Léa")
        app = BeloteApp(bot_delay=0, home=tmp_path, lang="fr", net=joining)
        async with app.run_test(size=SIZE) as pilot:
            room = app.screen
            assert isinstance(room, LobbyScreen) and not room.lost
            await pilot.press("escape")
            await until(pilot, lambda: isinstance(app.screen, StartScreen))
            assert app.net is None
