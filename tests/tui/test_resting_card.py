"""The card a quick Enter plays: the cheapest (leading too), a trump only when one must be played,
except last to a trick the team wins, where the richest card of the suit goes on it (« charger »)."""

from __future__ import annotations

import pytest

from belote.engine import Card, Suit
from belote.tui.resting_card import resting_card


def cards(codes: str) -> list[Card]:
    return [Card.parse(code) for code in codes.split()]


@pytest.mark.parametrize(
    ("on_table", "legal", "expected", "why"),
    [
        ("9D AD 8D", "7D TD", "TD", "last, the partner's ace holds the trick: the ten goes on it"),
        ("QD 7D 8D", "KD TD", "TD", "last, the ten and the king both win: the ten, ten points more"),
        ("QD 7D 8D", "7C 8C", "7C", "last, void: a discard stays the cheapest (no master thrown away)"),
        ("QD AD KD", "7D 8D", "7D", "last, two cards of no points: the lower, the eight kept"),
        ("9D 8D AD", "7D TD", "7D", "last, the opponent's ace holds it and the ten cannot beat it"),
        ("9D KD 8H", "7D TD", "7D", "last, the opponent cut: nothing of the suit wins, the seven"),
        ("9D AD", "7D TD", "7D", "third to play, the last opponent may still take it: the cheapest"),
        ("7H JH 8H", "9H KH", "KH", "trumps led: the cheapest trump, never the nine on a sure trick"),
        ("9D 8H QD", "7D TD", "TD", "last, the partner cut: the ten goes on the partner's trick"),
        ("AD 7D", "8H KS QC", "QC", "third, void, the partner's ace holds it: a discard, not a cut"),
        ("9D", "7H 8H KS QC", "QC", "second, void, free to discard: a plain card, no trump wasted"),
        ("9D", "7H 8H", "7H", "second, void, bound to cut: the cheapest trump"),
        ("", "TH JH AD 8S 7C", "7C", "leading: the smallest plain card, not the ten of trumps"),
        ("", "TH JH 8H", "8H", "leading with trumps only: the cheapest"),
    ],
)
def test_the_resting_card_loads_the_teams_sure_trick_when_last_and_is_the_cheapest_otherwise(
    on_table: str, legal: str, expected: str, why: str
) -> None:
    on = cards(on_table) if on_table else []
    assert resting_card(cards(legal), on, Suit.HEARTS) == Card.parse(expected), why
