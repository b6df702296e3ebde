"""The table screen: drives the Match, asks the bots in worker threads and the human by keys.

The screen is the only place that applies actions. Bots think in ``@work(thread=True)`` workers and
post a ``BotDecided`` message back; every widget is refreshed from ``Deal.view(0)`` after each action.
"""

from __future__ import annotations

import time

from textual import work
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.timer import Timer
from textual.widgets import Footer, RichLog, Static

from belote.engine import (
    Action,
    IllegalAction,
    Play,
    Rank,
    Trick,
    trick_winner,
)
from belote.engine.records import DealView
from belote.tui import i18n
from belote.tui.board import Board
from belote.tui.events import log_lines, speech
from belote.tui.human import HUMAN, suit_choices
from belote.tui.i18n import rule_sentence, seat_name, suit_name, tr
from belote.tui.screens import SummaryScreen
from belote.tui.sorting import sorted_hand
from belote.tui.table_extras import TableExtras
from belote.tui.translate import TranslatedBindings
from belote.tui.widgets import (
    CentreInfo,
    CentreView,
    HandView,
    PanelInfo,
    ScorePanel,
    SeatInfo,
    SeatView,
    StatusBar,
)


class BotDecided(Message):
    """A bot's worker finished thinking: ``action`` for ``seat`` (``token`` guards stale answers)."""

    def __init__(self, seat: int, action: Action, token: int, started: float) -> None:
        super().__init__()
        self.seat, self.action, self.token, self.started = seat, action, token, started


