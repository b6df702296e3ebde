"""The command palette (ctrl+p) and its entries, named in the player's language: the keys of the
screen it was opened over, by their names, and the table's looks."""

from __future__ import annotations

import contextlib
import re
from functools import partial
from typing import ClassVar

from rich.align import Align
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.await_complete import AwaitComplete
from textual.binding import ActiveBinding, Binding, BindingType
from textual.command import CommandList, CommandPalette, DiscoveryHit, Hit, Hits, Provider
from textual.dom import DOMNode
from textual.message import Message
from textual.widgets import Button, Input, OptionList
from textual.widgets.option_list import Option

from belote.tui.i18n import FR, tr
from belote.tui.themes import THEMES
from belote.tui.translate import LiveFooter, TranslatedBindings


class Palette(TranslatedBindings, CommandPalette):
    """Textual's command palette, sturdy against keys pressed as it opens: Pg↑ or Pg↓ before its
    list is laid out raises a KeyError inside Textual's list (ctrl+p then Pg↑ in one go ended the
    game with a traceback); such a key now does nothing, as on an empty list. Its own Footer names
    its keys: the table's, left showing under it, now type into the search."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "escape", "key.close", key_display="key.esc")]

    closing = False
    """The palette is closing: a key read after the one that closed it (Enter twice in one go) runs
    no command again and closes nothing more, where it closed the screen under it too."""

    def compose(self) -> ComposeResult:
        """Textual's palette, and a Footer of its own keys over the table's."""
        yield from super().compose()
        yield LiveFooter()

    @on(Input.Submitted)
    @on(Button.Pressed)
    @on(OptionList.OptionSelected)
    def ignore_once_closing(self, event: Message) -> None:
        """Enter, or a line chosen, once the palette is closing does nothing (Textual's handlers run
        after this one): the command chosen first runs once."""
        if self.closing:
            event.stop()
            event.prevent_default()

    def dismiss(self, result: None = None) -> AwaitComplete:
        """Close the palette once: a second close would take the screen under it away."""
        if self.closing:
            done: AwaitComplete = AwaitComplete.nothing()  # type: ignore[no-untyped-call]
            return done
        self.closing = True
        hold = getattr(self.app, "hold_keys_after_palette", None)
        if self._selected_command is not None and callable(hold):  # an Enter chose: a second is held
            hold()
        return super().dismiss(result)

    def _action_command_list(self, action: str) -> None:
        """Pass the key on to the list, unless the list cannot take it yet."""
        with contextlib.suppress(KeyError):
            super()._action_command_list(action)

    def _start_no_matches_countdown(self, search_value: str) -> None:
        """As Textual's, in the player's language: a moment after a search that found nothing, say
        so (« Aucune commande ne correspond »; Textual's own line is in English)."""
        self._stop_no_matches_countdown()

        def no_matches() -> None:
            if not search_value:  # nothing typed: nothing to say
                self._list_visible = False
                return
            nothing = Option(
                Align.center(Text(tr("cmd.none"), style="not bold")), disabled=True, id=self._NO_MATCHES
            )
            self.query_one(CommandList).add_option(nothing)
            self._list_visible = True

        self._no_matches_timer = self.set_timer(self._NO_MATCHES_COUNTDOWN, no_matches)


STEPPING = re.compile(r"\(-?\d+\)$")
"""An action that moves one way of a pair of keys (« move(-1) » of ←→): no command of its own."""

MOVES = ("play", "take", "pass", "confirm_suit", "answer", "cut", "cut_anywhere")
"""The keys that play, bid, answer or cut: not in the palette, whose Enter runs its first line (an
Enter meant to open it must never take or play)."""


def about(action: str) -> str:
    """What a key's action does, in full words (« la feuille de marque »), searched with its short
    name; "" for the keys whose name says it all."""
    key = f"cmd.about.{action.removeprefix('app.').split('(')[0]}"
    return tr(key) if key in FR else ""


class KeyCommands(Provider):
    """The keys the Footer offers on the screen the palette was opened over, by their names
    (« Feuille (f) », with « la feuille de marque » to find it by): a player who looks for a thing
    by its name finds its key, and choosing it does what the key does. The pairs of keys that move
    one way or the other (←→) are left to the keys."""

    def commands(self) -> list[tuple[str, str, str, DOMNode]]:
        """(shown text, what it does, action, where it runs) for every key offered now, once each."""
        found: list[tuple[str, str, str, DOMNode]] = []
        actions: set[str] = set()
        usable = getattr(self.screen, "usable_bindings", None)  # the table's: its comfort keys too
        bindings: dict[str, ActiveBinding] = usable if usable is not None else self.screen.active_bindings
        for active in bindings.values():
            binding, action = active.binding, active.binding.action
            if not binding.show or not binding.description or not active.enabled or action in actions:
                continue
            if STEPPING.search(action) or action.split("(")[0] in MOVES:
                continue
            actions.add(action)
            shown = binding.key_display or self.app.get_key_display(binding)
            found.append((f"{binding.description} ({shown})", about(action), action, active.node))
        return found

    def run(self, action: str, node: DOMNode) -> None:
        """Do what the key does, on the screen the palette was opened over."""
        self.app.call_later(self.app.run_action, action, node)

    async def discover(self) -> Hits:
        """Every key offered, before anything is typed."""
        for text, said, action, node in self.commands():
            yield DiscoveryHit(text, partial(self.run, action, node), help=said or None)

    async def search(self, query: str) -> Hits:
        """The keys whose name, or what they do, matches what is typed."""
        matcher = self.matcher(query)
        for text, said, action, node in self.commands():
            score = max(matcher.match(text), matcher.match(said) * 0.9 if said else 0)
            if score > 0:
                yield Hit(score, matcher.highlight(text), partial(self.run, action, node), help=said or None)


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


class TableCommands(KeyCommands):
    """The palette's one provider: the keys first, then the looks (two providers' lines come in no
    set order, and the looks took the top of a small terminal before any key)."""

    def looks(self) -> ThemeCommands:
        """The looks' provider, for this screen."""
        return ThemeCommands(self.screen, self.match_style)

    async def discover(self) -> Hits:
        """Every key offered, then every look."""
        async for hit in super().discover():
            yield hit
        async for hit in self.looks().discover():
            yield hit

    async def search(self, query: str) -> Hits:
        """The keys, then the looks, that match what is typed (the palette ranks them by score)."""
        async for hit in super().search(query):
            yield hit
        async for hit in self.looks().search(query):
            yield hit
