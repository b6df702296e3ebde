"""The bots that sit at the table with the human, by level name.

``BOTS[level](seed=S)`` builds a player whose ``choose(view)`` answers any decision from the seat's
``DealView`` alone: ``"random"`` (the baseline), ``"heuristic"`` (a club player's rules of thumb)
and ``"expert"`` (a Monte Carlo search, when its package is present).
"""

from __future__ import annotations

import importlib

from belote.bots.base import Bot
from belote.bots.random_bot import RandomBot


def _optional(module: str, name: str) -> type[Bot] | None:
    """The bot class ``name`` of ``module``, or None while that module does not exist yet."""
    try:
        found = importlib.import_module(module)
    except ModuleNotFoundError as error:
        if error.name != module:
            raise
        return None
    bot = getattr(found, name, None)
    return bot if isinstance(bot, type) and issubclass(bot, Bot) else None


BOTS: dict[str, type[Bot]] = {"random": RandomBot}
"""The bot classes by level name, weakest first."""

for _level, _module, _name in (
    ("heuristic", "belote.bots.heuristic", "HeuristicBot"),
    ("expert", "belote.bots.expert", "ExpertBot"),
):
    _bot = _optional(_module, _name)
    if _bot is not None:
        BOTS[_level] = _bot

__all__ = ["BOTS", "Bot"]
