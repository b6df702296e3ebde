"""Why a card may not be played: the rule of the card play that forbids it, as an IllegalAction."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from belote.engine.cards import CARDS
from belote.engine.errors import IllegalAction
from belote.engine.fast import ABOVE, SUIT_MASK, highest_trump

SUIT_NAMES: Final = ("spades", "hearts", "diamonds", "clubs")


def explain_illegal(hand: int, trick: Sequence[int], trump: int, card: int) -> IllegalAction:
    """The rule broken by playing ``card`` (held, but not legal) from ``hand`` to ``trick``."""
    led = trick[0] >> 3
    if led != trump and hand & SUIT_MASK[led]:
        return IllegalAction("must_follow", f"must follow suit: you hold {SUIT_NAMES[led]}")
    if card >> 3 != trump:
        if led == trump:
            return IllegalAction("must_follow", "must follow suit: you hold trumps")
        return IllegalAction("must_trump", "must trump: an opponent is master and you hold trumps")
    best = highest_trump(trick, trump)
    if best >= 0 and hand & SUIT_MASK[trump] & ABOVE[trump][best]:
        return IllegalAction(
            "must_overtrump", f"must overtrump: {CARDS[card]} is lower than {CARDS[best]} already played"
        )
    return IllegalAction("must_trump", f"{CARDS[card]} may not be played now")  # pragma: no cover
