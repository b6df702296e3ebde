"""The help's Markdown as Rich draws it, but for numbered lists, which keep their full stop (« 1. »,
as the rules are written): Rich draws « 1 Chaque équipe… », and « 2 à points égaux » then reads as
a count."""

from __future__ import annotations

from typing import ClassVar

from rich.console import Console, ConsoleOptions, RenderResult
from rich.markdown import ListItem, Markdown, MarkdownElement
from rich.segment import Segment


class DottedListItem(ListItem):
    """A list item whose number is followed by a full stop."""

    def render_number(
        self, console: Console, options: ConsoleOptions, number: int, last_number: int
    ) -> RenderResult:
        """« 1. » then the item, its next lines indented under the item's first word."""
        number_width = len(str(last_number)) + 3  # a space before, the full stop and a space after
        lines = console.render_lines(self.elements, options.update(width=options.max_width - number_width))
        number_style = console.get_style("markdown.item.number", default="none")
        numeral = Segment(f"{number}.".rjust(number_width - 1) + " ", number_style)
        padding = Segment(" " * number_width, number_style)
        for index, line in enumerate(lines):
            yield numeral if index == 0 else padding
            yield from line
            yield Segment("\n")


class HelpMarkdown(Markdown):
    """Rich's Markdown with numbered lists drawn « 1. », « 2. »."""

    elements: ClassVar[dict[str, type[MarkdownElement]]] = {
        **Markdown.elements,
        "list_item_open": DottedListItem,
    }
