"""The end of a deal against modelled opponents: exact for our team against the model's cards, and
never below the double-dummy value (opponents held to one card can only do worse than best play)."""

from __future__ import annotations

import random

import pytest

from belote.bots.expert.modelled import ModelledEnd, club_model
from belote.bots.expert.position import DIX_DE_DER, Position, final_diff
from belote.bots.expert.solver import Solver
from belote.engine.fast import ALL_CARDS, POINTS, complete_trick, iter_cards, legal_mask
from tests.bots.test_expert_support import random_position


def our_turn_position(rng: random.Random, tricks: int) -> tuple[Position, int]:
    """A random late position with our team to play, and the cards of the tricks done."""
    position = random_position(rng, tricks, extra=rng.randrange(4))
    position.our_team = position.to_play & 1
    position.must_undertrump = rng.random() < 0.5
    in_play = sum(1 << c for c in position.trick) | position.hands[0] | position.hands[1]
    in_play |= position.hands[2] | position.hands[3]
    return position, ALL_CARDS & ~in_play


def moves_of(position: Position) -> list[int]:
    """The legal cards of the seat to play."""
    seat = position.to_play
    return iter_cards(
        legal_mask(position.hands[seat], position.trick, position.trump, position.must_undertrump)
    )


def lowest_legal(trump: int, must_undertrump: bool):  # type: ignore[no-untyped-def]
    """A simple model of the opponents that reads what is gone: the lowest-indexed legal card after an
    even number of tricks, the highest after an odd one."""

    def model(seat: int, hand: int, trick: tuple[int, ...], gone: int) -> int:
        legal = legal_mask(hand, trick, trump, must_undertrump)
        if gone.bit_count() // 4 % 2:
            return legal.bit_length() - 1
        return (legal & -legal).bit_length() - 1

    return model


def enumerate_lines(position: Position, gone: int, model, card: int) -> int:  # type: ignore[no-untyped-def]
    """The reference: every line our team may play after ``card``, the opponents playing
    ``model``'s card (``gone``: the cards of the tricks done); the best final diff, without tables."""
    trump, our, mu = position.trump, position.our_team, position.must_undertrump
    hands = list(position.hands)
    hands[position.to_play] ^= 1 << card
    gone0 = ALL_CARDS & ~(
        sum(1 << c for c in position.trick) | card | hands[0] | hands[1] | hands[2] | hands[3]
    )
    gone0 &= ~(1 << card)

    def play(leader: int, trick: list[int], won: int, diff: int, gone: int) -> int:
        if len(trick) == 4:
            winner, points = complete_trick(trick, leader, trump)
            won |= 1 << (winner & 1)
            if not any(hands):
                points += DIX_DE_DER
                return final_diff(diff + (points if (winner & 1) == our else -points), won, our)
            diff += points if (winner & 1) == our else -points
            return play(winner, [], won, diff, gone | sum(1 << c for c in trick))
        seat = (leader + len(trick)) & 3
        if (seat & 1) != our:
            options = [model(seat, hands[seat], tuple(trick), gone)]
        else:
            options = iter_cards(legal_mask(hands[seat], trick, trump, mu))
        results = []
        for choice in options:
            hands[seat] ^= 1 << choice
            results.append(play(leader, [*trick, choice], won, diff, gone))
            hands[seat] ^= 1 << choice
        return max(results)

    return play(position.leader, [*position.trick, card], position.won, position.diff, gone)


@pytest.mark.parametrize("tricks", [1, 2, 3])
def test_the_modelled_end_agrees_with_every_line_enumerated(tricks: int) -> None:
    """Our best line against opponents who play the model's card, checked against plain
    enumeration (dix de der and capot included), under both undertrumping rules."""
    rng = random.Random(300 + tricks)
    for _ in range(60):
        position, gone = our_turn_position(rng, tricks)
        model = lowest_legal(position.trump, position.must_undertrump)
        end = ModelledEnd(position.trump, position.our_team, position.must_undertrump, model)
        moves = moves_of(position)
        values = end.values(
            position.hands, position.trick, position.leader, position.diff, position.won, gone, moves
        )
        assert values == [enumerate_lines(position, gone, model, card) for card in moves]


@pytest.mark.parametrize("tricks", [1, 2, 3, 4])
def test_opponents_held_to_the_club_players_card_never_do_better_than_best_defence(tricks: int) -> None:
    """Against the club player's cards, each of our cards is worth at least its double-dummy value,
    and some positions are worth strictly more: the defence's mistakes the search can use."""
    rng = random.Random(400 + tricks)
    gained = 0
    for _ in range(40):
        position, gone = our_turn_position(rng, tricks)
        taker = rng.randrange(4)
        model = club_model(position.trump, taker, position.must_undertrump)
        end = ModelledEnd(position.trump, position.our_team, position.must_undertrump, model)
        moves = moves_of(position)
        values = end.values(
            position.hands, position.trick, position.leader, position.diff, position.won, gone, moves
        )
        best_defence = Solver(position.copy()).values(moves)
        assert all(v >= d for v, d in zip(values, best_defence, strict=True))
        gained += values != best_defence
    if tricks > 1:
        assert gained > 0


def test_points_are_counted_for_the_right_team() -> None:
    """A hand-built last trick: we lead the master trump, every point of the trick and the dix de
    der are ours (our card points minus theirs)."""
    trump = 0  # spades: the jack is master
    jack, seven_h, eight_h, nine_d = 4, 8, 9, 18
    hands = [1 << jack, 1 << seven_h, 1 << eight_h, 1 << nine_d]
    end = ModelledEnd(trump, 0, True, lowest_legal(trump, True))
    points = POINTS[trump][jack] + DIX_DE_DER
    assert end.values(hands, [], 0, 30, 0b11, ALL_CARDS & ~sum(hands), [jack]) == [30 + points]
