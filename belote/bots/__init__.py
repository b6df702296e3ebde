"""The bots that sit at the table with the human, by level name.

``BOTS[name](seed=S)`` builds a player whose ``choose(view)`` answers any decision from the seat's
``DealView`` alone. ``LEVELS`` are the ones a player picks, weakest first, and ``STRENGTH`` their
measured points per deal against the heuristic (the yardstick); ``"random"``, ``"heuristic"`` and
``"expert-v1"`` (the first expert) stay as fixed baselines for the arena.
"""

from __future__ import annotations

from belote.bots.base import Bot
from belote.bots.beginner import BeginnerBot
from belote.bots.club import ClubBot
from belote.bots.expert import ExpertBot
from belote.bots.expert.bot import ExpertV1Bot, MasterBot
from belote.bots.heuristic import HeuristicBot
from belote.bots.random_bot import RandomBot

BOTS: dict[str, type[Bot]] = {
    cls.name: cls
    for cls in (RandomBot, BeginnerBot, HeuristicBot, ClubBot, ExpertV1Bot, ExpertBot, MasterBot)
}
"""The bot classes by name, weakest first."""

LEVELS: tuple[str, ...] = ("beginner", "club", "expert", "master")
"""The levels a player picks at the table, weakest first."""

STRENGTH: dict[str, float] = {"beginner": -25.2, "club": 1.6, "expert": 18.8, "master": 19.1}
"""Each level's points per deal against the heuristic in ``belote-arena LEVEL heuristic --boards
1000``, the mean over the seeds measured (docs/bots.md, Figures)."""

__all__ = [
    "BOTS",
    "LEVELS",
    "STRENGTH",
    "BeginnerBot",
    "Bot",
    "ClubBot",
    "ExpertBot",
    "HeuristicBot",
    "RandomBot",
]
