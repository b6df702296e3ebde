"""The coach's screens: the hint over the table, and the review of a finished deal.

Both compute in a thread worker (the expert's search takes up to a second for a hint, a few for a
review) and show « … » or a progress bar meanwhile; closing the screen early just drops the answer.
"""

from __future__ import annotations

from concurrent.futures import Future
from typing import TYPE_CHECKING, ClassVar, TypeVar, cast

from rich.console import Group, RenderableType
from rich.style import Style
from rich.text import Text
from textual import events, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.geometry import Region
from textual.screen import ModalScreen
from textual.widgets import ProgressBar, Static
from textual.worker import get_current_worker

from belote.coach import DealRecord, Hint, Par, PlayedDeal, Review, hint, par, review
from belote.coach.turns import Turns, turns
from belote.engine import DealResult, DealView, Match
from belote.tui.bid_keys import SUIT_KEYS
from belote.tui.challenge import Entry
from belote.tui.coach_bodies import best, hint_body, review_body, said
from belote.tui.i18n import card_label, tr
from belote.tui.score_screens import SummaryScreen
from belote.tui.screens import CloseFirst, HeldKeys, NoticesWait
from belote.tui.scrolling import SCROLL_BINDINGS, ScrollKeys
from belote.tui.translate import LiveFooter, TranslatedBindings
from belote.tui.typography import PlainBlanks

if TYPE_CHECKING:
    from belote.tui.app import BeloteApp


ROWS_UNDER_HINT = 7
"""The rows a card-play hint leaves at the bottom: the hand (4), the status line (2) and the Footer."""

HINT_WIDTH = 42
"""A card-play hint's width (its styles'), unless it widens to cover the East seat whole."""

MIN_HINT_ROWS = 6
"""The hint's least height, on a terminal too short for the rule above (it scrolls)."""


T = TypeVar("T")


class CoachScreen(NoticesWait, HeldKeys, CloseFirst, ScrollKeys, TranslatedBindings, ModalScreen[None]):
    """A panel closed by Enter or Escape whose body is filled in by a worker."""

    passing_notices_wait = False  # the advice is read where a notice shows; one on show was about the table

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "close", "key.close", key_display="⏎"),
        Binding("escape", "close(True)", show=False),
        Binding("q", "close_first", show=False),
        *SCROLL_BINDINGS,
    ]

    def compose(self) -> ComposeResult:
        """The title, the body (« … » until the answer comes) and the Footer."""
        with VerticalScroll(classes="dialog coach"):
            yield Static(self.title_text(), classes="coach-title")
            yield Static(Text(self.waiting_text(), Style(dim=True)), classes="dialog-body coach-body")
        yield LiveFooter(compact=True, show_command_palette=False)

    def title_text(self) -> Text:
        """The panel's title."""
        return Text()

    def waiting_text(self) -> str:
        """What the body says while the expert thinks."""
        return "…"

    def show(self, body: RenderableType) -> None:
        """Replace the waiting text by the answer (the Footer offers scrolling if it is long)."""
        self.query_one(".coach-body", Static).update(body)
        self.fitted()

    def action_close(self, now: bool = False) -> None:
        """Close the panel (a worker still thinking is cancelled), unless Enter comes while the keys
        are held (see ``press_held``)."""
        if not now and self.press_held():
            return
        self.workers.cancel_all()
        self.dismiss(None)


TABLE_KEYS = ("t", "p", *"12345678", *SUIT_KEYS)
"""The table's keys that answer the advice (take, pass, a card by its number, a suit in round 2)."""


