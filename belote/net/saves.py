"""Keeping a shared table across runs: the host's table file, and each player's seat tokens.

The host's file holds the partie (``Match.to_json``: rules, seed, actions), the previous deal's last
trick (which the partie's actions do not keep), the table code, the bots' levels and the seats with
the hash of each player's token (and of the removed players' tokens), so the same friends can come
back to the same seats when it is hosted again. A player's file maps each table address to the token
that reopens their seat.
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from belote.engine import Match, Rules, SaveError, Trick
from belote.net.access import new_token
from belote.net.codec import trick_from_json, trick_json
from belote.net.protocol import SCHEMAS
from belote.net.seat import Seat
from belote.net.table import Table
from belote.regular_files import read_regular
from belote.times import moment

FORMAT, VERSION = "belote-table", 1


def table_to_json(table: Table) -> dict[str, Any]:
    """The table as plain JSON data (tokens only as hashes)."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "code": table.code,
        "rules": table.rules.to_json(),
        "bot_level": table.bot_level,
        "bot_levels": {str(seat): level for seat, level in table.bot_levels.items()},
        "away_timeout": table.away_timeout,
        "hosted": table.hosted,
        "seats": [
            {
                "name": s.name,
                "token_hash": s.token_hash,
                "admin": s.admin,
                "missed": s.missed,
                "since": s.since,
                "left": s.left,
                "earlier": s.earlier,
                "covered": s.covered,
                "played_for": s.played_for,
            }
            for s in table.seats
        ],
        "revoked": sorted(table.revoked),
        "replaced": sorted(table.replaced),
        "retired": table.retired,
        "match": table.match.to_json() if table.match is not None else None,
        "previous_last": trick_json(table.previous_last) if table.previous_last is not None else None,
        "takers": table.takers,
        "started_at": table.started_at.isoformat() if table.started_at is not None else None,
        "secret": table.secret,
    }


def _seat(data: object) -> Seat:
    if not isinstance(data, dict):
        raise ValueError("a seat must be an object")
    name, digest, admin = data.get("name"), data.get("token_hash"), data.get("admin")
    if not isinstance(name, str) or not isinstance(digest, str) or not isinstance(admin, bool):
        raise ValueError("malformed seat")
    missed = _texts(data.get("missed", []), "missed records")
    since = data.get("since", -1)  # a table saved before it was kept: the log names the player
    if not isinstance(since, int) or isinstance(since, bool) or not -1 <= since <= 64:
        raise ValueError("malformed seat")
    covered = data.get("covered", False)  # a player who had quit: a bot plays at once, no wait
    left = data.get("left", "")  # a table saved before it was kept: the bot is named for them
    if not isinstance(covered, bool) or not isinstance(left, str):
        raise ValueError("malformed seat")
    played_for = _texts(data.get("played_for", []), "moves played for a player")
    earlier = _holders(data.get("earlier", []))  # a table saved before it was kept: none
    return Seat(
        name=name,
        token_hash=digest,
        admin=admin,
        missed=missed,
        since=since,
        left=left,
        earlier=earlier,
        covered=covered and bool(digest),
        played_for=played_for,
    )


def _holders(value: object) -> list[tuple[int, str]]:
    """A seat's earlier holders in the deal: pairs of moves (0–64) and a name."""
    if not isinstance(value, list):
        raise ValueError("malformed earlier holders")
    holders = []
    for pair in value:
        if not (isinstance(pair, list) and len(pair) == 2 and isinstance(pair[1], str)):
            raise ValueError("malformed earlier holders")
        until = pair[0]
        if not isinstance(until, int) or isinstance(until, bool) or not 0 <= until <= 64:
            raise ValueError("malformed earlier holders")
        holders.append((until, pair[1]))
    return holders


def _texts(value: object, name: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(text, str) for text in value):
        raise ValueError(f"malformed {name}")
    return value


def _previous_last(value: object) -> Trick | None:
    """The previous deal's last trick as saved: None in a table saved before it was kept, and for a
    malformed one (only « d » during the first trick would have shown it)."""
    try:
        return trick_from_json(value)
    except (ValueError, TypeError):
        return None


def _takers(value: object) -> list[list[str]]:
    """Who took each deal as saved: none in a table saved before it was kept, or malformed (the
    sheet then names the seats as they are held now)."""
    if not isinstance(value, list) or not all(isinstance(row, list) for row in value):
        return []
    try:
        return [_texts(row, "takers") for row in value]
    except ValueError:
        return []


def table_from_json(data: object) -> Table:
    """A table back from its JSON data, every player away until they reconnect; SaveError if bad."""
    try:
        if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
            raise ValueError("not a saved table of this version")
        seats = data.get("seats")
        if not isinstance(seats, list) or len(seats) != 4:
            raise ValueError("a table has four seats")
        code, level, timeout = data.get("code"), data.get("bot_level"), data.get("away_timeout")
        if not isinstance(code, str) or not isinstance(level, str):
            raise ValueError("malformed code or bot level")
        if not isinstance(timeout, int | float) or isinstance(timeout, bool) or not 0 <= timeout < math.inf:
            raise ValueError("malformed away timeout")  # NaN too: it compares with nothing
        levels = data.get("bot_levels", {})
        if not isinstance(levels, dict) or not all(k in ("0", "1", "2", "3") for k in levels):
            raise ValueError("malformed bot levels")
        _texts(list(levels.values()), "bot levels")
        saved = data.get("match")
        match = Match.from_json(saved) if saved is not None else None
        secret = data.get("secret")
        if not isinstance(secret, str) or not secret:
            secret = new_token()  # a table saved before it kept one: its parties get new keys
        return Table(
            rules=match.rules if match is not None else Rules.from_json(data.get("rules")),
            bot_level=level,
            bot_levels={int(seat): name for seat, name in levels.items()},
            away_timeout=float(timeout),
            hosted=bool(data.get("hosted", True)),
            code=code,
            seats=[_seat(seat) for seat in seats],
            match=match,
            revoked=set(_texts(data.get("revoked", []), "removed players")),
            replaced=set(_texts(data.get("replaced", []), "players of a table replaced")),
            retired=_texts(data.get("retired", []), "former codes"),
            secret=secret,
            previous_last=_previous_last(data.get("previous_last")) if match is not None else None,
            takers=_takers(data.get("takers")) if match is not None else [],
            started_at=moment(data.get("started_at")) if match is not None else None,
        )
    except (ValueError, TypeError) as error:
        raise SaveError(f"cannot restore the table: {error}") from None


