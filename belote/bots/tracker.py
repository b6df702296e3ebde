"""Card tracking from the public history of a deal: what each seat may hold, and what it surely holds.

Every inference is a certain consequence of the rules (``belote.engine.legal_cards``): a seat that
did not follow is void in the led suit; a seat that did not trump when forced to has no trump; a
seat that played under the highest trump when forced to overtrump has no higher trump. Announced or
shown combinations and a declared belote reveal cards; the taker holds the turned card until it is
played. Hand sizes then close the reasoning: a seat whose possible cards number its hand size holds
exactly those, and a card only one seat may hold is held by it. All sets are 32-bit card masks
(card index = suit * 8 + rank, see ``belote.engine.cards``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from belote.engine.cards import CARDS, Card
from belote.engine.fast import ALL_CARDS, PLAIN_ORDER, SUIT_MASK, TRUMP_ORDER, master_card

if TYPE_CHECKING:
    from belote.engine import DealView

FULL: Final = ALL_CARDS


def _above(suit: int, power: int) -> int:
    mask = 0
    for rank in range(8):
        if TRUMP_ORDER[rank] > power:
            mask |= 1 << (suit * 8 + rank)
    return mask


TRUMPS_ABOVE: Final = tuple(tuple(_above(suit, power) for power in range(8)) for suit in range(4))
"""``TRUMPS_ABOVE[trump][power]``: the trump cards stronger than a trump of that power."""


def popcount(mask: int) -> int:
    """Number of cards in a mask."""
    return mask.bit_count()


class Tracker:
    """What the viewer may deduce about every hand; rebuild it with :meth:`from_view` at each decision."""

    __slots__ = (
        "counts",
        "known",
        "leader",
        "mine",
        "played",
        "possible",
        "seat",
        "taker",
        "trick",
        "trump",
        "trumps_out",
        "void",
    )

    seat: int
    """The viewer."""
    trump: int
    """The trump suit, or -1 while bidding."""
    taker: int
    """The taker's seat, or -1 while bidding."""
    played: int
    """Every card played so far (completed tricks and the trick on the table)."""
    mine: int
    """The viewer's hand."""
    possible: tuple[int, int, int, int]
    """For each seat, the cards it may hold (for the viewer, exactly its hand)."""
    known: tuple[int, int, int, int]
    """For each seat, the cards it surely holds (for the viewer, its hand)."""
    counts: tuple[int, int, int, int]
    """Cards left in each hand."""
    void: tuple[int, int, int, int]
    """For each seat, a bit mask of the suits (bit ``1 << suit``) it is known to be void in."""
    trumps_out: int
    """Trumps neither played nor in the viewer's hand."""
    trick: tuple[int, ...]
    """Indices of the cards on the table, leader first."""
    leader: int
    """Seat that led the trick on the table (or leads next)."""

    @classmethod
    def from_view(cls, view: DealView) -> Tracker:
        """Rebuild the tracking from the public history of ``view`` (cheap: a pass over the cards)."""
        self = cls.__new__(cls)
        viewer = view.seat
        mine = 0
        for card in view.hand:
            mine |= 1 << card.index
        self.seat = viewer
        self.mine = mine
        self.counts = tuple(view.hand_sizes)  # type: ignore[assignment]
        trump = -1 if view.trump is None else int(view.trump)
        self.trump = trump
        self.taker = -1 if view.taker is None else view.taker
        current = view.current_trick
        self.trick = tuple(card.index for card in current.cards)
        self.leader = current.leader

        voids = [0, 0, 0, 0]
        caps = [FULL, FULL, FULL, FULL]  # cards not excluded by "no trump above ..."
        played = 0
        for trick in (*view.tricks, current):
            cards = trick.cards
            if not cards:
                continue
            first = cards[0].index
            played |= 1 << first
            led = first >> 3
            if trump >= 0:
                played = _infer_trick(trick.leader, cards, led, trump, played, voids, caps, view)
            else:
                for card in cards[1:]:
                    played |= 1 << card.index
        self.played = played

        unseen = FULL & ~played & ~mine
        if trump < 0:
            turned = 1 << view.turned.index
            hidden = unseen & ~turned
            self.possible = tuple(mine if s == viewer else hidden for s in range(4))  # type: ignore[assignment]
            self.known = tuple(mine if s == viewer else 0 for s in range(4))  # type: ignore[assignment]
            self.void = (0, 0, 0, 0)
            self.trumps_out = 0
            return self

        possible = [0, 0, 0, 0]
        for s in range(4):
            if s == viewer:
                possible[s] = mine
                continue
            mask = unseen & caps[s]
            void = voids[s]
            for suit in range(4):
                if void >> suit & 1:
                    mask &= ~SUIT_MASK[suit]
            possible[s] = mask
        known = [0, 0, 0, 0]
        known[viewer] = mine
        taker = self.taker
        if taker >= 0 and taker != viewer:
            known[taker] |= (1 << view.turned.index) & unseen
        said = (combo for combo in view.announced if combo.kind == "carre")  # its height names its cards
        for combination in (*said, *view.shown):  # a sequence's cards are known once shown, not said
            if combination.seat != viewer:
                for card in combination.cards:
                    known[combination.seat] |= (1 << card.index) & unseen
        if view.belote is not None and not view.rebelote and view.belote != viewer:
            known[view.belote] |= ((1 << (trump * 8 + 5)) | (1 << (trump * 8 + 6))) & unseen
        _propagate(viewer, possible, known, self.counts, unseen)
        self.possible = tuple(possible)  # type: ignore[assignment]
        self.known = tuple(known)  # type: ignore[assignment]
        for s in range(4):
            if s != viewer:
                for suit in range(4):
                    if not possible[s] & SUIT_MASK[suit]:
                        voids[s] |= 1 << suit
        self.void = tuple(voids)  # type: ignore[assignment]
        self.trumps_out = SUIT_MASK[trump] & unseen
        return self

    def master_index(self, suit: int) -> int:
        """Index of the highest unplayed card of ``suit`` (trump order for the trump suit), or -1."""
        return master_card(suit, ~self.played, self.trump)

    def master(self, suit: int) -> Card | None:
        """The highest unplayed card of ``suit`` (trump order for the trump suit), or None."""
        index = self.master_index(suit)
        return None if index < 0 else CARDS[index]

    def holders(self, index: int) -> tuple[int, ...]:
        """The seats that may hold the card of this index."""
        return tuple(s for s in range(4) if self.possible[s] >> index & 1)


