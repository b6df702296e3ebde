"""A recorded deal told in words (the text export and the replay share it): the verdict of each kind of
deal, and the bidding laid out one round of four bids a line under the four seats' names."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime

import pytest

from belote.engine import CARDS, Deal, Pass, Play, Rules, Suit, Take
from belote.engine.records import score_deal
from belote.history import DealRecord
from belote.tui import i18n
from belote.tui.deal_record import (
    bidding_lines,
    deal_text,
    dealt_hands,
    hand_lines,
    local_date,
    short_verdict,
    verdict_text,
)
from belote.tui.events import bid_text, combo_text
from belote.tui.i18n import rank_label, seat_name, tr


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
    assert not made.dedans and verdict_text(made) == "Nous avons fait notre contrat."
    theirs = score_deal(1, Suit.SPADES, (62, 100), (3, 5), (0, 0), None)
    assert not theirs.dedans and verdict_text(theirs) == "Ils ont fait leur contrat."


def test_the_history_list_says_each_outcome_in_a_word_or_two() -> None:
    """A list row shows the points: its verdict is short enough for 80 columns, and still names
    made, dedans, litige and capot apart."""
    made = score_deal(0, Suit.SPADES, (100, 62), (5, 3), (0, 0), None)
    dedans = score_deal(1, Suit.SPADES, (100, 62), (5, 3), (0, 0), None)
    litige = score_deal(0, Suit.HEARTS, (81, 81), (4, 4), (0, 0), None)
    capot = score_deal(0, Suit.SPADES, (162, 0), (8, 0), (0, 0), None)
    lost_capot = score_deal(1, Suit.SPADES, (162, 0), (8, 0), (0, 0), None)
    said = [short_verdict(r) for r in (made, dedans, litige, capot, lost_capot)]
    assert said == ["fait", "dedans", "litige", "fait, capot", "dedans, capot"]
    i18n.set_language("en")
    try:
        assert short_verdict(dedans) == "down" and short_verdict(capot) == "made, capot"
    finally:
        i18n.set_language("fr")


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


@pytest.mark.parametrize(
    ("lang", "capot", "written"),
    [
        ("fr", "Capot : Nous 252 – Eux 0 (plis 8 – 0)", "Marqué : Nous 252 – Eux 0"),
        ("en", "Capot: Us 252 – Them 0 (tricks 8 – 0)", "Scored: Us 252 – Them 0"),
    ],
)
def test_a_capot_record_gives_the_capot_as_the_summary_does(lang: str, capot: str, written: str) -> None:
    """A capot in the text record: one line, the 252 the café scores for the eight tricks (in place
    of the card points), then what was written, as the deal's summary shows them."""
    i18n.set_language(lang)
    result = score_deal(0, Suit.HEARTS, (162, 0), (8, 0), (0, 0), None)
    assert result.capot == 0 and result.card_points == (252, 0)
    record = replace(a_record([]), result=result)
    lines = [line.strip() for line in deal_text(record).splitlines()]
    at = lines.index(capot)
    assert lines[at + 1] == written
    assert not any(
        line.startswith(tr("export.cards").split()[0]) for line in lines
    ) and "152" not in " ".join(lines)


def test_a_record_without_capot_has_no_capot_line() -> None:
    """No capot: the card points as the engine counts them and no capot line."""
    record = a_record([])
    text = deal_text(record)
    assert "Points des plis : Nous 100 – Eux 62 (plis 5 – 3)" in text
    assert "Capot" not in text


def test_a_record_is_dated_in_local_time_as_the_history_lists_date_it() -> None:
    """The export's header gives the moment as the history's lists do, in the player's time zone
    and the language's way of writing dates, not in UTC beside them."""
    record = a_record([])
    header = deal_text(record).splitlines()[0]
    assert header.endswith(local_date(record)) and "UTC" not in header
    assert local_date(record) == record.played_at.astimezone().strftime("%d/%m/%Y %H:%M")


PLAIN_ORDER = ["A", "10", "R", "D", "V", "9", "8", "7"]
TRUMP_ORDER = ["V", "9", "A", "10", "R", "D", "8", "7"]


