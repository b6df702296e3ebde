"""One deal as a state machine: distribution, bidding in two rounds, eight tricks, scoring."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from belote.engine.actions import PASS, Action, DeclareCarre, Pass, Play, Take
from belote.engine.announces import Combination, best_combination, carre_choices, find_combinations
from belote.engine.cards import CARDS, Card, Rank, Suit, card_list, cards_of
from belote.engine.checks import seat_arg
from belote.engine.deal_state import DealState
from belote.engine.errors import IllegalAction
from belote.engine.explain import SUIT_NAMES, explain_illegal
from belote.engine.fast import complete_trick, legal_mask
from belote.engine.records import REDEAL, DealResult, Trick, score_deal, team_of
from belote.engine.rules import Rules
from belote.engine.saves import open_save, replay, restoring, seat_value

_FLAGGED: Final = tuple(
    tuple(Play(card, announce, belote) for announce in (False, True) for belote in (False, True))
    for card in CARDS
)
"""``_FLAGGED[card][announce * 2 + belote]``: every Play action, built once."""
_PLAYS: Final = tuple(plays[0] for plays in _FLAGGED)
_TAKES: Final = tuple(Take(suit) for suit in Suit)
_SUIT_PLAYS: Final = tuple(
    tuple(tuple(_PLAYS[suit * 8 + r] for r in range(8) if byte >> r & 1) for byte in range(256))
    for suit in range(4)
)
"""``_SUIT_PLAYS[suit][byte]``: the plain Play actions of the cards set in that suit's byte."""


def _play(card: int, announce: bool, belote: bool) -> Play:
    return _FLAGGED[card][announce * 2 + belote]


