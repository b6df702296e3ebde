"""Sampling the hidden hands uniformly among those consistent with the card tracker.

The unseen cards are grouped by which other seats may hold them (at most seven patterns); a
dynamic program counts the completions for every remaining need, so each sample is drawn exactly
uniformly. If the constraints cannot be met (a human broke an assumption, a tracking bug), the
fallback deals the cards respecting as many constraints as it can and never fails.
"""

from __future__ import annotations

import random
from math import comb
from typing import TYPE_CHECKING

from belote.engine.fast import ALL_CARDS, iter_cards

if TYPE_CHECKING:
    from belote.bots.tracker import Tracker


class Sampler:
    """Draws complete deals (four hand masks) consistent with one seat's knowledge."""

    def __init__(
        self,
        seat: int,
        mine: int,
        pool: int,
        possible: tuple[int, ...] | list[int],
        known: tuple[int, ...] | list[int],
        counts: tuple[int, ...] | list[int],
    ) -> None:
        """``pool``: every card held by the three other seats; ``counts``: cards in each hand."""
        self.seat = seat
        self.mine = mine
        self.others = [s for s in range(4) if s != seat]
        self.counts = list(counts)
        self.pool = pool
        self.possible = [possible[s] & pool for s in range(4)]
        self.known = [known[s] & pool for s in range(4)]
        self.exact = self._prepare()

    @classmethod
    def from_tracker(cls, tracker: Tracker) -> Sampler:
        """The sampler for the tracker's viewer: every unplayed card it does not hold is dealt."""
        pool = ALL_CARDS & ~tracker.played & ~tracker.mine
        return cls(tracker.seat, tracker.mine, pool, tracker.possible, tracker.known, tracker.counts)

    def _prepare(self) -> bool:
        """Build the pattern groups and the counting table; False when no exact completion exists."""
        others = self.others
        known_all = 0
        for s in others:
            if known_all & self.known[s]:
                return False
            known_all |= self.known[s]
        self.free = self.pool & ~known_all
        needs = []
        for s in others:
            need = self.counts[s] - self.known[s].bit_count()
            if need < 0:
                return False
            needs.append(need)
        if sum(needs) != self.free.bit_count():
            return False
        groups: dict[int, list[int]] = {}
        for card in iter_cards(self.free):
            pattern = 0
            for j, s in enumerate(others):
                if self.possible[s] >> card & 1:
                    pattern |= 1 << j
            if not pattern:
                return False
            groups.setdefault(pattern, []).append(card)
        self.groups = sorted(groups.items())
        self.needs = tuple(needs)
        self.memo: dict[tuple[int, int, int, int], int] = {}
        return self._ways(0, *self.needs) > 0

    def _splits(self, index: int, r0: int, r1: int, r2: int) -> list[tuple[int, int, int, int]]:
        """The ways to split group ``index`` among its seats: (weight, k0, k1, k2)."""
        pattern, cards = self.groups[index]
        n = len(cards)
        out = []
        top0 = min(r0, n) if pattern & 1 else 0
        top1 = min(r1, n) if pattern & 2 else 0
        for k0 in range(top0 + 1):
            for k1 in range(min(top1, n - k0) + 1):
                k2 = n - k0 - k1
                if (k2 and not pattern & 4) or k2 > r2:
                    continue
                out.append((comb(n, k0) * comb(n - k0, k1), k0, k1, k2))
        return out

    def _ways(self, index: int, r0: int, r1: int, r2: int) -> int:
        """Number of completions of groups ``index``.. with these remaining needs."""
        if index == len(self.groups):
            return 1 if r0 == r1 == r2 == 0 else 0
        key = (index, r0, r1, r2)
        cached = self.memo.get(key)
        if cached is not None:
            return cached
        total = 0
        for weight, k0, k1, k2 in self._splits(index, r0, r1, r2):
            total += weight * self._ways(index + 1, r0 - k0, r1 - k1, r2 - k2)
        self.memo[key] = total
        return total

    def sample(self, rng: random.Random) -> list[int]:
        """Four hand masks: the viewer's hand and a consistent completion of the others."""
        if not self.exact:
            return self._fallback(rng)
        hands = [0, 0, 0, 0]
        hands[self.seat] = self.mine
        for s in self.others:
            hands[s] = self.known[s]
        r0, r1, r2 = self.needs
        for index, (_, cards) in enumerate(self.groups):
            splits = self._splits(index, r0, r1, r2)
            weights = [w * self._ways(index + 1, r0 - a, r1 - b, r2 - c) for w, a, b, c in splits]
            pick = rng.randrange(sum(weights))
            chosen = splits[-1]
            for split, weight in zip(splits, weights, strict=True):
                if pick < weight:
                    chosen = split
                    break
                pick -= weight
            _, k0, k1, k2 = chosen
            shuffled = list(cards)
            rng.shuffle(shuffled)
            start = 0
            for j, k in enumerate((k0, k1, k2)):
                for card in shuffled[start : start + k]:
                    hands[self.others[j]] |= 1 << card
                start += k
            r0, r1, r2 = r0 - k0, r1 - k1, r2 - k2
        return hands

    def count(self) -> int:
        """How many consistent completions there are (0 when the constraints cannot be met)."""
        return self._ways(0, *self.needs) if self.exact else 0

    def enumerate(self) -> list[list[int]]:
        """Every consistent completion (for small endgames: the count grows fast with the pool)."""
        if not self.exact:
            return []
        out: list[list[int]] = []
        base = [0, 0, 0, 0]
        base[self.seat] = self.mine
        for s in self.others:
            base[s] = self.known[s]
        cards = iter_cards(self.free)

        def place(i: int, hands: list[int], room: list[int]) -> None:
            if i == len(cards):
                out.append(list(hands))
                return
            card = cards[i]
            for j, s in enumerate(self.others):
                if room[j] and self.possible[s] >> card & 1:
                    hands[s] |= 1 << card
                    room[j] -= 1
                    place(i + 1, hands, room)
                    room[j] += 1
                    hands[s] ^= 1 << card

        place(0, base, list(self.needs))
        return out

    def _fallback(self, rng: random.Random) -> list[int]:
        """Deal the pool to the right hand sizes, honouring known cards and voids where possible."""
        hands = [0, 0, 0, 0]
        hands[self.seat] = self.mine
        room = {s: self.counts[s] for s in self.others}
        cards = iter_cards(self.pool)
        rng.shuffle(cards)
        for s in self.others:  # known cards first, while they fit
            for card in cards:
                if self.known[s] >> card & 1 and room[s] > 0 and not self._dealt(hands, card):
                    hands[s] |= 1 << card
                    room[s] -= 1
        rest = [c for c in cards if not self._dealt(hands, c)]
        rest.sort(key=lambda c: sum(self.possible[s] >> c & 1 for s in self.others))
        for card in rest:
            open_seats = [s for s in self.others if room[s] > 0]
            if not open_seats:
                break
            fitting = [s for s in open_seats if self.possible[s] >> card & 1] or open_seats
            seat = rng.choice(fitting)
            hands[seat] |= 1 << card
            room[seat] -= 1
        return hands

    @staticmethod
    def _dealt(hands: list[int], card: int) -> bool:
        return bool((hands[0] | hands[1] | hands[2] | hands[3]) >> card & 1)
