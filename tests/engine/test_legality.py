"""Legality of the card play (docs/rules.md, "Card play"), through ``legal_cards`` and through a Deal.

Positions: the trick lists the cards already played, leader first; the player's partner is the card
two places before theirs. Trump is hearts unless said otherwise.
"""

from __future__ import annotations

import re

import pytest

from belote.engine import PASS, Card, Deal, IllegalAction, Play, Rules, Suit, Take, legal_cards

from .helpers import cards, codes, legal_plays, make_deal, play

H = Suit.HEARTS
FREE_DISCARD = Rules(must_undertrump=False)


def legal(hand: str, trick: str, trump: Suit = H, rules: Rules | None = None) -> set[str]:
    """The legal codes for ``hand`` on ``trick`` (rules omitted = the default argument)."""
    if rules is None:
        return codes(legal_cards(cards(hand), cards(trick), trump))
    return codes(legal_cards(cards(hand), cards(trick), trump, rules))


# --- the pure function ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("case", "hand", "trick", "expected"),
    [
        ("leader plays anything", "JH 7S AD KC", "", "JH 7S AD KC"),
        ("must follow, any card of the suit", "7S AS JH KD", "KS", "7S AS"),
        ("follow even when partner is master", "7S AS JH", "TS 8S", "7S AS"),
        ("follow even after a cut: no need to trump", "KS JH 9H", "AS 7H", "KS"),
        ("trump led: must overtrump", "JH AH 7S", "9H", "JH"),
        ("trump led: overtrump the highest trump, not the led one", "9H AH KD", "8H JH", "9H AH"),
        ("trump led: overtrump even over a master partner", "KH 8H AS", "QH 7H", "KH"),
        ("trump led: cannot overtrump -> any trump", "AH 7H KS", "9H", "AH 7H"),
        ("trump led, no trump -> any card", "AS KD 7C", "JH", "AS KD 7C"),
        ("void, partner master (led suit) -> any card", "JH 7H AD 8C", "AS 7S", "JH 7H AD 8C"),
        ("void, partner master by a cut -> any card", "JH 8H AD", "AS 7H 8S", "JH 8H AD"),
        ("void, opponent master, no trump in trick -> must trump", "JH 7H AD 8C", "AS", "JH 7H"),
        ("void, opponent master by a cut -> overtrump", "JH 7H KD", "AS 9H", "JH"),
        ("void, opponent overtrumped partner -> overtrump", "JH 8H KD", "AS 7H 9H", "JH"),
        ("void, cannot overtrump -> undertrump", "7H 8H KD AC", "AS 9H", "7H 8H"),
        ("void, cannot overtrump over partner's cut", "8H KD", "AS 7H 9H", "8H"),
        ("void and no trump -> any card", "AD 7C KD", "AS", "AD 7C KD"),
        ("void, opponent cut, no trump -> any card", "AD 7C", "AS 9H", "AD 7C"),
        ("void, only trumps, partner master -> any", "JH 7H", "KS QS AS", "JH 7H"),
    ],
)
def test_legal_cards(case: str, hand: str, trick: str, expected: str) -> None:
    assert legal(hand, trick) == set(expected.split()), case
    assert legal(hand, trick, rules=Rules()) == set(expected.split()), case


def test_legal_cards_keeps_the_hand_cards_only() -> None:
    hand = cards("7S AS JH KD")
    result = legal_cards(hand, cards("KS"), H)
    assert isinstance(result, list)
    assert all(card in hand for card in result)


@pytest.mark.parametrize(
    ("hand", "trick", "default", "free"),
    [
        # cannot overtrump an opponent's cut: lower trump by default, anything with the variant
        ("7H 8H KD AC", "AS 9H", "7H 8H", "7H 8H KD AC"),
        ("8H KD", "AS 7H 9H", "8H", "8H KD"),
        # able to overtrump: the variant changes nothing
        ("JH 7H KD", "AS 9H", "JH", "JH"),
        # no trump yet in the trick: must still trump
        ("7H KD", "AS", "7H", "7H"),
        # trump led: a lower trump is still compulsory (it is following suit)
        ("7H KD", "9H", "7H", "7H"),
    ],
)
def test_must_undertrump_variant(hand: str, trick: str, default: str, free: str) -> None:
    assert legal(hand, trick) == set(default.split())
    assert legal(hand, trick, rules=FREE_DISCARD) == set(free.split())


def test_other_trump_suits() -> None:
    assert legal("AS 7C KD", "KH", Suit.SPADES) == {"AS"}
    assert legal("9C JC 8C AS", "AD TC", Suit.CLUBS) == {"9C", "JC"}
    assert legal("9C 8C AD", "QC", Suit.CLUBS) == {"9C"}


# --- the same rules through a Deal ------------------------------------------------------------

