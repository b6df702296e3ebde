"""A recorded deal told in words (the text export and the replay share it): the verdict of each kind of
deal, and the bidding laid out one round of four bids a line under the four seats' names."""

from __future__ import annotations

import random
from datetime import UTC, datetime

from belote.engine import CARDS, Deal, Pass, Rules, Suit, Take
from belote.engine.records import score_deal
from belote.history import DealRecord
from belote.tui.deal_record import bidding_lines, verdict_text
from belote.tui.events import bid_text
from belote.tui.i18n import seat_name, tr


def test_a_litige_names_the_points_put_in_reserve() -> None:
    """81 points each: a litige, and the verdict says how many points wait in reserve."""
    result = score_deal(0, Suit.HEARTS, (81, 81), (4, 4), (0, 0), None)
    assert result.litige and result.reserve > 0
    assert verdict_text(result) == tr("sum.litige", points=result.reserve)
    assert str(result.reserve) in verdict_text(result)


def test_dedans_and_made_name_the_outcome() -> None:
    """Fewer points than the defence: the takers' team is dedans; more: the contract is made."""
    dedans = score_deal(1, Suit.SPADES, (100, 62), (5, 3), (0, 0), None)
    assert dedans.dedans and verdict_text(dedans) == tr("sum.dedans.1")
    made = score_deal(0, Suit.SPADES, (100, 62), (5, 3), (0, 0), None)
    assert not made.dedans and verdict_text(made) == tr("sum.made")


def a_record(bids: list[Pass | Take], dealer: int = 2) -> DealRecord:
    """A record whose actions are only ``bids`` (the bidding part is all these tests read)."""
    deck = list(CARDS)
    random.Random(4).shuffle(deck)
    deal = Deal.from_deck(deck, dealer, Rules())
    for bid in bids:
        deal.apply(bid)
    result = score_deal(0, Suit.HEARTS, (100, 62), (5, 3), (0, 0), None)
    when = datetime(2026, 11, 30, 10, 0, tzinfo=UTC)
    return DealRecord(1, 1, 0, 1, when, Rules(), dealer, deck, list(bids), result, (0, 0), False, False)


def test_the_bidding_is_one_line_per_round_of_four_under_the_seats_names() -> None:
    """A round of passes, then three passes and a take in the second round: a heading with the four
    seats from the dealer's left, then four bids a line."""
    deck = a_record([]).deck
    turned = Deal.from_deck(deck, 2, Rules()).turned
    take = Take(next(suit for suit in Suit if suit != turned.suit))
    record = a_record([Pass()] * 7 + [take], dealer=2)
    lines = bidding_lines(record)
    assert lines[0].split() == [seat_name(seat) for seat in (3, 0, 1, 2)]
    assert len(lines) == 3
    assert lines[1].split() == tr("bid.pass").split() * 4
    assert lines[2].split() == tr("bid.pass").split() * 3 + bid_text(take).split()
