"""Why the best option is best, in a club player's words, where a rule of thumb applies.

Each rule reads the position from the viewer's own knowledge (the card tracker) and fires only if
the best option is the play it recommends; otherwise no reason is given. The words themselves are
the interface's (one key per rule).
"""

from __future__ import annotations

from dataclasses import dataclass

from belote.bots.bidding import hand_value
from belote.bots.expert.bidding import club_bid
from belote.bots.tracker import Tracker
from belote.coach.evaluate import Evaluation
from belote.coach.figures import percent
from belote.engine import Action, Card, DealView, Pass, Play, Suit, Take
from belote.engine.cards import CARDS
from belote.engine.fast import POINTS, STRENGTH, SUIT_MASK, iter_cards

FORCED_KEYS = ("only_last", "only_follow", "only_overtrump", "only_trump", "only_overruff", "only_undertrump")
"""Why a card is the only one left to play: the last card, following suit, going over in trumps,
trumping, trumping over the trump on the trick, trumping under an opponent's higher trump (each with
its own sentence, naming the rule that applies, not every rule)."""
CARD_KEYS = (
    *FORCED_KEYS,
    "keep_master_trump",
    "save_master_trump",
    "draw_trumps",
    "cash_master",
    "partner_master_load",
    "load_over_partner",
    "ruff",
    "win_only",
    "win_cheaply",
    "climb_cheaply",
    "win_surely",
    "keep_ten_guard",
    "discard_small",
    "low_before_partner",
    "no_load_unsure",
)
"""The rules of thumb of the card play, in the order they are tried."""
BID_KEYS = ("take", "take_in_hand", "take_anyway", "pass_round_two", "pass_risky", "pass_dear")
"""The rules of thumb of the bidding."""
TEN, ACE = 3, 7
"""Ranks of the ten and the ace (index = suit * 8 + rank)."""


@dataclass(frozen=True, slots=True)
class Reason:
    """A rule of thumb that explains the best option: its key, and the card or figure it names."""

    key: str
    card: Card | None = None
    suit: Suit | None = None
    number: int = 0
    percent: int = 0


def _winning(trick: tuple[int, ...], trump: int) -> tuple[int, int]:
    """Index in ``trick`` of the card holding it, and that card's strength."""
    strength = STRENGTH[trump][trick[0] >> 3]
    best = max(range(len(trick)), key=lambda i: strength[trick[i]])
    return best, strength[trick[best]]


def _may_beat(possible: int, led: int, trump: int, top: int) -> bool:
    """Whether a hand of these possible cards might beat a card of strength ``top``."""
    strength = STRENGTH[trump][led]
    return any(strength[c] > top for c in iter_cards(possible))


def _forced_key(trick: tuple[int, ...], mine: int, card: int, trump: int) -> str:
    """Which rule leaves ``card`` alone in the hand ``mine``: it is the last card, or the led suit
    must be followed, or trumps led must be beaten (the hand has other, lower, trumps), or the
    trick must be trumped, over the trump already on it, or lower than it (sous-couper)."""
    if mine == 1 << card or not trick:  # a lead is free: only the last card is forced
        return "only_last"
    led = trick[0] >> 3
    if card >> 3 == led:
        others = mine & SUIT_MASK[led] & ~(1 << card)
        return "only_overtrump" if led == trump and others else "only_follow"
    strength = STRENGTH[trump][led]
    if card >> 3 == trump and any(c >> 3 == trump and strength[c] > strength[card] for c in trick):
        return "only_undertrump"  # trumped higher already: a lower trump all the same (sous-couper)
    if card >> 3 == trump and any(c >> 3 == trump for c in trick):
        return "only_overruff"  # trumped lower already: a higher trump
    return "only_trump"


def card_reason(view: DealView, card: int, rival: int | None = None) -> Reason | None:
    """The rule of thumb the card ``card`` follows in this position, if any. With ``rival``, the
    next best card, only a rule that tells the two apart: one the rival follows too (both ruff, both
    draw trumps) says nothing of why this card is the better one."""
    found = _card_rule(view, card, rival)
    if found is None or rival is None or found.key in FORCED_KEYS:
        return found
    other = _card_rule(view, rival, None)
    return None if other is not None and other.key == found.key else found