class Deal(DealState):
    """A deal of classic belote; ``legal_actions()`` / ``apply()`` drive it from bidding to result."""

    __slots__ = ()

    def __init__(self, deck: Sequence[Card], dealer: int, rules: Rules | None = None) -> None:
        """Deal ``deck`` (32 cards, top first, no shuffle or cut) for ``dealer``; use ``from_deck``."""
        indices = tuple(card.index for card in card_list(deck, "deck"))
        if len(indices) != 32:
            raise ValueError(f"a deck must hold each of the 32 cards exactly once, not {len(indices)}")
        if rules is not None and not isinstance(rules, Rules):
            raise ValueError(f"not rules: {rules!r}")
        self._rules = rules if rules is not None else Rules()
        self._deck = indices
        self._dealer = seat_arg(dealer)
        self._hands = [0, 0, 0, 0]
        first = self._rules.first_packet
        position = 0
        for packet in (first, 5 - first):
            for seat in self._order():
                for _ in range(packet):
                    self._hands[seat] |= 1 << indices[position]
                    position += 1
        self._phase = "bidding"
        self._to_play: int | None = (self._dealer + 1) & 3
        self._round = 1
        self._bids: list[tuple[int, Pass | Take]] = []
        self._taker: int | None = None
        self._trump = -1
        self._trick: list[int] = []
        self._leader = (self._dealer + 1) & 3
        self._tricks: list[Trick] = []
        self._points = [0, 0]
        self._won = [0, 0]
        self._actions: list[Action] = []
        self._start_hands: tuple[int, ...] = ()
        self._best: tuple[Combination | None, ...] = (None, None, None, None)
        self._announced: list[Combination] = []
        self._shown: tuple[Combination, ...] = ()
        self._belote_holder: int | None = None
        self._carres: dict[int, tuple[DeclareCarre, ...]] = {}
        self._declared: list[tuple[int, Rank]] = []
        self._cancelled = False
        self._belote: int | None = None
        self._rebelote = False
        self._result: DealResult | None = None
        self._legal: list[Action] | None = None
        self._legal_mask = -1

    # Construction -------------------------------------------------------------------------------

    @classmethod
    def from_deck(cls, deck: Sequence[Card], dealer: int, rules: Rules | None = None) -> Deal:
        """A deal of this exact deck (top first) by ``dealer``."""
        return cls(deck, dealer, rules)

    @classmethod
    def shuffled(
        cls, seed_or_rng: int | str | random.Random | None, dealer: int, rules: Rules | None = None
    ) -> Deal:
        """A deal of a deck shuffled by ``random.Random(seed)`` (or the given generator)."""
        if isinstance(seed_or_rng, bool) or not isinstance(
            seed_or_rng, (int, str, random.Random, type(None))
        ):
            raise ValueError(f"not a seed or a random.Random: {seed_or_rng!r}")
        rng = seed_or_rng if isinstance(seed_or_rng, random.Random) else random.Random(seed_or_rng)
        deck = list(CARDS)
        rng.shuffle(deck)
        return cls(deck, dealer, rules)

    def copy(self) -> Deal:
        """An independent copy of this deal (for simulations)."""
        other = object.__new__(Deal)
        for name in DealState.__slots__:
            value = getattr(self, name)
            setattr(other, name, value.copy() if isinstance(value, list) else value)
        return other

    # Legal actions ------------------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every action the seat to play may take now (a fresh list)."""
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _compute_legal(self) -> list[Action]:
        if self._phase == "bidding":
            turned = self._deck[20] >> 3
            if self._round == 1:
                return [PASS, _TAKES[turned]]
            return [PASS, *(_TAKES[suit] for suit in range(4) if suit != turned)]
        if self._phase != "playing":
            return []
        seat = self._to_play
        assert seat is not None
        mask = self._current_mask(seat)
        plays = _SUIT_PLAYS
        actions: list[Action] = [
            *plays[0][mask & 0xFF],
            *plays[1][(mask >> 8) & 0xFF],
            *plays[2][(mask >> 16) & 0xFF],
            *plays[3][mask >> 24],
        ]
        announce = self._rules.announces and not self._tricks and self._may_announce(seat)
        belote = self._belote_cards(seat) & mask if self._belote_holder == seat else 0
        if self._carres and not self._tricks:
            actions.extend(self._carres.get(seat, ()))
        if announce or belote:
            for card in (c.index for c in cards_of(mask)):
                flags = [(True, False)] if announce else []
                if belote >> card & 1:
                    flags.append((False, True))
                    if announce:
                        flags.append((True, True))
                actions.extend(_play(card, a, b) for a, b in flags)
        return actions

    def _current_mask(self, seat: int) -> int:
        """The legal cards of the seat to play, computed once per position."""
        if self._legal_mask < 0:
            hand = self._hands[seat]
            self._legal_mask = legal_mask(hand, self._trick, self._trump, self._rules.must_undertrump)
        return self._legal_mask

    def _may_announce(self, seat: int) -> bool:
        if not self._rules.announces or self._tricks or self._cancelled:
            return False
        best = self._best[seat]
        if best is None:
            return False
        return all(best.key > combo.key for combo in self._announced)

    def _belote_cards(self, seat: int) -> int:
        """Trump K and Q as a mask if ``seat`` still holds both, else 0."""
        if self._trump < 0:
            return 0
        both = (1 << (self._trump * 8 + Rank.KING)) | (1 << (self._trump * 8 + Rank.QUEEN))
        return both if self._hands[seat] & both == both else 0

    # Applying actions ---------------------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Apply a legal action; an illegal one raises IllegalAction and changes nothing."""
        if isinstance(action, Play):
            if type(action.card) is not Card:
                raise IllegalAction("unknown_action", f"not a card: {action.card!r}")
            if self._phase == "playing":
                self._play(action)
                return
        elif isinstance(action, Take):
            if type(action.suit) is not Suit:
                raise IllegalAction("unknown_action", f"not a suit: {action.suit!r}")
        elif isinstance(action, DeclareCarre):
            self._declare(action)
            return
        elif not isinstance(action, Pass):
            raise IllegalAction("unknown_action", f"not an action: {action!r}")
        if self._phase == "bidding" and not isinstance(action, Play):
            self._bid(action)
        elif self._phase == "done":
            raise IllegalAction("deal_over", "the deal is over")
        else:
            expected = "a bid (pass or take)" if self._phase == "bidding" else "a card"
            raise IllegalAction("not_your_phase", f"{action} is not allowed now: expected {expected}")

    def _bid(self, action: Pass | Take) -> None:
        seat = self._to_play
        assert seat is not None
        turned = self._deck[20] >> 3
        if isinstance(action, Take):
            suit = action.suit
            if self._round == 1 and suit != turned:
                raise IllegalAction(
                    "bid_round1_suit",
                    f"in the first round you may only take {SUIT_NAMES[turned]}, the turned suit",
                )
            if self._round == 2 and suit == turned:
                raise IllegalAction(
                    "bid_round2_suit",
                    f"in the second round you may not name {SUIT_NAMES[turned]}, the turned suit",
                )
        self._legal = None
        self._bids.append((seat, action))
        self._actions.append(action)
        if isinstance(action, Take):
            self._take(seat, int(action.suit))
            return
        if len(self._bids) == 4:
            self._round = 2
        elif len(self._bids) == 8:
            self._phase, self._to_play, self._result = "done", None, REDEAL
            return
        self._to_play = (seat + 1) & 3

    def _take(self, seat: int, trump: int) -> None:
        self._taker, self._trump = seat, trump
        position = 21
        for other in self._order():
            count = 2 if other == seat else 3
            for _ in range(count):
                self._hands[other] |= 1 << self._deck[position]
                position += 1
        self._hands[seat] |= 1 << self._deck[20]
        self._start_hands = tuple(self._hands)
        if self._rules.announces:
            self._best = tuple(best_combination(hand, trump, s) for s, hand in enumerate(self._hands))
        self._carres = carre_choices(self._hands, self._rules)
        for holder in range(4):
            if self._belote_cards(holder):
                self._belote_holder = holder
        self._phase = "playing"
        self._to_play = self._leader = (self._dealer + 1) & 3

    def _declare(self, action: DeclareCarre) -> None:
        seat = self._to_play
        if seat is None or action not in self._carres.get(seat, ()) or self._tricks:
            raise IllegalAction(
                "carre_not_allowed",
                f"only the holder of a carré of {action.rank.label}s may declare it, with that "
                "variant on, at their turn in the first trick and before playing",
            )
        self._legal, self._legal_mask = None, -1
        self._declared.append((seat, action.rank))
        self._actions.append(action)
        self._carres = {s: tuple(a for a in c if a != action) for s, c in self._carres.items()}
        if action.rank == Rank.SEVEN:
            self._phase, self._to_play, self._result = "done", None, REDEAL
        else:
            self._cancelled = True

    def _play(self, action: Play) -> None:
        seat = self._to_play
        assert seat is not None
        card = action.card.index
        hand = self._hands[seat]
        if not hand >> card & 1:
            raise IllegalAction("not_in_hand", f"{action.card} is not in your hand")
        if not self._current_mask(seat) >> card & 1:
            raise explain_illegal(hand, self._trick, self._trump, card)
        if action.announce and not self._may_announce(seat):
            raise IllegalAction(
                "announce_not_allowed",
                "you may announce only in the first trick, with announces on, and a combination "
                "that beats every one already announced",
            )
        if action.belote and not self._belote_cards(seat) >> card & 1:
            raise IllegalAction(
                "belote_not_allowed", "belote is said with trump king or queen while holding both"
            )
        self._legal, self._legal_mask = None, -1
        if action.announce:
            best = self._best[seat]
            assert best is not None
            self._announced.append(best)
        if action.belote:
            self._belote = seat
        elif self._belote == seat and card >> 3 == self._trump and card & 7 in (5, 6):
            self._rebelote = True
        self._hands[seat] = hand ^ (1 << card)
        self._trick.append(card)
        self._actions.append(action)
        if len(self._trick) < 4:
            self._to_play = (seat + 1) & 3
        else:
            self._finish_trick()

    def _finish_trick(self) -> None:
        trick, trump = self._trick, self._trump
        winner, points = complete_trick(trick, self._leader, trump)
        team = winner & 1
        self._won[team] += 1
        self._points[team] += points
        self._tricks.append(Trick(self._leader, tuple(CARDS[c] for c in trick), winner, points))
        self._trick = []
        self._leader = self._to_play = winner
        if len(self._tricks) == 1 and self._announced:
            self._shown = self._scoring_combinations()
        if len(self._tricks) == 8:
            self._points[team] += 10
            self._finish()

    def _scoring_combinations(self) -> tuple[Combination, ...]:
        if self._cancelled:
            return ()
        team = team_of(self._announced[-1].seat)
        return tuple(
            combo
            for seat in (team, team + 2)
            for combo in find_combinations(self._start_hands[seat], self._trump, seat)
        )

    def _finish(self) -> None:
        announces = [0, 0]
        for combo in self._shown:
            announces[team_of(combo.seat)] += combo.points
        assert self._taker is not None
        self._result = score_deal(
            self._taker,
            Suit(self._trump),
            (self._points[0], self._points[1]),
            (self._won[0], self._won[1]),
            (announces[0], announces[1]),
            team_of(self._belote) if self._belote is not None else None,
        )
        self._phase, self._to_play = "done", None

    # Saves -------------------------------------------------------------------------------------

    @classmethod
    def from_json(cls, data: object) -> Deal:
        """Restore a deal saved by ``to_json`` by replaying it; a bad save raises SaveError."""
        with restoring("deal"):
            save, rules = open_save(data, "belote-deal")
            deck = save.get("deck")
            if not isinstance(deck, list):
                raise ValueError("deck must be a list of cards")
            deal = cls([Card.parse(text) for text in deck], seat_value(save.get("dealer")), rules)
            replay(deal, save.get("actions"))
        return deal
