"""Joining a friend's table and coming back to our seat: after a drop (a few tries, waiting longer
each time, patient while the host still holds our old connection), or once the host serves again a
started table it closed (a mixin of the app's end of a shared table, ``NetLink``)."""

from __future__ import annotations

import asyncio
import contextlib
import ssl
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from textual.message import Message
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from belote.net.client import JoinRefused, TableClient, TableState
from belote.net.protocol import Unreadable
from belote.net.saves import TokenBook, host_of
from belote.tui.files import set_aside
from belote.tui.hostfiles import JOINED_FILE
from belote.tui.i18n import tr
from belote.tui.net_status import bot_nickname
from belote.tui.netmessages import RECONNECTING, ROOM_RECONNECTING, SLOW_RECONNECTING, LinkLost, LinkNotice
from belote.tui.netoptions import NetOptions, clean_name, player_name
from belote.tui.storage import join_command

RETRIES = 5
"""Times a dropped connection is tried again quickly (1, 2, 4, 8, 16 s apart) before trying slowly."""

SLOW_RETRY = 20.0
"""Seconds between two tries once the quick ones failed: a host that crashed comes back with
``host --resume`` whenever it can, and its friends with it, without quitting to type the command."""

HOST_CLOSED = "net.host_closed"
SEAT_GONE = ("removed", "replaced")
"""Why a host refuses our seat for good (removed, or its table replaced by another partie): the
key to it is forgotten, and a code given is tried instead."""
"""The host closed a started table and saved it: we try our seat again until it is served again."""

IN_USE_PATIENCE = 90.0
"""Seconds a dropped connection may be refused its seat as still in use when it comes back: the
host holds the old connection until it sees it is gone (its pings tell within about 40 s)."""

REOPEN_WAIT = 5.0
"""Seconds between two tries of our seat at a table the host closed (a refused connection is cheap)."""


def numbered(name: str, given: str) -> bool:
    """Whether ``name`` is ``given`` numbered by the table as another player's (« léa 2 » for « léa »,
    the name cut short to make room for the number when it is long): the same name to the player."""
    head, _, number = name.rpartition(" ")
    return number.isdigit() and bool(head) and given.startswith(head)


