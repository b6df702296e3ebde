"""A table hosted from inside the app (« héberger »: the app's ``NetLink`` serves it in its own event
loop and sits its player through a connection of its own) with three friends connected at once, each
playing from its own view through the protocol."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from textual.message import Message

from belote.engine import Action, Rules, Take
from belote.net.client import TableClient, TableState
from belote.net.protocol import parse_host
from belote.tui.netlink import NetLink
from belote.tui.netmessages import HostSaid, LinkLost
from belote.tui.netoptions import NetOptions

from .conftest import SECRET, run_async
from .leaks import leaks, named_cards

LONG = Rules(target=1000, manches=1)
"""No single deal ends the partie: the first one ends on its summary."""


@pytest.fixture(autouse=True)
def tables_deal_alike(monkeypatch: pytest.MonkeyPatch) -> None:
    """The table hosted here has the tests' fixed secret: its seed deals the same cards every run."""
    monkeypatch.setattr(NetLink, "table_secret", SECRET)


def chosen(state: TableState, rng: random.Random) -> Action | None:
    """A legal action from the seat's own view (taking when it may, so that the cards are played),
    or None when the seat has nothing to do."""
    view = state.view
    if state.phase != "playing" or view is None or not view.legal or view.to_play != state.seat:
        return None
    takes = [action for action in view.legal if isinstance(action, Take)]
    return takes[0] if takes else rng.choice(view.legal)


@dataclass
class Friend:
    """A friend's program: a ``TableClient`` that records every frame the host sent it and plays
    a legal action of its own view on its turn, until the deal's summary."""

    client: TableClient
    rng: random.Random
    received: list[str] = field(default_factory=list)
    refusals: list[dict[str, Any]] = field(default_factory=list)

    async def play_to_the_summary(self) -> None:
        answered = -1
        while True:
            raw = await self.client.ws.recv()
            self.received.append(raw if isinstance(raw, str) else raw.decode())
            data = parse_host(raw)
            if data["type"] == "refused":
                self.refusals.append(data)
            if data["type"] != "update":
                continue
            self.client.update(data)
            state = self.client.state
            assert state is not None
            if state.phase == "summary":
                return
            action = chosen(state, self.rng)
            if action is not None and state.actions != answered:
                answered = state.actions
                await self.client.act(action)


async def until(condition: Any, seconds: float = 10.0) -> None:
    """Wait until ``condition()`` holds (failing after ``seconds``)."""
    for _ in range(int(seconds * 100)):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the hosted table did not get there in time")


@run_async
async def test_a_table_hosted_from_the_app_plays_a_deal_with_three_friends_each_seeing_only_its_hand(
    tmp_path: Path,
) -> None:
    options = NetOptions(mode="host", name="Paul", listen="127.0.0.1", port=0)
    link = NetLink(options, tmp_path, LONG, {}, (0.0, 0.0), seed=2024)
    told: asyncio.Queue[Message] = asyncio.Queue()
    link.tell = told.put_nowait  # type: ignore[method-assign]
    running = asyncio.create_task(link.run())
    own: list[str] = []
    lost: list[LinkLost] = []

    async def host_player() -> None:
        """The host's player, as its table screen: acts on the updates the link passes on."""
        rng, answered = random.Random(0), -1
        while True:
            said = await told.get()
            if isinstance(said, LinkLost):
                lost.append(said)
            if not isinstance(said, HostSaid) or said.data["type"] != "update" or said.state is None:
                continue
            action = chosen(said.state, rng)
            if action is not None and said.state.actions != answered:
                answered = said.state.actions
                await link.send("act", action=str(action))

    playing = asyncio.create_task(host_player())
    friends: list[Friend] = []
    try:
        await until(lambda: link.client is not None and bool(link.invitation))
        assert link.client is not None and link.table is not None and link.host is not None
        receive = link.client.ws.recv

        async def recorded(*args: Any, **kwargs: Any) -> Any:  # what the host's own seat is sent
            raw = await receive(*args, **kwargs)
            own.append(raw if isinstance(raw, str) else raw.decode())
            return raw

        link.client.ws.recv = recorded  # type: ignore[method-assign]
        table = link.table
        address = f"127.0.0.1:{link.port}"
        for number, name in enumerate(("Léa", "Marc", "Zoé"), 1):
            friends.append(Friend(await TableClient.join(address, table.code, name), random.Random(number)))
        assert sorted(friend.client.seat for friend in friends) == [1, 2, 3]
        await until(lambda: all(seat.connected for seat in table.seats))
        assert [seat.name for seat in table.seats] == ["Paul", "Marc", "Léa", "Zoé"]
        await link.send("start")  # as the waiting room does
        await asyncio.gather(*(friend.play_to_the_summary() for friend in friends))
        await until(
            lambda: (
                link.client is not None
                and link.client.state is not None
                and link.client.state.phase == "summary"
            )
        )

        match = table.match
        assert match is not None and table.phase == "summary"
        deal, result = match.deal, match.deal.result
        assert result is not None and not result.redeal and len(deal.tricks) == 8
        assert sum(result.tricks_won) == 8
        assert sum(result.card_points) == (162 if result.capot is None else 252)
        assert match.history == [[result]] and match.scores == result.sheet
        states = [friend.client.state for friend in friends] + [link.client.state]
        for state in states:
            assert state is not None and state.phase == "summary"
            assert state.scores == match.scores and state.sheet == ((result,),)
            assert state.view is not None and state.view.tricks == deal.tricks
        assert all(friend.refusals == [] for friend in friends) and lost == []
        assert not running.done()

        saved = match.to_json()
        for seat, received in [(friend.client.seat, friend.received) for friend in friends] + [(0, own)]:
            assert received and leaks(received, seat, saved) == []
            dealt = {str(trick.card_of(seat)) for trick in deal.tricks}  # its eight cards, all played
            for raw in received:
                data = json.loads(raw)
                if data["type"] == "update":
                    private = [data.get("hand", []), data.get("received", [])]
                    assert data["seat"] == seat and named_cards(private) <= dealt
    finally:
        for friend in friends:
            await friend.client.close()
        for task in (playing, running):
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        await link.close()
