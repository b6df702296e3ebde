"""The order of the human's hand at the table: sorted when the deal starts and once at the take, then
kept, so no card ever moves; the numbers above the cards count the cards held, left to right. The
cards received at the take are marked until the human plays their first card of the deal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.screen import Screen

from belote.engine import Card, Suit
from belote.engine.records import DealView
from belote.tui.board import Board
from belote.tui.events import played_by
from belote.tui.sorting import sorted_hand
from belote.tui.widgets import HandView

if TYPE_CHECKING:
    from belote.tui.app import BeloteApp


class HandOrder(Screen[None]):
    """Mixin for the table: the hand's fixed order and the marks on the cards just received."""

    hand_order: tuple[Card, ...] = ()
    sorted_for: tuple[tuple[int, int], Suit | None, str] = ((-1, -1), None, "")

    beloteapp: BeloteApp

    @property
    def board(self) -> Board:
        """The scores and the deals so far (the table screen's)."""
        raise NotImplementedError

    def hand_in_order(self, view: DealView) -> tuple[Card, ...]:
        """The hand in a fixed order: sorted when the deal starts and once at the take, then kept,
        so a card never moves under the player's fingers; the cards received at the take are
        marked (« + ») until the human's first card."""
        order = self.beloteapp.settings.sort_order  # the « r » toggle re-sorts on purpose
        history = self.board.history
        deal = (self.board.manche_index, len(history[-1]) if history else 0)  # this deal, at any table
        key = (deal, view.trump, order)
        held = set(view.hand)
        if key != self.sorted_for or not held <= set(self.hand_order):
            # The take just happened in this deal (no trump before, one now): the cards that came
            # with it are marked. The deal's key counts finished deals, so it does not change
            # between a deal's end and the next deal's bidding: the trump tells them apart.
            taken = key[0] == self.sorted_for[0] and self.sorted_for[1] is None and view.trump is not None
            before = set(self.hand_order)
            trump = view.trump if view.trump is not None else view.turned.suit
            # The cards already played keep their place too (a resumed partie, the « r » toggle),
            # so one taken back returns where it was, not as if just received.
            self.hand_order = tuple(sorted_hand((*view.hand, *played_by(view)), trump, order))
            self.sorted_for = key
            if taken and before:
                self.query_one(HandView).fresh = frozenset(held - before)
        return tuple(card for card in self.hand_order if card in held)
