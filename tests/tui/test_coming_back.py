"""Coming back after a dropped connection: the host may still hold the old, silent connection for
a while (until its pings tell it the connection is gone), and refuses our seat as in use meanwhile."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from belote.engine import Rules
from belote.net.client import JoinRefused
from belote.tui import netlink_join
from belote.tui.netlink import NetLink
from belote.tui.netmessages import RECONNECTING, SLOW_RECONNECTING, LinkLost, LinkNotice
from belote.tui.netoptions import NetOptions

from .conftest import run_async


class Scripted:
    """What ``connect`` and ``forward`` do, in turn: a client, or a refusal to raise."""

    def __init__(self, connects: list[object], forwards: list[bool]) -> None:
        self.connects: Iterator[object] = iter(connects)
        self.forwards: Iterator[bool] = iter(forwards)
        self.tries = 0

    async def connect(self) -> Any:
        self.tries += 1
        outcome = next(self.connects)
        if isinstance(outcome, Exception):
            raise outcome
        return outcome

    async def forward(self) -> bool:
        return next(self.forwards)


def link_with(tmp_path: Path, script: Scripted, monkeypatch: pytest.MonkeyPatch) -> NetLink:
    """A joining link whose network is ``script``, its waits instant."""
    options = NetOptions(mode="join", address="127.0.0.1:7447", code="ABCD", name="Léa")
    link = NetLink(options, tmp_path, Rules(), {}, (0.0, 0.0))
    monkeypatch.setattr(link, "connect", script.connect)
    monkeypatch.setattr(link, "forward", script.forward)

    real_sleep = asyncio.sleep

    async def instant(_: float) -> None:
        await real_sleep(0)

    monkeypatch.setattr(netlink_join.asyncio, "sleep", instant)
    return link


def noted_waits(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """The seconds the link waits between its tries, each noted as it goes (the waits stay instant)."""
    waits: list[float] = []
    instant = netlink_join.asyncio.sleep

    async def noted(seconds: float) -> None:
        waits.append(seconds)
        await instant(0)

    monkeypatch.setattr(netlink_join.asyncio, "sleep", noted)
    return waits


def in_use() -> JoinRefused:
    return JoinRefused("seat_in_use", "your seat is in use by a connection already")


def reasons(link: NetLink) -> list[str]:
    return [message.reason for message in link.pending if isinstance(message, LinkLost)]


@run_async
async def test_a_seat_still_held_by_the_dropped_connection_is_tried_again_until_it_is_free(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Dropped, then refused as in use more times than a dropped connection is tried again (the host
    has not seen the old one go): the link keeps trying and is back in its seat once the host frees
    it, never giving up with « seat in use » nor « connection lost »."""
    first, second = object(), object()
    refusals = [in_use() for _ in range(netlink_join.RETRIES + 2)]
    script = Scripted([first, *refusals, second], [False] * 8 + [True])
    link = link_with(tmp_path, script, monkeypatch)
    await link.join()
    assert link.client is second and script.tries == netlink_join.RETRIES + 4
    assert set(reasons(link)) == {RECONNECTING} and link.ended == ""


@run_async
async def test_a_seat_in_use_longer_than_a_dropped_connection_can_hold_it_is_said(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Refused as in use past the patience (another copy of the game really sits there): the
    refusal is raised, for the table to say the seat is in use."""
    script = Scripted([object(), *[in_use() for _ in range(50)]], [False] * 60)
    link = link_with(tmp_path, script, monkeypatch)
    link.in_use_patience = 0.0
    times = iter(range(1000))
    monkeypatch.setattr(netlink_join.time, "monotonic", lambda: float(next(times)))
    with pytest.raises(JoinRefused) as refused:
        await link.join()
    assert refused.value.rule == "seat_in_use" and script.tries == 3


@run_async
async def test_another_refusal_while_coming_back_is_said_at_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Any other refusal (the host removed us, the code changed) is not tried again."""
    script = Scripted([object(), JoinRefused("removed", "removed by the host")], [False] * 3)
    link = link_with(tmp_path, script, monkeypatch)
    with pytest.raises(JoinRefused) as refused:
        await link.join()
    assert refused.value.rule == "removed" and script.tries == 2


@run_async
async def test_every_drop_gets_every_try_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Seven drops in one partie, each followed by a connection that works at once: each comes
    back after a second's wait, as the first did (the tries and their waits counted for the whole
    partie, the sixth drop gave up at once)."""
    clients = [object() for _ in range(netlink_join.RETRIES + 3)]
    script = Scripted(clients, [False] * (len(clients) - 1) + [True])
    link = link_with(tmp_path, script, monkeypatch)
    waits = noted_waits(monkeypatch)
    await link.join()
    assert link.client is clients[-1] and set(reasons(link)) == {RECONNECTING}
    assert waits == [1] * (len(clients) - 1)


@run_async
async def test_a_host_long_gone_is_tried_slowly_for_as_long_as_we_stay_and_we_come_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The host unreachable after every quick try (it crashed, say): the link says once the command
    that brings us back to our seat, with the table's address and the folder our seat's key is kept
    in (not the usual one here), then keeps trying every few seconds, however long, without giving
    up; when the host answers again (``host --resume``), we are back in our seat and told so."""
    failures = netlink_join.RETRIES + 12  # long past the quick tries
    back = object()
    script = Scripted(
        [object(), *[OSError("unreachable")] * failures, back], [False] * (failures + 1) + [True]
    )
    link = link_with(tmp_path, script, monkeypatch)
    waits = noted_waits(monkeypatch)
    await link.join()
    assert script.tries == failures + 2
    assert link.client is back and link.ended == "" and not link.gone_quiet
    assert waits == [1, 2, 4, 8, 16] + [netlink_join.SLOW_RETRY] * (failures + 1 - netlink_join.RETRIES)
    told = reasons(link)
    assert told == [RECONNECTING] * netlink_join.RETRIES + [SLOW_RECONNECTING] * (
        failures + 1 - netlink_join.RETRIES
    )
    notices = [message for message in link.pending if isinstance(message, LinkNotice)]
    assert [notice.reason for notice in notices] == ["net.way_back", "net.host_back"]
    assert notices[0].detail == f"belote-tui join 127.0.0.1:7447 --home {tmp_path}"
