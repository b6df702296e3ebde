"""The bots' turns at the host's tables: each plays when its seat is to act, after a pause players
can follow, and only a position still its own (a player back at the seat meanwhile plays it)."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from belote.bots.expert import ExpertBot
from belote.engine import Action, Deal
from belote.net.table import Table

log = logging.getLogger("belote.net")


def moved_on(table: Table, deal: Deal, count: int, seat: int) -> bool:
    """Whether the position a bot was to play at ``seat`` (``count`` actions into ``deal``) is gone:
    a player came back to the seat and acted during the bot's pause, or while it thought."""
    if table.match is None or table.match.deal is not deal:
        return True
    return len(deal.actions) != count or table.bot_to_play() != seat


class BotTurns:
    """The bots' turns (a mixin of ``Host``, which keeps the connections and the saves)."""

    closed: bool
    bot_delay: float
    trick_pause: float
    drivers: dict[int, asyncio.Task[None]]

    def changed(self, table: Table) -> None:
        """Let the owner save the table (the host's)."""
        raise NotImplementedError

    def broadcast(self, table: Table, event: dict[str, Any] | None = None) -> None:
        """Send every connected seat its update (the host's)."""
        raise NotImplementedError

    def acted(self, table: Table, seat: int, action: object) -> None:
        """A seat's action was applied (the host's)."""
        raise NotImplementedError

    def drive(self, table: Table) -> None:
        """Make sure the table's bots play whenever it is their turn (or deal on after a summary)."""
        if self.closed or (table.bot_to_play() is None and table.phase != "summary"):
            return
        task = self.drivers.get(id(table))
        if task is None or task.done():
            self.drivers[id(table)] = asyncio.get_running_loop().create_task(self.play_bots(table))

    async def bot_choice(self, table: Table, seat: int, deal: Deal) -> Action:
        """The action the seat's bot chooses (a search bot thinks beside the loop, which goes on
        serving every connection); a bot that fails or chooses an illegal action is logged and the
        first legal action played: the table goes on."""
        bot = table.bots[seat]
        view = deal.view(seat)
        try:
            searching = isinstance(bot, ExpertBot)  # the expert's and the master's search: up to seconds
            action = await asyncio.to_thread(bot.choose, view) if searching else bot.choose(view)
        except Exception:
            log.exception("bot at seat %d of table %s failed to choose", seat, table.code)
            return view.legal[0]
        if action not in view.legal:
            log.error("bot at seat %d chose an illegal %s", seat, action)
            return view.legal[0]
        return action

    async def play_bots(self, table: Table) -> None:
        """Play the bot seats' turns one by one, and deal on when no player needs to read a summary."""
        while True:
            if table.deal_on():
                self.changed(table)
                self.broadcast(table)
                continue
            seat = table.bot_to_play()
            if seat is None or table.match is None:
                return
            deal = table.match.deal
            count = len(deal.actions)
            pause = self.bot_delay + (self.trick_pause if deal.tricks and not deal.current_trick.cards else 0)
            await asyncio.sleep(pause)  # also lets the other tables and connections go on
            if moved_on(table, deal, count, seat):
                continue
            action = await self.bot_choice(table, seat, deal)
            if moved_on(table, deal, count, seat):
                continue
            table.act(seat, str(action))
            table.played_by_bot(seat, str(action))
            self.acted(table, seat, action)
