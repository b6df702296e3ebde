"""The local record of every deal and partie: a SQLite history, its statistics and its exports.

Depends on the engine only. ``History(path)`` reads and writes the database; ``Recorder`` writes from
the game without blocking it; ``compute_statistics`` turns the history into plain figures.
"""

from __future__ import annotations

from belote.history.entry import DealEntry
from belote.history.errors import HistoryError
from belote.history.recorder import Recorder
from belote.history.records import HUMAN_LEVEL, DealRecord, Outcome, PartieRecord
from belote.history.stats import Figures, Rate, Statistics, compute_statistics
from belote.history.store import FILENAME, History, open_history

__all__ = [
    "FILENAME",
    "HUMAN_LEVEL",
    "DealEntry",
    "DealRecord",
    "Figures",
    "History",
    "HistoryError",
    "Outcome",
    "PartieRecord",
    "Rate",
    "Recorder",
    "Statistics",
    "compute_statistics",
    "open_history",
]
