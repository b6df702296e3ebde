"""The beginner's card play: each of its mistakes in a hand-built position, taken when its chance
comes up and not otherwise, and the one mistake it never makes (an ace given to the opponents)."""

from __future__ import annotations

import random

import pytest

from belote.bots.beginner import BeginnerBot, beginner_card
from belote.bots.play import heuristic_card
from belote.engine import CARDS, Card, Deal, DealView, Play
from belote.engine.fast import STRENGTH
from tests.bots.test_heuristic import mask

SPADES, HEARTS, DIAMONDS, CLUBS = range(4)


class Chance(random.Random):
    """A random stream drawing ``values`` in turn, then the last one for ever: 0 makes a mistake
    whose chance comes up, 0.999 none."""

    def __init__(self, *values: float) -> None:
        super().__init__(0)
        self.values = list(values)

    def random(self) -> float:
        return self.values.pop(0) if len(self.values) > 1 else self.values[0]


def beginner(hand: str, trick: str, trump: int, seat: int, taker: int, mistake: bool) -> str:
    """The beginner's card (nothing played before this trick), every mistake made or none."""
    cards = [Card.parse(code).index for code in trick.split()]
    rng = Chance(0.0 if mistake else 0.999)
    return str(CARDS[beginner_card(mask(hand), cards, trump, seat, taker, 0, True, rng)])


@pytest.mark.parametrize(
    ("hand", "trick", "seat", "taker", "club", "beginners", "why"),
    [
        (
            "9H 7H AS 8C KD",
            "",
            0,
            0,
            "7H",
            "AS",
            "it cashes an ace, the taker before drawing trumps",
        ),
        ("TS 8S 7C 8D 9D", "", 1, 0, "8D", "TS", "it leads a 10 whose ace is still out"),
        ("JH 9H 8S 7C QD", "", 0, 0, "JH", "7C", "the taker forgets to draw the trumps: its smallest card"),
        ("TS 8S KD", "AS 7S", 0, 0, "TS", "8S", "the partner's ace surely wins: it forgets to load it"),
        ("TS 8S KD", "KS 7S", 0, 0, "8S", "TS", "it loads its partner's king, the ace still out behind"),
        ("TD 7D 8C QC", "AS", 0, 1, "8C", "7D", "void, it throws its smallest-looking card, the 10's guard"),
        ("JH 7H 8H", "AS", 0, 1, "7H", "JH", "bound to ruff, it ruffs with its biggest trump"),
        (
            "7H 9H 8C",
            "AS 7S",
            0,
            1,
            "8C",
            "7H",
            "void, the partner's ace wins: it ruffs it with a small trump",
        ),
        ("AH 8C KD", "AS 7S", 0, 1, "KD", "8C", "never with its ace of trumps: it forgets to load instead"),
    ],
)
def test_each_beginners_mistake_is_made_when_its_chance_comes_up_and_not_otherwise(
    hand: str, trick: str, seat: int, taker: int, club: str, beginners: str, why: str
) -> None:
    """Trumps are hearts; the first card of ``trick`` was led (the seats before ``seat``). Without its
    mistakes the beginner plays the club player's ``club`` card; with them, ``beginners``."""
    assert beginner(hand, trick, HEARTS, seat, taker, mistake=False) == club, why
    assert beginner(hand, trick, HEARTS, seat, taker, mistake=True) == beginners, why


def test_forgetting_to_load_its_partners_trick_it_keeps_its_trumps_if_it_may() -> None:
    """Void in spades under its partner's sure ace, not ruffing it this time: its smallest card is
    the queen of clubs, not the 7 of trumps (fewer points, but it would ruff the partner's trick)."""
    hand, trick = mask("7H QC TC"), [Card.parse("AS").index, Card.parse("7S").index]
    card = beginner_card(hand, trick, HEARTS, 0, 1, 0, True, Chance(0.999, 0.0))  # no ruff, no load
    assert str(CARDS[card]) == "QC"


def holder(view: DealView) -> int:
    """The seat holding the trick on the table so far."""
    trick = view.current_trick
    assert view.trump is not None
    row = STRENGTH[int(view.trump)][trick.cards[0].suit]
    best = max(range(len(trick.cards)), key=lambda i: row[trick.cards[i].index])
    return trick.seat_of(best)


def test_it_never_gives_an_ace_to_the_opponents_trick_when_another_card_would_do() -> None:
    """Over whole deals (the four seats beginners), a card thrown on a trick the opponents hold, the
    suit led missing, is an ace only when every other legal card is an ace too."""
    throws = 0
    for seed in range(200):
        deal = Deal.shuffled(seed, seed % 4)
        while deal.to_play is not None:
            seat = deal.to_play
            view = deal.view(seat)
            action = BeginnerBot(seed=seed).choose(view)
            trick = view.current_trick
            if deal.phase == "playing" and trick.cards and holder(view) % 2 != seat % 2:
                led = trick.cards[0].suit
                if not any(card.suit == led for card in view.hand):
                    assert isinstance(action, Play)
                    card = action.card
                    others = [c for c in view.hand if c.rank != card.rank and c.suit != view.trump]
                    if card.rank.name == "ACE" and card.suit != view.trump:
                        assert not [c for c in others if c.rank.name != "ACE"], (seed, view.hand, card)
                    throws += 1
            deal.apply(action)
    assert throws > 300


def test_without_its_mistakes_it_plays_the_club_rules_of_thumb_without_counting() -> None:
    """Every draw past the mistakes' chances: the heuristic's card with no inference, in whole deals."""
    checked = 0
    for seed in range(60):
        deal = Deal.shuffled(seed, seed % 4)
        rng = random.Random(seed)
        while deal.to_play is not None:
            view = deal.view(deal.to_play)
            if deal.phase == "playing" and len(view.legal) > 1:
                hand = mask(" ".join(str(c) for c in view.hand))
                trick = [c.index for c in view.current_trick.cards]
                played = sum(1 << c.index for t in view.tricks for c in t.cards)
                assert view.trump is not None and view.taker is not None
                trump, seat, taker = int(view.trump), view.seat, view.taker
                expected = heuristic_card(hand, trick, trump, seat, taker, played, None, True)
                assert beginner_card(hand, trick, trump, seat, taker, played, True, Chance(0.999)) == expected
                checked += 1
            legal = view.legal
            deal.apply(legal[rng.randrange(len(legal))])
    assert checked > 500
