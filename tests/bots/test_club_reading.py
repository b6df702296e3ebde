"""Reading from the opponents' past cards whether they play as a club player, and valuing the end of
the deal against them accordingly: their cards foreseen when they do, best defence when they do not."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from belote.bots.base import Bot
from belote.bots.expert import Budget
from belote.bots.expert.bot import ExpertBot, ExpertV1Bot, MasterBot
from belote.bots.expert.cardplay import CardSearch
from belote.bots.heuristic import HeuristicBot
from belote.bots.random_bot import RandomBot
from belote.engine import Deal

READING = replace(Budget(), club_prior=0.5)


def late_decision(
    seed: int, opponents: type[Bot], cards: int = 16, budget: Budget = READING
) -> CardSearch | None:
    """South's card decision with ``cards`` left or fewer in a deal where East and West are
    ``opponents`` and the partners heuristics (None if the deal is passed out)."""
    rng = random.Random(seed)
    deal = Deal.shuffled(rng.randrange(2**32), rng.randrange(4))
    bots: list[Bot] = [HeuristicBot(seed) if seat % 2 == 0 else opponents(seed + seat) for seat in range(4)]
    while deal.to_play is not None:
        seat = deal.to_play
        view = deal.view(seat)
        if seat == 0 and deal.phase == "playing" and sum(len(hand) for hand in deal.hands) <= cards:
            search = CardSearch(view, budget)
            if len(search.candidates) > 1:
                return search
        deal.apply(bots[seat].choose(view))
    return None


def bid_deal(seed: int) -> Deal:
    """A deal whose bidding the heuristic has done (taken, or passed out)."""
    deal = Deal.shuffled(seed, seed % 4)
    while deal.phase == "bidding":
        deal.apply(HeuristicBot(seed).choose(deal.view(deal.to_play or 0)))
    return deal


def drawn(search: CardSearch, seed: int) -> list[list[int]]:
    """The worlds the search draws for its first batch (read for the opponents' play)."""
    return search.draw(8, random.Random(seed))


def club_probabilities(opponents: type[Bot]) -> list[float]:
    """The probability read at South's first late decision with a choice, over seeded deals."""
    found = []
    for seed in range(40):
        search = late_decision(seed, opponents)
        if search is not None:
            found.append(search.club_probability(drawn(search, seed)))
    assert len(found) >= 12
    return found


def test_opponents_who_play_as_a_club_player_are_read_as_club_players() -> None:
    """Heuristic opponents make the club player likely, players at random make it unlikely."""
    club = club_probabilities(HeuristicBot)
    wild = club_probabilities(RandomBot)
    assert sum(club) / len(club) > 0.8
    assert sum(wild) / len(wild) < 0.2


def test_a_prior_of_zero_or_one_is_not_read_and_nothing_is_read_before_the_last_tricks() -> None:
    """The budget's prior at 0 or 1 is the answer; outside the exact phase the reading is 0."""
    search = late_decision(3, HeuristicBot)
    assert search is not None
    for prior in (0.0, 1.0):
        search.budget = replace(READING, club_prior=prior)
        assert search.club_probability(drawn(search, 0)) == prior
    deal = next(deal for deal in map(bid_deal, range(20)) if deal.phase == "playing")
    early = CardSearch(deal.view(deal.to_play or 0), READING)
    assert not early.exact
    assert early.club_probability(drawn(early, 0)) == 0.0


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])  # deal 0 is passed out
def test_the_end_of_the_deal_weighs_best_defence_and_the_club_players_cards(seed: int) -> None:
    """In the exact phase a world's value is the double-dummy one, the modelled one, or their blend."""
    search = late_decision(seed, HeuristicBot)
    assert search is not None
    hands = search.sampler.sample(random.Random(seed))
    moves = search.candidates
    best_defence, _ = search.diffs(hands, True, moves)
    modelled = search.modelled_diffs(hands, moves)
    assert all(m >= b for m, b in zip(modelled, best_defence, strict=True))
    assert search.evaluator(0.0)(hands, moves)[1] == best_defence
    assert search.evaluator(1.0)(hands, moves)[1] == modelled
    pairs = list(zip(best_defence, modelled, strict=True))
    sheets, blended = search.evaluator(0.25)(hands, moves)
    assert blended == pytest.approx([0.75 * b + 0.25 * m for b, m in pairs])
    scoring = search.world_scoring(hands)
    assert sheets == pytest.approx([0.75 * scoring.sheet(b) + 0.25 * scoring.sheet(m) for b, m in pairs])


def test_the_club_players_cards_can_be_foreseen_a_trick_before_the_exact_search() -> None:
    """With ``club_cards`` at 20, five tricks from the end the value weighs the playouts and the
    end of the deal against a club player's cards; four tricks from the end it is read as before."""
    budget = replace(READING, club_cards=20)
    search = late_decision(2, HeuristicBot, cards=20, budget=budget)
    assert search is not None and not search.exact and search.club_phase
    assert 0.0 < search.club_probability(drawn(search, 0)) < 1.0
    hands = search.sampler.sample(random.Random(2))
    moves = search.candidates
    assert search.evaluator(1.0)(hands, moves)[1] == search.modelled_diffs(hands, moves)
    plain = late_decision(2, HeuristicBot, cards=20)
    assert plain is not None and not plain.club_phase
    assert plain.club_probability(drawn(plain, 0)) == 0.0


def test_below_the_floor_the_opponents_are_read_as_counting_their_cards() -> None:
    """``club_floor``: a reading of the opponents as club players less sure than the floor counts as
    none (the end valued against best defence alone); at or above it, it is used as read."""
    search = late_decision(2, HeuristicBot, cards=20, budget=replace(READING, club_cards=20))
    assert search is not None
    read = search.club_probability(drawn(search, 0))
    assert 0.0 < read < 1.0
    search.budget = replace(search.budget, club_floor=read + 1e-9)
    assert search.club_probability(drawn(search, 0)) == 0.0
    search.budget = replace(search.budget, club_floor=read)
    assert search.club_probability(drawn(search, 0)) == read


def level_readings(budget: Budget, opponents: type[Bot]) -> list[float]:
    """The reading at South's first late decision with a choice, with a level's budget."""
    found = []
    for seed in range(30):
        search = late_decision(seed, opponents, budget=budget)
        if search is not None:
            found.append(search.club_probability(drawn(search, seed)))
    assert len(found) >= 10
    return found


def test_the_expert_levels_count_on_a_club_players_mistakes_only_when_sure_of_them() -> None:
    """The expert and the master (at any size) value the last tricks against a club player's cards
    when the opponents' past cards make one nearly sure, never against players who err at random;
    the first expert, a fixed baseline, never reads them."""
    for budget in (ExpertBot().budget, MasterBot().budget, ExpertBot(budget=12).budget):
        club = level_readings(budget, HeuristicBot)
        assert all(read == 0.0 or read >= 0.9 for read in club)
        assert sum(read >= 0.9 for read in club) > len(club) / 2
        assert set(level_readings(budget, RandomBot)) == {0.0}
    assert set(level_readings(ExpertV1Bot().budget, HeuristicBot)) == {0.0}
