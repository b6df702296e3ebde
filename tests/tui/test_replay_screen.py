"""The replay screen: ←/→ step one action, Home/End jump, and the board follows at 80×24."""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

from history.helpers import record_partie
from rich.text import Text
from textual.pilot import Pilot
from textual.widgets import Static

from belote.engine import PASS, Deal, DeclareCarre, Play, Rank, Rules, Suit, Take
from belote.engine.cards import CARDS
from belote.history import DealRecord, History
from belote.tui import i18n
from belote.tui.deal_record import redeal_why
from belote.tui.events import combo_text, opening
from belote.tui.i18n import card_label, seat_name, team_name, tr, tr_seat
from belote.tui.replay_screen import GOLD, ReplayScreen, running_count, state_at
from tests.engine.helpers import build_deck, complete_hands

from .conftest import make_app, run_async, text_of
from .test_behaviour_record import played_record


def a_record(tmp_path: Path) -> DealRecord:
    """The first played (not redealt) deal of a recorded random partie."""
    with History(tmp_path / "recorded.sqlite3") as history:
        record_partie(history, seed=21, rules=Rules(target=300), deals=3)
        return next(d for d in history.deals() if not d.result.redeal)


def board_text(screen: ReplayScreen) -> str:
    """The board as plain text at the width it has on an 80-column terminal."""
    return text_of(screen.query_one("#replay-board", Static).content, 78)


async def open_replay(pilot: Pilot[None], record: DealRecord) -> ReplayScreen:
    """Push the replay of ``record`` and wait for its first frame."""
    await pilot.pause()
    screen = ReplayScreen(record)
    pilot.app.push_screen(screen)
    await pilot.pause()
    return screen


@run_async
async def test_arrows_step_through_bids_and_cards_and_home_end_jump(tmp_path: Path) -> None:
    """→ applies one more action (the trick in the centre gets that card), ← takes it back, End shows
    the result, Home the deal as dealt; the steps stay within the deal."""
    record = a_record(tmp_path)
    bids = next(i for i, action in enumerate(record.actions) if isinstance(action, Play))
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_replay(pilot, record)
        await pilot.press("left")
        assert screen.step == 0 and "Retournée" in board_text(screen)
        await pilot.press(*["right"] * (bids + 1))
        assert screen.step == bids + 1
        first = record.actions[bids]
        assert isinstance(first, Play)
        text = board_text(screen)
        assert "Pli 1/8" in text and "Contrat" in text
        assert f"{seat_name(record.dealer)}" in text and card_label(first.card) in text
        head = text_of(screen.query_one("#replay-head", Static).content, 78)
        assert f"Étape {bids + 1}/{len(record.actions)}" in head
        await pilot.press("left")
        assert screen.step == bids and "Pli 1/8" not in board_text(screen)
        await pilot.press("end")
        assert screen.step == len(record.actions)
        end = board_text(screen)
        assert f"Nous {record.written[0]} – Eux {record.written[1]}" in end
        await pilot.press("right")
        assert screen.step == len(record.actions)
        await pilot.press("home")
        assert screen.step == 0


@run_async
async def test_the_last_trick_says_its_dix_de_der_and_the_others_do_not(tmp_path: Path) -> None:
    """At the end the eighth trick reads « Pli pour … (+N, +10 de der) », as the summary counts it;
    the seventh, one trick earlier, has no dix de der."""
    record = a_record(tmp_path)
    assert record.result.capot is None
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_replay(pilot, record)
        screen.step = len(record.actions)
        await pilot.pause()
        last = state_at(record, screen.step).tricks[-1]
        assert f"(+{last.points}, +10 de der)" in board_text(screen)
        screen.step = len(record.actions) - 4
        await pilot.pause()
        assert "de der" not in board_text(screen) and "Pli pour" in board_text(screen)


