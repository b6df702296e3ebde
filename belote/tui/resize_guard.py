"""Screens laid out at the terminal's size as it is now, never at a size it had a moment ago.

Textual lays a screen out at the size its Resize event carries, and the screens under a dialog with
it; a screen whose own size changed in that layout is sent one more Resize, with that size. When the
terminal is resized many times in a row (a window dragged, a tiling manager), two screens can each
hold an event of a different past size: each layout then changes the other's size back, and the
two events beget each other for ever, the game frozen at full CPU, its memory growing, deaf to
every key and to SIGTERM. Laying every screen out at the app's own size breaks that loop: a second
layout at the same size changes nothing and sends nothing.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from textual import events
from textual.screen import Screen

Handler = Callable[[Screen[Any], events.Resize], Awaitable[None]]

_textual_on_resize: Handler | None = None
"""Textual's own handler, wrapped once (``guard_resizes``)."""


async def _resize_at_terminal_size(screen: Screen[Any], event: events.Resize) -> None:
    """Textual's handler, given the terminal's size now when the event carries an older one."""
    assert _textual_on_resize is not None
    size = screen.app.size
    if event.size != size:
        event.stop()
        event = events.Resize(size, size, size, event.pixel_size)
    await _textual_on_resize(screen, event)


def guard_resizes() -> None:
    """Make every screen (ours, Textual's own) lay out at the terminal's size; once is enough."""
    global _textual_on_resize
    if _textual_on_resize is None:
        _textual_on_resize = Screen._on_resize
        Screen._on_resize = _resize_at_terminal_size  # type: ignore[method-assign,assignment]
