"""The bots' stated rule for a carré of 7s or 8s (docs/bots.md): four 7s void the deal unless the
bot's team took and its hand is worth keeping; four 8s cancel the announces when the opponents hold
the best one (or when nothing is announced, the bot has none and its partner played without one).

Seat 0 leads (dealer 3); the written cards are held, the rest filled in without other combinations.
"""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from belote.bots import ExpertBot, HeuristicBot
from belote.bots.carres import carre_choice
from belote.bots.expert.cardplay import announce_points
from belote.engine import Deal, DeclareCarre, Play, Rank, Rules
from tests.engine.helpers import complete_hands, make_deal, play_until

SEVENS, EIGHTS = DeclareCarre(Rank.SEVEN), DeclareCarre(Rank.EIGHT)
RULES = Rules(announces=True, carre_of_sevens_voids=True, carre_of_eights_cancels=True)


def table(fixed: Mapping[int, str], taker: int = 3, turned: str | None = None) -> Deal:
    """A deal taken at hearts by ``taker`` where the seats hold ``fixed``."""
    hands = complete_hands(fixed)
    turned = turned or next(c for c in hands[taker].split() if c.endswith("H"))
    return make_deal(hands, taker=taker, turned=turned, trump="H", rules=RULES)


def test_four_sevens_in_defence_void_the_deal() -> None:
    deal = table({2: "7S 7H 7D 7C"})
    play_until(deal, 2)
    view = deal.view(2)
    assert SEVENS in view.legal
    assert carre_choice(view) == SEVENS
    assert HeuristicBot(seed=1).choose(view) == SEVENS
    assert ExpertBot(seed=1, budget=1).choose(view) == SEVENS


@pytest.mark.parametrize(
    ("hand", "voids"),
    [("7S 7H 7D 7C JH 9H AH TH", False), ("7S 7H 7D 7C 8H QS KD 9C", True)],
    ids=["strong taker keeps", "weak taker voids"],
)
def test_the_taker_keeps_four_sevens_only_with_a_hand_worth_taking(hand: str, voids: bool) -> None:
    deal = table({3: hand}, taker=3, turned="7H")
    play_until(deal, 3)
    view = deal.view(3)
    assert SEVENS in view.legal
    assert (carre_choice(view) == SEVENS) is voids
    for bot in (HeuristicBot(seed=1), ExpertBot(seed=1, budget=1)):
        choice = bot.choose(view)
        assert (choice == SEVENS) is voids
        assert choice in view.legal, "keeping the carré, the bot plays one of its legal cards"


def test_four_eights_cancel_a_better_announce_of_the_opponents() -> None:
    deal = table({0: "KS QS JS", 1: "8S 8H 8D 8C"})
    play_until(deal, 1, announcers={0})
    view = deal.view(1)
    assert EIGHTS in view.legal and carre_choice(view) == EIGHTS
    assert HeuristicBot(seed=1).choose(view) == EIGHTS


def test_four_eights_are_kept_when_the_partner_holds_the_best_announce() -> None:
    deal = table({1: "KS QS JS", 3: "8S 8H 8D 8C"}, taker=0)
    play_until(deal, 3, announcers={1})
    view = deal.view(3)
    assert EIGHTS in view.legal and carre_choice(view) is None
    assert isinstance(HeuristicBot(seed=1).choose(view), Play)
    assert isinstance(ExpertBot(seed=1, budget=1).choose(view), Play)


def test_the_expert_counts_no_announce_once_four_eights_are_declared() -> None:
    deal = table({0: "KS QS JS", 1: "8S 8H 8D 8C"})
    play_until(deal, 1, announcers={0})
    assert announce_points(deal.view(2), 0) == (20, 0), "seat 0's tierce, as far as seat 2 knows"
    deal.apply(EIGHTS)
    assert announce_points(deal.view(2), 0) == (0, 0)


def test_four_eights_with_nothing_announced() -> None:
    after_partner = table({3: "8S 8H 8D 8C"}, taker=0)
    play_until(after_partner, 3)
    assert carre_choice(after_partner.view(3)) == EIGHTS, "the partner played without announcing"
    leading = table({0: "8S 8H 8D 8C"}, taker=1)
    assert carre_choice(leading.view(0)) is None, "the partner may still announce"
    kept = ExpertBot(seed=1, budget=1).choose(leading.view(0))
    assert isinstance(kept, Play) and kept in leading.view(0).legal, "the expert searches its cards"
