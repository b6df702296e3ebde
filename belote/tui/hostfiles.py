"""The files of shared tables in the player's folder: the table we host (saved), our tokens at tables
(hosted or joined), where the saved table was served, so ``host --resume`` opens it again at the
same door with our seat at it, and the table we last joined, so the menu offers it again."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from belote.engine import SaveError
from belote.net.saves import TokenBook, load_json, load_table

TABLE_FILE, TOKENS_FILE, PLACE_FILE, JOINED_FILE = "table.json", "tokens.json", "hosting.json", "joined.json"
"""In the player's folder: the table we host (saved), our tokens at tables (hosted or joined), and
where the saved table was served and under which name (for ``host --resume``), and the address of
the table we last joined and our name there (for the menu's join form)."""


@dataclass(frozen=True)
class HostingPlace:
    """Where the saved table was served, and the host's name there."""

    name: str
    listen: str
    port: int


def saved_place(home: Path) -> HostingPlace | None:
    """Where the saved table was served (None when unknown or unreadable: the defaults then)."""
    try:
        data = load_json(home / PLACE_FILE)
        place = HostingPlace(str(data["name"]), str(data["listen"]), int(data["port"]))
    except (OSError, ValueError, TypeError, KeyError):
        return None
    return place if 0 < place.port <= 65535 else None


def table_file_here(home: Path) -> bool:
    """Whether a hosted table's file is in ``home``, readable or not, with our key to it or not: a
    new table started there replaces it, so it is asked first (a folder that may not be searched
    holds none this game could replace)."""
    try:
        return (home / TABLE_FILE).exists()
    except OSError:
        return False


def saved_table(home: Path) -> bool:
    """Whether ``host --resume`` has a table to open again in ``home``: the hosted table's file and
    the host's token at it."""
    return table_file_here(home) and TokenBook(home / TOKENS_FILE).get("host") is not None


def saved_partie_unfinished(home: Path) -> bool:
    """Whether the saved table's partie may still be played (or the file cannot tell: it is then
    counted unfinished, so that replacing it is asked first); False once its partie is over."""
    try:
        return load_table(home / TABLE_FILE).phase != "over"
    except (OSError, SaveError):
        return True


def last_joined(home: Path) -> tuple[str, str] | None:
    """The address of the table we last sat at as a friend, and our name there (None if none or
    unreadable: the form is then empty)."""
    try:
        data = load_json(home / JOINED_FILE)
        address, name = data["address"], data["name"]
    except (OSError, ValueError, TypeError, KeyError):
        return None
    return (address, name) if isinstance(address, str) and isinstance(name, str) and address else None
