"""Hand-built deals for the coach's tests: positions whose best play and its value are known."""

from __future__ import annotations

from belote.engine import Deal
from tests.engine.helpers import make_deal, play

DER_HANDS = [
    "JH 9H AH TH 7S AC TC 9S",
    "7H QH 7D 8S AS KC 7C 8C",
    "8H AD 9D JD QD 9C JC QC",
    "KH 8D QS TS JS KS TD KD",
]
"""South takes at hearts and draws the trumps; North shows a void in spades at trick 6."""
DER_SCRIPT = "9H 7H 8H KH | AH QH 9C KD | TH 8C QC JS | AC 7C JC KS | TC KC QD TD | 9S AS JD TS | 7D AD 8D"
"""Six tricks, then trick 7 up to South, last to play: North's ace of diamonds holds it."""


def dix_de_der() -> Deal:
    """Trick 7, South to play last with J♥ (the last trump) and 7♠; North holds the trick.

    Keeping J♥ wins the last trick and its dix de der: 7♠ now, then J♥, makes 139 to 23 (+116 on the
    sheet); J♥ now hands the last trick to the Q♠ in East or West: 126 to 36 (+90). Cost 26, whatever
    the hidden cards (North is void in spades, so the 8♠ and Q♠ are with East and West).
    """
    deal = make_deal(DER_HANDS, taker=0, turned="TH")
    play(deal, DER_SCRIPT)
    return deal


def first_lead(hands: list[str], taker: int = 0, turned: str = "TH", trump: str | None = None) -> Deal:
    """The deal at South's first lead (East deals, so South speaks and leads first)."""
    return make_deal(hands, taker=taker, turned=turned, trump=trump)
