"""The card tracker never contradicts the true hands and draws every inference the rules force."""

from __future__ import annotations

import random

from belote.bots import BOTS
from belote.bots.tracker import Tracker
from belote.engine import Deal, Rules, mask_of
from belote.engine.fast import ALL_CARDS, SUIT_MASK, legal_mask

FAST_BOTS = [BOTS["random"], BOTS["heuristic"]]
RULE_SETS = [
    Rules(),
    Rules(announces=True),
    Rules(must_undertrump=False),
    Rules(announces=True, must_undertrump=False, first_packet=2),
]


def forced_exclusions(hand_card: int, trick: list[int], trump: int, undertrump: bool) -> int:
    """Cards a seat cannot hold after playing ``hand_card`` to ``trick``: brute force on the engine.

    Legality is a conjunction of "holds none of these cards" conditions, so card ``x`` is excluded
    exactly when ``hand_card`` would be illegal from the two-card hand ``{hand_card, x}``.
    """
    excluded = 0
    for x in range(32):
        if x != hand_card:
            hand = (1 << hand_card) | (1 << x)
            if not legal_mask(hand, trick, trump, undertrump) >> hand_card & 1:
                excluded |= 1 << x
    return excluded


def test_tracker_agrees_with_the_truth_and_the_oracle() -> None:
    """Over random deals by mixed bots, every seat's tracking is sound and as strong as the oracle."""
    rng = random.Random(2024)
    checks = 0
    for number in range(600):
        rules = RULE_SETS[number % len(RULE_SETS)]
        deal = Deal.shuffled(rng, number % 4, rules)
        bots = [FAST_BOTS[rng.randrange(len(FAST_BOTS))](seed=number + seat) for seat in range(4)]
        excluded = [0, 0, 0, 0]
        while deal.to_play is not None:
            hands = [mask_of(hand) for hand in deal.hands]
            for seat in range(4):
                tracker = Tracker.from_view(deal.view(seat))
                assert tracker.possible[seat] == tracker.mine == hands[seat]
                for other in range(4):
                    assert hands[other] & ~tracker.possible[other] == 0
                    assert tracker.known[other] & ~hands[other] == 0
                    assert tracker.known[other] & ~tracker.possible[other] == 0
                    if deal.phase == "playing":
                        assert tracker.possible[other].bit_count() >= tracker.counts[other]
                        if tracker.possible[other].bit_count() == tracker.counts[other]:
                            assert tracker.known[other] == tracker.possible[other]
                        rest = 0
                        for third in range(4):
                            if third != other:
                                rest |= tracker.possible[third]
                        assert tracker.possible[other] & ~rest & ~tracker.known[other] == 0
                        assert tracker.possible[other] & excluded[other] == 0
                        for suit in range(4):
                            if tracker.void[other] >> suit & 1:
                                assert hands[other] & SUIT_MASK[suit] == 0
                checks += 1
            actor = deal.to_play
            action = bots[actor].choose(deal.view(actor))
            if deal.phase == "playing":
                trick = [card.index for card in deal.current_trick.cards]
                card = action.card.index  # type: ignore[union-attr]
                trump = int(deal.trump)  # type: ignore[arg-type]
                excluded[actor] |= forced_exclusions(card, trick, trump, rules.must_undertrump)
            deal.apply(action)
    assert checks > 600 * 30 * 4


def test_public_facts_become_known() -> None:
    """The turned card, a declared belote's other card, an announced carré (its height names its
    cards) and the combinations shown after the first trick are known to all."""
    rng = random.Random(7)
    seen = {"turned": 0, "belote": 0, "announce": 0}
    for number in range(300):
        deal = Deal.shuffled(rng, number % 4, Rules(announces=True))
        while deal.to_play is not None:
            actions = deal.legal_actions()
            flagged = [a for a in actions if getattr(a, "belote", False) or getattr(a, "announce", 0)]
            deal.apply(rng.choice(flagged or actions))
            if deal.phase != "playing":
                continue
            played = mask_of(card for trick in deal.tricks for card in trick.cards)
            played |= mask_of(deal.current_trick.cards)
            taker = deal.taker
            assert taker is not None
            trump = int(deal.trump)  # type: ignore[arg-type]
            for seat in range(4):
                view = deal.view(seat)
                tracker = Tracker.from_view(view)
                if seat != taker and not played >> deal.turned.index & 1:
                    assert tracker.known[taker] >> deal.turned.index & 1
                    seen["turned"] += 1
                if view.belote is not None and not view.rebelote and view.belote != seat:
                    pair = (1 << (trump * 8 + 5)) | (1 << (trump * 8 + 6))
                    assert tracker.known[view.belote] & pair == pair & ~played
                    seen["belote"] += 1
                said = [combo for combo in view.announced if combo.kind == "carre"]
                for combination in (*said, *view.shown):
                    if combination.seat != seat:
                        cards = mask_of(combination.cards) & ~played
                        assert tracker.known[combination.seat] & cards == cards
                        seen["announce"] += 1
    assert all(seen.values()), seen


def test_master_and_trumps_out() -> None:
    """The master of each suit is its highest unplayed card; trumps out exclude the viewer's."""
    rng = random.Random(11)
    for number in range(60):
        deal = Deal.shuffled(rng, number % 4)
        while deal.to_play is not None:
            deal.apply(rng.choice(deal.legal_actions()))
            if deal.phase != "playing":
                continue
            view = deal.view(0)
            tracker = Tracker.from_view(view)
            trump = int(deal.trump)  # type: ignore[arg-type]
            played = tracker.played
            assert tracker.trumps_out == SUIT_MASK[trump] & ~played & ~tracker.mine & ALL_CARDS
            for suit in range(4):
                left = [c for c in range(suit * 8, suit * 8 + 8) if not played >> c & 1]
                master = tracker.master(suit)
                if not left:
                    assert master is None
                    continue
                ranks = "7 8 Q K T A 9 J" if suit == trump else "7 8 9 J Q K T A"
                strength = ranks.split().index
                best = max(left, key=lambda c: strength("789TJQKA"[c & 7]))
                assert master is not None and master.index == best
