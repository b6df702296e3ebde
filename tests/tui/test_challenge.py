"""The duplicate challenge's bookkeeping: the figure over the deals replayed, one entry per deal."""

from __future__ import annotations

import random
from concurrent.futures import Future
from dataclasses import replace
from pathlib import Path

import pytest
from textual.widgets import Static

from belote.bots import BOTS
from belote.coach import CoachPool, Divergence, Par, PlayedDeal, Replayed
from belote.coach.evaluate import Evaluation, Option
from belote.coach.review import Decision, Review
from belote.engine import PASS, Card, Deal, Match, Play, Rules, Suit, Take
from belote.history import DealEntry
from belote.tui.challenge import Challenge, Entry
from belote.tui.i18n import set_language
from belote.tui.score_screens import MancheEndScreen, SummaryScreen
from belote.tui.stats_view import challenge_line
from belote.tui.typography import drawn
from tests.history.helpers import LEVELS, open_at, play_deal

from .conftest import enter_until, make_app, past_the_cut, run_async, settle, start, text_of, toasts
from .test_behaviour_tables import manche_end


def done(value: object) -> Future[object]:
    """A future that already holds ``value``."""
    future: Future[object] = Future()
    future.set_result(value)
    return future


def heuristic_deal(seed: int, dealer: int) -> Deal:
    """Deal ``seed`` played to its end by four heuristic bots seeded by their seats."""
    deal = Deal.shuffled(seed, dealer)
    bots = [BOTS["heuristic"](seed=s) for s in range(4)]
    while deal.to_play is not None:
        deal.apply(bots[deal.to_play].choose(deal.view(deal.to_play)))
    return deal


def result(ours: int, theirs: int, redeal: bool = False, divergence: Divergence | None = None) -> Replayed:
    """The expert's replay of a deal with these sheet points (the rest as in any made contract),
    having done otherwise where ``divergence`` says."""
    deal = heuristic_deal(1, 0)
    assert deal.result is not None
    return Replayed(replace(deal.result, points=(ours, theirs), redeal=redeal), divergence)


def test_the_figure_is_the_mean_difference_over_the_replays_done() -> None:
    challenge = Challenge(CoachPool())
    pending: Future[object] = Future()
    challenge.entries = {
        0: Entry(100, done(result(90, 72)), done(None)),  # human +100, expert +18: +82
        1: Entry(-162, done(result(0, 162)), done(None)),  # equal: 0
        2: Entry(20, pending, done(None)),  # not replayed yet
    }  # type: ignore[dict-item]
    replayed, pending = challenge.replays()
    assert sorted(r.human - r.bot for r in replayed) == [0, 82] and pending == 1
    line = challenge.line()
    # the mean with its 95 % interval (82 and 0: 41 ± 1.96 × 58.0 / √2), then what is still computed
    assert line == (
        "Contre l'expert à votre place : +41,0 points par donne sur 2 donnes, sans doute entre −39 et"
        " +121 (1 donne encore en calcul)."
    )
    del challenge.entries[1]
    assert challenge.line() == (
        "Contre l'expert à votre place : +82,0 points sur la seule donne rejouée (1 donne encore en calcul)."
    )
    deal_line = drawn(challenge.entries[0].line())  # one replay, told apart from the expected loss
    assert deal_line.startswith("Contre l'expert à votre place, cette donne : +82 (vous +100, l'expert +18).")
    assert "Une seule donne rejouée" in deal_line and "la perte espérée mesure vos choix" in deal_line
    assert "L'expert a joué cette donne exactement comme vous." in deal_line  # it did nowhere otherwise


