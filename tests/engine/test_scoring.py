"""Scoring one deal (docs/rules.md, "Scoring one deal" and "Belote-rebelote"), on hand-built deals.

SCORE_HANDS gives every seat two cards of each suit, so everyone always follows suit and each trick
is decided by rank alone; three scripted plays of it share the 162 points 81/81, 88/74 and 100/62.
"""

from __future__ import annotations

import random

import pytest

from belote.engine import Card, Deal, DealResult, IllegalAction, Match, Play, Suit

from .helpers import make_deal, play, play_first_legal, play_randomly

SCORE_HANDS = [
    "AS TS AC JC AH 7H 9D QD",  # seat 0
    "7S KS 7C TC JH 9H 7D JD",  # seat 1
    "8S QS 8C QC TH 8H AD TD",  # seat 2
    "9S JS 9C KC KH QH 8D KD",  # seat 3: trump K and Q (belote when hearts are trump)
]
# Team 0 (seats 0, 2) makes 81 with dix de der, team 1 makes 81.
PLAY_81_81 = "AS 7S 8S 9S|TS KS QS JS|AC 7C 8C 9C|JC TC QC KC|JH TH KH AH|9H 8H QH 7H|7D AD 8D 9D|TD KD QD JD"
# Team 0 88, team 1 74.
PLAY_88_74 = "AS 7S 8S 9S|TS KS QS JS|JC TC 8C 9C|7C QC KC AC|7H JH TH KH|9H 8H QH AH|7D AD 8D 9D|TD KD QD JD"
# Team 0 100, team 1 62.
PLAY_100_62 = (
    "AS 7S 8S 9S|TS KS QS JS|AC TC 8C KC|JC 7C QC 9C|8H KH AH JH|9H TH QH 7H|7D AD 8D 9D|TD KD QD JD"
)
# Team 0 91, team 1 71 (seat 3 leads the trumps with the king).
PLAY_91_71 = "AS 7S 8S 9S|TS KS QS JS|AC TC 8C 9C|JC 7C QC KC|KH AH JH TH|9H 8H QH 7H|7D AD 8D 9D|TD KD QD JD"

TURNED_FOR = {0: "AH", 1: "JH", 2: "TH", 3: "KH"}

# Each seat holds a whole suit: whoever holds the trumps wins every trick.
SUIT_HANDS = [
    "7S 8S 9S TS JS QS KS AS",
    "7H 8H 9H TH JH QH KH AH",
    "7D 8D 9D TD JD QD KD AD",
    "7C 8C 9C TC JC QC KC AC",
]


def scored(script: str, taker: int, *, belote: bool = False, turned: str | None = None) -> Deal:
    """SCORE_HANDS taken at hearts by ``taker`` and played by ``script``; seat 3 may say belote."""
    deal = make_deal(SCORE_HANDS, taker=taker, turned=turned or TURNED_FOR[taker], trump="H")
    play(deal, script, belote=["KH"] if belote else [])
    assert deal.phase == "done"
    return deal


def result_of(deal: Deal) -> DealResult:
    """The result of a finished deal."""
    assert deal.phase == "done" and deal.result is not None
    return deal.result


def test_scripted_tricks_and_dix_de_der() -> None:
    deal = scored(PLAY_81_81, taker=1)
    assert [t.winner for t in deal.tricks] == [0, 0, 0, 1, 1, 1, 2, 2]
    assert [t.points for t in deal.tricks] == [11, 19, 11, 19, 45, 17, 11, 19]
    assert [t.leader for t in deal.tricks] == [0, 0, 0, 0, 1, 1, 1, 2]
    assert [deal.tricks[4].seat_of(i) for i in range(4)] == [1, 2, 3, 0]
    assert [str(card) for card in deal.tricks[4].cards] == ["JH", "TH", "KH", "AH"]
    result = result_of(deal)
    # team 0 took the last trick: 71 card points + 10 of dix de der
    assert result.card_points == (81, 81)
    assert sum(result.card_points) == 162
    assert result.tricks_won == (5, 3)


def test_litige_taker_scores_nothing_and_points_go_to_the_reserve() -> None:
    result = result_of(scored(PLAY_81_81, taker=1))
    assert result.litige and not result.dedans
    assert result.points == (81, 0)  # the defence scores its total
    assert result.reserve == 81
    assert result.belote is None and result.capot is None and not result.redeal
    assert result.taker == 1 and result.trump == Suit.HEARTS
    assert result.collected == (0, 0)


def test_litige_with_taker_team_zero() -> None:
    result = result_of(scored(PLAY_81_81, taker=0))
    assert result.litige
    assert result.points == (0, 81)
    assert result.reserve == 81


def test_litige_thanks_to_belote_keeps_the_belote_out_of_the_reserve() -> None:
    result = result_of(scored(PLAY_91_71, taker=1, belote=True))
    assert result.card_points == (91, 71)
    assert result.litige and result.belote == 1
    assert result.points == (91, 20)  # the taker's team keeps its belote
    assert result.reserve == 71  # only its other points are set aside
    result = result_of(scored(PLAY_91_71, taker=1))
    assert result.dedans and result.points == (162, 0)


def test_belote_only_when_declared_turns_the_litige_into_a_made_contract() -> None:
    result = result_of(scored(PLAY_81_81, taker=1, belote=True))
    assert not result.litige and not result.dedans
    assert result.belote == 1
    assert result.points == (81, 101)
    assert result.reserve == 0
    assert result.card_points == (81, 81)


def test_contract_made_each_team_scores_its_points() -> None:
    result = result_of(scored(PLAY_88_74, taker=0))
    assert result.points == (88, 74)
    assert not result.dedans and not result.litige and result.reserve == 0


