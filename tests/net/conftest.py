"""Helpers for the shared-table tests: a real host on 127.0.0.1 (ephemeral port) and scripted players.

A scripted player is a real ``TableClient``: it plays what a seeded bot chooses from the view it
received, reads summaries at once, and records every raw message the host sent it.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
from collections.abc import AsyncIterator, Callable, Coroutine
from dataclasses import dataclass, field
from typing import Any

from websockets.exceptions import ConnectionClosed

from belote.bots import BOTS
from belote.engine import PASS, Action, Rules
from belote.net.access import Throttle
from belote.net.client import TableClient, TableState, state_from_update
from belote.net.host import Host
from belote.net.protocol import parse_host
from belote.net.table import Table

QUICK = Rules(target=300, manches=1)
"""A short partie: one manche to 300."""
LIMIT = 20.0
"""Seconds any one network test may take before it is failed."""


def run_async(test: Callable[..., Coroutine[Any, Any, None]]) -> Callable[..., None]:
    """Run an async test in its own event loop, bounded by ``LIMIT`` seconds."""

    @functools.wraps(test)
    def wrapper(*args: Any, **kwargs: Any) -> None:
        asyncio.run(asyncio.wait_for(test(*args, **kwargs), LIMIT))

    return wrapper


@contextlib.asynccontextmanager
async def hosting(*tables: Table, **options: Any) -> AsyncIterator[tuple[Host, str]]:
    """A host serving ``tables`` on 127.0.0.1 and an ephemeral port; yields it and its address."""
    options.setdefault("throttle", Throttle(free=3, base=0.2, cap=1.0))
    tls = options.pop("tls", None)
    host = Host(**options)
    for table in tables:
        host.add(table)
    async with host.serving("127.0.0.1", 0, tls) as server:
        port = next(iter(server.sockets)).getsockname()[1]
        yield host, f"127.0.0.1:{port}"


SECRET = "a fixed secret for the tests"
"""The secret of the tests' tables, so that a table's seed deals the same cards at every run."""


def hosted(rules: Rules = QUICK, **options: object) -> tuple[Table, str]:
    """A table whose host sits South, dealing the same cards at every run (a fixed seed and
    secret); returns it and the host's token."""
    options.setdefault("secret", SECRET)
    table = Table(rules=rules, seed=21, **options)  # type: ignore[arg-type]
    _, token = table.sit_host("Hôte")
    return table, token


def pass_first(state: TableState) -> Action | None:
    """A scripted player's policy: pass throughout the partie's first deal, then play as its bot."""
    return PASS if (state.manche, state.deal_number) == (0, 1) else None


@dataclass
class Scripted:
    """A player driven by a seeded bot over a real connection, recording what it receives."""

    client: TableClient
    level: str = "random"
    seed: int = 0
    received: list[str] = field(default_factory=list)
    refusals: list[dict[str, Any]] = field(default_factory=list)
    said: list[tuple[int, str]] = field(default_factory=list)
    play: bool = True
    answered: tuple[int, ...] = ()
    policy: Callable[[TableState], Action | None] = lambda _: None
    """What to play instead of the bot's choice (None: the bot's choice)."""

    async def step(self) -> dict[str, Any]:
        """Receive one message, record it, and answer it as a player would."""
        raw = await self.client.ws.recv()
        self.received.append(raw if isinstance(raw, str) else raw.decode())
        data = parse_host(raw)
        if data["type"] == "update":
            self.client.state = state_from_update(data, self.client.state)
            await self.answer()
        elif data["type"] == "refused":
            self.refusals.append(data)
        elif data["type"] == "said":
            self.said.append((data["seat"], data["phrase"]))
        return data

    async def answer(self) -> None:
        """Play on our turn, say we read the summary."""
        state = self.client.state
        if state is None or not self.play or state.view is None:
            return
        view = state.view
        played = sum(len(trick.cards) for trick in view.tricks) + len(view.current_trick.cards)
        position = (state.manche, state.deal_number, len(view.bids), played)
        if position == self.answered:  # another update of a position already answered
            return
        self.answered = position
        if state.phase == "summary":
            await self.client.send("ready")
        elif state.phase == "playing" and state.view is not None and state.view.legal:
            chosen = self.policy(state)
            await self.client.act(
                chosen if chosen is not None else BOTS[self.level](seed=self.seed).choose(state.view)
            )

    async def run(self, until: Callable[[], bool] = lambda: False) -> None:
        """Step until the partie is over, ``until()`` holds, or the connection closes."""
        with contextlib.suppress(ConnectionClosed):
            while not until():
                await self.step()
                state = self.client.state
                if state is not None and state.phase == "over":
                    return


async def seat_two(address: str, table: Table, token: str, start: bool = True) -> tuple[Scripted, Scripted]:
    """The host (South) and one friend, Léa (North), as scripted players; the host starts the partie
    (else neither plays: they only listen)."""
    host = Scripted(await TableClient.resume(address, token), seed=1, play=start)
    friend = Scripted(await TableClient.join(address, table.code, "Léa"), seed=2, play=start)
    if start:
        await host.client.send("start")
    return host, friend
