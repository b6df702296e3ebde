"""What we say to a shared table: a phrase chosen with « ! », and « Un instant ! » said for us when
our turn comes while our terminal is too small to show the table (the others then know why it waits).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from belote.net.client import TableState
from belote.net.protocol import PHRASE_GAP, PHRASES
from belote.tui.human import HUMAN
from belote.tui.i18n import tr
from belote.tui.screens import MIN_HEIGHT, MIN_WIDTH
from belote.tui.shared_screens import PhraseScreen

if TYPE_CHECKING:
    from textual.app import App

    from belote.engine import DealView


PHRASE_SECONDS = 4.0
"""How long a table phrase (« Bien joué ! ») stays on screen: shorter than a notice, it is chatter."""


def heard(name: str, phrase: str) -> str:
    """« Léa : » then « « Merci ! » »: a table phrase as the others hear it, the phrase on its own line."""
    return tr("net.said", name=name, phrase=tr(f"phrase.{phrase}"))


class PhraseSender:
    """Mixin for a screen of a shared table (the waiting room, the table): the phrases we send,
    chosen with « ! »."""

    app: App[None]
    phrase_said_at = -PHRASE_GAP
    """When we last sent a phrase (``time.monotonic``)."""
    phrases_due: list[str]
    """Phrases chosen too soon after the last one, sent one by one as the host takes them."""

    def send(self, kind: str, **fields: object) -> None:
        """Send a request to the host (the screen's)."""
        raise NotImplementedError

    def action_phrases(self) -> None:
        """Choose a table phrase to send."""

        def chosen(phrase: str | None) -> None:
            if phrase in PHRASES:
                self.say_phrase(phrase)

        self.app.push_screen(PhraseScreen(), chosen)

    def say_phrase(self, phrase: str) -> None:
        """Send a phrase, ``PHRASE_GAP`` after the last one at least: the host drops a seat's phrases
        that come too close, and one chosen quickly after another must not vanish unsaid."""
        self.phrases_due.append(phrase)
        if len(self.phrases_due) == 1:
            self.say_due()

    def say_due(self) -> None:
        """Send the first phrase due if the host takes it now, else try again when it will."""
        wait = self.phrase_said_at + PHRASE_GAP - time.monotonic()  # twice what the host asks for
        if wait > 0:
            self.app.set_timer(wait, self.say_due)
            return
        self.phrase_said_at = time.monotonic()
        self.send("say", phrase=self.phrases_due.pop(0))
        if self.phrases_due:
            self.app.set_timer(PHRASE_GAP, self.say_due)


class TablePhrases(PhraseSender):
    """Mixin for the shared table's screen: the phrases, and « Un instant ! » said for us."""

    state: TableState | None
    waiting: str
    moment_asked: bool
    """« Un instant ! » was said for this turn already."""

    def human_view(self) -> DealView:
        """Our seat's view (the screen's)."""
        raise NotImplementedError

    def our_turn(self) -> bool:
        """Whether the table waits for us: asked at the table, or due while it still shows the trick
        just won (held there while the terminal is too small to see it)."""
        if self.waiting in ("card", "bid1", "bid2"):
            return True
        if self.state is None or self.state.view is None or self.state.phase != "playing":
            return False
        view = self.human_view()
        return view.to_play == HUMAN and bool(view.legal)

    def ask_for_a_moment(self) -> None:
        """Our turn while the table cannot be seen (a terminal too small to play): say « Un instant ! »
        for us, once a turn, so the others know why the table waits."""
        width, height = self.app.size
        small = width < MIN_WIDTH or height < MIN_HEIGHT  # not a dialog of ours over the table
        if self.our_turn() and not self.moment_asked and small:
            self.moment_asked = True
            self.say_phrase("moment")
