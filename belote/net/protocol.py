"""The wire format: versioned JSON messages, the schema every client message must match, the phrases.

Every message is one JSON object with ``"v"`` (the protocol version) and ``"type"``. The host reads
a client message only through :func:`parse_client`, which checks its size, its JSON, its version,
its type and each field's type and length, and rejects anything else with :class:`BadMessage`.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from typing import Any, Final

VERSION: Final = 2
"""The protocol version; a client of another version is told to update. Version 2 sends the parts of
an update that seldom change (``PARTS``: the deal's bids and completed tricks among them) only when
they change."""
MAX_CLIENT_MESSAGE: Final = 2048
"""Bytes a client message may take (the host's websockets ``max_size`` is set to this)."""
MAX_HOST_MESSAGE: Final = 1 << 20
"""Bytes a host message may take (the client's ``max_size``)."""
NAME_LENGTH: Final = 20
"""Characters of a player's name."""
BOT_NAMES: Final = ("Dédé", "Jojo", "Momo", "Titi")
"""The bots' café nicknames, one per seat of the table (the host's seat is 0): every screen names a
bot alike, and the host gives no player a name one of them has."""
SCREEN_WORDS: Final = (
    *("Vous", "Nous", "Eux", "Nord", "Sud", "Est", "Ouest"),
    *("You", "Us", "Them", "North", "South", "East", "West"),
)
"""The words the screens name a seat or a team with, in both languages: a player called « You » would
read as the one looking at the screen, so the host gives no player such a name as it stands."""


def names_a_seat(name: str) -> bool:
    """Whether ``name`` is made of the screens' words for a seat or a team (in any case), numbered or
    not (« Vous 2 », « Nord Est », « Nord-Est »): a player so called would read as one of them
    (« Vous 2 prend à ♦ »), so the table refuses it; « Nordine » or « Le Nord » are names. Letters
    make the words, a number stuck to them or not, in any width (« Vous2 », « Ｎｏｒｄ »)."""
    screen = {word.casefold() for word in SCREEN_WORDS}
    words = letter_words(name)
    return bool(words) and all(word.casefold() in screen for word in words)


def letter_words(name: str) -> list[str]:
    """The runs of letters in ``name``, full-width ones read as plain (« Vous2 » is « Vous »,
    « Momo_bot » is « Momo » and « bot », « Ｎｏｒｄ » is « Nord »): a name's words as a reader sees
    them, whatever digits or marks are stuck to them."""
    return re.findall(r"[^\W\d_]+", unicodedata.normalize("NFKC", name))


BOT_WORDS: Final = frozenset(("robot", "robots", "bot", "bots"))
"""The words the screens name a bot's seat with (« Jojo, robot », « robot pour Léa »), in both
languages, and their plurals."""


def names_a_bot(name: str) -> bool:
    """Whether ``name`` has a word that names a bot (« Momo, robot », « bot de Léa »), in any case:
    beside the bots' own seats, such a player would read as one on every screen, so the table
    refuses it; « Robotnik » or « Bottine » are names. Letters make the words, in any width: « Momo_bot »
    and « Momo2bot » have two."""
    return any(word.casefold() in BOT_WORDS for word in letter_words(name))


TERMINAL_ESCAPE: Final = re.compile(
    r"\x1b(?:\[[0-?]*[ -/]*[@-~]"  # a control sequence: colours, the cursor, clearing
    r"|\][^\x07\x1b]*(?:\x07|\x1b\\)?"  # an operating system command: a window's title
    r"|.)?"  # any other escape, or the escape character alone
    r"|\x9b[0-?]*[ -/]*[@-~]"  # a control sequence in its one-character form
)
"""A terminal's escape sequence (colours, moving the cursor, a window's title), to leave out whole
from any text a screen shows: taking out its escape character alone would show the rest (« [31m »)."""
CODE_LENGTH: Final = 16
"""Characters a table code may have at most (the codes a table makes are shorter)."""
DEFAULT_PORT: Final = 7447
LEAVING: Final = "leaving"
"""The reason a player's connection closes with when they leave the table on purpose (quitting):
a bot plays their seat at once, which still waits for their return; a connection that drops
without it waits for them first."""

PARTS: Final = ("rules", "seats", "draw", "sheet", "bids", "tricks", "previous_trick", "takers")
"""The parts of an update sent only to a connection that does not have them as they are now (a new
connection gets them all: the whole state); the client keeps the last ones it received. A host
older than ``previous_trick`` (the previous deal's last trick) does not send it: none is shown; one
older than ``takers`` (who took each deal, by name at the take) neither: the sheet names the seats."""

PHRASES: Final = ("bravo", "sorry", "belote", "hello", "thanks", "hurry", "again", "bye", "moment")
"""The table phrases a player may send (no free text); the screens word them. « moment » (« Un
instant ! ») is also said for the player when their turn comes while their terminal is too small
to play: the others know why the table waits."""
PHRASE_GAP: Final = 1.0
"""Seconds a client leaves between two phrases of its seat."""
PHRASE_FLOOR: Final = PHRASE_GAP / 2
"""The host drops a seat's phrases closer than this (a flood): half the gap a client leaves, so that
a phrase delayed on its way does not get the next one dropped."""


class BadMessage(ValueError):
    """A message that does not match the protocol (a client's is refused, or closes a connection
    that has not said who it is yet)."""


class Unreadable(BadMessage):
    """A host frame that is no message at all (not JSON, or not an object with a type): the
    connection is still good, so a player leaves the frame aside and reads on."""


class Undecodable(Unreadable):
    """A host message of this protocol whose content does not decode (a malformed or unknown field,
    a wrong type, an unknown card): the player leaves that one message aside and reads on, the
    host's next update bringing the table up to date."""


class VersionMismatch(BadMessage):
    """A message of another protocol version: the sender must update."""

    def __init__(self, version: object) -> None:
        super().__init__(f"protocol version {version!r}, this program speaks {VERSION}")
        self.version = version


@dataclass(frozen=True)
class Field:
    """One field of a client message: its type and, for text, its length bounds."""

    kind: type
    longest: int = 0
    shortest: int = 0
    low: int = 0
    high: int = 0


_TEXT_ID = Field(str, 64, 1)
SCHEMAS: Final[dict[str, dict[str, Field]]] = {
    "join": {"code": Field(str, CODE_LENGTH, 1), "name": Field(str, NAME_LENGTH, 0)},
    "resume": {"token": _TEXT_ID},
    "act": {"action": Field(str, 32, 4)},
    "say": {"phrase": Field(str, 16, 1)},
    "ready": {},
    "start": {},
    "swap": {"a": Field(int, low=1, high=3), "b": Field(int, low=1, high=3)},
    "kick": {"seat": Field(int, low=1, high=3)},
    "level": {"seat": Field(int, low=1, high=3), "level": Field(str, 16, 1)},
}
"""Each client message type and its fields (``v`` and ``type`` come on top of these)."""


@dataclass(frozen=True)
class ClientMessage:
    """A validated client message."""

    type: str
    fields: dict[str, Any]

    def text(self, name: str) -> str:
        """A text field (validated as text)."""
        value = self.fields[name]
        assert isinstance(value, str)
        return value

    def number(self, name: str) -> int:
        """An integer field (validated as an integer)."""
        value = self.fields[name]
        assert isinstance(value, int)
        return value


def _check(name: str, field: Field, value: object) -> None:
    if field.kind is int:
        if not isinstance(value, int) or isinstance(value, bool) or not field.low <= value <= field.high:
            raise BadMessage(f"{name} must be an integer from {field.low} to {field.high}")
        return
    if not isinstance(value, str) or not field.shortest <= len(value) <= field.longest:
        raise BadMessage(f"{name} must be text of {field.shortest} to {field.longest} characters")
    if not value.isprintable():
        raise BadMessage(f"{name} holds control characters")


def parse_client(raw: str | bytes) -> ClientMessage:
    """Validate one client message; BadMessage (or VersionMismatch) for anything else."""
    if len(raw) > MAX_CLIENT_MESSAGE:
        raise BadMessage(f"message of {len(raw)} bytes, over {MAX_CLIENT_MESSAGE}")
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError) as error:
        raise BadMessage(f"not JSON: {error}") from None
    if not isinstance(data, dict):
        raise BadMessage("a message must be a JSON object")
    version = data.get("v")
    if version != VERSION:
        raise VersionMismatch(version)
    kind = data.get("type")
    schema = SCHEMAS.get(kind) if isinstance(kind, str) else None
    if schema is None:
        raise BadMessage(f"unknown message type {kind!r}")
    extra = set(data) - {"v", "type", *schema}
    if extra:
        raise BadMessage(f"unexpected fields {sorted(extra)!r}")
    for name, field in schema.items():
        if name not in data:
            raise BadMessage(f"missing field {name!r}")
        _check(name, field, data[name])
    assert isinstance(kind, str)
    return ClientMessage(kind, {name: data[name] for name in schema})


def now_and_then(count: int) -> bool:
    """Whether the ``count``-th bad message from one sender is worth a line in the log: the first
    five, then one in a hundred, so that a flood of them cannot flood the log."""
    return count <= 5 or count % 100 == 0


def encode(value: object) -> str:
    """Compact JSON text, as every message is sent."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def message(kind: str, **fields: Any) -> str:
    """A message of this protocol version as JSON text."""
    return encode({"v": VERSION, "type": kind, **fields})


def parse_host(raw: str | bytes) -> dict[str, Any]:
    """A host message as a dict with a ``type``; Unreadable if the frame is no message at all,
    VersionMismatch if the host speaks another version."""
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError) as error:
        raise Unreadable(f"not JSON: {error}") from None
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise Unreadable("a host message must be an object with a type")
    if data.get("v") != VERSION:
        raise VersionMismatch(data.get("v"))
    return data