def test_the_expert_playing_as_the_player_did_is_not_read_against_the_mistakes_the_review_lists() -> None:
    """The review lists a card as a mistake, and the expert's replay played the same cards: « exactement
    comme vous » read as a contradiction. The line says the analysis searches further and finds
    better where it says so; with no mistake listed it stays as it was."""
    ace, ten = Card.parse("AH"), Card.parse("TH")
    options = (Option(Play(ace), 18.0, 3.0), Option(Play(ten), -4.0, 5.0))
    mistaken = Review((Decision(14, 3, Play(ten), Evaluation(options, worlds=40)),))
    sound = Review((Decision(14, 3, Play(ace), Evaluation(options, worlds=40)),))
    assert mistaken.costly and not sound.costly
    entry = Entry(40, done(result(90, 72)), done(None))  # type: ignore[arg-type]
    set_language("fr")
    faulted = drawn(entry.line(mistaken))
    assert "comme vous ; l'analyse, qui cherche plus loin que lui, trouve pourtant mieux" in faulted
    plain = drawn(entry.line(sound))
    assert "L'expert a joué cette donne exactement comme vous. " in plain and "l'analyse, qui" not in plain
    set_language("en")
    try:
        english = drawn(entry.line(mistaken))
        assert "exactly as you did; the analysis, searching further than it does" in english
    finally:
        set_language("fr")


@pytest.mark.parametrize(
    ("divergence", "french", "english"),
    [
        (
            Divergence(9, 0, 2, 1, Play(Card.parse("TS")), Play(Card.parse("AS"))),
            "Rejouant la donne, l'expert a fait autrement au pli 2 : il a joué A♠ là où vous avez joué 10♠.",
            "Replaying the deal, the expert did otherwise at trick 2: it played A♠ where you played 10♠.",
        ),
        (
            Divergence(0, 0, 0, 1, PASS, Take(Suit.HEARTS)),
            "Rejouant la donne, l'expert a fait autrement au premier tour d'enchères : "
            "il a pris à ♥ là où vous avez passé.",
            "Replaying the deal, the expert did otherwise in the first round of bidding: "
            "it took ♥ where you passed.",
        ),
        (
            Divergence(5, 0, 0, 2, Take(Suit.SPADES), PASS),
            "au deuxième tour d'enchères : il a passé là où vous avez pris à ♠.",
            "in the second round of bidding: it passed where you took ♠.",
        ),
        (
            Divergence(4, 0, 1, 1, Play(Card.parse("KH")), Play(Card.parse("KH"), belote=True)),
            "au pli 1 : il a joué R♥ en disant belote là où vous avez joué R♥ sans dire belote.",
            "at trick 1: it played K♥ saying belote where you played K♥ without saying belote.",
        ),
        (  # both announced: only the cards differ, and only they are named
            Divergence(
                7, 0, 1, 1, Play(Card.parse("JH"), announce=True), Play(Card.parse("AH"), announce=True)
            ),
            "au pli 1 : il a joué A♥ là où vous avez joué V♥.",
            "at trick 1: it played A♥ where you played J♥.",
        ),
        (
            Divergence(8, 0, 1, 1, Play(Card.parse("JH")), Play(Card.parse("AH"), announce=True)),
            "au pli 1 : il a joué A♥ en annonçant là où vous avez joué V♥.",
            "at trick 1: it played A♥ announcing where you played J♥.",
        ),
        (  # the same card, announced or not
            Divergence(8, 0, 1, 1, Play(Card.parse("JH")), Play(Card.parse("JH"), announce=True)),
            "au pli 1 : il a joué V♥ en annonçant là où vous avez joué V♥ sans annoncer.",
            "at trick 1: it played J♥ announcing where you played J♥ without announcing.",
        ),
        (Divergence(6, 3, 2, 1, Play(Card.parse("7C")), Play(Card.parse("8C"))), "", ""),  # another seat
    ],
)
def test_the_deals_line_says_where_the_expert_first_did_otherwise(
    divergence: Divergence, french: str, english: str
) -> None:
    """One replay's figure swings with all that follows: the line says where the expert first left
    the deal as played (the bids and the others' cards follow it from there), an announce or a belote
    named only when one of the two made it and not the other, and nothing of it when another seat
    did otherwise first (a bot slowed down at the table)."""
    entry = Entry(40, done(result(90, 72, divergence=divergence)), done(None))  # type: ignore[arg-type]
    for lang, sentence in (("fr", french), ("en", english)):
        set_language(lang)
        try:
            line = entry.line()
        finally:
            set_language("fr")
        told = line.count("autrement") + line.count("otherwise") + line.count("comme vous")
        assert (sentence in line and told == 1) if sentence else told == 0, line


