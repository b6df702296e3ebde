"""Saves (docs/engine.md, "Saves": a tampered save raises SaveError): garbage anywhere, illegal or
unknown actions, duplicated or missing cards, actions after the end, deals cut short -> SaveError.

The save format is the engine's choice; the tests find the deck and the actions by their values.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote.engine import CARDS, Card, Deal, Match, Rules, SaveError

from .helpers import EVERY_ACTION, match_steps, play_match, random_steps


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


@settings(max_examples=40, deadline=None)
@given(
    st.integers(0, 10_000), st.integers(1, 200), st.sampled_from(["play ZZ", "take X", 7, None, "pass pass"])
)
def test_a_damaged_match_save_is_salvaged_up_to_its_first_bad_action(
    seed: int, cut: int, bad: object
) -> None:
    """Salvaging a save whose action number ``cut`` is damaged gives the partie exactly as it stood
    before that action (what ``to_json`` wrote then), and says not all of it replayed; an intact save
    is restored whole."""
    match = Match(Rules(target=400), seed=seed)
    states: list[dict[str, Any]] = [match.to_json()]
    states += [match.to_json() for _ in match_steps(match, random.Random(seed), 200)]
    whole, complete = Match.salvage_json(states[-1])
    assert complete and whole.to_json() == states[-1]
    cut = min(cut, len(states) - 1)
    deals = copy.deepcopy(states[-1]["deals"])
    flat = [(d, a) for d, actions in enumerate(deals) for a in range(len(actions))]
    deal_index, action_index = flat[cut - 1]
    deals[deal_index][action_index] = bad
    salvaged, complete = Match.salvage_json({**states[-1], "deals": deals})
    expected = states[cut - 1]
    if action_index == 0 and deal_index > 0:  # the next deal was dealt, none of its actions kept
        expected = {**expected, "deals": [*expected["deals"], []]}
    assert not complete and salvaged.to_json() == expected


def test_a_match_save_whose_rules_or_seed_cannot_be_read_is_not_salvaged() -> None:
    """Nothing to replay without the rules, the seed and a list of deals: SaveError as before."""
    good = Match(seed=3).to_json()
    for bad in (
        {**good, "seed": "three"},
        {**good, "rules": {"first_packet": 3.0}},
        {**good, "deals": "pass"},
    ):
        with pytest.raises(SaveError):
            Match.salvage_json(bad)