@run_async
async def test_the_board_fits_an_80_by_24_terminal(tmp_path: Path) -> None:
    """At every step the heading, the four hands, the count and the score fit above the Footer."""
    record = a_record(tmp_path)
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_replay(pilot, record)
        for step in range(len(record.actions) + 1):
            screen.step = step
            lines = board_text(screen).rstrip("\n").split("\n")
            assert len(lines) <= 24 - 2 - 1, f"step {step}: {len(lines)} lines"
            assert max(len(line.rstrip()) for line in lines) <= 78


@run_async
async def test_the_east_hand_stays_in_its_column_at_every_step_even_beside_the_last_caption(
    tmp_path: Path,
) -> None:
    """The centre is as wide at every step as at its widest (the last trick's « (+N, +10 de der) »),
    so East's name does not jump right at the deal's end, in either language."""
    record = a_record(tmp_path)
    for lang in ("fr", "en"):
        app = make_app(tmp_path / lang, lang=lang)
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await open_replay(pilot, record)
            east = seat_name(1)  # the seat on our right, drawn on the right
            columns = set()
            for step in range(len(record.actions) + 1):
                screen.step = step
                await pilot.pause()
                line = next(line for line in board_text(screen).split("\n") if east in line)
                columns.add(line.index(east))
            assert len(columns) == 1, (lang, columns)


def test_the_running_count_adds_the_tricks_won_and_the_dix_de_der(tmp_path: Path) -> None:
    """Half way, the count is the tricks won so far; at the end it is the deal's card points."""
    record = a_record(tmp_path)
    assert record.result.capot is None  # a capot scores 252, more than the cards' 162
    assert running_count(state_at(record, len(record.actions))) == (
        record.result.tricks_won,
        record.result.card_points,
    )
    middle = state_at(record, len(record.actions) - 8)
    tricks, points = running_count(middle)
    assert sum(tricks) == len(middle.tricks)
    assert sum(points) == sum(t.points for t in middle.tricks)


@run_async
async def test_the_heading_names_the_last_action_and_who_made_it(tmp_path: Path) -> None:
    """After a step, the heading says which seat did what: the bid as the log says it (« Est prend à
    ♠ », never « Est : Prend à ♠ »), then the card; the title stands out in bold gold above it."""
    record = a_record(tmp_path)
    bids = next(i for i, action in enumerate(record.actions) if isinstance(action, Play))
    take = record.actions[bids - 1]
    first = record.actions[bids]
    assert isinstance(take, Take) and isinstance(first, Play)
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_replay(pilot, record)
        head = screen.query_one("#replay-head", Static)

        def heading() -> str:
            return text_of(head.content, 78)

        assert tr("replay.start") in heading()
        screen.step = bids
        await pilot.pause()
        taker = state_at(record, bids - 1).to_play
        assert taker is not None
        assert tr("replay.last", what=tr_seat("log.take", taker, suit=take.suit.symbol)) in heading()
        await pilot.press("right")
        leader = (record.dealer + 1) % 4
        card = card_label(first.card)
        assert tr("replay.last", what=f"{seat_name(leader)}{tr('colon')}{card}") in heading()
        title = head.content.renderables[0]  # type: ignore[union-attr]
        assert isinstance(title, Text) and title.style == GOLD


@run_async
async def test_the_replays_result_names_the_announces_and_belote_its_points_hold(tmp_path: Path) -> None:
    """At the end of a deal with an announce and a belote, the replay's result says which team scored
    them, as the score sheet does: the written points are no longer a riddle."""
    record, deal = played_record(lambda deal: any(deal.result.announces) and deal.result.belote is not None)
    assert deal.result is not None and deal.result.belote is not None
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_replay(pilot, record)
        await pilot.press("end")
        text = " ".join(board_text(screen).split())
        team = next(team for team, points in enumerate(deal.result.announces) if points)
        points = deal.result.announces[team]
        assert tr("note.announces", team=team_name(team), points=points) in text
        assert tr("note.belote", team=team_name(deal.result.belote)) in text