def reviewed_at(step: int, options: tuple[Option, ...], chosen: Play) -> Review:
    """A review holding one decision, at the deal's action ``step``, with these options."""
    return Review((Decision(step, 2, chosen, Evaluation(options, worlds=40)),))


def test_a_replay_that_left_the_deal_by_a_card_as_good_as_the_players_says_the_gap_came_after() -> None:
    """The expert played the ace where the player played the 10, and the analysis faults neither
    (a point apart, within the noise): the result's gap is not the player's mistake, and the line
    says so; where the analysis faults the player's card, it says nothing of the kind."""
    ten, ace = Play(Card.parse("TS")), Play(Card.parse("AS"))
    divergence = Divergence(9, 0, 2, 1, ten, ace)
    entry = Entry(-162, done(result(90, 72, divergence=divergence)), done(None))  # type: ignore[arg-type]
    close = reviewed_at(9, (Option(ace, 20.0, 60.0), Option(ten, 19.0, 60.0, doubt=4.0, sign_p=0.5)), ten)
    faulted = reviewed_at(9, (Option(ace, 20.0, 60.0), Option(ten, -30.0, 60.0, doubt=4.0, sign_p=0.01)), ten)
    expert_faulted = reviewed_at(  # the player's card the best, the replay's clearly behind it
        9, (Option(ten, 20.0, 60.0), Option(ace, -30.0, 60.0, doubt=4.0, sign_p=0.01)), ten
    )
    elsewhere = reviewed_at(5, close.decisions[0].evaluation.options, ten)  # another decision reviewed
    said = "L'analyse ne reproche aucun des deux choix : l'écart vient des cartes qui ont suivi."
    assert "là où vous avez joué 10♠. " + said in entry.line(close)
    assert said not in entry.line(faulted) and said not in entry.line(elsewhere)
    assert said not in entry.line(expert_faulted)
    assert said not in entry.line()  # no review: nothing to say of it
    level = Entry(18, done(result(90, 72, divergence=divergence)), done(None))  # type: ignore[arg-type]
    assert "±0" in level.line(close) and said not in level.line(close)  # the same result: no gap to explain
    set_language("en")
    try:
        english = "The analysis faults neither choice: the gap comes from the cards that followed."
        assert "where you played 10♠. " + english in entry.line(close)
    finally:
        set_language("fr")


def test_a_deal_nobody_took_at_the_table_nor_in_the_replay_is_no_deal_of_the_challenge() -> None:
    """All passed at the table and the expert passed too: left out, as the statistics leave it out;
    all passed at the table but the expert took: kept, the expert might take what the human passed."""
    challenge = Challenge(CoachPool())
    passed_out = result(0, 0, redeal=True)
    challenge.entries = {
        0: Entry(100, done(result(90, 72)), done(None)),  # +82
        1: Entry(0, done(passed_out), done(None), redeal=True),  # nobody took, anywhere: no deal
        2: Entry(0, done(result(30, 0)), done(None), redeal=True),  # the expert took: -30
    }  # type: ignore[dict-item]
    replayed, pending = challenge.replays()
    assert sorted(r.human - r.bot for r in replayed) == [-30, 82] and pending == 0
    assert "sur 2 donnes" in challenge.line()


