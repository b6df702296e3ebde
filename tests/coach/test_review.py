"""The review: the exact cost of a known mistake, and the accuracy and loss of a deal."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from belote.bots import BOTS
from belote.bots.expert import Budget
from belote.coach import Hint, PlayedDeal, hint, review
from belote.coach.evaluate import Evaluation, Option, evaluate, paired_error, sign_test
from belote.coach.review import Decision, Review
from belote.engine import PASS, Action, Card, Deal, DeclareCarre, Play, Rank, Rules, Suit, Take
from tests.coach.positions import dix_de_der, first_lead
from tests.coach.test_hint import SMALL
from tests.engine.helpers import complete_hands, make_deal, play, play_first_legal, play_randomly

TINY = Budget(worlds=3, simulations=10**9, nodes=5_000, bid_worlds=4, time_cap=1e9)
VARIANTS = [
    Rules(),
    Rules(announces=True, carre_of_eights_cancels=True, carre_of_sevens_voids=True),
    Rules(must_undertrump=False, first_packet=2),
]


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
    assert mistake.reason is not None and mistake.reason.key == "keep_master_trump"  # why, in words
    assert mistake.reason.card == Card.parse("JH")
    assert all(d.reason is None for d in done.decisions if d is not mistake)  # said of mistakes only


def test_review_reports_progress_once_per_decision() -> None:
    deal = dix_de_der()
    play_first_legal(deal)
    seen: list[tuple[int, int]] = []
    done = review(PlayedDeal.of(deal), 0, SMALL, progress=lambda i, n: seen.append((i, n)))
    total = len(done.decisions)
    assert seen == [(i, total) for i in range(1, total + 1)]


def _decision(best: float, chosen: float, doubt: float = 0.0, sign_p: float = 1.0) -> Decision:
    options = (
        Option(Play(Card.parse("AS")), best, 0),
        Option(Play(Card.parse("7S")), chosen, 0, doubt=doubt, sign_p=sign_p),
    )
    options = tuple(sorted(options, key=lambda o: -o.mean))
    return Decision(0, 1, Play(Card.parse("7S")), Evaluation(options, 1))


def test_a_gap_within_the_noise_of_the_worlds_drawn_is_no_listed_mistake() -> None:
    """Early in the deal two cards' values come from sampled worlds: a gap of 4.5 points whose
    standard error is 7 may be nothing but the sample (a 95% test), so it is not called a mistake
    and counts in the unlisted loss; the same gap in every world (error 1) is one."""
    unsure, clear, exact = (
        _decision(55.1, 50.6, doubt=7.1),
        _decision(55.1, 50.6, doubt=1.0),
        _decision(10, 6),
    )
    assert not unsure.mistaken and clear.mistaken and exact.mistaken
    done = Review((unsure, clear, exact))
    assert done.costly == (clear, exact)
    assert done.accuracy == 1 / 3
    assert round(done.unlisted_loss, 6) == 4.5 and round(done.total_loss, 6) == 13.0
    assert not _decision(10, 7, doubt=0.0).mistaken  # 3 points: accurate whatever the noise


def test_a_card_worse_in_most_worlds_where_it_matters_is_a_mistake_whatever_the_swings() -> None:
    """A 10 thrown on a trick already lost costs its points wherever the contract's fate does not
    hang on it, and a few contracts won or lost elsewhere make the mean's error large (14.1 ± 7.2):
    worse in 17 worlds, better in 4, it is a mistake all the same; a card worse in 4 worlds and
    better in 9 is not, whatever its mean."""
    assert _decision(-87.0, -101.1, doubt=7.2, sign_p=sign_test([1.0] * 21, [0.0] * 17 + [2.0] * 4)).mistaken
    assert not _decision(55.1, 50.6, doubt=7.1, sign_p=sign_test([1.0] * 13, [0.0] * 4 + [2.0] * 9)).mistaken
    assert not _decision(10, 7.5, sign_p=0.001).mistaken  # 2.5 points: accurate however sure


def test_a_pass_worse_than_a_take_in_most_worlds_is_no_mistake_within_the_noise() -> None:
    """A take wins a little in most worlds and loses a dedans in a few: the pass comes out worse in
    nearly every world (sign test p = 5·10⁻⁷) though its gap, 3.7 ± 12.9, is noise. Between bids
    only the gap's error decides; the same gap far beyond its error is a mistake."""
    take, pass_ = Take(Suit.CLUBS), PASS
    for doubt, mistaken in ((12.9, False), (1.0, True)):
        options = (Option(take, 7.0, 20.0), Option(pass_, 3.3, 20.0, doubt=doubt, sign_p=5e-7))
        decision = Decision(4, 0, pass_, Evaluation(options, 64))
        assert decision.mistaken is mistaken, doubt


