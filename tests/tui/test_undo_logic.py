"""Undo on the engine's save: back to the human's previous decision, always a state the rules accept."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from belote.engine import PASS, Match, Play, Rules, Take, parse_action
from belote.tui.autoplay import forced_card, is_forced
from belote.tui.events import played_by
from belote.tui.undo import taken_back, undone

HUMAN = 0


def play_randomly(match: Match, rng: random.Random, steps: int) -> None:
    """Apply ``steps`` random legal actions, dealing on when a deal ends (until the partie is over)."""
    for _ in range(steps):
        if match.deal.phase == "done":
            if match.over:
                return
            match.next_deal()
        match.deal.apply(rng.choice(match.deal.legal_actions()))


def actions_after(before: Match, after: Match) -> list[list[str]]:
    """Per deal, the actions ``after`` has beyond ``before`` (which must be a prefix of it)."""
    old, new = before.to_json()["deals"], after.to_json()["deals"]
    assert len(old) <= len(new)
    assert all(new[i] == old[i] for i in range(len(old) - 1))
    assert new[len(old) - 1][: len(old[-1])] == old[-1]
    return [new[len(old) - 1][len(old[-1]) :], *new[len(old) :]]


def replay(match: Match, tail: list[list[str]]) -> None:
    """Apply the per-deal actions of ``actions_after`` to ``match``."""
    for number, actions in enumerate(tail):
        if number:
            match.next_deal()
        for text in actions:
            match.deal.apply(parse_action(text))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), moves=st.lists(st.integers(1, 60), min_size=1, max_size=6))
def test_random_play_and_undos_stay_legal_and_replay_identically(seed: int, moves: list[int]) -> None:
    """Whatever is played and undone, the undone partie is the human's last decision point, restores
    from its own save, and replaying the removed actions gives back the very same partie."""
    rng = random.Random(seed)
    match = Match(Rules(target=300, manches=1), seed)
    for steps in moves:
        play_randomly(match, rng, steps)
        back = undone(match, HUMAN)
        human_cards = played_by(match.deal.view(HUMAN))
        if back is None:  # nothing decided yet in this deal, or only bids that the dealt cards closed
            bid = any(seat == HUMAN for seat, _ in match.deal.bids)
            assert not bid or (match.deal.phase != "bidding" and not human_cards)
            continue
        assert back.deal.to_play == HUMAN and back.deal.phase != "done"
        if match.deal.phase != "bidding":  # the bids stand once the cards are dealt
            assert back.deal.phase == "playing"
        assert Match.from_json(back.to_json()).to_json() == back.to_json()
        tail = actions_after(back, match)
        assert tail[0] or len(tail) > 1  # something was taken back
        again = Match.from_json(back.to_json())
        replay(again, tail)
        assert again.to_json() == match.to_json()
        match = back


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), steps=st.integers(1, 120), skip_forced=st.booleans())
def test_the_cards_taken_back_are_those_back_in_hand_first_the_one_chosen_at_the_undone_decision(
    seed: int, steps: int, skip_forced: bool
) -> None:
    """In this deal or back in the previous one, the cards an undo gives back are those the human
    holds again and did not hold before it (in that deal); the first is the card it played at the
    decision undone."""
    rng = random.Random(seed)
    match = Match(Rules(target=300, manches=1), seed)
    play_randomly(match, rng, steps)
    back = undone(match, HUMAN, is_forced if skip_forced else None)
    if back is None:
        return
    cards = taken_back(match, back, HUMAN)
    data = match.to_json()
    number = len(back.to_json()["deals"]) - 1
    decision = parse_action(data["deals"][number][len(back.deal.actions)])
    held = Match.from_json({**data, "deals": data["deals"][: number + 1]}).deal.view(HUMAN).hand
    assert set(cards) == set(back.deal.view(HUMAN).hand) - set(held)
    assert len(cards) == len(set(cards))
    if isinstance(decision, Play):
        assert cards[0] == decision.card
    else:
        assert not cards or back.deal.phase == "bidding"


def test_undo_takes_back_the_bots_actions_after_the_humans_card() -> None:
    """Human bid, then three bots: undo returns to the human's bid with the bots' bids gone."""
    match = Match(seed=3)
    deal = match.deal
    while deal.to_play != HUMAN:
        deal.apply(PASS)
    before = match.to_json()
    deal.apply(PASS)
    while deal.to_play != HUMAN:
        deal.apply(PASS)
    back = undone(match, HUMAN)
    assert back is not None and back.to_json() == before


def test_a_bid_is_not_taken_back_once_the_cards_are_dealt() -> None:
    """The human passes, a bot takes and the rest of the cards are dealt: undo refuses, since going
    back to the pass would show the cards received after the take. Before the human's first card
    of that deal there is nothing to take back; after it, undo goes back to that card."""
    match = Match(seed=3)
    deal = match.deal
    while deal.to_play != HUMAN:
        deal.apply(PASS)
    deal.apply(PASS)
    taker = deal.to_play
    assert taker is not None and taker != HUMAN
    deal.apply(Take(deal.turned.suit))
    assert deal.phase == "playing"
    assert undone(match, HUMAN) is None
    while deal.to_play != HUMAN:
        deal.apply(deal.legal_actions()[0])
    before = match.to_json()
    deal.apply(deal.legal_actions()[0])
    back = undone(match, HUMAN)
    assert back is not None and back.to_json() == before


def test_undo_never_reopens_the_previous_deal() -> None:
    """When a bot opens the new deal, nothing is taken back: the previous deal is already scored."""
    for seed in range(20):
        rng = random.Random(seed)
        match = Match(seed=seed)
        while match.deal.phase != "done":
            match.deal.apply(rng.choice(match.deal.legal_actions()))
        if match.deal.result is not None and match.deal.result.redeal:
            continue
        match.next_deal()
        if match.deal.to_play != HUMAN:
            break
    else:  # pragma: no cover - the dealer rotates, so some seed gives it
        raise AssertionError("no seed lets a bot open the second deal")
    match.deal.apply(PASS)  # a bot's bid: the human has not decided anything in this deal
    assert undone(match, HUMAN) is None
    assert undone(match, HUMAN, is_forced) is None


def test_nothing_to_undo_before_the_human_decides() -> None:
    """At the very start, before the human's first bid, there is nothing to take back."""
    match = Match(seed=1)
    while match.deal.to_play != HUMAN:
        match.deal.apply(PASS)
    assert undone(match, HUMAN) is None


def test_undo_with_auto_play_skips_forced_cards() -> None:
    """A forced card is not a decision worth going back to when auto-play would play it again."""
    rng = random.Random(2)
    match = Match(seed=2)
    deal = match.deal
    while deal.phase == "bidding":
        deal.apply(Take(deal.turned.suit) if deal.to_play == HUMAN and deal.bidding_round == 1 else PASS)
    while deal.phase != "done":
        deal.apply(rng.choice(deal.legal_actions()))
    # The human's eighth card is always forced: a plain undo goes back to it, a skipping one earlier.
    plain = undone(match, HUMAN)
    assert plain is not None and forced_card(plain.deal, HUMAN) is not None
    skipping = undone(match, HUMAN, is_forced)
    assert skipping is not None and skipping.deal.to_play == HUMAN
    assert not is_forced(skipping.deal)
    assert len(skipping.deal.actions) < len(plain.deal.actions)
