"""Pilot tests of the coach in the app: the hint in the bidding and the card play, the review of a
deal from its summary, and the duplicate challenge's figure on the partie's end screen."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.containers import VerticalScroll
from textual.pilot import Pilot
from textual.widgets import Static

from belote.coach import PlayedDeal, duplicate
from belote.coach.turns import turns
from belote.engine import PASS, Action, Deal, Play, Rules, Take
from belote.history import FILENAME, History
from belote.tui.app import BeloteApp
from belote.tui.coach_bodies import turn_lines
from belote.tui.coach_screens import AnalysedSummary, HintScreen, ReviewScreen
from belote.tui.coach_words import divergence_text
from belote.tui.game import GameScreen
from belote.tui.i18n import card_label, seat_name, set_language, tr
from belote.tui.score_screens import MancheEndScreen
from belote.tui.seating import bot_seed
from belote.tui.translate import LiveFooter
from belote.tui.widgets import HandView
from tests.history.helpers import record_partie

from .conftest import (
    game,
    make_app,
    opened_statistics,
    run_async,
    screen_text,
    settle,
    simulate,
    start,
    text_of,
)
from .test_play import play_until
from .test_screens import finish_deal


async def wait_hint(pilot: Pilot[None]) -> HintScreen:
    """Press « c » and wait for the expert's answer."""
    await pilot.press("c")
    screen = pilot.app.screen
    assert isinstance(screen, HintScreen)
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()
    assert screen.advice is not None
    return screen


@run_async
async def test_hint_in_the_bidding_values_take_and_pass_and_changes_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path, seed=3)
    async with app.run_test() as pilot:
        table = await start(pilot)
        assert table.waiting in ("bid1", "bid2")
        before = app.match.deal.to_json()
        screen = await wait_hint(pilot)
        assert screen.advice is not None
        actions = {option.action for option in screen.advice.options}
        assert PASS in actions and any(isinstance(a, Take) for a in actions)
        shown = text_of(screen.query_one(".coach-body", Static).content)
        assert "Passer" in shown and "Réussite" in shown
        # the panel covers the turned card at the top of the table: its title names it
        title = text_of(screen.query_one(".coach-title", Static).content).strip()
        assert title == f"Conseil de l'expert · retournée : {card_label(app.match.deal.turned)}"
        await pilot.press("escape")
        assert game(pilot).waiting == table.waiting
        assert app.match.deal.to_json() == before