class HintScreen(CoachScreen):
    """« Conseil »: the expert's evaluation of the human's options, from the human's view only. A
    key that answers it at the table (« t », « p », a card's number, a suit) closes it and acts, so
    the advice read needs no Escape first; the hint's own key closes it again."""

    BINDINGS: ClassVar[list[BindingType]] = [
        *(Binding(key, f"at_table('{key}')", show=False) for key in TABLE_KEYS),
        Binding("i", "close", show=False),
    ]

    def __init__(self, view: DealView, manche: str = "") -> None:
        super().__init__(classes="card-play" if view.phase == "playing" else "")
        self.view = view
        self.manche = manche
        """A word on the manche's end in sight (``manche_note``), under the advice."""
        self.advice: Hint | None = None

    def title_text(self) -> Text:
        """« Conseil de l'expert »; in the bidding with the turned card the advice speaks of, which the
        panel covers at the top of the table (« … · retournée : V♣ »)."""
        if self.view.phase == "bidding":
            return Text(tr("hint.title_turned", card=card_label(self.view.turned)), best())
        return Text(tr("hint.title"), best())

    def waiting_text(self) -> str:
        """« L'expert réfléchit… »."""
        return tr("hint.thinking")

    def on_mount(self) -> None:
        """Start thinking."""
        self.think()

    def on_resize(self, event: events.Resize) -> None:
        """In the card play, end above the hand (the rows under it: the hand, the status line and
        the Footer), so the cards the hint weighs stay in view; what is longer scrolls."""
        if self.has_class("card-play"):
            room = max(MIN_HINT_ROWS, event.size.height - ROWS_UNDER_HINT)
            self.query_one(".dialog.coach").styles.max_height = room
            self.call_after_refresh(self.cover_east_whole)

    def cover_east_whole(self) -> None:
        """In the card play the panel, as wide as the styles say, would cut the East seat's column
        (« East ( »): it then takes the whole column, so the seat is hidden whole or shown whole."""
        stack = self.app.screen_stack
        place = stack.index(self) if self.is_attached and self in stack else 0
        if place == 0:
            return  # closed meanwhile (the hint's key pressed again)
        seats = stack[place - 1].query("#seat-E")  # the table, under the size notice too
        if not seats:
            return
        east = seats.first()
        panel = self.query_one(".dialog.coach")
        panel.styles.width = HINT_WIDTH
        left = self.size.width - HINT_WIDTH
        drawn = [strip.text for strip in east.render_lines(Region(0, 0, *east.size)) if strip.text.strip()]
        if not drawn:
            return
        first = east.region.x + min(len(line) - len(line.lstrip()) for line in drawn)
        last = east.region.x + max(len(line.rstrip()) for line in drawn)
        if first < left < last:  # the panel's edge falls inside the seat's words
            panel.styles.width = self.size.width - east.region.x

    def action_at_table(self, key: str) -> None:
        """Close the advice and let the table act on ``key``; « c », the hint's key except where it
        names ♣ (round 2), only closes it."""
        self.action_close()
        if key != "c" or (self.view.phase == "bidding" and self.view.bidding_round == 2):
            self.app.simulate_key(key)

    @work(thread=True, exclusive=True, group="coach")
    def think(self) -> None:
        """Compute the hint away from the UI thread."""
        advice = hint(self.view)
        self.app.call_from_thread(self.answer, advice)

    def answer(self, advice: Hint) -> None:
        """Show the hint."""
        self.advice = advice
        if self.is_attached:
            app = cast("BeloteApp", self.app)
            self.show(hint_body(advice, explained=app.hint_explained, manche=self.manche))
            app.hint_explained = True


def wait(future: Future[T]) -> T | None:
    """The future's result, waited for in slices so that a cancelled worker stops waiting (None)."""
    worker = get_current_worker()
    while not worker.is_cancelled:
        try:
            return future.result(timeout=0.2)
        except TimeoutError:
            continue
        except Exception:  # cancelled or failed: the screen does without
            return None
    return None


