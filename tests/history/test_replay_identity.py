"""A recorded deal replays exactly: its deck, dealer and rules, then its actions, give its result."""

from __future__ import annotations

import itertools
from pathlib import Path

from belote.bots.arena import board_deal, make_bot, play_deal
from belote.engine import Deal, Rules
from belote.history import DealEntry, History

VARIANTS = (
    Rules(),
    Rules(announces=True),
    Rules(announces=True, carre_of_eights_cancels=True, carre_of_sevens_voids=True),
    Rules(must_undertrump=False, first_packet=2),
    Rules(all_pass_same_dealer=True, direction="counterclockwise", announces=True),
)
DEALS = 1000


def test_a_thousand_arena_deals_replay_to_their_recorded_result(tmp_path: Path) -> None:
    """Arena deals under every rule variant (random and heuristic bots) are written, read back and
    replayed with ``Deal.from_deck`` and their actions: each gives the recorded result."""
    per_variant = DEALS // len(VARIANTS)
    with History(tmp_path / "history.sqlite3") as history:
        for variant, rules in enumerate(VARIANTS):
            for board in range(per_variant):
                level = "heuristic" if board % 5 == 0 else "random"
                bots = [make_bot(level, variant * 10_000 + board * 4 + seat) for seat in range(4)]
                deal = board_deal(variant, board, rules)
                play_deal(deal, bots, [[] for _ in range(4)])
                levels = ("human", level, level, level)
                history.record(DealEntry.of_deal(deal, seed=variant, levels=levels, seq=board))
        records = list(history.deals())
    assert len(records) == DEALS
    assert {record.rules for record in records} == set(VARIANTS)
    kinds = [r.result for r in records]
    assert any(r.redeal for r in kinds) and any(r.dedans for r in kinds)
    assert any(sum(r.announces) for r in kinds) and any(r.capot is not None for r in kinds)
    for record in records:
        deal = Deal.from_deck(record.deck, record.dealer, record.rules)
        for action in record.actions:
            deal.apply(action)
        assert deal.result == record.result
        assert len(record.deck) == 32 and len(set(record.deck)) == 32
    played = [str(a) for a in itertools.chain.from_iterable(r.actions for r in records)]
    assert any(text.endswith("belote") for text in played) and any("announce" in t for t in played)
