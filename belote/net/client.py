"""A player's end of a shared table: join or resume, then receive updates and send actions.

``TableClient`` keeps the latest ``TableState`` decoded from the host's updates: the seat's own
``DealView`` plus the public table (names, scores, the sheet). An update carries the rules, the seats,
the draw and the sheet only when they changed: the others are kept from the state before. Everything
received is checked; a message whose content does not decode raises ``Undecodable`` and a frame
that is no message at all ``Unreadable``, the state left as it was: the connection is still good and
the host's next update brings the table up to date (the parts of the update left aside are kept and
read with it, since the host does not send them again unless they change).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidURI
from websockets.uri import parse_uri

from belote.engine import Action, Card, Cut, DealResult, DealView, Rules, Trick
from belote.net.codec import (
    GROWING,
    PRIVATE,
    cut_from_json,
    draw_from_json,
    received_from_json,
    result_from_json,
    trick_from_json,
    view_from_json,
)
from belote.net.protocol import (
    CODE_LENGTH,
    DEFAULT_PORT,
    LEAVING,
    MAX_HOST_MESSAGE,
    NAME_LENGTH,
    PARTS,
    PHRASES,
    TERMINAL_ESCAPE,
    BadMessage,
    Undecodable,
    message,
    parse_host,
)

T = TypeVar("T")

MAX_WAIT = 3600
"""The longest wait a host may announce for our next attempt, in seconds (a larger one is ignored)."""


ANSWER_TIMEOUT = 15.0
"""Seconds to wait for the host's answer to our join (it answers at once: a server that accepted the
connection and stays silent is no table, and the player must not wait on it for ever)."""


class JoinRefused(Exception):
    """The host refused to seat us: ``rule`` says why (bad_code, bad_token, seat_in_use, full...);
    ``wait`` is how many seconds the host will hold our next attempt (after repeated wrong codes)."""

    def __init__(self, rule: str, message: str, wait: int = 0) -> None:
        super().__init__(message)
        self.rule, self.wait = rule, wait


@dataclass(frozen=True)
class SeatState:
    """A seat as everyone sees it: the player's name, and whether they are here or a bot plays."""

    name: str
    player: bool
    here: bool
    bot: bool
    level: str = ""
    """The level of the bot that plays the seat when a bot does."""
    ready: bool = False
    """The player has read the finished deal's summary (the next deal waits for every player here;
    never said by a host older than this field)."""
    cover_after: int = 0
    """The player is away and no bot plays for them yet: one will, this many seconds after they
    left (0 otherwise, and from a host older than this field)."""
    cover_in: float = 0.0
    """The same wait, as the seconds left of it when the host told it (0 when none, and from a host
    older than this field)."""
    since: int = -1
    """The player sat in for a bot mid-deal after this many bids and cards of it (the bot made
    those); -1 when they held the seat from the deal's start, and from a host older than this field."""
    left: str = ""
    """The player the host removed from the seat during this deal, who made its first ``since`` bids
    and cards ("" otherwise, and from a host older than this field)."""
    earlier: tuple[tuple[int, str], ...] = ()
    """Who held the seat in this deal before those, oldest first: (the moves made when they stopped,
    their name; "" for the bot). Empty from a host older than this field."""


@dataclass(frozen=True)
class TableState:
    """What one seat knows of the table after an update."""

    seat: int
    phase: str
    rules: Rules
    seats: tuple[SeatState, ...]
    view: DealView | None = None
    scores: tuple[int, int] = (0, 0)
    manches: tuple[int, int] = (0, 0)
    reserve: int = 0
    manche: int = 0
    manche_over: bool = False
    winner: int | None = None
    sheet: tuple[tuple[DealResult, ...], ...] = ((),)
    deal_number: int = 1
    draw: tuple[tuple[Card | None, ...], ...] = ()
    cut: Cut | None = None
    """Who cut the cards of this deal, and where."""
    actions: int = 0
    """Actions taken so far in the current deal (tells two positions apart)."""
    partie: int = 0
    """Which partie at this table (the next one starts a new score sheet)."""
    event: tuple[int, str] | None = None
    previous_last: Trick | None = None
    """The last trick of the deal before this one in the partie (None when there is none)."""
    received: tuple[Card, ...] = ()
    """The cards our seat received at the take, until it plays its first card of the deal."""
    takers: tuple[tuple[str, ...], ...] = ()
    """Who took each deal of the sheet, manche by manche: the player's name at the take, "" for a
    bot (none from a host that does not tell it)."""


