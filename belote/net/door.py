"""Who gets in at the host: a few connections per address, then a first message that joins with the
table code or comes back with a token, checked against the protocol version, the throttle on wrong
codes and tokens, and the players the host removed."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
from collections import Counter
from collections.abc import Iterator

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from belote.net.access import Throttle, same_code
from belote.net.protocol import (
    VERSION,
    BadMessage,
    ClientMessage,
    VersionMismatch,
    message,
    now_and_then,
    parse_client,
)
from belote.net.table import Refused, Table

log = logging.getLogger("belote.net")

HELLO_TIMEOUT = 10.0
"""Seconds a new connection has to say who it is."""
PER_ADDRESS = 8
"""Connections one address may hold open at once, by default."""


OPEN_FILES = 65536
"""Files (connections among them) the host asks the system to let it hold open, at most."""


def allow_more_connections(wanted: int = OPEN_FILES) -> int:
    """Raise the limit on open files to ``wanted`` (or the most the system allows): at the usual
    1024, connections that never finish their opening from one address (counted per address only
    once open) could take every file the host needs, its saves among them. Returns the limit now
    (0 where the system has no such limit)."""
    try:
        import resource
    except ImportError:  # pragma: no cover - a system without resource limits
        return 0
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft != resource.RLIM_INFINITY and soft < target:
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


async def refuse(ws: ServerConnection, refusal: Refused, wait: int = 0) -> None:
    """Tell a client why its request was refused (the rule code and its explanation); ``wait``, when
    not 0, is how many seconds the host will make its next attempt wait (a wrong code, again)."""
    extra = {"wait": wait} if wait else {}
    with contextlib.suppress(ConnectionClosed):
        await ws.send(message("refused", rule=refusal.rule, message=str(refusal), **extra))


class Door:
    """Admits connections to the host's tables: at most ``per_address`` open from one address."""

    def __init__(
        self, tables: list[Table], throttle: Throttle, behind_proxy: bool, per_address: int = PER_ADDRESS
    ) -> None:
        """``behind_proxy``: an address is the last one the reverse proxy adds to X-Forwarded-For."""
        self.tables, self.throttle, self.behind_proxy = tables, throttle, behind_proxy
        self.per_address = per_address
        self.open: Counter[str] = Counter()
        """Connections open now, by address."""
        self.dropped = 0
        """Malformed messages dropped so far."""

    def address_of(self, ws: ServerConnection) -> str:
        """The client's address: the peer's, or behind a reverse proxy the one it forwards."""
        if self.behind_proxy and ws.request is not None:
            forwarded = ws.request.headers.get("X-Forwarded-For", "")
            if forwarded:
                return forwarded.rsplit(",", 1)[-1].strip()[:64]
        return str(ws.remote_address[0]) if ws.remote_address else "?"

    @contextlib.contextmanager
    def counted(self, address: str) -> Iterator[bool]:
        """Count a connection from ``address`` while the block runs; yields False if it is one too many."""
        if self.open[address] >= self.per_address:
            log.warning("refused a connection from %s: %d already open", address, self.open[address])
            yield False
            return
        self.open[address] += 1
        try:
            yield True
        finally:
            self.open[address] -= 1
            if not self.open[address]:
                del self.open[address]

    async def too_many(self, ws: ServerConnection) -> None:
        """Refuse a connection over the per-address limit, saying why."""
        rule = Refused("too_many", f"too many connections from your address (at most {self.per_address})")
        await refuse(ws, rule)
        await ws.close(1008, "too many connections")

    async def hello(self, ws: ServerConnection, address: str) -> tuple[Table, int, str, str] | None:
        """Read the first message: join with the code or resume with a token; returns the table, the
        seat, the token to give back (empty on resume) and the kind of hello, or None if refused."""
        try:
            raw = await asyncio.wait_for(ws.recv(), HELLO_TIMEOUT)
            hello = parse_client(raw)
        except TimeoutError:
            await ws.close(1008, "no hello")
            return None
        except VersionMismatch as error:
            log.info("client %s speaks another version: %s", address, error)
            await ws.send(message("update_required", version=VERSION))
            await ws.close(1008, "update required")
            return None
        except BadMessage as error:
            self.drop(address, error)
            await ws.close(1008, "bad message")
            return None
        if hello.type not in ("join", "resume"):
            await refuse(ws, Refused("hello_first", "join or resume first"))
            await ws.close(1008, "join or resume first")
            return None
        try:
            return (*self.admit(hello), hello.type)
        except Refused as refusal:
            wait = 0
            if refusal.rule == "bad_code":
                # Only a wrong code waits: a friend coming back from the same address (one network
                # behind one router) with the right code or token is never slowed by someone else's.
                # A token no table knows is no guess (no one guesses 128 bits): it is a friend's game
                # still trying the seat of a table gone, and slows no one.
                delay = self.throttle.delay(address)
                if delay:
                    await asyncio.sleep(delay)
                self.throttle.failed(address)
                wait = math.ceil(self.throttle.delay(address))
                log.warning("wrong code from %s", address)
            await refuse(ws, refusal, wait)
            await ws.close(1008, refusal.rule)
            return None

    def admit(self, hello: ClientMessage) -> tuple[Table, int, str]:
        """The table and seat a hello gets, with the token to give back (empty on resume)."""
        if hello.type == "join":
            code = hello.text("code")
            table = next((t for t in self.tables if same_code(code, t.code)), None)
            if table is None:
                if any(same_code(code, old) for t in self.tables for old in t.retired):
                    raise Refused("code_changed", "the host changed the table code: ask them for the new one")
                raise Refused("bad_code", "wrong table code")
            return (table, *table.join(hello.text("name")))
        token = hello.text("token")
        for table in self.tables:
            back = table.resume(token)
            if back is not None:
                return table, back, ""
        if any(table.was_removed(token) for table in self.tables):
            raise Refused("removed", "the host removed you from this table")
        if any(table.replaced_seat(token) for table in self.tables):
            raise Refused("replaced", "the host started another partie here: ask them for its code")
        raise Refused("bad_token", "unknown token")

    def drop(self, address: str, error: Exception, count: int = 1) -> None:
        """Forget a malformed message, logging it (a flood only now and then: its 1st-5th, 100th...)."""
        self.dropped += 1
        if now_and_then(count):
            log.warning("dropped malformed message %d from %s: %s", count, address, error)