# Dealer 3 (seat 0 leads); seat 2 takes the turned AH, so hearts are trump. One hand per seat.
TABLE = [
    "AC KC QC JC TC QH AS 7D",  # seat 0
    "7C 8C 9C 7H 9H KS QS KD",  # seat 1
    "KH 8H AH JS TS TD AD QD",  # seat 2: no club
    "JH TH JD 9S 7S 8S 8D 9D",  # seat 3: no club
]

# Seats 1 and 2 have no spade; seat 2's trumps are all lower than seat 1's 9H and JH.
TABLE_UNDER = [
    "AS 8S 7S 7D 8D 7C 8C 7H",  # seat 0
    "9H JH QD JD AC KC QC KD",  # seat 1
    "AH KH 8H TD AD JC TC 9D",  # seat 2
    "KS QS JS TS 9S QH TH 9C",  # seat 3
]


def table_deal(hands: list[str] = TABLE, rules: Rules | None = None) -> Deal:
    """``hands`` dealt by seat 3, seat 2 taking the turned AH (hearts trump)."""
    return make_deal(hands, taker=2, turned="AH", rules=rules)


def assert_illegal(deal: Deal, code: str, rule: str, words: str) -> None:
    """Playing ``code`` raises IllegalAction with ``rule``, a message naming it, and no change."""
    before = deal.to_json()
    hands, to_play = deal.hands, deal.to_play
    with pytest.raises(IllegalAction) as info:
        deal.apply(Play(Card.parse(code)))
    error = info.value
    assert isinstance(error, ValueError)
    assert error.rule == rule
    assert words in str(error).lower()
    assert deal.to_json() == before
    assert deal.hands == hands and deal.to_play == to_play


def test_deal_follow_suit() -> None:
    deal = table_deal()
    assert deal.phase == "playing" and deal.trump == H and deal.to_play == 0
    assert legal_plays(deal) == set(TABLE[0].split())
    play(deal, "AS")
    assert legal_plays(deal) == {"KS", "QS"}
    assert_illegal(deal, "7C", "must_follow", "must follow")
    play(deal, "KS")
    assert legal_plays(deal) == {"JS", "TS"}
    play(deal, "TS")
    assert legal_plays(deal) == {"9S", "7S", "8S"}


def test_deal_void_partner_master_is_free_then_opponent_must_trump() -> None:
    deal = table_deal()
    play(deal, "AC 7C")
    # seat 2: no club, partner (seat 0) master -> any card, trump or not
    assert legal_plays(deal) == set(TABLE[2].split())
    play(deal, "TD")
    # seat 3: no club, opponent master, no trump in the trick -> must trump, any trump
    assert legal_plays(deal) == {"JH", "TH"}
    assert_illegal(deal, "9S", "must_trump", "must trump")


def test_deal_void_opponent_cut_must_overtrump() -> None:
    deal = table_deal()
    play(deal, "AC 7C AH")  # seat 2 cuts its partner's ace: allowed
    assert deal.to_play == 3
    assert legal_plays(deal) == {"JH"}
    assert_illegal(deal, "TH", "must_overtrump", "must overtrump")
    with pytest.raises(IllegalAction) as info:
        deal.apply(Play(Card.parse("9S")))
    assert info.value.rule in ("must_trump", "must_overtrump")


def test_deal_trump_led_must_overtrump_even_over_master_partner() -> None:
    deal = table_deal()
    play(deal, "QH")
    assert legal_plays(deal) == {"9H"}  # 7H would not beat the queen
    play(deal, "9H")
    assert legal_plays(deal) == {"KH", "8H", "AH"}  # cannot beat the 9: any trump
    assert_illegal(deal, "TD", "must_follow", "must follow")
    play(deal, "KH")
    # seat 3: its partner (seat 1) is master with the 9, still must overtrump with the jack
    assert legal_plays(deal) == {"JH"}
    assert_illegal(deal, "TH", "must_overtrump", "must overtrump")
    play(deal, "JH")
    assert deal.tricks[0].winner == 3 and deal.to_play == 3


def test_deal_void_without_trump_plays_anything() -> None:
    deal = table_deal()
    play(deal, "QH 9H KH JH | 8D 7D KD AD")
    assert deal.to_play == 2
    play(deal, "TD 9D")
    # seat 0: no diamond left and no trump left -> any card
    assert legal_plays(deal) == {"AC", "KC", "QC", "JC", "TC", "AS"}
    play(deal, "AS")
    # seat 1: no diamond, opponent (seat 2) master -> must trump with its last trump
    assert legal_plays(deal) == {"7H"}


