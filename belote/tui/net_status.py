"""What a shared table says of its seats while play goes on: the bots' nicknames, who it waits
for, who thinks, who has not read the deal's summary yet, and who came, left or sat in for a bot."""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from belote.net.client import SeatState, TableState
from belote.net.protocol import BOT_NAMES
from belote.tui.i18n import seat_name, tr


def bot_nickname(number: int) -> str:
    """The nickname of the bot at the table's seat ``number``: the same on every player's screen,
    where a compass point would name it from each one's side, and a number beside a card
    (« Robot 1 10♦ ») would read as one more card."""
    return BOT_NAMES[number % 4]


def turn_line(held: SeatState, name: str, seconds_left: int | None = None) -> str:
    """The status while another seat is to play: « Léa réfléchit… » (a bot covering her thinks as
    well), or « On attend Léa… » while she is away and no bot covers her yet: no one thinks there;
    with, when the host says a bot will, how soon (« … un robot jouera à sa place dans 42 s »):
    ``seconds_left`` as counted down here, else the host's whole wait."""
    if held.player and not held.here and not held.bot:
        if held.cover_after:
            seconds = held.cover_after if seconds_left is None else seconds_left
            return tr("net.awaited_cover", seat=name, seconds=max(1, seconds))
        return tr("net.awaited", seat=name)
    return tr("status.thinking", seat=name)


class AwayClock:
    """When a bot will cover each seat whose player is away: the host tells what is left of the
    wait with each update, our screen counts it down in between (from the update that first said
    it, with a host that tells only the whole wait)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.deadlines: dict[int, float] = {}
        """Table seat number -> when its bot should take over, on ``clock``."""

    def update(self, seats: tuple[SeatState, ...]) -> None:
        """Start the count for a seat the host now says it waits for; forget seats no longer awaited."""
        now = self.clock()
        for number, seat in enumerate(seats):
            if not seat.cover_after:
                self.deadlines.pop(number, None)
            elif seat.cover_in:
                self.deadlines[number] = now + seat.cover_in
            elif number not in self.deadlines:
                self.deadlines[number] = now + seat.cover_after

    def restart(self) -> None:
        """Forget every count: the table was out of reach, and a host that opened it again counts
        its waits from the start (the next update says how long)."""
        self.deadlines.clear()

    def seconds_left(self, number: int) -> int | None:
        """Whole seconds before a bot covers table seat ``number`` (None when it is not awaited)."""
        deadline = self.deadlines.get(number)
        if deadline is None:
            return None
        return max(1, math.ceil(deadline - self.clock()))


def reading_line(seats: tuple[SeatState, ...]) -> str:
    """The status once we have read the finished deal's summary and the others have not all: « On
    attend Léa… » (« On attend Léa et Marc… »), naming the players here still reading it (the next
    deal waits for them); nothing when none is (a bot covers an away player)."""
    names = [
        seat_name(n)
        for n, seat in enumerate(seats)
        if n and seat.player and seat.here and not seat.bot and not seat.ready
    ]
    if not names:
        return ""
    last = names.pop()
    seat = tr("net.and", names=", ".join(names), last=last) if names else last
    return tr("net.awaited", seat=seat)


def seat_news(before: TableState, after: TableState, hosting: bool = False) -> list[str]:
    """What changed at the other seats since ``before``, as the others hear it at a café table: a
    friend sitting in for a bot (« Léa arrive et prend la place de Momo. »), leaving (a bot plays
    for her at once), losing the connection (the table waits), covered by a bot once the wait is
    over, back, or removed by the host (``hosting``: by us). Our own seat aside; a table of another
    size (a garbled update) says nothing."""
    if len(before.seats) != len(after.seats):
        return []
    news = []
    for number, (was, now) in enumerate(zip(before.seats, after.seats, strict=True)):
        if number == after.seat or not (was.player or now.player):
            continue
        if not now.player:  # the host removed the friend: the seat's bot plays on
            removed = "net.removed_by_us" if hosting else "net.removed_other"
            news.append(tr(removed, name=was.name, bot=bot_nickname(number)))
        elif not was.player:
            news.append(tr("net.sat_in", name=now.name, bot=bot_nickname(number)))
        elif was.here and not now.here:
            news.append(tr("net.left_covered" if now.bot else "net.dropped", name=now.name))
        elif now.here and not was.here:
            news.append(tr("net.back", name=now.name))
        elif now.bot and not was.bot:
            news.append(tr("net.covered_now", name=now.name))
    return news