def _card_rule(view: DealView, card: int, rival: int | None) -> Reason | None:
    """The first rule of thumb ``card`` follows (``rival``: the card it is chosen over, if known)."""
    assert view.trump is not None
    tracker = Tracker.from_view(view)
    trump, seat, mine = int(view.trump), view.seat, tracker.mine
    legal = sorted({a.card.index for a in view.legal if isinstance(a, Play)})  # a card with any flags
    if legal == [card]:  # no choice: no rule of thumb to give, only the rule that forces it
        return Reason(_forced_key(tracker.trick, mine, card, trump), CARDS[card])
    points = POINTS[trump]
    opponents = (seat + 1) & 3, (seat + 3) & 3
    trick = tracker.trick
    master_trump = tracker.master_index(trump)
    if master_trump >= 0 and mine >> master_trump & 1 and card != master_trump:
        if view.hand_sizes[seat] == 2:
            return Reason("keep_master_trump", CARDS[master_trump])
        if rival == master_trump:  # the choice was between this card and the master trump
            return Reason("save_master_trump", CARDS[master_trump])
    if not trick:
        if card >> 3 == trump:
            theirs = tracker.possible[opponents[0]] | tracker.possible[opponents[1]]
            if (view.taker is not None and view.taker & 1 == seat & 1) and theirs & SUIT_MASK[trump]:
                return Reason("draw_trumps")
        elif tracker.master_index(card >> 3) == card and not _ruffed(tracker, opponents, card >> 3, trump):
            return Reason("cash_master", CARDS[card])
        return _ten_guard(tracker, legal, card, trump, rival)
    led = trick[0] >> 3
    strength = STRENGTH[trump][led]
    holder, top = _winning(trick, trump)
    partner_holds = len(trick) >= 2 and holder == len(trick) - 2
    later = [(seat + k) & 3 for k in range(1, 4 - len(trick))]
    sure = partner_holds and not any(_may_beat(tracker.possible[s], led, trump, top) for s in later)
    trumping = card >> 3 == trump
    under = strength[card] < top  # a trump over the partner's takes the trick: no loading then
    if sure and points[card] > 0 and (not trumping or (under and all(c >> 3 == trump for c in legal))):
        # a 10 or an ace, or the most it may give; a trump only when the rules leave nothing else
        richest = max(points[other] for other in legal if (other >> 3 == trump) == trumping)
        if points[card] >= 10 or points[card] == richest:  # over the partner's card: ours all the same
            return Reason("load_over_partner" if not under else "partner_master_load", CARDS[card])
    if not partner_holds and strength[card] > top:
        if led != trump and card >> 3 == trump and not mine & SUIT_MASK[led]:
            return Reason("ruff", CARDS[card])
        winners = [c for c in legal if strength[c] > top]

        def holds(winner: int) -> bool:
            """Nobody after us may go over ``winner``: it takes the trick for sure."""
            return not any(_may_beat(tracker.possible[s], led, trump, strength[winner]) for s in later)

        safe = holds(card)
        if safe and winners == [card]:  # no cheaper way to win it: « au plus juste » would say there was
            return Reason("win_only", CARDS[card])
        cheapest = card == min(winners, key=lambda c: strength[c])
        if safe and cheapest:
            return Reason("win_cheaply", CARDS[card])
        if cheapest and led == trump and points[card] < max(points[c] for c in winners):
            return Reason("climb_cheaply", CARDS[card])  # must go over, and may be overtrumped after
        if safe and not cheapest and card == min(filter(holds, winners), key=lambda c: strength[c]):
            return Reason("win_surely", CARDS[card])  # a cheaper card would go over, but not surely
    guard = _ten_guard(tracker, legal, card, trump, rival)
    if guard is not None:
        return guard
    partner_to_play = seat ^ 2 in later  # the partner may still win it: not lost yet
    lost = not partner_holds and not partner_to_play and all(strength[c] <= top for c in legal)
    cheapest_points = points[card] == min(points[c] for c in legal) < max(points[c] for c in legal)
    if lost and cheapest_points:
        return Reason("discard_small", CARDS[card])
    if cheapest_points and strength[card] <= top:
        if not partner_holds and partner_to_play:  # theirs for now: the partner may still take it
            return Reason("low_before_partner", CARDS[card])
        if partner_holds and not sure:  # ours for now, but an opponent after us may still take it
            return Reason("no_load_unsure", CARDS[card])
    return None