def _infer_trick(
    leader: int,
    cards: tuple[Card, ...],
    led: int,
    trump: int,
    played: int,
    voids: list[int],
    caps: list[int],
    view: DealView,
) -> int:
    """Record the certain facts revealed by one trick's cards; return ``played`` with them added."""
    must_undertrump = view.rules.must_undertrump
    first = cards[0].index
    # Winner so far: position, and whether it won by trump; ``top`` is the highest trump power.
    win_pos = 0
    win_power = TRUMP_ORDER[first & 7] + 8 if led == trump else PLAIN_ORDER[first & 7]
    top = TRUMP_ORDER[first & 7] if led == trump else -1
    for pos in range(1, len(cards)):
        index = cards[pos].index
        played |= 1 << index
        seat = (leader + pos) % 4
        suit = index >> 3
        rank = index & 7
        if suit == trump:
            power = TRUMP_ORDER[rank]
            if led == trump:
                if power < top:  # forced to overtrump and could not
                    caps[seat] &= ~TRUMPS_ABOVE[trump][top]
            else:
                voids[seat] |= 1 << led
                partner_master = pos >= 2 and win_pos == pos - 2
                if not partner_master and power < top:  # forced to overtrump and could not
                    caps[seat] &= ~TRUMPS_ABOVE[trump][top]
            if power > top:
                top = power
            if power + 8 > win_power:
                win_power = power + 8
                win_pos = pos
        elif suit == led:
            power = PLAIN_ORDER[rank]
            if power > win_power:
                win_power = power
                win_pos = pos
        else:
            voids[seat] |= 1 << led
            if led == trump:
                continue  # void in the led trump suit: free discard
            partner_master = pos >= 2 and win_pos == pos - 2
            if partner_master:
                continue
            if top < 0 or must_undertrump:
                voids[seat] |= 1 << trump  # forced to trump, did not: no trump at all
            else:
                caps[seat] &= ~TRUMPS_ABOVE[trump][top]  # free discard only if unable to overtrump
    return played


def _propagate(
    viewer: int,
    possible: list[int],
    known: list[int],
    counts: tuple[int, ...],
    unseen: int,
) -> None:
    """Close the sets under hand sizes: full hands are known, a card with one possible holder is it."""
    others = [s for s in range(4) if s != viewer]
    changed = True
    while changed:
        changed = False
        for s in others:
            rest = 0
            for o in others:
                if o != s:
                    rest |= known[o]
            mask = possible[s] & ~rest
            if mask != possible[s]:
                possible[s] = mask
                changed = True
            only = mask
            for o in others:
                if o != s:
                    only &= ~possible[o]
            only &= unseen
            new_known = known[s] | only
            if popcount(mask) <= counts[s]:
                new_known |= mask
            if new_known != known[s]:
                known[s] = new_known
                changed = True
            if popcount(new_known) >= counts[s] and possible[s] != new_known:
                possible[s] = new_known
                changed = True