class Joining:
    """How a friend's end of the link sits at the table and comes back to it; ``NetLink`` supplies
    the connection's forwarding and the telling of the screen."""

    options: NetOptions
    home: Path
    write: Callable[[Path, object], None]
    tokens: TokenBook
    client: TableClient | None
    ended: str
    new_seat: bool
    gone_quiet: bool
    cut_off: bool
    back_as = ""
    """The name given when coming back to our seat with its key (checked against the seat's)."""
    name_told = ""
    """The seat's name we were told we came back under: not told again at each reconnection."""
    reopen_wait: float
    in_use_patience: float
    may_set_aside: bool

    def tell(self, message: Message) -> None:
        """Pass a message to the screen showing the table (``NetLink``'s)."""
        raise NotImplementedError

    async def forward(self) -> bool:
        """Pass the host's messages on until the connection closes (``NetLink``'s)."""
        raise NotImplementedError

    def set_aside_here(self, path: Path) -> Path | None:
        """Rename an unreadable file of ours aside (never deleted) and return where it went; None
        when nothing may be touched here (another copy of the game holds the folder) or the rename
        failed."""
        if self.may_set_aside:
            with contextlib.suppress(OSError):
                return set_aside(path)
        return None

    def check_tokens(self) -> None:
        """Our seats' keys file, there but unreadable, is set aside (never overwritten by the next
        key written), and we are told that the tables it held need their code again."""
        if not self.tokens.damaged():
            return
        aside = self.set_aside_here(self.tokens.path)
        said = tr("net.bad_tokens_aside", name=aside.name) if aside else tr("net.bad_tokens_left")
        self.tell(LinkNotice("net.bad_tokens_aside" if aside else "net.bad_tokens_left", said=said))

    async def connect(self) -> TableClient:
        """Back to our seat with our token if we have one for this address (or for this machine at
        another port), else join with the code."""
        options = self.options
        context = None
        if options.cafile:
            context = ssl.create_default_context(cafile=options.cafile)
        extra: dict[str, Any] = {"ssl": context} if context is not None else {}
        token = self.tokens.get(options.address)
        if token is not None:
            try:
                return await self.back_to_seat(token, extra)
            except JoinRefused as refused:
                if refused.rule in SEAT_GONE:
                    self.tokens.forget(options.address)  # that seat is not ours any more
                # A seat the table served there now does not know (the host opened another table
                # meanwhile) stays ours for when the host opens ours again: the key is kept.
                if refused.rule not in ("bad_token", *SEAT_GONE) or not options.code:
                    raise
        else:  # the same machine at another port: the host may have opened our table again there
            machine = host_of(options.address)
            for other in self.tokens.elsewhere(options.address):
                kept = self.tokens.get(other)
                if host_of(other) != machine or kept is None:
                    break  # the others are other machines': their keys are not shown to this one
                with contextlib.suppress(JoinRefused):  # another table of that machine
                    client = await self.back_to_seat(kept, extra)
                    self.tokens.put(options.address, kept)
                    return client
        if not options.code:  # no seat of ours here and no code to ask for one: the host would not read it
            await TableClient.reach(options.address, **extra)  # unless no table answers there at all
            raise JoinRefused("no_code", "no seat here: join with the table code")
        client = await TableClient.join(options.address, options.code, player_name(options.name), **extra)
        self.new_seat = True
        self.tokens.put(options.address, client.token)
        self.remember_joined()
        return client

    async def back_to_seat(self, token: str, extra: dict[str, Any]) -> TableClient:
        """Our seat at the table, with its token (JoinRefused when the table does not know it)."""
        client = await TableClient.resume(self.options.address, token, **extra)
        self.back_as = clean_name(self.options.name)  # the seat keeps its name: said if it differs
        self.remember_joined()
        return client

    def remember_joined(self, name: str = "") -> None:
        """Keep the address of the table we sat at, and our name (``name``: the one the table knows
        us by, else the one given), for the menu's join form and ``join`` without ``--name`` next
        time (a folder that refuses the write only loses that convenience)."""
        joined = {"address": self.options.address, "name": name or player_name(self.options.name)}
        with contextlib.suppress(OSError):
            self.write(self.home / JOINED_FILE, joined)

    async def join(self) -> None:
        """Join, and come back after a drop (quickly a few times, waiting longer each time, then every
        ``SLOW_RETRY`` seconds for as long as we stay), or when the host opens again a started table
        it closed and saved (however long that takes)."""
        self.check_tokens()
        self.client = await self.connect()
        attempt = 0
        in_use_since: float | None = None
        while True:
            if await self.forward():
                if self.ended != HOST_CLOSED:
                    return
                await self.wait_for_reopening()
                continue
            self.cut_off = True
            in_room = self.in_waiting_room()  # a host lost there kept nothing: no seat waits for us
            if attempt == RETRIES and not in_room:  # the host gone a while (it crashed?): our way back, once
                way_back = join_command(self.options.address, self.home)  # the folder our key is in too
                self.tell(LinkNotice("net.way_back", way_back))
            if attempt < RETRIES:
                self.tell(LinkLost(RECONNECTING))
            else:  # the seconds between two tries, as the sentence says them
                self.gone_quiet = True
                slowly = ROOM_RECONNECTING if in_room else SLOW_RECONNECTING
                self.tell(LinkLost(slowly, f"{SLOW_RETRY:.0f}"))
            await asyncio.sleep(2**attempt if attempt < RETRIES else SLOW_RETRY)
            attempt += 1
            with contextlib.suppress(OSError, InvalidHandshake, TimeoutError, Unreadable):
                try:
                    self.client = await self.connect()
                    self.cut_off = False
                    if self.gone_quiet:  # back after the host was long gone
                        self.gone_quiet = False
                        self.tell(LinkNotice("net.host_back"))
                    attempt, in_use_since = 0, None  # back: the next drop gets every try again
                except JoinRefused as refused:
                    if in_room and refused.rule in ("bad_token", "bad_code"):  # another table there now
                        raise JoinRefused("room_gone", "the waiting room was not kept") from refused
                    # A dropped connection the host has not noticed yet still holds our seat (it
                    # notices within about 40 s): keep trying a while, then say it is in use.
                    now = time.monotonic()
                    in_use_since = in_use_since if in_use_since is not None else now
                    if refused.rule != "seat_in_use" or now - in_use_since > self.in_use_patience:
                        raise
                    attempt = min(attempt, RETRIES - 1)

    def in_waiting_room(self) -> bool:
        """Whether the table we last heard of was still in its waiting room (the partie not started:
        a host that stops there keeps nothing, and a table it opens again is another one)."""
        state = self.client.state if self.client is not None else None
        return state is not None and state.phase == "lobby"

    async def wait_for_reopening(self) -> None:
        """The host closed a started table, which it saved: try our seat again every few seconds
        until the host serves it again (``host --resume``), then say we are back. A table that does
        not know our seat (the host opened another one there for a while) is waited out too; any
        other refusal (the host removed us) ends the wait with its reason."""
        while True:
            await asyncio.sleep(self.reopen_wait)
            with contextlib.suppress(OSError, InvalidHandshake, TimeoutError, Unreadable, ConnectionClosed):
                try:
                    self.client = await self.connect()
                except JoinRefused as refused:
                    if refused.rule in ("bad_token", "bad_code"):  # our seat, our code: not this table's
                        continue
                    raise
                self.ended = ""
                self.tell(LinkNotice("net.host_back"))
                return

    def kept_name(self, state: TableState) -> None:
        """Back at our seat with another name than the one we sat down with: the seat keeps its
        name (everyone at the table knows us by it), and we are told so, once."""
        given, self.back_as = self.back_as, ""
        name = state.seats[state.seat].name if 0 <= state.seat < len(state.seats) else ""
        if given and name and name != given and not numbered(name, given) and name != self.name_told:
            self.name_told = name
            self.tell(LinkNotice("net.kept_name", said=tr("net.kept_name", name=name)))
            self.remember_joined(name)  # the name offered next time is the one the table knows

    def sat_in(self, state: TableState) -> None:
        """Our first sight of the table we just sat at: told our name there when it is not the one
        we typed (cut to a name's length, numbered as another player's or a bot's, accents
        dropped); and when its partie had started, we took over from a bot, and are told whose seat
        and that the deal goes on from where it stands."""
        self.new_seat = False
        typed = " ".join(self.options.name.split())
        name = state.seats[state.seat].name if 0 <= state.seat < len(state.seats) else ""
        if typed and name and name != typed:
            self.tell(LinkNotice("net.seated_as", said=tr("net.seated_as", name=name)))
            self.remember_joined(name)  # the join form offers next time the name the table knows
        if state.phase != "lobby":
            said = tr("net.sat_in_us", bot=bot_nickname(state.seat))
            self.tell(LinkNotice("net.sat_in_us", said=said))