def _pair(value: object) -> tuple[int, int]:
    if not isinstance(value, list) or len(value) != 2 or not all(isinstance(v, int) for v in value):
        raise ValueError("expected two numbers")
    return value[0], value[1]


def _seat_state(value: object) -> SeatState:
    if not isinstance(value, dict):
        raise ValueError("a seat must be an object")
    name, level = value.get("name"), value.get("level", "")
    player, here, bot = (value.get(key) for key in ("player", "here", "bot"))
    ready, wait, since = value.get("ready", False), value.get("cover_after", 0), value.get("since", -1)
    left = value.get("left", "")
    if not isinstance(name, str) or not isinstance(level, str) or not isinstance(left, str):
        raise ValueError("malformed seat")
    if not isinstance(player, bool) or not isinstance(here, bool) or not isinstance(bot, bool):
        raise ValueError("malformed seat")
    if not isinstance(ready, bool) or not isinstance(wait, int) or isinstance(wait, bool):
        raise ValueError("malformed seat")
    if not isinstance(since, int) or isinstance(since, bool):
        raise ValueError("malformed seat")
    left_wait = value.get("cover_in", 0)
    if not isinstance(left_wait, int | float) or isinstance(left_wait, bool) or left_wait != left_wait:
        raise ValueError("malformed seat")
    wait, since = min(max(wait, 0), 86400), min(max(since, -1), 64)  # 8 bids and 32 cards at most
    left_wait = min(max(float(left_wait), 0.0), float(wait))
    name, level, left = printable(name, NAME_LENGTH), printable(level, 16), printable(left, NAME_LENGTH)
    return SeatState(
        name,
        player,
        here,
        bot,
        level,
        ready,
        wait,
        left_wait,
        since,
        left,
        _holders(value.get("earlier", [])),
    )


def _holders(value: object) -> tuple[tuple[int, str], ...]:
    """A seat's earlier holders as the host tells them (a few at most; what does not read as one
    is left out: the log then names the seat's present holder for those moves)."""
    holders: list[tuple[int, str]] = []
    for pair in value[:8] if isinstance(value, list) else []:
        if isinstance(pair, list) and len(pair) == 2 and isinstance(pair[1], str):
            until = pair[0]
            if isinstance(until, int) and not isinstance(until, bool):
                holders.append((min(max(until, 0), 64), printable(pair[1], NAME_LENGTH)))
    return tuple(holders)


def printable(text: str, limit: int) -> str:
    """``text`` as a screen may show it: no terminal escape sequence nor other control character, at
    most ``limit`` characters, as the host itself keeps names (a host of another program may not)."""
    return "".join(char for char in TERMINAL_ESCAPE.sub("", text) if char.isprintable())[:limit]


def _number(data: dict[str, Any], key: str, default: int = 0) -> int:
    value = data.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"{key} must be a number")
    return value


def _sheet(value: object, partie: int, previous: TableState | None) -> tuple[tuple[DealResult, ...], ...]:
    """The score sheet of the ``partie``; a deal written on it never changes, so those of the sheet
    before (of the same partie) are kept and only the deals written since are decoded."""
    if not isinstance(value, list) or not all(isinstance(manche, list) for manche in value):
        raise ValueError("malformed sheet")
    before = previous.sheet if previous is not None and previous.partie == partie else ()
    sheet = []
    for index, manche in enumerate(value):
        kept = before[index] if index < len(before) and len(before[index]) <= len(manche) else ()
        sheet.append(kept + tuple(result_from_json(r) for r in manche[len(kept) :]))
    return tuple(sheet)


def _part(data: dict[str, Any], name: str, previous: TableState | None, decode: Callable[[Any], T]) -> T:
    """A part of the update sent only when it changed: decoded if sent, else the one kept from before."""
    if name in data:
        return decode(data[name])
    if previous is None:
        raise ValueError(f"no {name} received yet")
    kept: T = getattr(previous, name)
    return kept


def _previous_trick(data: dict[str, Any], previous: TableState | None) -> Trick | None:
    """The previous deal's last trick: sent when it changed, else the one kept (none from a host
    that does not send it)."""
    if "previous_trick" in data:
        return trick_from_json(data["previous_trick"])
    return previous.previous_last if previous is not None else None


