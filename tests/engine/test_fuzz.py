"""Fuzz of the engine's whole public API with junk arguments, as python-chess refuses junk.

Every public constructor, function and method is called with values of every kind (None, bools,
huge and negative ints, floats and NaN, text with look-alike letters, bytes, lists, dicts, cards,
rules, actions). Each call either answers or raises a ValueError (IllegalAction and SaveError are
ValueErrors); a refused call on a deal or a partie leaves it exactly as it was.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import fields
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import belote.engine as engine
from belote.engine import CARDS, Deal, DeclareCarre, Match, Rank, Rules, Suit

from .helpers import EVERY_ACTION, play_match

VARIANT = Rules(announces=True, carre_of_sevens_voids=True, carre_of_eights_cancels=True)
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-8, max_value=40),
    st.integers(),
    st.integers(min_value=2**60, max_value=2**80),
    st.floats(),
    st.sampled_from([3.0, 0.0, 1.5, Fraction(3), complex(1, 0)]),
    st.text(max_size=5),
    st.sampled_from(["7S", "TH", "10♥", "Tſ", "ıS", "pass", "take H", "carre 7", "play AS belote"]),
    st.binary(max_size=3),
    st.sampled_from(CARDS),
    st.sampled_from([*Suit, *Rank]),
    st.sampled_from([*EVERY_ACTION, DeclareCarre(Rank.SEVEN), DeclareCarre(Rank.EIGHT)]),
    st.sampled_from([Rules(), VARIANT, object(), type, print]),
)
JUNK = st.one_of(
    SCALARS,
    st.lists(SCALARS, max_size=4),
    st.lists(st.sampled_from(CARDS), max_size=34),
    st.permutations(CARDS),
    st.tuples(SCALARS, SCALARS),
    st.dictionaries(st.text(max_size=8), SCALARS, max_size=3),
    st.sets(st.integers(0, 31), max_size=3),
)
SAVE_KEYS = ["format", "version", "rules", "seed", "deals", "dealer", "deck", "actions"]
RULE_FIELDS = [field.name for field in fields(Rules)]


def json_junk() -> st.SearchStrategy[object]:
    """Saves of every shape: valid saves with one field replaced by junk, or any nested data."""
    nested = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=3), max_leaves=8)
    return st.one_of(
        JUNK,
        st.builds(tampered, st.integers(0, 2**32), st.sampled_from(SAVE_KEYS), nested, st.booleans()),
    )


def tampered(seed: int, key: str, value: object, match: bool) -> dict[str, Any]:
    """A real save (of a partie or a deal) with ``key`` set to ``value``."""
    save = Match(VARIANT, seed).to_json() if match else Deal.shuffled(seed, seed & 3, VARIANT).to_json()
    save[key] = value
    return save


CALLS: dict[str, tuple[Callable[..., object], int, int]] = {
    "Card": (engine.Card, 2, 2),
    "Card.parse": (engine.Card.parse, 1, 1),
    "Suit.parse": (engine.Suit.parse, 1, 1),
    "parse_action": (engine.parse_action, 1, 1),
    "Take": (engine.Take, 1, 1),
    "Play": (engine.Play, 1, 3),
    "DeclareCarre": (engine.DeclareCarre, 1, 1),
    "legal_cards": (engine.legal_cards, 3, 4),
    "trick_winner": (engine.trick_winner, 2, 2),
    "card_points": (engine.card_points, 2, 2),
    "cards_of": (engine.cards_of, 1, 1),
    "mask_of": (engine.mask_of, 1, 1),
    "team_of": (engine.team_of, 1, 1),
    "partner_of": (engine.partner_of, 1, 1),
    "find_combinations": (engine.find_combinations, 3, 3),
    "best_combination": (engine.best_combination, 3, 3),
    "Rules.from_json": (Rules.from_json, 1, 1),
    "Deal": (Deal, 2, 3),
    "Deal.from_deck": (Deal.from_deck, 2, 3),
    "Deal.shuffled": (Deal.shuffled, 2, 3),
    "Match": (Match, 0, 2),
}
"""Every public callable that takes arguments, with its numbers of required and of all arguments."""
FUZZ = settings(max_examples=400, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))


def answers_or_refuses(call: Callable[..., object], *args: object, **kwargs: object) -> bool:
    """Call; True if it answered, False if it raised a ValueError (anything else fails the test)."""
    try:
        call(*args, **kwargs)
    except ValueError as error:
        assert str(error), "a refusal says what is wrong"
        return False
    return True


@pytest.mark.parametrize("name", sorted(CALLS))
@FUZZ
@given(data=st.data())
def test_public_callables_take_junk_only_as_value_errors(name: str, data: st.DataObject) -> None:
    call, required, arity = CALLS[name]
    count = data.draw(st.integers(min_value=required, max_value=arity), label="arguments")
    args = [data.draw(JUNK, label=f"argument {i}") for i in range(count)]
    answers_or_refuses(call, *args)


@FUZZ
@given(values=st.dictionaries(st.sampled_from(RULE_FIELDS), JUNK, min_size=1, max_size=3))
def test_rules_take_their_exact_types(values: dict[str, object]) -> None:
    if answers_or_refuses(Rules, **values):
        rules = Rules(**values)
        assert Rules.from_json(rules.to_json()) == rules, "accepted rules save and restore"


@FUZZ
@given(data=json_junk(), kind=st.sampled_from([Deal.from_json, Match.from_json]))
def test_saves_of_any_shape_restore_or_raise_save_errors(
    data: object, kind: Callable[[object], Deal | Match]
) -> None:
    try:
        restored = kind(data)
    except engine.SaveError:
        return
    assert kind(restored.to_json()).to_json() == restored.to_json(), "what restores saves again"


def deal_state(deal: Deal) -> tuple[object, ...]:
    """Everything observable about a deal."""
    views = tuple(deal.view(seat) for seat in range(4))
    return (deal.to_json(), views, tuple(deal.legal_actions()), deal.phase, deal.to_play, deal.result)


def match_state(match: Match) -> tuple[object, ...]:
    """Everything observable about a partie."""
    return (match.to_json(), match.scores, match.manches, match.history, match.cut, deal_state(match.deal))


@FUZZ
@given(
    seed=st.integers(0, 2**32),
    steps=st.integers(0, 40),
    method=st.sampled_from(["apply", "view"]),
    junk=JUNK,
)
def test_a_refused_call_leaves_the_deal_unchanged(seed: int, steps: int, method: str, junk: object) -> None:
    rng = random.Random(seed)
    deal = Deal.shuffled(rng, seed & 3, VARIANT)
    for _ in range(steps):
        if deal.phase == "done":
            break
        deal.apply(rng.choice(deal.legal_actions()))
    before = deal_state(deal)
    if not answers_or_refuses(getattr(deal, method), junk):
        assert deal_state(deal) == before


@FUZZ
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 120), junk=JUNK)
def test_a_refused_call_leaves_the_partie_unchanged(seed: int, steps: int, junk: object) -> None:
    match = Match(VARIANT, seed)
    play_match(match, random.Random(seed), steps)
    before = match_state(match)
    if not answers_or_refuses(match.deal.apply, junk):
        assert match_state(match) == before
    before = match_state(match)
    if not answers_or_refuses(match.next_deal):
        assert match_state(match) == before


C = engine.Card.parse
NAMED_JUNK: list[tuple[str, Callable[[], object], str]] = [
    ("no suit", lambda: engine.Card(0, None), "None"),
    ("a float suit", lambda: engine.Card(0, 3.5), "3.5"),
    ("a bool suit", lambda: engine.Card(0, True), "True"),
    ("a float rank", lambda: engine.Card(7.0, 0), "7.0"),
    ("seat -1", lambda: Deal.shuffled(1, 0).view(-1), "-1"),
    ("seat True", lambda: Deal.shuffled(1, 0).view(True), "True"),
    ('announce="no"', lambda: engine.Play(C("AS"), announce="no"), "'no'"),
    ("belote=1", lambda: engine.Play(C("AS"), belote=1), "1"),
    ("trump -1", lambda: engine.legal_cards([C("JC"), C("7C"), C("KD")], [C("AS"), C("9C")], -1), "-1"),
    ("a 4-card trick", lambda: engine.legal_cards([C("JC")], [C("AS"), C("9C"), C("7S"), C("8S")], 0), "4"),
    ("a card twice", lambda: engine.legal_cards([C("JC")], [C("AS"), C("AS")], 0), "twice"),
    ("a card in trick and hand", lambda: engine.legal_cards([C("AS")], [C("AS")], 0), "still in the hand"),
    ("first_packet 3.0", lambda: Rules(first_packet=3.0), "3.0"),  # type: ignore[arg-type]
    ("target True", lambda: Rules(target=True), "True"),
    ("long s", lambda: C("Tſ"), "'Tſ'"),
    ("dotless i", lambda: engine.Suit.parse("ı"), "'ı'"),
    ("seed True", lambda: Match(seed=True), "True"),
    ("seed 2.0", lambda: Match(seed=2.0), "2.0"),  # type: ignore[arg-type]
    ("seed 2**64", lambda: Match(seed=2**64), str(2**64)),
    ("dealer True", lambda: Deal.from_deck(CARDS, True), "True"),
    ("dealer 1.0", lambda: Deal.from_deck(CARDS, 1.0), "1.0"),  # type: ignore[arg-type]
    ("a deck that is a number", lambda: Deal.from_deck(5, 0), "5"),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(("what", "call", "named"), NAMED_JUNK, ids=[n[0] for n in NAMED_JUNK])
def test_junk_is_refused_with_a_message_naming_it(what: str, call: Callable[[], object], named: str) -> None:
    with pytest.raises(ValueError) as info:
        call()
    assert named in str(info.value), f"{what}: the message names the bad value"
