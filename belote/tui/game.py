"""The table screen: drives the Match, asks the bots in worker threads and the human by keys.

The screen is the only place that applies actions. Bots think in ``@work(thread=True)`` workers and
post a ``BotDecided`` message back; every widget is refreshed from ``Deal.view(0)`` after each action
(``TableView`` lays the widgets out and redraws them).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from textual import work
from textual.message import Message
from textual.timer import Timer
from textual.widgets import RichLog

from belote.engine import Action, Card, IllegalAction, Play, Rank, Suit, Trick
from belote.engine.records import DealView
from belote.net.telling import received_at_take
from belote.tui import i18n
from belote.tui.coach_screens import AnalysedSummary
from belote.tui.cut_screen import CutScreen
from belote.tui.enter_grace import PLAY_GRACE, EnterGrace
from belote.tui.human import HINTED, HUMAN
from belote.tui.i18n import seat_in_sentence, seat_name, tr
from belote.tui.refusals import refusal
from belote.tui.resting_card import resting_card
from belote.tui.screens import MIN_HEIGHT, MIN_WIDTH
from belote.tui.table_extras import TableExtras
from belote.tui.table_view import TableView
from belote.tui.translate import TranslatedBindings
from belote.tui.widgets import CentreView, HandView, StatusBar


class BotDecided(Message):
    """A bot's worker finished thinking: ``action`` for ``seat`` (``token`` guards stale answers)."""

    def __init__(self, seat: int, action: Action, token: int, started: float) -> None:
        super().__init__()
        self.seat, self.action, self.token, self.started = seat, action, token, started


@dataclass(frozen=True)
class Answered:
    """What the human answered and chose in the deal so far, kept when the table is drawn again (in
    another language, or taken up from the menu): the announce (None: not answered), whether its
    question was left with Escape (asked again only as a card is played), the carrés, the suit
    chosen in round 2 but not yet taken, and the card the selection rests on (``picked``: chosen by
    the human, not where the table put it)."""

    announce: bool | None
    carres: frozenset[Rank]
    deferred: bool = False
    suit: Suit | None = None
    card: Card | None = None
    picked: bool = False