def _takers(data: dict[str, Any], previous: TableState | None) -> tuple[tuple[str, ...], ...]:
    """Who took each deal of the sheet: sent when it changed, else the one kept (none from a host
    that does not send it); each name as a screen may show it."""
    if "takers" not in data:
        return previous.takers if previous is not None else ()
    rows = data["takers"]
    if not isinstance(rows, list) or len(rows) > 16:
        raise ValueError("malformed takers")
    taken = []
    for row in rows:
        if not isinstance(row, list) or len(row) > 256 or not all(isinstance(name, str) for name in row):
            raise ValueError("malformed takers")
        taken.append(tuple(printable(name, NAME_LENGTH) for name in row))
    return tuple(taken)


def _view(data: dict[str, Any], previous: TableState | None, rules: Rules) -> DealView:
    """Our view from the public deal, our private part and the deal's bids and tricks (sent when
    they grew: else those of the view before)."""
    deal = {**data["table"]["deal"], **{key: data[key] for key in PRIVATE}}
    kept: dict[str, Any] = {}
    for name in GROWING:
        if name in data:
            deal[name] = data[name]
        elif previous is not None and previous.view is not None:
            kept[name] = getattr(previous.view, name)
        else:
            raise ValueError(f"no {name} received yet")
    return view_from_json(deal, rules, **kept)


def state_from_update(data: dict[str, Any], previous: TableState | None = None) -> TableState:
    """Decode an ``update`` message; the parts it does not carry (``PARTS``: they did not change) are
    taken from ``previous``, the last state. BadMessage if any part is malformed or missing."""
    try:
        table = data["table"]
        rules = _part(data, "rules", previous, Rules.from_json)
        seats = _part(data, "seats", previous, lambda value: tuple(_seat_state(seat) for seat in value))
        if len(seats) != 4 or table["phase"] not in ("lobby", "playing", "summary", "over"):
            raise ValueError("malformed table")
        seat = data["seat"]
        if seat not in (0, 1, 2, 3):
            raise ValueError("not a seat")
        event = data.get("event")
        said = None
        if isinstance(event, dict):
            said = (event["seat"], str(event["action"]))
        state = TableState(seat=seat, phase=table["phase"], rules=rules, seats=seats, event=said)
        if "deal" not in table:
            return state
        winner, partie = table.get("winner"), _number(table, "partie")
        return TableState(
            seat=seat,
            phase=table["phase"],
            rules=rules,
            seats=seats,
            event=said,
            view=_view(data, previous, rules),
            scores=_pair(table["scores"]),
            manches=_pair(table["manches"]),
            reserve=_number(table, "reserve"),
            manche=_number(table, "manche"),
            manche_over=bool(table.get("manche_over")),
            winner=winner if winner in (0, 1) else None,
            sheet=_part(data, "sheet", previous, lambda value: _sheet(value, partie, previous)),
            deal_number=_number(table, "deal_number", 1),
            draw=_part(data, "draw", previous, draw_from_json),
            actions=_number(table, "actions"),
            partie=partie,
            cut=cut_from_json(table.get("cut")),
            previous_last=_previous_trick(data, previous),
            received=received_from_json(data.get("received")),
            takers=_takers(data, previous),
        )
    except (KeyError, TypeError, ValueError) as error:
        raise BadMessage(f"malformed update: {error!r}") from None


PING_INTERVAL = 5.0
PING_TIMEOUT = 8.0
CLOSE_TIMEOUT = 2.0
"""A host that stops answering (hung, or its network gone) is told within 15 s: a ping every 5 s,
each given 8 s (a busy host answers pings between its bots' decisions), then 2 s for the closing
it will not answer either."""


def url_of(address: str) -> str:
    """``host:port`` (or a bare host, or a ``ws://``/``wss://`` URL) as a WebSocket URL."""
    if address.startswith(("ws://", "wss://")):
        return address
    if ":" not in address.rsplit("]", 1)[-1]:
        address = f"{address}:{DEFAULT_PORT}"
    return f"ws://{address}"


async def connected(address: str, options: dict[str, Any]) -> ClientConnection:
    """A WebSocket connection to the table at ``address`` (``options`` for ``connect``: TLS);
    InvalidURI for a port out of range (websockets would raise it only while connecting)."""
    url = url_of(address)
    try:
        parse_uri(url)
    except ValueError as error:
        raise InvalidURI(url, str(error)) from None
    pings = {"ping_interval": PING_INTERVAL, "ping_timeout": PING_TIMEOUT, "close_timeout": CLOSE_TIMEOUT}
    return await connect(url, max_size=MAX_HOST_MESSAGE, compression=None, **(pings | options))


