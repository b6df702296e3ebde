"""The screens over the table: the panel closed by Enter, the last trick, prompts, too small a terminal.

The score panels built on ``InfoScreen`` are in ``score_screens``."""

from __future__ import annotations

import time
from typing import ClassVar

from rich.console import RenderableType
from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.timer import Timer
from textual.widgets import Static

from belote.engine import Trick
from belote.tui import i18n
from belote.tui.i18n import (
    card_label,
    language,
    seat_in_sentence,
    seat_name,
    tr,
)
from belote.tui.scrolling import SCROLL_BINDINGS, ScrollKeys
from belote.tui.translate import LiveFooter, TranslatedBindings
from belote.tui.typography import PlainBlanks, french_body, french_spacing
from belote.tui.widgets import CentreInfo, CentreView

MIN_WIDTH, MIN_HEIGHT = 80, 24
"""The smallest terminal the table is drawn in."""


class CloseFirst:
    """« q » over a panel that does not quit (the last trick, the score sheet, the expert's advice)
    says how to close it rather than nothing."""

    def action_close_first(self) -> None:
        """Say that Escape closes the panel, then « q » quits."""
        assert isinstance(self, ModalScreen)
        self.notify(tr("notice.close_first"), timeout=4.0, markup=False)


REPEAT_GAP = 0.3
"""Seconds of quiet that end a held key's repeats (a terminal repeats a key every 30 to 50 ms once
it starts): a press closer than this to the last one while a panel's keys are held is held too."""


class HeldKeys:
    """A panel that may open by itself: for a moment Enter and Space close nothing, so that a key
    meant for what was on the screen before does not close it unread (Escape still closes)."""

    held_until = 0.0
    """Until this moment (``time.monotonic``) Enter and Space do not close the panel."""

    def hold_keys(self, seconds: float) -> None:
        """Enter and Space close nothing for ``seconds`` from now."""
        self.held_until = time.monotonic() + seconds

    def keys_held(self) -> bool:
        """Whether Enter and Space are held now."""
        return time.monotonic() < self.held_until

    def press_held(self) -> bool:
        """Whether an Enter or Space pressed now closes nothing: the keys are held, and a press
        while they are keeps them held ``REPEAT_GAP`` longer, so a key held down (its repeats come
        every few hundredths of a second) never closes the panel, however long it is held."""
        now = time.monotonic()
        if now >= self.held_until:
            return False
        self.held_until = max(self.held_until, now + REPEAT_GAP)
        return True


class NoticesWait:
    """A screen the passing notices would cover, half cut (a centred panel being read, the size
    message): those said meanwhile wait until it goes, and so do those on show (only the problems
    among them where ``passing_notices_wait`` is False: the others were about what came before)."""

    passing_notices_wait: ClassVar[bool] = True


class InfoScreen(NoticesWait, HeldKeys, CloseFirst, ScrollKeys, TranslatedBindings, ModalScreen[bool]):
    """A modal panel closed by Enter (its safe default) or Escape; ↑↓ scroll it when it is long."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "close", "key.continue", key_display="⏎"),
        Binding("escape", "close(True)", show=False),
        Binding("space", "close", show=False),
        *SCROLL_BINDINGS,
    ]
    said_timer: Timer | None = None
    """Takes the phrase said at a shared table (``hear``) off the panel's border."""

    def body(self) -> RenderableType:
        """What the panel shows."""
        return Text()

    def compose(self) -> ComposeResult:
        """The panel and the Footer."""
        with VerticalScroll(classes="dialog"):
            yield Static(self.french_body(), classes="dialog-body")
        yield LiveFooter(compact=True, show_command_palette=False)

    def french_body(self) -> RenderableType:
        """The body with French spacing when French is spoken: no line starts with « : »."""
        return french_body(self.body(), language())

    def action_close(self, now: bool = False) -> None:
        """Close the panel (unless Enter or Space come while the keys are held, see ``press_held``)."""
        if not now and self.press_held():
            return
        self.dismiss(True)

    def hear(self, said: str, seconds: float) -> None:
        """A phrase said at a shared table while the panel is read: on the panel's lower border for
        ``seconds`` (the latest one), where it covers nothing, instead of waiting for the panel to
        go (« Bien joué ! » is said at the end of a deal, not after it)."""
        dialog = self.query_one(".dialog")
        dialog.border_subtitle = " ".join(said.split())
        if self.said_timer is not None:
            self.said_timer.stop()
        self.said_timer = self.set_timer(seconds, self.forget_said)

    def forget_said(self) -> None:
        """The phrase has been shown long enough: the border is plain again."""
        self.said_timer = None
        self.query_one(".dialog").border_subtitle = ""


