"""The list of parties counts deals as the statistics do: the deals played, redeals apart."""

from __future__ import annotations

import random
from pathlib import Path

from rich.text import Text

from belote.engine import PASS, Match, Rules
from belote.history import DealEntry
from belote.tui import i18n
from belote.tui.history_rows import partie_row
from tests.history.helpers import LEVELS, open_at, play_deal


def test_a_partie_with_redeals_counts_in_the_list_the_deals_played_as_the_statistics_do(
    tmp_path: Path,
) -> None:
    """A partie with deals passed out and dealt again: its row in the list counted them, « Donnes 4 »
    where the statistics said « Donnes jouées 2 · Redonnes 2 »; it says the deals played."""
    i18n.set_language("fr")
    history = open_at(tmp_path)
    try:
        match = Match(Rules(target=300), 3)
        rng = random.Random(3)
        for deal in range(4):
            if deal in (0, 2):  # nobody takes: dealt again
                while match.deal.phase == "bidding":
                    match.deal.apply(PASS)
            else:
                play_deal(match, rng)
            history.record(DealEntry.from_match(match, LEVELS))
            match.next_deal()
        (partie,) = history.parties()
        records = list(history.deals(partie.id))
        redeals = sum(record.result.redeal for record in records)
        assert partie.deals == len(records) and partie.redeals == redeals > 0
        shown = partie_row(partie)[-1]
        assert isinstance(shown, Text) and shown.plain == str(len(records) - redeals)
        figures = history.statistics().overall.deals
        assert figures.redeals == redeals and figures.played == len(records) - redeals
    finally:
        history.close()