def test_a_hand_reads_each_suit_by_belote_strength_trump_order_for_the_trump() -> None:
    """All eight ♠ and all eight ♥ in one hand: ♥ the trump reads V 9 A 10 R D 8 7, ♠ a plain suit
    A 10 R D V 9 8 7; with no trump both read in the plain order."""
    i18n.set_language("fr")
    cards = [card for card in CARDS if card.suit in (Suit.SPADES, Suit.HEARTS)]
    random.Random(7).shuffle(cards)
    spades, hearts = (line.plain for line in hand_lines(cards, Suit.HEARTS)[:2])
    assert spades == "♠ " + " ".join(PLAIN_ORDER)
    assert hearts == "♥ " + " ".join(TRUMP_ORDER)
    assert [line.plain for line in hand_lines(cards)[:2]] == [
        "♠ " + " ".join(PLAIN_ORDER),
        "♥ " + " ".join(PLAIN_ORDER),
    ]


def test_the_text_record_shows_every_dealt_hand_in_belote_order_trump_order_for_the_trump() -> None:
    """The exported record's four hands: each suit strongest first, the deal's trump by trump order."""
    i18n.set_language("fr")
    turned = Deal.from_deck(a_record([]).deck, 2, Rules()).turned
    record = a_record([Take(turned.suit)], dealer=2)
    text = deal_text(record)
    for hand in dealt_hands(record):
        for suit in Suit:
            order = TRUMP_ORDER if suit == turned.suit else PLAIN_ORDER
            held = [rank_label(card.rank) for card in hand if card.suit == suit]
            ranks = sorted(held, key=order.index)
            assert f"{suit.symbol} {' '.join(ranks) or '—'}" in text


def played_record(wanted: Callable[[Deal], bool]) -> tuple[DealRecord, Deal]:
    """A deal random legal play took to its end, announces on, in which ``wanted`` holds; with its
    record."""
    rules = Rules(announces=True)
    for seed in range(2000):
        rng = random.Random(seed)
        deck = list(CARDS)
        rng.shuffle(deck)
        deal = Deal.from_deck(deck, 0, rules)
        while deal.result is None:
            legal = deal.legal_actions()
            announcing = [a for a in legal if isinstance(a, Play) and a.announce]  # always announce
            deal.apply(rng.choice(announcing or legal))
        if wanted(deal):
            when = datetime(2026, 12, 1, 10, 0, tzinfo=UTC)
            actions = list(deal.actions)
            record = DealRecord(1, 1, 0, 1, when, rules, 0, deck, actions, deal.result, (0, 0), False, False)
            return record, deal
    raise AssertionError("no such deal")


@pytest.mark.parametrize(
    ("lang", "beaten", "der"), [("fr", ", battue", "+10 de der)"), ("en", ", beaten", "+10 last trick)")]
)
def test_the_text_record_lists_a_beaten_announce_and_the_dix_de_der(lang: str, beaten: str, der: str) -> None:
    """Every announce said at the table is in the record, the one a better combination beat said
    beaten; the eighth trick's line counts its dix de der, as the table and the summary do."""
    i18n.set_language(lang)
    try:
        record, deal = played_record(
            lambda deal: any(c not in deal.shown for c in deal.announced) and deal.result.capot is None
        )
        text = deal_text(record)
        (line,) = [line for line in text.splitlines() if line.startswith(tr("export.announces", what=""))]
        loser = next(c for c in deal.announced if c not in deal.shown)
        assert f"{seat_name(loser.seat)} {combo_text(loser)}{beaten}" in line
        assert all(combo_text(c) in line for c in deal.shown)
        tricks = [
            line.strip() for line in text.splitlines() if line.strip()[:2] in {f"{n}." for n in range(1, 9)}
        ]
        assert tricks[-1].endswith(f"(+{deal.tricks[-1].points}, {der}")
        assert all(der not in line for line in tricks[:-1])
    finally:
        i18n.set_language("fr")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_deal_nobody_took_says_the_redeal_once_in_the_text_record(lang: str) -> None:
    """Eight passes: the result line says that nobody took and the cards are dealt again, without
    « — redonne » after it saying the same again."""
    i18n.set_language(lang)
    try:
        deal = Deal.from_deck(a_record([]).deck, 2, Rules())
        for _ in range(8):
            deal.apply(Pass())
        assert deal.result is not None and deal.result.redeal
        record = replace(a_record([Pass()] * 8), result=deal.result)
        lines = [line.strip() for line in deal_text(record).splitlines()]
        assert lines[lines.index(tr("export.result")) + 1] == tr("sum.redeal")
        assert tr("hist.redeal") not in deal_text(record).split(tr("export.result"))[1]
    finally:
        i18n.set_language("fr")
