"""``Rules`` defaults and validation, the actions' text forms, seats and teams (API notes)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from belote.engine import PASS, Card, Pass, Play, Rules, Suit, Take, parse_action, partner_of, team_of


def test_rules_defaults_are_classic_belote() -> None:
    rules = Rules()
    assert rules.target == 1000
    assert rules.direction == "counterclockwise"
    assert rules.first_packet == 3
    assert rules.all_pass_same_dealer is False
    assert rules.announces is False
    assert rules.carre_of_sevens_voids is False
    assert rules.carre_of_eights_cancels is False
    assert rules.must_undertrump is True
    assert rules.manches == 3
    assert rules.consolante is False


def test_rules_are_frozen_and_round_trip_through_json() -> None:
    rules = Rules(target=500, direction="clockwise", first_packet=2, announces=True)
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules.target = 1  # type: ignore[misc]
    assert Rules.from_json(rules.to_json()) == rules
    assert Rules.from_json({}) == Rules()


@pytest.mark.parametrize(
    "data",
    [
        {"target": 0},
        {"target": "1000"},
        {"target": True},
        {"target": 2.5},
        {"manches": True},
        {"first_packet": True},
        {"direction": "sideways"},
        {"first_packet": 4},
        {"manches": 2},
        {"manches": 0},
        {"announces": "yes"},
        {"unknown_rule": True},
    ],
)
def test_bad_rules_raise_value_error(data: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        Rules.from_json(data)
    if "unknown_rule" not in data:
        with pytest.raises(ValueError):
            Rules(**data)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("pass", PASS),
        ("take H", Take(Suit.HEARTS)),
        ("take S", Take(Suit.SPADES)),
        ("play KH", Play(Card.parse("KH"))),
        ("play KH belote", Play(Card.parse("KH"), belote=True)),
        ("play TD announce", Play(Card.parse("TD"), announce=True)),
    ],
)
def test_action_text_forms(text: str, action: object) -> None:
    assert parse_action(text) == action
    assert str(action) == text
    assert parse_action(str(action)) == action


def test_actions_are_frozen_values() -> None:
    assert Pass() == PASS and hash(Pass()) == hash(PASS)
    assert Play(Card.parse("AS")) != Play(Card.parse("AS"), belote=True)
    with pytest.raises(dataclasses.FrozenInstanceError):
        Take(Suit.HEARTS).suit = Suit.CLUBS  # type: ignore[misc]


@pytest.mark.parametrize("text", ["", "passe", "take", "take X", "play", "play 1H", "play KH twice"])
def test_bad_action_text(text: str) -> None:
    with pytest.raises(ValueError):
        parse_action(text)


def test_seats_and_teams() -> None:
    assert [team_of(seat) for seat in range(4)] == [0, 1, 0, 1]
    assert [partner_of(seat) for seat in range(4)] == [2, 3, 0, 1]