def test_the_sign_test_counts_the_worlds_where_two_options_differ() -> None:
    """Were the options equal, a card worse in k of the n worlds where they differ would be so by
    chance with the binomial tail P(X >= k); worlds where they tie (within half a point) say nothing."""
    assert sign_test([5.0, 5.0, 5.0], [5.0, 5.2, 4.8]) == 1.0  # no world where they differ
    assert sign_test([1.0] * 3, [0.0] * 3) == 1 / 8
    assert sign_test([1.0] * 4 + [5.0] * 60, [0.0, 0.0, 2.0, 2.0] + [5.0] * 60) == 11 / 16
    assert sign_test([1.0] * 21, [0.0] * 17 + [2.0] * 4) < 0.005


def test_the_noise_of_a_gap_is_the_standard_error_of_its_differences_world_by_world() -> None:
    """A gap of 10 points in each of four worlds has no noise; one of +10, −10, +10, −10 has a
    standard deviation of 10 over four worlds: an error of 5. Weights count as the worlds they are
    worth (two worlds of weight 2 are as good as two worlds, not four)."""
    assert paired_error([10, 10, 10, 10], [0, 0, 0, 0], [1, 1, 1, 1]) == 0
    assert paired_error([10, 0, 10, 0], [0, 10, 0, 10], [1, 1, 1, 1]) == 5
    assert paired_error([10, 0], [0, 10], [2, 2]) == paired_error([10, 0], [0, 10], [1, 1]) == 10 / 2**0.5


def test_an_early_card_is_valued_with_the_noise_of_its_gap_and_an_enumerated_endgame_without() -> None:
    """At the first lead the options but the best carry the noise of their gap to it; in the last
    tricks, where every consistent world is weighed, there is none."""
    early = evaluate(
        first_lead(complete_hands({0: "KH QH TH JH AS AC AD 7S"}), taker=0, turned="TH").view(0), SMALL
    )
    assert early.best.doubt == 0 and all(o.doubt > 0 for o in early.options[1:] if o.mean != early.best.mean)
    assert early.best.sign_p == 1 and all(0 < o.sign_p <= 1 for o in early.options)
    assert sum(o.doubt > 0 for o in early.options) >= 2
    late = evaluate(dix_de_der().view(0), SMALL)
    assert len(late.options) > 1 and all(o.doubt == 0 and o.sign_p == 1 for o in late.options)


def test_accuracy_is_the_share_within_three_points_and_every_other_decision_is_listed() -> None:
    """A decision that cost 3 points is accurate; one that cost 4 is a listed mistake, so the list
    and the accuracy count the same decisions."""
    decisions = (_decision(10, 10), _decision(10, 7), _decision(10, 6), _decision(10, -12))
    done = Review(decisions)
    assert [d.cost for d in decisions] == [0, 3, 4, 22]
    assert done.accuracy == 0.5
    assert done.costly == (decisions[2], decisions[3])
    assert len(done.costly) == len(decisions) - round(done.accuracy * len(decisions))
    assert done.total_loss == 29
    assert done.unlisted_loss == 3  # the accurate decisions' costs, the list leaves them out
    assert Review(()).accuracy == 1.0


