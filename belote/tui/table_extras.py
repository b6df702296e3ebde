"""The table's comfort keys: ``u`` takes back a move, ``r`` re-sorts the hand, and auto-play.

``TableExtras`` adds them to the table's keys. Undoing cancels whatever was pending (a bot's
answer in flight, a bot action held behind a dialog, the pause on a completed trick) through the
screen's token, then puts the undone partie on the table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import ClassVar

from rich.cells import cell_len
from textual.app import App
from textual.binding import ActiveBinding, Binding, BindingType
from textual.timer import Timer

from belote.engine import Trick
from belote.tui.autoplay import forced_card, is_forced, moves
from belote.tui.events import plays
from belote.tui.human import BRIEF_SECONDS, HUMAN, TableKeys
from belote.tui.i18n import tr
from belote.tui.sorting import SORT_ORDERS, next_order
from belote.tui.undo import can_undo, taken_back, undone
from belote.tui.widgets import HandView

_UNDO_WHEN = ("bot", "card", "bid1", "bid2", "trick")
"""What the table may be waiting for when ``u`` works (never under a question or a summary)."""

_DROPPED_FIRST = ("scroll_log", "cycle_suit", "app.options", "sort")
"""The actions of the Footer's comfort keys, the first to leave it when it is too narrow first (the
round-2 arrows early: the suits' own keys are listed, and the status line names both)."""


def footer_width(app: App[object], shown: dict[str, ActiveBinding]) -> int:
    """The width of a compact Footer listing these keys: « key description » each, one space apart."""
    items = {  # one item per action, as the Footer draws them
        active.binding.action: cell_len(app.get_key_display(active.binding))
        + 1
        + cell_len(active.binding.description)
        for active in reversed(shown.values())
        if active.binding.show
    }
    return sum(items.values()) + max(0, len(items) - 1)


