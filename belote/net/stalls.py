"""Cutting the connections that stopped reading.

A client that never reads what the host writes would otherwise hold its seat for ever: the host's
writes to it wait without end once its buffer is full, and so does the keepalive's ping that should
have found it gone; and a client that sends pings without reading the answers makes the host keep
every answer. Every second the host looks at what waits unsent to each connection and cuts one with
more than ``BACKLOG`` bytes waiting, or with bytes waiting at every look for ``STALL`` seconds (a
player reading, even over a slow link, catches up with a belote table's few small messages in far
less). The player cut comes back to the seat as after any dropped connection.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Iterable

from websockets.asyncio.server import Server, ServerConnection

log = logging.getLogger("belote.net")

BACKLOG = 1 << 20
"""Bytes waiting to be sent to one connection beyond which it is cut at once."""
STALL = 30.0
"""Seconds a connection may keep bytes waiting unsent, at every look, before it is cut."""
SWEEP = 1.0
"""Seconds between two looks."""


def unsent(ws: ServerConnection) -> int:
    """Bytes written to a connection and not sent yet (its reader has not taken them)."""
    return ws.transport.get_write_buffer_size() if ws.transport is not None else 0


def cut(ws: ServerConnection) -> None:
    """Drop a connection at once, without the closing handshake it would not read."""
    log.warning("cut a connection that does not read its messages")
    if ws.transport is not None:
        ws.transport.abort()


class Stalls:
    """What waits unsent to each connection, looked at now and then: cuts those that stopped reading."""

    def __init__(self, stall: float = STALL) -> None:
        self.stall = stall
        self.since: dict[ServerConnection, float] = {}
        """The connections with bytes waiting at every look, since when."""

    def sweep(self, connections: Iterable[ServerConnection], now: float) -> list[ServerConnection]:
        """Look at ``connections`` at time ``now``: cut and return those too far behind."""
        since: dict[ServerConnection, float] = {}
        gone = []
        for ws in connections:
            waiting = unsent(ws)
            if not waiting:
                continue
            first = self.since.get(ws, now)
            if waiting > BACKLOG or now - first >= self.stall:
                cut(ws)
                gone.append(ws)
            else:
                since[ws] = first
        self.since = since
        return gone

    async def watch(self, server: Server, every: float = SWEEP) -> None:
        """Look at the server's connections every ``every`` seconds until cancelled."""
        while True:
            await asyncio.sleep(every)
            self.sweep(server.connections, time.monotonic())
