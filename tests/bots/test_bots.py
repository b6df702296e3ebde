"""Every registered bot plays only legal actions, is deterministic, and never peeks at hidden cards."""

from __future__ import annotations

import random

import pytest

from belote.bots import BOTS
from belote.bots.arena import make_bot
from belote.bots.base import Bot, rng_for
from belote.engine import CARDS, Action, Card, Deal, IllegalAction, Rules, mask_of

SMALL_BUDGET = 2
"""Budget for bots that take one (the expert), so the tests stay fast."""
DEALS = {"random": 300, "beginner": 300, "heuristic": 300, "club": 300}
"""Seeded deals per bot in the legality test; bots not listed (the experts) play a few."""
RULE_SETS = [Rules(), Rules(announces=True), Rules(must_undertrump=False, first_packet=2)]


def bot(name: str, seed: int) -> Bot:
    """A registry bot with the tests' reduced budget."""
    return make_bot(name, seed, SMALL_BUDGET)


def test_registry_has_the_levels() -> None:
    """The app and the arena pick bots by these names; each class carries its name."""
    assert {"random", "heuristic"} <= set(BOTS)
    for name, cls in BOTS.items():
        assert cls.name == name
        assert issubclass(cls, Bot)


@pytest.mark.parametrize("name", sorted(BOTS))
def test_bot_plays_only_legal_actions(name: str) -> None:
    """Over many seeded deals (all four seats the same bot), every action is legal."""
    rng = random.Random(31)
    decisions = 0
    for number in range(DEALS.get(name, 4)):
        rules = RULE_SETS[number % len(RULE_SETS)]
        deal = Deal.shuffled(rng, number % 4, rules)
        players = [bot(name, number * 4 + seat) for seat in range(4)]
        while deal.to_play is not None:
            seat = deal.to_play
            legal = deal.legal_actions()
            action = players[seat].choose(deal.view(seat))
            assert action in legal, (number, seat, action, legal)
            deal.apply(action)
            decisions += 1
    assert decisions > 0


def test_heuristic_announces_and_declares_belote() -> None:
    """Whenever an announce or belote flag is legal with the chosen card, the heuristic uses it."""
    rng = random.Random(5)
    flagged = 0
    for number in range(150):
        deal = Deal.shuffled(rng, number % 4, Rules(announces=True))
        players = [bot("heuristic", seat) for seat in range(4)]
        while deal.to_play is not None:
            seat = deal.to_play
            action = players[seat].choose(deal.view(seat))
            card = getattr(action, "card", None)
            options = [a for a in deal.legal_actions() if getattr(a, "card", None) is card]
            if any(getattr(a, "announce", False) for a in options):
                assert action.announce  # type: ignore[union-attr]
                flagged += 1
            if any(getattr(a, "belote", False) for a in options):
                assert action.belote  # type: ignore[union-attr]
                flagged += 1
            deal.apply(action)
    assert flagged > 10


def test_rng_depends_only_on_seed_and_view() -> None:
    """Bots' randomness is a function of (seed, view): equal inputs, equal streams."""
    deal = Deal.shuffled(3, 0)
    view = deal.view(deal.to_play or 0)
    assert rng_for(4, view).random() == rng_for(4, view).random()
    assert rng_for(4, view).random() != rng_for(5, view).random()


def _record(deal: Deal, players: list[Bot]) -> list[Action]:
    """Play ``deal`` to the end; return its actions."""
    actions = []
    while deal.to_play is not None:
        action = players[deal.to_play].choose(deal.view(deal.to_play))
        actions.append(action)
        deal.apply(action)
    return actions


def _choices(deck: list[Card], dealer: int, actions: list[Action]) -> list[int]:
    """The points of the replay where the seat to play has more than one legal action."""
    deal = Deal.from_deck(deck, dealer)
    points = []
    for number, action in enumerate(actions):
        if len({getattr(a, "card", a) for a in deal.legal_actions()}) > 1:
            points.append(number)
        deal.apply(action)
    return points


def _twin(
    deck: list[Card], dealer: int, actions: list[Action], upto: int, seat: int, rng: random.Random
) -> Deal | None:
    """A deck where two cards unseen by ``seat`` switch places, replaying ``actions[:upto]`` legally.

    During the bidding a card of another hand changes places with any unseen card (dealt or not);
    in the play, two other seats exchange a card. Returns the twin deal at that point, or None when
    no swap keeps the replay legal.
    """
    first = Deal.from_deck(deck, dealer)
    for action in actions[:upto]:
        first.apply(action)
    hands = [mask_of(hand) for hand in first.hands]
    turned = deck[20].index
    others = [s for s in range(4) if s != seat]
    for _ in range(20):
        rng.shuffle(others)
        movable = [c for c in range(32) if hands[others[0]] >> c & 1 and c != turned]
        if first.phase == "bidding":
            pool = [c for c in range(32) if not hands[seat] >> c & 1 and c != turned]
        else:
            pool = [c for c in range(32) if hands[others[1]] >> c & 1 and c != turned]
        if not movable or not pool:
            continue
        c1 = rng.choice(movable)
        c2 = rng.choice([c for c in pool if c != c1])
        exchange = {c1: CARDS[c2], c2: CARDS[c1]}
        twin = Deal.from_deck([exchange.get(card.index, card) for card in deck], dealer)
        try:
            for action in actions[:upto]:
                twin.apply(action)
        except IllegalAction:
            continue
        return twin
    return None


@pytest.mark.parametrize("name", sorted(BOTS))
def test_bot_never_peeks(name: str) -> None:
    """Same seed and same view give the same decision, whatever the hidden cards are."""
    rng = random.Random(77)
    compared = 0
    for number in range(60 if name in DEALS else 8):
        deck = list(CARDS)
        rng.shuffle(deck)
        dealer = number % 4
        players = [bot(rng.choice(sorted(DEALS)), seat) for seat in range(4)]
        actions = _record(Deal.from_deck(deck, dealer), players)
        upto = rng.choice(_choices(deck, dealer, actions))
        original = Deal.from_deck(deck, dealer)
        for action in actions[:upto]:
            original.apply(action)
        seat = original.to_play
        assert seat is not None
        twin = _twin(deck, dealer, actions, upto, seat, rng)
        if twin is None:
            continue
        assert twin.hands != original.hands or twin.deck != original.deck
        view = original.view(seat)
        assert twin.view(seat) == view
        assert bot(name, 9).choose(view) == bot(name, 9).choose(twin.view(seat))
        compared += 1
    assert compared >= (40 if name in DEALS else 4)
