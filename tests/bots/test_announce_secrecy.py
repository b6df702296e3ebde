"""What a bot reads of another seat's announce is what is said aloud: a sequence's kind and points,
never its cards or its height until they are shown; a carré, whose height names its four cards, in
full."""

from __future__ import annotations

from dataclasses import replace

import pytest

from belote.bots import BOTS
from belote.bots.tracker import Tracker
from belote.engine import Card, Deal, DealView, Play, Rules
from belote.engine.cards import mask_of
from tests.engine.helpers import complete_hands, make_deal

ANNOUNCES = Rules(announces=True)


WEST = "AS KS TD JD AC QC 8S KH"
"""West's hand: no 7, 8 or 9 of diamonds or clubs, which a tierce to the 9 there could hold."""


def announced(south: str, west: str | None = None) -> Deal:
    """South (seat 0, leading, spades trump) announces the best combination of ``south`` with its
    first card; West (holding ``west`` if given) is next to play."""
    hands = complete_hands({0: south} if west is None else {0: south, 1: west})
    deal = make_deal(hands, taker=3, turned=hands[3].split()[0], trump="S", rules=ANNOUNCES)
    deal.apply(next(a for a in deal.legal_actions() if isinstance(a, Play) and a.announce))
    return deal


def cards(text: str) -> int:
    return mask_of([Card.parse(code) for code in text.split()])


def test_an_announced_sequences_cards_are_not_known_until_shown() -> None:
    """« Tierce » says nothing of where its three cards are: West does not count them in South's
    hand (the team beaten never shows them); once the first trick is over they are shown."""
    deal = announced("7H 8H 9H")
    tierce = cards("8H 9H")  # the 7♥ may have been South's first card
    assert not Tracker.from_view(deal.view(1)).known[0] & tierce
    while len(deal.tricks) < 1:
        deal.apply(next(a for a in deal.legal_actions() if isinstance(a, Play)))
    if deal.view(1).shown:  # South's team scores its announce: the cards are on the table
        assert Tracker.from_view(deal.view(1)).known[0] & tierce == tierce & mask_of(deal.hands[0])


def test_an_announced_carres_four_cards_are_known() -> None:
    """« Carré d'as » names its four cards: the aces South did not play are South's."""
    deal = announced("AH AD AC AS")
    aces = cards("AH AD AC AS") & mask_of(deal.hands[0])
    assert aces and Tracker.from_view(deal.view(1)).known[0] & aces == aces


def other_tierce(view: DealView) -> tuple[Card, ...]:
    """Three cards of the same height as South's tierce in another plain suit, none of them West's."""
    mine = mask_of(view.hand)
    for suit in "DC":
        other = tuple(Card.parse(rank + suit) for rank in "789")
        if not mask_of(other) & mine:
            return other
    raise AssertionError("West holds a card of every other tierce")


def twins() -> tuple[DealView, DealView]:
    """West's view, and the same with South's tierce in another suit (what « tierce » leaves open)."""
    view = announced("7H 8H 9H", WEST).view(1)
    (said,) = view.announced
    twin = replace(view, announced=(replace(said, cards=other_tierce(view)),))
    assert twin.announced[0].key == said.key  # the same height: only the suit differs
    return view, twin


def test_the_card_tracking_of_twin_views_is_the_same() -> None:
    """The sure and possible cards the heuristic, club and expert levels start from do not depend
    on which cards a tierce holds."""
    view, twin = twins()
    first, second = Tracker.from_view(view), Tracker.from_view(twin)
    assert (first.known, first.possible) == (second.known, second.possible)


@pytest.mark.parametrize("name", sorted(BOTS))
def test_no_bot_reads_the_cards_of_an_announced_sequence(name: str) -> None:
    """West's view with South's tierce in hearts or in another suit (what « tierce » leaves open):
    every bot, at every level, decides the same."""
    view, twin = twins()
    assert BOTS[name](seed=3).choose(twin) == BOTS[name](seed=3).choose(view)


def test_the_choice_to_cancel_the_announces_does_not_read_a_sequences_height() -> None:
    """West holds four 8s and a tierce to the king; South announced « tierce », to the queen or (in
    the twin view) to the ace: nothing says which. Whether West's own tierce beats it is what the
    table lets West announce, so every bot cancels the announces, or not, the same in both views."""
    rules = Rules(announces=True, carre_of_eights_cancels=True)
    hands = complete_hands({0: "QH JH TH", 1: "8S 8H 8D 8C KD QD JD 9S"})
    deal = make_deal(hands, taker=3, turned=hands[3].split()[0], trump="S", rules=rules)
    deal.apply(next(a for a in deal.legal_actions() if isinstance(a, Play) and a.announce))
    view = deal.view(1)
    assert any(isinstance(a, Play) and a.announce for a in view.legal)  # West's tierce is higher
    (said,) = view.announced
    higher = tuple(Card.parse(code) for code in ("AC", "KC", "QC"))
    twin = replace(view, announced=(replace(said, cards=higher),))
    assert twin.announced[0].key > view.announced[0].key
    for name in sorted(BOTS):
        assert BOTS[name](seed=3).choose(twin) == BOTS[name](seed=3).choose(view), name
