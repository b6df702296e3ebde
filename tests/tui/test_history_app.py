"""The history in the app: deals recorded while playing, the statistics screen, the lists of parties
and deals, the replay's stepping, and the notice when the history cannot be written."""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest
from history.helpers import record_partie
from textual.pilot import Pilot
from textual.widgets import DataTable, Static

from belote.engine import Rules
from belote.history import History, PartieRecord
from belote.tui import i18n
from belote.tui.deal_record import local_date
from belote.tui.history_screen import DealsScreen, PartiesScreen
from belote.tui.replay_screen import ReplayScreen
from belote.tui.score_screens import MancheEndScreen, SummaryScreen
from belote.tui.seating import TableRecord
from belote.tui.stats_screen import StatsScreen

from .conftest import (
    make_app,
    opened_statistics,
    past_the_cut,
    refuse_looking_for,
    run_async,
    screen_text,
    settle,
    start,
    text_of,
    toasts,
)


async def play_partie(pilot, deals: int | None = None) -> None:  # type: ignore[no-untyped-def]
    """Press Enter (pass, play the default card, go on) until the partie is over or ``deals`` deals
    have been summarised."""
    app = pilot.app
    summaries = 0
    for _ in range(3000):
        screen = app.screen
        if isinstance(screen, MancheEndScreen) and app.match.over:
            return
        if isinstance(screen, SummaryScreen):
            summaries += 1
            if summaries == deals:
                return
        await pilot.press("enter")
        await settle(pilot)
    raise AssertionError("the partie never ended")


async def played_one_deal(home: Path, seed: int) -> None:
    """A partie started in ``home`` and its first deal played and recorded; then the app quits."""
    app = make_app(home, seed=seed)
    async with app.run_test() as pilot:
        await start(pilot)
        await play_partie(pilot, deals=1)
        app.recorder.flush()


def history_of(home: Path) -> History:
    """The app's history file."""
    return History(home / "history.sqlite3")


@run_async
async def test_a_partie_played_by_keys_is_recorded_deal_by_deal(tmp_path: Path) -> None:
    """Every deal of a headless partie is in the history, in order, with the sheet's points, the bots'
    levels and the partie's outcome; each record replays to its result."""
    app = make_app(tmp_path, seed=11, rules=Rules(target=100, manches=1))
    async with app.run_test() as pilot:
        await start(pilot)
        await play_partie(pilot)
        app.recorder.flush()
        written = [result for manche in app.match.history for result in manche]
        winner = app.match.winner
    with history_of(tmp_path) as history:
        (partie,) = history.parties()
        deals = list(history.deals())
    assert partie.levels == ("human", "heuristic", "heuristic", "heuristic")
    assert partie.seed == 11 and partie.rules == Rules(target=100, manches=1)
    assert partie.status == ("won" if winner == 0 else "lost") and partie.ended_at is not None
    assert [d.result.points for d in deals] == [r.points for r in written]
    assert [d.written for d in deals] == [r.sheet for r in written]
    for record in deals:
        assert record.replay().result == record.result


@run_async
async def test_a_resumed_partie_continues_its_record(tmp_path: Path) -> None:
    """Quit after one deal, resume: the next deals join the same partie in the history."""
    await played_one_deal(tmp_path, seed=4)
    resumed = make_app(tmp_path, seed=None, resume=True)
    async with resumed.run_test() as pilot:
        await settle(pilot)
        await play_partie(pilot, deals=2)  # the summary shown again, then the next deal's
        resumed.recorder.flush()
    with history_of(tmp_path) as history:
        (partie,) = history.parties()
        assert partie.deals == 2 and partie.status == "playing"


@run_async
async def test_a_partie_resumed_before_its_first_deal_ended_is_dated_when_it_began(tmp_path: Path) -> None:
    """A partie left during its first deal and resumed another day: the history dates it from its
    start, which the save keeps, not from the day it was taken up again."""
    app = make_app(tmp_path, seed=4)
    async with app.run_test() as pilot:
        await start(pilot)
        save = app.storage.save_path
    data = json.loads(save.read_text())
    assert datetime.fromisoformat(data["table"]["started_at"]) <= datetime.now(UTC)
    began = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)  # as if left long ago
    data["table"]["started_at"] = began.isoformat()
    save.write_text(json.dumps(data))
    resumed = make_app(tmp_path, seed=None, resume=True)
    async with resumed.run_test() as pilot:
        await settle(pilot)
        await play_partie(pilot, deals=1)
        resumed.recorder.flush()
    with history_of(tmp_path) as history:
        (partie,) = history.parties()
        assert partie.started_at == began and partie.deals == 1


