"""The host: a WebSocket server refereeing one or more tables, with bots on the empty seats.

It alone holds the deals. Each connection joins with the table code or comes back with its token,
then sends actions the table checks; after every change each connected seat gets its own update
(``Table.update_for``). Malformed messages are dropped and logged; nothing a client sends can stop
the host or the other tables.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import ssl
import time
from collections.abc import AsyncIterator, Callable
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from belote.net.access import Throttle, same_code
from belote.net.protocol import (
    MAX_CLIENT_MESSAGE,
    PHRASES,
    VERSION,
    BadMessage,
    ClientMessage,
    VersionMismatch,
    message,
    parse_client,
)
from belote.net.table import Refused, Table

log = logging.getLogger("belote.net")

HELLO_TIMEOUT = 10.0
"""Seconds a new connection has to say who it is."""
PHRASE_GAP = 1.0
"""Seconds between two phrases of one seat (more are dropped)."""
ADMIN = ("start", "swap", "kick")


def tls_context(certificate: str, key: str) -> ssl.SSLContext:
    """A server TLS context from a certificate chain and its private key (PEM files)."""
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(certificate, key)
    return context


class Host:
    """Serves tables over WebSockets; ``bot_delay`` paces the bots, ``on_change`` saves a table."""

    def __init__(
        self,
        *,
        bot_delay: float = 0.0,
        trick_pause: float = 0.0,
        throttle: Throttle | None = None,
        on_change: Callable[[Table], None] | None = None,
        behind_proxy: bool = False,
    ) -> None:
        """An empty host; add tables with ``add``. Bots wait ``bot_delay`` before each action and
        ``trick_pause`` more after a completed trick, so that players can follow. ``behind_proxy``:
        wrong codes are counted against the last address the reverse proxy adds to X-Forwarded-For."""
        self.bot_delay, self.trick_pause = bot_delay, trick_pause
        self.behind_proxy = behind_proxy
        self.throttle = throttle if throttle is not None else Throttle()
        self.on_change = on_change
        self.tables: list[Table] = []
        self.links: dict[tuple[int, int], ServerConnection] = {}
        self.drivers: dict[int, asyncio.Task[None]] = {}
        self.spoken: dict[tuple[int, int], float] = {}
        self.dropped = 0
        """Malformed messages dropped so far."""

    def add(self, table: Table) -> Table:
        """Serve this table too."""
        self.tables.append(table)
        return table

    @contextlib.asynccontextmanager
    async def serving(
        self, address: str = "127.0.0.1", port: int = 0, tls: ssl.SSLContext | None = None
    ) -> AsyncIterator[Server]:
        """Listen on ``address:port`` (0: any free port) while the block runs; ``tls`` for wss://."""
        async with serve(
            self.handler,
            address,
            port,
            max_size=MAX_CLIENT_MESSAGE,
            max_queue=8,
            compression=None,
            ping_interval=10,
            ping_timeout=20,
            ssl=tls,
        ) as server:
            loop, now = asyncio.get_running_loop(), time.monotonic()
            for table in self.tables:  # a restored table: its players are away until they come back
                for number, seat in enumerate(table.seats):
                    if seat.taken and not seat.connected and seat.away_since is None:
                        table.leave(number, now)
                loop.call_later(table.away_timeout, self.check_away, table)
            try:
                yield server
            finally:
                for task in list(self.drivers.values()):
                    task.cancel()
                for table in self.tables:
                    self.changed(table, everything=True)

    # Connections -------------------------------------------------------------------------------

    async def handler(self, ws: ServerConnection) -> None:
        """One connection: its hello (join or resume), then its messages until it closes."""
        address = self.address_of(ws)
        try:
            hello = await self.hello(ws, address)
            if hello is None:
                return
            table, seat = hello
            await self.session(ws, table, seat)
        except ConnectionClosed:
            pass
        except Exception:  # never let one connection take the host down
            log.exception("connection from %s failed", address)

    def address_of(self, ws: ServerConnection) -> str:
        """The client's address: the peer's, or behind a reverse proxy the one it forwards."""
        if self.behind_proxy and ws.request is not None:
            forwarded = ws.request.headers.get("X-Forwarded-For", "")
            if forwarded:
                return forwarded.rsplit(",", 1)[-1].strip()[:64]
        return str(ws.remote_address[0]) if ws.remote_address else "?"

    async def hello(self, ws: ServerConnection, address: str) -> tuple[Table, int] | None:
        """Read the first message: join with the code or resume with a token; None if refused."""
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
            await self.refuse(ws, Refused("hello_first", "join or resume first"))
            await ws.close(1008, "join or resume first")
            return None
        delay = self.throttle.delay(address)
        if delay:
            await asyncio.sleep(delay)
        try:
            table, seat, token = self.admit(hello)
        except Refused as refusal:
            if refusal.rule in ("bad_code", "bad_token"):
                self.throttle.failed(address)
                log.warning("wrong %s from %s", refusal.rule.removeprefix("bad_"), address)
            await self.refuse(ws, refusal)
            await ws.close(1008, refusal.rule)
            return None
        key = (id(table), seat)
        self.links[key] = ws
        admin = table.seats[seat].admin
        await ws.send(message("welcome", seat=seat, token=token, code=table.code, admin=admin))
        log.info("seat %d of table %s: %s from %s", seat, table.code, hello.type, address)
        await self.broadcast(table)
        self.drive(table)
        return table, seat

    def admit(self, hello: ClientMessage) -> tuple[Table, int, str]:
        """The table and seat a hello gets, with the token to give back (empty on resume)."""
        if hello.type == "join":
            table = next((t for t in self.tables if same_code(hello.text("code"), t.code)), None)
            if table is None:
                raise Refused("bad_code", "wrong table code")
            return (table, *table.join(hello.text("name")))
        token = hello.text("token")
        for table in self.tables:
            back = table.resume(token)
            if back is not None:
                return table, back, ""
        raise Refused("bad_token", "unknown token")

    async def session(self, ws: ServerConnection, table: Table, seat: int) -> None:
        """The messages of a seated player, until the connection closes (the host may move them)."""
        address = self.address_of(ws)
        junk = 0
        try:
            async for raw in ws:
                try:
                    request = parse_client(raw)
                except BadMessage as error:
                    junk += 1
                    self.drop(address, error, junk)
                    continue
                seat = self.seat_of(table, ws, seat)
                try:
                    await self.dispatch(table, seat, request)
                except Refused as refusal:
                    await self.refuse(ws, refusal)
        finally:
            seat = self.seat_of(table, ws, seat)
            if self.links.get((id(table), seat)) is ws:
                del self.links[(id(table), seat)]
                table.leave(seat, time.monotonic())
                asyncio.get_running_loop().call_later(table.away_timeout, self.check_away, table)
                await self.broadcast(table)
                self.drive(table)

    def seat_of(self, table: Table, ws: ServerConnection, seat: int) -> int:
        """The seat this connection holds now (the host may have swapped it)."""
        return next((s for s in range(4) if self.links.get((id(table), s)) is ws), seat)

    def drop(self, address: str, error: Exception, count: int = 1) -> None:
        """Forget a malformed message, logging it (a flood only now and then: its 1st-5th, 100th...)."""
        self.dropped += 1
        if count <= 5 or count % 100 == 0:
            log.warning("dropped malformed message %d from %s: %s", count, address, error)

    async def refuse(self, ws: ServerConnection, refusal: Refused) -> None:
        """Tell a client why its request was refused (the rule code and its explanation)."""
        with contextlib.suppress(ConnectionClosed):
            await ws.send(message("refused", rule=refusal.rule, message=str(refusal)))

    # Requests ----------------------------------------------------------------------------------

    async def dispatch(self, table: Table, seat: int, request: ClientMessage) -> None:
        """Carry out one validated request of a seated player."""
        kind = request.type
        if kind in ADMIN and not table.seats[seat].admin:
            raise Refused("not_host", "only the host may do this")
        if kind == "act":
            action = table.act(seat, request.text("action"))
            await self.broadcast(table, {"seat": seat, "action": str(action)})
            self.changed(table)
            self.drive(table)
        elif kind == "say":
            await self.say(table, seat, request.text("phrase"))
        elif kind == "ready":
            if table.ready(seat):
                self.changed(table)
            await self.broadcast(table)
            self.drive(table)
        elif kind == "start":
            table.start()
            self.changed(table)
            await self.broadcast(table)
            self.drive(table)
        elif kind == "swap":
            table.swap(request.number("a"), request.number("b"))
            self.relink(table, request.number("a"), request.number("b"))
            await self.broadcast(table)
        elif kind == "kick":
            await self.kick(table, request.number("seat"))
        else:
            raise Refused("already_seated", "you are already seated")

    async def say(self, table: Table, seat: int, phrase: str) -> None:
        """Pass a table phrase to every seat (one per second per seat, known phrases only)."""
        if phrase not in PHRASES:
            raise Refused("unknown_phrase", "not a table phrase")
        key, now = (id(table), seat), time.monotonic()
        if now - self.spoken.get(key, -PHRASE_GAP) < PHRASE_GAP:
            return
        self.spoken[key] = now
        await self.send_all(table, lambda _: message("said", seat=seat, phrase=phrase))

    def relink(self, table: Table, a: int, b: int) -> None:
        """Follow two players whose seats the host swapped."""
        first, second = self.links.pop((id(table), a), None), self.links.pop((id(table), b), None)
        if first is not None:
            self.links[(id(table), b)] = first
        if second is not None:
            self.links[(id(table), a)] = second

    async def kick(self, table: Table, seat: int) -> None:
        """Remove a player: free the seat and close their connection."""
        ws = self.links.pop((id(table), seat), None)
        table.kick(seat)
        if ws is not None:
            with contextlib.suppress(ConnectionClosed):
                await ws.send(message("removed"))
            await ws.close(4000, "removed by the host")
        self.changed(table)
        await self.broadcast(table)
        self.drive(table)

    def check_away(self, table: Table) -> None:
        """The away timeout passed for someone: bots cover the seats still empty."""
        if table.cover_absent(time.monotonic()):
            asyncio.get_running_loop().create_task(self.broadcast(table))
            self.drive(table)

    # Updates and bots --------------------------------------------------------------------------

    async def send_all(self, table: Table, text_for: Callable[[int], str]) -> None:
        """Send each connected seat its own message."""
        for seat in range(4):
            ws = self.links.get((id(table), seat))
            if ws is not None:
                with contextlib.suppress(ConnectionClosed):
                    await ws.send(text_for(seat))

    async def broadcast(self, table: Table, event: dict[str, Any] | None = None) -> None:
        """Send every connected seat its update after a change."""
        public = table.public()
        head = message("update", event=event, table=public)[:-1]  # the part every seat shares, encoded once

        def update(seat: int) -> str:
            return head + "," + json.dumps(table.update_for(seat), separators=(",", ":"))[1:]

        await self.send_all(table, update)

    def changed(self, table: Table, everything: bool = False) -> None:
        """Let the owner save the table: after every trick and deal, and ``everything`` when stopping."""
        match = table.match
        if self.on_change is None or match is None or (match.deal.current_trick.cards and not everything):
            return
        try:
            self.on_change(table)
        except Exception:  # a failing save must not stop the partie
            log.exception("could not save table %s", table.code)

    def drive(self, table: Table) -> None:
        """Make sure the table's bots play whenever it is their turn."""
        task = self.drivers.get(id(table))
        if task is None or task.done():
            self.drivers[id(table)] = asyncio.get_running_loop().create_task(self.play_bots(table))

    async def play_bots(self, table: Table) -> None:
        """Play the bot seats' turns one by one, and deal on when no player needs to read a summary."""
        while True:
            if table.deal_on():
                self.changed(table)
                await self.broadcast(table)
                continue
            seat = table.bot_to_play()
            if seat is None or table.match is None:
                return
            deal = table.match.deal
            pause = self.bot_delay + (self.trick_pause if deal.tricks and not deal.current_trick.cards else 0)
            if pause:
                await asyncio.sleep(pause)
            count = len(deal.actions)
            view = deal.view(seat)
            bot = table.bots[seat]
            action = await asyncio.to_thread(bot.choose, view) if bot.name == "expert" else bot.choose(view)
            if table.match.deal is not deal or len(deal.actions) != count or table.bot_to_play() != seat:
                continue  # the position moved on while the bot thought
            if action not in deal.legal_actions():
                log.error("bot at seat %d chose an illegal %s", seat, action)
                action = deal.legal_actions()[0]
            table.act(seat, str(action))
            await self.broadcast(table, {"seat": seat, "action": str(action)})
            self.changed(table)
