"""Keys typed fast are handled in the order they were typed, across a screen's priority bindings
and a field's own editing keys.

A priority binding (Enter on a form, on a list of choices) runs as soon as the app reads its key,
while the keys read just before it still wait in the focused widget's queue: « ↓ ⏎ » typed in one
go would choose the line before the ↓, and « 7447⏎ » would read the field before its last digits.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual import events
from textual.screen import Screen
from textual.widgets import Input


def after_pending_keys(screen: Screen[Any], callback: Callable[[], object]) -> None:
    """Run ``callback`` once the focused widget has handled the keys it was sent before (at once
    when nothing has the focus)."""
    focused = screen.focused
    if focused is None:
        callback()
    else:
        focused.call_later(callback)


class OrderedInput(Input):
    """A one-line field whose editing keys (⌫, Suppr, ←, →, Début, Fin…) act in the order typed.

    Textual runs a widget's bindings once the key has bubbled up to the app, while the characters
    typed behind it are inserted at once: « ⌫ QRST-56 » typed in one go read « QRST-5 », the
    backspace taking the last character instead of the one before it.
    """

    async def _on_key(self, event: events.Key) -> None:
        bindings = self._bindings.key_to_bindings.get(event.key)
        if bindings and not event.is_printable:
            event.stop()
            event.prevent_default()
            await self.run_action(bindings[0].action)
            return
        await super()._on_key(event)
