"""Coming back after a dropped connection: the host may still hold the old, silent connection for
a while (until its pings tell it the connection is gone), and refuses our seat as in use meanwhile."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from belote.engine import Rules
from belote.net.client import JoinRefused
from belote.tui import netlink_join
from belote.tui.i18n import FR
from belote.tui.netlink import NetLink
from belote.tui.netmessages import RECONNECTING, ROOM_RECONNECTING, SLOW_RECONNECTING, LinkLost, LinkNotice
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


def client(phase: str = "playing") -> Any:
    """A connection to the table, as far as coming back reads it: the phase the table was last in."""
    return SimpleNamespace(state=SimpleNamespace(phase=phase))


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
    first, second = client(), client()
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
    script = Scripted([client(), *[in_use() for _ in range(50)]], [False] * 60)
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
    script = Scripted([client(), JoinRefused("removed", "removed by the host")], [False] * 3)
    link = link_with(tmp_path, script, monkeypatch)
    with pytest.raises(JoinRefused) as refused:
        await link.join()
    assert refused.value.rule == "removed" and script.tries == 2


@run_async
async def test_every_drop_gets_every_try_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Seven drops in one partie, each followed by a connection that works at once: each comes
    back after a second's wait, as the first did (the tries and their waits counted for the whole
    partie, the sixth drop gave up at once)."""
    clients = [client() for _ in range(netlink_join.RETRIES + 3)]
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
    back = client()
    script = Scripted(
        [client(), *[OSError("unreachable")] * failures, back], [False] * (failures + 1) + [True]
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


@run_async
async def test_a_host_lost_in_its_waiting_room_is_not_said_to_keep_our_seat(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A host gone before the partie started keeps nothing (the waiting room is not saved): the
    link keeps trying, but says no seat waits and that a new table would need its own command,
    without the way back to a seat that no longer exists."""
    failures = netlink_join.RETRIES + 3
    script = Scripted([client("lobby"), *[OSError("unreachable")] * failures], [False] * (failures + 1))
    link = link_with(tmp_path, script, monkeypatch)

    async def stop_after(_: float) -> None:
        if script.tries > failures:
            raise asyncio.CancelledError

    monkeypatch.setattr(netlink_join.asyncio, "sleep", stop_after)
    with pytest.raises(asyncio.CancelledError):
        await link.join()
    told = reasons(link)
    assert told[: netlink_join.RETRIES] == [RECONNECTING] * netlink_join.RETRIES
    assert set(told[netlink_join.RETRIES :]) == {ROOM_RECONNECTING}
    assert not [message for message in link.pending if isinstance(message, LinkNotice)]


@pytest.mark.parametrize("rule", ["bad_token", "bad_code"])
@run_async
async def test_a_new_table_where_the_waiting_room_was_is_said_to_be_another_one(
    rule: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The host lost in its waiting room opened a new table at the same address: our seat's key
    and the code we came with are not its own; what is said is that the room was not kept and the
    command to join the new table is needed, not « wrong table code » for a code the friend never
    typed wrong."""
    script = Scripted([client("lobby"), JoinRefused(rule, "not this table's")], [False] * 3)
    link = link_with(tmp_path, script, monkeypatch)
    with pytest.raises(JoinRefused) as refused:
        await link.join()
    assert refused.value.rule == "room_gone" and script.tries == 2
    assert "net.refused.room_gone" in FR


@run_async
async def test_a_started_table_refusing_our_code_says_so_as_before(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Only a waiting room is not kept: at a started table the host's refusal is said as it is."""
    script = Scripted([client("playing"), JoinRefused("bad_code", "wrong code")], [False] * 3)
    link = link_with(tmp_path, script, monkeypatch)
    with pytest.raises(JoinRefused) as refused:
        await link.join()
    assert refused.value.rule == "bad_code"


@run_async
async def test_the_link_says_it_is_cut_off_from_a_drop_until_it_is_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """From the drop until a try gets the seat back, nothing said reaches the host (the quit question
    must not promise what a leaving would do there); back, the link is no longer cut off."""
    seen: list[bool] = []
    script = Scripted([client(), OSError("refused"), client()], [False, False, True])
    link = link_with(tmp_path, script, monkeypatch)
    forward = script.forward

    async def noting() -> bool:
        seen.append(link.cut_off)
        return await forward()

    monkeypatch.setattr(link, "forward", noting)
    assert not link.cut_off
    await link.join()
    assert seen == [False, True, False] and not link.cut_off and script.tries == 3
