"""The order of the human's hand at the table: sorted when the deal starts and once at the take, then
kept, so each card keeps its number until it is played; the cards received at the take are marked."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.screen import Screen
from textual.timer import Timer

from belote.engine import Card, Suit
from belote.engine.records import DealView
from belote.tui.board import Board
from belote.tui.events import played_by
from belote.tui.sorting import sorted_hand
from belote.tui.widgets import HandView

if TYPE_CHECKING:
    from belote.tui.app import BeloteApp

FRESH_SECONDS = 4.0
"""How long the cards received at the take stay marked (or until the human plays a card)."""


class HandOrder(Screen[None]):
    """Mixin for the table: the hand's fixed order and the marks on the cards just received."""

    hand_order: tuple[Card, ...] = ()
    sorted_for: tuple[tuple[int, int], Suit | None, str] = ((-1, -1), None, "")
    fresh_timer: Timer | None = None

    beloteapp: BeloteApp

    @property
    def board(self) -> Board:
        """The scores and the deals so far (the table screen's)."""
        raise NotImplementedError

    def hand_in_order(self, view: DealView) -> tuple[Card, ...]:
        """The hand in a fixed order: sorted when the deal starts and once at the take, then kept,
        so a card's number never changes under the player's fingers; cards received at the take
        are marked for a moment."""
        order = self.beloteapp.settings.sort_order  # the « r » toggle re-sorts on purpose
        history = self.board.history
        deal = (self.board.manche_index, len(history[-1]) if history else 0)  # this deal, at any table
        key = (deal, view.trump, order)
        held = set(view.hand)
        if key != self.sorted_for or not held <= set(self.hand_order):
            same_deal = key[0] == self.sorted_for[0]
            before = set(self.hand_order) if same_deal else set()
            trump = view.trump if view.trump is not None else view.turned.suit
            # The cards already played keep their place too (a resumed partie, the « r » toggle),
            # so one taken back returns where it was, not as if just received.
            self.hand_order = tuple(sorted_hand((*view.hand, *played_by(view)), trump, order))
            self.sorted_for = key
            if same_deal and before:
                self.mark_fresh(frozenset(held - before))
        return tuple(card for card in self.hand_order if card in held)

    def mark_fresh(self, cards: frozenset[Card]) -> None:
        """Frame the cards just received for a few seconds."""
        hand = self.query_one(HandView)
        hand.fresh = cards
        if self.fresh_timer is not None:
            self.fresh_timer.stop()
        self.fresh_timer = self.set_timer(FRESH_SECONDS, self.clear_fresh)

    def clear_fresh(self) -> None:
        """The received cards are no longer marked."""
        self.fresh_timer = None
        self.query_one(HandView).fresh = frozenset()
