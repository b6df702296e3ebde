"""The cards between two deals at a French table: gathered in a set order, then cut once.

The cards are shuffled once, for the first deal of the partie. After each deal the tricks are
gathered as they were played, the player before the dealer cuts, and the dealer deals without
shuffling. These pure functions say which order that is.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final, TypeVar

from belote.engine.cards import cards_of

T = TypeVar("T")

MIN_PACKET: Final = 3
"""A cut leaves at least 3 cards in each packet: the cut point is 3 to 29."""


@dataclass(frozen=True, slots=True)
class Cut:
    """Who cut the cards before a deal (the seat before the dealer) and how many cards they lifted."""

    seat: int
    point: int


def gather(
    deck: Sequence[int], order: Sequence[int], played: Sequence[int], hands: Sequence[int]
) -> list[int]:
    """The card indices as gathered: ``played`` in playing order, then each seat's hand mask (seats
    in ``order``, each hand in the order its cards were dealt), then the undealt rest of ``deck``."""
    position = {card: place for place, card in enumerate(deck)}
    gathered = list(played)
    for seat in order:
        gathered.extend(sorted((card.index for card in cards_of(hands[seat])), key=position.__getitem__))
    held = set(gathered)
    gathered.extend(card for card in deck if card not in held)
    return gathered


def cut(deck: Sequence[T], point: int) -> list[T]:
    """The deck once cut: the top ``point`` cards (3 to 29) lifted and put under the rest."""
    if not MIN_PACKET <= point <= len(deck) - MIN_PACKET:
        raise ValueError(f"a cut leaves at least {MIN_PACKET} cards in each packet, not {point}")
    return [*deck[point:], *deck[:point]]