def test_contract_made_after_taking_in_round_two() -> None:
    deal = scored(PLAY_88_74, taker=2, turned="AD")  # diamond turned, hearts named in round 2
    result = result_of(deal)
    assert result.trump == Suit.HEARTS and result.taker == 2
    assert result.points == (88, 74)


def test_dedans_defence_scores_162() -> None:
    result = result_of(scored(PLAY_88_74, taker=1))
    assert result.dedans and not result.litige
    assert result.card_points == (88, 74)
    assert result.points == (162, 0)


def test_belote_can_save_the_contract() -> None:
    result = result_of(scored(PLAY_88_74, taker=1, belote=True))
    assert not result.dedans
    assert result.points == (88, 94)


def test_belote_is_never_lost_even_dedans() -> None:
    result = result_of(scored(PLAY_100_62, taker=1, belote=True))
    assert result.card_points == (100, 62)
    assert result.dedans and result.belote == 1
    assert result.points == (162, 20)


def test_defence_belote_makes_the_taker_dedans_and_is_scored() -> None:
    result = result_of(scored(PLAY_88_74, taker=0, belote=True))
    assert result.dedans and result.belote == 1
    assert result.points == (0, 182)  # 162 + the defence's belote
    result = result_of(scored(PLAY_81_81, taker=0, belote=True))
    assert result.dedans and result.points == (0, 182)


def test_belote_without_the_word_is_not_scored() -> None:
    deal = make_deal(SCORE_HANDS, taker=1, turned="JH")
    play(deal, "|".join(PLAY_81_81.split("|")[:4]))
    play(deal, "JH TH")
    assert Play(Card.parse("KH"), belote=True) in deal.legal_actions()
    play(deal, "KH AH | 9H 8H")
    # KH was played without saying belote: the queen can no longer declare it
    assert Play(Card.parse("QH"), belote=True) not in deal.legal_actions()
    with pytest.raises(IllegalAction) as info:
        deal.apply(Play(Card.parse("QH"), belote=True))
    assert info.value.rule == "belote_not_allowed"
    play(deal, "QH 7H | 7D AD 8D 9D | TD KD QD JD")
    result = result_of(deal)
    assert result.belote is None and result.litige


def test_belote_declared_with_the_queen_first() -> None:
    deal = make_deal(SCORE_HANDS, taker=1, turned="JH")
    play(deal, "|".join(PLAY_81_81.split("|")[:4]))
    play(deal, "JH TH QH AH", belote=["QH"])
    view = deal.view(0)
    assert view.belote == 3 and not view.rebelote
    play(deal, "9H 8H KH 7H")
    assert deal.view(2).rebelote
    play(deal, "7D AD 8D 9D | TD KD QD JD")
    result = result_of(deal)
    assert result.belote == 1 and result.points == (81, 101)


@pytest.mark.parametrize("belote", [False, True])
def test_capot_by_the_taker(belote: bool) -> None:
    deal = make_deal(SUIT_HANDS, taker=1, turned="JH")
    play_first_legal(deal, belote=belote)
    result = result_of(deal)
    assert result.capot == 1 and result.tricks_won == (0, 8)
    assert result.card_points == (0, 252)  # 152 + 100, no dix de der
    assert result.points == (0, 272 if belote else 252)
    assert not result.dedans


@pytest.mark.parametrize("belote", [False, True])
def test_capot_by_the_defence(belote: bool) -> None:
    deal = make_deal(SUIT_HANDS, taker=2, turned="7D", trump="H")
    play_first_legal(deal, belote=belote)
    result = result_of(deal)
    assert result.capot == 1 and result.dedans
    assert result.points == (0, 272 if belote else 252)


def test_capot_for_team_zero() -> None:
    deal = make_deal(SUIT_HANDS, taker=0, turned="AS")
    play_first_legal(deal)
    result = result_of(deal)
    assert result.capot == 0 and result.points == (252, 0) and result.card_points == (252, 0)


def find_litige(seeds: range) -> tuple[Match, int]:
    """A Match whose first deal, played at random from its seed, ends in a litige."""
    for seed in seeds:
        match = Match(seed=seed)
        play_randomly(match.deal, random.Random(seed))
        if result_of(match.deal).litige:
            return match, seed
    raise AssertionError("no litige found")


def test_litige_reserve_is_collected_by_the_winner_of_the_next_deal() -> None:
    checked = 0
    seeds = range(0, 4000)
    while checked < 3:
        match, seed = find_litige(seeds)
        seeds = range(seed + 1, 4000)
        first = result_of(match.deal)
        assert first.reserve > 0 and first.collected == (0, 0)
        assert match.reserve == first.reserve
        assert match.scores == first.points
        rng = random.Random(-seed)
        reserve = match.reserve
        while True:
            scores = match.scores
            match.next_deal()
            play_randomly(match.deal, rng)
            assert not match.manche_over
            result = match.history[-1][-1]
            assert result.points == result_of(match.deal).points
            if result.redeal or result.litige:
                assert result.collected == (0, 0)
                reserve += result.reserve
                assert match.reserve == reserve
                continue
            assert result.taker is not None
            taker_team = result.taker % 2
            winner = 1 - taker_team if result.dedans else taker_team
            expected = [0, 0]
            expected[winner] = reserve
            assert result.collected == tuple(expected)
            assert match.reserve == 0
            assert match.scores == (
                scores[0] + result.points[0] + result.collected[0],
                scores[1] + result.points[1] + result.collected[1],
            )
            break
        checked += 1
