"""Capot and dedans together, and void deals at the end of a manche, on one hand-built deal.

Team 0 takes at hearts and makes every trick (252), but the defence shows a carré of kings, a carré
of queens and two cinquantes (300): the takers are dedans. The defence then scores every point of
the deal, 252 plus every announce. A team made capot cannot win the manche on that deal, and a deal
that nobody plays after it (all pass) cannot give it the manche either.
"""

from __future__ import annotations

from belote.engine import PASS, Deal, Match, Rules

from .helpers import make_deal, play

CAPOT_DEDANS_HANDS = [
    "7H 9H JH AH AS AD AC TC",  # seat 0, the taker: every trump but two, and the side aces
    "KS KH KD KC 7S 8S 9S TS",  # seat 1: carré of kings (100), cinquante in spades (50)
    "8H TH JS JD 7C 8C 9C JC",  # seat 2: a tierce in clubs, beaten by the carrés
    "QS QH QD QC 7D 8D 9D TD",  # seat 3: carré of queens (100), cinquante in diamonds (50)
]
EVERY_TRICK = (
    "JH KH TH QH|AS 7S JS QS|AD KD JD 7D|AC KC 7C QC|TC 8S 8C 8D|9H 9S 8H 9D|7H TS 9C TD|AH KS JC QD"
)
RULES = Rules(announces=True, target=500)


def capot_dedans_deal(rules: Rules = RULES) -> Deal:
    """Seat 0 takes the turned JH, seat 1 announces its carré of kings, seat 0 makes every trick."""
    deal = make_deal(CAPOT_DEDANS_HANDS, taker=0, turned="JH", rules=rules)
    play(deal, EVERY_TRICK, announce=["KH"])
    return deal


def test_capot_takers_dedans_on_announces_give_the_defence_252_and_every_announce() -> None:
    result = capot_dedans_deal().result
    assert result is not None
    assert result.tricks_won == (8, 0) and result.capot == 0
    assert result.announces == (0, 300)
    assert result.dedans, "252 for the takers against 300 of announces"
    assert result.points == (0, 252 + 300)


def test_a_deal_nobody_took_does_not_end_the_manche_of_a_team_just_made_capot() -> None:
    match = Match(RULES, seed=1)
    match.deal = capot_dedans_deal(match.rules)
    assert match.scores == (0, 552) and not match.manche_over, "made capot: no manche on that deal"
    deal = match.next_deal()
    for _ in range(8):
        deal.apply(PASS)
    assert deal.result is not None and deal.result.redeal
    assert match.scores == (0, 552) and match.manches == (0, 0) and not match.manche_over
    assert len(match.history[0]) == 2, "the void deal is on the sheet, the manche goes on"
