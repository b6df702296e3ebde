"""The dialogs of a shared table: the table phrases to choose from, and the end of a manche or of
the partie where the host alone starts the next."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, Static
from textual.widgets.option_list import Option

from belote.net.protocol import PHRASES
from belote.tui.board import Board
from belote.tui.i18n import tr
from belote.tui.menu_list import MenuList
from belote.tui.score_screens import MancheEndScreen
from belote.tui.screens import NoticesWait
from belote.tui.translate import TranslatedBindings


class SharedEndScreen(MancheEndScreen):
    """The end of a manche or of the partie at a shared table: no count of moves taken back (there is
    no undo there), and once the partie is over a friend's Enter goes back to the table, where the
    host alone starts the next partie (it may have already)."""

    def __init__(self, match: Board, admin: bool, next_begun: bool = False) -> None:
        """``next_begun``: the host started the next partie while we still read the last deal's
        summary (the end says so: our turn may be waiting at the table)."""
        super().__init__(match, undos=None)
        self.admin = admin
        if not admin:
            self.over_hint = "net.end_friend_begun" if next_begun else "net.end_friend"
            if match.over:
                bindings = self._bindings.key_to_bindings
                bindings["enter"] = [Binding("enter", "close", tr("key.to_table"), key_display="⏎")]


class PhraseScreen(NoticesWait, TranslatedBindings, ModalScreen[str | None]):
    """The table phrases to choose from (no free text)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("1", "say(0)", "key.phrases", key_display=f"1–{len(PHRASES)}"),  # the numbers, in the Footer
        *(Binding(str(n), f"say({n - 1})", show=False) for n in range(2, len(PHRASES) + 1)),
        Binding("escape", "dismiss_none", "key.cancel", key_display="key.esc"),
    ]

    def compose(self) -> ComposeResult:
        """The phrases, numbered."""
        options = [Option(f"{n}  {tr(f'phrase.{p}')}", id=p) for n, p in enumerate(PHRASES, 1)]
        with Vertical(classes="dialog"):
            yield Static(tr("net.phrases"), classes="dialog-body")
            yield MenuList(*options, id="phrases")
        yield Footer(compact=True, show_command_palette=False)

    def on_option_list_option_selected(self, event: MenuList.OptionSelected) -> None:
        """Say the chosen phrase (once: a second Enter on the first one's heels says nothing)."""
        if self.is_active:
            self.dismiss(event.option.id)

    def action_say(self, index: int) -> None:
        """Say the phrase with that number."""
        self.dismiss(PHRASES[index])

    def action_dismiss_none(self) -> None:
        """Say nothing."""
        self.dismiss(None)
