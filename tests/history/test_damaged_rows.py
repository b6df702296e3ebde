"""A history that opens but holds values that cannot be read (edited by hand or by another program,
a bit flipped inside a page): the rows that can be read are handed out, the others are left out and
counted, nothing raises, and the deals still to come are written."""

from __future__ import annotations

import io
import random
import sqlite3
from pathlib import Path

import pytest

from belote.engine import Match, Rules
from belote.history import DealEntry, History
from belote.tui import i18n
from belote.tui.history_cli import run

from .helpers import LEVELS, play_deal, record_partie

DAMAGES = {
    "a partie's start that is no time": ("parties", "started_at", "'xx'"),
    "a partie's levels that are no list": ("parties", "levels", "'nope'"),
    "a partie's rules that are no JSON": ("parties", "rules", "'{'"),
    "a partie's status that is no status": ("parties", "status", "'gagné'"),
}
"""Damages to the first partie: each makes it and its deals unreadable."""

DEAL_DAMAGES = {
    "a card that does not exist": ("deck", "'[\"ZZ\"]'"),
    "a trump that is no suit": ("trump", "42"),
    "points written as text": ("points_us", "'beaucoup'"),
    "actions that stop before the end": ("actions", "'[]'"),
    "a dealer who sits nowhere": ("dealer", "7"),
    "a taker who sits nowhere": ("taker", "9"),
}
"""Damages to one deal of the second partie."""


@pytest.fixture
def home(tmp_path: Path) -> Path:
    """Two parties of four deals each, the second still playing."""
    with History(tmp_path / "history.sqlite3") as history:
        record_partie(history, seed=1, rules=Rules(target=2000), deals=4)
        record_partie(history, seed=2, rules=Rules(target=2000), deals=4)
    return tmp_path


def damage(home: Path, sql: str) -> None:
    """Change the history's values behind the game's back."""
    connection = sqlite3.connect(home / "history.sqlite3", isolation_level=None)
    connection.execute(sql)
    connection.close()


def second_deal_id(home: Path) -> int:
    """The id of the second partie's second deal."""
    connection = sqlite3.connect(home / "history.sqlite3")
    query = "SELECT id FROM deals WHERE partie = 2 ORDER BY seq LIMIT 1 OFFSET 1"
    (found,) = connection.execute(query).fetchone()
    connection.close()
    return int(found)


def damaged_deal(home: Path, column: str, value: str) -> int:
    """Damage one value of the second partie's second deal; that deal's id."""
    bad = second_deal_id(home)
    damage(home, f"UPDATE deals SET {column} = {value} WHERE id = {bad}")
    return bad


@pytest.mark.parametrize(("table", "column", "value"), DAMAGES.values(), ids=list(DAMAGES))
def test_an_unreadable_partie_is_left_out_with_its_deals_and_the_rest_is_read(
    home: Path, table: str, column: str, value: str
) -> None:
    damage(home, f"UPDATE {table} SET {column} = {value} WHERE id = 1")
    with History(home / "history.sqlite3") as history:
        assert [partie.id for partie in history.parties()] == [2]
        assert history.partie(1) is None and history.partie(2) is not None
        statistics = history.statistics()
        assert statistics.overall.deals.played == 4  # the second partie's deals only
        assert len(history.deals(2)) == 4
        assert history.unreadable == {("parties", 1)}
        readable_deals = len(history.deals())  # its deals replay with its rules, when those are readable
        assert readable_deals == (4 if column == "rules" else 8)
        assert len(history.unreadable) == 1 + 8 - readable_deals


@pytest.mark.parametrize(("column", "value"), DEAL_DAMAGES.values(), ids=list(DEAL_DAMAGES))
def test_an_unreadable_deal_is_left_out_and_the_others_of_its_partie_are_read(
    home: Path, column: str, value: str
) -> None:
    bad = damaged_deal(home, column, value)
    with History(home / "history.sqlite3") as history:
        assert bad not in [deal.id for deal in history.deals(2)]
        assert len(history.deals(2)) == 3 and len(history.deals()) == 7
        assert history.deal(bad) is None
        assert history.unreadable == {("deals", bad)}
        history.statistics()  # its outcome, where readable, still counts: nothing raises


@pytest.mark.parametrize(("column", "value"), [("points_them", "'x'"), ("levels", "'nope'")])
def test_an_outcome_that_cannot_be_read_is_left_out_of_the_statistics(
    home: Path, column: str, value: str
) -> None:
    bad = damaged_deal(home, column, value)
    with History(home / "history.sqlite3") as history:
        statistics = history.statistics()
        assert len(history.outcomes()) == 7
        assert statistics.overall.deals.played == 7
        assert ("deals", bad) in history.unreadable


def test_a_challenge_written_as_text_is_left_out(home: Path) -> None:
    with History(home / "history.sqlite3") as history:
        assert history.record_challenge(2, 1, "expert", 30, 10)
        assert history.record_challenge(2, 2, "expert", 5, 20)
    damage(home, "UPDATE challenges SET human = 'x' WHERE human = 30")
    with History(home / "history.sqlite3") as history:
        assert history.challenges() == [-15]
        assert list(history.partie_challenges(2)) == [2]
        assert len(history.unreadable) == 1


def test_a_playing_partie_whose_levels_cannot_be_read_does_not_stop_the_next_deals(home: Path) -> None:
    """Its kind (solo or with friends) cannot be told, so it is left as it is, and the new partie's
    deals are written."""
    damage(home, "UPDATE parties SET levels = 'nope' WHERE id = 2")
    match = Match(Rules(target=2000), 3)
    rng = random.Random(3)
    with History(home / "history.sqlite3") as history:
        for _ in range(2):
            play_deal(match, rng)
            assert history.record(DealEntry.from_match(match, LEVELS)) == 3
            match.next_deal()
        assert [partie.id for partie in history.parties()] == [1, 3]
    connection = sqlite3.connect(home / "history.sqlite3")
    assert connection.execute("SELECT status FROM parties WHERE id = 2").fetchone() == ("playing",)
    connection.close()


def test_a_partie_left_with_rules_that_cannot_be_read_is_marked_abandoned(home: Path) -> None:
    """A new solo partie ends the one left playing: with unreadable rules, no consolante can be
    told, so it is abandoned rather than the deal refused."""
    damage(home, "UPDATE parties SET rules = '{' WHERE id = 2")
    with History(home / "history.sqlite3") as history:
        record_partie(history, seed=3, deals=1)
    connection = sqlite3.connect(home / "history.sqlite3")
    assert connection.execute("SELECT status FROM parties WHERE id = 2").fetchone() == ("abandoned",)
    connection.close()


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Un enregistrement illisible de l'historique (valeurs abîmées) est laissé de côté."),
        ("en", "One unreadable record of the history (damaged values) is left out."),
    ],
)
def test_the_command_line_gives_what_it_can_read_and_says_what_it_left_out(
    home: Path, lang: str, said: str
) -> None:
    i18n.set_language(lang)
    damage(home, "UPDATE parties SET started_at = 'xx' WHERE id = 1")
    for command in ("stats", "history"):
        out, err = io.StringIO(), io.StringIO()
        assert run([command, "--home", str(home), "--lang", lang], out, err) == 0
        assert out.getvalue() and err.getvalue() == said + "\n"
    bad = second_deal_id(home)
    damage(home, f"UPDATE deals SET deck = '[\"ZZ\"]' WHERE id = {bad}")
    out, err = io.StringIO(), io.StringIO()
    assert run(["export", "--donne", str(bad), "--home", str(home), "--lang", lang], out, err) == 1
    assert err.getvalue().splitlines()[-1] == said
