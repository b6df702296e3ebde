"""Builders for card-table situations: decks from four intended hands, bidding and scripted play.

Tests describe a deal the way players would ("seat 1 holds JH 9H ..., takes at hearts") and these
helpers turn it into the deck that ``Deal.from_deck`` deals, following the distribution of the spec:
packets of 3 then 2 (or 2 then 3) from the seat after the dealer, card 21 turned, then 3 cards each
(2 for the taker, who also picks up the turned card) again from the seat after the dealer.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Mapping, Sequence

from belote.engine import CARDS, PASS, Action, Card, Deal, Match, Play, Rules, Suit, Take

EVERY_ACTION: list[Action] = [PASS, *(Take(s) for s in Suit)]
FLAGS = (False, True)
EVERY_ACTION += [Play(c, announce, belote) for c in CARDS for announce in FLAGS for belote in FLAGS]
"""Every well-formed action: passes, takes, and each card with each flag."""


def cards(text: str) -> list[Card]:
    """Parse space-separated card codes, e.g. ``"JH 9H AH"``."""
    return [Card.parse(code) for code in text.split()]


def codes(items: Iterable[Card]) -> set[str]:
    """The two-letter codes of some cards, as a set (order-free comparisons)."""
    return {str(card) for card in items}


def build_deck(
    hands: Sequence[str],
    *,
    taker: int,
    turned: str,
    dealer: int = 3,
    first_packet: int = 3,
) -> list[Card]:
    """The 32-card deck (top first) that deals ``hands`` (seat order) when ``taker`` takes.

    The turned card must be in the taker's hand; each seat's first five cards (in the written order,
    the turned card skipped) come in the first distribution, the rest after the take.
    """
    parsed = [cards(hand) for hand in hands]
    turned_card = Card.parse(turned)
    if len(parsed) != 4 or any(len(hand) != 8 for hand in parsed):
        raise AssertionError("four hands of eight cards are needed")
    if set().union(*map(set, parsed)) != set(CARDS):
        raise AssertionError("the four hands must hold the 32 cards exactly once")
    if turned_card not in parsed[taker]:
        raise AssertionError("the taker's hand must hold the turned card")
    first = [[c for c in hand if c is not turned_card][:5] for hand in parsed]
    rest = [[c for c in hand if c is not turned_card][5:] for hand in parsed]
    order = [(dealer + k) % 4 for k in range(1, 5)]
    deck: list[Card] = []
    for start, stop in ((0, first_packet), (first_packet, 5)):
        for seat in order:
            deck.extend(first[seat][start:stop])
    deck.append(turned_card)
    for seat in order:
        deck.extend(rest[seat])
    assert len(deck) == 32
    return deck


def bid(deal: Deal, taker: int, suit: Suit) -> None:
    """Everyone passes until ``taker`` takes ``suit`` (round 1 if it is the turned suit, else 2)."""
    if suit != deal.turned.suit:
        for _ in range(4):
            deal.apply(PASS)
    while deal.to_play != taker:
        deal.apply(PASS)
    deal.apply(Take(suit))


def make_deal(
    hands: Sequence[str],
    *,
    taker: int,
    turned: str,
    trump: str | None = None,
    dealer: int = 3,
    rules: Rules | None = None,
) -> Deal:
    """A deal in the playing phase with exactly ``hands``: built, dealt and bid (trump letter)."""
    rules = rules or Rules()
    deck = build_deck(hands, taker=taker, turned=turned, dealer=dealer, first_packet=rules.first_packet)
    deal = Deal.from_deck(deck, dealer, rules)
    suit = Suit.parse(trump) if trump else Card.parse(turned).suit
    bid(deal, taker, suit)
    return deal


def play(deal: Deal, script: str, *, belote: Iterable[str] = (), announce: Iterable[str] = ()) -> None:
    """Play the cards of ``script`` in turn (``|`` may separate tricks for readability).

    Cards listed in ``belote`` are played saying belote, those in ``announce`` with an announce.
    """
    belote_codes, announce_codes = set(belote), set(announce)
    for code in script.replace("|", " ").split():
        card = Card.parse(code)
        deal.apply(Play(card, announce=str(card) in announce_codes, belote=str(card) in belote_codes))


def legal_plays(deal: Deal) -> set[str]:
    """Codes of the cards the seat to play may play (announce/belote flags ignored)."""
    return {str(a.card) for a in deal.legal_actions() if isinstance(a, Play)}


def play_first_legal(deal: Deal, *, belote: bool = False) -> None:
    """Finish the deal playing, each time, the first legal card (saying belote when allowed if
    ``belote``; never announcing), or the first action during the bidding."""
    while deal.phase != "done":
        actions = deal.legal_actions()
        plays = [a for a in actions if isinstance(a, Play) and not a.announce]
        if belote and any(a.belote for a in plays):
            deal.apply(next(a for a in plays if a.belote))
            continue
        plain = [a for a in plays if not a.belote]
        deal.apply(plain[0] if plain else actions[0])


def play_randomly(deal: Deal, rng: random.Random) -> None:
    """Finish the deal with uniformly random legal actions."""
    while deal.phase != "done":
        deal.apply(rng.choice(deal.legal_actions()))


def random_steps(deal: Deal, rng: random.Random) -> Iterator[Action]:
    """Apply random legal actions until the deal is done, yielding each one after applying it."""
    while deal.phase != "done":
        action = rng.choice(deal.legal_actions())
        deal.apply(action)
        yield action


def match_steps(match: Match, rng: random.Random, steps: int) -> Iterator[None]:
    """Take up to ``steps`` steps of a match, each a random legal action (yielding after it) or the
    next deal dealt when one is done; stop when the partie is over."""
    for _ in range(steps):
        if match.over:
            return
        if match.deal.phase == "done":
            match.next_deal()
            continue
        match.deal.apply(rng.choice(match.deal.legal_actions()))
        yield


def play_match(match: Match, rng: random.Random, actions: int) -> None:
    """Apply ``actions`` random actions to a match, dealing the next deal when one is done."""
    for _ in match_steps(match, rng, actions):
        pass


# --- combinations, only to keep filler cards from creating unintended announces -------------------


def has_combination(hand: Iterable[Card]) -> set[tuple[str, ...]]:
    """Runs of 3+ (per suit, natural rank order) and four-of-a-kinds of a hand, as code tuples."""
    found: set[tuple[str, ...]] = set()
    held = set(hand)
    for suit in Suit:
        run: list[Card] = []
        for rank in range(8):
            card = CARDS[suit * 8 + rank]
            if card in held:
                run.append(card)
                continue
            if len(run) >= 3:
                found.add(tuple(str(c) for c in run))
            run = []
        if len(run) >= 3:
            found.add(tuple(str(c) for c in run))
    for rank in range(8):
        if all(CARDS[s * 8 + rank] in held for s in range(4)):
            found.add(tuple(str(CARDS[s * 8 + rank]) for s in range(4)))
    return found


def complete_hands(fixed: Mapping[int, str], seed: int = 0) -> list[str]:
    """Four 8-card hands holding the ``fixed`` cards, the others dealt so no combination appears
    beyond those the fixed cards already form (a seeded search, so always the same hands)."""
    rng = random.Random(seed)
    given = {seat: cards(text) for seat, text in fixed.items()}
    used = {c for hand in given.values() for c in hand}
    free = [c for c in CARDS if c not in used]
    for _ in range(10_000):
        rng.shuffle(free)
        hands: list[list[Card]] = []
        pos = 0
        for seat in range(4):
            own = list(given.get(seat, []))
            need = 8 - len(own)
            hands.append(own + free[pos : pos + need])
            pos += need
        if all(has_combination(hands[s]) == has_combination(given.get(s, [])) for s in range(4)):
            return [" ".join(str(c) for c in hand) for hand in hands]
    raise AssertionError("no filler found without extra combinations")


def play_until(deal: Deal, seat: int, announcers: Iterable[int] = ()) -> None:
    """Play plain cards until ``seat`` is to play; the ``announcers`` announce whenever they may."""
    announcing = set(announcers)
    while deal.to_play != seat:
        plays = [a for a in deal.legal_actions() if isinstance(a, Play) and not a.belote]
        flagged = [a for a in plays if a.announce]
        if deal.to_play in announcing and flagged:
            deal.apply(flagged[0])
        else:
            deal.apply(next(a for a in plays if not a.announce))