class ReviewScreen(CoachScreen):
    """« Analyse »: every decision of the human in the deal re-evaluated, the deal's par, and the
    expert's replay of the deal in the human's seat (both from the challenge's background work when
    ``entry`` is given, shown as they come)."""

    def __init__(
        self, record: DealRecord, number: int, entry: Entry | None = None, seat: int = 0, versus: str = ""
    ) -> None:
        """``versus``: the expert's result in the human's seat, already known (a deal of the history)."""
        super().__init__()
        self.record, self.number, self.seat, self.entry = record, number, seat, entry
        self.done: Review | None = None
        self.found: Par | None = None
        self.solved = False
        self.turned: Turns | None = None
        self.versus = versus

    def title_text(self) -> Text:
        """« Analyse de la donne N »."""
        return Text(tr("review.title", n=self.number), best())

    def waiting_text(self) -> str:
        """« L'expert revoit vos décisions… »."""
        return tr("review.computing")

    def compose(self) -> ComposeResult:
        """The panel with a progress bar under the title."""
        with VerticalScroll(classes="dialog coach"):
            yield Static(self.title_text(), classes="coach-title")
            yield ProgressBar(total=None, show_eta=False, classes="coach-progress")
            yield Static(Text(self.waiting_text(), Style(dim=True)), classes="dialog-body coach-body")
        yield LiveFooter(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        """Start the review."""
        self.analyse()

    @work(thread=True, exclusive=True, group="coach")
    def analyse(self) -> None:
        """Review the decisions (the progress bar moves after each), then wait for the par and the
        expert's replay."""

        def progress(done: int, total: int) -> None:
            self.app.call_from_thread(self.advance, done, total)

        done = review(self.record, self.seat, progress=progress)
        self.app.call_from_thread(self.answer, done)
        entry = self.entry
        found = wait(entry.par) if entry is not None else par(self.record)
        self.app.call_from_thread(self.answer_par, found)
        if found is not None:  # where the points went, solved from the par on (a few tenths of a second)
            self.app.call_from_thread(self.answer_turns, turns(self.record, found))
        if entry is not None and wait(entry.expert) is not None:
            self.app.call_from_thread(self.answer_versus, entry.line(done))

    def advance(self, done: int, total: int) -> None:
        """Move the progress bar."""
        if self.is_attached:
            self.query_one(ProgressBar).update(total=total, progress=done)

    def answer(self, done: Review) -> None:
        """Show the review (the par line says « … » until the par comes)."""
        self.done = done
        self.refresh_body()

    def answer_par(self, found: Par | None) -> None:
        """Add the par."""
        self.found, self.solved = found, True
        self.refresh_body()

    def answer_turns(self, turned: Turns | None) -> None:
        """Add where the points went."""
        self.turned = turned
        self.refresh_body()

    def answer_versus(self, line: str) -> None:
        """Add the expert's result in the human's seat."""
        self.versus = line
        self.refresh_body()

    def refresh_body(self) -> None:
        """Draw what is known so far."""
        if not self.is_attached or self.done is None:
            return
        self.query_one(ProgressBar).display = False
        body = review_body(self.done, self.found, self.solved, self.turned)
        self.show(Group(body, PlainBlanks(said(self.versus))) if self.versus else body)


class AnalysedSummary(SummaryScreen):
    """The deal summary with the « Analyse » key (opened at once when the option asks for it)."""

    analysable = True  # « a » is bound by the scores' panels, listed before « q »

    def __init__(
        self,
        result: DealResult,
        match: Match,
        number: int,
        entry: Entry | None = None,
        auto: bool = False,
    ) -> None:
        super().__init__(result, match, number)
        self.record = PlayedDeal.of(match.deal)
        self.entry, self.auto = entry, auto
        self.played = bool(match.deal.tricks)
        """Cards were played (a deal dealt again because nobody took has nothing to analyse)."""

    def on_mount(self) -> None:
        """Show the analysis at once when the option is on, its keys held as long as the summary's:
        a second Enter on the heels of the one that ended the deal closes neither."""
        if self.auto and self.played:
            self.action_analyse(held=True)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """No « Analyse » key for a deal without card play."""
        if action == "analyse" and not self.played:
            return False
        return super().check_action(action, parameters)

    def action_analyse(self, held: bool = False) -> None:
        """Open the review of this deal (``held``: its keys held as long as the summary's)."""
        review = ReviewScreen(self.record, self.number, self.entry)
        if held:
            review.held_until = self.held_until
        self.app.push_screen(review)
