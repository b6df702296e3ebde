"""Exact double-dummy alpha-beta search for the end of a deal, on 32-bit masks.

Minimax on the card-point diff (the viewer team maximises, capot included); the deal scoring is
a non-decreasing function of that diff, so mapping the exact diff at the root loses nothing.
The search itself (``search.build``) keeps transposition tables at trick starts and inside tricks,
cuts a node whose window lies beyond what the cards left can give (``sure``), orders the moves
and searches equivalent cards once (``moves``). ``value`` drives null-window searches to the
exact value, which is much faster than one full-window search when the guess is close.
"""

from __future__ import annotations

from belote.bots.expert.moves import reduce_equivalent
from belote.bots.expert.position import CAPOT_BONUS, DIX_DE_DER, Position
from belote.bots.expert.search import INFINITE, build
from belote.engine.fast import POINTS, STRENGTH, iter_cards, legal_mask, winner_index

__all__ = ["Solver", "brute_force", "reduce_equivalent"]


def _middle(low: int, high: int) -> int:
    """A value of the bounds' parity in ``(low, high]``, halfway between them."""
    return low + (high - low) // 4 * 2 + 2


class Solver:
    """A double-dummy solver for one world; its transposition tables live as long as the object."""

    def __init__(self, position: Position) -> None:
        """Search ``position`` (not modified: the solver works on a copy of its hands)."""
        self.root = position
        self.trump = position.trump
        self._search = build(
            list(position.hands), position.trump, position.our_team, position.must_undertrump
        )

    @property
    def nodes(self) -> int:
        """The nodes searched so far (cards tried, trick starts included)."""
        return self._search.count()

    def values(self, moves: list[int]) -> list[int]:
        """The exact final card-point diff (capot included) after each root move, best play after."""
        root = self.root
        seat = root.to_play
        out = []
        for card in moves:
            trick = [*root.trick, card]
            self._search.hands[:] = root.hands
            self._search.hands[seat] ^= 1 << card
            out.append(root.diff + self._resume(trick, -INFINITE, INFINITE))
        return out

    def best(self) -> int:
        """The exact final diff with best play from the root (the minimax value), full window."""
        return self.root.diff + self.probe(-INFINITE, INFINITE)

    def probe(self, alpha: int, beta: int) -> int:
        """The root's future diff if strictly inside ``(alpha, beta)``, else a bound beyond that side."""
        self._search.hands[:] = self.root.hands
        return self._resume(list(self.root.trick), alpha, beta)

    def value(self, guess: int) -> int:
        """The exact final diff, by null-window probes from ``guess`` (exact for any guess; faster
        for a close one): steps that double while the probes fail on the same side, then halving."""
        root = self.root
        self._search.hands[:] = root.hands
        rest = self._rest(root.trick)
        low, high = -rest - CAPOT_BONUS, rest + CAPOT_BONUS  # future diffs, all of rest's parity
        target = guess - root.diff
        target += (target - rest) & 1
        step, side = 2, 0
        while low < high:
            target = max(low + 2, min(high, target))
            found = self.probe(target - 1, target)  # is the value at least ``target``?
            if found >= target:
                low = found
                step = step * 2 if side > 0 else 2
                side = 1
                target = min(low + step, _middle(low, high))
            else:
                high = found
                step = step * 2 if side < 0 else 2
                side = -1
                target = max(high - step + 2, _middle(low, high))
        return root.diff + low

    def _rest(self, trick: list[int]) -> int:
        """What the rest of the deal shares: the points in hands and in the trick, the dix de der."""
        points = POINTS[self.trump]
        hands = self._search.hands
        cards = iter_cards(hands[0] | hands[1] | hands[2] | hands[3])
        return DIX_DE_DER + sum(points[c] for c in cards) + sum(points[c] for c in trick)

    def _resume(self, trick: list[int], alpha: int, beta: int) -> int:
        """The future diff with ``trick`` in progress from the root's leader (complete, or empty)."""
        root, search = self.root, self._search
        rest = self._rest(trick)
        leader = root.leader
        if not trick:
            return search.lead(leader, root.won, rest, alpha, beta)
        top = winner_index(trick, self.trump)
        points = sum(POINTS[self.trump][c] for c in trick)
        if len(trick) == 4:
            winner = (leader + top) & 3
            return search.after(winner, root.won, rest, points, alpha, beta)
        seat = (leader + len(trick)) & 3
        played = sum(1 << c for c in trick)
        winner = (leader + top) & 3
        return search.follow(
            seat, trick[0] >> 3, trick[top], winner, points, played, root.won, rest, alpha, beta
        )


def brute_force(position: Position) -> int:
    """Plain minimax without pruning, tables or equivalences: the reference the tests compare to."""
    hands = list(position.hands)
    trump = position.trump
    our = position.our_team

    def search(leader: int, trick: list[int], won: int, diff: int) -> int:
        if len(trick) == 4:
            strength = STRENGTH[trump][trick[0] >> 3]
            best = max(range(4), key=lambda i: strength[trick[i]])
            winner = (leader + best) & 3
            value = sum(POINTS[trump][c] for c in trick)
            won |= 1 << (winner & 1)
            done = not any(hands)
            if done:
                value += DIX_DE_DER
            diff += value if (winner & 1) == our else -value
            if done:
                if won == 1 << our:
                    diff += CAPOT_BONUS
                elif won == 1 << (1 - our):
                    diff -= CAPOT_BONUS
                return diff
            return search(winner, [], won, diff)
        seat = (leader + len(trick)) & 3
        results = []
        for card in iter_cards(legal_mask(hands[seat], trick, trump, position.must_undertrump)):
            hands[seat] ^= 1 << card
            results.append(search(leader, [*trick, card], won, diff))
            hands[seat] ^= 1 << card
        return max(results) if (seat & 1) == our else min(results)

    return search(position.leader, list(position.trick), position.won, position.diff)
