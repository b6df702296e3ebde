"""Exact values of the last two tricks by plain minimax, for the many small worlds of an endgame.

With at most two cards in each hand the trick in progress has at most eight ways to finish and the
last trick is forced, so a direct minimax without tables or move ordering is several times
cheaper than the general double-dummy solver, whose set-up dominates at this size.
"""

from __future__ import annotations

from belote.bots.expert.position import DIX_DE_DER, final_diff
from belote.engine.fast import POINTS, STRENGTH, legal_mask

MAX_CARDS = 8
"""Cards left in the hands (trick in progress excluded) up to which :func:`last_tricks_values`
applies: two per hand."""


def last_tricks_values(
    hands: list[int],
    trick: list[int],
    leader: int,
    trump: int,
    our_team: int,
    diff: int,
    won: int,
    must_undertrump: bool,
    moves: list[int],
) -> list[int]:
    """The exact final card diff (dix de der and capot included) after each of ``moves`` by the
    seat to play, everyone playing best after; every hand holds two cards at most."""
    seat = (leader + len(trick)) & 3
    hands = list(hands)
    trick = list(trick)
    hand = hands[seat]
    out = []
    for card in moves:
        hands[seat] = hand ^ (1 << card)
        trick.append(card)
        out.append(_finish(hands, trick, leader, trump, our_team, diff, won, must_undertrump, -BOUND, BOUND))
        trick.pop()
    hands[seat] = hand
    return out


BOUND = 10_000
"""Beyond any final diff (a capot is 252)."""


def _finish(
    hands: list[int],
    trick: list[int],
    leader: int,
    trump: int,
    our: int,
    diff: int,
    won: int,
    mu: bool,
    alpha: int,
    beta: int,
) -> int:
    """Minimax final diff (alpha-beta) of the trick in progress and the forced last trick."""
    size = len(trick)
    if size == 4:
        return _two_tricks(hands, trick, leader, trump, our, diff, won)
    seat = (leader + size) & 3
    hand = hands[seat]
    legal = legal_mask(hand, trick, trump, mu)
    maximise = (seat & 1) == our
    best = -BOUND if maximise else BOUND
    last = size == 3
    while legal:
        low = legal & -legal
        legal ^= low
        hands[seat] = hand ^ low
        trick.append(low.bit_length() - 1)
        if last:
            value = _two_tricks(hands, trick, leader, trump, our, diff, won)
        else:
            value = _finish(hands, trick, leader, trump, our, diff, won, mu, alpha, beta)
        trick.pop()
        if maximise:
            if value > best:
                best = value
                if value > alpha:
                    alpha = value
        elif value < best:
            best = value
            if value < beta:
                beta = value
        if alpha >= beta:
            break
    hands[seat] = hand
    return best


def _two_tricks(
    hands: list[int], trick: list[int], leader: int, trump: int, our: int, diff: int, won: int
) -> int:
    """The final diff once ``trick`` (complete) is taken and the cards left in hand, one per hand
    or none, are played as the last trick."""
    points = POINTS[trump]
    strength = STRENGTH[trump][trick[0] >> 3]
    best = 0
    top = strength[trick[0]]
    for i in (1, 2, 3):
        if strength[trick[i]] > top:
            best, top = i, strength[trick[i]]
    winner = (leader + best) & 3
    value = points[trick[0]] + points[trick[1]] + points[trick[2]] + points[trick[3]]
    if hands[0] | hands[1] | hands[2] | hands[3]:
        won |= 1 << (winner & 1)
        diff += value if (winner & 1) == our else -value
        first = hands[winner].bit_length() - 1
        strength = STRENGTH[trump][first >> 3]
        top = strength[first]
        value = points[first]
        best = 0
        for i in (1, 2, 3):
            card = hands[(winner + i) & 3].bit_length() - 1
            value += points[card]
            if strength[card] > top:
                best, top = i, strength[card]
        winner = (winner + best) & 3
    value += DIX_DE_DER
    won |= 1 << (winner & 1)
    return final_diff(diff + (value if (winner & 1) == our else -value), won, our)
