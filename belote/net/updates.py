"""What each connection is told after a change at its table, encoded as little as possible.

The public part that changes with every action is encoded once per change for the whole table, each
seat's private part (hand, legal actions) only when it changed, and the parts that seldom change
(``PARTS``: rules, seats, the dealer's draw, the score sheet) once per change and sent only to the
connections that do not have them as they are now, so a new connection gets the whole state.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from belote.net.protocol import encode, message
from belote.net.table import Table

C = TypeVar("C")


class Updates:
    """The encoded parts of each table and which of them each connection already has."""

    def __init__(self) -> None:
        """No table encoded yet, no connection told anything."""
        self._parts: dict[int, dict[str, tuple[object, int, str]]] = {}
        """id(table) -> part name -> (its key, its revision, its JSON text)."""
        self._known: dict[object, dict[str, int]] = {}
        """Connection -> part name -> the revision it was sent."""

    def forget(self, connection: object) -> None:
        """The connection is closed (a new one starts from nothing: it gets the whole state)."""
        self._known.pop(connection, None)

    def parts(self, table: Table) -> dict[str, tuple[object, int, str]]:
        """The table's seldom-changing parts, encoded again only when their key changed."""
        cache = self._parts.setdefault(id(table), {})
        for name, key, value in table.parts():
            cached = cache.get(name)
            if cached is None or cached[0] != key:
                cache[name] = (key, (cached[1] + 1) if cached is not None else 0, encode(value()))
        return cache

    def texts(
        self, table: Table, connections: Mapping[int, C], event: dict[str, Any] | None = None
    ) -> list[tuple[C, str]]:
        """Each connection (by seat) with the ``update`` message it is to be sent now."""
        parts = self.parts(table)
        public = table.public()
        head = message("update", event=event, table=public)[:-1]  # shared by every seat
        deal = public.get("deal")
        texts = []
        for seat, connection in connections.items():
            known = self._known.setdefault(connection, {})
            news = []
            for name, (_, revision, text) in parts.items():
                if known.get(name) != revision:
                    known[name] = revision
                    news.append(f',"{name}":{text}')
            size = deal["hand_sizes"][seat] if deal is not None else 0
            texts.append((connection, f"{head}{''.join(news)},{table.private(seat, size)}}}"))
        return texts
