"""The sentences that say which rule refuses a card or a bid, and why.

Kept apart from the main word tables so they stay short; ``belote.tui.i18n`` merges them in.
"""

from __future__ import annotations

from typing import Final

RULES_FR: Final[dict[str, str]] = {
    "rule.not_your_phase": "Ce n'est pas le moment de faire cela.",
    "rule.bid_round1_suit": "Au premier tour, on ne prend qu'à la couleur retournée.",
    "rule.bid_round2_suit": "Au second tour, on ne peut pas reprendre la couleur retournée.",
    "rule.not_in_hand": "Cette carte n'est pas dans votre main.",
    "rule.must_follow": "Vous devez fournir à {suit}.",
    "rule.must_trump": "Vous devez couper : l'adversaire est maître du pli.",
    "rule.must_overtrump": "Vous devez monter à l'atout.",
    "rule.must_undertrump": "Vous devez sous-couper : jouer un atout, même plus petit.",
    "rule.announce_not_allowed": "Vous ne pouvez pas annoncer maintenant.",
    "rule.belote_not_allowed": "Vous ne pouvez pas dire belote avec cette carte.",
    "rule.deal_over": "La donne est terminée.",
    "rule.unknown_action": "Action inconnue.",
    "rule.bad_message": "La table n'a pas pu lire ce message.",
    "rule.other": "Coup interdit par les règles de la table.",
}

RULES_EN: Final[dict[str, str]] = {
    "rule.not_your_phase": "That is not possible now.",
    "rule.bid_round1_suit": "In round 1 you may only take the turned suit.",
    "rule.bid_round2_suit": "In round 2 you cannot name the turned suit.",
    "rule.not_in_hand": "That card is not in your hand.",
    "rule.must_follow": "You must follow suit ({suit}).",
    "rule.must_trump": "You must trump: an opponent holds the trick.",
    "rule.must_overtrump": "You must play a higher trump.",
    "rule.must_undertrump": "You must play a trump, even a lower one.",
    "rule.announce_not_allowed": "You cannot announce now.",
    "rule.belote_not_allowed": "You cannot say belote with that card.",
    "rule.deal_over": "The deal is over.",
    "rule.unknown_action": "Unknown action.",
    "rule.bad_message": "The table could not read that message.",
    "rule.other": "Illegal move: the table's rules forbid it.",
}
