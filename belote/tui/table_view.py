"""What the table shows: the seats, the centre, the hand, the score panel and the deal's log, laid
out once and redrawn from the human's view of the deal (``Deal.view(0)``), so no hidden card is
ever drawn.
"""

from __future__ import annotations

from dataclasses import replace

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import RichLog, Static

from belote.engine import Match, Play, Suit, Trick, trick_winner
from belote.engine.records import DealView
from belote.tui import i18n
from belote.tui.board import Board
from belote.tui.count import RunningCount, running_count
from belote.tui.events import StandIns, log_lines, speech, taker_then, trick_caption
from belote.tui.hand_order import HandOrder
from belote.tui.human import HUMAN
from belote.tui.i18n import tr
from belote.tui.score_screens import manche_kind
from belote.tui.translate import LiveFooter
from belote.tui.typography import PlainBlanks, french_text
from belote.tui.widgets import (
    CentreInfo,
    CentreView,
    DealLog,
    HandView,
    PanelInfo,
    ScorePanel,
    SeatInfo,
    SeatView,
    StatusBar,
)


class TableView(HandOrder):
    """Mixin for the table screen: its widgets, and their state recomputed from the human's view."""

    match: Match
    waiting: str
    shown_trick: Trick | None
    """The completed trick shown in the centre for a moment (None the rest of the time)."""
    chosen_suit: Suit | None
    """The suit selected in bidding round 2, which Enter takes (the bidding keys')."""

    def __init__(self) -> None:
        super().__init__()
        self.logged = 0
        """How many lines of the deal's log are written."""
        self.log_width = 0
        """The log's width when it was last written."""

    def compose(self) -> ComposeResult:
        """Seats around the centre, the hand below, the score panel and the log on the right."""
        with Horizontal(id="body"):
            with Vertical(id="table"):
                yield SeatView(id="seat-N", classes="seat")
                with Horizontal(id="middle"):
                    yield SeatView(id="seat-W", classes="seat side")
                    yield CentreView(id="centre")
                    yield SeatView(id="seat-E", classes="seat side")
                yield SeatView(id="seat-S", classes="seat")
                yield HandView(id="hand")
                yield StatusBar(id="status")
            with Vertical(id="side"):
                yield ScorePanel(id="panel")
                yield Static(tr("panel.log"), id="log-title")
                log = DealLog(id="log", wrap=True, markup=False, auto_scroll=True, min_width=10)
                log.can_focus = False
                yield log
        yield LiveFooter(compact=True, show_command_palette=False)

    def on_score_panel_resized(self) -> None:
        """Passing notices start under the score panel (``toasts_top``): placed again."""
        self.beloteapp.place_toasts()

    def toasts_top(self) -> int:
        """Passing notices start under the score panel: for a moment they hide the log's title and
        its oldest lines, never the score (the first thing a player looks for on coming back);
        none while the table is not drawn yet."""
        panels = self.query(ScorePanel)
        if not panels:
            return 0
        panel = panels.first()
        return panel.region.bottom + panel.styles.margin.bottom

    def on_deal_log_resized(self) -> None:
        """The log has its new width: write it again if the width changed."""
        self.rewrap_log()

    def rewrap_log(self, anyway: bool = False) -> None:
        """Write the log again when its width changed (RichLog keeps lines wrapped as first written),
        or ``anyway``: a new look or deck colours (it keeps their colours as first written too)."""
        log = self.query_one(RichLog)
        width = log.scrollable_content_region.width
        if (width == self.log_width and not anyway) or not self.has_deal():
            return
        self.log_width = width
        log.clear()
        self.logged = 0
        self.write_log(self.human_view())

    def has_deal(self) -> bool:
        """Whether there is a deal to show (the solo partie's; a shared table has its own)."""
        return self.beloteapp.has_match

    @property
    def board(self) -> Board:
        """The scores and the sheet: the local Match (a shared table gives its own)."""
        return self.match

    def human_view(self) -> DealView:
        """What the human may know of the deal, everything drawn comes from it."""
        return self.match.deal.view(HUMAN)

    def stand_ins(self) -> StandIns | None:
        """The bots a friend sat in for during this deal, by seat (only at a shared table)."""
        return None

    def play_goes_on(self) -> bool:
        """Whether the seat to play will play: a shared table that closed waits for no one (its
        « ▶ » would say someone is thinking)."""
        return True

    def deal_number(self) -> int:
        """The number of the current deal in this manche, redeals included."""
        history = self.board.history
        return len(history[-1]) + (0 if self.human_view().phase == "done" else 1)

    def refresh_view(self) -> None:
        """Recompute every widget's reactive state from the human's view of the deal."""
        view = self.human_view()
        app = self.beloteapp
        four = app.settings.four_colours
        shown = self.shown_trick
        positions = tuple(i18n.position(seat) for seat in range(4))
        trick = shown if shown is not None else view.current_trick
        leader = trick.leader if view.phase == "playing" or shown is not None else None
        for seat in range(4):
            info = SeatInfo(
                seat=seat,
                cards_left=view.hand_sizes[seat],
                dealer=seat == view.dealer,
                to_play=view.to_play == seat and shown is None and self.play_goes_on(),
                taker=seat == view.taker,
                speech=speech(view, seat, shown),
                leader=seat == leader,
            )
            self.query_one(f"#seat-{positions[seat]}", SeatView).info = info
        played = tuple((trick.seat_of(i), card) for i, card in enumerate(trick.cards))
        caption = ""
        if shown is not None and shown.winner is not None:
            caption = trick_caption(shown, view.tricks)
        centre = self.query_one(CentreView)
        centre.four_colours = four
        centre.info = CentreInfo(
            bidding_round=view.bidding_round if view.phase == "bidding" else 0,
            chosen=self.chosen_suit,
            turned=view.turned,
            trump=view.trump,
            taker=view.taker,
            played=played,
            winner=self.master(trick, view),
            trick_number=min(8, len(view.tricks) + (0 if shown is not None else 1)),
            caption=caption,
            positions=positions,  # type: ignore[arg-type]
        )
        won = [0, 0]
        for done in view.tricks:
            if done.winner is not None:
                won[done.winner % 2] += 1
        board = self.board
        rules = board.rules
        self.query_one(ScorePanel).info = PanelInfo(
            manche=board.manche_index + 1,
            manches_total=rules.manches,
            kind=manche_kind(board, board.manche_index),
            target=rules.target,
            scores=board.scores,
            manches=board.manches,
            reserve=board.reserve,
            tricks=(won[0], won[1]),
            taker=view.taker,
            taker_name=taker_then(view, self.stand_ins()),
            trump=view.trump,
            four_colours=four,
            count=running_count(view),
        )
        hand = self.query_one(HandView)
        cards = self.hand_in_order(view)
        before = hand.cards[hand.selected] if 0 <= hand.selected < len(hand.cards) else None
        hand.four_colours = four
        hand.cards = cards
        hand.legal = frozenset(a.card for a in view.legal if isinstance(a, Play))
        hand.active = self.waiting == "card"
        if before in cards:  # the selection stays on its card when the hand is sorted again
            hand.selected = cards.index(before)
        elif hand.selected >= len(cards):
            hand.selected = max(0, len(cards) - 1)
        self.write_log(view)

    def show_coming_deal(self, dealer: int) -> None:
        """Under the cut of the next deal, the table speaks of that deal: its ``dealer`` marked, no
        taker, no trick nor trump in the centre, no card in our hand (all passed: it was gathered),
        and in the score panel no contract yet and, when it opens a manche, that manche's name and
        its score at 0 to 0 (the last deal's dealer, contract and the finished manche's totals would
        read as the game in play); its log is empty until the cards are dealt."""
        positions = tuple(i18n.position(seat) for seat in range(4))
        for seat in range(4):
            self.query_one(f"#seat-{positions[seat]}", SeatView).info = SeatInfo(seat, dealer=seat == dealer)
        self.query_one(CentreView).info = CentreInfo(positions=positions)  # type: ignore[arg-type]
        board = self.board
        opening = board.manche_over
        index = board.manche_index + (1 if opening else 0)
        panel = self.query_one(ScorePanel)
        panel.info = replace(
            panel.info,
            manche=index + 1,
            kind=manche_kind(board, index),
            scores=(0, 0) if opening else board.scores,
            tricks=(0, 0),
            taker=None,
            taker_name="",
            trump=None,
            count=RunningCount(),
        )
        self.query_one(RichLog).clear()  # the deal past is on the sheet: its log would read as this one's
        self.logged = 0
        hand = self.query_one(HandView)
        hand.cards, hand.legal, hand.active = (), frozenset(), False  # a hand passed out is gathered too

    def master(self, trick: Trick, view: DealView) -> int | None:
        """The seat whose card holds the trick (framed in the centre), or None for an empty trick."""
        trump = view.trump
        if trick.winner is not None or trump is None or not trick.cards:
            return trick.winner
        return trick.seat_of(trick_winner(trick.cards, trump))

    def write_log(self, view: DealView) -> None:
        """Append the log lines not written yet (the whole deal after a resume); none while the next
        deal's cut is asked (the deal past is over, the next one not dealt yet)."""
        if self.beloteapp.cut_pending:
            return
        board = self.board
        done = 1 if view.phase == "done" else 0  # a finished deal is on the sheet already
        first = sum(len(deals) for deals in board.history) == done  # the partie's first deal: its draw
        draw = board.draw if first else ()
        four = self.beloteapp.settings.four_colours
        lines = log_lines(view, self.deal_number(), four, draw, board.cut, self.stand_ins())
        log = self.query_one(RichLog)
        if len(lines) < self.logged:
            log.clear()
            self.logged = 0
        french = i18n.language() == "fr"
        for line in lines[self.logged :]:
            log.write(PlainBlanks(french_text(line) if french else line))
        self.logged = len(lines)

    def say(self, message: str, error: bool = False) -> None:
        """Show a line in the status bar."""
        self.query_one(StatusBar).say(message, error)
