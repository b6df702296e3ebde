"""The table's running count of a deal agrees with the engine's own result at the end of the deal."""

from __future__ import annotations

from belote.bots import BOTS
from belote.engine import Match, Rules
from belote.tui.count import CARD_TOTAL, running_count

DEALS = 200


def test_running_count_matches_the_deal_result_over_200_seeded_deals() -> None:
    """Bots play 200 seeded deals (announces on, so they count too); after every action the count
    seen by the human's view adds up, and at the end it equals the engine's ``DealResult``."""
    checked = made = 0
    seed = 0
    while checked < DEALS:
        seed += 1
        match = Match(Rules(announces=True), seed)
        bots = {seat: BOTS["random"](seed=seed * 4 + seat) for seat in range(4)}
        deal = match.deal
        while deal.phase != "done":
            seat = deal.to_play
            assert seat is not None
            deal.apply(bots[seat].choose(deal.view(seat)))
            count = running_count(deal.view(0))
            if len(deal.tricks) < 8:
                assert count.left + sum(count.cards) == CARD_TOTAL
        result = deal.result
        assert result is not None
        if result.redeal:
            continue
        count = running_count(deal.view(0))
        assert count.cards == result.card_points
        assert count.announces == result.announces
        assert count.belote == tuple(20 if team == result.belote else 0 for team in (0, 1))
        assert count.left == 0
        assert (count.need == 0) == (not result.dedans and not result.litige)
        made += count.need == 0
        checked += 1
    assert 0 < made < DEALS  # both made and failed contracts were checked


def test_takers_need_is_what_makes_the_contract() -> None:
    """Before any trick, the takers need 82 of the 162 card points (81 is a litige)."""
    for seed in range(1, 50):
        match = Match(Rules(), seed)
        deal = match.deal
        bots = {seat: BOTS["random"](seed=seat) for seat in range(4)}
        while deal.phase == "bidding":
            seat = deal.to_play
            assert seat is not None
            deal.apply(bots[seat].choose(deal.view(seat)))
        if deal.phase == "playing" and deal.view(0).belote is None:
            count = running_count(deal.view(0))
            assert count.need == 82 and not count.beaten and count.totals == (0, 0)
            return
    raise AssertionError("no seed gave a taken deal")
