"""Where the points went: the card that cost the takers most with every hand known, and the one
that gave them most, each checked against the double-dummy values before and after it."""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from belote.bots import BOTS
from belote.bots.expert.scoring import CAPOT
from belote.bots.expert.solver import Solver
from belote.coach import PlayedDeal
from belote.coach.par import par, position_of, solve
from belote.coach.turns import SIGNIFICANT, taker_points, turns
from belote.engine import Deal, Play


def bid_as_heuristics(seed: int) -> Deal:
    """Deal ``seed`` (dealt by seat 0) bid by four heuristic players, stopped at the first card."""
    deal = Deal.shuffled(seed, 0)
    bots = [BOTS["heuristic"](seed=s) for s in range(4)]
    while deal.to_play is not None and deal.phase != "playing":
        deal.apply(bots[deal.to_play].choose(deal.view(deal.to_play)))
    return deal


def played_by_heuristics(seed: int) -> Deal:
    """Deal ``seed`` bid and played to its end by four heuristic players."""
    deal = bid_as_heuristics(seed)
    bots = [BOTS["heuristic"](seed=s) for s in range(4)]
    while deal.to_play is not None:
        deal.apply(bots[deal.to_play].choose(deal.view(deal.to_play)))
    return deal


def perfect_but_one(deal: Deal, slip_from: int) -> tuple[Deal, Play, int]:
    """``deal`` played on with every card of best value for its player's team, all hands known, but
    for the first card from trick ``slip_from`` on whose worst choice costs its team 20 card points
    or more (a diff of 40): that card is the worst. Returns the deal, the slip and its diff cost."""
    assert deal.taker is not None
    team = deal.taker & 1
    slip: tuple[Play, int] | None = None
    while deal.to_play is not None:
        legal = sorted({a.card.index for a in deal.legal_actions() if isinstance(a, Play)})
        values = Solver(position_of(deal, team)).values(legal)  # the takers' final diff after each
        ours = (deal.to_play & 1) == team
        best = max(values) if ours else min(values)
        worst = min(values) if ours else max(values)
        pick = values.index(best)
        if slip is None and len(deal.tricks) + 1 >= slip_from and abs(best - worst) >= 40:
            pick = values.index(worst)
        card = legal[pick]
        action = next(a for a in deal.legal_actions() if isinstance(a, Play) and a.card.index == card)
        if pick == values.index(worst) and best != worst and slip is None:
            slip = (action, abs(best - worst))
        deal.apply(action)
    assert slip is not None
    return deal, slip[0], slip[1]


def test_a_deal_played_perfectly_but_for_one_card_names_that_card_and_what_it_cost() -> None:
    """Every card of best value with all hands known, but one from the third trick on that costs
    its team 20 card points or more: that card is the turning point, with exactly its cost, on the
    side of its team (a takers' card costs them; a defender's card gives them points), and the other
    side has none."""
    for seed in (11, 12, 16):
        deal, slip, cost = perfect_but_one(bid_as_heuristics(seed), slip_from=3)
        record = PlayedDeal.of(deal)
        found = turns(record)
        assert found is not None and deal.taker is not None
        slipper = next(
            trick.seat_of(trick.cards.index(slip.card)) for trick in deal.tricks if slip.card in trick.cards
        )
        takers = (slipper & 1) == (deal.taker & 1)
        turn = found.lost if takers else found.given
        other = found.given if takers else found.lost
        assert turn is not None and other is None, (seed, found)
        assert (turn.seat, turn.card) == (slipper, slip.card)
        assert turn.after - turn.before == (-cost if takers else cost)
        known = par(record)
        assert known is not None and turns(record, known) == found  # the par given or solved: alike


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10_000))
@example(293)  # a trick whose value does not move, two of its cards pulling apart by 20 points or more
def test_a_turning_point_is_a_card_of_the_side_it_cost_and_moves_the_values_as_said(seed: int) -> None:
    """With every hand known a card can only keep or lower its own team's value: what cost the
    takers is a takers' card, what gave them points a defender's; solving before and after the card
    gives the points said, and a turning point moves at least ``SIGNIFICANT`` points."""
    deal = played_by_heuristics(seed)
    record = PlayedDeal.of(deal)
    found = turns(record)
    if deal.result is None or deal.result.redeal:
        assert found is None
        return
    assert found is not None and deal.taker is not None
    team = deal.taker & 1
    replayed = bid_as_heuristics(seed)
    positions: dict[object, Deal] = {}
    for trick in deal.tricks:
        for card in trick.cards:
            positions[card] = replayed.copy()
            replayed.apply(
                next(a for a in replayed.legal_actions() if isinstance(a, Play) and a.card == card)
            )
            positions[card, "after"] = replayed.copy()
    # every card from the second trick on, solved before and after: none moved more than the one named
    cards = [card for trick in deal.tricks[1:7] for card in trick.cards]
    values: dict[object, int] = {card: solve(position_of(positions[card], team))[0] for card in cards}
    values[None] = solve(position_of(positions[deal.tricks[7].cards[0]], team))[0]
    following = dict(zip(cards, [*cards[1:], None], strict=True))
    changes = [values[following[card]] - values[card] for card in cards]
    if min(changes, default=0) <= -2 * SIGNIFICANT:
        assert found.lost is not None and found.lost.after - found.lost.before <= min(changes)
    if max(changes, default=0) >= 2 * SIGNIFICANT:
        assert found.given is not None and found.given.after - found.given.before >= max(changes)
    for turn, sign in ((found.lost, -1), (found.given, 1)):
        if turn is None:
            continue
        assert ((turn.seat & 1) == team) == (sign < 0)
        assert sign * (turn.after - turn.before) >= 2 * SIGNIFICANT
        before = solve(position_of(positions[turn.card], team))[0]
        after_deal = positions[turn.card, "after"]
        after = solve(position_of(after_deal, team))[0] if after_deal.to_play is not None else None
        assert turn.before == before
        if after is not None and len(after_deal.tricks) < 7:
            assert turn.after == after
            assert turn.points == taker_points(after) - taker_points(before)
            assert (turn.capot != "") == (CAPOT in (abs(before), abs(after)))
