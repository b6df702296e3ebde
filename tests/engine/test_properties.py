"""Property tests (docs/rules.md, "Tests"): random deals and random legal play, for every rule variant.

Conservation of the 32 cards, legal actions until the end, card points 162/252, illegal actions
refused without any change, replay and JSON round trips, the scoring formula, and views without
hidden information. Tampered saves are in test_saves.py.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from belote.engine import (
    CARDS,
    Card,
    Deal,
    DealResult,
    IllegalAction,
    Match,
    Rules,
    Take,
)

from .helpers import EVERY_ACTION, play_match, random_steps

VARIANTS = [
    Rules(),
    Rules(announces=True),
    Rules(must_undertrump=False, first_packet=2),
    Rules(announces=True, carre_of_sevens_voids=True, carre_of_eights_cancels=True),
    Rules(all_pass_same_dealer=True, direction="counterclockwise"),
]
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
RULES = st.sampled_from(VARIANTS)
DEALERS = st.integers(min_value=0, max_value=3)
PROFILE = settings(
    max_examples=50, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)


def visible_cards(deal: Deal) -> list[Card]:
    """Every card the deal holds: hands, completed tricks, the trick in progress."""
    held = [card for hand in deal.hands for card in hand]
    played = [card for trick in deal.tricks for card in trick.cards]
    return held + played + list(deal.current_trick.cards)


def snapshot(deal: Deal) -> tuple[object, ...]:
    """Everything public about a deal, to show that a refused action changed nothing."""
    views = tuple(deal.view(seat) for seat in range(4))
    return (deal.to_json(), views, tuple(deal.legal_actions()), deal.phase, deal.to_play, deal.result)


def check_conservation(deal: Deal) -> None:
    """32 distinct cards once the hands are complete; 20 in hand plus the turned one before."""
    for hand in deal.hands:
        assert list(hand) == sorted(hand, key=lambda card: card.index), "hands sorted by index"
    cards = visible_cards(deal)
    if deal.phase == "bidding":
        assert len(cards) == 20 and deal.turned not in cards
        assert len(set(cards) | {deal.turned}) == 21
    elif not (deal.result is not None and deal.result.redeal and deal.taker is None):
        assert len(cards) == 32 and set(cards) == set(CARDS)


def check_result(result: DealResult) -> None:
    """Card points 162, or 252 with capot, and the scoring formula of the rules (no announces)."""
    if result.redeal:
        assert result.points == (0, 0)
        return
    assert result.taker is not None
    taker, defence = result.taker % 2, 1 - result.taker % 2
    cp = result.card_points
    assert sum(result.tricks_won) == 8
    if result.capot is not None:
        assert cp[result.capot] == 252 and cp[1 - result.capot] == 0
        assert result.tricks_won[result.capot] == 8
    else:
        assert sum(cp) == 162 and min(result.tricks_won) >= 1
    belote = [20 if result.belote == team else 0 for team in (0, 1)]
    total = [cp[t] + result.announces[t] + belote[t] for t in (0, 1)]
    if sum(result.announces):
        return  # announce transfers are checked by hand in test_announces
    points = list(result.points)
    if total[taker] > total[defence]:
        assert not result.dedans and not result.litige
        assert points == total
    elif total[taker] < total[defence]:
        assert result.dedans and not result.litige
        assert points[defence] == (252 if result.capot == defence else 162) + belote[defence]
        assert points[taker] == belote[taker]
    else:
        assert result.litige and not result.dedans
        assert points[defence] == total[defence] and points[taker] == belote[taker]
        assert result.reserve == cp[taker]


def cards_in(value: object) -> Iterator[Card]:
    """Every Card object reachable inside a view (dataclasses, tuples, enums)."""
    if isinstance(value, Card):
        yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from cards_in(getattr(value, field.name))
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from cards_in(item)


def check_views(deal: Deal) -> None:
    """Each seat's view: its own hand, the legal actions on its turn only, no hidden card."""
    public = {deal.turned, *(c for t in deal.tricks for c in t.cards), *deal.current_trick.cards}
    for seat in range(4):
        view = deal.view(seat)
        assert view.seat == seat and view.hand == deal.hands[seat]
        assert view.hand_sizes == tuple(len(hand) for hand in deal.hands)
        assert view.legal == (tuple(deal.legal_actions()) if seat == deal.to_play else ())
        announced = {c for combo in (*view.announced, *view.shown) for c in combo.cards}
        for card in cards_in(view):
            assert card in public or card in view.hand or card in announced, (seat, card)


@PROFILE
@given(seed=SEEDS, dealer=DEALERS, rules=RULES, play_seed=SEEDS)
def test_random_deal_invariants(seed: int, dealer: int, rules: Rules, play_seed: int) -> None:
    deal = Deal.shuffled(seed, dealer, rules)
    rng = random.Random(play_seed)
    check_conservation(deal)
    while deal.phase != "done":
        actions = deal.legal_actions()
        assert actions, "legal actions until the deal is done"
        assert len(set(actions)) == len(actions)
        deal.apply(rng.choice(actions))
        check_conservation(deal)
        if rng.random() < 0.15:
            check_views(deal)
    assert deal.legal_actions() == [] and deal.to_play is None
    assert deal.result is not None
    check_result(deal.result)


