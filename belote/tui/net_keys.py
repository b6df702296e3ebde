"""The table's keys that differ at a shared table: the host referees, so undo and the expert's advice
are off (pressed, they say so), the phrases need the table in reach, and the host may remove a friend
who holds the table up (a mixin of the shared table's screen)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from textual.screen import Screen

from belote.tui.i18n import tr

if TYPE_CHECKING:
    from belote.tui.app import BeloteApp

_OFF_HERE = ("undo", "hint")
"""The table's keys switched off at a shared table (the host referees: no undo, no expert's advice)."""


class SharedTableKeys(Screen[None]):
    """What the table's keys do at a shared table; the screen supplies whether the table is in reach
    and whom the host may remove."""

    offline: bool
    """The table cannot be reached right now (or any more) (the screen's)."""

    beloteapp: BeloteApp
    """The app, typed (the screen's)."""

    def removable_seat(self) -> int | None:
        """The seat of the friend the host may remove now, if any (the screen's)."""
        raise NotImplementedError

    def ask_to_remove(self) -> None:
        """Ask the host whether to remove that friend (the screen's)."""
        raise NotImplementedError

    def hide_off_keys(self) -> None:
        """Undo and hints out of the Footer, though their keys still answer (to say they are off)."""
        keys = self._bindings.key_to_bindings
        for key, bindings in keys.items():
            keys[key] = [
                replace(binding, show=False) if binding.action.split("(")[0] in _OFF_HERE else binding
                for binding in bindings
            ]

    def play_goes_on(self) -> bool:
        """Nobody plays on at a table whose link ended for good (closed, removed, lost)."""
        link = self.beloteapp.net
        return link is None or not link.ended

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Undo always answers, to say it is off at a shared table, and so does the hint whoever's
        turn it is while the table can be reached (once it is lost, no key speaks of the play);
        the phrases only while the table can be reached."""
        if action == "undo":
            return True
        if action == "hint":
            return not self.offline
        if action == "phrases":
            return not self.offline
        if action == "remove_player":  # the host only, while a friend here holds the table up
            return not self.offline and self.removable_seat() is not None
        if action in ("move", "pick") and not self.play_goes_on():  # no card of ours will be played
            return False
        return super().check_action(action, parameters)

    def action_remove_player(self) -> None:
        """The host removes the friend the table waits for (asked first)."""
        self.ask_to_remove()

    def undoable_in_deal(self) -> bool:
        """No undo at a shared table: « u » stays out of the Footer (pressed, it says why)."""
        return False

    def action_undo(self) -> None:
        """No undo at a shared table: said in a passing notice, the status keeps the turn prompt."""
        self.beloteapp.tell(tr("net.no_undo"), error=True, moment=True)

    def action_hint(self, *_: object) -> None:
        """No hints at a shared table: said in a passing notice, the status keeps the turn prompt."""
        self.beloteapp.tell(tr("net.no_hint"), error=True, moment=True)
