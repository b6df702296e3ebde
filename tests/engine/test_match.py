"""The partie (docs/rules.md, "Dealer", "Manche", "Partie"): draw, rotation, manche end, manches won.

Matches are played with random legal actions from fixed seeds, each deal checked against the rules;
the special manche endings are found in a long match and replayed with the target set to hit them.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

import pytest

from belote.engine import PASS, Card, DealResult, Match, Rules, SaveError, Suit, manche_winner

from .helpers import play_randomly


@dataclass
class Step:
    """One finished deal of a match: scores before and after, and its result."""

    index: int
    before: tuple[int, int]
    after: tuple[int, int]
    result: DealResult
    manche_over: bool


def deals(match: Match, rng: random.Random, limit: int = 10_000) -> Iterator[Step]:
    """Play the match's deals at random, yielding each finished one (then dealing the next)."""
    for index in range(limit):
        before = match.scores
        play_randomly(match.deal, rng)
        yield Step(index, before, match.scores, match.history[-1][-1], match.manche_over)
        if match.over:
            return
        match.next_deal()


def expected_manche_winner(step: Step, target: int) -> int | str | None:
    """The team that wins the manche on this deal, None to play on, "?" if the spec is silent."""
    after, capot = step.after, step.result.capot
    made_capot = None if capot is None else 1 - capot
    reached = [team for team in (0, 1) if after[team] >= target]
    if made_capot in reached and len(reached) == 2 and after[made_capot] >= after[1 - made_capot]:
        return "?"  # both over, the higher one made capot: not decided by the rules
    eligible = [team for team in reached if team != made_capot]
    if not eligible:
        return None
    if len(eligible) == 1:
        return eligible[0]
    if after[0] == after[1]:
        return None
    return 0 if after[0] > after[1] else 1


# --- first dealer ---------------------------------------------------------------------------


def test_first_dealer_draw_lowest_natural_order_ties_draw_again() -> None:
    tie_seen = False
    for seed in range(150):
        match = Match(seed=seed)
        rounds = match.draw
        assert rounds and all(card is not None for card in rounds[0])
        drawing = {0, 1, 2, 3}
        for number, drawn in enumerate(rounds):
            assert {seat for seat, card in enumerate(drawn) if card is not None} == drawing
            present = [card for card in drawn if card is not None]
            assert len(set(present)) == len(present)
            low = min(card.rank for card in present)
            lowest = {seat for seat, card in enumerate(drawn) if card is not None and card.rank == low}
            if number < len(rounds) - 1:
                assert len(lowest) >= 2, "only a tie draws again"
                drawing = lowest
                tie_seen = True
            else:
                assert lowest == {match.first_dealer}
        assert match.deal.dealer == match.first_dealer
    assert tie_seen


def test_tied_seats_draw_again_from_what_is_left_of_the_pack() -> None:
    ties = 0
    for seed in range(300):
        drawn = [card for row in Match(seed=seed).draw for card in row if card is not None]
        assert len(set(drawn)) == len(drawn), f"seed {seed}: a card drawn before came again"
        ties += len(drawn) > 4
    assert ties > 20


def test_a_partie_saved_before_the_draw_from_the_pack_keeps_its_first_dealer() -> None:
    # Seed 1: seats 0 and 3 tie on an 8; from a fresh pack seat 0 drew the A♠ seat 1 had already
    # drawn and seat 3 the Q♠, so seat 3 dealt; from the rest of the pack seat 0 draws the 7♣.
    legacy = {**Match(seed=1).to_json(), "deals": [["pass"]]}
    del legacy["redraw"]
    restored = Match.from_json(legacy)
    assert restored.first_dealer == 3 and restored.draw[1][0] == Card.parse("AS")
    assert restored.deal.actions == (PASS,) and not restored.redraw_from_pack
    assert "redraw" not in restored.to_json()
    assert Match.from_json(restored.to_json()).first_dealer == 3
    today = Match.from_json(Match(seed=1).to_json())
    assert today.first_dealer == 0 and today.draw[1][0] == Card.parse("7C")


