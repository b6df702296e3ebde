"""The beginner's card play: each of its mistakes in a hand-built position, taken when its chance
comes up and not otherwise, and the one mistake it never makes (an ace given to the opponents)."""

from __future__ import annotations

import random

from belote.bots.beginner import BeginnerBot, beginner_card
from belote.bots.play import heuristic_card
from belote.engine import CARDS, Card, Deal, DealView, Play
from belote.engine.fast import STRENGTH
from tests.bots.test_heuristic import mask

SPADES, HEARTS, DIAMONDS, CLUBS = range(4)


class Chance(random.Random):
    """A random stream whose every draw is ``value``: 0 makes every mistake, 0.999 none."""

    def __init__(self, value: float) -> None:
        super().__init__(0)
        self.value = value

    def random(self) -> float:
        return self.value


def beginner(hand: str, trick: str, trump: int, seat: int, taker: int, mistake: bool) -> str:
    """The beginner's card (nothing played before this trick), every mistake made or none."""
    cards = [Card.parse(code).index for code in trick.split()]
    rng = Chance(0.0 if mistake else 0.999)
    return str(CARDS[beginner_card(mask(hand), cards, trump, seat, taker, 0, True, rng)])


def test_it_cashes_an_ace_at_once_even_as_the_taker_before_the_trumps_are_drawn() -> None:
    assert beginner("9H 7H AS 8C KD", "", HEARTS, 0, 0, mistake=True) == "AS"
    assert beginner("9H 7H AS 8C KD", "", HEARTS, 0, 0, mistake=False) == "7H"


def test_it_leads_a_ten_whose_ace_is_still_out() -> None:
    assert beginner("TS 8S 7C 8D 9D", "", HEARTS, 1, 0, mistake=True) == "TS"
    assert beginner("TS 8S 7C 8D 9D", "", HEARTS, 1, 0, mistake=False) != "TS"


def test_it_forgets_to_draw_the_trumps_as_the_taker() -> None:
    """The taker holding the jack of trumps draws them; the beginner leads its smallest card instead."""
    assert beginner("JH 9H 8S 7C QD", "", HEARTS, 0, 0, mistake=False) == "JH"
    assert beginner("JH 9H 8S 7C QD", "", HEARTS, 0, 0, mistake=True) == "7C"


def test_it_forgets_to_load_its_partners_sure_trick() -> None:
    """The partner's ace of spades wins: a club player gives it the 10, the beginner its 8."""
    assert beginner("TS 8S KD", "AS 7S", HEARTS, 0, 0, mistake=False) == "TS"
    assert beginner("TS 8S KD", "AS 7S", HEARTS, 0, 0, mistake=True) == "8S"


def test_it_loads_its_partners_trick_before_the_last_opponent_has_played() -> None:
    """The partner's king leads, the ace of spades still out behind: the beginner gives its 10 anyway."""
    assert beginner("TS 8S KD", "KS 7S", HEARTS, 0, 0, mistake=False) == "8S"
    assert beginner("TS 8S KD", "KS 7S", HEARTS, 0, 0, mistake=True) == "TS"


def test_unable_to_follow_it_throws_its_smallest_looking_card_whatever_it_guarded() -> None:
    """The 7 of diamonds guards the 10 (its ace out): a club player keeps it, the beginner throws it."""
    assert beginner("TD 7D 8C QC", "AS", HEARTS, 0, 1, mistake=False) == "8C"
    assert beginner("TD 7D 8C QC", "AS", HEARTS, 0, 1, mistake=True) == "7D"


def test_it_ruffs_with_its_biggest_trump() -> None:
    assert beginner("JH 7H 8H", "AS", HEARTS, 0, 1, mistake=False) == "7H"
    assert beginner("JH 7H 8H", "AS", HEARTS, 0, 1, mistake=True) == "JH"


def test_it_ruffs_its_partners_trick() -> None:
    """The partner's ace of spades wins and the beginner has no spade: it ruffs it."""
    assert beginner("7H 9H 8C", "AS 7S", HEARTS, 0, 1, mistake=False) == "8C"
    assert beginner("7H 9H 8C", "AS 7S", HEARTS, 0, 1, mistake=True) == "7H"


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
