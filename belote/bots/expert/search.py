"""The solver's alpha-beta, as closures over one world's hands and tables (the hot loop).

Two kinds of nodes: a trick start (``lead``), where the transposition table, the bounds from the
points still to share and the best lead are kept, and a card inside a trick (``follow``), with its
own table. Values are the future card-point diff for ``our`` team, capot included, fail-soft.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from belote.bots.expert.moves import MoveTables, touching
from belote.bots.expert.position import CAPOT_BONUS, DIX_DE_DER
from belote.bots.expert.sure import sure_points
from belote.engine.fast import SUIT_MASK

INFINITE = 10_000

Lead = Callable[[int, int, int, int, int], int]
Follow = Callable[[int, int, int, int, int, int, int, int, int, int], int]


@dataclass
class Search:
    """The search functions of one world and what they share: hands (changed in place), tables."""

    hands: list[int]
    lead: Lead = field(init=False)
    """``lead(leader, won, rest, alpha, beta)``: at a trick start; ``rest`` is what the rest of the
    deal shares (card points in hand plus the dix de der)."""
    follow: Follow = field(init=False)
    """``follow(seat, led, top, winner, points, played, won, rest, alpha, beta)``: ``seat`` to play
    to a trick led in ``led`` that ``top`` (``winner``'s card) holds, ``played`` the mask of its
    cards, ``points`` their points."""
    after: Callable[[int, int, int, int, int, int], int] = field(init=False)
    """``after(winner, won, rest, points, alpha, beta)``: from a complete trick ``winner`` took."""
    count: Callable[[], int] = field(init=False)
    """The nodes searched so far."""


def build(hands: list[int], trump: int, our: int, must_undertrump: bool) -> Search:
    """The search over ``hands`` (the list is changed during a search and restored after)."""
    search = Search(hands)
    tables = MoveTables(trump)
    points = tables.points
    strength = tables.strength
    above = tables.above
    trumps = SUIT_MASK[trump]
    suits = SUIT_MASK
    leads_of = tables.leads
    follows_of = tables.follows
    history = [0] * 32
    starts: dict[int, tuple[int, int, int]] = {}
    inside: dict[int, tuple[int, int, int]] = {}
    them = 1 - our
    nodes = 0

    def count() -> int:
        return nodes

    def last_trick(leader: int, won: int) -> int:
        """The forced last trick (one card in each hand), dix de der and capot included."""
        row = strength[(hands[leader].bit_length() - 1) >> 3]
        winner, best, value = leader, -1, DIX_DE_DER
        for seat in (leader, (leader + 1) & 3, (leader + 2) & 3, (leader + 3) & 3):
            card = hands[seat].bit_length() - 1
            value += points[card]
            if row[card] > best:
                winner, best = seat, row[card]
        team = winner & 1
        won |= 1 << team
        if team != our:
            value = -value
        if won == 1 << our:
            return value + CAPOT_BONUS
        if won == 1 << them:
            return value - CAPOT_BONUS
        return value

    def after(winner: int, won: int, rest: int, value: int, alpha: int, beta: int) -> int:
        """From a complete trick worth ``value`` taken by ``winner``."""
        team = winner & 1
        won |= 1 << team
        if not hands[winner]:  # that was the last trick
            value += DIX_DE_DER
            if team != our:
                value = -value
            if won == 1 << our:
                return value + CAPOT_BONUS
            if won == 1 << them:
                return value - CAPOT_BONUS
            return value
        if team != our:
            return lead(winner, won, rest - value, alpha + value, beta + value) - value
        return value + lead(winner, won, rest - value, alpha - value, beta - value)

    def lead(leader: int, won: int, rest: int, alpha: int, beta: int) -> int:
        nonlocal nodes
        nodes += 1
        hand = hands[leader]
        if hand & (hand - 1) == 0:
            return last_trick(leader, won)
        remaining = hands[0] | hands[1] | hands[2] | hands[3]
        sure = sure_points(remaining, hands[our] | hands[our + 2], trump)
        if sure > 0:  # we hold the master trump: no capot for them
            low, high = 2 * sure - 2 - rest, rest if won >> them & 1 else rest + CAPOT_BONUS
        elif sure < 0:
            low, high = -rest if won >> our & 1 else -rest - CAPOT_BONUS, rest + 2 * sure + 2
        else:
            low = -rest if won >> our & 1 else -rest - CAPOT_BONUS
            high = rest if won >> them & 1 else rest + CAPOT_BONUS
        if high <= alpha:
            return high
        if low >= beta:
            return low
        key = remaining | leader << 32 | won << 34
        entry = starts.get(key)
        first = -1
        if entry is not None:
            low, high, first = entry
            if low >= beta:
                return low
            if high <= alpha:
                return high
            if low == high:
                return low
        if low > alpha:
            alpha = low
        if high < beta:
            beta = high
        alpha0, beta0 = alpha, beta
        moves = leads_of(hand, remaining)
        links = None
        moves = sorted(moves, key=lambda c: -history[c])  # leads that refuted a trick start before
        if first >= 0 and moves[0] != first and hand >> first & 1:
            moves.remove(first)
            moves.insert(0, first)
        maximise = (leader & 1) == our
        best = -INFINITE if maximise else INFINITE
        best_card = moves[0]
        seen: dict[int, int] = {}
        following = (leader + 1) & 3
        for card in moves:
            if seen:  # not the first card: may a touching one spare its search?
                if links is None:
                    links = touching(moves, remaining, trump)
                bound = skip(links[card], seen, maximise, alpha, beta) if card in links else None
                if bound is not None:
                    seen[card] = bound
                    if (bound > best) if maximise else (bound < best):
                        best = bound
                    continue
            hands[leader] = hand ^ (1 << card)
            value = follow(
                following, card >> 3, card, leader, points[card], 1 << card, won, rest, alpha, beta
            )
            seen[card] = value
            if maximise:
                if value > best:
                    best, best_card = value, card
                    if best > alpha:
                        alpha = best
            elif value < best:
                best, best_card = value, card
                if best < beta:
                    beta = best
            if alpha >= beta:
                history[card] += 1 << hand.bit_count()
                break
        hands[leader] = hand
        if best <= alpha0:
            high = best
        elif best >= beta0:
            low = best
        else:
            low = high = best
        starts[key] = (low, high, best_card)
        return best

    def follow(
        seat: int,
        led: int,
        top: int,
        winner: int,
        taken: int,
        played: int,
        won: int,
        rest: int,
        alpha: int,
        beta: int,
    ) -> int:
        nonlocal nodes
        nodes += 1
        hand = hands[seat]
        partner_wins = winner == seat ^ 2
        same = hand & suits[led]
        if led == trump:
            legal = (same & above[top] or same) if same else hand
        elif same:
            legal = same
        else:
            mine = hand & trumps
            if not mine or partner_wins:
                legal = hand
            elif top >> 3 != trump:
                legal = mine
            else:
                legal = mine & above[top] or (mine if must_undertrump else hand)
        row = strength[led]
        top_strength = row[top]
        last = played.bit_count() == 3
        if legal & (legal - 1) == 0:  # a forced card
            hands[seat] = hand ^ legal
            card = legal.bit_length() - 1
            if row[card] > top_strength:
                top, winner = card, seat
            if last:
                value = after(winner, won, rest, taken + points[card], alpha, beta)
            else:
                next_seat = (seat + 1) & 3
                value = follow(
                    next_seat, led, top, winner, taken + points[card], played | legal, won, rest, alpha, beta
                )
            hands[seat] = hand
            return value
        remaining = hands[0] | hands[1] | hands[2] | hands[3]
        key = remaining | played << 32 | won << 64
        entry = inside.get(key)
        first = -1
        if entry is not None:
            low, high, first = entry
            if low >= beta:
                return low
            if high <= alpha:
                return high
            if low == high:
                return low
            if low > alpha:
                alpha = low
            if high < beta:
                beta = high
        else:
            low, high = -INFINITE, INFINITE
        alpha0, beta0 = alpha, beta
        live = remaining | played
        moves = follows_of(legal, live, led, top_strength, partner_wins)
        links = None
        if first >= 0 and moves[0] != first:
            moves = [first, *(c for c in moves if c != first)]
        maximise = (seat & 1) == our
        best = -INFINITE if maximise else INFINITE
        best_card = moves[0]
        seen: dict[int, int] = {}
        next_seat = (seat + 1) & 3
        for card in moves:
            if seen:
                if links is None:
                    links = touching(moves, live, trump)
                bound = skip(links[card], seen, maximise, alpha, beta) if card in links else None
                if bound is not None:
                    seen[card] = bound
                    if (bound > best) if maximise else (bound < best):
                        best = bound
                    continue
            hands[seat] = hand ^ (1 << card)
            if row[card] > top_strength:
                new_top, new_winner = card, seat
            else:
                new_top, new_winner = top, winner
            if last:
                value = after(new_winner, won, rest, taken + points[card], alpha, beta)
            else:
                value = follow(
                    next_seat,
                    led,
                    new_top,
                    new_winner,
                    taken + points[card],
                    played | 1 << card,
                    won,
                    rest,
                    alpha,
                    beta,
                )
            seen[card] = value
            if maximise:
                if value > best:
                    best, best_card = value, card
                    if value > alpha:
                        alpha = value
            elif value < best:
                best, best_card = value, card
                if value < beta:
                    beta = value
            if alpha >= beta:
                break
        hands[seat] = hand
        if best <= alpha0:
            high = best
        elif best >= beta0:
            low = best
        else:
            low = high = best
        inside[key] = (low, high, best_card)
        return best

    search.lead, search.follow, search.after, search.count = lead, follow, after, count
    return search


def skip(
    links: list[tuple[int, int]], seen: dict[int, int], maximise: bool, alpha: int, beta: int
) -> int | None:
    """A bound that makes searching a card useless, from a touching card already searched, or None.

    Two cards of one hand with no live card between them win the same tricks in every line of
    play, so their values differ at most by twice their point difference (``links``: each touching
    card with that margin)."""
    for other, margin in links:
        if other in seen:
            if maximise:
                bound = seen[other] + margin
                if bound <= alpha:
                    return bound
            else:
                bound = seen[other] - margin
                if bound >= beta:
                    return bound
    return None
