"""``belote-tui stats`` and ``belote-tui export``: tables and JSON, both export formats, the JSON
read back and replayed, the player's language, and what is said when there is nothing to show."""

from __future__ import annotations

import io
import json
import random
import re
import sqlite3
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from belote.bots.arena import board_deal
from belote.engine import Deal, DeclareCarre, Rules
from belote.history import DealEntry, History
from belote.history.export import replay_json
from belote.history.schema import migrate
from belote.tui import history_cli, i18n
from belote.tui.__main__ import main
from belote.tui.history_cli import run

from .helpers import record_partie
from .test_stats import BEGINNERS, EXPERTS, record_at_levels


@pytest.fixture(autouse=True)
def _french() -> None:
    """The i18n language is module-wide: each test starts in French."""
    i18n.set_language("fr")


@pytest.fixture
def home(tmp_path: Path) -> Path:
    """A data folder whose history holds two parties (announces on, so they show in the record)."""
    with History(tmp_path / "history.sqlite3") as history:
        record_partie(history, seed=1, rules=Rules(target=300, announces=True))
        record_partie(history, seed=2, rules=Rules(target=300, announces=True), deals=4)
    return tmp_path


def cli(*words: str) -> tuple[int, str, str]:
    """Run the command; its exit status, output and error output."""
    out, err = io.StringIO(), io.StringIO()
    status = run(list(words), out, err)
    return status, out.getvalue(), err.getvalue()


def test_stats_prints_the_figures_as_tables(home: Path) -> None:
    """The overall table then one per level, in French by default; with one opponents' level only,
    one table, named by that level (the same table twice said nothing more)."""
    status, out, _ = cli("stats", "--home", str(home))
    assert status == 0
    for label in (
        "Parties jouées",
        "Taux de victoire",
        "Donnes prises au 1er tour",
        "Adversaires mis dedans",
    ):
        assert out.count(label) == 1
    assert "Tous niveaux" not in out and f"Adversaires : {i18n.tr('val.random')}" in out
    with History(home / "history.sqlite3") as history:
        record_partie(history, seed=3, levels=("human", "expert", "expert", "expert"), deals=2)
    status, out, _ = cli("stats", "--home", str(home))
    assert status == 0 and out.count("Parties jouées") == 3
    assert "Tous niveaux" in out and f"Adversaires : {i18n.tr('val.random')}" in out


def test_stats_json_is_plain_data_with_rates_and_intervals(home: Path) -> None:
    """--json gives the same figures as plain data: one finished partie (the other is still playing)."""
    status, out, _ = cli("stats", "--home", str(home), "--json")
    data = json.loads(out)
    with History(home / "history.sqlite3") as history:
        deals = len(list(history.deals()))
    assert status == 0
    parties = data["overall"]["parties"]
    assert parties["played"] == 1 and parties["dealt"] == deals  # redeals included, unlike deals.played
    assert parties["win_rate"]["total"] == 1 and len(parties["win_rate"]["interval"]) == 2
    assert set(data["by_level"]) == {"random"}
    assert len(data["progression"]["points"][0]) == data["overall"]["deals"]["played"]


def test_stats_give_the_challenge_against_the_expert_as_the_screen_does(home: Path) -> None:
    """Deals replayed by the expert in the player's seat: the text ends with the screen's sentence,
    the JSON gives the mean beside the list; with none replayed, neither says a figure."""
    status, out, _ = cli("stats", "--home", str(home))
    assert status == 0 and "Contre l'expert" not in out
    none = json.loads(cli("stats", "--home", str(home), "--json")[1])
    assert none["challenge_mean"] is None and none["challenge_interval"] is None
    with History(home / "history.sqlite3") as history:
        assert history.record_challenge(1, 0, "expert", 40, 52)  # 12 behind the expert
        assert history.record_challenge(2, 1, "expert", 30, 20)  # 10 ahead
    status, out, _ = cli("stats", "--home", str(home))
    assert status == 0
    said = " ".join(out.split())  # the console wraps the sentence at its width
    assert said.endswith(
        "Contre l'expert à votre place : −1,0 point par donne sur 2 donnes, sans doute entre −23 et +21."
    )
    data = json.loads(cli("stats", "--home", str(home), "--json")[1])
    assert data["challenge"] == [-12, 10] and data["challenge_mean"] == -1.0
    low, high = data["challenge_interval"]  # the sentence's « entre −23 et +21 », unrounded
    assert round(low) == -23 and round(high) == 21 and low + high == pytest.approx(-2.0)


