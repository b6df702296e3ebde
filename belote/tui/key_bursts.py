"""Escape typed with a key on its heels (« Échap » then « 1 » within a tenth of a second, as a fast
player or a burst of keys does) reaches the game as one Alt key, the way terminals send Alt: both
keys were lost. The game binds no Alt key, so such a key is split back into the two typed."""

from __future__ import annotations

from textual import events
from textual.app import App
from textual.widgets import Input

ALT = "alt+"

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
    if typed == key.key or len(typed.removeprefix("shift+")) != 1:
        return None
    return events.Key(typed, key.character)


class EscapeBursts(App[None]):
    """Mixin for the app: an Alt key is read as Escape then the key, in that order."""

    async def on_event(self, event: events.Event) -> None:
        """Split an Alt key into Escape and the key (each goes where it would have gone alone), but
        in a text field, where « £ » or « º » may be typed as such."""
        typed = typed_after_escape(event) if isinstance(event, events.Key) else None
        if typed is not None and not isinstance(self.focused, Input):
            self.post_message(events.Key("escape", "\x1b"))
            self.post_message(typed)
            return
        await super().on_event(event)