class GameScreen(TableView, TranslatedBindings, EnterGrace, TableExtras):
    """The café table: three bots and the human, the trick in the middle, scores on the right."""

    def __init__(self, answered: Answered | None = None) -> None:
        """``answered``: the questions of the deal already answered, for a partie taken up again
        from the start menu in the middle of that deal (not asked twice)."""
        super().__init__()
        self.add_class("card-table")  # the styles of the table's sizes (belote.tcss), shared table too
        self.token = 0
        self.waiting = "bot"
        self.shown_trick: Trick | None = None
        self.trick_timer: Timer | None = None
        self.play_grace = PLAY_GRACE
        answered = answered or Answered(None, frozenset())
        self.announce_choice: bool | None = answered.announce
        self.announce_deferred = answered.deferred
        self.carres_answered: set[Rank] = set(answered.carres)
        self.carried_card, self.carried_pick = answered.card, answered.picked
        self.held: Callable[[], None] | None = None
        self.chosen_suit: Suit | None = answered.suit
        self.previous_last: Trick | None = None

    def on_resize(self) -> None:
        """Laid out for the terminal's size, then play on (a terminal too small paused it)."""
        self.fit(self.size.width, self.size.height)
        self.call_after_refresh(self.resume_play)
        self.refresh_bindings()  # the Footer lists the comfort keys only when they fit

    def fit(self, width: int, height: int) -> None:
        """Bigger cards when the terminal has room for them (100×32 and more), the side panel wider
        from 110 columns; called by the app too for a table under a panel (only the screen on top
        hears of a resize, and the table showing around the panel kept its old layout)."""
        big = width >= 100 and height >= 32
        self.query_one(HandView).big = big  # its height follows the screen's « big » class (belote.tcss)
        self.query_one(CentreView).big = big
        self.set_class(big, "big")
        self.set_class(width >= 110, "wide")

    def on_mount(self) -> None:
        """Show the state as it is (a resumed partie included) and let the first player act."""
        self.play_grace = self.beloteapp.enter_grace
        i18n.set_direction(self.board.rules.direction)
        self.refresh_view()
        self.recall_deal()
        hand = self.query_one(HandView)
        if self.carried_card in hand.cards:  # where the selection rested on the table drawn before
            hand.selected, hand.picked = hand.cards.index(self.carried_card), self.carried_pick
        self.hold_at_turn = True  # an Enter meant for the menu that opened the table neither plays nor passes
        self.advance()
        self.query_one(StatusBar).notice = self.beloteapp.keeper.problem  # a save that fails, until it works

    def recall_deal(self) -> None:
        """A partie resumed in the middle of a deal: what watching it would have shown, from the
        replayed partie: the previous deal's last trick (« d » during the first trick) and the cards
        received at the take (marked « + » until the human's first card)."""
        self.previous_last = self.match.previous_last
        self.query_one(HandView).fresh = frozenset(received_at_take(self.match.deal, self.human_view().hand))

    # Refusals and what the table waits for -----------------------------------------------------

    def refuse(self, action: Action) -> None:
        """Say which rule forbids the action (the engine's explanation; nothing is played)."""
        deal = self.match.deal
        try:
            deal.copy().apply(action)  # raises: the action is not among the legal ones
        except IllegalAction as error:
            card = action.card if isinstance(action, Play) else None
            view = deal.view(HUMAN)
            said = refusal(error, view.hand, deal.current_trick, deal.trump, card, view.turned.suit)
            self.say(said, error=True)
            if isinstance(action, Play):
                self.app.bell()

    def set_waiting(self, waiting: str) -> None:
        """Record what the table waits for and update the Footer's keys at once."""
        if waiting != "bid2":
            self.chosen_suit = None
        self.waiting = waiting
        if waiting in HINTED:  # « ask at your turn » is stale once the turn has come
            self.beloteapp.withdraw(tr("status.hint_at_turn"))
        self.query_one(HandView).active = waiting == "card"
        self.refresh_bindings()

    # The flow of play ---------------------------------------------------------------------------

    def advance(self) -> None:
        """Give the turn to whoever must act next: a bot's worker, the human, or the deal summary."""
        if self.shown_trick is not None or self.waiting in ("summary", "prompt"):
            return
        deal = self.match.deal
        if deal.phase == "done":
            if self.beloteapp.cut_pending:  # resumed at the question of the cut: summary seen
                self.set_waiting("summary")
                self.next_deal()
            else:
                self.show_summary()
            return
        seat = deal.to_play
        assert seat is not None
        if seat != HUMAN:
            self.set_waiting("bot")
            self.say_waiting()
            self.token += 1
            # Draw the last move first: the bot's thread then competes with nothing on screen.
            self.call_after_refresh(self.think, seat, deal.view(seat), self.token)
            return
        self.human_turn(self.human_view())

    def human_turn(self, view: DealView) -> None:
        """The human's turn: ask for a bid, or for a card (after the carré and announce questions)."""
        self.start_turn_hold()
        if view.phase == "bidding":
            self.set_waiting(f"bid{view.bidding_round}")
            self.say_waiting()
            return
        self.rest_selection()
        self.set_waiting("card")
        self.say_waiting()
        if not self.offer_carre() and not self.announce_deferred:
            self.offer_announce(then=self.offer_auto_play)  # a forced card plays once it is answered
        self.offer_auto_play()

    def drop_stale_refusal(self) -> None:
        """Say again what the table waits for over a refusal the options just made stale (« undo is
        off » once undo is turned back on); any other message stays."""
        if self.query_one(StatusBar).error:
            self.say_waiting()

    def say_waiting(self) -> None:
        """Say on the status line what the table waits for: the human's bid or card, or a bot."""
        view = self.human_view()
        if self.waiting == "card":
            self.say(tr("status.your_card"))
        elif self.waiting in ("bid1", "bid2"):
            self.ask_bid(view.bidding_round)
        elif self.waiting == "bot" and view.to_play is not None:
            self.say(tr("status.thinking", seat=seat_name(view.to_play)))

    def rest_selection(self) -> None:
        """Put the selection on a legal card when the human's turn comes: the cheapest (leading, of
        a plain suit), or last to a trick the team wins the richest card of the suit (see
        ``resting_card``), unless the player chose a legal card meanwhile."""
        hand = self.query_one(HandView)
        self.refresh_view()
        view = self.human_view()
        on_legal = 0 <= hand.selected < len(hand.cards) and hand.cards[hand.selected] in hand.legal
        if on_legal and hand.picked:
            return
        legal = [i for i, card in enumerate(hand.cards) if card in hand.legal]
        trump = view.trump
        if legal and trump is not None:
            card = resting_card([hand.cards[i] for i in legal], view.current_trick.cards, trump)
            hand.selected = hand.cards.index(card)
        else:
            hand.selected = legal[0] if legal else 0

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

    def table_seen(self) -> bool:
        """Whether the table can be seen: on top of the screens, in a terminal large enough.
        Nothing is applied to the match otherwise; decisions and timers wait for it."""
        width, height = self.app.size
        return self.is_active and width >= MIN_WIDTH and height >= MIN_HEIGHT

    def hold(self, step: Callable[[], None]) -> None:
        """Keep ``step`` (an action to apply, the end of a pause) until the table is seen again."""
        self.held = step

    def resume_play(self) -> None:
        """The table is seen again: apply what was held, or show a trick whose pause ran out
        behind a dialog for a whole pause again, so the player sees it before the bots play on."""
        if not self.table_seen():
            return
        held, self.held = self.held, None
        if held is not None:
            held()
        elif self.shown_trick is not None and self.trick_timer is None:
            delay = self.beloteapp.trick_delay
            if delay > 0:
                self.trick_timer = self.set_timer(delay, self.trick_time_up)
            else:
                self.hold_play_key()
                self.end_trick_pause()

    def perform_bot(self, seat: int, action: Action, token: int) -> None:
        """Apply a bot's action if it is still that bot's turn (held while the table is hidden)."""
        deal = self.match.deal
        if token != self.token or deal.to_play != seat or self.waiting != "bot":
            return
        if not self.table_seen():  # a dialog, or a too-small terminal: play on when it is seen
            self.hold(partial(self.perform_bot, seat, action, token))
            return
        if action not in deal.legal_actions():  # a faulty bot must not stop the game
            action = deal.legal_actions()[0]
        self.perform(action)

    def perform(self, action: Action) -> None:
        """Apply an action, refresh the table, autosave after a trick and move on."""
        if not self.table_seen():
            self.hold(partial(self.perform, action))
            return
        deal = self.match.deal
        before = len(deal.tricks)
        deal.apply(action)
        if len(deal.tricks) > before:
            self.beloteapp.autosave()
            self.show_trick_won(deal.tricks[-1])
            delay = self.beloteapp.trick_delay
            if delay > 0:
                self.trick_timer = self.set_timer(delay, self.trick_time_up)
            else:
                self.end_trick_pause()
            return
        self.refresh_view()
        self.advance()

    def show_trick_won(self, trick: Trick) -> None:
        """Keep the completed ``trick`` on the table a moment, the status line saying who won it
        (not whose turn it was before its last card)."""
        self.shown_trick = trick
        self.set_waiting("trick")
        self.refresh_view()
        self.say(tr("status.trick", seat=seat_in_sentence(trick.winner if trick.winner is not None else 0)))

    def on_screen_resume(self) -> None:
        """Back from a dialog or a too-small terminal: play on from where the table stopped (a
        resize under the dialog was laid out at once: see ``fit``)."""
        self.resume_play()

    def trick_time_up(self) -> None:
        """The completed trick has been shown long enough (unless the table is hidden)."""
        self.trick_timer = None
        if self.table_seen():
            self.hold_play_key()
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
        entry = self.beloteapp.coach_deal_done()
        auto = self.beloteapp.settings.auto_review and not result.redeal
        summary = AnalysedSummary(result, self.match, self.deal_number(), entry, auto)
        self.app.push_screen(self.held_summary(summary), self.after_summary)

    def after_summary(self, _: object = None) -> None:
        """Leave the summary: end of manche / partie screens, or the next deal."""
        if self.match.over or self.match.manche_over:
            self.beloteapp.show_manche_end(self.next_deal)
            return
        self.next_deal()

    def next_deal(self, _: object = None) -> None:
        """Deal the next hand (the human cutting first where it is their turn to), save, and start
        its bidding."""
        if not self.table_seen():
            self.hold(self.next_deal)
            return
        coming = self.beloteapp.human_cuts_next(self.match)
        if coming is not None:
            self.beloteapp.cut_pending = True  # a partie left now resumes at this question
            self.beloteapp.autosave()
            self.show_coming_deal(dealer=(coming.seat + 1) & 3)  # the cutter sits before the dealer
            self.app.push_screen(CutScreen(coming.point, self.beloteapp.enter_grace), self.deal_cut)
            return
        self.deal_cut(None)

    def deal_cut(self, lifted: int | None) -> None:
        """Deal the next hand from the cards cut where the human chose (None: where the seed cuts)."""
        self.beloteapp.cut_pending = False
        self.match.next_deal(cut=lifted)
        self.beloteapp.autosave()
        self.restart_table(dealt=True)

    def restart_table(self, dealt: bool = False) -> None:
        """Show the partie afresh (a new deal, or the state an undo went back to) and go on; a new
        deal just ``dealt`` holds Enter at the human's first turn, as the new hand appears."""
        self.announce_choice, self.announce_deferred = None, False
        self.carres_answered = set()
        self.query_one(HandView).picked = False
        self.hold_at_turn = dealt
        self.logged = 0
        # The previous deal's last trick and the « + » marks, as on resuming: after an undo back
        # before the human's first card, the cards received at the take are marked again.
        self.recall_deal()
        self.query_one(RichLog).clear()
        self.set_waiting("bot")
        self.refresh_view()
        self.advance()

    def answered(self) -> Answered:
        """What the human answered and chose in this deal so far."""
        hand = self.query_one(HandView)
        card = hand.cards[hand.selected] if 0 <= hand.selected < len(hand.cards) else None
        suit = self.chosen_suit if self.waiting == "bid2" else None
        carres = frozenset(self.carres_answered)
        return Answered(self.announce_choice, carres, self.announce_deferred, suit, card, hand.picked)

    def stop_bots(self) -> None:
        """Invalidate any pending bot answer (used before quitting or replacing the screen)."""
        self.token += 1
