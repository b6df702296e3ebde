"""Keys typed fast are handled in the order they were typed, across a screen's priority bindings.

A priority binding (Enter on a form, on a list of choices) runs as soon as the app reads its key,
while the keys read just before it still wait in the focused widget's queue: « ↓ ⏎ » typed in one
go would choose the line before the ↓, and « 7447⏎ » would read the field before its last digits.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.screen import Screen


def after_pending_keys(screen: Screen[Any], callback: Callable[[], object]) -> None:
    """Run ``callback`` once the focused widget has handled the keys it was sent before (at once
    when nothing has the focus)."""
    focused = screen.focused
    if focused is None:
        callback()
    else:
        focused.call_later(callback)
