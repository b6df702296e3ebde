"""The rules engine of classic belote: pure Python, no I/O, randomness only through a seed.

Public values (``Card``, actions, ``Rules``), pure rule functions, the ``Deal`` state machine and the
``Match`` (a partie of manches). The int layer for searches lives in ``belote.engine.fast``.
"""

from __future__ import annotations

from collections.abc import Sequence

from belote.engine.actions import PASS, Action, DeclareCarre, Pass, Play, Take, parse_action
from belote.engine.announces import Combination, best_combination, find_combinations
from belote.engine.cards import CARDS, Card, Rank, Suit, card_list, cards_of, mask_of
from belote.engine.checks import int_in
from belote.engine.deal import Deal
from belote.engine.dealing import Cut
from belote.engine.errors import IllegalAction, SaveError
from belote.engine.fast import POINTS, legal_mask, winner_index
from belote.engine.match import Match, consolante_follows, majority_winner, manche_scores, manche_winner
from belote.engine.records import DealResult, DealView, Trick, partner_of, team_of
from belote.engine.rules import Rules


def legal_cards(
    hand: Sequence[Card], trick: Sequence[Card], trump: Suit, rules: Rules | None = None
) -> list[Card]:
    """The cards of ``hand`` that may be played to ``trick`` (cards played so far, leader first).

    ValueError for a bad trump, a trick of more than 3 cards, or a card in both or twice."""
    cards = card_list(hand, "hand", 8)
    played = card_list(trick, "trick", 3)
    suit = int_in(trump, 4, "trump suit")
    if rules is not None and not isinstance(rules, Rules):
        raise ValueError(f"not rules: {rules!r}")
    if set(cards) & set(played):
        raise ValueError("a card of the trick is still in the hand")
    undertrump = rules.must_undertrump if rules is not None else True
    mask = legal_mask(mask_of(cards), [card.index for card in played], suit, undertrump)
    return [card for card in cards if mask >> card.index & 1]


def trick_winner(trick: Sequence[Card], trump: Suit) -> int:
    """Index into ``trick`` (1 to 4 distinct cards) of the winning card: the highest trump, else the
    highest of the led suit."""
    played = card_list(trick, "trick", 4)
    if not played:
        raise ValueError("an empty trick has no winner")
    return winner_index([card.index for card in played], int_in(trump, 4, "trump suit"))


def card_points(card: Card, trump: Suit) -> int:
    """Points of a card given the trump suit (J 20 and 9 14 at trump)."""
    if type(card) is not Card:
        raise ValueError(f"not a card: {card!r}")
    return POINTS[int_in(trump, 4, "trump suit")][card.index]


__all__ = [
    "CARDS",
    "PASS",
    "Action",
    "Card",
    "Combination",
    "Cut",
    "Deal",
    "DealResult",
    "DealView",
    "DeclareCarre",
    "IllegalAction",
    "Match",
    "Pass",
    "Play",
    "Rank",
    "Rules",
    "SaveError",
    "Suit",
    "Take",
    "Trick",
    "best_combination",
    "card_points",
    "cards_of",
    "consolante_follows",
    "find_combinations",
    "legal_cards",
    "majority_winner",
    "manche_scores",
    "manche_winner",
    "mask_of",
    "parse_action",
    "partner_of",
    "team_of",
    "trick_winner",
]
