"""The table screen at a shared table: the solo game's screen, fed by the host's updates.

Everything drawn comes from our own seat's view turned so that we sit South (``SharedBoard``), so the
screen is the solo one. What differs is the flow: the host referees, so our actions are sent to it,
its refusals are shown with the rule, the other seats are played by people or by the host's bots,
and undo and hints are off.
"""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.widgets import RichLog

from belote.engine import Action, DealView, IllegalAction, Play
from belote.net import rotate
from belote.net.client import TableState
from belote.tui import i18n
from belote.tui.app_notices import NOTICE_SECONDS
from belote.tui.board import Board, SharedBoard
from belote.tui.events import StandIns
from belote.tui.game import GameScreen
from belote.tui.human import HUMAN
from belote.tui.i18n import seat_name, tr
from belote.tui.net_deals import deal_of, last_trick_before
from belote.tui.net_holdup import HoldUp, ask_to_remove, removable, watch_hold_up
from belote.tui.net_keys import SharedTableKeys
from belote.tui.net_names import seat_names, stand_ins
from belote.tui.net_phrases import PHRASE_SECONDS, TablePhrases, heard
from belote.tui.net_status import (
    AwayClock,
    reading_line,
    seat_news,
    turn_line,
)
from belote.tui.netmessages import HostSaid, LinkLost
from belote.tui.refusals import refusal
from belote.tui.score_screens import SummaryScreen
from belote.tui.shared_screens import SharedEndScreen
from belote.tui.widgets import HandView, SeatView, StatusBar

ANSWER_AWAITED = 1.5
"""Seconds after which an action the host has not answered is said to wait for it."""


