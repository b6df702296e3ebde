"""The host: a WebSocket server refereeing one or more tables, with bots on the empty seats.

It alone holds the deals. Each connection gets in through the ``Door`` (join with the table code or
come back with its token), then sends actions the table checks; after every change each connected
seat is sent its own update (``Updates``), written at once without waiting on each connection; once
a deal is over, every seat gets its record (``finished``) for their history.
A malformed message is refused to its sender alone and logged (a flood of them only now and then),
and the connection stays; nothing a client sends can stop the host or the other tables.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import ssl
import time
from collections.abc import AsyncIterator, Callable, Iterable
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, broadcast, serve
from websockets.exceptions import ConnectionClosed

from belote.net.access import Throttle
from belote.net.door import PER_ADDRESS, Door, allow_more_connections, refuse
from belote.net.finished import record_message
from belote.net.host_bots import BotTurns
from belote.net.protocol import (
    LEAVING,
    MAX_CLIENT_MESSAGE,
    PHRASE_FLOOR,
    PHRASES,
    BadMessage,
    ClientMessage,
    message,
    parse_client,
)
from belote.net.stalls import BACKLOG, STALL, Stalls, cut, unsent
from belote.net.table import Refused, Table
from belote.net.updates import Updates

log = logging.getLogger("belote.net")

ADMIN = ("start", "swap", "kick", "level")
PLAYED_FOR_TOLD = 8
"""The last actions a bot played for a player away that they are told of when back (``more`` says
there were others before)."""
UNREADABLE = Refused("bad_message", "the table could not read that message")
"""The answer to a seated player's message that does not match the protocol (never saying which
field was wrong: the host's log does)."""


def tls_context(certificate: str, key: str) -> ssl.SSLContext:
    """A server TLS context from a certificate chain and its private key (PEM files)."""
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(certificate, key)
    return context


def push(connections: Iterable[ServerConnection], text: str) -> None:
    """Write a message to connections without waiting (cutting any that fell too far behind)."""
    alive = []
    for ws in connections:
        if unsent(ws) > BACKLOG:
            cut(ws)  # its player comes back with the whole state
        else:
            alive.append(ws)
    broadcast(alive, text)


