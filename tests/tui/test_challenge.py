"""The duplicate challenge's bookkeeping: the figure over the deals replayed, one entry per deal."""

from __future__ import annotations

from concurrent.futures import Future
from dataclasses import replace

from belote.bots import BOTS
from belote.coach import CoachPool, PlayedDeal
from belote.engine import Deal, DealResult
from belote.tui.challenge import Challenge, Entry


def done(value: object) -> Future[object]:
    """A future that already holds ``value``."""
    future: Future[object] = Future()
    future.set_result(value)
    return future


def result(ours: int, theirs: int) -> DealResult:
    """A deal result with these sheet points (the rest as in any made contract)."""
    deal = Deal.shuffled(1, 0)
    bots = [BOTS["heuristic"](seed=s) for s in range(4)]
    while deal.to_play is not None:
        deal.apply(bots[deal.to_play].choose(deal.view(deal.to_play)))
    assert deal.result is not None
    return replace(deal.result, points=(ours, theirs))


def test_the_figure_is_the_mean_difference_over_the_replays_done() -> None:
    challenge = Challenge(CoachPool())
    pending: Future[object] = Future()
    challenge.entries = {
        0: Entry(100, done(result(90, 72)), done(None)),  # human +100, expert +18: +82
        1: Entry(-162, done(result(0, 162)), done(None)),  # equal: 0
        2: Entry(20, pending, done(None)),  # not replayed yet
    }  # type: ignore[dict-item]
    replayed, pending = challenge.figures()
    assert sorted(replayed) == [0.0, 82.0] and pending == 1
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
    deal_line = challenge.entries[0].line()  # one replay, told apart from the expected loss
    assert deal_line.startswith("Contre l'expert à votre place, cette donne : +82 (vous +100, l'expert +18).")
    assert "Une seule donne rejouée" in deal_line and "la perte espérée mesure vos choix" in deal_line


def test_a_deal_nobody_took_at_the_table_nor_in_the_replay_is_no_deal_of_the_challenge() -> None:
    """All passed at the table and the expert passed too: left out, as the statistics leave it out;
    all passed at the table but the expert took: kept, the expert might take what the human passed."""
    challenge = Challenge(CoachPool())
    passed_out = replace(result(0, 0), redeal=True)
    challenge.entries = {
        0: Entry(100, done(result(90, 72)), done(None)),  # +82
        1: Entry(0, done(passed_out), done(None), redeal=True),  # nobody took, anywhere: no deal
        2: Entry(0, done(result(30, 0)), done(None), redeal=True),  # the expert took: -30
    }  # type: ignore[dict-item]
    replayed, pending = challenge.figures()
    assert sorted(replayed) == [-30.0, 82.0] and pending == 0
    assert "sur 2 donnes" in challenge.line()


def test_a_deal_finished_again_after_an_undo_replaces_its_entry() -> None:
    deal = Deal.shuffled(2, 1)
    bots = {s: BOTS["heuristic"](seed=s) for s in range(4)}
    while deal.to_play is not None:
        deal.apply(bots[deal.to_play].choose(deal.view(deal.to_play)))
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
    pending: Future[DealResult] = Future()
    entry = Entry(20, pending, done(None))  # type: ignore[arg-type]
    assert entry.difference() is None and entry.line() == ""


def test_a_single_deal_being_computed_is_named_in_the_singular() -> None:
    """Before any replay is done, one deal pending reads « (1 donne) », not « (1 donnes) »."""
    challenge = Challenge(CoachPool())
    challenge.entries = {0: Entry(20, Future(), done(None))}  # type: ignore[dict-item]
    assert challenge.line() == "Contre l'expert à votre place : calcul en cours (1 donne)."
    challenge.entries[1] = Entry(-20, Future(), done(None))  # type: ignore[dict-item]
    assert challenge.line() == "Contre l'expert à votre place : calcul en cours (2 donnes)."