def test_stats_give_each_opponents_level_its_own_challenge_under_its_figures(tmp_path: Path) -> None:
    """Deals replayed against two levels: the whole history's sentence under its table, then each
    level's over its own deals under that level's table."""
    with History(tmp_path / "history.sqlite3") as history:
        record_at_levels(history, (EXPERTS, EXPERTS, BEGINNERS))
        for seq, human in ((0, 40), (1, 20), (2, -30)):
            assert history.record_challenge(8, seq, "expert", human, 0)
    status, out, _ = cli("stats", "--home", str(tmp_path))
    said = " ".join(out.split())
    assert status == 0
    sentences = re.findall(
        r"Contre l'expert à votre place : ([^ ]+) points? (?:par donne sur (\d) donnes|sur la)", said
    )
    assert sentences == [("+10,0", "3"), ("−30,0", ""), ("+30,0", "2")]  # all, débutant, expert
    assert said.index("Adversaires : débutant") < said.index("−30,0") < said.index("Adversaires : expert")


def test_export_txt_reads_like_a_hand_record(home: Path) -> None:
    """One deal: the four hands, the bidding, each trick's cards after the seat that played each (the
    leader first, then to the right), its winner, and the result."""
    with History(home / "history.sqlite3") as history:
        record = next(d for d in history.deals() if not d.result.redeal)
    status, out, _ = cli("export", "--home", str(home), "--deal", str(record.id))
    assert status == 0
    for word in ("Nord", "Ouest", "Est", "Vous", "Enchères", "Plis", "Résultat", "Marqué"):
        assert word in out
    tricks = [line.strip() for line in out.splitlines() if re.match(r"\s+\d\. .* → ", line)]
    assert len(tricks) == 8
    names = ("Vous", "Est", "Nord", "Ouest")  # play goes to the right: South, East, North, West
    played = record.replay().tricks
    for trick, line in zip(played, tricks, strict=True):
        plays = line.split(". ", 1)[1].split(" → ")[0].split(" · ")
        assert [play.split(" ")[0] for play in plays] == [names[(trick.leader + k) % 4] for k in range(4)]
        assert line.endswith(f" → {names[trick.winner]} (+{trick.points})") or trick is played[-1]
    assert f"Nous {record.written[0]} – Eux {record.written[1]}" in out


def test_export_json_of_a_deal_is_read_back_and_replayed(home: Path, tmp_path: Path) -> None:
    """Written to a file, read back: the engine restores the deal and gets the recorded result."""
    target = tmp_path / "deal.json"
    assert cli("export", "--home", str(home), "--deal", "3", "--format", "json", "-o", str(target))[0] == 0
    data = json.loads(target.read_text(encoding="utf-8"))
    deal, same = replay_json(data)
    assert same and deal.phase == "done"
    assert Deal.from_json(data).result == deal.result
    with History(home / "history.sqlite3") as history:
        record = history.deal(3)
    assert record is not None and deal.result == record.result and data["record"]["number"] == record.number
    assert data["record"]["played_at"] == record.played_at.isoformat()


def test_export_json_of_the_latest_partie_replays_every_deal(home: Path) -> None:
    """Without --partie the latest partie is exported; each of its deals replays to its result."""
    status, out, _ = cli("export", "--home", str(home), "--format", "json")
    data = json.loads(out)
    assert status == 0 and data["partie"]["seed"] == 2 and len(data["deals"]) == 4
    assert all(replay_json(deal)[1] for deal in data["deals"])


