"""The hint: the known best card ranked first with its exact value, no peeking, the bids valued."""

from __future__ import annotations

import random

from belote.bots import BOTS
from belote.bots.expert import Budget
from belote.bots.heuristic import HeuristicBot
from belote.coach import hint
from belote.coach.evaluate import evaluate, representative
from belote.engine import CARDS, PASS, Deal, Match, Play, Rules, Take
from tests.coach.positions import dix_de_der

SMALL = Budget(worlds=8, simulations=10**9, nodes=50_000, bid_worlds=16, time_cap=1e9)


def test_hint_ranks_first_the_card_that_keeps_the_dix_de_der_with_exact_values() -> None:
    advice = hint(dix_de_der().view(0), SMALL)
    assert [str(option.action) for option in advice.options] == ["play 7S", "play JH"]
    assert advice.best.mean == 116 and advice.options[1].mean == 90
    assert advice.best.spread == 0  # the hidden cards cannot change it here
    assert advice.best.raw == 116 and advice.options[1].raw == 90  # card points: 139-23, 126-36
    assert advice.worlds == 2  # North is void in spades: 8♠ and Q♠ are with East and West, either way


def test_the_hint_changes_nothing_in_the_game() -> None:
    deal = dix_de_der()
    before = deal.to_json()
    hint(deal.view(0), SMALL)
    assert deal.to_json() == before


def _twin(deal: Deal, actions: int) -> Deal | None:
    """The same deal with two unplayed cards of one plain suit swapped between East and West."""
    played = Deal.from_deck(list(deal.deck), deal.dealer, deal.rules)
    for action in deal.actions[:actions]:
        played.apply(action)
    trump = played.trump
    gone = {c for t in played.tricks for c in t.cards} | set(played.current_trick.cards)
    for suit in range(4):
        if trump is not None and suit == int(trump):
            continue
        east = [c for c in played.hands[1] if int(c.suit) == suit and c not in gone]
        west = [c for c in played.hands[3] if int(c.suit) == suit and c not in gone]
        if east and west and deal.turned not in (east[0], west[0]):
            deck = list(deal.deck)
            i, j = deck.index(east[0]), deck.index(west[0])
            deck[i], deck[j] = deck[j], deck[i]
            twin = Deal.from_deck(deck, deal.dealer, deal.rules)
            for action in deal.actions[:actions]:
                twin.apply(action)
            return twin
    return None


def test_twin_views_with_different_hidden_cards_get_the_same_hint() -> None:
    checked = 0
    for seed in range(30):
        deal = Deal.shuffled(seed, seed % 4)
        bots = [HeuristicBot(seed=s) for s in range(4)]
        while deal.phase != "done":
            seat = deal.to_play
            assert seat is not None
            view = deal.view(seat)
            if seat == 0 and len(view.legal) > 1 and checked < 12 and deal.phase == "playing":
                twin = _twin(deal, len(deal.actions))
                if twin is not None and twin.hands != deal.hands:
                    assert twin.view(0) == view
                    assert hint(twin.view(0), SMALL) == hint(view, SMALL)
                    checked += 1
            deal.apply(bots[seat].choose(view))
    assert checked >= 10


def test_bidding_hint_values_take_and_pass_with_the_chance_of_making() -> None:
    deal = Deal.shuffled(3, 3)
    deal.apply(PASS)
    for _ in range(3):
        deal.apply(PASS)  # round 2: South may name each of the three other suits
    advice = hint(deal.view(0), SMALL)
    actions = {option.action for option in advice.options}
    assert actions == {a for a in deal.legal_actions()}
    assert [o.mean for o in advice.options] == sorted((o.mean for o in advice.options), reverse=True)
    for option in advice.options:
        if isinstance(option.action, Take):
            assert option.make is not None and 0 <= option.make <= 1
        else:
            assert option.action == PASS and option.make is None


def test_with_no_bid_heard_every_bidding_world_counts() -> None:
    """Before anyone has spoken nothing makes a world unlikely: the hint says it weighed them all."""
    deal = Deal.shuffled(3, 3)  # East deals: South speaks first
    assert deal.to_play == 0 and not deal.bids
    assert hint(deal.view(0), SMALL).worlds == SMALL.bid_worlds


def test_every_legal_card_gets_a_value_equivalent_cards_the_same() -> None:
    rng = random.Random(5)
    for seed in range(15):
        deal = Deal.shuffled(seed, 1)
        while deal.phase != "done" and not (deal.to_play == 0 and deal.phase == "playing"):
            deal.apply(rng.choice(deal.legal_actions()))
        if deal.phase == "done":
            continue
        view = deal.view(0)
        advice = hint(view, SMALL)
        cards = {a.card for a in view.legal if isinstance(a, Play)}
        assert {o.action.card for o in advice.options if isinstance(o.action, Play)} == cards


def test_an_equivalent_card_stands_for_the_lower_zero_point_card_it_equals() -> None:
    seven, eight, nine = (CARDS[i] for i in (0, 1, 2))  # 7♠ 8♠ 9♠, spades not trump: 0 points each
    assert representative(eight.index, [seven.index], trump=1) == seven.index
    assert representative(nine.index, [seven.index, nine.index], trump=1) == nine.index


def test_the_bidding_advice_tells_a_take_from_a_pass_a_score_of_points_apart() -> None:
    """A take worth some twenty points more than passing is advised as such, not called too close to
    call: the bidding worlds are enough for the margin of such a gap to stay under it (with a
    quarter of them, this one was within the margin)."""
    deal = Match(Rules(), 42).deal
    bots = [BOTS["heuristic"](seed=seat) for seat in range(4)]
    while deal.to_play != 0:
        deal.apply(bots[deal.to_play or 0].choose(deal.view(deal.to_play or 0)))
    options = evaluate(deal.view(0)).options
    best, second = options[0], options[1]
    assert isinstance(best.action, Take) and second.action == PASS
    assert best.mean - second.mean > 15 and second.clearly_behind(best)
