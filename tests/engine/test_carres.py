"""Carrés of 7s and 8s (variants): the holder chooses whether to declare them, at their turn in the
first trick; four 7s declared void the deal, four 8s declared cancel every announce.

Seat 0 leads (dealer 3) and seat 3 takes at hearts; the hands hold the cards written in each test,
the others filled in so that no other combination appears.
"""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from belote.engine import (
    Deal,
    DeclareCarre,
    IllegalAction,
    Play,
    Rank,
    Rules,
    parse_action,
)

from .helpers import build_deck, complete_hands, make_deal, play_first_legal, play_until

SEVENS, EIGHTS = DeclareCarre(Rank.SEVEN), DeclareCarre(Rank.EIGHT)
BOTH = Rules(announces=True, carre_of_sevens_voids=True, carre_of_eights_cancels=True)


def table(fixed: Mapping[int, str], rules: Rules = BOTH) -> Deal:
    """A deal in the first trick where the seats hold ``fixed`` (and no other combination)."""
    hands = complete_hands(fixed)
    return make_deal(hands, taker=3, turned=hands[3].split()[0], trump="H", rules=rules)


def declarations(deal: Deal) -> list[DeclareCarre]:
    """The carré declarations among the legal actions."""
    return [a for a in deal.legal_actions() if isinstance(a, DeclareCarre)]


def test_carre_of_eights_is_offered_only_to_its_holder_at_its_turn() -> None:
    deal = table({0: "KS QS JS", 1: "8S 8H 8D 8C"})
    assert deal.to_play == 0 and declarations(deal) == []
    play_until(deal, 1, announcers=[0])
    assert declarations(deal) == [EIGHTS]
    assert deal.legal_actions()[-1] == EIGHTS, "the plays come first, the declaration last"
    assert all(isinstance(a, DeclareCarre) for a in deal.view(1).legal if not isinstance(a, Play))


@pytest.mark.parametrize(("declare", "team0_announces"), [(True, 0), (False, 20)])
def test_declared_carre_of_eights_cancels_every_announce(declare: bool, team0_announces: int) -> None:
    deal = table({0: "KS QS JS", 1: "8S 8H 8D 8C"})
    play_until(deal, 1, announcers=[0])
    assert [c.seat for c in deal.announced] == [0]
    if declare:
        deal.apply(EIGHTS)
        assert deal.to_play == 1, "declaring does not use the turn: the holder still plays a card"
        assert declarations(deal) == [], "declared once"
        assert all(d.declared == ((1, Rank.EIGHT),) for d in map(deal.view, range(4)))
    play_first_legal(deal)
    result = deal.result
    assert result is not None and not result.redeal
    assert result.announces == (team0_announces, 0)
    assert sum(c.points for c in deal.shown) == team0_announces


def test_no_announce_after_a_carre_of_eights_is_declared() -> None:
    deal = table({1: "8S 8H 8D 8C", 2: "KD QD JD"})
    play_until(deal, 1)
    deal.apply(EIGHTS)
    play_until(deal, 2)
    assert not any(isinstance(a, Play) and a.announce for a in deal.legal_actions())


def test_carre_of_eights_is_not_offered_without_announces() -> None:
    deal = table({1: "8S 8H 8D 8C"}, Rules(carre_of_eights_cancels=True))
    play_until(deal, 1)
    assert declarations(deal) == []


def test_declared_carre_of_sevens_voids_the_deal() -> None:
    deal = table({2: "7S 7H 7D 7C"})
    play_until(deal, 2)
    assert declarations(deal) == [SEVENS]
    deal.apply(SEVENS)
    assert deal.phase == "done" and deal.to_play is None and deal.legal_actions() == []
    result = deal.result
    assert result is not None and result.redeal and result.points == (0, 0)
    assert deal.view(0).declared == ((2, Rank.SEVEN),)


def test_a_carre_of_sevens_kept_is_played_out() -> None:
    deal = table({2: "7S 7H 7D 7C"})
    play_first_legal(deal)
    result = deal.result
    assert result is not None and not result.redeal and len(deal.tricks) == 8
    assert sum(result.card_points) in (162, 252)


def test_the_holder_of_both_carres_may_declare_either() -> None:
    deal = table({1: "7S 7H 7D 7C 8S 8H 8D 8C"})
    play_until(deal, 1)
    assert declarations(deal) == [SEVENS, EIGHTS]
    deal.apply(EIGHTS)
    assert declarations(deal) == [SEVENS]


def refused(deal: Deal, action: DeclareCarre) -> None:
    """``action`` is refused by the carré rule and changes nothing."""
    before, legal = deal.to_json(), deal.legal_actions()
    with pytest.raises(IllegalAction) as info:
        deal.apply(action)
    assert info.value.rule == "carre_not_allowed"
    assert deal.to_json() == before and deal.legal_actions() == legal


def test_a_carre_is_declared_only_by_its_holder_at_its_turn_in_the_first_trick() -> None:
    hands = complete_hands({2: "7S 7H 7D 7C"})
    deal = Deal.from_deck(build_deck(hands, taker=3, turned=hands[3].split()[0]), 3, BOTH)
    refused(deal, SEVENS)  # during the bidding
    deal = table({2: "7S 7H 7D 7C"})
    refused(deal, SEVENS)  # seat 0 to play: not the holder
    refused(deal, EIGHTS)  # nobody holds four 8s
    play_until(deal, 2)
    while len(deal.tricks) < 1:
        deal.apply(next(a for a in deal.legal_actions() if isinstance(a, Play) and not a.announce))
    play_until(deal, 2)
    refused(deal, SEVENS)  # the first trick is over
    off = table({2: "7S 7H 7D 7C"}, Rules(announces=True))
    play_until(off, 2)
    refused(off, SEVENS)  # the variant is off


def test_a_declaration_is_saved_and_replayed() -> None:
    deal = table({1: "8S 8H 8D 8C"})
    play_until(deal, 1)
    deal.apply(EIGHTS)
    play_first_legal(deal)
    saved = deal.to_json()
    assert "carre 8" in saved["actions"]
    restored = Deal.from_json(saved)
    assert restored.to_json() == saved and restored.result == deal.result
    assert restored.declared == ((1, Rank.EIGHT),)
    assert parse_action(str(SEVENS)) == SEVENS and parse_action("carre 8") == EIGHTS


@pytest.mark.parametrize("rank", [Rank.NINE, Rank.ACE, 9, -1, 7.0, True, None, "7"])
def test_only_carres_of_sevens_or_eights_are_declared(rank: object) -> None:
    with pytest.raises(ValueError, match=repr(rank) if not isinstance(rank, Rank) else "carré"):
        DeclareCarre(rank)  # type: ignore[arg-type]