@run_async
async def test_a_saved_partie_replaced_by_a_new_one_is_abandoned_at_once(tmp_path: Path) -> None:
    """Starting a new partie over the saved one (and saying yes) counts the saved partie abandoned
    in the history straight away, not only once the new partie's first deal is written."""
    await played_one_deal(tmp_path, seed=4)
    app = make_app(tmp_path, seed=9)
    async with app.run_test() as pilot:
        await start(pilot)  # Enter on « Nouvelle partie », then « o » to replace the saved one
        app.recorder.flush()
        with history_of(tmp_path) as history:
            (partie,) = history.parties()
            assert (partie.seed, partie.status) == (4, "abandoned") and partie.ended_at is not None


@run_async
async def test_the_statistics_screen_opens_from_the_menu_and_shows_the_figures(tmp_path: Path) -> None:
    """« Statistiques et historique » shows the figures of the deals played; ←/→ choose the
    opponents' level, g the chart; h lists the parties, Enter their deals, Enter a replay."""
    app = make_app(tmp_path, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await start(pilot)
        await play_partie(pilot, deals=2)
        app.recorder.flush()
        app.pop_screen()  # the summary
        screen = await opened_statistics(pilot, tmp_path / "history.sqlite3")
        assert screen.statistics is not None
        table = text_of(screen.query_one("#stats-table", Static).content, 78)
        assert "Parties jouées" in table and "Contrats réussis" in table and "Par donne" in table
        assert screen.statistics.overall.parties.dealt == 2
        await pilot.press("right")
        title = text_of(screen.query_one("#stats-title", Static).content, 78)
        assert "Adversaires : joueur de club" in title
        body = screen.query_one("#stats-body")
        chart = screen.query_one("#stats-chart")
        assert body.scroll_y == 0 and chart.region.y >= 24  # at 80×24 the chart is below the figures
        await pilot.press("g")
        await pilot.pause()
        assert screen.chart == "wins"
        assert chart.region.y < 24 and body.scroll_y > 0  # « g » brings the chart into view
        assert "↑↓ Défiler" in screen_text(app)[-1]
        await pilot.press("h")
        await pilot.pause()
        assert isinstance(app.screen, PartiesScreen)
        assert app.screen.query_one(DataTable).row_count == 1
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, DealsScreen)
        assert app.screen.query_one(DataTable).row_count == 2
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen) and app.screen.record.number == 1


