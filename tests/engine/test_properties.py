"""Property tests (issue 2, "Tests"): random deals and random legal play, for every rule variant.

Conservation of the 32 cards, legal actions until the end, card points 162/252, illegal actions
refused without any change, replay and JSON round trips, the scoring formula, views without hidden
information, and tampered saves refused with SaveError.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from belote.engine import (
    CARDS,
    PASS,
    Action,
    Card,
    Deal,
    DealResult,
    IllegalAction,
    Match,
    Play,
    Rules,
    SaveError,
    Suit,
    Take,
)

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

EVERY_ACTION: list[Action] = [PASS, *(Take(s) for s in Suit)]
FLAGS = (False, True)
EVERY_ACTION += [Play(c, announce, belote) for c in CARDS for announce in FLAGS for belote in FLAGS]


def random_steps(deal: Deal, rng: random.Random) -> Iterator[Action]:
    """Apply random legal actions until the deal is done, yielding each one after applying it."""
    while deal.phase != "done":
        action = rng.choice(deal.legal_actions())
        deal.apply(action)
        yield action


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
    """Card points 162, or 252 with capot, and the scoring formula of the issue (no announces)."""
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


def play_match(match: Match, rng: random.Random, actions: int) -> None:
    """Apply ``actions`` random actions to a match, dealing the next deal when one is done."""
    for _ in range(actions):
        if match.over:
            return
        if match.deal.phase == "done":
            match.next_deal()
            continue
        match.deal.apply(rng.choice(match.deal.legal_actions()))


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


# --- tampered saves ---------------------------------------------------------------------------


def saved_deal(seed: int = 11, steps: int = 14) -> tuple[Deal, dict[str, Any], list[str]]:
    """A deal some way into the play, its save, and the text of the actions applied."""
    deal = Deal.shuffled(seed, 2, Rules(announces=True))
    rng = random.Random(seed)
    applied: list[str] = []
    for action in random_steps(deal, rng):
        applied.append(str(action))
        if len(applied) >= steps:
            break
    return deal, deal.to_json(), applied


def key_holding(data: dict[str, Any], value: object) -> str:
    """The key of the save whose value is ``value`` (the save format is the engine's choice)."""
    return next(key for key, item in data.items() if item == value)


def leaves(data: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Paths to every value of a JSON tree (containers included)."""
    yield path
    if isinstance(data, dict):
        for key, value in data.items():
            yield from leaves(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from leaves(value, (*path, index))


def replaced(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    """A deep copy of ``data`` with the value at ``path`` replaced."""
    if not path:
        return value
    out = copy.deepcopy(data)
    node = out
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return out


GARBAGE: list[Any] = [None, "garbage", -1, 2.5, [], {"x": 1}, [None], True]


def value_at(data: Any, path: tuple[Any, ...]) -> Any:
    """The value of a JSON tree at ``path``."""
    for key in path:
        data = data[key]
    return data


@pytest.mark.parametrize("kind", ["deal", "match"])
def test_garbage_anywhere_in_a_save_is_refused_cleanly(kind: str) -> None:
    """A value of another JSON type anywhere must raise SaveError; a value of the same type must
    either raise SaveError or still load as a consistent object (e.g. another seed)."""
    if kind == "deal":
        original: Any = saved_deal()[1]
        load: Any = Deal.from_json
    else:
        match = Match(Rules(target=400), seed=8)
        play_match(match, random.Random(8), 150)
        original, load = match.to_json(), Match.from_json
    accepted = []
    for path in leaves(original):
        for junk in GARBAGE:
            data = replaced(original, path, junk)
            if data == original:
                continue
            try:
                restored = load(data)
            except SaveError as error:
                assert isinstance(error, ValueError) and str(error)
                continue
            if type(junk) is not type(value_at(original, path)):
                accepted.append((path, junk))
                continue
            # a same-type replacement that is still a valid save must give a consistent object
            assert load(json.loads(json.dumps(restored.to_json()))).to_json() == restored.to_json()
    assert accepted == [], "values of the wrong JSON type were accepted"


@pytest.mark.parametrize("data", [None, [], "x", 3, {}, {"format": "belote-deal"}])
def test_not_a_deal_save(data: Any) -> None:
    with pytest.raises(SaveError):
        Deal.from_json(data)
    with pytest.raises(SaveError):
        Match.from_json(data)


def test_every_action_replaced_by_an_illegal_one_is_refused() -> None:
    _, data, applied = saved_deal()
    actions_key = key_holding(data, applied)
    for index in range(len(applied)):
        replay = Deal.from_json({**data, actions_key: applied[:index]})
        legal = {str(a) for a in replay.legal_actions()}
        for illegal in [str(a) for a in EVERY_ACTION if str(a) not in legal][::17]:
            tampered = {**data, actions_key: [*applied[:index], illegal, *applied[index + 1 :]]}
            with pytest.raises(SaveError):
                Deal.from_json(tampered)
        with pytest.raises(SaveError):
            Deal.from_json({**data, actions_key: [*applied[:index], "dance", *applied[index + 1 :]]})


def test_duplicated_card_or_extra_action_is_refused() -> None:
    deal, data, applied = saved_deal()
    deck_key = next(k for k, v in data.items() if isinstance(v, list) and len(v) == 32)
    deck = list(data[deck_key])
    assert {Card.parse(code) for code in deck} == set(CARDS)
    for bad in ([deck[0], *deck[:31]], deck[:31], [*deck[:-1], "ZZ"], [*deck, deck[0]]):
        with pytest.raises(SaveError):
            Deal.from_json({**data, deck_key: bad})
    finished = deal.copy()
    rest = [str(a) for a in random_steps(finished, random.Random(0))]
    done = finished.to_json()
    assert done[key_holding(done, applied + rest)] == applied + rest
    with pytest.raises(SaveError):
        Deal.from_json({**done, key_holding(done, applied + rest): [*applied, *rest, "pass"]})


def test_tampered_match_actions_are_refused() -> None:
    match = Match(Rules(target=400), seed=21)
    play_match(match, random.Random(21), 120)
    data = match.to_json()
    deals_key = next(k for k, v in data.items() if isinstance(v, list) and v and isinstance(v[0], list))
    played = data[deals_key]
    assert len(played) > 1
    with pytest.raises(SaveError):  # a card play during the bidding
        Match.from_json({**data, deals_key: [["play AS", *played[0][1:]], *played[1:]]})
    with pytest.raises(SaveError):  # a deal cut short, followed by another deal
        Match.from_json({**data, deals_key: [played[0][:-1], *played[1:]]})
    with pytest.raises(SaveError):  # a duplicated card play
        Match.from_json({**data, deals_key: [[*played[0][:-1], played[0][-2]], *played[1:]]})