def _ruffed(tracker: Tracker, opponents: tuple[int, int], suit: int, trump: int) -> bool:
    """Whether an opponent known to hold no card of ``suit`` may still hold a trump: a master card
    led there would be cut (the cut is forced on an opponent's master card), not cashed."""
    return any(
        not tracker.possible[seat] & SUIT_MASK[suit] and tracker.possible[seat] & SUIT_MASK[trump]
        for seat in opponents
    )


def _ten_guard(tracker: Tracker, legal: list[int], card: int, trump: int, rival: int | None) -> Reason | None:
    """A 10 whose ace is still out, with one small card beside it: keep that guard. Against a known
    ``rival``, only when the rival is that guard (playing the 10 itself, or loading it, is another
    matter than leaving it bare)."""
    for suit in range(4):
        ten, ace = suit * 8 + TEN, suit * 8 + ACE
        held = tracker.mine & SUIT_MASK[suit]
        if suit == trump or not held >> ten & 1 or held.bit_count() != 2:
            continue
        if tracker.played >> ace & 1 or tracker.mine >> ace & 1:
            continue
        guard = (held & ~(1 << ten)).bit_length() - 1
        if rival is not None and rival != guard:
            continue
        if guard in legal and card not in (ten, guard) and len(legal) > 2:
            return Reason("keep_ten_guard", CARDS[ten])
    return None


def bid_reason(view: DealView, evaluation: Evaluation, chosen: Action | None = None) -> Reason | None:
    """Why taking (with how many trumps) or passing is best: how often the take ``chosen`` instead
    would make, or with none chosen (a hint, or a pass reviewed) the likeliest take."""
    best = evaluation.best
    if isinstance(best.action, Take):
        suit = best.action.suit
        held = [c for c in (*view.hand, view.turned) if c.suit == suit]
        make = percent(best.make or 0.0)
        if make >= 50:  # the turned card counts among the trumps only when it is one
            key = "take" if view.turned.suit == suit else "take_in_hand"
            return Reason(key, suit=suit, number=len(held), percent=make)
        return Reason("take_anyway", suit=suit, percent=make)
    takes = [o for o in evaluation.options if isinstance(o.action, Take)]
    if not isinstance(best.action, Pass) or not takes:
        return None
    later = round_two_suit(view)
    if later is not None:  # passing keeps the stronger suit for round 2, where the player may name it
        return Reason("pass_round_two", suit=later)
    top = max(takes, key=lambda o: o.make or 0.0)
    if isinstance(chosen, Take):  # the take the player made, not another suit they never named
        top = evaluation.option_for(chosen)
    assert isinstance(top.action, Take)
    make = percent(top.make or 0.0)
    key = "pass_risky" if make < 50 else "pass_dear"
    return Reason(key, suit=top.action.suit, number=make)


def round_two_suit(view: DealView) -> Suit | None:
    """In round 1, the other suit a club player would name in round 2 with this hand (the turned
    card picked up), when it values the hand more than the turned suit: passing waits for it."""
    if view.bidding_round != 1:
        return None
    hand = sum(1 << card.index for card in view.hand)
    named = club_bid(hand, view.turned.index, 2, first=view.seat == (view.dealer + 1) & 3)
    taken = hand | 1 << view.turned.index
    if named >= 0 and hand_value(taken, named) > hand_value(taken, int(view.turned.suit)):
        return Suit(named)
    return None
