"""Shared helpers for the expert bot's tests: random positions and deals played to a point."""

from __future__ import annotations

import random

from belote.bots.expert.position import Position
from belote.engine import Deal
from belote.engine.fast import POINTS, iter_cards, legal_mask, winner_index


def random_position(rng: random.Random, tricks_left: int, extra: int = 0) -> Position:
    """A random deal played at random until ``tricks_left`` tricks remain, minus ``extra`` cards."""
    deck = list(range(32))
    rng.shuffle(deck)
    hands = [sum(1 << c for c in deck[8 * i : 8 * i + 8]) for i in range(4)]
    trump = rng.randrange(4)
    our = rng.randrange(2)
    position = Position(hands, trump, rng.randrange(4), [], our)
    while position.cards_left() > 4 * tricks_left - extra:
        seat = position.to_play
        card = rng.choice(iter_cards(legal_mask(position.hands[seat], position.trick, trump)))
        position.hands[seat] ^= 1 << card
        position.trick.append(card)
        if len(position.trick) == 4:
            winner = (position.leader + winner_index(position.trick, trump)) & 3
            points = sum(POINTS[trump][c] for c in position.trick)
            position.diff += points if (winner & 1) == our else -points
            position.won |= 1 << (winner & 1)
            position.leader = winner
            position.trick = []
    return position


def random_deal(seed: int, plays: int) -> Deal:
    """A seeded deal: random bids until someone takes, then ``plays`` random legal plays."""
    rng = random.Random(seed)
    while True:
        deal = Deal.shuffled(rng.randrange(2**32), rng.randrange(4))
        while deal.phase == "bidding":
            actions = deal.legal_actions()
            takes = [a for a in actions if str(a) != "pass"]
            deal.apply(rng.choice(takes) if takes and rng.random() < 0.4 else actions[0])
        if deal.phase == "playing":
            break
    for _ in range(plays):
        if deal.phase != "playing":
            break
        deal.apply(rng.choice(deal.legal_actions()))
    return deal
