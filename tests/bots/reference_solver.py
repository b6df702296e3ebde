"""The double-dummy solver as it was before its search was reworked: the reference the whole-deal
par is compared with (plain alpha-beta, a table at trick starts, zero-point equivalents, MTD(f))."""

from __future__ import annotations

from belote.bots.expert.moves import reduce_equivalent
from belote.bots.expert.position import CAPOT_BONUS, DIX_DE_DER, Position
from belote.engine.fast import ABOVE, POINTS, STRENGTH, complete_trick, iter_cards, legal_mask


class ReferenceSolver:
    """The former solver: one world, its table kept for the object's life."""

    def __init__(self, position: Position) -> None:
        """Search ``position`` (not modified: the solver works on copies of its hands)."""
        self.root = position
        self.trump = position.trump
        self.our_team = position.our_team
        self.must_undertrump = position.must_undertrump
        self.hands = list(position.hands)
        self.table: dict[int, tuple[int, int]] = {}
        self.best_lead: dict[int, int] = {}
        self.nodes = 0

    def best(self) -> int:
        """The exact final diff with best play from the root (the minimax value)."""
        root = self.root
        self.hands = list(root.hands)
        return root.diff + self._search(root.leader, list(root.trick), root.won, -1000, 1000)

    def _complete(self, leader: int, trick: list[int], won: int, alpha: int, beta: int) -> int:
        winner, value = complete_trick(trick, leader, self.trump)
        won |= 1 << (winner & 1)
        hands = self.hands
        if not (hands[0] | hands[1] | hands[2] | hands[3]):
            value += DIX_DE_DER
            if (winner & 1) != self.our_team:
                value = -value
            if won == 1 << self.our_team:
                value += CAPOT_BONUS
            elif won == 1 << (1 - self.our_team):
                value -= CAPOT_BONUS
            return value
        if (winner & 1) != self.our_team:
            value = -value
        return value + self._search(winner, [], won, alpha - value, beta - value)

    def _search(self, leader: int, trick: list[int], won: int, alpha: int, beta: int) -> int:
        """Minimax value (future diff) of the position with ``trick`` in progress."""
        self.nodes += 1
        hands = self.hands
        size = len(trick)
        key = 0
        if size == 0:
            remaining = hands[0] | hands[1] | hands[2] | hands[3]
            if hands[leader].bit_count() == 1:
                return self._last_trick(leader, won)
            key = remaining | leader << 32 | won << 34
            entry = self.table.get(key)
            if entry is not None:
                low, high = entry
                if low >= beta:
                    return low
                if high <= alpha:
                    return high
                if low == high:
                    return low
                alpha = max(alpha, low)
                beta = min(beta, high)
        alpha0, beta0 = alpha, beta
        seat = (leader + size) & 3
        trump = self.trump
        hand = hands[seat]
        legal = legal_mask(hand, trick, trump, self.must_undertrump)
        if legal & (legal - 1):
            live = hands[0] | hands[1] | hands[2] | hands[3]
            for card in trick:
                live |= 1 << card
            legal = reduce_equivalent(legal, live, trump)
        moves = self._order(legal, trick, seat)
        if size == 0:
            first = self.best_lead.get(key, -1)
            if first >= 0 and moves[0] != first and legal >> first & 1:
                moves.remove(first)
                moves.insert(0, first)
        maximise = (seat & 1) == self.our_team
        best = -10000 if maximise else 10000
        best_card = moves[0]
        for card in moves:
            hands[seat] = hand ^ (1 << card)
            trick.append(card)
            if size == 3:
                value = self._complete(leader, trick, won, alpha, beta)
            else:
                value = self._search(leader, trick, won, alpha, beta)
            trick.pop()
            hands[seat] = hand
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
                break
        if size == 0:
            low, high = self.table.get(key, (-10000, 10000))
            if best <= alpha0:
                high = min(high, best)
            elif best >= beta0:
                low = max(low, best)
            else:
                low = high = best
            self.table[key] = (low, high)
            self.best_lead[key] = best_card
        return best

    def _last_trick(self, leader: int, won: int) -> int:
        """Value of the forced last trick (one card in each hand)."""
        hands = self.hands
        trick = [(hands[(leader + i) & 3]).bit_length() - 1 for i in range(4)]
        saved = list(hands)
        for i in range(4):
            hands[i] = 0
        value = self._complete(leader, trick, won, -10000, 10000)
        self.hands[:] = saved
        return value

    def _order(self, legal: int, trick: list[int], seat: int) -> list[int]:
        """Legal cards, most promising first: winning cards then cheap discards (or high leads)."""
        cards = iter_cards(legal)
        if len(cards) == 1:
            return cards
        trump = self.trump
        points = POINTS[trump]
        if not trick:
            hands = self.hands
            others = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hands[seat]
            above = ABOVE[trump]
            cards.sort(
                key=lambda c: (above[c] & others != 0, -points[c] if above[c] & others == 0 else points[c])
            )
            return cards
        strength = STRENGTH[trump][trick[0] >> 3]
        top = max(strength[c] for c in trick)
        partner_wins = len(trick) >= 2 and strength[trick[-2]] == top
        if partner_wins:
            cards.sort(key=lambda c: -points[c] - (32 if c >> 3 != trump else 0))
        else:
            cards.sort(key=lambda c: (strength[c] <= top, points[c] if strength[c] <= top else strength[c]))
        return cards

    def mtd(self, guess: int) -> int:
        """The exact final diff by MTD(f) null-window searches from ``guess``, as the par did."""
        root = self.root
        low, high = -252 - CAPOT_BONUS, 252 + CAPOT_BONUS
        value = guess
        while low < high:
            beta = value + 1 if value == low else value
            self.hands = list(root.hands)
            value = root.diff + self._search(
                root.leader, list(root.trick), root.won, beta - 1 - root.diff, beta - root.diff
            )
            if value < beta:
                high = value
            else:
                low = value
        return value
