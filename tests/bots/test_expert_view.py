"""The expert reads its root position from the view with the right signs: our points are positive."""

from __future__ import annotations

import random
from collections.abc import Callable

from belote.bots.expert.budget import Budget
from belote.bots.expert.cardplay import CardSearch, belote_team
from belote.bots.expert.position import CAPOT_BONUS, final_diff
from belote.engine import Play
from tests.bots.test_expert_support import random_deal


def test_completed_tricks_count_for_the_viewers_team_and_against_the_other() -> None:
    """diff = our card points minus theirs over the completed tricks; ``won`` marks who took one."""
    teams_seen = set()
    for seed in range(12):
        deal = random_deal(seed, 4 * (1 + seed % 5) + seed % 3)
        if deal.phase != "playing" or not deal.tricks:
            continue
        seat = deal.to_play
        assert seat is not None
        view = deal.view(seat)
        search = CardSearch(view, Budget.scaled(2))
        ours = sum(t.points for t in deal.tricks if t.winner is not None and t.winner % 2 == seat % 2)
        theirs = sum(t.points for t in deal.tricks if t.winner is not None and t.winner % 2 != seat % 2)
        assert search.diff == ours - theirs, seed
        assert search.root.diff == ours - theirs and search.root.our_team == seat % 2
        won = {t.winner % 2 for t in deal.tricks if t.winner is not None}
        assert search.won == sum(1 << team for team in won)
        assert search.root.trick == [card.index for card in deal.current_trick.cards]
        assert search.root.leader == deal.current_trick.leader
        assert search.root.must_undertrump is view.rules.must_undertrump  # the searches obey the deal's rules
        assert search.scoring.taker_is_us == (deal.taker is not None and deal.taker % 2 == seat % 2)
        teams_seen.add((seat % 2, ours > theirs))
    assert len(teams_seen) >= 3  # both teams, ahead and behind


def test_candidates_are_the_legal_cards_cheapest_first() -> None:
    """Every candidate is a legal card, ordered by points then strength."""
    deal = random_deal(3, 6)
    seat = deal.to_play
    assert seat is not None
    view = deal.view(seat)
    search = CardSearch(view, Budget.scaled(2))
    legal = {a.card.index for a in view.legal if isinstance(a, Play)}
    assert search.candidates and set(search.candidates) <= legal
    assert search.run(random.Random(1)) in legal


def test_a_capot_is_worth_252_to_the_team_that_took_every_trick() -> None:
    """Capot adds 90 to the taking team's card diff (162 + 90 = 252), from either side."""
    assert final_diff(162, 0b01, 0) == 162 + CAPOT_BONUS
    assert final_diff(-162, 0b10, 0) == -162 - CAPOT_BONUS
    assert final_diff(162, 0b10, 1) == 162 + CAPOT_BONUS
    assert final_diff(40, 0b11, 0) == 40


def test_belote_goes_to_the_team_holding_king_and_queen_of_trump() -> None:
    """Undeclared belote in a sampled world counts for the team of the hand with both cards."""
    deal = random_deal(5, 0)
    view = deal.view(0)
    assert deal.trump is not None
    trump = int(deal.trump)
    pair = (1 << (trump * 8 + 5)) | (1 << (trump * 8 + 6))
    for seat in range(4):
        hands = [0, 0, 0, 0]
        hands[seat] = pair
        assert belote_team(view, hands, trump) == seat % 2
    split = [1 << (trump * 8 + 5), 1 << (trump * 8 + 6), 0, 0]
    assert belote_team(view, split, trump) == -1


def two_card_search(budget: Budget) -> CardSearch:
    """A card decision of a seeded deal with at least two candidate cards."""
    for seed in range(40):
        deal = random_deal(seed, 6)
        assert deal.to_play is not None
        search = CardSearch(deal.view(deal.to_play), budget)
        if len(search.candidates) >= 2:
            return search
    raise AssertionError("no decision with two candidates")


def test_a_tie_on_the_sheet_is_broken_by_the_card_points_over_all_worlds() -> None:
    """Two cards worth the same on the score sheet in every world (say the contract is lost either
    way): the expert plays the one that takes more card points summed over all the worlds, not the
    one that did better in the last world alone; in an enumerated endgame each world counts with its
    weight."""
    search = two_card_search(Budget(worlds=2, simulations=1000, racing=False))
    first, second = search.candidates[:2]
    lost = [-100] * (len(search.candidates) - 2)  # any other card: much worse on the sheet
    worlds = [([0, 0, *lost], [30, 0, *lost]), ([0, 0, *lost], [0, 10, *lost])]  # sheets, card diffs
    met = iter(worlds * 2)

    def evaluator(club: float = 0.0) -> Callable[[list[int], list[int]], tuple[list[int], list[int]]]:
        return lambda hands, moves: next(met)

    search.draw = lambda count, rng, deadline=0.0: [[0, 0, 0, 0]] * count  # type: ignore[method-assign]
    search.resampled = lambda drawn, count, rng: drawn  # type: ignore[method-assign]
    search.evaluator = evaluator  # type: ignore[method-assign]
    assert search.run(random.Random(1)) == first  # 30 against 10 over both worlds
    weighted = [(1.0, [0.0, 0.0, *lost], [30.0, 0.0, *lost]), (1.0, [0.0, 0.0, *lost], [0.0, 10.0, *lost])]
    search.enumerable = lambda count: True  # type: ignore[method-assign]
    search.world_values = lambda count, rng: iter(weighted)  # type: ignore[method-assign]
    assert search.run(random.Random(1)) == first
    weighted[0] = (0.25, *weighted[0][1:])  # the first world now weighs a quarter: 7.5 against 10
    assert search.run(random.Random(1)) == second
