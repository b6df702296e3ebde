"""The deal's running count: each team's points so far and what the takers still need.

A pure function of the human's ``DealView``, so the table shows it and a test can check it cheaply
against the engine's ``DealResult`` once the deal is over.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from belote.engine import Card, DealView, Rank
from belote.engine.fast import ALL_CARDS, POINTS, STRENGTH, winner_index

CARD_TOTAL = 162
"""All card points of a deal, dix de der included."""
DIX_DE_DER = 10
"""The last trick's bonus (not counted after a capot)."""
CAPOT = 252
"""What a team that wins every trick writes for its cards."""
BELOTE = 20
"""What a belote writes."""


@dataclass(frozen=True)
class RunningCount:
    """Points per team (team 0 = Nous) won so far in this deal, and what the takers still need."""

    cards: tuple[int, int] = (0, 0)
    """Card points of the tricks won, dix de der included (252 for a capot)."""
    announces: tuple[int, int] = (0, 0)
    """Announces that score, each counted once its holder shows it at the second trick."""
    belote: tuple[int, int] = (0, 0)
    """20 for the team that said belote."""
    left: int = CARD_TOTAL
    """Card points still to win."""
    need: int | None = None
    """Card points the takers still need to get ahead of the points said so far (None before the
    take); 0: ahead."""
    beaten: bool = False
    """The takers are dedans whatever is left: they can no longer make the contract nor tie."""
    tie_at_best: bool = False
    """The takers can at best tie with the defence (a litige), by winning all that is left."""
    capot_only: bool = False
    """Every card point left is not enough for the takers: only a capot (every trick, the defence
    having none yet) makes the contract (the defence's announces and belote outweigh the rest)."""
    belote_need: int | None = None
    """Card points the takers still need counting a belote they may still say, when every point left
    is not enough without it (None otherwise; 0: the belote alone is enough): « encore 75 » with 72
    left read as a miscount."""
    made: bool = False
    """The contract is made whatever is left: the defence winning every card left, a capot and a
    belote still to be said included."""

    @property
    def litige(self) -> bool:
        """The deal is over and the takers tied with the defence: a litige, no longer « at best »."""
        return self.tie_at_best and self.left == 0

    @property
    def totals(self) -> tuple[int, int]:
        """Each team's points so far: cards, announces and belote."""
        return (
            self.cards[0] + self.announces[0] + self.belote[0],
            self.cards[1] + self.announces[1] + self.belote[1],
        )