def test_the_reserve_of_a_litige_is_said_where_the_deal_that_won_it_is_exported(tmp_path: Path) -> None:
    """A deal that wins the reserve of an earlier litige writes it on the sheet: the text record says
    so in its own line, and the JSON's result carries it (one figure, the sheet's), still replaying."""
    with History(tmp_path / "history.sqlite3") as history:
        record_partie(history, seed=26, deals=3)  # the second deal a litige, the third wins its 81
        record = history.deal(3)
    assert record is not None and record.collected == (81, 0)
    status, out, _ = cli("export", "--home", str(tmp_path), "--deal", "3")
    assert status == 0 and "  Réserve du litige gagnée : Nous +81\n" in out
    assert f"Marqué : Nous {record.result.points[0] + 81} – Eux {record.result.points[1]}" in out
    data = json.loads(cli("export", "--home", str(tmp_path), "--deal", "3", "--format", "json")[1])
    assert data["record"]["result"]["collected"] == [81, 0] and "collected" not in data["record"]
    assert replay_json(data)[1]
    data["record"]["result"]["points"][0] += 1
    assert not replay_json(data)[1]  # the reserve aside, the result is still checked
    plain = cli("export", "--home", str(tmp_path), "--deal", "2")[1]
    assert "Réserve du litige" not in plain


def test_export_txt_of_a_partie_lists_its_deals(home: Path) -> None:
    """A partie's text: its header line, then each deal's record."""
    status, out, _ = cli("export", "--home", str(home), "--partie", "2")
    assert status == 0 and out.startswith("Partie 2 du ")
    assert out.count("Donneur :") == 4


def test_output_follows_the_language_of_the_options_or_lang(home: Path) -> None:
    """English from the options file, or from --lang; French by default."""
    (home / "options.json").write_text(json.dumps({"lang": "en"}), encoding="utf-8")
    assert "Matches played" in cli("stats", "--home", str(home))[1]
    assert "Parties jouées" in cli("stats", "--home", str(home), "--lang", "fr")[1]
    assert "Bidding" in cli("export", "--home", str(home), "--deal", "1", "--lang", "en")[1]


def test_nothing_to_export_is_said_with_exit_status_1(tmp_path: Path, home: Path) -> None:
    """An empty folder or an unknown number: a sentence on the error output, status 1."""
    status, out, err = cli("export", "--home", str(tmp_path / "empty"))
    assert (status, out) == (1, "") and "L'historique est vide." in err
    status, _, err = cli("export", "--home", str(home), "--deal", "999")
    assert status == 1 and "donne 999" in err
    status, out, _ = cli("stats", "--home", str(tmp_path / "empty"))
    assert status == 0 and "Aucune donne enregistrée" in out
    assert not (tmp_path / "empty").exists()  # reading never creates anything


class FullDisk(io.StringIO):
    """An output on a full disk (``> /dev/full``): every write fails."""

    def write(self, text: str) -> int:
        raise OSError(28, "No space left on device")


class GoneReader(io.StringIO):
    """An output whose reader stopped early (``| head``)."""

    def write(self, text: str) -> int:
        raise BrokenPipeError(32, "Broken pipe")


@pytest.mark.parametrize(
    "words", [("stats",), ("stats", "--json"), ("history",), ("export",), ("export", "--format", "json")]
)
def test_an_output_that_cannot_be_written_is_said_in_a_line(home: Path, words: tuple[str, ...]) -> None:
    """Every command on a full disk: « Impossible d'écrire la sortie : disque plein. », status 1,
    no traceback; a reader gone away ends the command quietly."""
    err = io.StringIO()
    assert run([*words, "--home", str(home)], FullDisk(), err) == 1
    assert err.getvalue() == "Impossible d'écrire la sortie : disque plein.\n"
    quiet = io.StringIO()
    assert run([*words, "--home", str(home)], GoneReader(), quiet) == 1 and quiet.getvalue() == ""


