"""The duplicate challenge: a deal the human played, played again with a bot in the human's seat.

The same deck and dealer, the same bots with the same seeds in the other seats: only the play
from the human's seat differs, so comparing the two results on the sheet takes the luck of the
cards out. ``belote.coach.pool`` runs these replays on a process pool created once, off the UI.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import replace

from belote.bots import BOTS, Bot, ExpertBot
from belote.coach.record import DealRecord, start
from belote.engine import DealResult

Seats = Mapping[int, tuple[str, int]]
"""The other seats' players: seat → (bot level, seed), as the table built them."""


def make_player(level: str, seed: int) -> Bot:
    """The bot of that level and seed (an unknown level is refused).

    A searching bot (the expert, the master) gets its level's budget without the wall-clock safety
    net, so a replay on a busy machine decides exactly as the table did at normal load.
    """
    if level not in BOTS:
        raise ValueError(f"unknown bot level {level!r}")
    kind = BOTS[level]
    if issubclass(kind, ExpertBot):  # the expert, the master: their own level's budget, uncapped
        return kind(seed=seed, budget=replace(kind.default_budget, time_cap=math.inf))
    return kind(seed=seed)


def duplicate(
    record: DealRecord, seat: int, level: str = "expert", *, players: Seats, seed: int = 0
) -> DealResult:
    """The result of ``record``'s deal replayed with a ``level`` bot (seeded ``seed``) at ``seat``."""
    deal = start(record)
    bots = {s: make_player(*players[s]) for s in range(4) if s != seat}
    bots[seat] = make_player(level, seed)
    while deal.to_play is not None:
        mover = deal.to_play
        deal.apply(bots[mover].choose(deal.view(mover)))
    assert deal.result is not None
    return deal.result
