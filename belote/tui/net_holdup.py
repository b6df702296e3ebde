"""The host's answer to a friend who holds the table up: connected, yet not playing their turn or not
closing a deal's summary, the table would wait for them for ever. At the table the host may remove
them (« x », asked first), as in the waiting room: a bot plays the seat from then on, and the
removal sticks (their token no longer opens a seat, the table's code changes)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from belote.net.client import TableState
from belote.tui.i18n import tr
from belote.tui.net_deals import deal_of
from belote.tui.screens import PromptScreen

if TYPE_CHECKING:
    from belote.tui.netgame import NetGameScreen
    from belote.tui.netlink import NetLink


def code_renewed(link: NetLink, shown: str) -> tuple[str, str]:
    """Hosting: the table's code now (``shown`` when none is known), and the notice giving the new
    invitation line when it is no longer the code ``shown``: removing a friend, in the waiting room
    or at the table, changes it ("" the first time, or when it did not change)."""
    code = link.table.code if link.table is not None else ""
    if not code:
        return shown, ""
    renewed = bool(shown) and code != shown
    return code, tr("net.code_renewed", line=link.invitation) if renewed else ""


def holding_up(state: TableState | None) -> int | None:
    """The table seat of a friend the table waits for while they are connected: the one to play in
    the deal, or the first not to have read the deal's summary; None when it waits for nobody, for
    us, for a bot, or for a player away (the away delay then hands the seat to a bot)."""
    if state is None:
        return None

    def waited_for(seat: int) -> bool:
        place = state.seats[seat]
        return seat != state.seat and place.player and place.here and not place.bot

    if state.phase == "playing" and state.view is not None:
        seat = state.view.to_play
        return seat if seat is not None and waited_for(seat) else None
    if state.phase == "summary":
        return next((seat for seat in range(4) if waited_for(seat) and not state.seats[seat].ready), None)
    return None


PATIENCE = 30.0
"""Seconds the table waits for a friend before the host is offered to remove them: a turn thought
over is no hold-up, and « x » in the Footer at every friend's turn would read as a threat."""


class HoldUp:
    """Since when the table waits for the same friend (their seat at the table)."""

    def __init__(self, patience: float = PATIENCE) -> None:
        self.patience = patience
        self.waiting_for: tuple[int, str, int, int, int] | None = None
        """What the table waits for that friend to do: their turn or their summary, in which deal (the
        same friend may hold it up next for another thing: the wait starts again)."""
        self.since = 0.0
        self.asking: PromptScreen | None = None
        """The host's question whether to remove the friend, while it is open."""
        self.code = ""
        """The table's code the host last saw (hosting): removing a friend changes it."""

    def follow(self, state: TableState | None) -> bool:
        """Note the friend the table waits for after an update, and for what; True when that changed
        (a friend who closes a deal's summary and then has the first bid is waited for anew)."""
        seat = holding_up(state)
        waiting_for = (seat, state.phase, *deal_of(state)) if state is not None and seat is not None else None
        if waiting_for == self.waiting_for:
            return False
        self.waiting_for, self.since = waiting_for, time.monotonic()
        return True

    @property
    def seat(self) -> int | None:
        """The seat of the friend the table waits for (None: nobody)."""
        return self.waiting_for[0] if self.waiting_for is not None else None

    def overdue(self) -> int | None:
        """The friend's seat once the table has waited for them longer than the patience."""
        return self.seat if self.seat is not None and time.monotonic() - self.since >= self.patience else None


def watch_hold_up(screen: NetGameScreen) -> None:
    """After the screen's state changed: when the friend the table waits for changes, the host's
    « x » goes at once, and may come once the patience is over."""
    hold_up = screen.hold_up
    if hold_up.follow(screen.state):
        screen.refresh_bindings()
        screen.set_timer(hold_up.patience + 0.1, screen.refresh_bindings)
        if hold_up.asking is not None and hold_up.asking.is_attached:  # the friend acted meanwhile
            hold_up.asking.dismiss(None)
    link = screen.beloteapp.net
    if link is not None:  # hosting: the friends need the new code
        hold_up.code, renewed = code_renewed(link, hold_up.code)
        if renewed:
            screen.beloteapp.tell_instead(renewed)


def away_covered(state: TableState | None) -> int | None:
    """The table seat of a friend gone away whose seat a bot now plays (the first, if several): it
    waits for them, so a newcomer finds the table full until the host frees it."""
    if state is None:
        return None
    return next(
        (
            n
            for n, place in enumerate(state.seats)
            if n != state.seat and place.player and not place.here and place.bot
        ),
        None,
    )


def removable(screen: NetGameScreen) -> int | None:
    """When we host the table ``screen`` shows: the seat of the friend holding it up for longer than
    the patience, else of a friend gone away whom a bot covers (the table full for anyone else)."""
    link = screen.beloteapp.net
    if link is None or link.options.mode != "host":
        return None
    seat = screen.hold_up.overdue()
    if seat is not None and seat == holding_up(screen.state):
        return seat
    return away_covered(screen.state)


def ask_to_remove(screen: NetGameScreen) -> None:
    """Ask the host whether to remove the friend holding up the table; remove them if so (and if
    the table still waits for that same friend by then)."""
    seat = removable(screen)
    if seat is None or screen.state is None:
        return
    name = screen.state.seats[seat].name

    def answer(yes: bool | None) -> None:
        screen.hold_up.asking = None
        if yes and removable(screen) == seat:
            screen.send("kick", seat=seat)

    question = tr("prompt.remove_player", name=name)
    asking = PromptScreen(question, tr("prompt.remove_player_hint"), default=False)
    screen.hold_up.asking = asking
    screen.app.push_screen(asking, answer)
