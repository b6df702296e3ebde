"""Announces: finding the combinations in a hand (tierce, cinquante, cent, carrés) and ranking them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from belote.engine.actions import DeclareCarre
from belote.engine.cards import CARDS, Card, Rank, check_mask
from belote.engine.checks import int_in
from belote.engine.rules import Rules

Kind = Literal["tierce", "cinquante", "cent", "carre"]

CARRE_POINTS: Final = {
    Rank.JACK: 200,
    Rank.NINE: 150,
    Rank.ACE: 100,
    Rank.TEN: 100,
    Rank.KING: 100,
    Rank.QUEEN: 100,
}
"""Carrés that score; four 7s or four 8s score nothing."""
CARRE_HEIGHT: Final = {Rank.QUEEN: 0, Rank.KING: 1, Rank.TEN: 2, Rank.ACE: 3, Rank.NINE: 4, Rank.JACK: 5}
"""Among carrés: J > 9 > A > 10 > K > Q."""
SEQUENCE_POINTS: Final = {3: 20, 4: 50}
"""A run of 3 is a tierce, of 4 a cinquante, of 5 or more a cent (100)."""


def carre_cards(rank: Rank) -> tuple[Card, ...]:
    """The four cards of a carré of ``rank``, by suit: a carré's height names all of them."""
    return tuple(CARDS[suit * 8 + rank] for suit in range(4))


@dataclass(frozen=True, slots=True)
class Combination:
    """One combination held by ``seat``: its kind, cards and points."""

    kind: Kind
    cards: tuple[Card, ...]
    points: int
    seat: int
    trump: bool
    """A sequence in the trump suit (beats the same sequence in a plain suit)."""

    @property
    def key(self) -> tuple[int, int, int, int]:
        """Comparison key: points, then carré over sequence, then height, then trump over plain."""
        if self.kind == "carre":
            return (self.points, 1, CARRE_HEIGHT[self.cards[0].rank], 0)
        top = max(card.rank for card in self.cards)
        return (self.points, 0, int(top), int(self.trump))

    def __str__(self) -> str:
        return f"{self.kind} {' '.join(str(card) for card in self.cards)}"


def find_combinations(hand: int, trump: int, seat: int) -> tuple[Combination, ...]:
    """Every scoring combination in an 8-card hand mask (a card may serve in a carré and a sequence)."""
    check_mask(hand)
    int_in(trump, 4, "trump suit")
    int_in(seat, 4, "seat")
    found: list[Combination] = []
    for carre_rank, points in CARRE_POINTS.items():
        cards = carre_cards(carre_rank)
        if all(hand >> card.index & 1 for card in cards):
            found.append(Combination("carre", cards, points, seat, False))
    for suit in range(4):
        run: list[Card] = []
        for rank in range(9):
            if rank < 8 and hand >> (suit * 8 + rank) & 1:
                run.append(CARDS[suit * 8 + rank])
                continue
            if len(run) >= 3:
                length = len(run)
                kind: Kind = "tierce" if length == 3 else "cinquante" if length == 4 else "cent"
                found.append(
                    Combination(kind, tuple(run), SEQUENCE_POINTS.get(length, 100), seat, suit == trump)
                )
            run = []
    return tuple(found)


def best_combination(hand: int, trump: int, seat: int) -> Combination | None:
    """The highest-ranking combination of a hand, or None."""
    combos = find_combinations(hand, trump, seat)
    return max(combos, key=lambda combo: combo.key) if combos else None


def has_carre(hand: int, rank: Rank) -> bool:
    """Whether the hand holds the four cards of that rank."""
    return all(hand >> (suit * 8 + rank) & 1 for suit in range(4))


def carre_choices(hands: list[int], rules: Rules) -> dict[int, tuple[DeclareCarre, ...]]:
    """Per seat, the carrés of 7s or 8s its 8-card hand may declare under ``rules``' variants."""
    ranks = []
    if rules.carre_of_sevens_voids:
        ranks.append(Rank.SEVEN)
    if rules.carre_of_eights_cancels and rules.announces:
        ranks.append(Rank.EIGHT)
    if not ranks:
        return {}
    choices = {
        seat: tuple(DeclareCarre(rank) for rank in ranks if has_carre(hand, rank))
        for seat, hand in enumerate(hands)
    }
    return {seat: found for seat, found in choices.items() if found}
