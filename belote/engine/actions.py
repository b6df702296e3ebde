"""The actions a seat can take: pass, take a suit, play a card (optionally announcing or saying belote)."""

from __future__ import annotations

from dataclasses import dataclass

from belote.engine.cards import Card, Suit


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass in the bidding."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Take:
    """Take with this suit as trump (round 1: the turned card's suit; round 2: another suit)."""

    suit: Suit

    def __str__(self) -> str:
        return f"take {self.suit.letter}"


@dataclass(frozen=True, slots=True)
class Play:
    """Play a card; ``announce`` declares the best combination (first trick), ``belote`` says belote."""

    card: Card
    announce: bool = False
    belote: bool = False

    def __str__(self) -> str:
        text = f"play {self.card}"
        if self.announce:
            text += " announce"
        if self.belote:
            text += " belote"
        return text


Action = Pass | Take | Play


def parse_action(text: str) -> Action:
    """Parse the text form of an action (``"pass"``, ``"take H"``, ``"play KH belote"``)."""
    if not isinstance(text, str):
        raise ValueError(f"not an action: {text!r}")
    words = text.split()
    if words == ["pass"]:
        return PASS
    if len(words) == 2 and words[0] == "take":
        return Take(Suit.parse(words[1]))
    if len(words) >= 2 and words[0] == "play" and set(words[2:]) <= {"announce", "belote"}:
        if len(words[2:]) != len(set(words[2:])):
            raise ValueError(f"not an action: {text!r}")
        return Play(Card.parse(words[1]), "announce" in words[2:], "belote" in words[2:])
    raise ValueError(f"not an action: {text!r}")


PASS = Pass()