class LastTrickScreen(InfoScreen):
    """« Dernier pli »: the last completed trick (of the previous deal before the first one), card by
    seat, in the order played from the leader, and who won it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "close", "key.close", key_display="⏎"),
        Binding("escape,d,l", "close", show=False),
        Binding("q", "close_first", show=False),
    ]

    def __init__(
        self, trick: Trick | None, four_colours: bool = False, previous: bool = False, der: int = 0
    ) -> None:
        """``der``: the dix de der the trick carried (the eighth, without a capot), said beside its
        points as the deal's log says it."""
        super().__init__()
        self.trick, self.four_colours, self.previous, self.der = trick, four_colours, previous, der

    def compose(self) -> ComposeResult:
        """The trick drawn like the centre of the table, and the seats in the order they played."""
        with Vertical(classes="dialog"):
            title = tr("last.previous" if self.previous else "last.title")
            yield Static(Text(title, Style(bold=True)), classes="dialog-body")
            trick = self.trick
            if trick is None:
                yield Static(tr("last.none"))
            else:
                yield Static(trick_order(trick), classes="trick-order")
                centre = CentreView(classes="last-trick")
                centre.four_colours = self.four_colours
                centre.info = CentreInfo(
                    played=tuple((trick.seat_of(i), card) for i, card in enumerate(trick.cards)),
                    winner=trick.winner,
                    positions=tuple(i18n.position(s) for s in range(4)),  # type: ignore[arg-type]
                    caption=self.caption(trick),
                )
                yield centre
        yield LiveFooter(compact=True, show_command_palette=False)

    def caption(self, trick: Trick) -> str:
        """« Remporté par Nord (+21) », with « +10 de der » for the deal's last trick."""
        seat = seat_in_sentence(trick.winner or 0)
        if self.der:
            return tr("last.won_der", seat=seat, points=trick.points, der=self.der)
        return tr("last.won", seat=seat, points=trick.points)


def trick_order(trick: Trick) -> Text:
    """« Entame : Ouest 10♥ → Nord A♥ ★ → … »: the leader first, the winner starred."""
    parts = []
    for index, card in enumerate(trick.cards):
        seat = trick.seat_of(index)
        star = " ★" if seat == trick.winner else ""
        parts.append(f"{seat_name(seat)} {card_label(card)}{star}")
    return Text(tr("last.order", order=" → ".join(parts)))


