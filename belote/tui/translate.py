"""Footer bindings in the player's language (BINDINGS hold i18n keys, translated per instance), and a
Footer that follows every change of the keys at once."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer

from belote.tui.i18n import FR, tr


def _translated(binding: Binding) -> Binding:
    group = binding.group
    if group is not None and group.description in FR:
        group = Binding.Group(tr(group.description), compact=group.compact)
    description = binding.description
    if description in FR:
        description = tr(description)
    key_display = binding.key_display
    if key_display in FR:  # a key name that differs by language (« Échap » / « Esc »)
        key_display = tr(key_display)
    return replace(binding, description=description, group=group, key_display=key_display)


class TranslatedBindings:
    """Mixin for screens: each binding's description (an i18n key) is shown translated."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        bindings = self._bindings.key_to_bindings  # type: ignore[attr-defined]
        for key, items in bindings.items():
            bindings[key] = [_translated(binding) for binding in items]


class LiveFooter(Footer):
    """The Footer, redrawn on every change of the keys even while the terminal has no focus
    (Textual's own waits for the focus to come back, so it lagged behind the phase in tmux)."""

    def bindings_changed(self, screen: Screen[object]) -> None:
        """Recompose at once for this screen's new bindings."""
        self._bindings_ready = True
        if self.is_attached and screen is self.screen:
            self.forget_removed_keys()
            self.call_after_refresh(self.recompose)

    def forget_removed_keys(self) -> None:
        """Drop the keys removed by earlier redraws from those following the Footer's ``compact``:
        Textual keeps each key drawn since the start there, and checks the whole list for every new
        one, so the redraws grew slower through a long partie (seconds each after a few thousand)."""
        watchers = getattr(self, "__watchers", {}).get("compact")
        if watchers:
            watchers[:] = [(node, callback) for node, callback in watchers if node.is_attached]
