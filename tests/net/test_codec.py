"""A seat's view crosses the network whole, except what the rules keep hidden: announced cards."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote.engine import Card, Deal, DealView, DeclareCarre, Match, Play, Rank, Rules
from belote.net import rotate
from belote.net.codec import (
    draw_from_json,
    draw_json,
    result_from_json,
    result_json,
    view_from_json,
    view_json,
)
from tests.engine.helpers import complete_hands, make_deal

ANNOUNCES = Rules(announces=True, carre_of_sevens_voids=True, carre_of_eights_cancels=True)
"""Announces and both carré variants: every field of a view is at stake."""


def without_announced_cards(view: DealView) -> DealView:
    """The view as a client may hold it: the announced sequences' cards are not said (a carré's
    height is, and it names the four cards)."""
    said = tuple(
        combo if combo.kind == "carre" else replace(combo, cards=(), trump=False) for combo in view.announced
    )
    return replace(view, announced=said)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6))
def test_every_view_of_a_random_deal_survives_the_wire(seed: int) -> None:
    rng = random.Random(seed)
    deal = Deal.shuffled(seed, dealer=seed % 4, rules=ANNOUNCES)
    while True:
        for seat in range(4):
            view = deal.view(seat)
            wire = json.loads(json.dumps(view_json(view)))
            assert view_from_json(wire, ANNOUNCES) == without_announced_cards(view)
        if deal.phase == "done":
            break
        deal.apply(rng.choice(deal.legal_actions()))


def test_an_announce_says_its_kind_not_its_cards_until_its_holder_plays_to_the_second_trick() -> None:
    hands = complete_hands({0: "KS QS JS"})
    deal = make_deal(hands, taker=3, turned=hands[3].split()[0], trump="H", rules=ANNOUNCES)
    announce = next(
        a for a in deal.legal_actions() if isinstance(a, Play) and a.announce and a.card.suit != 0
    )
    deal.apply(announce)
    sent = json.dumps(view_json(deal.view(1)))
    assert '"kind": "tierce"' in sent
    assert not {"KS", "QS", "JS"} & set(json.loads(sent)["hand"]) and all(
        f'"{code}"' not in sent for code in ("KS", "QS", "JS")
    )
    while not deal.tricks[1:] and (not deal.tricks or deal.current_trick.card_of(0) is None):
        shown = view_json(deal.view(1))["shown"]
        assert not {"KS", "QS", "JS"} & {code for combo in shown for code in combo["cards"]}
        deal.apply(next(a for a in deal.legal_actions() if isinstance(a, Play) and not a.announce))
    shown = view_json(deal.view(1))["shown"]
    assert shown and {"KS", "QS", "JS"} <= {code for combo in shown for code in combo["cards"]}


def test_an_announced_carre_says_its_height_so_the_next_player_knows_what_beats_it() -> None:
    """Only a higher combination may be announced after it: « carré d'as » is said aloud, and its
    height names its four cards, which every client then holds; a tierce still says only its kind."""
    hands = complete_hands({0: "AS AH AD AC KS QS JS"})
    deal = make_deal(hands, taker=3, turned=hands[3].split()[0], trump="H", rules=ANNOUNCES)
    deal.apply(next(a for a in deal.legal_actions() if isinstance(a, Play) and a.announce))
    aces = tuple(Card.parse(code) for code in ("AS", "AH", "AD", "AC"))
    for seat in (1, 2, 3):
        wire = json.loads(json.dumps(view_json(deal.view(seat))))
        assert wire["announced"] == [{"kind": "carre", "points": 100, "seat": 0, "rank": "A"}]
        assert view_from_json(wire, ANNOUNCES).announced[0].cards == aces
    # an older host says no height: the carré arrives without its cards, never refused
    older = json.loads(json.dumps(view_json(deal.view(1))))
    del older["announced"][0]["rank"]
    assert view_from_json(older, ANNOUNCES).announced[0].cards == ()
    older["announced"][0]["rank"] = "Z"
    with pytest.raises(ValueError, match="height"):
        view_from_json(older, ANNOUNCES)


def test_results_and_the_draw_survive_the_wire() -> None:
    rng = random.Random(5)
    match = Match(Rules(target=200, manches=1), seed=5)
    while not match.over:
        while match.deal.phase != "done":
            match.deal.apply(rng.choice(match.deal.legal_actions()))
        if not match.over:
            match.next_deal()
    for result in match.history[-1]:
        assert result_from_json(json.loads(json.dumps(result_json(result)))) == result
    assert draw_from_json(draw_json(match.draw)) == match.draw


def test_a_malformed_view_is_refused_not_half_read() -> None:
    good = view_json(Deal.shuffled(1, 0).view(0))
    for key, bad in [("hand", ["ZZ"]), ("seat", 9), ("phase", "dancing"), ("legal", ["fly"]), ("tricks", 3)]:
        try:
            view_from_json({**good, key: bad}, Rules())
        except ValueError:
            continue
        raise AssertionError(f"{key}={bad!r} was accepted")


def test_a_declared_carre_of_eights_crosses_the_wire_and_turns_with_the_seats() -> None:
    hands = complete_hands({1: "8S 8H 8D 8C"})
    deal = make_deal(hands, taker=3, turned=hands[3].split()[0], trump="H", rules=ANNOUNCES)
    while not any(isinstance(a, DeclareCarre) for a in deal.legal_actions()):
        deal.apply(next(a for a in deal.legal_actions() if isinstance(a, Play) and not a.announce))
    deal.apply(DeclareCarre(Rank.EIGHT))
    for seat in range(4):
        view = deal.view(seat)
        assert view.declared == ((1, Rank.EIGHT),)
        wire = json.loads(json.dumps(view_json(view)))
        assert view_from_json(wire, ANNOUNCES) == without_announced_cards(view)
        assert rotate.view(view, seat).declared == (((1 - seat) % 4, Rank.EIGHT),)
