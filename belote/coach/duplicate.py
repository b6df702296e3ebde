"""The duplicate challenge: a deal the human played, played again with a bot in the human's seat.

The same deck and dealer, the same bots with the same seeds in the other seats: only the play
from the human's seat differs, so comparing the two results on the sheet takes the luck of the
cards out. ``belote.coach.pool`` runs these replays on a process pool created once, off the UI.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, replace

from belote.bots import BOTS, Bot, ExpertBot
from belote.coach.record import DealRecord, start
from belote.engine import Action, Deal, DealResult, Play

Seats = Mapping[int, tuple[str, int]]
"""The other seats' players: seat → (bot level, seed), as the table built them."""


@dataclass(frozen=True, slots=True)
class Divergence:
    """Where the replay first left the deal as played: at which of its actions (``step``), who acted
    otherwise, in which trick (0: the bidding, in ``bidding_round``), what was played at the table and
    what the replay did."""

    step: int
    seat: int
    trick: int
    bidding_round: int
    played: Action
    replayed: Action


@dataclass(frozen=True, slots=True)
class Replayed:
    """A duplicate replay: its result, and where it first did otherwise (None: nowhere, the bot
    played the deal exactly as it was played)."""

    result: DealResult
    divergence: Divergence | None


def divergence_at(deal: Deal, played: Action, replayed: Action) -> Divergence:
    """The divergence of ``replayed`` from ``played``, both the next action of ``deal``."""
    assert deal.to_play is not None
    cards = sum(isinstance(action, Play) for action in deal.actions)
    trick = 0 if deal.phase == "bidding" else cards // 4 + 1
    return Divergence(len(deal.actions), deal.to_play, trick, deal.bidding_round, played, replayed)


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
) -> Replayed:
    """``record``'s deal replayed with a ``level`` bot (seeded ``seed``) at ``seat``: its result, and
    the first action where it left the deal as played (the bot's, as the others' bots and seeds are
    the table's: they act alike until the bot does otherwise)."""
    deal = start(record)
    bots = {s: make_player(*players[s]) for s in range(4) if s != seat}
    bots[seat] = make_player(level, seed)
    divergence: Divergence | None = None
    following = True
    while deal.to_play is not None:
        action = bots[deal.to_play].choose(deal.view(deal.to_play))
        step = len(deal.actions)
        if following and (step >= len(record.actions) or action != record.actions[step]):
            following = False
            if step < len(record.actions):
                divergence = divergence_at(deal, record.actions[step], action)
        deal.apply(action)
    assert deal.result is not None
    return Replayed(deal.result, divergence)
