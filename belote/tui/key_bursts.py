"""Escape typed with a key on its heels (« Échap » then « 1 » within a tenth of a second, as a fast
player or a burst of keys does) reaches the game as one Alt key, the way terminals send Alt: both
keys were lost. The game binds no Alt key, so such a key is split back into the two typed; Escape
then Enter or Space, which the terminal library read as the second key alone, is read as an Alt key
first. Enter or Space typed on the heels of the Enter that chose a line of the command palette
reaches nothing for a moment."""

from __future__ import annotations

import time
from collections.abc import Iterable

from textual import events
from textual._xterm_parser import XTermParser
from textual.app import App
from textual.widgets import Input

ALT = "alt+"

NAMED_AFTER_ESCAPE = {"enter": "\r", "space": " "}
"""Keys of one character that Textual's reader names (Enter, Space): Escape typed just before one
was dropped, the key read alone, so Escape then Enter closed a panel and played no card."""

DIGIT_AFTER_ESCAPE = dict(zip("¡™£¢∞§¶•ªº", "1234567890", strict=True))
"""Escape then a digit is read as the character a Mac's Option key gives with that digit (« ¡ » for
« 1 »), as some terminals send them; the game has no use for those characters."""


def typed_after_escape(key: events.Key) -> events.Key | None:
    """The key typed after Escape when ``key`` is the two read as one Alt key (a character's: a
    named key such as alt+backspace is a text field's own) or as an Option digit, else None."""
    if key.character in DIGIT_AFTER_ESCAPE:
        digit = DIGIT_AFTER_ESCAPE[key.character]
        return events.Key(digit, digit)
    typed = key.key.removeprefix(ALT)
    if typed in NAMED_AFTER_ESCAPE and typed != key.key:
        return events.Key(typed, NAMED_AFTER_ESCAPE[typed])
    if typed == key.key or len(typed.removeprefix("shift+")) != 1:
        return None
    return events.Key(typed, key.character)


def _keep_escape_before_named_keys() -> None:
    """Have Textual's terminal reader (pinned at 8.2.8, whose reader drops the Escape) read
    Escape then Enter or Space as alt+enter or alt+space, as it reads Escape then a letter as
    alt+letter; the app then splits it into the two keys like any other Alt key."""
    read = XTermParser._sequence_to_key_events

    def read_with_alt(self: XTermParser, sequence: str, alt: bool = False) -> Iterable[events.Key]:
        for key in read(self, sequence, alt):
            yield events.Key(ALT + key.key, key.character) if alt and key.key in NAMED_AFTER_ESCAPE else key

    XTermParser._sequence_to_key_events = read_with_alt  # type: ignore[method-assign]


_keep_escape_before_named_keys()


class EscapeBursts(App[None]):
    """Mixin for the app: an Alt key is read as Escape then the key, in that order; and Enter or
    Space on the heels of the Enter that chose a line of the command palette reaches nothing."""

    enter_grace: float
    """Seconds a key meant for what was on the screen before is held (the app's)."""
    palette_hold_until = 0.0
    """Until this moment (``time.monotonic``) Enter and Space reach nothing: Enter pressed twice
    to choose in the palette passed the summary under it (or would play a card at the table)."""

    def hold_keys_after_palette(self) -> None:
        """A line of the command palette was chosen: Enter and Space are held for a moment."""
        self.palette_hold_until = time.monotonic() + self.enter_grace

    async def on_event(self, event: events.Event) -> None:
        """Split an Alt key into Escape and the key (each goes where it would have gone alone), but
        in a text field, where « £ » or « º » may be typed as such; drop Enter and Space while
        held after the palette."""
        held = time.monotonic() < self.palette_hold_until
        if held and isinstance(event, events.Key) and event.key in ("enter", "space"):
            return
        typed = typed_after_escape(event) if isinstance(event, events.Key) else None
        if typed is not None and (typed.key in NAMED_AFTER_ESCAPE or not isinstance(self.focused, Input)):
            self.post_message(events.Key("escape", "\x1b"))
            self.post_message(typed)
            return
        await super().on_event(event)
