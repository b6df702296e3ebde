"""Who a shared table names at each seat: the names and titles every screen shows (a bot by its
café nickname, a friend by their name), and who held a seat earlier in the deal, for the log's lines
of those moves (the bot a friend sat in for, the friend the host removed)."""

from __future__ import annotations

from belote.net import rotate
from belote.net.client import TableState
from belote.tui.events import StandIns
from belote.tui.i18n import tr
from belote.tui.lobby import seat_label
from belote.tui.net_status import bot_nickname


def stand_ins(state: TableState) -> StandIns:
    """The seats held by someone else earlier in this deal, and who, as we see the seats: the bot a
    friend (we, maybe) took over from, for the bids and cards it made there before (« Momo : 9♥ »,
    not « Vous : 9♥ »), and the friend the host removed, for theirs (not the bot playing since),
    each for the moves they made, in order."""
    me = state.seat
    seats = rotate.by_seat(state.seats, me)
    return {
        n: tuple(
            (until, name or bot_nickname(n + me))  # a friend removed, or the bot sat in for
            for until, name in (*seat.earlier, (seat.since, seat.left))
        )
        for n, seat in enumerate(seats)
        if seat.since >= 0
    }


def seat_names(state: TableState) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The seats' names as we see them (ours "": « Vous »): the name alone for who bid or played, and
    the name with how the seat is held now (« robot pour Léa ») for the seat itself. A bot has a
    café nickname by its seat at the table (« Jojo », « Jojo, robot » on its seat), the same on every
    screen: a compass point would name it from each player's side, and a number beside a card
    (« Robot 1 10♦ ») would read as one more card."""
    me = state.seat
    seats = rotate.by_seat(state.seats, me)
    bots = tuple(bot_nickname(n + me) for n in range(4))  # one name at every screen
    names = tuple(("" if not n else seat.name if seat.player else bots[n]) for n, seat in enumerate(seats))
    titles = tuple(
        ("" if not n else seat_label(seat, n + me) if seat.player else tr("net.covered", name=bots[n]))
        for n, seat in enumerate(seats)
    )
    return names, titles