class GameScreen(TranslatedBindings, TableExtras):
    """The café table: three bots and the human, the trick in the middle, scores on the right."""

    def __init__(self) -> None:
        super().__init__()
        self.token = 0
        self.waiting = "bot"
        self.shown_trick: Trick | None = None
        self.trick_timer: Timer | None = None
        self.announce_choice: bool | None = None
        self.carres_answered: set[Rank] = set()
        self.logged = 0
        self.held: tuple[int, Action, int] | None = None
        self.log_width = 0

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
                log = RichLog(id="log", wrap=True, markup=False, auto_scroll=True, min_width=10)
                log.can_focus = False
                yield log
        yield Footer(compact=True, show_command_palette=False)

    def on_resize(self) -> None:
        """Bigger cards when the terminal has room for them (100×32 and more)."""
        big = self.size.width >= 100 and self.size.height >= 32
        self.query_one(HandView).big = big
        self.query_one(CentreView).big = big
        self.set_class(big, "big")
        self.set_class(self.size.width >= 110, "wide")
        self.call_after_refresh(self.rewrap_log)

    def rewrap_log(self) -> None:
        """Write the log again when its width changed (RichLog keeps lines wrapped as first written)."""
        log = self.query_one(RichLog)
        width = log.scrollable_content_region.width
        if width == self.log_width or not self.beloteapp.has_match:
            return
        self.log_width = width
        log.clear()
        self.logged = 0
        self.write_log(self.human_view())

    def on_mount(self) -> None:
        """Show the state as it is (a resumed partie included) and let the first player act."""
        i18n.set_direction(self.board.rules.direction)
        self.refresh_view()
        self.advance()
        self.query_one(StatusBar).notice = self.beloteapp.keeper.problem  # a save that fails, until it works

    # Showing the state -------------------------------------------------------------------------

    @property
    def board(self) -> Board:
        """The scores and the sheet: the local Match (a shared table gives its own)."""
        return self.match

    def human_view(self) -> DealView:
        """What the human may know of the deal, everything drawn comes from it."""
        return self.match.deal.view(HUMAN)

    def refuse(self, action: Action) -> None:
        """Say which rule forbids the action (the engine's explanation; nothing is played)."""
        deal = self.match.deal
        try:
            deal.copy().apply(action)  # raises: the action is not among the legal ones
        except IllegalAction as error:
            led = deal.current_trick.cards[0].suit if deal.current_trick.cards else None
            self.say(rule_sentence(error.rule, str(error), led), error=True)
            if isinstance(action, Play):
                self.app.bell()

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
        for seat in range(4):
            info = SeatInfo(
                seat=seat,
                cards_left=view.hand_sizes[seat],
                dealer=seat == view.dealer,
                to_play=view.to_play == seat and shown is None,
                taker=seat == view.taker,
                speech=speech(view, seat, shown),
            )
            self.query_one(f"#seat-{positions[seat]}", SeatView).info = info
        trick = shown if shown is not None else view.current_trick
        played = tuple((trick.seat_of(i), card) for i, card in enumerate(trick.cards))
        caption = ""
        if shown is not None and shown.winner is not None:
            caption = tr("centre.trick_to", seat=seat_name(shown.winner), points=shown.points)
        centre = self.query_one(CentreView)
        centre.four_colours = four
        centre.info = CentreInfo(
            bidding_round=view.bidding_round if view.phase == "bidding" else 0,
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
            target=rules.target,
            scores=board.scores,
            manches=board.manches,
            reserve=board.reserve,
            tricks=(won[0], won[1]),
            taker=view.taker,
            trump=view.trump,
            four_colours=four,
        )
        hand = self.query_one(HandView)
        trump = (
            view.trump if view.trump is not None else (view.turned.suit if view.bidding_round == 1 else None)
        )
        cards = tuple(sorted_hand(view.hand, trump, app.settings.sort_order))
        hand.four_colours = four
        hand.cards = cards
        hand.legal = frozenset(a.card for a in view.legal if isinstance(a, Play))
        hand.active = self.waiting == "card"
        if hand.selected >= len(cards):
            hand.selected = max(0, len(cards) - 1)
        self.write_log(view)

    def master(self, trick: Trick, view: DealView) -> int | None:
        """The seat whose card holds the trick (framed in the centre), or None for an empty trick."""
        trump = view.trump
        if trick.winner is not None or trump is None or not trick.cards:
            return trick.winner
        return trick.seat_of(trick_winner(trick.cards, trump))

    def write_log(self, view: DealView) -> None:
        """Append the log lines not written yet (the whole deal after a resume)."""
        board = self.board
        first = board.manche_index == 0 and not board.history[0]
        draw = board.draw if first else ()
        four = self.beloteapp.settings.four_colours
        lines = log_lines(view, self.deal_number(), four, draw, board.cut)
        log = self.query_one(RichLog)
        if len(lines) < self.logged:
            log.clear()
            self.logged = 0
        for line in lines[self.logged :]:
            log.write(line)
        self.logged = len(lines)

    def say(self, message: str, error: bool = False) -> None:
        """Show a line in the status bar."""
        self.query_one(StatusBar).say(message, error)

    def set_waiting(self, waiting: str) -> None:
        """Record what the table waits for and update the Footer's keys."""
        self.waiting = waiting
        self.query_one(HandView).active = waiting == "card"
        self.refresh_bindings()

    # The flow of play ---------------------------------------------------------------------------

    def advance(self) -> None:
        """Give the turn to whoever must act next: a bot's worker, the human, or the deal summary."""
        if self.shown_trick is not None or self.waiting in ("summary", "prompt"):
            return
        deal = self.match.deal
        if deal.phase == "done":
            self.show_summary()
            return
        seat = deal.to_play
        assert seat is not None
        if seat != HUMAN:
            self.set_waiting("bot")
            self.say(tr("status.thinking", seat=seat_name(seat)))
            self.token += 1
            # Draw the last move first: the bot's thread then competes with nothing on screen.
            self.call_after_refresh(self.think, seat, deal.view(seat), self.token)
            return
        self.human_turn(self.human_view())

    def human_turn(self, view: DealView) -> None:
        """The human's turn: ask for a bid, or for a card (after the carré and announce questions)."""
        if view.phase == "bidding":
            self.set_waiting(f"bid{view.bidding_round}")
            key = "status.your_bid1" if view.bidding_round == 1 else "status.your_bid2"
            self.say(tr(key, suit=suit_name(view.turned.suit), choices=suit_choices(view.turned.suit)))
            return
        self.rest_selection()
        self.set_waiting("card")
        self.say(tr("status.your_card"))
        if not self.offer_carre():
            self.offer_announce()
        self.offer_auto_play()

    def rest_selection(self) -> None:
        """Put the selection on a legal card when the human's turn comes."""
        hand = self.query_one(HandView)
        self.refresh_view()
        if not (0 <= hand.selected < len(hand.cards)) or hand.cards[hand.selected] not in hand.legal:
            hand.selected = next((i for i, c in enumerate(hand.cards) if c in hand.legal), 0)

    @work(thread=True, group="bots")
    def think(self, seat: int, view: DealView, token: int) -> None:
        """Ask the seat's bot for its action away from the UI thread, then post it back."""
        started = time.monotonic()
        try:
            action = self.beloteapp.bots[seat].choose(view)
        except Exception as error:  # a faulty bot must not end the partie: play its first legal action
            self.log.error(f"bot at seat {seat} failed: {error!r}")
            action = view.legal[0]
        self.post_message(BotDecided(seat, action, token, started))

    def on_bot_decided(self, message: BotDecided) -> None:
        """Apply a bot's action after the configured pause (a stale answer is dropped)."""
        if message.token != self.token:
            return
        remaining = self.beloteapp.bot_delay - (time.monotonic() - message.started)
        if remaining > 0:
            token = message.token
            self.set_timer(remaining, lambda: self.perform_bot(message.seat, message.action, token))
        else:
            self.perform_bot(message.seat, message.action, message.token)

    def perform_bot(self, seat: int, action: Action, token: int) -> None:
        """Apply a bot's action if it is still that bot's turn (held while a dialog is open)."""
        deal = self.match.deal
        if token != self.token or deal.to_play != seat or self.waiting != "bot":
            return
        if not self.is_active:  # the sheet, help or options are open: play on when they close
            self.held = (seat, action, token)
            return
        if action not in deal.legal_actions():  # a faulty bot must not stop the game
            action = deal.legal_actions()[0]
        self.perform(action)

    def perform(self, action: Action) -> None:
        """Apply an action, refresh the table, autosave after a trick and move on."""
        deal = self.match.deal
        before = len(deal.tricks)
        deal.apply(action)
        if len(deal.tricks) > before:
            self.beloteapp.autosave()
            self.shown_trick = deal.tricks[-1]
            self.set_waiting("trick")
            self.refresh_view()
            winner = self.shown_trick.winner
            self.say(tr("status.trick", seat=seat_name(winner if winner is not None else 0)))
            delay = self.beloteapp.trick_delay
            if delay > 0:
                self.trick_timer = self.set_timer(delay, self.trick_time_up)
            else:
                self.end_trick_pause()
            return
        self.refresh_view()
        self.advance()

    def on_screen_resume(self) -> None:
        """Back from a dialog: finish the trick pause or play the bot action held meanwhile."""
        held, self.held = self.held, None
        if self.shown_trick is not None and self.trick_timer is None:
            self.end_trick_pause()
        elif held is not None:
            self.perform_bot(*held)

    def trick_time_up(self) -> None:
        """The completed trick has been shown long enough (unless a dialog hides it)."""
        self.trick_timer = None
        if self.is_active:
            self.end_trick_pause()

    def end_trick_pause(self) -> None:
        """Clear the completed trick from the centre and go on."""
        if self.trick_timer is not None:
            self.trick_timer.stop()
            self.trick_timer = None
        if self.shown_trick is None:
            return
        self.shown_trick = None
        self.set_waiting("bot")
        self.refresh_view()
        self.advance()

    def show_summary(self) -> None:
        """The deal is over: show its summary, then the manche or partie end, then deal again."""
        self.set_waiting("summary")
        self.say("")
        self.beloteapp.autosave()
        self.beloteapp.record_deal()
        result = self.match.history[-1][-1]
        self.app.push_screen(SummaryScreen(result, self.match, self.deal_number()), self.after_summary)

    def after_summary(self, _: object = None) -> None:
        """Leave the summary: end of manche / partie screens, or the next deal."""
        if self.match.over or self.match.manche_over:
            self.beloteapp.show_manche_end(self.next_deal)
            return
        self.next_deal()

    def next_deal(self, _: object = None) -> None:
        """Deal the next hand, save, and start its bidding."""
        self.match.next_deal()
        self.beloteapp.autosave()
        self.restart_table()

    def restart_table(self) -> None:
        """Show the partie afresh (a new deal, or the state an undo went back to) and go on."""
        self.announce_choice = None
        self.carres_answered = set()
        self.logged = 0
        self.query_one(RichLog).clear()
        self.set_waiting("bot")
        self.refresh_view()
        self.advance()

    def stop_bots(self) -> None:
        """Invalidate any pending bot answer (used before quitting or replacing the screen)."""
        self.token += 1