def test_a_save_with_an_unknown_way_of_drawing_again_is_refused() -> None:
    with pytest.raises(SaveError, match="drawing again"):
        Match.from_json({**Match(seed=1).to_json(), "redraw": "from-the-sky"})


def test_match_is_reproducible_from_its_seed() -> None:
    a, b = Match(seed=99), Match(seed=99)
    assert a.seed == 99 and a.draw == b.draw and a.first_dealer == b.first_dealer
    assert a.deal.hands == b.deal.hands and a.deal.turned is b.deal.turned
    c = Match()
    assert isinstance(c.seed, int)


def test_dealer_rotates_to_the_next_seat() -> None:
    match = Match(Rules(target=300), seed=3)
    rng = random.Random(3)
    dealers = [match.deal.dealer]
    while not match.over:
        play_randomly(match.deal, rng)
        if not match.over:
            match.next_deal()
            dealers.append(match.deal.dealer)
    assert len(dealers) > 4
    assert dealers == [(dealers[0] + k) % 4 for k in range(len(dealers))]


def test_the_previous_deals_last_trick_is_kept_and_restored_with_the_partie() -> None:
    """After ``next_deal()`` the match keeps the deal before's last trick (none at the first deal or
    after a void deal); a partie restored from its save replays to the same one."""
    match = Match(Rules(target=300), seed=8)
    rng = random.Random(8)
    assert match.previous_last is None
    played = 0
    while not match.over:
        play_randomly(match.deal, rng)
        if match.over:
            break
        tricks = match.deal.tricks
        match.next_deal()
        assert match.previous_last == (tricks[-1] if tricks else None)
        played += bool(tricks)
        assert Match.from_json(match.to_json()).previous_last == match.previous_last
    assert played > 2
    void = Match(seed=8)
    while void.deal.phase != "done":
        void.deal.apply(PASS)  # nobody takes
    void.next_deal()
    assert void.previous_last is None and Match.from_json(void.to_json()).previous_last is None


# --- manches --------------------------------------------------------------------------------


@pytest.mark.parametrize("rules", [Rules(target=300), Rules(target=500, announces=True)])
def test_manche_ends_as_the_rules_say(rules: Rules) -> None:
    for seed in range(12):
        match = Match(rules, seed=seed)
        manches = (0, 0)
        manche_results: list[DealResult] = []
        new_manche = False
        for step in deals(match, random.Random(seed)):
            if new_manche:
                assert step.before == (0, 0), "a new manche starts from zero"
            new_manche = step.manche_over
            manche_results.append(step.result)
            assert step.after == (
                step.before[0] + step.result.points[0] + step.result.collected[0],
                step.before[1] + step.result.points[1] + step.result.collected[1],
            )
            assert match.history[-1] == manche_results
            winner = expected_manche_winner(step, rules.target)
            if winner == "?":
                manches = match.manches
            elif winner is None:
                assert not step.manche_over, (seed, step)
                assert match.manches == manches
            else:
                assert step.manche_over, (seed, step)
                assert isinstance(winner, int)
                won = list(manches)
                won[winner] += 1
                manches = (won[0], won[1])
                assert match.manches == manches
            if step.manche_over:
                manche_results = []


def find_in_long_match(rules: Rules, wanted: str) -> tuple[int, int, Step]:
    """(seed, deal index, step) of the first deal matching ``wanted`` in matches with no target."""
    for seed in range(20):
        match = Match(rules, seed=seed)
        for step in deals(match, random.Random(seed), limit=400):
            before, after, capot = step.before, step.after, step.result.capot
            if wanted == "capot" and capot is not None:
                made = 1 - capot
                if after[made] > before[made] and after[1 - made] < after[made] > max(before):
                    return seed, step.index, step
            both = capot is None and min(after) > max(before)
            if both and wanted in ("both", "equal") and (after[0] == after[1]) == (wanted == "equal"):
                return seed, step.index, step
    raise AssertionError(f"no {wanted} case found")


