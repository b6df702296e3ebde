"""The end of a deal against modelled opponents: exact for our team, the opponents' cards foreseen.

The double-dummy solver values a late position as if the opponents saw every hand and never erred.
Real opponents count cards less well: in this search each opponent plays the card a club player
would play from its own hand (:func:`heuristic_card`, its hand and the cards gone as it sees them),
and the viewer's team plays its best with every hand known. The value is exact for that model;
it is never below the double-dummy value (the opponents have one card each where minimax lets them
pick). It finds the lines a defence that does not count the cards gives away, and so it loses to
opponents that do: the expert weighs it against the double-dummy value by how likely its opponents'
past cards make it that they play as that model (``Budget.club_prior``).
"""

from __future__ import annotations

from collections.abc import Callable

from belote.bots.expert.position import DIX_DE_DER, final_diff
from belote.bots.play import heuristic_card
from belote.engine.fast import complete_trick, legal_mask

Model = Callable[[int, int, tuple[int, ...], int], int]
"""An opponent's card: ``model(seat, hand, trick, gone)`` with ``gone`` the cards of the tricks done."""


def club_model(trump: int, taker: int, must_undertrump: bool) -> Model:
    """The heuristic's card from the seat's own hand, no counting of the others' (memoised: the same
    hand meets the same trick in many lines of the search)."""
    memo: dict[tuple[int, int, tuple[int, ...], int], int] = {}

    def model(seat: int, hand: int, trick: tuple[int, ...], gone: int) -> int:
        key = (seat, hand, trick, gone)
        card = memo.get(key)
        if card is None:
            card = memo[key] = heuristic_card(hand, trick, trump, seat, taker, gone, None, must_undertrump)
        return card

    return model


class ModelledEnd:
    """One world's end of deal, our team maximising the card diff against ``model``'s opponents."""

    __slots__ = ("memo", "model", "must_undertrump", "our", "trump")

    def __init__(self, trump: int, our_team: int, must_undertrump: bool, model: Model) -> None:
        """Search with ``model`` for the opponents' cards; values are cached by trick start."""
        self.trump, self.our, self.must_undertrump, self.model = trump, our_team, must_undertrump, model
        self.memo: dict[tuple[tuple[int, ...], int, int], int] = {}

    def values(
        self,
        hands: list[int],
        trick: list[int],
        leader: int,
        diff: int,
        won: int,
        gone: int,
        moves: list[int],
    ) -> list[int]:
        """The final card diff (dix de der and capot included) after each of ``moves`` by the seat to
        play; ``gone``: the cards of the completed tricks."""
        seat = (leader + len(trick)) & 3
        start = tuple(hands)
        return [
            diff + self._go(_without(start, seat, card), (*trick, card), leader, won, gone) for card in moves
        ]

    def _go(self, hands: tuple[int, ...], trick: tuple[int, ...], leader: int, won: int, gone: int) -> int:
        """The diff still to come from this node."""
        if len(trick) == 4:
            return self._taken(hands, trick, leader, won, gone)
        if not trick:  # a trick start: the cards left decide the rest, whatever the order so far
            known = self.memo.get((hands, leader, won))
            if known is not None:
                return known
        seat = (leader + len(trick)) & 3
        hand = hands[seat]
        if (seat & 1) != self.our:
            card = self.model(seat, hand, trick, gone)
            value = self._go(_without(hands, seat, card), (*trick, card), leader, won, gone)
        else:
            legal = legal_mask(hand, trick, self.trump, self.must_undertrump)
            value = -1_000
            while legal:
                low = legal & -legal
                legal ^= low
                card = low.bit_length() - 1
                value = max(value, self._go(_without(hands, seat, card), (*trick, card), leader, won, gone))
        if not trick:
            self.memo[hands, leader, won] = value
        return value

    def _taken(self, hands: tuple[int, ...], trick: tuple[int, ...], leader: int, won: int, gone: int) -> int:
        """The diff still to come once the complete ``trick`` is taken."""
        winner, value = complete_trick(trick, leader, self.trump)
        won |= 1 << (winner & 1)
        ours = (winner & 1) == self.our
        if not any(hands):
            value += DIX_DE_DER
            return final_diff(value if ours else -value, won, self.our)
        gone |= (1 << trick[0]) | (1 << trick[1]) | (1 << trick[2]) | (1 << trick[3])
        return (value if ours else -value) + self._go(hands, (), winner, won, gone)


def _without(hands: tuple[int, ...], seat: int, card: int) -> tuple[int, ...]:
    """``hands`` with ``card`` gone from ``seat``'s hand."""
    after = list(hands)
    after[seat] ^= 1 << card
    return tuple(after)