def test_a_deal_finished_again_after_an_undo_replaces_its_entry() -> None:
    deal = heuristic_deal(2, 1)
    bots = {s: BOTS["heuristic"](seed=s) for s in range(4)}
    pool = CoachPool()
    challenge = Challenge(pool)
    try:
        others = {s: bots[s] for s in (1, 2, 3)}
        first = challenge.deal_done(3, PlayedDeal.of(deal), others, seed=9)
        second = challenge.deal_done(3, PlayedDeal.of(deal), others, seed=9)
        assert list(challenge.entries) == [3] and challenge.entries[3] is second
        assert second.expert.result(timeout=120) is not None
        assert first.expert.cancelled() or first.expert.result(timeout=120) == second.expert.result()
    finally:
        challenge.close()


def test_a_deal_still_being_replayed_has_no_line_yet() -> None:
    """Until the expert's replay is done, a deal says nothing (rather than a figure half known)."""
    pending: Future[Replayed] = Future()
    entry = Entry(20, pending, done(None))  # type: ignore[arg-type]
    assert entry.difference() is None and entry.line() == ""


def test_a_single_deal_being_computed_is_named_in_the_singular() -> None:
    """Before any replay is done, one deal pending reads « (1 donne) », not « (1 donnes) »."""
    challenge = Challenge(CoachPool())
    challenge.entries = {0: Entry(20, Future(), done(None))}  # type: ignore[dict-item]
    assert challenge.line() == "Contre l'expert à votre place : calcul en cours (1 donne)."
    challenge.entries[1] = Entry(-20, Future(), done(None))  # type: ignore[dict-item]
    assert challenge.line() == "Contre l'expert à votre place : calcul en cours (2 donnes)."


def replayed(ours: int, theirs: int) -> Future[Replayed]:
    """The expert's replay, done, with these sheet points."""
    future: Future[Replayed] = Future()
    future.set_result(result(ours, theirs))
    return future


def no_par() -> Future[Par | None]:
    """A par that was not solved."""
    future: Future[Par | None] = Future()
    future.set_result(None)
    return future


@pytest.mark.parametrize(
    ("lang", "count", "named"),
    [
        (
            "fr",
            "sur 4 donnes",
            "(dont 1 redonne où personne n'avait pris à la table et l'expert a pris à votre place).",
        ),
        (
            "en",
            "over 4 deals",
            "(including 1 redeal where nobody took at the table and the expert took in your seat).",
        ),
    ],
)
def test_the_partie_end_counts_the_deals_as_the_statistics_and_names_the_redeal_the_expert_took(
    tmp_path: Path, lang: str, count: str, named: str
) -> None:
    """Three deals played and one all passed at the table that the expert took in the replay: the
    statistics count 3 played deals and 1 redeal, so the partie's end, like the statistics' own
    challenge line, says the fourth deal of its count is that redeal, in this session and resumed."""
    match, rng = Match(Rules(), 5), random.Random(5)
    challenge = Challenge(CoachPool())
    with open_at(tmp_path) as history:
        for seq, (expert_us, expert_them) in enumerate([(90, 72), (30, 0), (0, 162), (100, 62)]):
            while seq == 1 and match.deal.phase == "bidding":  # everybody passes: a redeal
                match.deal.apply(PASS)
            play_deal(match, rng)
            history.record(DealEntry.from_match(match, LEVELS))
            assert match.deal.result is not None
            points, redeal = match.deal.result.points, match.deal.result.redeal
            human = points[0] - points[1]
            challenge.entries[seq] = Entry(human, replayed(expert_us, expert_them), no_par(), redeal)
            history.record_challenge(5, seq, "expert", human, expert_us - expert_them)
            match.next_deal()
        statistics = history.statistics()
        resumed = Challenge(CoachPool())  # the same partie resumed: every deal from the history
        resumed.earlier = history.partie_challenges(5)
    set_language(lang)  # back to French before the next test (conftest)
    deals = statistics.overall.deals
    assert (deals.played, deals.redeals, len(statistics.challenge)) == (3, 1, 4)
    assert challenge.line() == resumed.line() == challenge_line(statistics)
    line = challenge.line()
    assert count in line and line.endswith(named)


