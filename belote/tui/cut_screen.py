"""« Vous coupez » : the human lifts the gathered cards where they choose before the next deal, as
the player before the dealer does at a café table (the seed cuts for the bots, and for the human
who turned the question off in the options)."""

from __future__ import annotations

import time
from typing import ClassVar

from rich.console import Group, RenderableType
from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.reactive import reactive
from textual.screen import ModalScreen
from textual.widgets import Static

from belote.engine.dealing import MIN_PACKET
from belote.tui.i18n import tr
from belote.tui.screens import NoticesWait
from belote.tui.themes import colour
from belote.tui.translate import LiveFooter, TranslatedBindings

DECK = 32
BACK = "▮"
"""A card's back, seen from the side (the two packets are told apart by their colours)."""


def packets(lifted: int) -> Text:
    """The deck seen from the side, cut after ``lifted`` cards: « ▮▮▮…▮  ▮▮▮…▮ »."""
    drawn = Text(BACK * lifted, Style(color=colour("accent"), bold=True))
    drawn.append("  ")
    drawn.append(BACK * (DECK - lifted), Style(color=colour("them")))
    return drawn


class CutScreen(NoticesWait, TranslatedBindings, ModalScreen[int]):
    """Choose how many cards to lift (3 to 29), from the middle of the deck: ←/→ move the cut a card,
    Enter cuts there; Escape cuts at random, where the seed would have (a point not shown: the player
    who does not choose does not see it beforehand), so no key is ever refused."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "move(-1)", "key.cut_move", key_display="←→"),
        Binding("right", "move(1)", show=False),
        Binding("h", "move(-1)", show=False),
        Binding("l", "move(1)", show=False),
        Binding("pageup", "move(-5)", show=False),
        Binding("pagedown", "move(5)", show=False),
        Binding("home", "move(-32)", show=False),  # as few as may be lifted
        Binding("end", "move(32)", show=False),  # as many
        Binding("enter", "cut", "key.cut", key_display="⏎"),
        Binding("space", "cut", show=False),
        Binding("escape", "cut_anywhere", "key.cut_anywhere", key_display="key.esc"),
        # Quitting asks as at the table; the partie saved meanwhile deals the next hand cut at random.
        Binding("q", "app.quit_game", "key.quit"),
        Binding("ctrl+c", "app.quit_game", show=False),
    ]

    passing_notices_wait = False  # « Partie reprise. » over the question would only cover it
    lifted: reactive[int] = reactive(16)

    def __init__(self, seeded: int, grace: float = 0.0) -> None:
        """``seeded``: where the seed would cut, Escape's cut; ``grace``: seconds Enter and
        Space cut nothing once the question opens (it opens by itself as the summary closes, and an
        Enter pressed twice there must not cut before the player has seen it)."""
        super().__init__(classes="cut")
        self.seeded = seeded
        self.held_until = time.monotonic() + grace
        self.set_reactive(CutScreen.lifted, DECK // 2)

    def compose(self) -> ComposeResult:
        """The question, the deck and how many cards are lifted."""
        with Vertical(classes="dialog prompt"):
            yield Static(Text(tr("cut.title"), Style(bold=True)), classes="dialog-body")
            yield Static(self.body(), id="cut-deck")
        yield LiveFooter(compact=True, show_command_palette=False)

    def body(self) -> RenderableType:
        """The two packets and the count."""
        count = tr("cut.lifted", n=self.lifted, left=DECK - self.lifted)
        return Group(packets(self.lifted), Text(""), Text(count), Text(tr("cut.help"), Style(dim=True)))

    def watch_lifted(self) -> None:
        """Redraw the deck at each move."""
        if self.is_mounted:
            self.query_one("#cut-deck", Static).update(self.body())

    def action_move(self, step: int) -> None:
        """One card more or fewer lifted, leaving at least 3 in each packet."""
        self.lifted = max(MIN_PACKET, min(DECK - MIN_PACKET, self.lifted + step))

    def action_cut(self) -> None:
        """Cut where chosen (nothing during the grace: see ``__init__``)."""
        if time.monotonic() >= self.held_until:
            self.dismiss(self.lifted)

    def action_cut_anywhere(self) -> None:
        """Cut without choosing: where the seed would."""
        self.dismiss(self.seeded)
