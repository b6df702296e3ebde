"""Where the selection rests when the human's turn comes: the card a quick Enter plays should cost
the least, and when the human plays last and the trick is surely the team's, should give
it the most (« charger », as every player does last to a trick they win)."""

from __future__ import annotations

from collections.abc import Sequence

from belote.engine import Card, Suit, card_points, trick_winner
from belote.engine.fast import STRENGTH


def cheapness(card: Card, trump: Suit) -> tuple[int, int]:
    """How much playing ``card`` gives away: its points, then its power in its own suit."""
    return card_points(card, trump), STRENGTH[int(trump)][int(card.suit)][card.index]


def resting_card(legal: Sequence[Card], on_table: Sequence[Card], trump: Suit) -> Card:
    """The card to rest on among ``legal`` (at least one), after ``on_table`` (none when leading,
    else one to three cards, the first one led). Last to play with a card of the plain suit led that
    leaves the trick to the team (the partner played second), the richest such card, the lowest of
    equal points; otherwise the cheapest: the 7 of trumps to cut, not the king; the smallest card to
    a lost trick or to lead (a quick Enter must not lead the 10 of trumps). A trump only when it must
    be one: a player leading, or free to discard (the partner holds the trick, or a ruff it cannot
    beat), does not cut its partner's ace or waste a trump by a quick Enter."""
    if len(on_table) == 3 and on_table[0].suit != trump:
        led = on_table[0].suit
        ours = [
            card for card in legal if card.suit == led and trick_winner([*on_table, card], trump) in (1, 3)
        ]
        if ours:
            return max(ours, key=lambda card: (card_points(card, trump), -cheapness(card, trump)[1]))
    plain = [card for card in legal if card.suit != trump]
    return min(plain or legal, key=lambda card: cheapness(card, trump))