def test_a_closed_standard_output_is_said_in_a_line(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``belote-tui export >&-``: Python has no standard output at all; the command says so."""
    monkeypatch.setattr(sys, "stdout", None)
    err = io.StringIO()
    assert run(["export", "--home", str(home)], None, err) == 1
    assert err.getvalue() == "Impossible d'écrire la sortie : elle est fermée.\n"


@pytest.mark.parametrize("words", [("export", "--donne"), ("history", "--partie"), ("export", "--partie")])
def test_a_number_beyond_the_historys_reach_is_refused_on_the_command_line(
    home: Path, words: tuple[str, ...], capsys: pytest.CaptureFixture[str]
) -> None:
    """A number past 64 bits cannot be a deal's or a partie's: refused like any bad argument
    (status 2, the reason said), not a traceback from the database."""
    with pytest.raises(SystemExit) as stop:
        run([*words, "99999999999999999999999", "--home", str(home)])
    assert stop.value.code == 2 and "nombre hors limites" in capsys.readouterr().err


@pytest.mark.parametrize("command", ["stats", "export"])
def test_a_data_folder_that_is_a_file_is_said_so_not_taken_for_an_empty_history(
    tmp_path: Path, command: str
) -> None:
    """« --home notes.txt »: status 1 and why, not « no deal recorded yet » with status 0."""
    place = tmp_path / "notes.txt"
    place.write_text("mes notes", encoding="utf-8")
    status, out, err = cli(command, "--home", str(place))
    assert (status, out) == (1, "")
    assert err == f"Pas d'historique dans {place} : ce n'est pas un dossier.\n"
    assert place.read_text(encoding="utf-8") == "mes notes"


@pytest.mark.parametrize("command", ["stats", "history", "export"])
@pytest.mark.parametrize("inside", [False, True])
def test_a_data_folder_that_may_not_be_searched_is_said_refused_in_a_line(
    home: Path, command: str, inside: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A folder without the right to look inside (« chmod 000 »), or a folder inside one: status 1
    and « accès refusé », never a traceback (looking for the history is refused as opening it would
    be)."""
    folder = home / "sub" if inside else home
    exists = Path.exists

    def refused(path: Path) -> bool:
        if path.parent == home:
            raise PermissionError(13, "Permission denied", str(path))
        return exists(path)

    monkeypatch.setattr(Path, "exists", refused)
    status, out, err = cli(command, "--home", str(folder))
    assert (status, out) == (1, "")
    assert err == f"Historique impossible à ouvrir ({folder / 'history.sqlite3'}) : accès refusé.\n"


def test_a_history_the_system_refuses_to_open_is_said_in_the_players_words(tmp_path: Path) -> None:
    """SQLite says « unable to open database file »; the command says why as the game would."""
    from belote.history import HistoryError
    from belote.tui.history_words import read_notice

    path = tmp_path / "history.sqlite3"
    refused = HistoryError("unavailable", path, "unable to open database file", errno=13)
    assert read_notice(refused) == f"Historique impossible à ouvrir ({path}) : accès refusé."
    unexplained = HistoryError("unavailable", path, "disk I/O error")
    assert read_notice(unexplained).endswith(" : disk I/O error.")  # nothing more precise is known


def test_an_unreadable_history_is_reported_and_left_alone(tmp_path: Path) -> None:
    """The command line only reads: a corrupt file gives status 1 and is not renamed."""
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"not a database" * 100)
    status, _, err = cli("stats", "--home", str(tmp_path))
    assert status == 1 and "history.sqlite3" in err
    assert path.read_bytes() == b"not a database" * 100


def test_the_commands_never_write_to_the_history_an_empty_file_included(tmp_path: Path) -> None:
    """An empty history file (0 bytes) is read as no history: nothing listed, no statistics, and the
    file is left as it was (a reader used to create the tables in it)."""
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"")
    for command in ("history", "stats", "export"):
        cli(command, "--home", str(tmp_path))
        assert path.read_bytes() == b"", command
    status, out, _ = cli("history", "--home", str(tmp_path))
    assert status == 0 and out.strip() == "Aucune partie enregistrée."


def test_a_history_of_an_older_version_is_read_without_being_brought_up_to_date(tmp_path: Path) -> None:
    """A history at the first schema: the commands read it (brought up to date in memory only) and
    leave the file at its version, byte for byte."""
    path = tmp_path / "history.sqlite3"
    older = sqlite3.connect(path, isolation_level=None)
    migrate(older, target=1)
    older.close()
    before = path.read_bytes()
    assert cli("stats", "--home", str(tmp_path))[0] == 0
    assert cli("history", "--home", str(tmp_path))[0] == 0
    assert path.read_bytes() == before