@run_async
async def test_the_menu_entry_opens_the_statistics(tmp_path: Path) -> None:
    """The start menu's line after « Jouer avec des amis » opens the statistics; with no history yet
    it says so."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("down", "down", "enter")
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, StatsScreen)
        assert "Aucune donne enregistrée" in text_of(screen.query_one("#stats-table", Static).content)
        for action in ("level", "chart", "history"):  # nothing to choose yet: not in the Footer
            assert screen.check_action(action, ()) is False, action
        await pilot.press("h")
        await pilot.pause()
        assert app.screen is screen
        await pilot.press("escape")
        assert not isinstance(app.screen, StatsScreen)


@run_async
async def test_an_unwritable_history_is_put_on_hold_then_written_when_it_can_be(tmp_path: Path) -> None:
    """Another program holds the history locked: the deal ends normally and a notice says the
    history is on hold (once its summary is closed: no notice covers it); once the lock is gone, the
    next deal writes both and the player is told."""
    History(tmp_path / "history.sqlite3").close()
    other = sqlite3.connect(tmp_path / "history.sqlite3", isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    app = make_app(tmp_path, seed=2)
    async with app.run_test() as pilot:
        await start(pilot)
        await play_partie(pilot, deals=1)
        app.recorder.flush()
        await pilot.pause()
        assert isinstance(app.screen, SummaryScreen)
        assert app.recorder.enabled and len(app.recorder.waiting) == 1
        await pilot.press("enter")  # on to the next deal: told once the summary (and a cut) is closed
        await settle(pilot)
        await past_the_cut(pilot)
        messages = toasts(app)
        assert any(message.startswith("Historique en attente : ") for message in messages), messages
        other.execute("ROLLBACK")
        other.close()
        await play_partie(pilot, deals=1)
        app.recorder.flush()
        await pilot.pause()
        await pilot.press("enter")
        await settle(pilot)
        await past_the_cut(pilot)
        messages = toasts(app)
        assert "Historique de nouveau enregistré : 2 donnes en attente y sont écrites." in messages
    with History(tmp_path / "history.sqlite3") as history:
        assert len(list(history.deals())) == 2


@run_async
async def test_the_history_screens_speak_english_with_the_language_option(tmp_path: Path) -> None:
    """With the English option the statistics, the list of parties and the replay are in English."""
    from belote.tui.app import BeloteApp

    await played_one_deal(tmp_path, seed=6)
    app = BeloteApp(home=tmp_path, lang="en", bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = StatsScreen(tmp_path / "history.sqlite3")
        app.push_screen(screen)
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        table = text_of(screen.query_one("#stats-table", Static).content, 78)
        assert "Matches played" in table and "Us as takers" in table and "Parties jouées" not in table
        await pilot.press("h", "enter", "enter")
        await pilot.pause()
        replay = app.screen
        assert isinstance(replay, ReplayScreen)
        head = text_of(replay.query_one("#replay-head", Static).content, 78)
        assert "Step 0/" in head and "Deal 1" in head


async def parties_list(pilot: Pilot[None], home: Path) -> DataTable[str]:
    """The list of parties recorded in ``home``, opened over the start menu and read."""
    await pilot.pause()
    pilot.app.push_screen(PartiesScreen(home / "history.sqlite3"))
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()
    return pilot.app.screen.query_one(DataTable)


@run_async
async def test_the_list_of_parties_names_its_column_of_deals(tmp_path: Path) -> None:
    """The last column of the list of parties, the number of deals played, is headed « Donnes »,
    like the statistics' line, not a bare « # »; the first gives the number « export » takes."""
    from belote.tui.app import BeloteApp

    await played_one_deal(tmp_path, seed=7)
    app = BeloteApp(home=tmp_path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await parties_list(pilot, tmp_path)
        labels = [str(column.label) for column in table.columns.values()]
        assert labels == ["N°", "Date", "Adversaires", "Résultat", "Manches", "Donnes"]
        assert str(table.get_row_at(0)[-1]) == "1" and str(table.get_row_at(0)[0]) == "1"
        assert table.get_row_at(0)[-1].justify == "right"  # numbers line up by their units


@run_async
async def test_a_partie_played_against_many_levels_keeps_the_lists_columns_in_view(tmp_path: Path) -> None:
    """Its levels changed three times: the list, which cannot wrap a row, names the last level after
    « … → » so that the outcome, manches and deals stay on an 80-column screen; a partie played
    against two short levels is named with both."""
    from belote.tui.app import BeloteApp
    from tests.history.test_stats import BEGINNERS, EXPERTS, record_at_levels

    clubs = ("human", "club", "expert", "master")
    with History(tmp_path / "history.sqlite3") as history:
        record_at_levels(history, (EXPERTS, BEGINNERS, clubs), seed=8)
        record_at_levels(history, (EXPERTS, BEGINNERS), seed=9)
    app = BeloteApp(home=tmp_path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await parties_list(pilot, tmp_path)
        assert [str(table.get_row_at(row)[2]) for row in (0, 1)] == [
            "expert → débutant",
            "… → maître / joueur de club",
        ]
        assert any("Donnes" in line for line in screen_text(app))  # the last column in view


@run_async
async def test_an_empty_list_of_parties_says_so_under_its_title_without_an_empty_grid(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await parties_list(pilot, tmp_path)
        screen = app.screen
        assert not screen.query_one(DataTable).display
        hint = screen.query_one(".history-hint", Static)
        assert text_of(hint.content).strip() == "Aucune partie enregistrée."
        assert hint.region.y <= 2  # right under the title, not at the foot of the screen


@run_async
async def test_a_history_damaged_while_the_game_runs_is_called_unreadable_in_the_list_not_empty(
    tmp_path: Path,
) -> None:
    """The history file turns to junk after the game opened: the list of parties says the file
    cannot be read, not « Aucune partie enregistrée », which would tell the player it is all gone."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        (tmp_path / "history.sqlite3").write_bytes(b"this is no database" * 100)
        await parties_list(pilot, tmp_path)
        hint = text_of(app.screen.query_one(".history-hint", Static).content).strip()
        assert hint == "history.sqlite3 n'est pas un historique lisible."
        assert not app.screen.query_one(DataTable).display


@run_async
async def test_a_history_with_damaged_values_shows_what_it_can_read_and_says_what_it_left_out(
    tmp_path: Path,
) -> None:
    """A partie's start edited into junk (the file still opens): the statistics open on the other
    partie's figures instead of stopping the game, and the list shows that partie with a sentence
    saying one record was left out."""
    with History(tmp_path / "history.sqlite3") as history:
        record_partie(history, seed=1, deals=2)
        record_partie(history, seed=2, deals=3)
    connection = sqlite3.connect(tmp_path / "history.sqlite3", isolation_level=None)
    connection.execute("UPDATE parties SET started_at = 'xx' WHERE id = 1")
    connection.close()
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened_statistics(pilot, tmp_path / "history.sqlite3")
        assert screen.statistics is not None
        assert screen.statistics.overall.deals.played == 3
        await pilot.press("h")
        await pilot.pause()
        table = app.screen.query_one(DataTable)
        assert table.row_count == 1 and str(table.get_row_at(0)[0]) == "2"
        hint = " ".join(text_of(app.screen.query_one(".history-hint", Static).content).split())
        assert hint == "Un enregistrement illisible de l'historique (valeurs abîmées) est laissé de côté."
    connection = sqlite3.connect(tmp_path / "history.sqlite3", isolation_level=None)
    connection.execute("UPDATE parties SET started_at = 'yy' WHERE id = 2")
    connection.close()
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:  # nothing readable left: not « no partie »
        screen = await opened_statistics(pilot, tmp_path / "history.sqlite3")
        table = " ".join(text_of(screen.query_one("#stats-table", Static).content).split())
        assert table == "2 enregistrements illisibles de l'historique (valeurs abîmées) sont laissés de côté."
        await pilot.press("escape")
        await parties_list(pilot, tmp_path)
        assert not app.screen.query_one(DataTable).display
        hint = " ".join(text_of(app.screen.query_one(".history-hint", Static).content).split())
        assert hint == "2 enregistrements illisibles de l'historique (valeurs abîmées) sont laissés de côté."


@pytest.mark.parametrize(("lang", "written"), [("fr", "01/12/2026 14:05"), ("en", "2026-12-01 14:05")])
def test_the_history_writes_dates_as_the_language_does(lang: str, written: str) -> None:
    """A partie begun on 1 December 2026 at 14:05 local time reads « 01/12/2026 14:05 » in French
    (day first, as French players write it) and 2026-12-01 14:05 in English."""
    partie = PartieRecord(
        id=1,
        started_at=datetime(2026, 12, 1, 14, 5).astimezone(),  # 14:05 where the player is
        ended_at=None,
        rules=Rules(),
        levels=("human", "expert", "expert", "expert"),
        seed=1,
        status="playing",
        winner=None,
        manches=(0, 0),
        deals=0,
    )
    i18n.set_language(lang)
    try:
        assert local_date(partie) == written
    finally:
        i18n.set_language("fr")


@run_async
async def test_the_lists_keys_are_said_once_in_the_footer_and_work(tmp_path: Path) -> None:
    """The list of parties names its keys once, in the Footer (↑↓ choose, ⏎ open, Esc back), not
    again in a line above it; ↓ moves to the older partie and ⏎ opens its deals."""
    with History(tmp_path / "history.sqlite3") as history:
        record_partie(history, seed=3, deals=1)
        record_partie(history, seed=4, deals=2)
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await parties_list(pilot, tmp_path)
        drawn = screen_text(app)
        assert " ".join(drawn[-1].split()) == "↑↓ Choisir ⏎ Ouvrir Échap Retour"
        assert sum("Ouvrir" in line or "ouvrir" in line for line in drawn) == 1
        await pilot.press("down", "enter")
        await pilot.pause()
        assert isinstance(app.screen, DealsScreen)
        assert len(app.screen.query_one(DataTable).rows) == 1  # the older partie, of one deal


@pytest.mark.parametrize("saved", ["yesterday", "2026-01-02T03:04:05", 20260102, None])
def test_a_partie_start_saved_unreadable_or_without_its_zone_is_left_out_of_the_save(saved: object) -> None:
    """A save's start time that is no time with its zone (edited by hand, or from another program)
    is read as none: the partie is then dated when it is shown again, and the rest of the save holds."""
    began = TableRecord(("heuristic",) * 3, started_at=datetime(2026, 1, 2, tzinfo=UTC))
    data = began.to_json()
    assert TableRecord.from_json(data) == began
    record = TableRecord.from_json({**data, "started_at": saved})
    assert record == TableRecord(("heuristic",) * 3)


@run_async
async def test_an_unreadable_history_is_set_aside_and_told_as_the_game_opens(tmp_path: Path) -> None:
    """The history file holds something else (junk bytes): as the game opens, on the start menu, it is
    set aside with its bytes intact and the player is told where it went, as for the options and the
    save; not later, when the first deal ends."""
    junk = b"this is no database" * 100
    (tmp_path / "history.sqlite3").write_bytes(junk)
    app = make_app(tmp_path)
    async with app.run_test() as pilot:
        told = i18n.tr("notice.history.corrupt", aside="history.corrupt-1.sqlite3")
        for _ in range(100):
            if told in toasts(app):
                break
            await pilot.pause(0.02)
        assert told in toasts(app)
        assert type(app.screen).__name__ == "StartScreen"  # no deal played yet
        assert (tmp_path / "history.corrupt-1.sqlite3").read_bytes() == junk


@run_async
async def test_a_notice_about_the_options_does_not_follow_onto_the_statistics(tmp_path: Path) -> None:
    """« Options inchangées… » said as the options close would cover the figures of the statistics
    opened next: it goes with them; a problem on show waits and is said back at the menu."""
    app = make_app(tmp_path, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.tell("Options inchangées.")
        app.tell("Écriture impossible : disque plein.", error=True)
        await opened_statistics(pilot, tmp_path / "history.sqlite3")
        assert not toasts(app)
        await pilot.press("escape")
        await settle(pilot)
        assert not isinstance(app.screen, StatsScreen)
        assert toasts(app) == ["Écriture impossible : disque plein."]


@run_async
async def test_home_and_end_go_to_the_first_and_the_last_row_of_a_list(tmp_path: Path) -> None:
    """In the list of parties, End goes to the last (oldest) partie and Home back to the first, so
    Enter opens the partie chosen so (not the first column's end of a row)."""
    with History(tmp_path / "history.sqlite3") as history:
        record_partie(history, seed=3, deals=1)
        record_partie(history, seed=4, deals=2)
        record_partie(history, seed=5, deals=3)
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await parties_list(pilot, tmp_path)
        table = app.screen.query_one(DataTable)
        await pilot.press("end")
        assert table.cursor_row == 2
        await pilot.press("home")
        assert table.cursor_row == 0
        await pilot.press("end", "enter")
        await pilot.pause()
        assert isinstance(app.screen, DealsScreen)
        assert len(app.screen.query_one(DataTable).rows) == 1  # the oldest partie, of one deal


@run_async
async def test_a_history_whose_folder_may_not_be_searched_is_said_refused_in_the_list(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Looking for the history is refused (its folder may not be searched): the list says so, not
    « Aucune partie enregistrée », and the game goes on."""
    path = tmp_path / "history.sqlite3"
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        refuse_looking_for(monkeypatch, path)
        await parties_list(pilot, tmp_path)
        hint = " ".join(text_of(app.screen.query_one(".history-hint", Static).content, width=400).split())
        assert hint == f"Historique impossible à ouvrir ({path}) : accès refusé."
        assert app.is_running
