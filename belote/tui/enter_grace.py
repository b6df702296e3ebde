"""The grace on Enter: for a moment after the table moved on without the player's word, Enter and
space neither play a card nor pass, nor close the deal's summary."""

from __future__ import annotations

from textual.screen import Screen
from textual.timer import Timer

from belote.tui.screens import InfoScreen

PLAY_GRACE = 0.7
"""Seconds Enter (or space) neither plays a card nor passes after the table moved on without the
player's word (a trick moved on by itself, a new deal was dealt), and does not close the deal's
summary: an Enter meant for what was on the screen before must not act on what replaced it."""


class EnterGrace(Screen[None]):
    """Mixin of the table screen: holds Enter and space for ``play_grace`` seconds after the table
    moved on by itself, so that a key meant for what was on the screen before does not act on what
    replaced it."""

    play_grace: float = PLAY_GRACE
    play_held: bool = False
    play_timer: Timer | None = None
    hold_at_turn: bool = False

    def hold_play_key(self) -> None:
        """The table moves on by itself from a completed trick: Enter and space are held (an Enter
        meant for the trick), now and again when the human's turn comes after the bots' cards, so
        a late Enter meant for the trick does not lead the next one."""
        self.hold_at_turn = True
        self.hold_enter()

    def start_turn_hold(self) -> None:
        """The human's turn came after the table moved on without the human's word (a trick moved
        on by itself, a new deal was dealt): the hold on Enter counts from this turn, however long
        the bots took before it."""
        if self.hold_at_turn:
            self.hold_at_turn = False
            self.hold_enter()

    def hold_enter(self) -> None:
        """For ``play_grace`` seconds, Enter and space neither play a card nor pass: a key meant for
        what was on the screen before; the other keys work at once."""
        if self.play_grace <= 0:
            return
        if self.play_timer is not None:
            self.play_timer.stop()
        self.play_held = True
        self.play_timer = self.set_timer(self.play_grace, self.release_play_key)
        self.refresh_bindings()

    def held_summary(self, panel: InfoScreen) -> InfoScreen:
        """``panel`` (the deal's summary, the manche's end), whose Enter and space close nothing for
        the same grace: a key meant for the last trick, or a second Enter pressed on the first one's
        heels, does not close it unread."""
        panel.hold_keys(self.play_grace)
        return panel

    def release_play_key(self) -> None:
        """Enter plays the selected card again."""
        self.play_timer = None
        self.play_held = False
        self.refresh_bindings()