@run_async
async def test_the_replays_score_is_never_broken_over_two_lines(tmp_path: Path) -> None:
    """« Scored: Us 0 – Them 252 » after a long verdict: however the line breaks, the two teams'
    points stay together (a line never starts with « – Them »), and read with plain spaces."""
    record = a_record(tmp_path)
    written = [p + c for p, c in zip(record.result.points, record.collected, strict=True)]
    i18n.set_language("en")
    try:
        app = make_app(tmp_path)
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await open_replay(pilot, record)
            await pilot.press("end")
            board = screen.query_one("#replay-board", Static).content
            score = tr("replay.result", us=written[0], them=written[1])
            for width in range(30, 79):
                lines = [line.strip() for line in text_of(board, width).splitlines()]
                assert any(score in line for line in lines), (width, lines[-3:])
    finally:
        i18n.set_language("fr")


@run_async
async def test_a_redeal_says_once_that_nobody_took_and_that_nothing_is_scored(tmp_path: Path) -> None:
    """At the end of a deal all four passed twice: « Personne n'a pris : on redistribue. Rien n'est
    marqué. », not the same verdict twice with « redonne » and a score of 0 – 0 between."""
    deck = list(CARDS)
    random.Random(4).shuffle(deck)
    deal = Deal.from_deck(deck, 0, Rules())
    while deal.result is None:
        deal.apply(PASS)
    assert deal.result.redeal
    when = datetime(2026, 12, 1, 10, 0, tzinfo=UTC)
    record = DealRecord(
        1, 1, 0, 1, when, Rules(), 0, deck, list(deal.actions), deal.result, (0, 0), False, False
    )
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_replay(pilot, record)
        await pilot.press("end")
        text = " ".join(board_text(screen).split())
        assert text.endswith("Personne n'a pris : on redistribue. Rien n'est marqué.")
        assert text.count("Personne n'a pris") == 1 and "redonne" not in text and "Marqué" not in text


@run_async
async def test_a_deal_voided_by_a_carre_of_sevens_says_no_points_once(tmp_path: Path) -> None:
    """South declares four 7s after a take (the variant on): the replay ends on the carré's own
    sentence, which already says the deal is void without points, with nothing added."""
    rules = Rules(carre_of_sevens_voids=True)
    deck = build_deck(complete_hands({0: "7S 7H 7D 7C JH"}), taker=0, turned="JH", dealer=3)
    deal = Deal.from_deck(deck, 3, rules)
    deal.apply(Take(Suit.HEARTS))
    deal.apply(DeclareCarre(Rank.SEVEN))
    assert deal.result is not None and deal.result.redeal
    when = datetime(2026, 12, 1, 10, 0, tzinfo=UTC)
    record = DealRecord(
        1, 1, 0, 1, when, rules, 3, deck, list(deal.actions), deal.result, (0, 0), False, False
    )
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_replay(pilot, record)
        await pilot.press("end")
        text = " ".join(board_text(screen).split())
        assert text.endswith(redeal_why(deal.declared)) and tr("replay.nothing_scored") not in text


@run_async
async def test_the_heading_says_belote_rebelote_and_the_announce_with_their_cards(tmp_path: Path) -> None:
    """The replay's last action says what its card said, as the deal's log does: « Belote ! » with
    the first trump king or queen of the belote, « Rebelote ! » with the second, the announce with
    the announcer's first card."""
    record, deal = played_record(lambda deal: deal.result.belote is not None and any(deal.result.announces))
    assert deal.trump is not None and deal.result is not None
    belote_steps = [
        step
        for step, action in enumerate(record.actions, 1)
        if isinstance(action, Play)
        and action.card.suit == deal.trump
        and action.card.rank in (Rank.KING, Rank.QUEEN)
        and state_at(record, step - 1).to_play == deal.result.belote
    ]
    announce_step = next(
        step for step, action in enumerate(record.actions, 1) if isinstance(action, Play) and action.announce
    )
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_replay(pilot, record)
        head = screen.query_one("#replay-head", Static)
        said = []
        for step in [*belote_steps, announce_step]:
            screen.step = step
            await pilot.pause()
            said.append(" ".join(text_of(head.content, 78).split()))
    assert said[0].endswith("· Belote !") and said[1].endswith("· Rebelote !")
    assert "Rebelote" not in said[0]
    announced = next(
        combo for combo in deal.announced if record.actions[announce_step - 1].card in combo.cards
    )
    assert said[2].endswith("· " + opening(combo_text(announced)))