def write_json(path: Path, data: object) -> None:
    """Write JSON atomically (a crash mid-write keeps the previous file)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    os.replace(tmp, path)


def save_table(path: Path, table: Table) -> None:
    """Save the table (the host does it after every trick and deal, and when it stops)."""
    write_json(path, table_to_json(table))


FILE_LIMIT = 16 * 1024 * 1024
"""Bytes read at most from a table's file (a saved table is far smaller; a larger one is refused)."""


def load_json(path: Path) -> Any:
    """The JSON in the file at ``path``: OSError if it cannot be read (a FIFO or a folder at its
    name included, refused without waiting), ValueError if it is not JSON or over ``FILE_LIMIT``."""
    raw = read_regular(path, FILE_LIMIT)
    if len(raw) > FILE_LIMIT:
        raise ValueError(f"over {FILE_LIMIT} bytes")
    return json.loads(raw.decode("utf-8-sig"))  # a byte-order mark (a text editor's) is no fault


def load_table(path: Path) -> Table:
    """The saved table; OSError or SaveError if it cannot be read."""
    try:
        data = load_json(path)
    except ValueError as error:
        raise SaveError(f"cannot read the table: {error}") from None
    return table_from_json(data)


def sendable(token: object) -> bool:
    """Whether a kept token is one the host can read (the protocol's bounds for it): an empty or
    overlong one, edited by hand, is no key (the host would close the connection on it)."""
    field = SCHEMAS["resume"]["token"]
    return isinstance(token, str) and field.shortest <= len(token) <= field.longest and token.isprintable()


def host_of(address: str) -> str:
    """The machine part of a table's address (« 192.168.1.20 » of « 192.168.1.20:7447 » or of
    « ws://192.168.1.20:7447 », « ::1 » of « [::1]:7447 »), lower case; the address itself when it
    cannot be read."""
    try:
        url = address if "://" in address else f"//{address}"
        return (urlsplit(url).hostname or address).lower()
    except ValueError:
        return address.lower()


class TokenBook:
    """A player's tokens, by table address: what lets them back to their seat after a drop."""

    def __init__(self, path: Path, write: Callable[[Path, object], None] | None = None) -> None:
        """Tokens kept in ``path`` (a JSON object), written by ``write`` (atomically by default)."""
        self.path = path
        self.write = write if write is not None else write_json
        self.kept: dict[str, str | None] = {}
        """This session's tokens (None: forgotten), whatever the file holds: a folder that refuses
        the write (another copy of the game holds it) still lets us back to our seat meanwhile."""

    def _read(self) -> dict[str, str]:
        try:
            data = load_json(self.path)
        except (OSError, ValueError):
            return {}
        if not isinstance(data, dict):
            return {}
        return {key: value for key, value in data.items() if sendable(value)}

    def damaged(self) -> bool:
        """Whether the book's file is there but cannot be read as one (the next write would
        overwrite what it held)."""
        try:
            data = load_json(self.path)
        except FileNotFoundError:
            return False
        except (OSError, ValueError):
            return True
        return not isinstance(data, dict)

    def get(self, address: str) -> str | None:
        """Our token at that table, if we have one (once read, kept for the session: the folder may
        be moved or deleted under us, the seat is still ours)."""
        if address not in self.kept:
            token = self._read().get(address)
            if token is None:
                return None
            self.kept[address] = token
        return self.kept[address]

    def elsewhere(self, address: str) -> list[str]:
        """The other table addresses we hold a seat's token for (not ``address``, not the table we
        host), those on the same machine first: the same table may be typed another way (its
        machine's other address, another port once the host opened it again there)."""
        book: dict[str, str | None] = {**self._read(), **self.kept}
        others = [other for other, token in book.items() if token and other not in (address, "host")]
        machine = host_of(address)
        return sorted(others, key=lambda other: host_of(other) != machine)

    def on_file(self, address: str) -> bool:
        """Whether our token at that table is in the file (a later session finds it there)."""
        return self._read().get(address) is not None

    def restore(self) -> None:
        """Write again this session's tokens the file lacks (the folder was moved or deleted under
        us, and made anew), so that the seats are still ours next time."""
        book = self._read()
        missing = {address: token for address, token in self.kept.items() if token and address not in book}
        if missing:
            self.write(self.path, {**book, **missing})

    def put(self, address: str, token: str) -> None:
        """Remember our token at that table."""
        self.kept[address] = token
        self.write(self.path, {**self._read(), address: token})

    def forget(self, address: str) -> None:
        """Drop the token of a table (we were removed, or the partie is over)."""
        self.kept[address] = None
        book = self._read()
        if book.pop(address, None) is not None:
            self.write(self.path, book)