@pytest.mark.parametrize("cut", ["9H", "JH"])
def test_deal_unable_to_overtrump_must_undertrump(cut: str) -> None:
    deal = table_deal(TABLE_UNDER)
    play(deal, "AS")
    assert legal_plays(deal) == {"9H", "JH"}
    play(deal, cut)
    assert legal_plays(deal) == {"AH", "KH", "8H"}
    before = deal.to_json()
    with pytest.raises(IllegalAction) as info:
        deal.apply(Play(Card.parse("TD")))
    assert info.value.rule in ("must_trump", "must_overtrump")  # a lower trump is compulsory
    assert "trump" in str(info.value).lower()
    assert deal.to_json() == before


def test_deal_unable_to_overtrump_free_discard_variant() -> None:
    deal = table_deal(TABLE_UNDER, FREE_DISCARD)
    play(deal, "AS 9H")
    assert legal_plays(deal) == set(TABLE_UNDER[2].split())
    play(deal, "TD")
    assert deal.current_trick.cards == tuple(cards("AS 9H TD"))


def test_deal_card_not_in_hand_and_flags() -> None:
    deal = table_deal()
    assert_illegal(deal, "KS", "not_in_hand", "not in")
    before = deal.to_json()
    with pytest.raises(IllegalAction) as info:
        deal.apply(Play(Card.parse("AS"), belote=True))
    assert info.value.rule == "belote_not_allowed"
    with pytest.raises(IllegalAction) as info:
        deal.apply(Play(Card.parse("AS"), announce=True))
    assert info.value.rule == "announce_not_allowed"
    with pytest.raises(IllegalAction) as info:
        deal.apply(PASS)
    assert info.value.rule == "not_your_phase"
    with pytest.raises(IllegalAction) as info:
        deal.apply(Take(Suit.SPADES))
    assert info.value.rule == "not_your_phase"
    with pytest.raises(IllegalAction) as info:
        deal.apply("play AS")  # type: ignore[arg-type]
    assert info.value.rule == "unknown_action"
    assert deal.to_json() == before


def test_legal_actions_match_legal_cards_through_a_deal() -> None:
    deal = table_deal()
    while deal.phase == "playing":
        seat = deal.to_play
        assert seat is not None
        expected = legal_cards(deal.hands[seat], deal.current_trick.cards, H)
        assert legal_plays(deal) == codes(expected)
        deal.apply(Play(expected[-1]))
    assert deal.phase == "done"


# --- malformed actions ------------------------------------------------------------------------

MALFORMED: list[object] = [None, "pass", 5, ("play", "AS"), object()]
"""Objects that are not actions at all (a malformed action cannot even be built, see below)."""


def malformed_id(bad: object) -> str:
    """A test id that is the same in every process: a bare object's repr holds its address."""
    return "object()" if type(bad) is object else repr(bad)


@pytest.mark.parametrize(
    ("build", "args"),
    [(Take, ("H",)), (Take, (7,)), (Take, (None,)), (Take, (1.0,)), (Take, (True,))]
    + [(Play, (bad,)) for bad in ("AS", None, 5)]
    + [(Play, (Card.parse("AS"), "no")), (Play, (Card.parse("AS"), False, 1))],
    ids=repr,
)
def test_a_malformed_action_cannot_be_built(build: type, args: tuple[object, ...]) -> None:
    with pytest.raises(ValueError, match=re.escape(repr(args[-1]))):
        build(*args)


def deal_in(phase: str) -> Deal:
    """A deal in bidding round 1, bidding round 2, or the card play."""
    deal = Deal.from_deck(list(reversed(list(TABLE_CARDS))), 0)
    if phase == "round 2":
        for _ in range(4):
            deal.apply(PASS)
    elif phase == "playing":
        deal.apply(Take(deal.turned.suit))
    return deal


TABLE_CARDS = [Card.parse(code) for hand in TABLE for code in hand.split()]


@pytest.mark.parametrize("phase", ["round 1", "round 2", "playing"])
@pytest.mark.parametrize("action", MALFORMED, ids=malformed_id)
def test_malformed_action_raises_illegal_action_and_changes_nothing(phase: str, action: object) -> None:
    deal = deal_in(phase)
    before = deal.to_json()
    legal = deal.legal_actions()
    with pytest.raises(IllegalAction):
        deal.apply(action)  # type: ignore[arg-type]
    assert deal.to_json() == before
    assert deal.legal_actions() == legal


def test_take_with_a_plain_int_suit_still_saves() -> None:
    deal = deal_in("round 1")
    suit = int(deal.turned.suit)
    try:
        deal.apply(Take(suit))  # type: ignore[arg-type]
    except IllegalAction:
        assert deal.phase == "bidding" and deal.bids == ()
        return
    assert deal.trump == Suit(suit) and isinstance(deal.trump, Suit)
    restored = Deal.from_json(deal.to_json())
    assert restored.to_json() == deal.to_json()