def replay_with_target(rules: Rules, seed: int, index: int, target: int) -> tuple[Match, Step]:
    """Replay the same match (same seed and choices) with ``target``, up to deal ``index``."""
    match = Match(Rules(**{**rules.to_json(), "target": target}), seed=seed)
    rng = random.Random(seed)
    for step in deals(match, rng):
        if step.index == index:
            return match, step
        assert not step.manche_over
    raise AssertionError("match ended early")


LONG = Rules(target=1_000_000, announces=True)


def test_both_over_the_target_the_higher_wins() -> None:
    seed, index, found = find_in_long_match(LONG, "both")
    match, step = replay_with_target(LONG, seed, index, min(found.after))
    assert step.after == found.after
    assert step.manche_over
    higher = 0 if found.after[0] > found.after[1] else 1
    assert match.manches[higher] == 1 and match.manches[1 - higher] == 0


def test_both_over_the_target_and_equal_play_on() -> None:
    seed, index, found = find_in_long_match(LONG, "equal")
    match, step = replay_with_target(LONG, seed, index, found.after[0])
    assert step.after == found.after
    assert not step.manche_over and match.manches == (0, 0)


def test_team_made_capot_cannot_win_the_manche_on_that_deal() -> None:
    seed, index, found = find_in_long_match(LONG, "capot")
    assert found.result.capot is not None
    made_capot = 1 - found.result.capot
    target = found.after[made_capot]
    match, step = replay_with_target(LONG, seed, index, target)
    assert step.after == found.after and step.after[made_capot] >= target
    assert not step.manche_over, "a team made capot cannot reach the target on that deal"
    assert match.manches == (0, 0)
    # play on: the manche ends on a later deal, by the ordinary rule
    match.next_deal()
    for later in deals(match, random.Random(seed + 1)):
        if later.manche_over:
            assert expected_manche_winner(later, target) in (0, 1, "?")
            break
        assert expected_manche_winner(later, target) is None


def sheet_line(sheet: tuple[int, int], capot: int | None = None, redeal: bool = False) -> DealResult:
    """A deal's result as the sheet writes it; ``capot``: the team that took every trick."""
    return DealResult(
        points=sheet, card_points=sheet, capot=capot, dedans=False, litige=False, reserve=0,
        announces=(0, 0), belote=None, redeal=redeal, tricks_won=(4, 4), taker=None if redeal else 0,
        trump=None if redeal else Suit.HEARTS,
    )  # fmt: skip


def test_a_team_capoted_on_the_last_deal_loses_the_manche_to_a_lower_score_over_the_target() -> None:
    """Us at 1010 but capoted on the last deal, Them at 1002: the manche is Them's, fewer points and all."""
    deals = [sheet_line((990, 700)), sheet_line((20, 302), capot=1)]
    assert manche_winner(deals, 1000) == 1
    assert manche_winner(deals, 1011) is None, "Them under the target, Us capoted: play on"


def test_the_higher_score_over_the_target_wins_the_manche_and_a_tie_plays_on() -> None:
    assert manche_winner([sheet_line((600, 500)), sheet_line((420, 510))], 1000) == 0
    assert manche_winner([sheet_line((600, 500)), sheet_line((400, 650))], 1000) == 1
    assert manche_winner([sheet_line((600, 500)), sheet_line((410, 510))], 1000) is None
    assert manche_winner([sheet_line((600, 500))], 1000) is None, "nobody at the target yet"


def test_a_redeal_after_a_capot_does_not_give_the_capoted_team_the_manche() -> None:
    """The capoted team's claim is judged on the last deal played; a redeal after it changes nothing."""
    deals = [sheet_line((990, 600)), sheet_line((20, 252), capot=1), sheet_line((0, 0), redeal=True)]
    assert manche_winner(deals, 1000) is None
    assert manche_winner([sheet_line((0, 0), redeal=True)], 1) is None