@run_async
async def test_a_recorded_deal_can_be_analysed_again_from_its_replay(tmp_path: Path) -> None:
    """« a » in the replay of a played deal opens the analysis of our decisions in it, as its summary
    did when it was played (its figures computed again from the record); Escape comes back to the
    replay. A deal nobody took has nothing to analyse: no « a »."""
    from belote.tui.coach_screens import ReviewScreen

    record = a_record(tmp_path)
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await open_replay(pilot, record)
        assert screen.check_action("analyse", ())
        await pilot.press("a")
        review = app.screen
        assert isinstance(review, ReviewScreen) and review.record is record
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert review.done is not None and review.solved
        shown = text_of(review.query_one(".coach-body", Static).content, width=96)
        assert "Précision" in shown
        await pilot.press("escape")
        assert app.screen is screen
        redealt = ReplayScreen(replace(record, result=replace(record.result, redeal=True)))
        assert not redealt.check_action("analyse", ())


@run_async
async def test_a_take_in_the_second_round_is_shown_under_its_heading(tmp_path: Path) -> None:
    """A deal taken in the second round: at the take, the centre shows « — 2e tour — » and that
    round's bids, not the last four bids running across both rounds."""

    def second_round(record: DealRecord) -> bool:
        return not record.result.redeal and not any(isinstance(a, Take) for a in record.actions[:4])

    with History(tmp_path / "recorded.sqlite3") as history:
        for seed in range(40):  # random bids: a take in the second round now and then
            record_partie(history, seed=seed, rules=Rules(target=1000), deals=4)
            record = next((d for d in history.deals() if second_round(d)), None)
            if record is not None:
                break
    assert record is not None
    take = next(i for i, action in enumerate(record.actions) if isinstance(action, Take))
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_replay(pilot, record)
        screen.step = take + 1
        await pilot.pause()
        text = board_text(screen)
        assert tr("log.round2") in text
        passes = text.count(tr("log.pass", seat="").strip()) + text.count(tr("log.pass.you"))
        assert passes == take - 4  # the second round's passes only


@run_async
async def test_the_heading_says_whether_a_hint_was_asked_or_a_move_taken_back_in_the_deal(
    tmp_path: Path,
) -> None:
    """A deal played with the expert's advice or a move taken back says so above its replay (the
    history keeps both marks); a deal played without either says nothing of them."""
    record = a_record(tmp_path)
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 32)) as pilot:
        plain = await open_replay(pilot, record)
        head = text_of(plain.query_one("#replay-head", Static).content, 96)
        assert "conseil demandé" not in head and "coup repris" not in head
        plain.dismiss(None)
        for hints, undo, marks in (
            (True, False, "· conseil demandé"),
            (True, True, "· conseil demandé, coup repris"),
        ):
            screen = await open_replay(pilot, replace(record, hints=hints, undo=undo))
            head = text_of(screen.query_one("#replay-head", Static).content, 96)
            assert marks in head and (undo or "coup repris" not in head), head
            screen.dismiss(None)
        helped = await open_replay(pilot, replace(record, undo=True))
        assert "· coup repris" in text_of(helped.query_one("#replay-head", Static).content, 96)