def running_count(view: DealView) -> RunningCount:
    """The count of the deal seen in ``view``: what is known to every player at the table (nothing
    for a deal a carré of 7s voided: no point of it counts, its belote included)."""
    if any(rank == Rank.SEVEN for _, rank in view.declared):
        return RunningCount()
    cards = [0, 0]
    won = [0, 0]
    for trick in view.tricks:
        if trick.winner is not None:
            cards[trick.winner % 2] += trick.points
            won[trick.winner % 2] += 1
    if len(view.tricks) == 8 and view.tricks[-1].winner is not None:
        cards[view.tricks[-1].winner % 2] += DIX_DE_DER
    left = CARD_TOTAL - cards[0] - cards[1]
    for team in (0, 1):
        if won[team] == 8:
            cards[team], cards[1 - team] = CAPOT, 0
    announces = [0, 0]
    for combo in view.shown:
        announces[combo.seat % 2] += combo.points
    belote = [0, 0]
    if view.belote is not None:
        belote[view.belote % 2] = BELOTE
    count = RunningCount((cards[0], cards[1]), (announces[0], announces[1]), (belote[0], belote[1]), left)
    if view.taker is None or view.trump is None:
        return count
    decided = trick_decided(view)  # what is sure counts for the verdicts, not yet for the totals
    if decided is not None:
        team, points = decided
        if len(view.tricks) == 7:  # the last trick: the cards still to come to it are all that is left
            points = left
        cards[team] += points
        left -= points
        won[team] += 1
        if won[team] == 8:
            cards[team], cards[1 - team] = CAPOT, 0
    attack = view.taker % 2
    sure = [cards[team] + count.announces[team] + count.belote[team] for team in (0, 1)]
    mine, theirs = sure[attack], sure[1 - attack]
    # Getting ahead of what is said so far: mine + x > theirs + (left - x), x of what is left.
    need = max(0, (theirs + left - mine) // 2 + 1)
    # What is sure, whoever wins the cards left: each side at its best takes them all, with a capot
    # if the other has no trick yet, and a belote not said yet if it may hold the king and queen
    # (once the deal is over, nothing is left to come: these are the totals).
    to_come = belote_to_come(view)
    best = [cards[team] + left if won[1 - team] else CAPOT for team in (0, 1)]
    most = [
        best[team] + count.announces[team] + count.belote[team] + BELOTE * to_come[team] for team in (0, 1)
    ]
    takers_best, defence_best = most[attack], most[1 - attack]
    with_belote = max(0, (theirs + left - mine - BELOTE) // 2 + 1)
    belote_need = with_belote if need > left and to_come[attack] and with_belote <= left else None
    return replace(
        count,
        need=need,
        beaten=takers_best < theirs,
        tie_at_best=takers_best == theirs,
        capot_only=need > left and not won[1 - attack] and takers_best > theirs and belote_need is None,
        belote_need=belote_need,
        made=mine > defence_best,
    )


def trick_decided(view: DealView) -> tuple[int, int] | None:
    """The team sure to win the trick on the table, and the card points it holds for them (the dix
    de der too at the last trick): when no card still out, neither played nor on the table nor known
    in the hand of a seat that played to it, could beat the best one there, whoever holds it (a
    master trump played, say); None otherwise."""
    trick = view.current_trick
    if not trick.cards or view.trump is None:
        return None
    trump = int(view.trump)
    on_table = [card.index for card in trick.cards]
    played = sum(card.mask for done in view.tricks for card in done.cards) | sum(1 << c for c in on_table)
    # A card known to be in the hand of a seat that already played to this trick cannot come: the
    # turned card with the taker, a combination's cards shown with their owner.
    here = {trick.seat_of(index) for index in range(len(trick.cards))}
    held = {view.turned: view.taker} if view.taker is not None else {}
    for combination in view.shown:
        held.update((card, combination.seat) for card in combination.cards)
    kept = sum(card.mask for card, seat in held.items() if seat in here)
    best = winner_index(on_table, trump)
    strength = STRENGTH[trump][on_table[0] >> 3]
    out = ~(played | kept) & ALL_CARDS
    if any(strength[card] > strength[on_table[best]] for card in range(32) if out >> card & 1):
        return None
    points = sum(POINTS[trump][card] for card in on_table)
    if len(view.tricks) == 7:
        points += DIX_DE_DER
    return trick.seat_of(best) % 2, points


def belote_to_come(view: DealView) -> tuple[bool, bool]:
    """Whether each team may still say belote: the king and the queen of trumps both unplayed and
    no belote said, and one seat able to hold both. Whoever is known to hold one of them (our own
    hand, the taker the turned card went to, a combination shown) is the only one who may: its
    team alone, or nobody if it cannot hold the other. At the last trick nobody may (a card a hand)."""
    if view.belote is not None or view.trump is None or len(view.tricks) == 7:  # one card a hand: never both
        return (False, False)
    king, queen = Card(Rank.KING, view.trump), Card(Rank.QUEEN, view.trump)
    seen = {card for trick in (*view.tricks, view.current_trick) for card in trick.cards}
    if king in seen or queen in seen:
        return (False, False)
    holders = {card: view.seat for card in view.hand}
    for combination in view.shown:
        holders.update((card, combination.seat) for card in combination.cards)
    if view.taker is not None:
        holders[view.turned] = view.taker  # the turned card goes to the taker, in either round
    known = {holders[card] for card in (king, queen) if card in holders}
    if len(known) > 1:  # two seats hold one each
        return (False, False)
    if not known:
        return (True, True)
    holder = known.pop()
    if holder == view.seat and not {king, queen} <= set(view.hand):  # ours holds one, not the other
        return (False, False)
    return (holder % 2 == 0, holder % 2 == 1)
