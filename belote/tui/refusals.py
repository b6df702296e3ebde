"""Why a card or a bid is refused, in the player's words, from the situation at the table.

The engine names the rule it applies (``IllegalAction.rule``); for the card play the screen looks at
the trick and the hand to say which case of it applies: fournir, monter on a trump lead (even over
the partner), couper, surcouper or sous-couper.
"""

from __future__ import annotations

from collections.abc import Sequence

from belote.engine import Card, IllegalAction, Suit, Trick
from belote.tui.i18n import card_label, rule_sentence, suit_name, tr
from belote.tui.render import strength

CARD_RULES = frozenset({"must_follow", "must_trump", "must_overtrump", "must_undertrump"})
"""The engine's codes for the rules of the card play."""


def best_trump(trick: Trick, trump: Suit) -> Card | None:
    """The strongest trump already in the trick, if any."""
    trumps = [card for card in trick.cards if card.suit == trump]
    return min(trumps, key=lambda card: strength(card, trump)) if trumps else None


def card_refusal(hand: Sequence[Card], trick: Trick, trump: Suit, card: Card) -> str:
    """The sentence for a refused ``card``: which duty of the card play the hand must meet."""
    led = trick.cards[0].suit
    trumps = [c for c in hand if c.suit == trump]
    best = best_trump(trick, trump)
    higher = [c for c in trumps if best is not None and strength(c, trump) < strength(best, trump)]
    if led == trump:
        if card.suit == trump and higher and best is not None:
            partners = trick.seat_of(trick.cards.index(best)) == trick.seat_of(len(trick.cards)) ^ 2
            key = "refuse.climb_led_partner" if partners else "refuse.climb_led"
            return tr(key, card=card_label(best))
        return tr("refuse.follow_trump")
    if any(c.suit == led for c in hand):
        return tr("refuse.follow", suit=suit_name(led))
    if best is None:
        return tr("refuse.trump", suit=suit_name(led))
    if higher:
        return tr("refuse.overtrump", card=card_label(best))
    return tr("refuse.undertrump", card=card_label(best))


def turned_suit_refusal(turned: Suit) -> str:
    """Why the turned suit cannot be named in the second round of bidding (the engine's
    ``bid_round2_suit``), naming that suit."""
    return tr("refuse.round2_turned", suit=suit_name(turned))


def round_one_suit_refusal(turned: Suit) -> str:
    """Why a suit key does nothing in the first round of bidding (the engine's ``bid_round1_suit``):
    only the turned suit may be taken, with « t »."""
    return tr("refuse.round1_suit", suit=suit_name(turned))


def refusal(
    error: IllegalAction,
    hand: Sequence[Card],
    trick: Trick,
    trump: Suit | None,
    card: Card | None,
    turned: Suit | None = None,
) -> str:
    """The sentence for a refused card or bid: the card play's cases, else the rule's own sentence."""
    if error.rule == "bid_round2_suit" and turned is not None:
        return turned_suit_refusal(turned)
    if error.rule in CARD_RULES and card is not None and trick.cards and trump is not None:
        return card_refusal(hand, trick, trump, card)
    return rule_sentence(error.rule)
