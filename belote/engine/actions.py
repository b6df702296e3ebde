"""The actions a seat can take: pass, take a suit, play a card (optionally announcing or saying
belote), and declare a carré of 7s or 8s when a variant lets its holder choose."""

from __future__ import annotations

from dataclasses import dataclass

from belote.engine.cards import Card, Rank, Suit
from belote.engine.checks import bool_arg, int_in


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass in the bidding."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Take:
    """Take with this suit as trump (round 1: the turned card's suit; round 2: another suit)."""

    suit: Suit

    def __post_init__(self) -> None:
        if type(self.suit) is not Suit:
            object.__setattr__(self, "suit", Suit(int_in(self.suit, 4, "suit")))

    def __str__(self) -> str:
        return f"take {self.suit.letter}"


@dataclass(frozen=True, slots=True)
class Play:
    """Play a card; ``announce`` declares the best combination (first trick), ``belote`` says belote."""

    card: Card
    announce: bool = False
    belote: bool = False

    def __post_init__(self) -> None:
        if type(self.card) is not Card:
            raise ValueError(f"not a card: {self.card!r}")
        if type(self.announce) is not bool or type(self.belote) is not bool:
            bool_arg(self.announce, "announce")
            bool_arg(self.belote, "belote")

    def __str__(self) -> str:
        text = f"play {self.card}"
        if self.announce:
            text += " announce"
        if self.belote:
            text += " belote"
        return text


@dataclass(frozen=True, slots=True)
class DeclareCarre:
    """Declare a carré of 7s (the deal is void) or of 8s (every announce is cancelled).

    Only with the matching variant, by the holder, at their turn in the first trick, before playing.
    """

    rank: Rank

    def __post_init__(self) -> None:
        rank = int_in(self.rank, 8, "rank")
        if rank not in (Rank.SEVEN, Rank.EIGHT):
            raise ValueError(f"only a carré of 7s or of 8s is declared, not of {Rank(rank).label}")
        object.__setattr__(self, "rank", Rank(rank))

    def __str__(self) -> str:
        return f"carre {self.rank.letter}"


Action = Pass | Take | Play | DeclareCarre


def parse_action(text: str) -> Action:
    """Parse the text form of an action (``"pass"``, ``"take H"``, ``"play KH belote"``, ``"carre 7"``)."""
    if not isinstance(text, str):
        raise ValueError(f"not an action: {text!r}")
    words = text.split()
    if words == ["pass"]:
        return PASS
    if len(words) == 2 and words[0] == "take":
        return Take(Suit.parse(words[1]))
    if words in (["carre", "7"], ["carre", "8"]):
        return DeclareCarre(Rank.SEVEN if words[1] == "7" else Rank.EIGHT)
    if len(words) >= 2 and words[0] == "play" and set(words[2:]) <= {"announce", "belote"}:
        if len(words[2:]) != len(set(words[2:])):
            raise ValueError(f"not an action: {text!r}")
        return Play(Card.parse(words[1]), "announce" in words[2:], "belote" in words[2:])
    raise ValueError(f"not an action: {text!r}")


PASS = Pass()
