"""The terminal's size: a terminal too small to play covers the game with a message (the game is
paused under it, nothing lost) until it is large enough again."""

from __future__ import annotations

from typing import Any

from textual import events
from textual.app import App
from textual.screen import Screen

from belote.tui.screens import MIN_HEIGHT, MIN_WIDTH, PromptScreen, TooSmallScreen


class TerminalSize(App[None]):
    """The too-small message over the game (a mixin of the app, after the others)."""

    def paused_at(self, screen: Screen[Any] | None) -> None:
        """The terminal became too small over ``screen`` (a shared table tells the others)."""

    def on_resize(self, event: events.Resize) -> None:
        """Cover the screen with a size message while the terminal is too small; a table showing
        under a panel takes the new size's layout at once (only the screen on top is told)."""
        from belote.tui.game import GameScreen  # the table is built on the app's mixins

        for screen in self.screen_stack[:-1]:
            if isinstance(screen, GameScreen) and screen.is_mounted:
                screen.fit(event.size.width, event.size.height)
        self.check_size(event.size.width, event.size.height)

    def check_size(self, width: int, height: int) -> None:
        """Show, update or remove the too-small message."""
        small = width < MIN_WIDTH or height < MIN_HEIGHT
        top = self.screen_stack[-1] if self.screen_stack else None
        under = [screen for screen in self.screen_stack[:-1] if isinstance(screen, TooSmallScreen)]
        if under and isinstance(top, PromptScreen):  # the quit question asked over the size message:
            if small:  # it stays on top, answerable, and its answer comes back to this check
                under[-1].update_size(width, height)
            else:
                under[-1].fitting()
        elif isinstance(top, TooSmallScreen):
            if small:
                top.update_size(width, height)
            else:
                self.pop_screen()  # the notices held meanwhile are said (``Notices``)
        elif small:  # a notice must not cover the size message: those on show wait with it (``Notices``)
            self.push_screen(TooSmallScreen(width, height, MIN_WIDTH, MIN_HEIGHT))
            self.paused_at(top)