class TableExtras(TableKeys):
    """Undo, the sort toggle and auto-play on top of the table's keys."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("u", "undo", "key.undo"),
        Binding("u", "undo_off", show=False),  # with undo off, « u » says so instead of nothing
        # The comfort keys: in the Footer when it has room for them (see ``active_bindings``).
        Binding("r", "sort", "key.sort"),
        Binding("o", "app.options", "key.options"),
        Binding("pageup", "scroll_log(-1)", "key.log", key_display="key.pages"),
        Binding("pagedown", "scroll_log(1)", show=False),
        Binding("q", "app.quit_game", "key.quit"),  # here to come last in the Footer, after « u »
    ]
    undo_known: tuple[tuple[int, int, bool] | None, bool] = (None, False)
    """Whether « u » had something to take back, and at which moment (deal, actions, auto-play)."""

    token: int
    """Bumped to make every pending bot answer stale."""
    held: object
    """A bot action held while a dialog was open (dropped by an undo)."""
    trick_timer: Timer | None
    shown_trick: Trick | None

    def restart_table(self) -> None:
        """Show the partie afresh (a new deal, or an undone state) and give the turn (the screen's flow)."""
        raise NotImplementedError

    def table_seen(self) -> bool:
        """Whether the table can be seen (the screen's flow)."""
        raise NotImplementedError

    def hold(self, step: Callable[[], None]) -> None:
        """Keep ``step`` until the table is seen again (the screen's flow)."""
        raise NotImplementedError

    @property
    def usable_bindings(self) -> dict[str, ActiveBinding]:
        """The keys that do something now, the comfort keys included (the command palette lists
        them all, by name)."""
        shown = super().active_bindings
        if not self.undoable_in_deal():  # u still explains why not (a scored deal, bids that stand)
            shown.pop("u", None)
        if self.waiting in ("bot", "trick"):  # c says the hint waits for the player's turn
            shown.pop("c", None)
        return shown

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        """The keys in effect, as the Footer lists them: the comfort keys leave the Footer, the
        deal log's first, then the round-2 arrows, the options', the sort's, until the line fits the
        screen's width (they still work, and the help and the command palette list them)."""
        shown = self.usable_bindings
        for action in _DROPPED_FIRST:
            if footer_width(self.app, shown) <= self.size.width:
                break
            for key, active in list(shown.items()):
                if active.binding.action.split("(")[0] == action:
                    del shown[key]
        return shown

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """``u`` is hidden when undo is off in the options, works between decisions only, and
        works once the human has decided in this partie (the Footer lists it only when it has something
        to take back in this deal)."""
        if action == "undo":
            if not self.beloteapp.settings.undo:  # off for a serious partie: not even greyed
                return False
            decided = self.bid_in_deal() or self.played_in_deal()  # taken back, or told why not
            return self.waiting in _UNDO_WHEN and (bool(self.match.history) or decided)
        if action == "undo_off":
            return not self.beloteapp.settings.undo
        return super().check_action(action, parameters)

    def bid_in_deal(self) -> bool:
        """Whether the human has bid in this deal."""
        return any(seat == HUMAN for seat, _ in self.human_view().bids)

    def played_in_deal(self) -> bool:
        """Whether the human has played a card in this deal."""
        return any(seat == HUMAN for _, seat, _ in plays(self.human_view()))

    def undoable_in_deal(self) -> bool:
        """Whether ``u`` has something to take back in this deal: a bid while the bidding goes on, a
        card once the cards are dealt (the bids stand then), not a forced card auto-play would play
        again. Known once per move (the Footer asks at every refresh)."""
        if not (self.bid_in_deal() or self.played_in_deal()):
            return False
        auto_play = self.beloteapp.settings.auto_play
        moment = (id(self.match.deal), len(self.match.deal.actions), auto_play)
        if self.undo_known[0] != moment:
            self.undo_known = (moment, can_undo(self.match, HUMAN, is_forced if auto_play else None))
        return self.undo_known[1]

    def action_undo(self) -> None:
        """Take back the human's last card or bid in this deal and the bots' actions after it."""
        app = self.beloteapp
        if not app.settings.undo:
            self.say(tr("status.undo_off"), error=True)
            return
        # With auto-play on, a forced card would replay itself at once: go back past it.
        match = undone(self.match, HUMAN, is_forced if app.settings.auto_play else None)
        if match is None:  # an earlier deal is scored, and dealt cards close the bids
            closed = self.bid_in_deal() and self.match.deal.phase != "bidding"
            app.tell(tr("status.bids_stand" if closed else "status.nothing_to_undo_deal"), moment=True)
            return
        app.withdraw(tr("status.bids_stand"), tr("status.nothing_to_undo_deal"))  # no longer true
        back = list(taken_back(self.match, match, HUMAN))
        self.cancel_pending()
        app.take_back(match)
        self.restart_table()
        hand = self.query_one(HandView)
        back = [card for card in back if card in hand.cards]
        if back:  # the selection on the card taken back (the first, if forced ones came back too),
            # the player's choice until another: a redraw (a language switch) keeps it
            hand.selected, hand.picked = hand.cards.index(back[0]), True
        self.say(tr("status.undone", n=app.undos))

    def action_undo_off(self) -> None:
        """« u » with undo off in the options: say where it is turned back on."""
        self.say(tr("status.undo_off"), error=True)

    def cancel_pending(self) -> None:
        """Make bot answers in flight stale, drop a held one and stop the completed trick's pause."""
        self.token += 1
        self.held = None
        self.workers.cancel_group(self, "bots")
        if self.trick_timer is not None:
            self.trick_timer.stop()
            self.trick_timer = None
        self.shown_trick = None

    def action_sort(self) -> None:
        """Switch the hand between trump first and plain suit order (kept in the options)."""
        app = self.beloteapp
        app.save_settings(replace(app.settings, sort_order=next_order(app.settings.sort_order)))
        self.refresh_view()  # the selection stays on its card
        # a passing notice: the status line keeps saying whose turn it is and what to press; the one
        # of the order left is taken down (pressed twice, the hand is no longer sorted so)
        app.withdraw(*(tr("status.sorted", order=tr(f"val.{order}")) for order in SORT_ORDERS))
        app.tell(
            tr("status.sorted", order=tr(f"val.{app.settings.sort_order}")),
            seconds=BRIEF_SECONDS,
            moment=True,
        )

    def refresh_view(self) -> None:
        """Redraw the table from the engine (the screen's own)."""
        raise NotImplementedError

    def offer_auto_play(self) -> None:
        """With the option on, play the human's forced card after the bots' pause."""
        view = self.human_view()
        if not self.beloteapp.settings.auto_play or forced_card(view, HUMAN) is None:
            return
        played, delay = moves(view), self.beloteapp.bot_delay
        if delay > 0:
            self.set_timer(delay, lambda: self.auto_play(played))
        else:
            self.call_after_refresh(self.auto_play, played)

    def auto_play(self, played: int) -> None:
        """Play the forced card if the table still waits for it (nothing happened meanwhile)."""
        view = self.human_view()
        card = forced_card(view, HUMAN)
        if self.waiting != "card" or moves(view) != played or card is None:
            return
        if not self.table_seen():  # a dialog or a too-small terminal: the card plays when it is seen
            self.hold(partial(self.auto_play, played))
            return
        hand = self.query_one(HandView)
        hand.selected = hand.cards.index(card)
        self.play_selected()  # not held by the grace on Enter: no key of the player's plays it
