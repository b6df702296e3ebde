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
from textual.app import App
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
        """An editing key acts now; the field's own handlers (called after this one by the message
        dispatch) do the rest."""
        bindings = self._bindings.key_to_bindings.get(event.key)
        if bindings and not event.is_printable:
            event.stop()
            event.prevent_default()
            await self.run_action(bindings[0].action)


class KeysFollowTheScreen(App[None]):
    """Mixin for the app: a key typed on the heels of the one that opened a form goes to the form.

    The keys read before the one that opens a screen is handled already wait in the old screen's
    queue: « ⏎ ↓ ⌫ QRST-56 » typed in one go on « Rejoindre une table » lost all but the Enter. A
    key that reaches the app unhandled from a screen a form (``TYPED_AHEAD``) was opened over since
    is sent again, to the form, once it is drawn (and so has its focus); but Enter, a second Enter
    on the heels of the one that opened it (it would send the form as it opened). Other screens
    keep their own guards (a summary is not closed by keys typed before it showed), and a screen
    closed meanwhile passes nothing on: a key typed twice to close it must not reach the one below.
    """

    async def on_event(self, event: events.Event) -> None:
        """Note on each key read the screen it was typed on."""
        if isinstance(event, events.Key) and not event.is_forwarded:
            event.typed_on = self.screen  # type: ignore[attr-defined]
        await super().on_event(event)

    async def _on_key(self, event: events.Key) -> None:
        """A key from a screen opened over since goes to the new screen (the app's own handler,
        called after this one by the message dispatch, is then skipped)."""
        typed_on, screen = getattr(event, "typed_on", None), self.screen
        if typed_on is None or typed_on is screen or typed_on not in self.screen_stack:
            return
        if getattr(screen, "TYPED_AHEAD", False) and event.key != "enter":
            event.prevent_default()
            screen.call_after_refresh(self.post_message, events.Key(event.key, event.character))