@run_async
async def test_the_footer_names_the_home_and_end_keys_in_words(tmp_path: Path) -> None:
    """« ⇱⇲ » meant nothing to a newcomer: the Footer names the keys, « Début/Fin » in French."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_replay(pilot, a_record(tmp_path))
        home = screen._bindings.key_to_bindings["home"][0]  # type: ignore[attr-defined]
        assert home.key_display == "Début/Fin" and home.description == "1re/dernière étape"


@run_async
async def test_a_recorded_deals_analysis_says_how_the_expert_did_in_our_seat(tmp_path: Path) -> None:
    """A deal the expert replayed in our seat when it was played: its analysis from the history says
    it again (« Contre l'expert à votre place, cette donne : … »), as the summary's did; a deal
    without a replay says nothing of it."""
    from belote.tui.coach_screens import ReviewScreen
    from belote.tui.history_screen import DealsScreen

    path = tmp_path / "history.sqlite3"
    with History(path) as history:
        record_partie(history, seed=21, rules=Rules(target=300), deals=3)
        played = [d for d in history.deals() if not d.result.redeal]
        assert played[0].manche == 0  # its place in the partie: its number in the first manche
        assert history.record_challenge(21, played[0].number - 1, "expert", 40, 52)
        replayed = played[0].id
        assert list(history.deal_challenges(played[0].partie)) == [replayed]
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        deals = DealsScreen(path, played[0].partie)
        app.push_screen(deals)
        await pilot.pause()
        for key, said in ((replayed, True), (next(d.id for d in played if d.id != replayed), False)):
            deals.open(key)
            await pilot.pause()
            await pilot.press("a")
            review = app.screen
            assert isinstance(review, ReviewScreen)
            await app.workers.wait_for_complete()
            await pilot.pause()
            shown = " ".join(text_of(review.query_one(".coach-body", Static).content, width=96).split())
            line = "Contre l'expert à votre place, cette donne : −12 (vous +40, l'expert +52)."
            assert (line in shown) == said, shown
            await pilot.press("escape")
            await pilot.press("escape")
            await pilot.pause()


@run_async
async def test_a_deal_played_clockwise_is_replayed_with_its_seats_where_they_sat(tmp_path: Path) -> None:
    """A deal of a clockwise partie, replayed while the game's own table goes counter-clockwise: West
    is seat 1 on the replay's board and in its lines, and the table's own names come back with it."""
    with History(tmp_path / "recorded.sqlite3") as history:
        record_partie(history, seed=3, rules=Rules(target=300, direction="clockwise"), deals=4)
        record = next(d for d in history.deals() if d.dealer == 1 and not d.result.redeal)
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        i18n.set_direction("counterclockwise")
        screen = await open_replay(pilot, record)
        assert i18n.position(1) == "W" and seat_name(1) == "Ouest"
        assert board_text(screen).splitlines()[5].startswith("Ouest (donne)")  # on the left, as it sat
        await pilot.press("escape")
        await pilot.pause()
        assert not screen.is_attached
        assert i18n.position(1) == "E"


def test_the_replay_says_each_combination_shown_with_its_holders_second_card() -> None:
    """At the table « Est montre sa tierce » comes just before East's card of the second trick; the
    replay's step of that card said only « Est : 8♣ ». It says what each holder showed, and nothing
    with any other card."""
    from belote.tui.events import combo_cards
    from belote.tui.replay_screen import said_with
    from tests.engine.helpers import make_deal

    hands = complete_hands({1: "AS KS QS", 3: "9D 8D 7D"})
    deal = make_deal(hands, taker=3, turned=hands[3].split()[0], trump="H", rules=Rules(announces=True))
    told: dict[int, list[str]] = {}
    while len(deal.tricks) < 2:
        seat = deal.to_play
        assert seat is not None
        plays = deal.legal_actions()
        action = next((a for a in plays if getattr(a, "announce", False)), plays[0])
        deal.apply(action)
        told.setdefault(seat, []).append(said_with(deal, seat, action))
    for seat in (1, 3):  # East announced its tierce; West's, lower, it may not: both score
        (combo,) = [c for c in deal.shown if c.seat == seat]
        shown = tr("replay.shown", what=f"sa {combo_text(combo)} {combo_cards(combo)}")
        assert told[seat][1] == shown and shown.startswith("montre sa tierce (20) ")
    assert told[1][0] == opening(combo_text(deal.view(0).announced[0]))
    assert told[0] == ["", ""] and told[2] == ["", ""]
