"""The bots that sit at the table with the human, by level name.

``BOTS[level](seed=S)`` builds a player whose ``choose(view)`` answers any decision from the seat's
``DealView`` alone: ``"random"`` (the baseline), ``"heuristic"`` (a club player's rules of thumb)
and ``"expert"`` (Monte Carlo sampling of the hidden hands with a double-dummy endgame search).
"""

from __future__ import annotations

from belote.bots.base import Bot
from belote.bots.expert import ExpertBot
from belote.bots.heuristic import HeuristicBot
from belote.bots.random_bot import RandomBot

BOTS: dict[str, type[Bot]] = {"random": RandomBot, "heuristic": HeuristicBot, "expert": ExpertBot}
"""The bot classes by level name, weakest first."""

__all__ = ["BOTS", "Bot", "ExpertBot", "HeuristicBot", "RandomBot"]