def test_a_carre_declaration_is_not_a_decision_but_the_card_after_it_is() -> None:
    rules = Rules(announces=True, carre_of_eights_cancels=True)
    hands = complete_hands({0: "8S 8H 8D 8C JH"})
    deal = make_deal(hands, taker=0, turned="JH", rules=rules)
    deal.apply(DeclareCarre(Rank.EIGHT))
    play_first_legal(deal)
    done = review(PlayedDeal.of(deal), 0, SMALL)
    assert all(not isinstance(d.chosen, DeclareCarre) for d in done.decisions)
    assert any(d.trick == 1 for d in done.decisions)  # South's first card, after the declaration


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10**6), variant=st.sampled_from(VARIANTS))
def test_any_deal_reviews_with_costs_never_negative_and_best_first(seed: int, variant: Rules) -> None:
    rng = random.Random(seed)
    deal = Deal.shuffled(seed, seed % 4, variant)
    play_randomly(deal, rng)
    done = review(PlayedDeal.of(deal), seed % 4, TINY)
    for decision in done.decisions:
        means = [o.mean for o in decision.evaluation.options]
        assert means == sorted(means, reverse=True)
        assert decision.cost >= 0 and decision.played in decision.evaluation.options
    assert 0 <= done.accuracy <= 1 and done.total_loss == sum(d.cost for d in done.decisions)


def _same_choice(a: Action, b: Action) -> bool:
    """The same bid, or a play of the same card (whatever its flags)."""
    return a == b or (isinstance(a, Play) and isinstance(b, Play) and a.card == b.card)


def test_a_card_or_bid_the_hint_put_first_is_never_a_mistake_in_the_review() -> None:
    """The advice during the deal and the review after it value each decision alike: the same
    options with the same values, so following the hint costs nothing in the review (the review
    rebuilds each view from the record; the hint saw the live deal). South follows the hint at
    every other decision and plays as the heuristic otherwise."""
    for seed in (3, 8):
        deal = Deal.shuffled(seed, dealer=3)
        bots = [BOTS["heuristic"](seed=seat) for seat in range(4)]
        hints: list[Hint] = []
        while deal.phase != "done":
            view = deal.view(deal.to_play)  # type: ignore[arg-type]
            action = bots[view.seat].choose(view)
            if view.seat == 0 and len({a.card if isinstance(a, Play) else a for a in view.legal}) > 1:
                hints.append(hint(view))
                if len(hints) % 2:
                    action = next(a for a in view.legal if _same_choice(a, hints[-1].best.action))
            deal.apply(action)
        decisions = review(PlayedDeal.of(deal), 0).decisions
        assert [d.evaluation.options for d in decisions] == [advice.options for advice in hints]
        followed = [
            d
            for d, advice in zip(decisions, hints, strict=True)
            if _same_choice(d.chosen, advice.best.action)
        ]
        assert len(followed) >= len(hints) // 2 and all(d.cost == 0 for d in followed)


def test_a_belote_left_unsaid_is_a_costly_mistake_of_at_least_its_twenty_points() -> None:
    """South, the taker at ♥ with K♥ Q♥, leads Q♥ without saying belote: the belote is lost (it
    cannot be said at the K♥), 20 points in every world, more where they made the contract. The
    review lists it as a mistake, « Q♥ en disant belote » being the better option."""
    hands = complete_hands({0: "KH QH TH JH AS AC AD 7S"})
    deal = first_lead(hands, taker=0, turned="TH")
    play(deal, "QH")
    play_first_legal(deal)
    (lead, *_) = [d for d in review(PlayedDeal.of(deal), 0, SMALL).decisions if d.trick]
    assert lead.trick == 1 and lead.chosen == Play(Card.parse("QH"))
    assert lead.belote_unsaid and lead in review(PlayedDeal.of(deal), 0, SMALL).costly
    said = lead.evaluation.option_for(Play(Card.parse("QH"), belote=True))
    assert said.action == Play(Card.parse("QH"), belote=True)
    assert said.mean - lead.played.mean >= 20 and lead.cost >= 20


def test_a_belote_said_is_no_mistake_of_its_own() -> None:
    """The same lead saying belote: the card is valued as it always was, no silent option added."""
    hands = complete_hands({0: "KH QH TH JH AS AC AD 7S"})
    deal = first_lead(hands, taker=0, turned="TH")
    play(deal, "QH", belote=["QH"])
    play_first_legal(deal, belote=True)
    (lead, *_) = [d for d in review(PlayedDeal.of(deal), 0, SMALL).decisions if d.trick]
    assert not lead.belote_unsaid
    assert [o.action for o in lead.evaluation.options if o.action.card == Card.parse("QH")] == [  # type: ignore[union-attr]
        Play(Card.parse("QH"))
    ]
