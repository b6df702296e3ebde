"""The expert's playout policy (full information): each of its rules on a hand-built world."""

from __future__ import annotations

from belote.bots.expert.playout import playout, policy
from belote.bots.expert.position import Position
from belote.engine import CARDS, Card
from tests.bots.test_heuristic import mask

SPADES, HEARTS, DIAMONDS, CLUBS = range(4)


def choose(hands: tuple[str, str, str, str], trick: str, leader: int, trump: int, attack: int) -> str:
    """The policy's card for the seat to play, as a code."""
    masks = [mask(hand) for hand in hands]
    cards = [Card.parse(code).index for code in trick.split()]
    return str(CARDS[policy(masks, cards, leader, trump, attack, True)])


def test_the_attack_draws_trumps_with_the_master_trump() -> None:
    """The taker's side leads its master trump while an opponent holds trumps; a defender does not."""
    hands = ("JH 7H AS 8C", "9H 7S 8S 9C", "TH KS 7C 8D", "QH QS 9D TD")
    assert choose(hands, "", 0, HEARTS, 0) == "JH"
    assert choose(hands, "", 0, HEARTS, 1) == "AS"


def test_no_trump_lead_when_the_opponents_have_none() -> None:
    """Drawing trumps stops once the opponents have none: cash the side master instead."""
    hands = ("JH 7H AS 8C", "7D 7S 8S 9C", "TH KS 7C 8D", "QD QS 9D TD")
    assert choose(hands, "", 0, HEARTS, 0) == "AS"


def test_a_master_is_not_cashed_into_an_opponents_ruff() -> None:
    """East has no spade but a trump: the ace of spades stays home and a low card goes."""
    hands = ("AS 8D 7C", "8S 9S QD", "KS 9D 8C", "QH TD 9C")
    assert choose(hands, "", 0, HEARTS, 1) == "7C"
    safe = ("AS 8D 7C", "8S 9S QD", "KS 9D 8C", "QS TD 9C")
    assert choose(safe, "", 0, HEARTS, 1) == "AS"


def test_lead_towards_the_partners_master() -> None:
    """No master of my own, my partner holds the ace of spades: lead my cheapest spade to it."""
    hands = ("8S 7C", "9S QD", "AS 9C", "KS 8C")
    assert choose(hands, "", 0, HEARTS, 1) == "8S"
    alone = ("8S 7C", "9S QD", "TD 9C", "KS 8C")  # nobody's master to lead to: the cheapest card
    assert choose(alone, "", 0, HEARTS, 1) == "7C"


def test_only_trumps_left_leads_the_highest() -> None:
    """A hand of trumps only leads its strongest trump."""
    assert choose(("9H 7H", "8S 9S", "TD 9C", "KS 8C"), "", 0, HEARTS, 1) == "9H"


def test_load_the_partners_sure_trick_but_not_one_that_may_be_ruffed() -> None:
    """The partner's ace is sure (East must follow low): give the 10; East may ruff: give nothing."""
    assert choose(("AH 7S", "7H 8S", "TD 7C 9S", "8H QD 8C"), "AH 7H", 0, SPADES, 0) == "TD"
    assert choose(("AH 7S", "7H 8S", "TD 7C 9S", "JS QD 8C"), "AH 7H", 0, SPADES, 0) == "7C"


def test_win_with_the_cheapest_card_the_next_player_cannot_beat() -> None:
    """Second hand: the ace when the third holds the 10, the king when it holds nothing better."""
    assert choose(("7H", "AH KH 7D", "TH 8H 7C", "9H 8D 8C"), "7H", 0, SPADES, 0) == "AH"
    assert choose(("7H", "AH KH 7D", "8H 9H 7C", "TH 8D 8C"), "7H", 0, SPADES, 0) == "KH"


def test_playout_counts_the_tricks_for_the_viewers_team() -> None:
    """One trick left, everything known: the diff moves by its points and dix de der for the winner."""
    hands = [mask("AH"), mask("7H"), mask("8H"), mask("9H")]
    for our in (0, 1):
        position = Position(hands, SPADES, 0, [], our, diff=30, won=0b11)
        sign = 1 if our == 0 else -1
        assert playout(position, 0) == 30 + sign * (11 + 10)
    capot = Position(hands, SPADES, 0, [], 0, diff=141, won=0b01)
    assert playout(capot, 0) == 141 + 21 + 90
    lost = Position(hands, SPADES, 0, [], 1, diff=-141, won=0b01)
    assert playout(lost, 0) == -141 - 21 - 90