class NetGameScreen(TablePhrases, SharedTableKeys, GameScreen):
    """The table from our seat at a shared table; actions go to the host, updates come from it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("exclamation_mark", "phrases", "key.phrases", key_display="!"),
        Binding("x", "remove_player", "key.remove_player"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.hide_off_keys()
        self.state: TableState | None = None
        self._shared: tuple[TableState, SharedBoard] | None = None
        self.keys_for: tuple[str, str] = ("", "")
        """The (waiting, phase) the Footer's keys were last worked out for."""
        self.summarised = False
        """The finished deal's summary was shown."""
        self.finished_partie: SharedBoard | None = None
        """The partie whose last summary we read when the host started the next: its end comes after."""
        self.sent: Action | None = None
        """The last action sent to the host (to say why it was refused)."""
        self.unanswered = 0
        """Actions sent that the host has not answered yet (by an update or a refusal)."""
        self.named: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
        """The seats' names and titles last drawn."""
        self.offline = False
        """The table cannot be reached right now (or any more): nothing to say to it."""
        self.moment_asked = False
        """« Un instant ! » was said for us in this turn (our terminal too small to play)."""
        self.phrases_due: list[str] = []
        """Phrases chosen too soon after the last one, sent as the host takes them."""
        self.away_clock = AwayClock()
        """Counts down the wait for players away, until a bot covers them."""
        self.counted: tuple[int, str] | None = None
        """The table seat whose wait the status line counts down, and the line it shows now."""
        self.hold_up = HoldUp()
        """Since when the table waits for the same friend (the host may remove one who holds it up)."""

    # What is drawn -----------------------------------------------------------------------------

    @property
    def shared(self) -> SharedBoard:
        """The partie seen from our seat (turned once per update)."""
        state = self.state
        assert state is not None
        if self._shared is None or self._shared[0] is not state:
            self._shared = (state, SharedBoard.of(state))
        return self._shared[1]

    @property
    def board(self) -> Board:
        """The scores and the sheet, from our seat."""
        return self.shared

    def human_view(self) -> DealView:
        """Our view, turned so that we are South."""
        return self.shared.deal

    def has_deal(self) -> bool:
        """Whether the host has told us the table yet."""
        return self.state is not None

    def stand_ins(self) -> StandIns | None:
        """Who held a seat earlier in this deal (see :func:`belote.tui.net_names.stand_ins`)."""
        assert self.state is not None
        return stand_ins(self.state)

    def name_seats(self) -> None:
        """Put the players' names on the seats (:func:`belote.tui.net_names.seat_names`; ours stays
        « Vous »), redrawn as soon as they change (a friend leaving or coming back changes nothing
        else of the seat)."""
        assert self.state is not None
        names, titles = seat_names(self.state)
        i18n.set_seat_names(names, titles)
        if (names, titles) != self.named:
            self.named = (names, titles)
            for view in self.query(SeatView):
                view.refresh()

    # The flow ----------------------------------------------------------------------------------

    def on_mount(self) -> None:
        """Listen to the host, then show the table as it stands."""
        self.play_grace = self.beloteapp.enter_grace
        link = self.beloteapp.net
        assert link is not None and link.client is not None
        link.listener = self
        self.state = link.client.state
        watch_hold_up(self)
        i18n.set_direction(self.board.rules.direction)
        self.name_seats()
        self.refresh_view()
        if self.state is not None:
            self.away_clock.update(self.state.seats)
            if self.state.view is not None:
                self.catch_up(self.state)
        self.set_interval(1.0, self.count_down)
        self.hold_at_turn = True  # an Enter meant for the screen before neither plays nor passes
        self.advance()

    def count_down(self) -> None:
        """Each second, the wait for an away player on the status line goes down (« dans 42 s »),
        while that line is still the one shown."""
        if self.counted is None or self.state is None:
            return
        number, line = self.counted
        if self.waiting != "bot" or self.query_one(StatusBar).message != line:
            self.counted = None
            return
        now = self.turn_status(rotate.turn(number, self.state.seat))
        if now != line:
            self.say(now)

    def turn_status(self, seat: int) -> str:
        """The status while ``seat`` (as we see it) is to play, its wait counted down if its player
        is away (``counted`` follows that line, or is cleared)."""
        assert self.state is not None
        number = (seat + self.state.seat) & 3  # the seat's number at the table
        left = self.away_clock.seconds_left(number)
        line = turn_line(self.state.seats[number], seat_name(seat), left)
        self.counted = (number, line) if left is not None else None
        return line

    def recall_deal(self) -> None:
        """Nothing from a partie of our own (the solo table's mount asks for it): the host's updates
        tell what a table joined, or opened again, shows (``catch_up``)."""

    def catch_up(self, state: TableState) -> None:
        """A table joined, or opened again, in the middle of a deal: what the updates of the deal so
        far would have told, from the host: the previous deal's last trick (« d » during the first
        trick) and the cards received at the take (marked « + » until our first card)."""
        last = state.previous_last
        self.previous_last = rotate.trick(last, state.seat) if last is not None else None
        fresh = frozenset(state.received) & frozenset(self.human_view().hand)
        if fresh:
            self.query_one(HandView).fresh = fresh

    def on_unmount(self) -> None:
        """Back to the compass names, unless the same table was drawn anew in our place (another
        language): its names were set as it came, before this one left."""
        stack = self.app.screen_stack
        if not any(isinstance(screen, NetGameScreen) and screen is not self for screen in stack):
            i18n.set_seat_names(None)

    def on_host_said(self, message: HostSaid) -> None:
        """An update, a refusal or a phrase from the host."""
        reconnected = self.offline  # the first word after a drop or a reopening: no news yet
        if message.data["type"] in ("update", "refused"):
            self.unanswered = 0
        self.set_offline(False)
        data = message.data
        if data["type"] == "refused":
            view = self.human_view()
            error = IllegalAction(str(data.get("rule")), str(data.get("message", "")))
            card = self.sent.card if isinstance(self.sent, Play) else None
            self.set_waiting("bot")
            self.advance()  # our turn again, then why the action was refused
            said = refusal(error, view.hand, view.current_trick, view.trump, card, view.turned.suit)
            self.say(said, error=True)
            return
        if data["type"] == "said" and self.state is not None:
            seat = rotate.turn(int(data["seat"]), self.state.seat)
            self.beloteapp.tell_phrase(heard(seat_name(seat), str(data["phrase"])), PHRASE_SECONDS)
            return
        if data["type"] != "update" or message.state is None or message.state.view is None:
            return
        if reconnected:  # why the table was out of reach is stale now: what it waits for follows
            self.say("")
        before = self.human_view() if self.state is not None and self.state.view is not None else None
        previous, self.state = self.state, message.state
        if reconnected:
            self.ready_again()
            self.away_clock.restart()  # the host may have opened the table again: its waits start over
        watch_hold_up(self)
        self.away_clock.update(message.state.seats)
        # what changed since the last update; not since before we were cut off, when the others
        # were cut off too and come back one by one (the host reopening is no friend leaving)
        if previous is not None and not reconnected:
            for line in seat_news(previous, message.state, self.is_admin()):
                self.beloteapp.tell_phrase(line, NOTICE_SECONDS)  # on a panel being read, heard at once
            if previous.seats != message.state.seats:  # a panel's « x » comes and goes with them
                self.app.screen.refresh_bindings()
        if previous is not None and previous.phase == "over" and message.state.phase != "over":
            self.next_partie_begun(SharedBoard.of(previous))
        if previous is not None and deal_of(previous) != deal_of(message.state):  # a new deal began
            self.previous_last = last_trick_before(previous, before, message.state)  # « d » as in solo
        if self.previous_last is None and message.state.previous_last is not None:  # an end not seen here
            self.previous_last = rotate.trick(message.state.previous_last, message.state.seat)
        self.name_seats()
        view = self.human_view()
        if before is None:  # the first deal we see here
            self.catch_up(message.state)
        if before is not None and len(view.tricks) > len(before.tricks) and view.phase == "playing":
            self.show_trick_won(view.tricks[-1])
            delay = self.beloteapp.trick_delay
            self.trick_timer = self.set_timer(delay, self.trick_time_up) if delay > 0 else None
            if delay <= 0:
                self.end_trick_pause()
            self.ask_for_a_moment()  # our turn may have come with the trick, the table held on it
            return
        if message.state.phase == "playing":
            self.summarised = False  # a deal is being played: its summary is still to come
        if self.waiting not in ("summary", "prompt", "trick"):
            self.set_waiting("bot")
        self.refresh_view()
        self.advance()
        self.ask_for_a_moment()

    def ready_again(self) -> None:
        """Back at the table between two deals with its summary read: say so again, as a table opened
        again from its file does not know it (it would wait for us, and we for it)."""
        assert self.state is not None
        read = self.summarised and self.waiting == "bot"
        if (
            self.state.phase == "summary"
            and read
            and not rotate.by_seat(self.state.seats, self.state.seat)[HUMAN].ready
        ):
            self.send("ready")

    def next_partie_begun(self, finished: SharedBoard) -> None:
        """The host started the next partie while we read the end of the last one: its panel closes
        (as our Enter would), so our turn in the new one is asked at the table, and we are told; still
        reading the last deal's summary, the end of the ``finished`` partie comes after it all the
        same (who won it), and says so. The host, who started it, is told nothing."""
        link = self.beloteapp.net
        if link is None or link.client is None or link.client.admin:
            return
        reading_the_end = any(isinstance(screen, SharedEndScreen) for screen in self.app.screen_stack)
        if self.waiting == "summary" and not reading_the_end:
            self.finished_partie = finished  # its end says the next one began
        else:
            self.beloteapp.tell(tr("net.next_partie"))
        end = self.app.screen
        if isinstance(end, SharedEndScreen):  # once this update is drawn
            self.call_later(end.dismiss, None)
            self.hold_play_key()  # an Enter meant for the end that closed neither bids nor plays

    def on_link_lost(self, message: LinkLost) -> None:
        """Say that the table cannot be reached (the link tries again by itself when it can); the
        phrases are off until it is back."""
        self.set_offline(True)
        if self.waiting in ("card", "bid1", "bid2"):  # nothing we choose would reach the host now
            self.set_waiting("bot")
        if self.state is not None and self.state.view is not None:
            self.refresh_view()  # no « ▶ » once the table is closed: nobody is thinking there
        self.say(message.sentence, error=True)

    def set_offline(self, offline: bool) -> None:
        """Whether the table is out of reach: the Footer offers the phrases only while it is not."""
        if offline != self.offline:
            self.offline = offline
            self.refresh_bindings()

    def advance(self) -> None:
        """Our turn: ask for our bid or card; the deal over: show its summary; else wait."""
        if self.state is None or self.shown_trick is not None or self.waiting in ("summary", "prompt"):
            return
        view = self.human_view()
        if self.state.phase in ("summary", "over"):
            self.show_summary()
            if self.state.phase == "summary" and self.waiting == "bot":  # we have read it, not all
                self.say(reading_line(rotate.by_seat(self.state.seats, self.state.seat)))
            elif self.waiting == "bot" and not self.is_admin():  # read the end: the host starts the next
                self.say(tr("net.wait_start"))  # (said again after a reconnection cleared the line)
            return
        if view.to_play != HUMAN or not view.legal:
            self.set_waiting("bot")
            if view.to_play is not None:
                self.say(self.turn_status(view.to_play))
            return
        self.human_turn(view)

    def perform(self, action: Action) -> None:
        """Send our action to the host; its update (or refusal) comes back."""
        self.set_waiting("bot")
        self.sent = action
        self.send("act", action=str(action))
        self.unanswered += 1
        self.set_timer(ANSWER_AWAITED, self.still_unanswered)

    def still_unanswered(self) -> None:
        """The host has not answered our action yet: the status line no longer says it is our turn
        but that the action waits for the host (a host that hangs is told only after some seconds)."""
        if self.unanswered and not self.offline and self.waiting == "bot":
            self.say(tr("net.sent_unanswered"))

    def refuse(self, action: Action) -> None:
        """The host explains the refusal of an action the rules forbid, with the rule."""
        self.perform(action)

    def show_summary(self) -> None:
        """The deal is over: its summary (once), then the manche's end, then tell the host we read it."""
        assert self.state is not None
        if self.summarised:
            return
        self.summarised = True
        self.set_waiting("summary")
        self.say("")
        board = self.shared
        result = board.history[-1][-1] if board.history and board.history[-1] else None
        if result is None:
            return
        summary = SummaryScreen(result, board, self.state.deal_number, self.stand_ins())
        summary.remover = self
        self.app.push_screen(self.held_summary(summary), self.after_summary)

    def after_summary(self, _: object = None) -> None:
        """After the summary: the manche's end if it ended (the partie's, though the next one began
        meanwhile), then ready for the next deal."""
        finished, self.finished_partie = self.finished_partie, None
        board = finished or self.shared
        if board.over or board.manche_over:
            end = SharedEndScreen(board, self.is_admin(), next_begun=finished is not None)
            end.remover = self
            self.app.push_screen(self.held_summary(end), self.next_deal)  # as the summary: read first
            return
        self.next_deal()

    def next_deal(self, _: object = None) -> None:
        """Tell the host we are ready; once a partie is over the host starts the next one."""
        finished = self.shared.over
        self.finished_partie = None
        self.set_waiting("bot")
        self.announce_choice = None
        self.carres_answered = set()
        if not finished or self.is_admin():  # a friend waiting for the next partie reads the last deal's
            self.logged = 0  # log meanwhile: the next deal's shorter one replaces it (``write_log``)
            self.query_one(RichLog).clear()
        if finished:
            if self.is_admin():
                self.send("start")
            else:
                self.say(tr("net.wait_start"))
            return
        self.send("ready")
        if self.state is not None and self.state.phase == "playing":  # the table went on meanwhile:
            self.refresh_view()  # its updates came while we read, and asked nothing of us then
            self.advance()

    def set_waiting(self, waiting: str) -> None:
        """Record what the table waits for; the Footer is redrawn only when its keys may change
        (updates come for every seat's action, most change nothing here)."""
        phase = self.state.view.phase if self.state is not None and self.state.view is not None else ""
        if (waiting, phase) != self.keys_for:
            self.keys_for = (waiting, phase)
            self.moment_asked = False  # a new turn: « Un instant ! » may be said for it
            super().set_waiting(waiting)
        self.ask_for_a_moment()

    def is_admin(self) -> bool:
        """Whether we run the table (the host's own seat): we start the next partie."""
        link = self.beloteapp.net
        return link is not None and link.client is not None and link.client.admin

    def stop_bots(self) -> None:
        """Nothing to stop: the host plays the bots."""

    def send(self, kind: str, **fields: object) -> None:
        """Send a request to the host."""
        link = self.beloteapp.net
        if link is not None:
            self.run_worker(link.send(kind, **fields), group="net-send")

    def removable_seat(self) -> int | None:
        """The friend the host may remove now (see :func:`belote.tui.net_holdup.removable`)."""
        return removable(self)

    def ask_to_remove(self) -> None:
        """Ask the host whether to remove that friend (see :func:`belote.tui.net_holdup.ask_to_remove`)."""
        ask_to_remove(self)
