"""The app's end of a shared table: hosting it (the server runs in the app's own event loop) or
joining one, then passing each message from the host to the screen that shows the table.

The link runs as an async worker of the app. Our own seat is always reached through a real
connection, even when hosting, so the host's player sees exactly what a friend sees.
"""

from __future__ import annotations

import contextlib
import logging
import ssl
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from textual.message import Message
from textual.message_pump import MessagePump
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from belote.engine import Rules, SaveError
from belote.history import Recorder
from belote.net.client import JoinRefused, TableClient
from belote.net.host import Host
from belote.net.protocol import (
    DEFAULT_PORT,
    BadMessage,
    Undecodable,
    Unreadable,
    VersionMismatch,
    now_and_then,
)
from belote.net.saves import TokenBook, load_table, table_to_json, write_json
from belote.net.table import Table
from belote.tui.events import played_for_text
from belote.tui.hostfiles import (
    PLACE_FILE,
    TABLE_FILE,
    TOKENS_FILE,
    saved_place,
    saved_table,
    table_file_here,
)
from belote.tui.i18n import FR, tr
from belote.tui.netlink_join import HOST_CLOSED, IN_USE_PATIENCE, REOPEN_WAIT, Joining, numbered
from belote.tui.netmessages import SEAT_KEPT, TRYING_AGAIN, HostSaid, LinkLost, LinkNotice
from belote.tui.netoptions import NetOptions, in_url, player_name, reachable_address
from belote.tui.netreasons import host_tls, plain_reason
from belote.tui.netrecord import DealKeeper
from belote.tui.storage import join_command

log = logging.getLogger("belote.tui")

PENDING = 64
"""Messages kept while no screen listens (the oldest go first)."""


