"""Between two deals the cards are gathered and cut, never shuffled again (the default table rule).

The next deal's deck is the last deal's 32 cards in the order they were played (or, after a void
deal, the cards played, then the hands in seat order from the dealer's next, each in dealt order,
then the undealt stock), lifted and put under at a cut of 3 to 29 cards by the seat before the
dealer. The shuffle for every deal stays as a variant, and saves from before the cut replay as they
were made.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from belote.engine import CARDS, PASS, Card, Deal, Match, Rules
from belote.engine.dealing import Cut

from .helpers import play_randomly

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
RULES = st.sampled_from(
    [
        Rules(),
        Rules(first_packet=2, all_pass_same_dealer=True),
        Rules(announces=True, carre_of_sevens_voids=True, carre_of_eights_cancels=True),
    ]
)


def played_order(deal: Deal) -> list[Card]:
    """The cards as the tricks were played: trick 1 first, each trick from its leader."""
    return [card for trick in deal.tricks for card in trick.cards] + list(deal.current_trick.cards)


def gathered_by_hand(deal: Deal) -> list[Card]:
    """The gathering order written out from the table: played cards, then each hand (seats from the
    one after the dealer) in the order its cards came off the deck, then the rest of the deck."""
    deck = list(deal.deck)
    order = [(deal.dealer + k) % 4 for k in range(1, 5)]
    out = played_order(deal)
    for seat in order:
        out += sorted(deal.hands[seat], key=deck.index)
    return out + [card for card in deck if card not in out]


def cut_points(before: list[Card], after: list[Card]) -> list[int]:
    """Every k such that ``after`` is ``before`` with its top k cards put under."""
    return [k for k in range(32) if after == before[k:] + before[:k]]


def finish(deal: Deal, rng: random.Random, all_pass: bool) -> None:
    """Pass eight times, or play the deal out at random."""
    if all_pass:
        while deal.phase == "bidding":
            deal.apply(PASS)
    play_randomly(deal, rng)


@settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS, rules=RULES, passes=st.lists(st.booleans(), min_size=2, max_size=6))
def test_next_deck_is_the_last_deal_gathered_and_cut_between_3_and_29(
    seed: int, rules: Rules, passes: list[bool]
) -> None:
    match = Match(rules, seed)
    rng = random.Random(seed)
    assert match.cut is None, "the partie's first deal is shuffled, not cut"
    for all_pass in passes:
        finish(match.deal, rng, all_pass)
        if match.over:
            return
        previous = match.deal
        expected = gathered_by_hand(previous)
        assert list(previous.gathered) == expected
        if previous.tricks and len(previous.tricks) == 8:
            assert expected == played_order(previous), "a played deal is gathered as played"
        deal = match.next_deal()
        points = cut_points(expected, list(deal.deck))
        assert len(points) == 1 and 3 <= points[0] <= 29
        assert match.cut is not None and match.cut.point == points[0]
        assert match.cut.seat == (deal.dealer + 3) % 4, "the seat before the dealer cuts"


def test_all_pass_gathers_the_hands_then_the_stock() -> None:
    deck = list(CARDS)
    deal = Deal.from_deck(deck, 3)
    while deal.phase == "bidding":
        deal.apply(PASS)
    # packets of 3 then 2 from seat 0: seat 0 got cards 0-2 and 12-13, seat 1 3-5 and 14-15, ...
    hands = [[0, 1, 2, 12, 13], [3, 4, 5, 14, 15], [6, 7, 8, 16, 17], [9, 10, 11, 18, 19]]
    assert [card.index for card in deal.gathered] == [i for hand in hands for i in hand] + list(range(20, 32))


def test_the_gathered_cards_exist_only_once_the_deal_is_over() -> None:
    deal = Deal.shuffled(1, 0)
    try:
        deal.gathered  # noqa: B018
    except ValueError as error:
        assert "over" in str(error)
    else:
        raise AssertionError("an unfinished deal has no gathered cards")


def test_the_same_seed_cuts_the_same_way_and_a_save_restores_the_cuts() -> None:
    matches = []
    for _ in range(2):
        rng = random.Random(5)
        match = Match(seed=11)
        for _ in range(3):
            play_randomly(match.deal, rng)
            match.next_deal()
        matches.append(match)
    first, twin = matches
    assert twin.deal.deck == first.deal.deck and twin.cut == first.cut and first.cut is not None
    restored = Match.from_json(first.to_json())
    assert restored.deal.deck == first.deal.deck and restored.cut == first.cut


def test_shuffle_each_deal_variant_and_older_saves_deal_fresh_shuffles() -> None:
    rng = random.Random(3)
    shuffling = Match(Rules(shuffle_each_deal=True), seed=9)
    for number in range(1, 4):
        play_randomly(shuffling.deal, rng)
        shuffling.next_deal()
        fresh = Deal.shuffled(random.Random(f"9/deal/{number}"), shuffling.deal.dealer)
        assert shuffling.deal.deck == fresh.deck and shuffling.cut is None
    old_save = shuffling.to_json()
    del old_save["rules"]["shuffle_each_deal"]  # a save written before the cut existed
    restored = Match.from_json(old_save)
    assert restored.rules.shuffle_each_deal and restored.deal.deck == shuffling.deal.deck
    assert Rules.from_json({}).shuffle_each_deal is False, "new tables gather and cut"


@settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS, rules=RULES, chosen=st.lists(st.integers(3, 29) | st.none(), min_size=2, max_size=5))
def test_a_player_cutting_lifts_the_cards_they_choose_and_a_save_keeps_them(
    seed: int, rules: Rules, chosen: list[int | None]
) -> None:
    """The seat before the dealer may lift any number of cards leaving 3 in each packet: the deck
    is the gathered cards cut there, ``next_cut`` says who cuts and where the seed would, and a
    save restores the partie with the cuts chosen (the others seeded as before)."""
    match = Match(rules, seed)
    rng = random.Random(seed)
    for point in chosen:
        play_randomly(match.deal, rng)
        coming = match.next_cut()
        if match.over:
            assert coming is None
            break
        assert coming is not None and 3 <= coming.point <= 29
        assert (
            coming.seat
            == (match.deal.dealer + (0 if match.deal.result.redeal and rules.all_pass_same_dealer else 1) + 3)
            % 4
        )  # type: ignore[union-attr]
        gathered = list(match.deal.gathered)
        deal = match.next_deal(cut=point)
        lifted = coming.point if point is None else point
        assert list(deal.deck) == gathered[lifted:] + gathered[:lifted]
        assert match.cut == Cut(coming.seat, lifted) and match.cut.seat == (deal.dealer + 3) % 4
    restored = Match.from_json(match.to_json())
    assert restored.to_json() == match.to_json() and restored.deal.deck == match.deal.deck


def test_a_cut_is_refused_with_its_rule_outside_3_to_29_or_when_the_cards_are_shuffled() -> None:
    """Two cards lifted leave a packet too thin; a shuffled variant has no cut at all; a save whose
    cut cannot be read is refused as a whole, naming what is wrong."""
    import pytest

    from belote.engine import SaveError

    match = Match(seed=4)
    play_randomly(match.deal, random.Random(4))
    for bad in (2, 30, "5", True):
        with pytest.raises(ValueError, match="at least 3 cards in each packet"):
            match.next_deal(cut=bad)  # type: ignore[arg-type]
    data = {**match.to_json(), "deals": [*match.to_json()["deals"], []], "cuts": {"1": 31}}
    with pytest.raises(SaveError, match="at least 3 cards"):
        Match.from_json(data)
    shuffling = Match(Rules(shuffle_each_deal=True), seed=4)
    play_randomly(shuffling.deal, random.Random(4))
    assert shuffling.next_cut() is None
    with pytest.raises(ValueError, match="shuffled before every deal"):
        shuffling.next_deal(cut=10)
