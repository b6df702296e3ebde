"""The command palette (ctrl+p) and its entries, named in the player's language: the keys of the
screen it was opened over, by their names, and the table's looks."""

from __future__ import annotations

import contextlib
from functools import partial

from textual.command import CommandPalette, DiscoveryHit, Hit, Hits, Provider
from textual.dom import DOMNode

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


class KeyCommands(Provider):
    """The keys the Footer offers on the screen the palette was opened over, by their names
    (« Conseil de l'expert (c) », « Feuille de marque (f) »…): a player who looks for a thing by
    its name finds its key, and choosing it does what the key does."""

    def commands(self) -> list[tuple[str, str, DOMNode]]:
        """(shown text, action, where it runs) for every key offered now, once per action."""
        found: list[tuple[str, str, DOMNode]] = []
        actions: set[str] = set()
        for active in self.screen.active_bindings.values():
            binding = active.binding
            if not binding.show or not binding.description or not active.enabled or binding.action in actions:
                continue
            actions.add(binding.action)
            shown = binding.key_display or self.app.get_key_display(binding)
            found.append((f"{binding.description} ({shown})", binding.action, active.node))
        return found

    def run(self, action: str, node: DOMNode) -> None:
        """Do what the key does, on the screen the palette was opened over."""
        self.app.call_later(self.app.run_action, action, node)

    async def discover(self) -> Hits:
        """Every key offered, before anything is typed."""
        for text, action, node in self.commands():
            yield DiscoveryHit(text, partial(self.run, action, node))

    async def search(self, query: str) -> Hits:
        """The keys whose name matches what is typed."""
        matcher = self.matcher(query)
        for text, action, node in self.commands():
            score = matcher.match(text)
            if score > 0:
                yield Hit(score, matcher.highlight(text), partial(self.run, action, node))


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
