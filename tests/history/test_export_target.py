# ruff: noqa: F811 (the fixtures imported below are named as the tests take them)
"""An export never writes over the game's own files, nor to a file with no name."""

from __future__ import annotations

from pathlib import Path

import pytest

from belote.history import FILENAME, History

from .test_cli_export import _french, cli, home  # noqa: F401 (fixtures)

GAME_FILES = [FILENAME, "save.json", "options.json", "belote.lock", "tokens.json", "table.json"]


@pytest.mark.parametrize("name", [*GAME_FILES, "history.corrupt-1.sqlite3"])
def test_an_export_onto_one_of_the_games_files_is_refused_and_the_file_kept(home: Path, name: str) -> None:
    """« export -o DATA/history.sqlite3 » (or the save, the options, a shared table's file, one set
    aside): refused with its reason, exit status 1, and the file is as it was."""
    target = home / name
    if not target.exists():
        target.write_bytes(b'{"kept": true}')
    before = target.read_bytes()
    status, out, err = cli("export", "--home", str(home), "-o", str(target))
    assert status == 1 and out == ""
    assert err == (
        f"Impossible d'écrire {target} : c'est un fichier du jeu (historique, sauvegarde, options),"
        " que l'export remplacerait.\n"
    )
    assert target.read_bytes() == before
    if name == FILENAME:
        with History(target, read_only=True) as history:
            assert history.parties()  # still the game's history


def test_an_export_named_as_the_games_files_elsewhere_is_written(home: Path, tmp_path: Path) -> None:
    """The same names in another folder are the player's own files: written."""
    target = tmp_path / "elsewhere" / "save.json"
    target.parent.mkdir()
    status, _, err = cli("export", "--home", str(home), "-o", str(target))
    assert status == 0 and err == "" and "Partie" in target.read_text(encoding="utf-8")


def test_an_export_to_an_empty_name_says_a_file_name_is_missing(home: Path) -> None:
    """« export -o '' »: no file named, not « it is a folder »."""
    status, _, err = cli("export", "--home", str(home), "-o", "")
    assert status == 1 and err == "Impossible d'écrire la sortie : aucun nom de fichier.\n"


def test_an_export_through_a_link_to_the_save_is_refused(home: Path, tmp_path: Path) -> None:
    """« export -o LINK » where LINK points at the game's save: the writing would land on the save,
    so it is refused as the save itself is, and the partie saved stays whole."""
    save = home / "save.json"
    save.write_bytes(b'{"kept": true}')
    link = tmp_path / "elsewhere.json"
    link.symlink_to(save)
    status, out, err = cli("export", "--home", str(home), "-o", str(link))
    assert status == 1 and out == ""
    assert "c'est un fichier du jeu" in err
    assert save.read_bytes() == b'{"kept": true}'