def test_a_history_another_program_holds_is_said_busy_not_unreadable(tmp_path: Path) -> None:
    """Another program holds the history in a transaction: the command waits its moment, then says
    the file is busy and to try again (not that it is unreadable, nor the game's « on hold » notice)."""
    with History(tmp_path / "history.sqlite3"):
        pass
    holder = sqlite3.connect(tmp_path / "history.sqlite3", isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        status, out, err = cli("history", "--home", str(tmp_path))
    finally:
        holder.close()
    assert (status, out) == (1, "")
    assert err.startswith("Historique occupé") and "réessayez" in err and "illisible" not in err


def is_carre(action: object) -> bool:
    """Whether ``action`` declares a carré of 7s or 8s."""
    return isinstance(action, DeclareCarre)


def first_deal(
    seed: int,
    rules: Rules,
    rng: random.Random,
    wanted: Callable[[Deal], bool],
    declare: bool = False,
    boards: int = 20000,
) -> Deal:
    """The first of the arena's boards of ``seed``, played at random to its end (a carré declared
    whenever it may be, with ``declare``), that is ``wanted``."""
    for board in range(boards):
        deal = board_deal(seed, board, rules)
        while deal.to_play is not None:
            legal = deal.legal_actions()
            carres = [action for action in legal if is_carre(action)] if declare else []
            deal.apply(carres[0] if carres else rng.choice(legal))
        if wanted(deal):
            return deal
    raise AssertionError(f"no such deal in {boards} random deals")


def test_a_declared_carre_is_told_in_the_text_record(tmp_path: Path) -> None:
    """A deal where a carré of 7s or 8s was declared: the record says who declared it and what it did,
    and its JSON still replays."""
    rules = Rules(carre_of_sevens_voids=True, carre_of_eights_cancels=True, announces=True)
    deal = first_deal(3, rules, random.Random(5), lambda deal: any(map(is_carre, deal.actions)), boards=5000)
    with History(tmp_path / "history.sqlite3") as history:
        history.record(DealEntry.of_deal(deal, seed=3, levels=("human", "random", "random", "random"), seq=0))
    status, out, _ = cli("export", "--home", str(tmp_path), "--deal", "1")
    assert status == 0
    assert "déclare un carré de" in out or "déclarez un carré de" in out
    data = json.loads(cli("export", "--home", str(tmp_path), "--deal", "1", "--format", "json")[1])
    assert replay_json(data)[1]


def test_a_history_command_may_follow_the_games_options(
    home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """« belote-tui --home D stats » reads D's history, as « belote-tui stats --home D » does; a folder
    named « stats » after --home is still a folder."""
    from belote.tui.__main__ import history_command, main

    assert main(["--home", str(home), "stats"]) == 0
    assert "Parties jouées" in capsys.readouterr().out
    assert history_command(["--home", "stats"]) == ["--home", "stats"]
    moved = history_command(["--lang", "en", "export", "--deal", "2"])
    assert moved == ["export", "--lang", "en", "--deal", "2"]
    assert history_command(["join", "stats"]) == ["join", "stats"]


def test_the_text_record_draws_west_and_east_where_the_table_does(home: Path) -> None:
    """The hand record puts on the left the seat the table draws on the left (West), East on the right."""
    status, out, _ = cli("export", "--home", str(home), "--format", "txt")
    assert status == 0
    sides = next(line for line in out.splitlines() if line.startswith(i18n.seat_name(3)))
    assert sides.split() == [i18n.seat_name(3), i18n.seat_name(1)]
    assert i18n.position(3) == "W" and i18n.position(1) == "E"


@pytest.mark.parametrize(("lang", "word"), [("fr", "ami"), ("en", "friend")])
def test_a_seat_a_friend_held_is_named_a_friend_not_by_the_historys_code_word(
    tmp_path: Path, lang: str, word: str
) -> None:
    """A partie hosted at a shared table keeps « human » for a friend's seat in the history; the
    statistics and the export say « ami » / "friend", never « human »: the friend sits East (seat
    1, play going counter-clockwise), so West and East read « expert / ami »."""
    with History(tmp_path / "history.sqlite3") as history:
        record_partie(history, seed=3, levels=("human", "human", "expert", "expert"), deals=1)
    _, stats, _ = cli("stats", "--home", str(tmp_path), "--lang", lang)
    _, text, _ = cli("export", "--home", str(tmp_path), "--lang", lang)
    for shown in (stats, text):
        assert f"{i18n.tr('val.expert')} / {word}" in shown and "human" not in shown


@pytest.mark.parametrize("where", ["no such folder/deal.txt", "a folder", "a file/deal.txt"])
def test_an_export_that_cannot_be_written_is_said_with_exit_status_1(home: Path, where: str) -> None:
    """An output path in a missing folder, a folder itself, or under a file: one plain sentence
    naming the path and why, exit status 1, never a traceback."""
    (home / "a folder").mkdir()
    (home / "a file").write_text("", encoding="utf-8")
    target = home / where
    status, out, err = cli("export", "--home", str(home), "-o", str(target))
    reasons = {"no such folder/deal.txt": "dossier introuvable", "a folder": "c'est un dossier"}
    reason = reasons.get(where, "ce n'est pas un dossier")
    assert status == 1 and out == ""
    assert err == f"Impossible d'écrire {target} : {reason}.\n"


def test_history_lists_the_parties_with_the_numbers_export_takes(home: Path) -> None:
    """The parties, the most recent first, each with its number, outcome, manches and deals."""
    status, out, _ = cli("history", "--home", str(home))
    assert status == 0
    assert "Historique des parties" in out and "N°" in out and "Donnes" in out
    rows = [line.split() for line in out.splitlines() if line.strip()[:1].isdigit()]
    assert [row[0] for row in rows] == ["2", "1"]  # the latest first
    assert "en cours" in out and "gagnée" in out
    assert rows[0][-1] == "4"  # the second partie's four deals


def test_a_partie_played_against_two_levels_is_listed_and_exported_with_both_in_order(tmp_path: Path) -> None:
    """Levels changed during the partie: the list and the export's header say « expert → débutant »,
    as the statistics count its deals at each level."""
    with History(tmp_path / "history.sqlite3") as history:
        record_at_levels(history, (EXPERTS, EXPERTS, BEGINNERS))
    status, out, _ = cli("history", "--home", str(tmp_path))
    assert status == 0 and "expert → débutant" in " ".join(out.split())
    status, out, _ = cli("export", "--home", str(tmp_path), "--partie", "1")
    assert status == 0 and "expert → débutant" in out.splitlines()[0]


def test_history_of_a_partie_lists_its_deals_with_the_numbers_export_takes(home: Path) -> None:
    """« history --partie 2 »: its deals in the order played, each number one « export --deal »
    writes; in English with --lang en."""
    status, out, _ = cli("history", "--home", str(home), "--partie", "2", "--lang", "en")
    assert status == 0 and "Match 2" in out and "Dealer" in out
    numbers = [line.split()[0] for line in out.splitlines() if line.strip()[:1].isdigit()]
    assert len(numbers) == 4
    for number in numbers:
        exported, text, _ = cli("export", "--home", str(home), "--deal", number)
        assert exported == 0 and text


def test_history_says_when_there_is_nothing_to_list(tmp_path: Path, home: Path) -> None:
    """No history yet: said in one line, an answer like « stats » gives (exit status 0); a partie
    number that is not in it: said, exit status 1."""
    status, out, err = cli("history", "--home", str(tmp_path / "new"))
    assert (status, err) == (0, "") and out.strip() == "Aucune partie enregistrée."
    status, _, err = cli("history", "--home", str(home), "--partie", "99")
    assert status == 1 and "99" in err


def test_a_terminal_that_cannot_show_the_suits_gets_question_marks_not_a_failure(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Output to a terminal in an encoding without ♠ ♥ ♦ ♣ (Latin-1): the record is written with « ? »
    in their place, and the command ends normally (it ended on an encoding error)."""
    raw = io.BytesIO()
    latin = io.TextIOWrapper(raw, encoding="latin-1")
    monkeypatch.setattr(sys, "stdout", latin)
    assert main(["export", "--home", str(home)]) == 0
    latin.flush()
    text = raw.getvalue().decode("latin-1")
    assert "Plis" in text and "?" in text and "♠" not in text


def test_a_match_is_asked_for_with_match_or_partie_in_either_language(
    home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An English player types « --match 2 » where a French one types « --partie 2 »: both work
    in both languages, for the list and for the export, and the English help names « --match »."""
    listed = {
        cli("history", "--home", str(home), flag, "2", "--lang", "en")[1] for flag in ("--match", "--partie")
    }
    assert len(listed) == 1 and "Match 2" in listed.pop()
    exported = {cli("export", "--home", str(home), flag, "2")[1] for flag in ("--match", "--partie")}
    assert len(exported) == 1 and exported.pop()
    for language, flags in (("en", "--match N, --partie N"), ("fr", "--partie N, --match N")):
        i18n.set_language(language)
        with pytest.raises(SystemExit):
            history_cli.parser().parse_args(["history", "--help"])
        assert flags in capsys.readouterr().out


def test_a_deal_is_asked_for_with_donne_or_deal_and_the_help_speaks_its_language(
    home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """« --donne 3 » (French) and « --deal 3 » (English) export the same deal in either language;
    each language's help names its own first, and the game's help says its placeholders in it
    (« --name NOM », « --home DOSSIER »), the history's usage line with « --donne N »."""
    exported = {cli("export", "--home", str(home), flag, "3")[1] for flag in ("--donne", "--deal")}
    assert len(exported) == 1 and "Plis" in exported.pop()
    for language, flags in (("en", "--deal N, --donne N"), ("fr", "--donne N, --deal N")):
        i18n.set_language(language)
        with pytest.raises(SystemExit):
            history_cli.parser().parse_args(["export", "--help"])
        assert flags in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["host", "--help", "--lang", "fr"])
    said = capsys.readouterr().out
    assert "--name NOM" in said and "--home DOSSIER" in said and "--away SECONDES" in said
    with pytest.raises(SystemExit):
        main(["--help", "--lang", "fr"])
    assert "[--partie N | --donne N]" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["--help", "--lang", "en"])
    assert "[--match N | --deal N]" in capsys.readouterr().out


def test_a_partie_played_clockwise_names_east_and_west_as_its_table_sat(tmp_path: Path) -> None:
    """Clockwise, seat 1 sits West (counter-clockwise it sits East): the list and the record of such
    a deal name its dealer and players as that table did, whatever the direction of the game now."""
    with History(tmp_path / "history.sqlite3") as history:
        record_partie(history, seed=3, rules=Rules(target=300, direction="clockwise"), deals=4)
        record = next(d for d in history.deals() if d.dealer == 1 and not d.result.redeal)
    i18n.set_direction("counterclockwise")
    status, out, _ = cli("export", "--home", str(tmp_path), "--deal", str(record.id))
    assert status == 0 and "Donneur : Ouest" in out
    names = ("Vous", "Ouest", "Nord", "Est")  # clockwise: play goes to the left
    trick = record.replay().tricks[0]
    first = next(line.strip() for line in out.splitlines() if re.match(r"\s+1\. .* → ", line))
    plays = first.split(". ", 1)[1].split(" → ")[0].split(" · ")
    assert [play.split(" ")[0] for play in plays] == [names[(trick.leader + k) % 4] for k in range(4)]
    status, out, _ = cli("history", "--home", str(tmp_path), "--partie", "1")
    row = next(line for line in out.splitlines() if line.split()[:1] == [str(record.id)])
    assert row.split()[2:4] == ["Ouest", names[record.result.taker]]  # the dealer, then the taker
    assert i18n.direction() == "counterclockwise"  # the game's own table as it was


def test_a_deal_voided_by_a_carre_of_sevens_after_a_take_says_so_and_its_announces_are_cancelled(
    tmp_path: Path,
) -> None:
    """A carré of 7s declared after a take voids the deal: the record's result names who declared
    it (never « nobody took »), and the combinations announced are cancelled with the deal, not
    beaten."""
    rules = Rules(carre_of_sevens_voids=True, announces=True)

    def voided_after_announces(deal: Deal) -> bool:
        assert deal.result is not None
        return any(map(is_carre, deal.actions)) and deal.result.redeal and bool(deal.announced)

    deal = first_deal(4, rules, random.Random(8), voided_after_announces, declare=True)
    with History(tmp_path / "history.sqlite3") as history:
        history.record(DealEntry.of_deal(deal, seed=4, levels=("human", "random", "random", "random"), seq=0))
    status, out, _ = cli("export", "--home", str(tmp_path), "--deal", "1")
    assert status == 0
    result = out.split("Résultat", 1)[1]
    assert "carré de 7 : donne annulée" in result and "Personne n'a pris" not in result
    assert ", annulée" in out and ", battue" not in out