class NetLink(Joining):
    """Hosts or joins a table and forwards the host's messages to ``listener`` (a screen)."""

    table_secret: str | None = None
    """The secret of a new table hosted here (None: a random one, as every table makes): fixed by
    the tests alone, so that the host's seed deals the same cards at every run."""

    def __init__(
        self,
        options: NetOptions,
        home: Path,
        rules: Rules,
        levels: Mapping[int, str],
        pauses: tuple[float, float],
        seed: int | None = None,
        write: Callable[[Path, object], None] | None = None,
        recorder: Recorder | None = None,
    ) -> None:
        """``home`` keeps the table file and our tokens, written by ``write`` (atomically by default);
        ``rules``, the bots' ``levels`` (seat -> level), their ``pauses`` (before an action, after a
        trick) and the ``seed`` apply when hosting a new table, and ``recorder`` writes each deal
        played at the table (hosted or joined) in the history."""
        self.options, self.home, self.rules, self.levels, self.pauses = options, home, rules, levels, pauses
        self.seed, self.recorder = seed, recorder
        self.write = write if write is not None else write_json
        self.client: TableClient | None = None
        self.host: Host | None = None
        self.table: Table | None = None
        self._listener: MessagePump | None = None
        self.pending: list[Message] = []
        """Messages that came while no screen was listening, for the next one."""
        self.where = ""
        """Where friends join us (hosting): the scheme, address and port."""
        self.port = 0
        """The port we serve on (hosting)."""
        self.tokens = TokenBook(home / TOKENS_FILE, self.write)
        self.unreadable = 0
        """Messages from the host left aside, no message at all or undecodable (the player is told of
        the first)."""
        self.deals = DealKeeper(recorder)
        """Writes each deal played at the table in the history."""
        self.resumed = False
        """Hosting a saved table (``--resume``) rather than a new one."""
        self.host_token = ""
        """Hosting: our token at the table, kept in the token book with the table's first save."""
        self.listening = ""
        """Hosting: the address we serve on."""
        self.saved_once = False
        """Hosting: the table was saved once (our token and its place went with that save)."""
        self.may_set_aside = True
        """Whether an unreadable saved table or keys file may be renamed aside (not when another copy
        of the game holds the folder: nothing is touched there)."""
        self.ended = ""
        """Why the link ended for good (a ``LinkLost`` reason key), "" while it holds or tries again."""
        self.reopen_wait = REOPEN_WAIT
        """Seconds between two tries of our seat once the host closed the table (tests shorten it)."""
        self.in_use_patience = IN_USE_PATIENCE
        """Seconds our seat may be refused as in use while we come back (tests shorten it)."""
        self.new_seat = False
        """Joining: we were just given a seat with the code, and have not yet seen the table."""
        self.gone_quiet = False
        """Joining: the host did not answer our quick tries after a drop; we try slowly until it does."""
        self.cut_off = False
        """Joining: the connection dropped and we have not got it back yet (quick or slow tries):
        nothing we say, our leaving included, reaches the host now."""
        self.replacing = ""
        """Hosting a new table where a saved one waits unfinished: the command that reopens the saved
        one, said with the warning that the new table will replace it, once the new one is open (a
        table that could not open replaces nothing)."""

    @property
    def invitation(self) -> str:
        """The line friends type to join (hosting), with the table's code as it is now (it changes
        when the host removes a player)."""
        if not self.where or self.table is None:
            return ""
        return f"belote-tui join {self.where} {self.table.code}"

    @property
    def seated(self) -> bool:
        """Whether a seat waits for us: hosting, once the table is served (a table that could not
        open has none); joining, once the host gave us a seat (its token is kept), and not when the
        link ended otherwise than by a drop (refused, seat in use, removed, the table closed)."""
        if self.options.mode == "host":
            return self.host is not None
        if self.ended and self.ended not in SEAT_KEPT:
            return False
        return self.tokens.get(self.options.address) is not None

    def choosing_rules(self) -> bool:
        """Whether we host a table still in its waiting room: its rules are ours to choose."""
        return self.host is not None and self.table is not None and self.table.match is None

    def set_rules(self, rules: Rules) -> None:
        """Deal the table we host by ``rules`` (chosen in the options before the start), and show
        them to everyone in the waiting room."""
        if not self.choosing_rules():
            return
        assert self.host is not None and self.table is not None  # hosting, see ``choosing_rules``
        self.rules = rules
        self.table.set_rules(rules)
        self.host.broadcast(self.table)

    @property
    def table_path(self) -> Path:
        """The hosted table's file."""
        return self.home / TABLE_FILE

    @property
    def listener(self) -> MessagePump | None:
        """The screen showing the table, which the host's messages go to."""
        return self._listener

    @listener.setter
    def listener(self, screen: MessagePump | None) -> None:
        """A new screen shows the table: it first gets what came while none was listening."""
        self._listener = screen
        if screen is not None:
            for message in self.pending:
                screen.post_message(message)
            self.pending.clear()

    def tell(self, message: Message) -> None:
        """Pass a message to the screen showing the table (kept for the next one if none is)."""
        if isinstance(message, LinkLost):
            self.ended = "" if message.reason in TRYING_AGAIN else message.reason
        if self._listener is not None:
            self._listener.post_message(message)
        else:
            self.pending = [*self.pending[-(PENDING - 1) :], message]

    async def run(self) -> None:
        """The worker: host or join, then forward messages until the table closes."""
        try:
            if self.options.mode == "host":
                await self.serve()
            else:
                await self.join()
        except VersionMismatch as error:
            log.warning("the host speaks another version: %s", error)
            self.tell(LinkLost("net.update"))
        except JoinRefused as error:  # our own words for the reason: never the host's text as it came
            known = f"net.refused.{error.rule}" in FR
            reason = f"net.refused.{error.rule}" if known else "net.refused.other"
            seatless = self.options.mode == "join" and error.rule in ("no_code", "full_waiting")
            elsewhere = self.tokens.elsewhere(self.options.address) if seatless else []
            if elsewhere:  # our seat may be this table's, typed another way the first time: said in
                # the room itself, with the command (with the folder the key is in); a notice would hide it
                way_back = join_command(elsewhere[0], self.home)
                self.tell(LinkLost("net.refused.elsewhere", way_back, error.wait))
            else:
                self.tell(LinkLost(reason, "", error.wait))
        except (OSError, InvalidHandshake, InvalidURI, BadMessage, TimeoutError, ConnectionClosed) as error:
            reason = plain_reason(error)
            if self.options.resume and reason == tr("net.why.in_use"):  # the friends come back to this port
                reason = tr("net.why.in_use_resume")
            self.tell(LinkLost(self.failed_reason(), reason))
        except ValueError as error:  # an address the system cannot even look up (« a..b »)
            log.warning("bad table address: %r", error)
            self.tell(LinkLost(self.failed_reason(), tr("net.why.bad_address")))
        except Exception:  # anything else: said, never a screen left waiting on a dead worker
            log.exception("the shared table's link failed")
            self.tell(LinkLost(self.failed_reason(), tr("net.why.unexpected")))

    def failed_reason(self) -> str:
        """The sentence for a link that failed: the table could not be opened, or not reached."""
        return "net.cannot_host" if self.options.mode == "host" and self.host is None else "net.unreachable"

    # Hosting -----------------------------------------------------------------------------------

    def hosted_table(self) -> tuple[Table, str]:
        """The table to host: the saved one with ``--resume``, else a new one; and our token."""
        options = self.options
        self.check_tokens()  # an unreadable keys file is set aside, not overwritten by our new key
        token = self.tokens.get("host")
        if options.resume and token is not None and saved_table(self.home):
            table = self.readable_table()
            if table is not None and not self.may_set_aside:  # the copy holding the folder may host it
                self.tell(LinkNotice("net.table_elsewhere"))
            elif table is not None:
                if options.away is not None:  # else the delay the table was opened with
                    table.away_timeout = options.away
                self.resumed = True
                self.tell_kept_name(table.seats[0].name)
                return table, token
        elif options.resume and table_file_here(self.home):  # its file is here, our key to it is not
            self.tell(LinkNotice("net.table_key_lost"))
        elif options.resume:  # nothing to resume here: say so rather than open a new table silently
            self.tell(LinkNotice("net.nothing_to_resume"))
        levels = dict(self.levels)
        table = Table(rules=self.rules, seed=self.seed, bot_levels=levels)
        if self.table_secret is not None:
            table.secret = self.table_secret
        table.replaced = self.saved_players()
        if options.away is not None:
            table.away_timeout = options.away
        _, token = table.sit_host(player_name(options.name))
        return table, token  # the token is kept with the first save: a table never started replaces nothing

    def tell_kept_name(self, name: str) -> None:
        """Opened again under another ``--name`` than the table knows us by: the seat keeps its name
        (the friends know us by it), and we are told so, as a friend coming back is."""
        given = player_name(self.options.name) if self.options.name else ""
        if given and name and name != given and not numbered(name, given):
            self.tell(LinkNotice("net.kept_name", said=tr("net.kept_name", name=name)))

    def readable_table(self) -> Table | None:
        """The table saved here, or None when it cannot be read: then it is renamed aside (never
        deleted) and the player told where it went, in our words, and a new table opens."""
        try:
            return load_table(self.table_path)
        except (OSError, SaveError) as error:
            log.warning("the saved table cannot be read: %s", error)
        aside = self.set_aside_here(self.table_path)
        if aside is not None:
            self.tell(LinkNotice("net.bad_table_aside", said=tr("net.bad_table_aside", name=aside.name)))
        else:
            self.tell(LinkNotice("net.bad_table_left"))
        return None

    def saved_players(self) -> set[str]:
        """The token hashes of the table saved here (a new table opened instead replaces it once its
        partie starts, and then tells them so), none if there is none or it cannot be read."""
        if not saved_table(self.home):
            return set()
        try:
            saved = load_table(self.table_path)
        except (OSError, SaveError):
            return set()
        return {seat.token_hash for seat in saved.seats if seat.token_hash}

    def save_table(self, table: Table) -> None:
        """Save the hosted table; with its first save, our token at it and where it is served go
        too, so ``--resume`` finds our seat and the friends their door (a new table that never
        started leaves the saved one, and our way back to it, as they were); written again if the
        folder was made anew meanwhile (moved or deleted under us)."""
        self.write(self.table_path, table_to_json(table))
        if not self.saved_once or not self.tokens.path.exists() or not (self.home / PLACE_FILE).exists():
            self.tokens.put("host", self.host_token)
            self.tokens.restore()
            name = table.seats[0].name or player_name(self.options.name)  # the name the table knows us by
            place = {"name": name, "listen": self.listening, "port": self.port}
            self.write(self.home / PLACE_FILE, place)
            self.saved_once = True

    def serving_place(self) -> tuple[str, int]:
        """The address and port to serve on: as given, else (resuming) the saved table's, else every
        address on the default port."""
        options = self.options
        saved = saved_place(self.home) if self.resumed else None
        listen = options.listen if options.listen is not None else saved.listen if saved else "0.0.0.0"
        port = options.port if options.port is not None else saved.port if saved else DEFAULT_PORT
        return listen, port

    async def serve(self) -> None:
        """Serve the table on our port and sit at it through a connection of our own."""
        options = self.options
        self.table, token = self.hosted_table()
        self.host_token = token
        tls = host_tls(options.cert, options.key) if options.cert and options.key else None
        host = Host(
            bot_delay=self.pauses[0],
            trick_pause=self.pauses[1],
            on_change=self.save_table,
            on_deal=self.deals.hosted if self.recorder is not None else None,
            behind_proxy=options.behind_proxy,
            per_address=options.per_address,
        )
        host.add(self.table)
        listen, port = self.serving_place()
        async with host.serving(listen, port, tls) as server:
            self.host = host
            self.listening = listen
            port = self.port = next(iter(server.sockets)).getsockname()[1]
            ipv6 = ":" in listen  # an IPv6 address: served to IPv6 connections only
            where = reachable_address(ipv6) if listen in ("0.0.0.0", "::") else listen
            scheme = "wss://" if tls is not None else ""
            self.where = f"{scheme}{in_url(where)}:{port}"
            own = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT) if tls is not None else None
            if own is not None:  # our own connection to ourselves, on this machine
                own.check_hostname, own.verify_mode = False, ssl.CERT_NONE
            loopback = "[::1]" if ipv6 else "127.0.0.1"
            self.client = await TableClient.resume(f"{scheme or 'ws://'}{loopback}:{port}", token, ssl=own)
            if self.resumed and self.table.phase != "lobby":  # no waiting room: how friends come back
                self.tell(LinkNotice("net.rejoin", self.invitation))  # or join in, sitting in for a bot
            if self.replacing and not self.resumed:
                self.tell(LinkNotice("net.saved_table_replaced", self.replacing))
            await self.forward()

    # Forwarding --------------------------------------------------------------------------------

    async def forward(self) -> bool:
        """Pass the host's messages on until the connection closes; True if it was closed on purpose
        (we left, or the host removed us), False if it dropped."""
        client = self.client
        assert client is not None
        removed = closing = False
        try:
            while True:
                try:
                    data = await client.receive()
                except Unreadable as error:
                    self.left_aside(error)
                    continue
                if data["type"] == "record":  # for our history: the screens show nothing of it
                    if self.options.mode == "join":
                        self.deals.joined(data, client.state)
                    continue
                if data["type"] == "closing":  # the host closes the table: no use trying again
                    closing = True
                    continue
                if data["type"] == "played_for":  # back at the table: told whichever screen shows it
                    said = played_for_text(data.get("actions"), data.get("more"))
                    if said:
                        self.tell(LinkNotice("net.played_for", said=said))
                    continue
                removed = removed or data["type"] == "removed"
                self.tell(HostSaid(data, client.state))
                if self.new_seat and client.state is not None:
                    self.sat_in(client.state)
                if self.back_as and client.state is not None:
                    self.kept_name(client.state)
        except ConnectionClosed as closed:
            if removed:
                self.tokens.forget(self.options.address)
                self.tell(LinkLost("net.removed"))
                return True
            if closing and self.options.mode == "join":  # a table not started yet is not saved
                started = client.state is not None and client.state.phase != "lobby"
                self.tell(LinkLost(HOST_CLOSED if started else "net.host_closed_room", self.options.address))
                return True
            return (
                closed.rcvd is not None and closed.rcvd.code in (1000, 1001) and self.options.mode == "host"
            )
        except BadMessage as error:  # the cause is for the log, not for the player
            log.warning("unreadable message from the host: %s", error)
            self.tell(LinkLost("net.update" if isinstance(error, VersionMismatch) else "net.garbled"))
            return True

    def left_aside(self, error: Unreadable) -> None:
        """A frame from the host that is no message, or a message whose content does not decode
        (``Undecodable``): one bad message must not cut us off nor end the partie, so it is logged
        (a flood only now and then), the player told once in plain words, and the table read on (the
        host's next update brings it up to date)."""
        self.unreadable += 1
        if now_and_then(self.unreadable):
            log.warning("left aside message %d from the host: %s", self.unreadable, error)
        if self.unreadable == 1:
            self.tell(LinkNotice("net.undecodable" if isinstance(error, Undecodable) else "net.unreadable"))

    async def send(self, kind: str, **fields: Any) -> None:
        """Send a request to the host (dropped if we are not connected right now)."""
        if self.client is not None:
            with contextlib.suppress(ConnectionClosed):
                await self.client.send(kind, **fields)

    async def close(self, on_purpose: bool = True) -> None:
        """Leave the table (hosting: the players are told it closes, and it is saved as the server
        stops); ``on_purpose``, a bot plays our seat at once, else it waits for us as after a drop."""
        if self.host is not None:
            await self.host.close_all()
        if self.client is not None:
            await (self.client.leave() if on_purpose else self.client.close())
