"""The expert bot: only legal actions, every flag declared, deterministic, and it never peeks."""

from __future__ import annotations

import random

import pytest

from belote.bots import BOTS
from belote.bots.expert import Budget, ExpertBot
from belote.bots.expert.bot import ExpertV1Bot, MasterBot
from belote.bots.expert.cardplay import CardSearch
from belote.bots.expert.solver import Solver
from belote.bots.tracker import Tracker
from belote.engine import Deal, DealView, Play, Rules
from tests.bots.test_expert_support import random_deal

TINY = Budget(worlds=3, simulations=30, nodes=3_000, bid_worlds=4)


@pytest.mark.parametrize(
    "rules",
    [Rules(), Rules(announces=True), Rules(must_undertrump=False, first_packet=2)],
    ids=["classic", "announces", "variants"],
)
def test_only_legal_actions_with_every_flag_declared(rules: Rules) -> None:
    for seed in range(40):
        deal = Deal.shuffled(seed, seed % 4, rules)
        bots = [ExpertBot(seed=seed * 4 + seat, budget=TINY) for seat in range(4)]
        while deal.phase != "done":
            seat = deal.to_play
            assert seat is not None
            legal = deal.legal_actions()
            action = bots[seat].choose(deal.view(seat))
            assert action in legal
            if isinstance(action, Play):
                same_card = [a for a in legal if isinstance(a, Play) and a.card == action.card]
                assert action.announce == any(a.announce for a in same_card)
                assert action.belote == any(a.belote for a in same_card)
            deal.apply(action)
        assert deal.result is not None


def test_registry_and_integer_budget() -> None:
    assert BOTS["expert"] is ExpertBot
    bot = ExpertBot(seed=1, budget=5)
    assert bot.budget.worlds == 5 and bot.budget.bid_worlds == 10
    assert ExpertBot().budget == ExpertBot.default_budget
    assert ExpertBot().budget.worlds > ExpertV1Bot().budget.worlds  # the level searches more worlds


def test_the_expert_takes_only_above_passing_weighing_more_worlds_per_bid_than_the_first() -> None:
    # Every level takes only when taking beats passing (a bolder line took hopeless hands); the
    # expert and the master weigh four times the first version's worlds per bid, so a close call
    # is not settled by the luck of the worlds drawn.
    for bot in (ExpertBot(), MasterBot(), ExpertV1Bot(), ExpertV1Bot(budget=12), ExpertBot(budget=12)):
        assert bot.budget.take_margin == 0
    assert ExpertBot().budget.bid_worlds == 4 * ExpertV1Bot().budget.bid_worlds
    assert MasterBot().budget.bid_worlds > ExpertBot().budget.bid_worlds


def decision_views(seed: int) -> list[DealView]:
    """Views of non-trivial decisions along a deal played by small experts."""
    deal = Deal.shuffled(seed, seed % 4)
    bots = [ExpertBot(seed=seat, budget=TINY) for seat in range(4)]
    views = []
    while deal.phase != "done":
        seat = deal.to_play
        assert seat is not None
        view = deal.view(seat)
        if len(view.legal) > 1:
            views.append(view)
        deal.apply(bots[seat].choose(view))
    return views


def test_same_seed_and_view_give_the_same_action() -> None:
    views = decision_views(3)[:12]
    assert views
    first = [ExpertBot(seed=9, budget=4).choose(view) for view in views]
    again = ExpertBot(seed=9, budget=4)
    assert [again.choose(view) for view in reversed(views)] == first[::-1]


def swapped_twin(deal_seed: int, seat: int, bids: int) -> tuple[Deal, Deal]:
    """Two deals whose view for ``seat`` is identical but whose hidden hands differ.

    Both are dealt from decks differing by two swapped cards, then given the same ``bids``
    passes followed by a take (or no take when ``bids`` is negative: still bidding).
    """
    rng = random.Random(deal_seed)
    deck = list(Deal.shuffled(deal_seed, 0).deck)
    while True:
        i, j = rng.sample([k for k in range(32) if k != 20], 2)
        other = list(deck)
        other[i], other[j] = other[j], other[i]
        twins = (Deal.from_deck(deck, 0), Deal.from_deck(other, 0))
        for deal in twins:
            for _ in range(max(bids, 0)):
                deal.apply(deal.legal_actions()[0])  # pass
            if bids >= 0:
                deal.apply(next(a for a in deal.legal_actions() if a != deal.legal_actions()[0]))
        first, second = twins
        if first.view(seat) == second.view(seat) and first.hands != second.hands:
            return first, second


@pytest.mark.parametrize("deal_seed", range(4))
def test_no_peek_same_view_different_hidden_cards(deal_seed: int) -> None:
    # card play: the first lead after the take (seat 1 leads when seat 0 deals)
    first, second = swapped_twin(deal_seed, 1, bids=deal_seed % 4)
    assert first.to_play == 1
    bot = ExpertBot(seed=deal_seed, budget=6)
    assert bot.choose(first.view(1)) == ExpertBot(seed=deal_seed, budget=6).choose(second.view(1))
    # bidding: the first bid, with the others' cards shuffled differently
    first, second = swapped_twin(deal_seed, 1, bids=-1)
    assert first.to_play == 1 and first.phase == "bidding"
    assert bot.choose(first.view(1)) == bot.choose(second.view(1))


def test_plays_the_double_dummy_best_card_when_every_hand_is_known() -> None:
    checked = 0
    for seed in range(150):
        rng = random.Random(seed)
        deal = random_deal(seed, 20 + seed % 8)
        while deal.phase == "playing":
            seat = deal.to_play
            assert seat is not None
            view = deal.view(seat)
            tracker = Tracker.from_view(view)
            if len({a.card for a in view.legal if isinstance(a, Play)}) > 1 and all(
                tracker.possible[s] == tracker.known[s] for s in range(4)
            ):
                search = CardSearch(view, TINY)
                truth = [sum(1 << card.index for card in hand) for hand in deal.hands]
                values = Solver(search.position(truth)).values(search.candidates)
                scoring = search.world_scoring(truth)
                sheets = [scoring.sheet(value) for value in values]
                action = ExpertBot(seed=seed, budget=TINY).choose(view)
                assert isinstance(action, Play)
                assert sheets[search.candidates.index(action.card.index)] == max(sheets)
                checked += 1
            deal.apply(rng.choice(deal.legal_actions()))
    assert checked >= 15