# --- partie ---------------------------------------------------------------------------------


def play_partie(rules: Rules, seed: int) -> tuple[Match, list[tuple[int, int]]]:
    """Play a whole partie; the manches score after each manche."""
    match = Match(rules, seed=seed)
    marks = [match.manches for step in deals(match, random.Random(seed)) if step.manche_over]
    assert match.over and match.winner in (0, 1)
    return match, marks


def test_partie_revanche_belle() -> None:
    endings = set()
    for seed in range(25):
        match, marks = play_partie(Rules(target=1), seed)
        final = match.manches
        assert max(final) == 2 and match.winner == final.index(2)
        assert len(match.history) == len(marks) == sum(final)
        for mark in marks[:-1]:
            assert max(mark) < 2, "the partie stops once a team has two manches"
        endings.add(tuple(sorted(final)))
    assert endings == {(0, 2), (1, 2)}, "both a 2-0 and a belle should occur"


def test_consolante_after_two_nil() -> None:
    seen_consolante = False
    for seed in range(25):
        match, marks = play_partie(Rules(target=1, consolante=True), seed)
        if sorted(marks[1]) == [0, 2]:
            assert len(marks) == 3, "a consolante follows a 2-0"
            leader = marks[1].index(2)
            assert match.winner == leader
            seen_consolante = True
        else:
            assert len(marks) == 3 and max(match.manches) == 2  # the belle
    assert seen_consolante


def test_a_consolante_won_by_the_losers_leaves_the_partie_to_its_winners() -> None:
    """In one manche with the consolante, the losers winning the consolante change nothing: the
    partie goes to the team that won the manche, before and after the consolante, which is not one
    of the partie's manches (still 1 to 0, whoever wins it)."""
    reversed_seen = 0
    for seed in range(40):
        rules = Rules(target=1, manches=1, consolante=True)
        match = Match(rules, seed=seed)
        marks = []
        for step in deals(match, random.Random(seed)):
            if step.manche_over:
                marks.append(match.manches)
                if len(marks) == 1:
                    first = marks[0].index(1)
                    assert not match.over and match.decided_winner == first
        assert match.over and len(marks) == len(match.history) == 2, "one manche, then the consolante"
        assert match.winner == match.decided_winner == first and marks[1] == marks[0]
        if manche_winner(match.history[1], rules.target) != first:
            reversed_seen += 1
    assert reversed_seen >= 5, "the consolante should go to the losers in some of these parties"


def test_without_the_consolante_the_partie_is_decided_only_when_it_ends() -> None:
    for seed in range(10):
        match = Match(Rules(target=1, manches=3), seed=seed)
        for _ in deals(match, random.Random(seed)):
            assert match.decided_winner == (match.winner if match.over else None), match.manches
        assert match.decided_winner == match.winner == match.manches.index(2)


def test_odd_number_of_manches() -> None:
    lengths = set()
    for seed in range(20):
        match, marks = play_partie(Rules(target=1, manches=5), seed)
        assert max(match.manches) == 3 and match.winner == match.manches.index(3)
        for mark in marks[:-1]:
            assert max(mark) < 3
        lengths.add(len(marks))
    assert lengths <= {3, 4, 5} and len(lengths) >= 2


def test_manche_index_and_history_grow_together() -> None:
    match = Match(Rules(target=1), seed=5)
    first_index = match.manche_index
    rng = random.Random(5)
    while not match.over:
        play_randomly(match.deal, rng)
        if match.over:
            break
        was_over = match.manche_over
        manches = len(match.history)
        match.next_deal()
        assert len(match.history) == manches + was_over
        assert match.manche_index == first_index + len(match.history) - 1
        if was_over:
            assert match.history[-1] == [] and match.scores == (0, 0)
    assert len(match.history) == sum(match.manches)
