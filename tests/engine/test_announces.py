"""Announces (docs/rules.md, "Announces"): combinations, every comparison rule, scoring and variants.

Seat 0 leads (dealer 3) and seat 3 takes; the hands hold the combinations written in each test, the
other cards are filled in so that no other combination appears. Trump is hearts unless said.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

import pytest

from belote.engine import Card, Combination, Deal, IllegalAction, Play, Rules

from .helpers import complete_hands, make_deal

ANNOUNCES = Rules(announces=True)

SUIT_HANDS = [
    "7S 8S 9S TS JS QS KS AS",
    "7H 8H 9H TH JH QH KH AH",
    "7D 8D 9D TD JD QD KD AD",
    "7C 8C 9C TC JC QC KC AC",
]


def table(fixed: Mapping[int, str], trump: str = "H", rules: Rules = ANNOUNCES) -> Deal:
    """A deal in the first trick where the seats hold ``fixed`` (and no other combination)."""
    hands = complete_hands(fixed)
    turned = hands[3].split()[0]
    return make_deal(hands, taker=3, turned=turned, trump=trump, rules=rules)


def announces(deal: Deal) -> list[Play]:
    """The legal plays that carry an announce."""
    return [a for a in deal.legal_actions() if isinstance(a, Play) and a.announce]


def plain(deal: Deal) -> Play:
    """The first legal play without announce or belote."""
    return next(a for a in deal.legal_actions() if isinstance(a, Play) and not a.announce and not a.belote)


def announce(deal: Deal) -> None:
    """The seat to play announces (its best combination) with some legal card."""
    options = [a for a in announces(deal) if not a.belote]
    assert options, f"seat {deal.to_play} should be able to announce"
    deal.apply(options[0])


def play_with_announces(deal: Deal, seats: Collection[int] = range(4)) -> None:
    """Finish the deal; ``seats`` announce whenever allowed, nobody says belote."""
    while deal.phase != "done":
        if deal.to_play in seats and announces(deal):
            announce(deal)
        else:
            deal.apply(plain(deal))


def summary(combos: tuple[Combination, ...]) -> list[tuple[int, str, int]]:
    """(seat, kind, points) of combinations, sorted."""
    return sorted((c.seat, c.kind, c.points) for c in combos)


def second_may_announce(first: str, second: str, trump: str = "H") -> bool:
    """Seat 0 holds ``first`` and announces it; may seat 1, holding ``second``, announce after?"""
    deal = table({0: first, 1: second}, trump)
    announce(deal)
    return bool(announces(deal))


@pytest.mark.parametrize(
    ("case", "first", "second", "trump", "expected"),
    [
        ("more points: cinquante over tierce", "KS QS JS", "TD 9D 8D 7D", "H", True),
        ("more points: tierce under cinquante", "TD 9D 8D 7D", "KS QS JS", "H", False),
        ("more points: cent over cinquante", "TD 9D 8D 7D", "AC KC QC JC TC", "H", True),
        ("more points: carré of 9s over a cent", "AC KC QC JC TC", "9S 9H 9D 9C", "H", True),
        ("equal points: carré over cent", "KD QD JD TD 9D", "AS AH AD AC", "H", True),
        ("equal points: cent under carré", "AS AH AD AC", "KD QD JD TD 9D", "H", False),
        ("equal points: cent under carré of queens", "QS QH QD QC", "AD KD JD TD 9D", "H", False),
        ("higher top card: tierce", "9S 8S 7S", "QD JD TD", "H", True),
        ("lower top card: tierce", "QD JD TD", "9S 8S 7S", "H", False),
        ("higher top beats a longer cent", "QC JC TC 9C 8C 7C", "KD QD JD TD 9D", "H", True),
        ("longer cent with lower top loses", "KD QD JD TD 9D", "QC JC TC 9C 8C 7C", "H", False),
        ("plain higher top beats trump tierce", "JH TH 9H", "QS JS TS", "H", True),
        ("trump sequence beats the same plain", "KS QS JS", "KH QH JH", "H", True),
        ("plain sequence after the same trump", "KH QH JH", "KS QS JS", "H", False),
        ("trump is whichever suit was taken", "KS QS JS", "KD QD JD", "D", True),
        ("later equal cannot be announced", "KS QS JS", "KD QD JD", "H", False),
        ("later equal cinquante", "AS KS QS JS", "AC KC QC JC", "H", False),
        ("carré of jacks over nines", "9S 9H 9D 9C", "JS JH JD JC", "H", True),
        ("carré of nines under jacks", "JS JH JD JC", "9S 9H 9D 9C", "H", False),
        ("carré of nines over aces", "AS AH AD AC", "9S 9H 9D 9C", "H", True),
        ("carré of aces under nines", "9S 9H 9D 9C", "AS AH AD AC", "H", False),
        ("carré of aces over tens", "TS TH TD TC", "AS AH AD AC", "H", True),
        ("carré of tens under aces", "AS AH AD AC", "TS TH TD TC", "H", False),
        ("carré of tens over kings", "KS KH KD KC", "TS TH TD TC", "H", True),
        ("carré of kings under tens", "TS TH TD TC", "KS KH KD KC", "H", False),
        ("carré of kings over queens", "QS QH QD QC", "KS KH KD KC", "H", True),
        ("carré of queens under kings", "KS KH KD KC", "QS QH QD QC", "H", False),
        ("four 7s are not a combination", "KS QS JS", "7S 7H 7D 7C", "H", False),
        ("four 8s are not a combination", "KS QS JS", "8S 8H 8D 8C", "H", False),
        ("best combination of the hand counts", "AS KS QS JS", "QD JD TD 9S 9H 9D 9C", "H", True),
    ],
)
def test_comparison(case: str, first: str, second: str, trump: str, expected: bool) -> None:
    assert second_may_announce(first, second, trump) is expected, case


@pytest.mark.parametrize("cards", ["7S 7H 7D 7C", "8S 8H 8D 8C", ""])
def test_no_combination_no_announce(cards: str) -> None:
    deal = table({0: cards} if cards else {})
    assert deal.to_play == 0
    assert announces(deal) == []
    card = plain(deal).card
    before = deal.to_json()
    with pytest.raises(IllegalAction) as info:
        deal.apply(Play(card, announce=True))
    assert info.value.rule == "announce_not_allowed"
    assert deal.to_json() == before


def test_first_announcer_may_announce_with_any_legal_card() -> None:
    deal = table({0: "KS QS JS"})
    cards_with_announce = {a.card for a in announces(deal)}
    assert cards_with_announce == set(deal.hands[0])


def test_the_team_with_the_best_announce_scores_both_hands() -> None:
    deal = table({0: "AS KS QS 9D 8D 7D", 1: "JC TC 9C 8C", 2: "QH JH TH 9H 8H"})
    announce(deal)  # seat 0: its best tierce
    announce(deal)  # seat 1: cinquante
    announce(deal)  # seat 2: cent (in trump)
    assert announces(deal) == []  # seat 3 has nothing
    view = deal.view(3)
    assert [(c.seat, c.kind, c.points) for c in view.announced] == [
        (0, "tierce", 20),
        (1, "cinquante", 50),
        (2, "cent", 100),
    ]
    assert {str(c) for c in view.announced[0].cards} == {"AS", "KS", "QS"}
    assert view.shown == ()  # shown once the first trick is complete
    deal.apply(plain(deal))
    assert len(deal.tricks) == 1
    shown = deal.shown  # the referee knows what scores; the table sees each at the second trick
    assert summary(shown) == [(0, "tierce", 20), (0, "tierce", 20), (2, "cent", 100)]
    assert {frozenset(str(c) for c in combo.cards) for combo in shown if combo.seat == 0} == {
        frozenset({"AS", "KS", "QS"}),
        frozenset({"9D", "8D", "7D"}),
    }


def test_each_holder_shows_its_combinations_as_it_plays_to_the_second_trick() -> None:
    """« Les combinaisons doivent être montrées lors du deuxième tour, chaque joueur à son tour,
    avant de jouer une carte »: once the first trick is over the referee knows what scores, but the
    table sees a holder's combinations only with its card of the second trick (all of them once that
    trick is complete); until then every seat sees only what was said."""
    deal = table({0: "AS KS QS", 2: "9D 8D 7D"})
    announce(deal)
    for _ in range(3):
        deal.apply(plain(deal))
    assert summary(deal.shown) == [(0, "tierce", 20), (2, "tierce", 20)]
    seen: list[list[tuple[int, str, int]]] = []
    while len(deal.tricks) < 2:
        views = [summary(deal.view(seat).shown) for seat in range(4)]
        assert views == [views[0]] * 4  # the same for every seat, the holders' own included
        played = {seat for seat in range(4) if deal.current_trick.card_of(seat) is not None}
        assert views[0] == [combo for combo in summary(deal.shown) if combo[0] in played]
        seen.append(views[0])
        deal.apply(plain(deal))
    assert seen[0] == [] and 1 in {len(shown) for shown in seen}  # none, then one holder's
    assert all(summary(deal.view(seat).shown) == summary(deal.shown) for seat in range(4))


def test_an_unannounced_better_combination_scores_nothing() -> None:
    deal = table({0: "KS QS JS", 1: "TD 9D 8D 7D", 3: "9C 8C 7C"})
    announce(deal)
    assert announces(deal)  # seat 1 could announce its cinquante but does not
    deal.apply(plain(deal))
    deal.apply(plain(deal))
    assert announces(deal) == []  # seat 3's tierce is lower than seat 0's
    deal.apply(plain(deal))
    assert summary(deal.shown) == [(0, "tierce", 20)]


def test_no_announce_no_score() -> None:
    deal = table({0: "KS QS JS", 1: "TD 9D 8D 7D"})
    for _ in range(4):
        deal.apply(plain(deal))
    assert deal.view(0).shown == () and deal.view(0).announced == ()


def test_announces_only_in_the_first_trick() -> None:
    deal = table({0: "KS QS JS", 1: "TD 9D 8D 7D", 2: "AC KC QC"})
    for _ in range(4):
        deal.apply(plain(deal))
    while deal.phase == "playing":
        assert announces(deal) == []
        seat = deal.to_play
        assert seat is not None
        with pytest.raises(IllegalAction) as info:
            deal.apply(Play(plain(deal).card, announce=True))
        assert info.value.rule == "announce_not_allowed"
        deal.apply(plain(deal))


def test_no_announces_when_the_rule_is_off() -> None:
    deal = table({0: "KS QS JS", 1: "AS AH AD AC"}, rules=Rules())
    while deal.phase == "playing":
        assert announces(deal) == []
        deal.apply(plain(deal))
    result = deal.result
    assert result is not None and result.announces == (0, 0)


def test_a_card_serves_in_a_carre_and_a_sequence() -> None:
    deal = table({0: "KS QS JS KH KD KC"})
    announce(deal)
    assert [(c.kind, c.points) for c in deal.view(0).announced] == [("carre", 100)]
    for _ in range(3):
        deal.apply(plain(deal))
    assert summary(deal.shown) == [(0, "carre", 100), (0, "tierce", 20)]


def test_a_run_of_four_is_one_cinquante() -> None:
    deal = table({0: "AS KS QS JS"})
    announce(deal)
    for _ in range(3):
        deal.apply(plain(deal))
    assert summary(deal.shown) == [(0, "cinquante", 50)]


def test_announce_points_added_to_a_made_capot() -> None:
    deal = make_deal(SUIT_HANDS, taker=1, turned="JH", rules=ANNOUNCES)
    play_with_announces(deal)
    view = deal.view(0)
    # seat 0: cent at spades; seat 1: cent at trump beats it; seats 2 and 3: equal plain cents
    assert [(c.seat, c.kind) for c in view.announced] == [(0, "cent"), (1, "cent")]
    assert summary(view.shown) == [(1, "cent", 100), (3, "cent", 100)]
    result = deal.result
    assert result is not None
    assert result.announces == (0, 200)
    assert result.capot == 1 and result.points == (0, 452)


def test_dedans_defence_scores_the_taker_team_announces() -> None:
    deal = make_deal(SUIT_HANDS, taker=2, turned="7D", trump="H", rules=ANNOUNCES)
    play_with_announces(deal, seats={0})  # seat 1 keeps quiet: team 0 has the best announce
    assert summary(deal.view(1).shown) == [(0, "cent", 100), (2, "cent", 100)]
    result = deal.result
    assert result is not None
    assert result.dedans and result.capot == 1
    assert result.points == (0, 452)  # 252 capot + all announce points


def test_announce_and_belote_together() -> None:
    deal = table({0: "KH QH JH"}, trump="H")
    options = {(a.card, a.announce, a.belote) for a in deal.legal_actions() if isinstance(a, Play)}
    king, queen = Card.parse("KH"), Card.parse("QH")
    assert (king, True, True) in options and (queen, True, True) in options
    assert (Card.parse("JH"), True, True) not in options
    deal.apply(Play(king, announce=True, belote=True))
    view = deal.view(1)
    assert view.belote == 0 and [c.kind for c in view.announced] == ["tierce"]
