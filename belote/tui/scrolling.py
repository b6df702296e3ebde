"""Panels longer than the terminal: ↑↓ and Pg↑↓ scroll them, and the Footer says so while the
text does not fit."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.css.query import NoMatches

if TYPE_CHECKING:
    from textual.binding import BindingType

SCROLL_BINDINGS: list[BindingType] = [
    Binding("down", "scroll(1)", "key.scroll", key_display="↑↓"),
    Binding("up", "scroll(-1)", show=False),
    Binding("pagedown", "scroll_page(1)", show=False),
    Binding("pageup", "scroll_page(-1)", show=False),
    Binding("home", "scroll_edge(False)", show=False),
    Binding("end", "scroll_edge(True)", show=False),
]
"""The keys of a scrolling panel; only « ↑↓ Défiler » is in the Footer (the help lists the rest)."""


def scroll_pages(scroller: VerticalScroll, pages: int) -> None:
    """Scroll by ``pages`` pages: the panel's height, less a line kept to read on from."""
    page = max(1, scroller.scrollable_content_region.height - 1)
    scroller.scroll_relative(y=pages * page, animate=False)


class ScrollKeys:
    """Mixin for a screen whose text is in one ``VerticalScroll``: put ``SCROLL_BINDINGS`` in its
    ``BINDINGS``; « ↑↓ Défiler » shows in the Footer only while the text is longer than the panel."""

    def action_scroll(self, lines: int) -> None:
        """Scroll the text by ``lines`` (negative: up)."""
        self.query_one(VerticalScroll).scroll_relative(y=lines, animate=False)  # type: ignore[attr-defined]

    def action_scroll_page(self, pages: int) -> None:
        """Scroll the text by ``pages`` pages (negative: up)."""
        scroll_pages(self.query_one(VerticalScroll), pages)  # type: ignore[attr-defined]

    def action_scroll_edge(self, end: bool) -> None:
        """Go to the text's end (``end``) or back to its top: the help is long."""
        scroller = self.query_one(VerticalScroll)  # type: ignore[attr-defined]
        if end:  # at once: a Pg↓ pressed right after scrolls on from there, not from where it was
            scroller.scroll_end(animate=False, immediate=True)
        else:
            scroller.scroll_home(animate=False, immediate=True)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The scrolling keys are offered only while there is something to scroll."""
        if action in ("scroll", "scroll_page", "scroll_edge"):
            try:
                return self.query_one(VerticalScroll).max_scroll_y > 0  # type: ignore[attr-defined, no-any-return]
            except NoMatches:
                return False
        return super().check_action(action, parameters)  # type: ignore[misc, no-any-return]

    def on_mount(self) -> None:
        """Offer the scrolling keys once laid out, and again whenever the text's length changes."""
        try:
            scroller = self.query_one(VerticalScroll)  # type: ignore[attr-defined]
        except NoMatches:  # a panel drawn whole, that never scrolls (the last trick)
            return
        scroller.can_focus = False  # its own ↑↓ would shadow the screen's, which the Footer names
        if self.focused is scroller:  # type: ignore[attr-defined]
            self.set_focus(None)  # type: ignore[attr-defined]
        self.watch(scroller, "virtual_size", lambda _: self.fitted(), init=False)  # type: ignore[attr-defined]
        self.fitted()

    def on_resize(self, _: Any) -> None:
        """A new size: the text may fit now, or no longer."""
        self.fitted()

    def fitted(self) -> None:
        """Show or hide « ↑↓ Défiler » after the next refresh (call it when the text changes)."""
        self.call_after_refresh(self.refresh_bindings)  # type: ignore[attr-defined]
