"""What each connection is told after a change at its table, encoded as little as possible.

The public part that changes with every action is encoded once per change for the whole table, each
seat's private part (hand, legal actions) only when it changed, and the parts that seldom change
(``PARTS``: rules, seats, the dealer's draw, the score sheet) once per change and sent only to the
connections that do not have them as they are now, so a new connection gets the whole state.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from belote.net.protocol import message
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
        for name, key, text in table.parts():
            cached = cache.get(name)
            if cached is None or cached[0] != key:
                cache[name] = (key, (cached[1] + 1) if cached is not None else 0, text())
        return cache

    def texts(
        self, table: Table, connections: Mapping[int, C], event: dict[str, Any] | None = None
    ) -> list[tuple[C, str]]:
        """Each connection (by seat) with the ``update`` message it is to be sent now."""
        parts = self.parts(table)
        current = {name: revision for name, (_, revision, _) in parts.items()}
        public = table.public()
        head = message("update", event=event, table=public)[:-1]  # shared by every seat
        deal = public.get("deal")
        texts = []
        for seat, connection in connections.items():
            known = self._known.get(connection)
            news = ""
            if known != current:  # else (most of the time) it has every part as it is
                news = "".join(
                    f',"{name}":{text}'
                    for name, (_, revision, text) in parts.items()
                    if known is None or known.get(name) != revision
                )
                self._known[connection] = current
            size = deal["hand_sizes"][seat] if deal is not None else 0
            texts.append((connection, f"{head}{news},{table.private(seat, size)}}}"))
        return texts