class TableClient:
    """A seat at a remote table over one WebSocket connection."""

    def __init__(self, ws: ClientConnection, seat: int, token: str, admin: bool) -> None:
        """Use ``join`` or ``resume``."""
        self.ws, self.seat, self.token, self.admin = ws, seat, token, admin
        self.state: TableState | None = None
        self.unread: dict[str, Any] = {}
        """The parts (``PARTS``) of the updates left aside as undecodable since the last good one:
        the host sends a part only when it changed, so the next update is read with them."""

    @classmethod
    async def join(cls, address: str, code: str, name: str, **options: Any) -> TableClient:
        """Join a table with its code; JoinRefused if the host says no, or without asking it for a
        code no table has (empty or too long: the host would only hang up)."""
        if not 1 <= len(code) <= CODE_LENGTH:
            raise JoinRefused("bad_code", "that is not a table code")
        return await cls._hello(address, message("join", code=code, name=name), "", options)

    @classmethod
    async def resume(cls, address: str, token: str, **options: Any) -> TableClient:
        """Come back to our seat with our token; JoinRefused if the host says no."""
        return await cls._hello(address, message("resume", token=token), token, options)

    @staticmethod
    async def reach(address: str, **options: Any) -> None:
        """Open a connection to the table at ``address`` and close it at once, saying nothing: the
        same errors as ``join`` when nothing answers there (a wrong address or port)."""
        await (await connected(address, options)).close()

    @classmethod
    async def _hello(cls, address: str, hello: str, token: str, options: dict[str, Any]) -> TableClient:
        ws = await connected(address, options)
        try:
            with contextlib.suppress(ConnectionClosed):  # a host turning us away may speak first
                await ws.send(hello)
            # a host answers at once; something that took the connection and stays silent is no table
            answer = parse_host(await asyncio.wait_for(ws.recv(), ANSWER_TIMEOUT))
            if answer["type"] == "refused":
                wait = answer.get("wait")
                wait = wait if isinstance(wait, int) and 0 < wait <= MAX_WAIT else 0
                raise JoinRefused(str(answer.get("rule")), str(answer.get("message")), wait)
            if answer["type"] != "welcome" or answer.get("seat") not in (0, 1, 2, 3):
                raise BadMessage(f"unexpected answer {answer['type']!r}")
        except BaseException:
            await ws.close()
            raise
        return cls(ws, answer["seat"], str(answer.get("token") or token), bool(answer.get("admin")))

    async def receive(self) -> dict[str, Any]:
        """The next host message; an update also refreshes ``state``. ConnectionClosed at the end;
        Unreadable for a frame that is no message, Undecodable for a message whose content does not
        decode (``state`` is untouched: receive on)."""
        data = parse_host(await self.ws.recv())
        if data["type"] == "update":
            self.update(data)
        elif data["type"] == "said" and (
            data.get("seat") not in (0, 1, 2, 3) or data.get("phrase") not in PHRASES
        ):
            raise Undecodable("a phrase must come from a seat and be a table phrase")
        return data

    def update(self, data: dict[str, Any]) -> None:
        """Read an update into ``state`` with the parts of those left aside before it that it does
        not carry; Undecodable if it does not decode (its parts are kept for the next one)."""
        carried = {name: value for name, value in self.unread.items() if name not in data}
        try:
            state = self._decoded(data, carried)
        except BadMessage as error:
            self.unread = {**carried, **{name: data[name] for name in PARTS if name in data}}
            raise Undecodable(str(error)) from None
        self.unread = {}
        self.state = state

    def _decoded(self, data: dict[str, Any], carried: dict[str, Any]) -> TableState:
        """The update read with the ``carried`` parts; if that fails, with all of them but one (it
        may be what made its update undecodable), else with none. BadMessage if it does not decode."""
        try:
            return state_from_update({**data, **carried}, self.state)
        except BadMessage:
            if not carried:
                raise
        for left in carried:
            with contextlib.suppress(BadMessage):
                others = {name: value for name, value in carried.items() if name != left}
                return state_from_update({**data, **others}, self.state)
        return state_from_update(data, self.state)

    async def send(self, kind: str, **fields: Any) -> None:
        """Send one request."""
        await self.ws.send(message(kind, **fields))

    async def act(self, action: Action | str) -> None:
        """Play a bid or a card (the host answers with an update, or ``refused`` and the rule)."""
        await self.send("act", action=str(action))

    async def close(self) -> None:
        """Close the connection as a drop would (the seat waits for our return)."""
        await self.ws.close()

    async def leave(self) -> None:
        """Leave the table on purpose: a bot plays our seat at once; it stays ours to come back to."""
        await self.ws.close(reason=LEAVING)
