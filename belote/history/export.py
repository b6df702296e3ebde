"""A deal or a partie from the history as plain JSON that the engine replays.

A deal's JSON is the engine's own deal save (``Deal.to_json``: rules, dealer, deck, actions), so
``Deal.from_json`` restores it, plus a ``record`` object: where and when it was played and its result
(with the reserve of earlier litiges it won, ``collected``, as the sheet wrote it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from belote.engine import Deal
from belote.history.records import DealRecord, PartieRecord, result_from_json, result_to_json

PARTIE_FORMAT = "belote-history-partie"
VERSION = 1


def deal_json(record: DealRecord) -> dict[str, Any]:
    """The deal as the engine saves it, with its ``record`` (partie, manche, number, time, result);
    the manche counted from 1, as the player reads it (the history's own counts from 0)."""
    data = Deal.from_deck(record.deck, record.dealer, record.rules).to_json()
    data["actions"] = [str(action) for action in record.actions]
    data["record"] = {
        "partie": record.partie,
        "manche": record.manche + 1,
        "number": record.number,
        "played_at": record.played_at.isoformat(),
        "result": result_to_json(replace(record.result, collected=record.collected)),
        "undo": record.undo,
        "hints": record.hints,
    }
    return data


def partie_json(partie: PartieRecord, deals: Sequence[DealRecord]) -> dict[str, Any]:
    """A whole partie: its details and every deal as ``deal_json`` gives it."""
    return {
        "format": PARTIE_FORMAT,
        "version": VERSION,
        "partie": {
            "id": partie.id,
            "started_at": partie.started_at.isoformat(),
            "ended_at": None if partie.ended_at is None else partie.ended_at.isoformat(),
            "rules": partie.rules.to_json(),
            "levels": list(partie.levels),
            "seed": partie.seed,
            "status": partie.status,
            "winner": partie.winner,
            "manches": list(partie.manches),
        },
        "deals": [deal_json(deal) for deal in deals],
    }


def replay_json(data: dict[str, Any]) -> tuple[Deal, bool]:
    """Replay an exported deal; the deal and whether its result is the one recorded.

    Raises the engine's SaveError (a ValueError) when the deal cannot be replayed.
    """
    deal = Deal.from_json(data)
    record = data.get("record")
    if not isinstance(record, dict) or "result" not in record:
        raise ValueError("not an exported deal: no record")
    recorded = result_from_json(record["result"])  # a litige's reserve is the partie's, not the deal's
    result = deal.result
    return deal, result is not None and result == replace(recorded, collected=result.collected)
