"""The expert bot: Monte Carlo search over sampled worlds, exact double-dummy at the end."""

from belote.bots.expert.bot import ExpertBot
from belote.bots.expert.budget import Budget

__all__ = ["Budget", "ExpertBot"]