@run_async
async def test_the_hint_explains_its_figures_in_full_once_then_in_a_line(tmp_path: Path) -> None:
    """The paragraph on what the points and the spread mean comes with the first hint; the next
    hints keep only its first words, so the table and the reason stay in view at 80×24."""
    app = make_app(tmp_path, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await start(pilot)
        first = await wait_hint(pilot)
        assert first.advice is not None
        body = text_of(first.query_one(".coach-body", Static).content, 76)
        assert "L'écart dit combien" in body
        await pilot.press("escape")
        again = await wait_hint(pilot)
        assert again.advice is not None
        body = text_of(again.query_one(".coach-body", Static).content, 76)
        assert "L'écart dit combien" not in body
        short = f"Nous moins Eux, en moyenne sur {again.advice.worlds} jeux possibles."
        assert short in " ".join(body.split())


@run_async
async def test_a_short_hint_leaves_the_hand_in_view_to_find_the_card_it_advises(tmp_path: Path) -> None:
    """The hint sits at the top of the table: once its figures are explained, a hint of a few
    cards ends above the hand, so the advised card can be found there."""
    from belote.tui.widgets import HandView

    app = make_app(tmp_path, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await start(pilot)
        await wait_hint(pilot)  # the first hint explains its figures in full
        await pilot.press("escape")
        hint = await wait_hint(pilot)
        assert hint.advice is not None and len(hint.advice.options) <= 4
        await pilot.pause()
        panel = hint.query_one(".dialog.coach").region
        hand = table.query_one(HandView).region
        assert panel.y == 0 and panel.bottom <= hand.y, (panel, hand)


@run_async
async def test_a_hint_in_the_card_play_keeps_the_trick_and_the_hand_in_view(tmp_path: Path) -> None:
    """Weighing the cards needs the trick they fall on: in the card play the hint keeps to the right
    of the table's centre, over the East seat and the score panel, and ends above the hand."""
    from belote.tui.widgets import CentreView, HandView

    app = make_app(tmp_path, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await start(pilot)
        table = await play_until(pilot, lambda _: True)
        hint = await wait_hint(pilot)  # the first hint explains its figures in full: the tallest
        await pilot.pause()
        panel = hint.query_one(".dialog.coach").region
        centre, hand = table.query_one(CentreView).region, table.query_one(HandView).region
        assert panel.x >= centre.right and panel.right == 80, (panel, centre)
        assert panel.bottom <= hand.y, (panel, hand)
        assert hint.query_one(LiveFooter).region.bottom == 24  # the Footer stays at the bottom
        # what does not fit above the hand scrolls, and the Footer says so
        assert hint.query_one(VerticalScroll).max_scroll_y > 0
        assert hint.check_action("scroll", (1,)) is True


@pytest.mark.parametrize("size", [(80, 24), (100, 32), (120, 40)])
@run_async
async def test_a_card_play_hint_hides_the_east_seat_whole_or_leaves_it_whole(
    size: tuple[int, int], tmp_path: Path
) -> None:
    """Over the East seat, the hint's edge never cuts its words (« Est ( » at 100 columns): the
    panel then covers the seat's whole column; where it clears the words it keeps its width."""
    app = make_app(tmp_path, seed=3)
    async with app.run_test(size=size) as pilot:
        await start(pilot)
        table = await play_until(pilot, lambda _: True)
        await wait_hint(pilot)
        await pilot.pause()
        east = table.query_one("#seat-E")
        name = seat_name(east.info.seat) if east.info is not None else ""
        assert name
        rows = screen_text(app)[east.region.y : east.region.bottom]
        seat_rows = "\n".join(row[east.region.x : east.region.right] for row in rows)
        assert (f"{name} (Eux)" in seat_rows) or (name not in seat_rows and "(" not in seat_rows), seat_rows


async def contract_summary(pilot: Pilot[None]) -> AnalysedSummary:
    """Play on until the summary of a deal somebody took (a redeal has nothing to analyse)."""
    while True:
        summary = await finish_deal(pilot)
        assert isinstance(summary, AnalysedSummary)
        if not summary.result.redeal:
            return summary
        await pilot.press("enter")
        await settle(pilot)


@run_async
async def test_hint_in_the_card_play_values_every_legal_card_best_first(tmp_path: Path) -> None:
    app = make_app(tmp_path, seed=3)
    async with app.run_test() as pilot:
        await start(pilot)
        await play_until(pilot, lambda _: True)
        legal = {a.card for a in app.match.deal.legal_actions() if isinstance(a, Play)}
        screen = await wait_hint(pilot)
        assert screen.advice is not None
        options = screen.advice.options
        assert {o.action.card for o in options if isinstance(o.action, Play)} == legal
        assert [o.mean for o in options] == sorted((o.mean for o in options), reverse=True)
        shown = " ".join(text_of(screen.query_one(".coach-body", Static).content, width=200).split())
        assert "L'écart dit combien ils changent selon les cartes cachées" in shown  # what the spread is
        await pilot.press("enter")
        assert game(pilot).waiting == "card"


@run_async
async def test_review_from_the_summary_lists_accuracy_loss_and_par(tmp_path: Path) -> None:
    app = make_app(tmp_path, seed=5)
    async with app.run_test(size=(100, 32)) as pilot:
        await start(pilot)
        summary = await contract_summary(pilot)
        await pilot.press("a")
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert screen.done is not None and screen.solved
        shown = text_of(screen.query_one(".coach-body", Static).content, width=96)
        assert "Précision" in shown and "Cartes sur table :" in shown.replace("\u00a0", " ")
        # where the points went, with every hand known, under the par
        assert screen.found is not None and screen.turned == turns(screen.record, screen.found)
        said = turn_lines(screen.turned)
        assert said and all(" ".join(line.split()) in " ".join(shown.split()) for line in said), said
        await pilot.press("escape")
        assert app.screen is summary


@run_async
async def test_review_and_partie_end_show_the_human_against_the_expert(tmp_path: Path) -> None:
    app: BeloteApp = make_app(tmp_path, seed=5, rules=Rules(target=1, manches=1), coach=True)
    async with app.run_test(size=(100, 32)) as pilot:
        await start(pilot)
        await contract_summary(pilot)
        entries = list(app.challenge.entries.values())
        assert entries
        expert = entries[-1].expert.result(timeout=120)
        record = PlayedDeal.of(app.match.deal)
        players = {s: (bot.name, int(bot.seed or 0)) for s, bot in app.bots.items()}
        assert duplicate(record, 0, players=players, seed=bot_seed(app.match.seed, 0)) == expert
        entries[-1].par.result(timeout=120)
        await pilot.press("a")  # the deal's review adds the expert's result in this seat
        review_screen = app.screen
        assert isinstance(review_screen, ReviewScreen)
        await app.workers.wait_for_complete()
        await pilot.pause()
        shown = text_of(review_screen.query_one(".coach-body", Static).content, width=96)
        assert "Contre l'expert à votre place, cette donne" in shown
        assert divergence_text(expert.divergence, 0).strip() in " ".join(
            shown.split()
        )  # where it did otherwise
        for width in range(40, 97, 3):  # French spacing: no line starts with « : », the bracket whole
            lines = text_of(review_screen.query_one(".coach-body", Static).content, width=width).splitlines()
            assert not [line for line in lines if line.lstrip().startswith((":", ";", "?", "!", "»"))], width
            assert any("(vous " in line and "l'expert" in line.split("(vous ")[1] for line in lines), width
        await pilot.press("escape")
        await pilot.press("enter")
        await pilot.pause()
        end = app.screen
        assert isinstance(end, MancheEndScreen) and app.match.over
        differences = [d for d in (e.difference() for e in entries) if d is not None]
        assert challenge_line(differences) in text_of(end.body(), width=96)
        drawn = end.query_one(".dialog-body", Static).content
        for width in range(20, 97):  # « Contre l'expert à votre place : … » keeps its « : »
            lines = text_of(drawn, width=width).splitlines()
            assert not [line for line in lines if line.lstrip().startswith(":")], width
        stored = await stored_challenges(app, tmp_path, len(differences))
        assert stored == [round(d) for d in differences]


def challenge_line(differences: list[float]) -> str:
    """The end screen's challenge sentence for these per-deal differences (human minus expert)."""
    mean = sum(differences) / len(differences)
    figure = f"{mean:+.1f}".replace(".", ",").replace("-", "−")
    if figure in ("+0,0", "−0,0"):
        figure = "±0,0"  # no difference has no sign
    points = "point" if abs(round(mean, 1)) < 2 else "points"  # French: « 1,5 point », « 2 points »
    if len(differences) == 1:
        return f"Contre l'expert à votre place : {figure} {points} sur la seule donne rejouée"
    return f"Contre l'expert à votre place : {figure} {points} par donne sur {len(differences)} donnes"


async def stored_challenges(app: BeloteApp, home: Path, count: int) -> list[int]:
    """The challenges in the history once ``count`` of them are written (the replay's callback
    hands each over just after its result)."""
    stored: list[int] = []
    for _ in range(100):
        app.recorder.flush()
        with History(home / FILENAME) as history:
            stored = history.challenges()
        if len(stored) >= count:
            break
        await asyncio.sleep(0.05)
    return stored


@run_async
async def test_a_resumed_partie_ends_with_the_challenge_over_all_its_deals(tmp_path: Path) -> None:
    rules = Rules(target=1, manches=3)
    first = make_app(tmp_path, seed=5, rules=rules, coach=True)
    async with first.run_test(size=(100, 32)) as pilot:
        await start(pilot)
        await contract_summary(pilot)
        assert not first.match.over
        entry = list(first.challenge.entries.values())[-1]
        entry.expert.result(timeout=120)
        earlier = entry.difference()
        assert earlier is not None
        assert await stored_challenges(first, tmp_path, 1) == [round(earlier)]
        while not isinstance(first.screen, GameScreen):  # on to the next deal, saved as it starts
            await pilot.press("enter")
            await settle(pilot)
    second = make_app(tmp_path, seed=5, rules=rules, coach=True)
    async with second.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await pilot.press("up", "enter")  # continue the saved partie
        await settle(pilot)
        while not (isinstance(second.screen, MancheEndScreen) and second.match.over):
            if isinstance(second.screen, MancheEndScreen):
                await pilot.press("enter")
                await settle(pilot)
            await contract_summary(pilot)
            for entry in second.challenge.entries.values():  # the figure at the end is then complete
                entry.expert.result(timeout=120)
            await pilot.press("enter")
            await settle(pilot)
        end = second.screen
        entries = list(second.challenge.entries.values())
        assert entries and 0 not in second.challenge.entries  # the first deal was played before
        later = [entry.difference() for entry in entries]
        assert {seq: r.human - r.bot for seq, r in second.challenge.earlier.items()} == {0: round(earlier)}
        differences = [float(round(earlier)), *(d for d in later if d is not None)]
        assert len(differences) == len(entries) + 1
        assert challenge_line(differences) in text_of(end.body(), width=96)
        drawn = end.query_one(".dialog-body", Static).content
        for width in range(20, 97):  # « Contre l'expert à votre place : … » keeps its « : »
            lines = text_of(drawn, width=width).splitlines()
            assert not [line for line in lines if line.lstrip().startswith(":")], width


@run_async
async def test_statistics_show_and_chart_the_challenge_stored_in_the_history(tmp_path: Path) -> None:
    with History(tmp_path / FILENAME) as history:
        record_partie(history, seed=5, deals=3)
        for seq, (human, expert) in enumerate([(40, 52), (-162, -180), (20, 20)]):
            history.record_challenge(5, seq, "expert", human, expert)
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await opened_statistics(pilot, tmp_path / FILENAME)
        assert screen.statistics is not None
        table = text_of(screen.query_one("#stats-table", Static).content, 96)
        assert "Contre l'expert à votre place : +2,0 points par donne sur 3 donnes" in table
        await pilot.press("g", "g")
        assert screen.chart == "challenge"


@run_async
async def test_the_hint_key_is_c_but_i_in_the_second_round_where_c_names_clubs(tmp_path: Path) -> None:
    """In the card play and the first round of bidding « c » asks for the hint; in the second round
    « c » chooses ♣ and the hint moves to « i »; while the bots play, neither opens the advice:
    « c » only says it waits for the turn, out of the Footer."""
    app = make_app(tmp_path, seed=3)
    async with app.run_test() as pilot:
        table = await start(pilot)
        for waiting, on_c, on_i in (("card", True, False), ("bid1", True, False), ("bid2", False, True)):
            table.waiting = waiting
            assert table.check_action("hint", ()) is on_c, waiting
            assert table.check_action("hint", ("i",)) is on_i, waiting
        table.waiting = "bot"
        assert not table.check_action("hint", ("i",)) and "c" not in table.active_bindings
        table.action_hint()
        assert not isinstance(app.screen, HintScreen)


def nobody_takes(deal: Deal) -> Action | None:
    """A human policy that passes; it is asked to stop only if somebody took (cards are played)."""
    return PASS if deal.phase == "bidding" else None


@run_async
async def test_q_over_the_experts_advice_says_to_close_it_first(tmp_path: Path) -> None:
    """« q » over the expert's advice quits nothing and answers nothing, but says that Escape
    closes the panel first, as over the score sheet (it was silent)."""
    app = make_app(tmp_path, seed=3)
    async with app.run_test() as pilot:
        table = await start(pilot)
        screen = await wait_hint(pilot)
        await pilot.press("q")
        await pilot.pause()
        assert app.screen is screen and app.is_running
        assert tr("notice.close_first") in [n.message for n in app._notifications]
        await pilot.press("escape")
        assert game(pilot) is table


@run_async
async def test_a_deal_nobody_took_offers_no_analysis(tmp_path: Path) -> None:
    """« Personne n'a pris » has no card play to analyse: no « a Analyse » key on its summary, and
    the automatic analysis does not open."""
    seed = next(seed for seed in range(1, 400) if simulate(seed, Rules(), nobody_takes) is None)
    app = make_app(tmp_path, seed=seed)
    async with app.run_test() as pilot:
        await start(pilot)
        summary = await finish_deal(pilot)
        assert isinstance(summary, AnalysedSummary) and summary.result.redeal
        assert summary.check_action("analyse", ()) is False
        assert "analyse" not in {active.binding.action for active in summary.active_bindings.values()}


def test_the_hint_says_when_its_first_two_cards_are_as_good_as_each_other_and_counts_one_layout() -> None:
    """Two cards less than a point apart, or further apart within the noise of the worlds drawn: the
    first is no advice, and the hint says they are worth the same; a card clearly better gets no
    such line. One possible layout of the hidden cards is said in
    the singular (« le seul jeu possible »), not « 1 jeux possibles »."""
    from belote.coach import Hint
    from belote.coach.evaluate import Option
    from belote.engine import Card
    from belote.tui.coach_bodies import hint_body

    queen, seven = Play(Card.parse("QD")), Play(Card.parse("7D"))
    tied = Hint((Option(queen, -86.8, 40.0), Option(seven, -87.6, 40.0)), None, 1)
    text = " ".join(text_of(hint_body(tied), width=200).split())
    assert "D♦ et 7♦ se valent : au plus 3 points d'écart." in text
    assert "seul jeu possible" in text and "1 jeux" not in text
    noisy = Hint((Option(queen, -80.0, 40.0), Option(seven, -87.6, 40.0, doubt=5.0)), None, 64)
    text = " ".join(text_of(hint_body(noisy), width=200).split())  # 7.6 points apart, within the noise
    assert (  # the gap and the margin it falls within said: a gap called too close is not a slip
        "D♦ ou 7♦ : trop proches pour trancher, leur différence (7,6 points) reste dans sa marge "
        "d'erreur sur les jeux tirés au sort (± 10 points)." in text
    )
    set_language("en")
    try:
        text = " ".join(text_of(hint_body(noisy), width=200).split())
    finally:
        set_language("fr")
    assert "Q♦ or 7♦: too close to call, the gap (7.6 points) is within its error margin" in text
    assert "(± 10 points)" in text
    apart = Hint((Option(queen, -80.0, 40.0), Option(seven, -87.6, 40.0, doubt=3.0)), None, 64)
    text = " ".join(text_of(hint_body(apart, explained=True), width=200).split())
    assert "se valent" not in text and "sur 64 jeux possibles" in text


def test_the_hint_names_every_card_as_good_as_the_first_or_says_all_are() -> None:
    """Three cards as good as each other: « Tous les choix se valent », not the first two
    named as if the third were worse; two of three tied: both named, the third left out."""
    from belote.coach import Hint
    from belote.coach.evaluate import Option
    from belote.engine import Card
    from belote.tui.coach_bodies import tie_text

    seven, eight, ten = (Play(Card.parse(code)) for code in ("7C", "8C", "TC"))
    every = Hint((Option(seven, -162.0, 0.0), Option(eight, -162.0, 0.0), Option(ten, -162.0, 0.0)), None, 8)
    assert tie_text(every) == "Tous les choix se valent : au plus 3 points d'écart."
    two = Hint((Option(seven, -10.0, 5.0), Option(eight, -10.5, 5.0), Option(ten, -20.0, 5.0)), None, 8)
    assert tie_text(two) == "7♣ et 8♣ se valent : au plus 3 points d'écart."
    close = Hint(
        (Option(seven, -10.0, 5.0), Option(eight, -16.0, 5.0, doubt=4.0), Option(ten, -40.0, 5.0)), None, 8
    )
    assert tie_text(close).startswith("7♣ ou 8♣ : trop proches pour trancher")  # 6 points, within the noise
    close_all = Hint((Option(seven, -10.0, 5.0), Option(eight, -16.0, 5.0, doubt=4.0)), None, 8)
    assert tie_text(close_all).startswith("7♣ ou 8♣ :")  # two options: named, not « tous les choix »


def test_the_cards_too_close_to_call_are_the_leading_ones_never_one_below_a_better_left_out() -> None:
    """A♠ and V♥ within the noise, A♦ clearly behind, 8♣ further down but less surely measured: the
    line names A♠ and V♥ only; naming 8♣ too read as putting it above A♦, which scores more."""
    from belote.coach import Hint
    from belote.coach.evaluate import Option
    from belote.engine import Card
    from belote.tui.coach_bodies import tie_text

    ace, jack, diamond, club = (Play(Card.parse(code)) for code in ("AS", "JH", "AD", "8C"))
    advice = Hint(
        (
            Option(ace, 61.9, 30.0),
            Option(jack, 51.5, 30.0, doubt=6.0),
            Option(diamond, 44.6, 30.0, doubt=2.0),
            Option(club, 41.8, 30.0, doubt=12.0),
        ),
        None,
        64,
    )
    assert not advice.options[3].clearly_behind(advice.options[0])  # alone, 8♣ is within the noise
    assert tie_text(advice).startswith("A♠ ou V♥ : trop proches pour trancher")


def test_several_options_too_close_to_call_are_given_no_margin_that_one_left_out_falls_within() -> None:
    """Four cards within the noise of the best, two more clearly behind but by less than the last
    one's margin: one margin said for the four read as leaving the two others out for nothing, so
    the line gives none; two options give their own difference and margin, kept whole on a line."""
    from belote.coach import Hint
    from belote.coach.evaluate import Option
    from belote.engine import Card
    from belote.tui.coach_bodies import hint_body, tie_text
    from belote.tui.typography import drawn

    seven, jack, spade, diamond, king, heart = (
        Play(Card.parse(code)) for code in ("7C", "JC", "7S", "9D", "KC", "KH")
    )
    advice = Hint(
        (
            Option(seven, 111.4, 80.0),
            Option(jack, 109.1, 80.0, doubt=4.0),
            Option(spade, 98.8, 80.0, doubt=12.0),
            Option(diamond, 98.6, 80.0, doubt=12.7),
            Option(king, 87.9, 80.0, doubt=3.0),
            Option(heart, 87.6, 80.0, doubt=3.0),
        ),
        None,
        64,
    )
    assert tie_text(advice) == (
        "7♣, V♣, 7♠ ou 9♦ : trop proches pour trancher, leurs différences restent dans la marge "
        "d'erreur des jeux tirés au sort."
    )
    pair = Hint((Option(seven, 111.4, 80.0), Option(diamond, 98.6, 80.0, doubt=12.7)), None, 64)
    said = tie_text(pair)
    assert drawn(said) == (
        "7♣ ou 9♦ : trop proches pour trancher, leur différence (12,8 points) reste dans sa marge "
        "d'erreur sur les jeux tirés au sort (± 25 points)."
    )
    for width in range(40, 90):  # « (± » never apart from « 25 points) »
        lines = text_of(hint_body(pair), width=width).splitlines()
        assert not any(line.rstrip().endswith(("(±", "(12,8")) for line in lines), width


@run_async
async def test_a_bid_or_a_card_key_over_the_advice_closes_it_and_acts_at_the_table(tmp_path: Path) -> None:
    """Having read the advice, « t » takes and a card's number picks that card at once (they did
    nothing until the panel was closed); the hint's own key « c » only closes it."""
    app = make_app(tmp_path, seed=3)
    async with app.run_test() as pilot:
        table = await start(pilot)
        assert table.waiting == "bid1"
        await wait_hint(pilot)
        await pilot.press("c")
        await pilot.pause()
        assert game(pilot) is table and table.waiting == "bid1" and (0, PASS) not in app.match.deal.bids
        await wait_hint(pilot)
        await pilot.press("t")
        await settle(pilot)
        assert game(pilot) is table
        assert (0, Take(app.match.deal.turned.suit)) in app.match.deal.bids
        await play_until(pilot, lambda _: True)
        hand = table.query_one(HandView)
        await wait_hint(pilot)
        await pilot.press("2")
        await pilot.pause()
        assert game(pilot) is table and hand.selected == 1 and hand.picked


def test_the_hint_warns_that_it_counts_the_deal_not_the_manche_once_its_end_is_in_sight() -> None:
    """At 749 – 887 in a manche to 1000, a deal may end it (a capot writes 252): the hint says its
    figures count the deal's points, not the chances of winning the manche; far from the end, no word."""
    from belote.tui.coach_bodies import manche_note

    near = manche_note((749, 887), 1000, 272)
    assert near == tr("hint.manche_near", us=749, them=887, target=1000) and "887" in near
    assert manche_note((300, 727), 1000, 272) == ""  # 727 + 252 + 20 < 1000: this deal cannot end it
    assert manche_note((748, 0), 1000, 272) != ""


def test_the_manche_in_sight_counts_a_belote_the_reserve_and_the_announces_said() -> None:
    """At 242 in a manche to 500 a capot with its belote writes 272 and ends it (a playtester's
    deal did): the note counted a capot's 252 alone. It counts the belote, the litige reserve the
    deal would collect, and the announces said."""
    from dataclasses import replace

    from belote.engine import Card, Combination
    from belote.tui.coach_bodies import deal_reach, manche_note
    from tests.engine.helpers import complete_hands, make_deal

    deal = make_deal(complete_hands({}), taker=3, turned=complete_hands({})[3].split()[0], trump="H")
    view = deal.view(0)
    assert deal_reach(view) == 272 and deal_reach(view, reserve=81) == 353
    assert manche_note((242, 100), 500, deal_reach(view)) != ""
    assert manche_note((227, 100), 500, deal_reach(view)) == ""
    hundred = Combination("cent", tuple(Card.parse(c) for c in ["AS", "KS", "QS", "JS", "TS"]), 100, 1, False)
    assert deal_reach(replace(view, announced=(hundred,))) == 372


@run_async
async def test_the_hint_shows_the_manche_note_when_a_deal_may_end_the_manche(tmp_path: Path) -> None:
    """A manche to 100: any deal may end it, so the hint ends with the note."""
    app = make_app(tmp_path, seed=3, rules=Rules(target=100))
    async with app.run_test() as pilot:
        await start(pilot)
        screen = await wait_hint(pilot)
        shown = " ".join(text_of(screen.query_one(".coach-body", Static).content, width=200).split())
        assert "Fin de manche en vue (Nous 0, Eux 0 en 100)" in shown.replace("\u00a0", " ")


@run_async
async def test_the_reviews_lines_keep_a_blank_column_before_its_scrollbar(tmp_path: Path) -> None:
    """At 80×24 the analysis scrolls, and its lines ran into the scrollbar (« …qui a▁▁ »): a blank
    column stays between the text and the bar."""
    app = make_app(tmp_path, seed=7, coach=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await start(pilot)
        await contract_summary(pilot)
        await pilot.press("a")
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        await app.workers.wait_for_complete()
        await pilot.pause()
        bars = set("▁▂▃▄▅▆▇█")
        inside = [line[1:-1].rstrip(" │") for line in screen_text(app) if line.startswith("│")]
        touching = [
            line for line in inside if any(c in bars for c in line) and line.rstrip("".join(bars))[-1:] != " "
        ]
        assert any(any(c in bars for c in line) for line in inside)  # the panel does scroll here
        assert not touching, touching


@run_async
async def test_the_hint_key_pressed_twice_at_once_opens_and_closes_the_hint(tmp_path: Path) -> None:
    """A held or double-tapped « c » in the card play: the hint opens and closes again, and the
    panel's fitting over the East seat, due after the first draw, finds it gone and does nothing."""
    app = make_app(tmp_path, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await start(pilot)
        table = await play_until(pilot, lambda _: True)
        for gap in (0.0, 0.01, 0.02, 0.04):
            app.simulate_key("c")
            await asyncio.sleep(gap)
            app.simulate_key("c")
            await pilot.pause()
            await pilot.pause()
            assert app.screen is table and app.is_running
        hint = await wait_hint(pilot)  # and it still opens
        assert hint.advice is not None


@run_async
async def test_a_card_play_hint_waits_under_the_size_notice_and_comes_back_with_the_room(
    tmp_path: Path,
) -> None:
    """The terminal shrunk below 80×24 with the hint open: the size notice covers it (the game is
    paused), and the hint is there again, over the East seat, once the room is back."""
    app = make_app(tmp_path, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await start(pilot)
        await play_until(pilot, lambda _: True)
        hint = await wait_hint(pilot)
        for size in ((79, 23), (60, 20), (80, 24)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            await pilot.pause()
            assert app.is_running and hint in app.screen_stack
        assert app.screen is hint
        panel = hint.query_one(".dialog.coach").region
        assert panel.right == 80 and panel.y == 0


def test_the_hint_tells_the_same_card_with_and_without_its_belote_apart() -> None:
    """The hint listed « R♥ en disant belote » and « R♥ »: the second reads as the first. It says
    « R♥ sans belote », in the table and where the two are said to be as good."""
    from belote.coach import Hint
    from belote.coach.evaluate import Option
    from belote.engine import Card
    from belote.tui.coach_bodies import hint_body

    king = Card.parse("KH")
    apart = Hint((Option(Play(king, belote=True), 133.0, 4.0), Option(Play(king), 110.8, 4.0)), None, 64)
    rows = [" ".join(line.split()) for line in text_of(hint_body(apart), width=200).splitlines()]
    assert any(row.startswith("R♥ en disant belote +133,0") for row in rows)
    assert any(row.startswith("R♥ sans belote +110,8") for row in rows)
    tied = Hint((Option(Play(king, belote=True), 110.9, 4.0), Option(Play(king), 110.8, 4.0)), None, 64)
    text = " ".join(text_of(hint_body(tied), width=200).split())
    assert "R♥ en disant belote et R♥ sans belote se valent" in text