@settings(max_examples=150, deadline=None, derandomize=True)
@given(seed=SEEDS, dealer=DEALERS, play_seed=SEEDS)
def test_random_scoring_formula_default_rules(seed: int, dealer: int, play_seed: int) -> None:
    deal = Deal.shuffled(seed, dealer)
    rng = random.Random(play_seed)
    # take early and say belote whenever possible, so that most deals are played out
    while deal.phase != "done":
        actions = deal.legal_actions()
        preferred = [a for a in actions if isinstance(a, Take) or getattr(a, "belote", False)]
        deal.apply(rng.choice(preferred) if preferred and rng.random() < 0.7 else rng.choice(actions))
    assert deal.result is not None
    check_result(deal.result)


@PROFILE
@given(seed=SEEDS, dealer=DEALERS, rules=RULES, play_seed=SEEDS, stop=st.floats(0, 1))
def test_illegal_actions_raise_and_change_nothing(
    seed: int, dealer: int, rules: Rules, play_seed: int, stop: float
) -> None:
    deal = Deal.shuffled(seed, dealer, rules)
    rng = random.Random(play_seed)
    for _ in random_steps(deal, rng):
        if rng.random() < stop * 0.2:
            break
    before = snapshot(deal)
    legal = set(deal.legal_actions())
    for action in EVERY_ACTION:
        if action in legal:
            trial = deal.copy()
            trial.apply(action)
            assert snapshot(deal) == before, "copy() must be independent"
            continue
        with pytest.raises(IllegalAction) as info:
            deal.apply(action)
        assert isinstance(info.value, ValueError) and info.value.rule
        assert deal.to_json() == before[0]
    for junk in (None, "pass", 3, Card.parse("AS")):
        with pytest.raises(IllegalAction):
            deal.apply(junk)  # type: ignore[arg-type]
    assert snapshot(deal) == before


@PROFILE
@given(seed=SEEDS, dealer=DEALERS, rules=RULES, play_seed=SEEDS)
def test_replay_from_seed_is_identical(seed: int, dealer: int, rules: Rules, play_seed: int) -> None:
    first = Deal.shuffled(seed, dealer, rules)
    actions = list(random_steps(first, random.Random(play_seed)))
    again = Deal.shuffled(seed, dealer, rules)
    for action in actions:
        again.apply(action)
    assert again.to_json() == first.to_json()
    assert again.result == first.result
    assert again.tricks == first.tricks


def same_deal(a: Deal, b: Deal) -> None:
    """Two deals in the same state, by every public property."""
    assert a.to_json() == b.to_json()
    for name in ("phase", "to_play", "dealer", "turned", "trump", "taker", "hands", "tricks"):
        assert getattr(a, name) == getattr(b, name), name
    assert a.current_trick == b.current_trick and a.bids == b.bids
    assert a.legal_actions() == b.legal_actions()
    assert a.result == b.result
    for seat in range(4):
        assert a.view(seat) == b.view(seat)


@PROFILE
@given(seed=SEEDS, dealer=DEALERS, rules=RULES, play_seed=SEEDS, stop=st.floats(0, 1))
def test_deal_json_round_trip(seed: int, dealer: int, rules: Rules, play_seed: int, stop: float) -> None:
    deal = Deal.shuffled(seed, dealer, rules)
    rng = random.Random(play_seed)
    for _ in random_steps(deal, rng):
        if rng.random() < stop * 0.2:
            break
    text = json.dumps(deal.to_json())
    restored = Deal.from_json(json.loads(text))
    same_deal(deal, restored)
    # both go on identically
    follow = random.Random(seed)
    while deal.phase != "done":
        action = follow.choice(deal.legal_actions())
        deal.apply(action)
        restored.apply(action)
    same_deal(deal, restored)


def same_match(a: Match, b: Match) -> None:
    """Two matches in the same state."""
    assert a.to_json() == b.to_json()
    for name in ("seed", "draw", "first_dealer", "scores", "manches", "reserve", "history", "over"):
        assert getattr(a, name) == getattr(b, name), name
    assert a.winner == b.winner and a.manche_over == b.manche_over
    assert a.manche_index == b.manche_index
    same_deal(a.deal, b.deal)


@settings(max_examples=25, deadline=None, derandomize=True)
@given(seed=SEEDS, rules=RULES, play_seed=SEEDS, actions=st.integers(0, 400))
def test_match_json_round_trip_and_replay(seed: int, rules: Rules, play_seed: int, actions: int) -> None:
    small = Rules(**{**rules.to_json(), "target": 400})
    match = Match(small, seed=seed)
    play_match(match, random.Random(play_seed), actions)
    restored = Match.from_json(json.loads(json.dumps(match.to_json())))
    same_match(match, restored)
    twin = Match(small, seed=seed)
    play_match(twin, random.Random(play_seed), actions)
    same_match(match, twin)
    play_match(match, random.Random(1), 60)
    play_match(restored, random.Random(1), 60)
    same_match(match, restored)
