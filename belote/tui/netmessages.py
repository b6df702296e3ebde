"""What the shared table's link tells the screens, as Textual messages: what the host said, that
the table cannot be reached, and notices while play goes on."""

from __future__ import annotations

from typing import Any

from textual.message import Message

from belote.net.client import TableState
from belote.tui.i18n import tr
from belote.tui.netoptions import printable


class HostSaid(Message):
    """A message from the host: ``data`` as received, ``state`` the table after it (if known)."""

    def __init__(self, data: dict[str, Any], state: TableState | None) -> None:
        super().__init__()
        self.data, self.state = data, state


RECONNECTING = "net.reconnecting"
"""A ``LinkLost`` reason that is not the end: the link tries again by itself, soon."""
SLOW_RECONNECTING = "net.reconnecting_slowly"
"""Nor is this one: the host did not answer the quick tries, the link tries every few seconds."""
ROOM_RECONNECTING = "net.reconnecting_room"
"""Nor this one: the same, the host lost in its waiting room, which it does not save (no seat waits)."""
TRYING_AGAIN = (RECONNECTING, SLOW_RECONNECTING, ROOM_RECONNECTING)
"""The ``LinkLost`` reasons that are not the end of the link."""

SEAT_KEPT = ("net.garbled",)
"""The ends of a link after which our seat still waits for us at the table, a bot playing it."""


class LinkLost(Message):
    """The table cannot be reached (any more): ``reason`` is an i18n key, ``detail`` the cause;
    ``wait``, the seconds the host will hold the next attempt (after repeated wrong codes)."""

    def __init__(self, reason: str, detail: str = "", wait: int = 0) -> None:
        super().__init__()
        self.reason, self.detail, self.wait = reason, detail, wait

    @property
    def sentence(self) -> str:
        """What the player is told, in their language: the reason, then how long the next try waits."""
        said = tr(self.reason, detail=printable(self.detail).rstrip("."))  # the sentence ends it once
        return f"{said} {tr('net.retry_wait', seconds=self.wait)}" if self.wait else said


class LinkNotice(Message):
    """Something the player should know while the table goes on: ``reason`` is an i18n key,
    ``detail`` a line shown under it as it is (a command to type); ``said``, when given, is the
    sentence already worded (then ``reason`` names it for the tests and the log)."""

    def __init__(self, reason: str, detail: str = "", said: str = "") -> None:
        super().__init__()
        self.reason, self.detail, self.said = reason, detail, said

    @property
    def sentence(self) -> str:
        """What the player is told, in their language: the sentence, then its detail on a line."""
        said = self.said or tr(self.reason)
        return f"{said}\n{self.detail}" if self.detail else said