def test_a_redeal_and_a_replay_still_computed_are_said_in_one_bracket() -> None:
    challenge = Challenge(CoachPool())
    challenge.entries = {
        0: Entry(100, replayed(90, 72), no_par()),  # +82
        1: Entry(0, replayed(30, 0), no_par(), redeal=True),  # the expert took: -30
        2: Entry(20, Future(), no_par()),  # not replayed yet
    }
    assert challenge.line().endswith(
        "(dont 1 redonne où personne n'avait pris à la table et l'expert a pris à votre place ;"
        " 1 donne encore en calcul)."
    )


@run_async
async def test_the_partie_end_redraws_the_challenge_when_the_last_replay_comes_in(tmp_path: Path) -> None:
    """The partie's end opens while the last deal's replay is computed (« 1 donne encore en
    calcul »): once it is done the line counts it, without the player doing anything."""
    challenge = Challenge(CoachPool())
    last: Future[object] = Future()
    challenge.entries = {
        0: Entry(100, done(result(90, 72)), done(None)),  # +82
        1: Entry(-162, last, done(None)),  # the deal just ended: its replay not done yet
    }  # type: ignore[dict-item]
    match = manche_end(Rules(target=300, manches=1), (1, 0))
    assert match.over
    app = make_app(tmp_path)
    async with app.run_test() as pilot:
        app._match, app.challenge = match, challenge
        app.show_manche_end(lambda: None)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, MancheEndScreen)
        assert screen.following is not None
        shown = text_of(screen.query_one(".dialog-body", Static).content, width=200)
        assert "sur la seule donne rejouée (1 donne encore en calcul)" in shown
        last.set_result(result(0, 162))  # the expert went dedans too: 0
        await pilot.pause(1.2)
        shown = text_of(screen.query_one(".dialog-body", Static).content, width=200)
        assert "+41,0 points par donne sur 2 donnes" in shown and "en calcul" not in shown
        assert screen.following is None  # nothing more to wait for


class _NoProcess:
    """A process pool that cannot start its process, as when the system refuses one."""

    made = 0

    def __init__(self, *args: object, **kwargs: object) -> None:
        type(self).made += 1

    def submit(self, *args: object) -> Future[object]:
        raise ValueError("bad value(s) in fds_to_keep")

    def shutdown(self, wait: bool = True, cancel_futures: bool = False) -> None:
        pass


def test_a_background_process_that_cannot_start_gives_a_failed_answer_and_is_tried_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The replay and the par come back as failures the game does without, the pool says why, and
    the next deal tries a new process rather than the broken one."""
    monkeypatch.setattr("belote.coach.pool.ProcessPoolExecutor", _NoProcess)
    _NoProcess.made = 0
    pool = CoachPool()
    record = PlayedDeal.of(heuristic_deal(3, 0))
    replay = pool.par(record)
    assert isinstance(replay.exception(), ValueError)
    assert isinstance(pool.failure, ValueError)
    pool.par(record)
    assert _NoProcess.made == 2  # the broken pool was dropped, a new one tried


@run_async
async def test_a_deal_ends_and_the_partie_goes_on_when_the_coach_cannot_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At the end of a deal the expert's replay cannot start: the summary shows, the player is told
    once (when the summary is closed: no notice covers it) and the next deal is played."""
    monkeypatch.setattr("belote.coach.pool.ProcessPoolExecutor", _NoProcess)
    app = make_app(tmp_path, seed=4, coach=True)
    async with app.run_test() as pilot:
        await start(pilot)
        await enter_until(pilot, lambda: isinstance(app.screen, SummaryScreen), presses=200)
        await pilot.press("enter")
        await settle(pilot)
        told = [toast for toast in toasts(app) if "analyse en arrière-plan n'a pas pu démarrer" in toast]
        assert len(told) == 1
        await past_the_cut(pilot)
        assert len(app.match.history[-1]) == 1  # the deal counted, the next one under way
        assert app.match.deal.result is None