class PromptScreen(NoticesWait, TranslatedBindings, ModalScreen[bool | None]):
    """A yes/no question; Enter answers the safe default given by ``default``. With ``cancel``,
    Escape answers neither (None): the move the question is about is not made (« Dire Belote ? »
    asked as a card is played: Escape takes the card back into the hand). With ``menu``, a third
    choice « Menu » (``m``) answers None: the quit question of a solo partie, which may go back to
    the start menu instead of quitting. ``of_play``: a question of the play (announce, belote,
    carré), over which ``q`` asks the quit question; ``at_table``: one that sits low on the right (over
    the log, just above the hand) and leaves the trick it is asked about and the hand in view."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("o", "answer(True)", "key.yes"),
        Binding("y", "answer(True)", show=False),
        Binding("n", "answer(False)", "key.no"),
        Binding("escape", "answer(False)", show=False),
        # An Escape followed fast by a letter and another Escape reaches the app as « ^ », the
        # letter, Escape (the terminal parser's reading of an unknown sequence): « ^ » is that
        # Escape, so « Échap o » typed fast never answers yes.
        Binding("circumflex_accent", "answer(False)", show=False),
        Binding("enter", "default", show=False),
    ]

    def __init__(
        self,
        question: str,
        hint: str = "",
        default: bool = True,
        cancel: bool = False,
        menu: bool = False,
        at_table: bool = False,
        of_play: bool = False,
    ) -> None:
        super().__init__(classes="at-table" if at_table else None)
        self.question, self.hint, self.default, self.menu = question, hint, default, menu
        self.of_play = of_play
        if of_play:  # « q » asks the quit question over it, as at the table: never a silent key
            self._bindings.key_to_bindings["q"] = [Binding("q", "app.quit_game", tr("key.quit"))]
        if menu:
            self._bindings.key_to_bindings["m"] = [Binding("m", "cancel", tr("key.menu"))]
        if cancel:  # Escape (and the « ^ » a fast Escape arrives as) go back, named in the Footer
            bindings = self._bindings.key_to_bindings
            bindings["escape"] = [Binding("escape", "cancel", tr("key.back"), key_display=tr("key.esc"))]
            bindings["circumflex_accent"] = [Binding("circumflex_accent", "cancel", show=False)]
        self.yes_key = "o" if language() == "fr" else "y"  # « oui » / "yes"
        if self.yes_key == "y":  # in English « o » is Options everywhere else: here it says nothing,
            bindings = self._bindings.key_to_bindings  # never a yes the screen does not show
            del bindings["o"]
            bindings["y"] = [Binding("y", "answer(True)", tr("key.yes"))]

    def compose(self) -> ComposeResult:
        """The question, the choices with the default marked, and the Footer."""
        yes, no = tr("key.yes"), tr("key.no")
        choices = Text()
        for label, key, chosen in ((yes, self.yes_key, self.default), (no, "n", not self.default)):
            style = Style(color="black", bgcolor="#ffd75f", bold=True) if chosen else Style(dim=True)
            choices.append(f" {label} ({key}{', ⏎' if chosen else ''}) ", style)
            choices.append("   ")
        if self.menu:
            choices.append(f" {tr('key.menu')} (m) ", Style(dim=True))
        french = language() == "fr"  # « » and « : » kept with their words where a line breaks
        question, hint = (french_spacing(t) if french else t for t in (self.question, self.hint))
        with Vertical(classes="dialog prompt"):
            yield Static(PlainBlanks(Text(question, Style(bold=True))), classes="dialog-body")
            if hint:
                yield Static(PlainBlanks(Text(hint, Style(dim=True))))
            yield Static(choices, classes="prompt-choices")
        yield LiveFooter(compact=True, show_command_palette=False)

    def action_answer(self, yes: bool) -> None:
        """Answer yes or no."""
        self.dismiss(yes)

    def action_default(self) -> None:
        """Enter: the highlighted, safe answer."""
        self.dismiss(self.default)

    def action_cancel(self) -> None:
        """Escape, where the question may be left, or « m » for the menu: neither answer."""
        self.dismiss(None)


class TooSmallScreen(NoticesWait, ModalScreen[None]):
    """Shown over everything while the terminal is below the minimum size; ``q`` and ``ctrl+c``
    still ask the quit question (the screen's own ``ctrl+c`` would copy text, and a player must
    never be shut in)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("q", "app.quit_game", show=False),  # the question opens over this screen
        Binding("ctrl+c", "app.quit_game", show=False),
    ]

    def __init__(self, width: int, height: int, min_width: int, min_height: int) -> None:
        super().__init__()
        self.sizes = (width, height, min_width, min_height)

    def compose(self) -> ComposeResult:
        """The message saying how large the terminal must be."""
        yield Static(self.message(*self.sizes), id="too-small")

    @staticmethod
    def message(width: int, height: int, min_width: int, min_height: int) -> str:
        """« Terminal trop petit : 60×20. Il faut au moins 80×24. »"""
        return tr("small", width=width, height=height, min_width=min_width, min_height=min_height)

    def update_size(self, width: int, height: int) -> None:
        """Say the new size."""
        self.sizes = (width, height, *self.sizes[2:])
        self.query_one("#too-small", Static).update(self.message(*self.sizes))

    def fitting(self) -> None:
        """The terminal is large enough again while a question sits over this screen: say nothing
        (the question's answer takes this screen away)."""
        self.query_one("#too-small", Static).update("")
