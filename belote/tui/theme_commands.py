"""The command palette (ctrl+p) and its entries: the table's looks, named in the player's language."""

from __future__ import annotations

import contextlib
from functools import partial

from textual.command import CommandPalette, DiscoveryHit, Hit, Hits, Provider

from belote.tui.i18n import tr
from belote.tui.themes import THEMES


class Palette(CommandPalette):
    """Textual's command palette, sturdy against keys pressed as it opens: Pg↑ or Pg↓ before its
    list is laid out raises a KeyError inside Textual's list (ctrl+p then Pg↑ in one go ended the
    game with a traceback); such a key now does nothing, as on an empty list."""

    def _action_command_list(self, action: str) -> None:
        """Pass the key on to the list, unless the list cannot take it yet."""
        with contextlib.suppress(KeyError):
            super()._action_command_list(action)


class ThemeCommands(Provider):
    """« Thème : clair », « Thème : contraste élevé »...: choosing one changes ``App.theme``."""

    def commands(self) -> list[tuple[str, str]]:
        """(shown text, theme name) for every look."""
        return [(tr("cmd.theme", name=tr(f"val.{name}")), name) for name in THEMES]

    def help(self, name: str) -> str:
        """What the look is like, and whether it is the one in use."""
        text = tr(f"cmd.theme_help.{name}")
        return f"{text} ({tr('cmd.theme_now')})" if name == self.app.theme else text

    def choose(self, name: str) -> None:
        """Switch to that look (the app keeps it in the options)."""
        self.app.theme = name

    async def discover(self) -> Hits:
        """Every look, before anything is typed."""
        for text, name in self.commands():
            yield DiscoveryHit(text, partial(self.choose, name), help=self.help(name))

    async def search(self, query: str) -> Hits:
        """The looks whose text matches what is typed."""
        matcher = self.matcher(query)
        for text, name in self.commands():
            score = matcher.match(text)
            if score > 0:
                yield Hit(score, matcher.highlight(text), partial(self.choose, name), help=self.help(name))
