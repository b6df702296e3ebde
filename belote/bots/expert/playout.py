"""Fast int-level playouts: a club player's card policy on full-information worlds.

Used to evaluate actions early in the deal (too many tricks left for an exact search) and to
simulate whole deals when bidding. Each world is fully known, so the policy may look at all
hands: it checks whether a card will really hold the trick instead of guessing.
"""

from __future__ import annotations

from belote.bots.expert.position import CAPOT_BONUS, DIX_DE_DER, Position
from belote.engine.fast import POINTS, STRENGTH, SUIT_MASK, complete_trick, iter_cards, legal_mask


def _best_strength(hand: int, led: int, trump: int) -> int:
    """The strongest card ``hand`` could put on a trick led in ``led`` (-1 if it can't win)."""
    strength = STRENGTH[trump][led]
    cards = hand & SUIT_MASK[led]
    if not cards:
        cards = hand & SUIT_MASK[trump]
        if not cards:
            return -1
    best = -1
    while cards:
        low = cards & -cards
        cards ^= low
        value = strength[low.bit_length() - 1]
        if value > best:
            best = value
    return best


def _master(cards: int, strength: tuple[int, ...]) -> int:
    """The strongest card of a non-empty mask of one suit."""
    best, best_value = -1, -1
    while cards:
        low = cards & -cards
        cards ^= low
        card = low.bit_length() - 1
        if strength[card] > best_value:
            best, best_value = card, strength[card]
    return best


def _cheapest(cards: list[int], points: tuple[int, ...], strength: tuple[int, ...]) -> int:
    """The card giving away the fewest points, keeping trumps (highest strength) last."""
    return min(cards, key=lambda c: (points[c], strength[c]))


def _lead(hands: list[int], seat: int, trump: int, attack: int) -> int:
    """Lead: draw trumps with the master as the attack, cash safe masters, else lead low."""
    hand = hands[seat]
    live = hands[0] | hands[1] | hands[2] | hands[3]
    opponents = hands[(seat + 1) & 3] | hands[(seat + 3) & 3]
    trump_mask = SUIT_MASK[trump]
    points = POINTS[trump]
    if hand & trump_mask and opponents & trump_mask and (seat & 1) == attack:
        master = _master(live & trump_mask, STRENGTH[trump][trump])
        if hand >> master & 1:
            return master
    best, best_points = -1, -1
    partner_lead = -1
    for suit in range(4):
        mine = hand & SUIT_MASK[suit]
        if suit == trump or not mine:
            continue
        safe = True
        for opponent in ((seat + 1) & 3, (seat + 3) & 3):
            other = hands[opponent]
            if not other & SUIT_MASK[suit] and other & trump_mask:
                safe = False
        if not safe:
            continue
        master = _master(live & SUIT_MASK[suit], STRENGTH[trump][suit])
        if hand >> master & 1:
            if points[master] > best_points:
                best, best_points = master, points[master]
        elif hands[(seat + 2) & 3] >> master & 1 and partner_lead < 0:
            partner_lead = _cheapest(iter_cards(mine), points, STRENGTH[trump][suit])
    if best >= 0:
        return best
    if partner_lead >= 0:
        return partner_lead
    side = hand & ~trump_mask
    lead_strength = STRENGTH[trump]
    if side:
        return min(iter_cards(side), key=lambda c: (points[c], lead_strength[c >> 3][c]))
    return _master(hand, lead_strength[trump])


def policy(hands: list[int], trick: list[int], leader: int, trump: int, attack: int, mu: bool) -> int:
    """The card the seat to play chooses; ``attack`` is the taker's team."""
    seat = (leader + len(trick)) & 3
    legal = legal_mask(hands[seat], trick, trump, mu)
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    if not trick:
        return _lead(hands, seat, trump, attack)
    size = len(trick)
    led = trick[0] >> 3
    strength = STRENGTH[trump][led]
    points = POINTS[trump]
    top_index = 0
    for i in range(1, size):
        if strength[trick[i]] > strength[trick[top_index]]:
            top_index = i
    top = strength[trick[top_index]]
    cards = iter_cards(legal)
    next_best = -1 if size == 3 else _best_strength(hands[(seat + 1) & 3], led, trump)
    if size >= 2 and top_index == size - 2 and next_best < top:
        # partner holds the trick for sure: load points, keeping trumps
        trump_mask = SUIT_MASK[trump]
        return max(cards, key=lambda c: (not (1 << c) & trump_mask, points[c], -strength[c]))
    winners = [c for c in cards if strength[c] > top]
    if winners:
        safe = [c for c in winners if strength[c] > next_best]
        if safe:
            return min(safe, key=lambda c: (strength[c] >= 16 and led != trump, strength[c]))
    return _cheapest(cards, points, strength)


def playout(position: Position, attack: int) -> int:
    """Play ``position`` to the end with :func:`policy` for every seat; the final card diff."""
    hands = list(position.hands)
    trick = list(position.trick)
    leader = position.leader
    trump = position.trump
    our = position.our_team
    mu = position.must_undertrump
    diff = position.diff
    won = position.won
    while True:
        if len(trick) == 4:
            winner, value = complete_trick(trick, leader, trump)
            won |= 1 << (winner & 1)
            done = not (hands[0] | hands[1] | hands[2] | hands[3])
            if done:
                value += DIX_DE_DER
            diff += value if (winner & 1) == our else -value
            if done:
                if won == 1 << our:
                    return diff + CAPOT_BONUS
                if won == 1 << (1 - our):
                    return diff - CAPOT_BONUS
                return diff
            leader = winner
            trick = []
        card = policy(hands, trick, leader, trump, attack, mu)
        hands[(leader + len(trick)) & 3] ^= 1 << card
        trick.append(card)
