"""What a deal holds and shows: its state, the public read-only properties, the views and the save.

``Deal`` (in ``belote.engine.deal``) adds the rules that move the state on; this base keeps the
reading side apart so each module stays about one idea.
"""

from __future__ import annotations

from typing import Any

from belote.engine.actions import Action, DeclareCarre, Pass, Take
from belote.engine.announces import Combination
from belote.engine.cards import CARDS, Card, Rank, Suit, cards_of
from belote.engine.checks import seat_arg
from belote.engine.dealing import gather
from belote.engine.records import DealResult, DealView, Trick
from belote.engine.rules import Rules
from belote.engine.saves import save_header


class DealState:
    """The state of one deal (ints and bit masks) and everything it shows without changing."""

    # fmt: off
    __slots__ = (
        "_actions", "_announced", "_belote", "_belote_holder", "_best", "_bids", "_cancelled", "_carres",
        "_dealer", "_deck", "_declared", "_hands", "_leader", "_legal", "_legal_mask", "_phase", "_points",
        "_rebelote", "_result", "_round", "_rules", "_shown", "_start_hands", "_taker", "_to_play", "_trick",
        "_tricks", "_trump", "_won",
    )
    # fmt: on

    _rules: Rules
    _deck: tuple[int, ...]
    _dealer: int
    _hands: list[int]
    _phase: str
    _to_play: int | None
    _round: int
    _bids: list[tuple[int, Pass | Take]]
    _taker: int | None
    _trump: int
    _trick: list[int]
    _leader: int
    _tricks: list[Trick]
    _points: list[int]
    _won: list[int]
    _actions: list[Action]
    _start_hands: tuple[int, ...]
    _best: tuple[Combination | None, ...]
    _announced: list[Combination]
    _shown: tuple[Combination, ...]
    _belote_holder: int | None
    _carres: dict[int, tuple[DeclareCarre, ...]]
    _declared: list[tuple[int, Rank]]
    _cancelled: bool
    _belote: int | None
    _rebelote: bool
    _result: DealResult | None
    _legal: list[Action] | None
    _legal_mask: int

    def legal_actions(self) -> list[Action]:
        """Every action the seat to play may take now (``Deal`` computes them)."""
        raise NotImplementedError

    def _order(self) -> tuple[int, int, int, int]:
        first = (self._dealer + 1) & 3
        return (first, (first + 1) & 3, (first + 2) & 3, self._dealer)

    # Public state -------------------------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        """The rules this deal is played under."""
        return self._rules

    @property
    def phase(self) -> str:
        """``"bidding"``, ``"playing"`` or ``"done"``."""
        return self._phase

    @property
    def to_play(self) -> int | None:
        """The seat whose turn it is, None once the deal is done."""
        return self._to_play

    @property
    def dealer(self) -> int:
        """The seat that dealt."""
        return self._dealer

    @property
    def deck(self) -> tuple[Card, ...]:
        """The deck as dealt, top first."""
        return tuple(CARDS[index] for index in self._deck)

    @property
    def turned(self) -> Card:
        """The card turned face up for the bidding (card 21 of the deck)."""
        return CARDS[self._deck[20]]

    @property
    def trump(self) -> Suit | None:
        """The trump suit, None until someone takes."""
        return Suit(self._trump) if self._trump >= 0 else None

    @property
    def taker(self) -> int | None:
        """The seat that took, None until someone takes."""
        return self._taker

    @property
    def bidding_round(self) -> int:
        """1 or 2 during the bidding (the last round reached afterwards)."""
        return self._round

    @property
    def bids(self) -> tuple[tuple[int, Pass | Take], ...]:
        """The bids made, in order, as (seat, Pass or Take)."""
        return tuple(self._bids)

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """The four hands as they are now, each sorted by card index."""
        return tuple(cards_of(hand) for hand in self._hands)

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The completed tricks."""
        return tuple(self._tricks)

    @property
    def current_trick(self) -> Trick:
        """The trick being played (winner None)."""
        return Trick(self._leader, tuple(CARDS[card] for card in self._trick))

    @property
    def actions(self) -> tuple[Action, ...]:
        """Every action applied so far, in order."""
        return tuple(self._actions)

    @property
    def announced(self) -> tuple[Combination, ...]:
        """The combinations announced so far (public)."""
        return tuple(self._announced)

    @property
    def shown(self) -> tuple[Combination, ...]:
        """Every combination that scores, known to the referee once the first trick is complete (the
        table sees each as its holder shows it: ``shown_at_table``)."""
        return self._shown

    def shown_at_table(self) -> tuple[Combination, ...]:
        """The scoring combinations shown so far: each holder shows its own as it plays to the second
        trick, before its card; once that trick is complete, all of them."""
        if len(self._tricks) != 1:
            return self._shown
        played = {(self._leader + index) & 3 for index in range(len(self._trick))}
        return tuple(combo for combo in self._shown if combo.seat in played)

    @property
    def belote(self) -> int | None:
        """The seat that declared belote, if any."""
        return self._belote

    @property
    def declared(self) -> tuple[tuple[int, Rank], ...]:
        """The carrés of 7s or 8s declared so far, as (seat, rank): public."""
        return tuple(self._declared)

    @property
    def gathered(self) -> tuple[Card, ...]:
        """The 32 cards as gathered once the deal is done: every card played, trick by trick in
        playing order, then what is left in the hands (seat order from the dealer's next, each hand
        in dealt order), then the undealt stock (turned card first). ValueError before the end."""
        if self._phase != "done":
            raise ValueError("the cards are gathered only once the deal is over")
        return tuple(CARDS[index] for index in gather(self._deck, self._order(), self._played(), self._hands))

    def _played(self) -> list[int]:
        return [card.index for trick in self._tricks for card in trick.cards] + self._trick

    @property
    def result(self) -> DealResult | None:
        """The deal's result once it is done."""
        return self._result

    # Views and saves ----------------------------------------------------------------------------

    def view(self, seat: int) -> DealView:
        """What ``seat`` may know: its hand, the public history, and its legal actions on its turn."""
        seat = seat_arg(seat)
        return DealView(
            seat=seat,
            rules=self._rules,
            phase=self._phase,
            dealer=self._dealer,
            to_play=self._to_play,
            hand=cards_of(self._hands[seat]),
            hand_sizes=(
                self._hands[0].bit_count(),
                self._hands[1].bit_count(),
                self._hands[2].bit_count(),
                self._hands[3].bit_count(),
            ),
            turned=CARDS[self._deck[20]],
            bidding_round=self._round,
            bids=tuple(self._bids),
            taker=self._taker,
            trump=self.trump,
            tricks=tuple(self._tricks),
            current_trick=self.current_trick,
            announced=tuple(self._announced),
            shown=self.shown_at_table(),
            belote=self._belote,
            rebelote=self._rebelote,
            legal=tuple(self.legal_actions()) if seat == self._to_play else (),
            declared=tuple(self._declared),
        )

    def to_json(self) -> dict[str, Any]:
        """This deal as plain JSON data: rules, dealer, deck and the actions applied."""
        return {
            **save_header("belote-deal", self._rules),
            "dealer": self._dealer,
            "deck": [str(CARDS[index]) for index in self._deck],
            "actions": [str(action) for action in self._actions],
        }
