"""The review: the exact cost of a known mistake, and the accuracy and loss of a deal."""

from __future__ import annotations

from belote.coach import PlayedDeal, review
from belote.coach.evaluate import Evaluation, Option
from belote.coach.review import Decision, Review
from belote.engine import Card, Play
from tests.coach.positions import dix_de_der
from tests.coach.test_hint import SMALL
from tests.engine.helpers import play, play_first_legal


def test_review_gives_the_exact_cost_of_giving_away_the_dix_de_der() -> None:
    deal = dix_de_der()
    play(deal, "JH")  # South trumps its partner's ace: the last trick goes to East or West
    play_first_legal(deal)
    done = review(PlayedDeal.of(deal), 0, SMALL)
    last = [d for d in done.decisions if d.trick == 7]
    assert len(last) == 1
    mistake = last[0]
    assert mistake.chosen == Play(Card.parse("JH"))
    assert mistake.best.action == Play(Card.parse("7S"))
    assert (mistake.best.mean, mistake.played.mean, mistake.cost) == (116, 90, 26)
    assert mistake in done.costly
    assert all(d.trick != 8 for d in done.decisions)  # the last card is forced: no decision


def test_review_reports_progress_once_per_decision() -> None:
    deal = dix_de_der()
    play_first_legal(deal)
    seen: list[tuple[int, int]] = []
    done = review(PlayedDeal.of(deal), 0, SMALL, progress=lambda i, n: seen.append((i, n)))
    total = len(done.decisions)
    assert seen == [(i, total) for i in range(1, total + 1)]


def _decision(best: float, chosen: float) -> Decision:
    options = (Option(Play(Card.parse("AS")), best, 0), Option(Play(Card.parse("7S")), chosen, 0))
    options = tuple(sorted(options, key=lambda o: -o.mean))
    return Decision(0, 1, Play(Card.parse("7S")), Evaluation(options, 1))


def test_accuracy_is_the_share_within_three_points_and_costly_means_five_or_more() -> None:
    decisions = (_decision(10, 10), _decision(10, 7), _decision(10, 6), _decision(10, -12))
    done = Review(decisions)
    assert [d.cost for d in decisions] == [0, 3, 4, 22]
    assert done.accuracy == 0.5
    assert done.costly == (decisions[3],)
    assert done.total_loss == 29
    assert Review(()).accuracy == 1.0