class Host(BotTurns):
    """Serves tables over WebSockets; ``bot_delay`` paces the bots, ``on_change`` saves a table."""

    def __init__(
        self,
        *,
        bot_delay: float = 0.0,
        trick_pause: float = 0.0,
        throttle: Throttle | None = None,
        on_change: Callable[[Table], None] | None = None,
        on_deal: Callable[[Table], None] | None = None,
        behind_proxy: bool = False,
        per_address: int = PER_ADDRESS,
        stall: float = STALL,
    ) -> None:
        """An empty host; add tables with ``add``. Bots wait ``bot_delay`` before each action and
        ``trick_pause`` more after a completed trick, so that players can follow. ``on_deal`` is told
        each deal that ends (its record goes to the players too). ``behind_proxy``: addresses (wrong
        codes, ``per_address`` connections at most) are the last one the reverse proxy adds to
        X-Forwarded-For. A connection with bytes waiting unsent for ``stall`` seconds is cut."""
        self.bot_delay, self.trick_pause, self.stall = bot_delay, trick_pause, stall
        self.throttle = throttle if throttle is not None else Throttle()
        self.on_change, self.on_deal = on_change, on_deal
        self.tables: list[Table] = []
        self.door = Door(self.tables, self.throttle, behind_proxy, per_address)
        self.updates = Updates()
        self.links: dict[tuple[int, int], ServerConnection] = {}
        self.drivers: dict[int, asyncio.Task[None]] = {}
        self.spoken: dict[tuple[int, int], float] = {}
        self.timers: list[asyncio.TimerHandle] = []
        self.closed = False
        """Set once ``serving`` ends: the tables stay where they were left (no bot plays, no save)."""
        self.closing: set[asyncio.Task[None]] = set()
        """The connections of removed players being closed (the host goes on meanwhile)."""

    @property
    def dropped(self) -> int:
        """Malformed messages dropped so far."""
        return self.door.dropped

    def add(self, table: Table) -> Table:
        """Serve this table too."""
        self.tables.append(table)
        return table

    @contextlib.asynccontextmanager
    async def serving(
        self, address: str = "127.0.0.1", port: int = 0, tls: ssl.SSLContext | None = None
    ) -> AsyncIterator[Server]:
        """Listen on ``address:port`` (0: any free port) while the block runs; ``tls`` for wss://."""
        allow_more_connections()
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
            self.closed, now = False, time.monotonic()
            watch = asyncio.get_running_loop().create_task(Stalls(self.stall).watch(server))
            for table in self.tables:  # a restored table: its players are away until they come back
                for number, seat in enumerate(table.seats):
                    if seat.taken and not seat.connected and seat.away_since is None:
                        table.leave(number, now)
                self.check_away_later(table)
            try:
                yield server
            finally:
                self.say_closing()
                watch.cancel()
                for task in list(self.drivers.values()):
                    task.cancel()
                for timer in self.timers:
                    timer.cancel()
                for table in self.tables:
                    self.changed(table)
                self.closed = True  # the connections closing after this change nothing

    # Connections -------------------------------------------------------------------------------

    async def handler(self, ws: ServerConnection) -> None:
        """One connection: its hello (join or resume), then its messages until it closes."""
        address = self.door.address_of(ws)
        try:
            with self.door.counted(address) as allowed:
                if not allowed:
                    await self.door.too_many(ws)
                    return
                hello = await self.door.hello(ws, address)
                if hello is None:
                    return
                table, seat, token, kind = hello
                log.info("seat %d of table %s: %s from %s", seat, table.code, kind, address)
                await self.session(ws, table, seat, token, address)
        except ConnectionClosed:
            pass
        except Exception:  # never let one connection take the host down
            log.exception("connection from %s failed", address)
        finally:
            self.updates.forget(ws)

    async def session(self, ws: ServerConnection, table: Table, seat: int, token: str, address: str) -> None:
        """A seated player: welcome them (with their ``token`` if new), then their messages until the
        connection closes (the host may move them); the seat then waits for them."""
        junk = 0
        self.links[(id(table), seat)] = ws
        self.changed(table)  # a seat taken, or taken back: a crash now still knows its player
        try:
            admin = table.seats[seat].admin
            await ws.send(message("welcome", seat=seat, token=token, code=table.code, admin=admin))
            self.broadcast(table)
            for text in table.catch_up(seat, self.record_of(table)):  # the deals over while away
                push((ws,), text)
            played = table.told_back(seat)
            if played:  # what a bot chose for them meanwhile
                push(
                    (ws,),
                    message(
                        "played_for", actions=played[-PLAYED_FOR_TOLD:], more=len(played) > PLAYED_FOR_TOLD
                    ),
                )
            self.drive(table)
            async for raw in ws:
                try:
                    request = parse_client(raw)
                except BadMessage as error:  # refused like a bad action: the connection stays
                    junk += 1
                    self.door.drop(address, error, junk)
                    await refuse(ws, UNREADABLE)
                    continue
                if ws not in self.links.values() or self.closed:  # removed, or the host closing: its
                    break  # last save is made, nothing sent now counts (a card told would come back)
                seat = self.seat_of(table, ws, seat)
                try:
                    self.dispatch(table, seat, request)
                except Refused as refusal:
                    await refuse(ws, refusal)
                except Exception:  # a request the table cannot carry out: refused, the connection stays
                    log.exception(
                        "could not carry out %s from seat %d of table %s", request.type, seat, table.code
                    )
                    await refuse(ws, UNREADABLE)
        finally:
            seat = self.seat_of(table, ws, seat)
            if self.links.get((id(table), seat)) is ws:
                del self.links[(id(table), seat)]
                table.leave(seat, time.monotonic(), on_purpose=ws.close_reason == LEAVING)
                self.check_away_later(table)
                self.broadcast(table)
                self.drive(table)

    def say_closing(self) -> None:
        """Tell every connected player that the tables are closing (a started partie is saved, its
        seats waiting for their players when the host opens it again), so that they stop trying to
        come back."""
        push(list(self.links.values()), message("closing"))

    async def close_all(self, timeout: float = 2.0) -> None:
        """Tell every connected player that the tables are closing, then close their connections
        (waiting ``timeout`` seconds at most), so the message reaches them before the host stops."""
        connections = list(self.links.values())
        self.say_closing()
        if connections:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(
                    asyncio.gather(*(ws.close(1001, "the table is closing") for ws in connections)), timeout
                )

    def seat_of(self, table: Table, ws: ServerConnection, seat: int) -> int:
        """The seat this connection holds now (the host may have swapped it)."""
        return next((s for s in range(4) if self.links.get((id(table), s)) is ws), seat)

    # Requests ----------------------------------------------------------------------------------

    def dispatch(self, table: Table, seat: int, request: ClientMessage) -> None:
        """Carry out one validated request of a seated player."""
        kind = request.type
        if kind in ADMIN and not table.seats[seat].admin:
            raise Refused("not_host", "only the host may do this")
        if kind == "act":
            self.acted(table, seat, table.act(seat, request.text("action")))
        elif kind == "say":
            self.say(table, seat, request.text("phrase"))
        elif kind == "ready":
            if table.phase != "summary" or table.seats[seat].ready:
                return  # a « ready » repeated or out of place changes nothing: nobody is told anything
            if table.ready(seat):
                self.changed(table)
            self.broadcast(table)
            self.drive(table)
        elif kind == "start":
            table.start()
            self.changed(table)
            self.broadcast(table)
            self.drive(table)
        elif kind == "swap":
            table.swap(request.number("a"), request.number("b"))
            self.relink(table, request.number("a"), request.number("b"))
            self.broadcast(table)
        elif kind == "kick":
            self.kick(table, request.number("seat"))
        elif kind == "level":
            table.set_level(request.number("seat"), request.text("level"))
            self.broadcast(table)
        else:
            raise Refused("already_seated", "you are already seated")

    def say(self, table: Table, seat: int, phrase: str) -> None:
        """Pass a table phrase to every seat (known phrases only; a seat's phrases closer than
        ``PHRASE_FLOOR`` are dropped)."""
        if phrase not in PHRASES:
            raise Refused("unknown_phrase", "not a table phrase")
        key, now = (id(table), seat), time.monotonic()
        if now - self.spoken.get(key, -PHRASE_FLOOR) < PHRASE_FLOOR:
            return
        self.spoken[key] = now
        push(self.connected(table).values(), message("said", seat=seat, phrase=phrase))

    def relink(self, table: Table, a: int, b: int) -> None:
        """Follow two players whose seats the host swapped."""
        first, second = self.links.pop((id(table), a), None), self.links.pop((id(table), b), None)
        if first is not None:
            self.links[(id(table), b)] = first
        if second is not None:
            self.links[(id(table), a)] = second

    def kick(self, table: Table, seat: int) -> None:
        """Remove a player for good: free the seat (the table revokes their token and changes its
        code), tell them, and close their connection in the background (a client that never answers
        the close keeps neither the host waiting nor the seat: what it sends meanwhile is ignored)."""
        ws = self.links.pop((id(table), seat), None)
        table.kick(seat)
        if ws is not None:
            push((ws,), message("removed"))
            task = asyncio.get_running_loop().create_task(ws.close(4000, "removed by the host"))
            self.closing.add(task)
            task.add_done_callback(self.closing.discard)
        self.changed(table)
        self.broadcast(table)
        self.drive(table)

    def check_away_later(self, table: Table) -> None:
        """Check the table's absent players once the away timeout has passed (unless closed by then)."""
        if self.closed:
            return
        loop = asyncio.get_running_loop()
        now = loop.time()  # the timers already fired are forgotten
        self.timers = [timer for timer in self.timers if timer.when() > now and not timer.cancelled()]
        self.timers.append(loop.call_later(table.away_timeout, self.check_away, table))

    def check_away(self, table: Table) -> None:
        """The away timeout passed for someone: bots cover the seats still empty."""
        if not self.closed and table.cover_absent(time.monotonic()):
            self.broadcast(table)
            self.drive(table)

    # Updates --------------------------------------------------------------------------------------

    def connected(self, table: Table) -> dict[int, ServerConnection]:
        """The table's connections, by seat."""
        key = id(table)
        return {seat: ws for seat in range(4) if (ws := self.links.get((key, seat))) is not None}

    def broadcast(self, table: Table, event: dict[str, Any] | None = None) -> None:
        """Send every connected seat its update after a change (``event``: the action just taken)."""
        for ws, text in self.updates.texts(table, self.connected(table), event):
            push((ws,), text)

    def acted(self, table: Table, seat: int, action: object) -> None:
        """A seat's action was applied: save it before anyone sees it (a host that crashes gives no
        seen card back), then tell every seat, record a finished deal, play the bots."""
        match = table.match
        record = self.record_of(table) if match is not None and match.deal.result is not None else None
        here: dict[int, ServerConnection] = {}
        if record is not None:
            here = self.connected(table)
            table.keep_missed(record, here)  # saved with the table for the players away
        self.changed(table)
        self.broadcast(table, {"seat": seat, "action": str(action)})
        if record is not None:
            self.deal_over(table, record, here)
        self.drive(table)

    def deal_over(self, table: Table, record: str, here: dict[int, ServerConnection]) -> None:
        """A deal ended: its ``record`` to every player ``here`` (for their history; those away get
        it when they come back), and the deal to ``on_deal``."""
        push(here.values(), record)
        if self.on_deal is not None:
            try:
                self.on_deal(table)
            except Exception:  # a failing record must not stop the partie
                log.exception("could not record a deal of table %s", table.code)

    def record_of(self, table: Table) -> str | None:
        """The record of the table's deal once it is over (None while it is played): a player
        coming back during the summary gets it again."""
        return record_message(table.match, table.seat_levels(), table.secret, table.started_at)

    def changed(self, table: Table) -> None:
        """Let the owner save the table: after every action (every card too: at a shared table the
        trick on the table has been seen by all, so a crash must not take it back), and when stopping."""
        if self.closed or self.on_change is None or table.match is None:
            return
        try:
            self.on_change(table)
        except Exception:  # a failing save must not stop the partie
            log.exception("could not save table %s", table.code)
