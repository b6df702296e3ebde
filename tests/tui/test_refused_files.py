"""A save or options file the system refuses to read (« chmod 000 »): it may be whole, so it is
said refused, left where it is and never written over; not set aside as a damaged file is."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from belote.engine import Match, Rules
from belote.regular_files import read_regular
from belote.tui import files, i18n
from belote.tui.keeper import Keeper
from belote.tui.storage import Settings


@pytest.fixture(autouse=True)
def _french() -> None:
    """The notices are read in French."""
    i18n.set_language("fr")


def refuse(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    """Reading the file called ``name`` is refused, as « chmod 000 » refuses it (root ignores modes)."""

    def read(path: Path, limit: int) -> bytes:
        if path.name == name:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
        return read_regular(path, limit)

    monkeypatch.setattr(files, "read_regular", read)


def test_a_save_one_may_not_read_stays_in_place_and_is_never_written_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saved = Match(Rules(), seed=5)
    keeper = Keeper(tmp_path)
    keeper.save_match(saved)
    before = (tmp_path / "save.json").read_bytes()
    refuse(monkeypatch, "save.json")
    again = Keeper(tmp_path)
    again.read_settings()
    match, notice = again.load_saved()
    assert match is None and notice == "Sauvegarde illisible (accès refusé), laissée en place."
    assert not list(tmp_path.glob("*.corrupt-*"))
    problem = again.problem
    assert problem.startswith("Partie non sauvegardée : accès refusé (") and "save.json" in problem
    again.save_match(Match(Rules(), seed=6))  # a new partie played here is not saved over it
    assert (tmp_path / "save.json").read_bytes() == before


def test_options_one_may_not_read_stay_in_place_and_are_never_written_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    Keeper(tmp_path).save_settings(Settings(lang="en"))
    before = (tmp_path / "options.json").read_bytes()
    refuse(monkeypatch, "options.json")
    keeper = Keeper(tmp_path)
    assert keeper.read_settings() == Settings()  # the defaults, for this time
    assert keeper.options_notices() == ["Options illisibles (accès refusé) : options par défaut."]
    assert not list(tmp_path.glob("*.corrupt-*"))
    said = keeper.save_settings(Settings(lang="fr"))
    assert "accès refusé" in said
    assert (tmp_path / "options.json").read_bytes() == before
    keeper.save_match(Match(Rules(), seed=5))  # the partie is saved all the same
    assert (tmp_path / "save.json").exists()


def test_a_folder_at_the_saves_name_is_said_to_be_no_file(tmp_path: Path) -> None:
    (tmp_path / "save.json").mkdir()
    keeper = Keeper(tmp_path)
    keeper.read_settings()
    _, notice = keeper.load_saved()
    assert notice == "Sauvegarde illisible (ce n'est pas un fichier), gardée sous save.corrupt-1.json."
    assert (tmp_path / "save.corrupt-1.json").is_dir()


@pytest.mark.parametrize(
    ("number", "french"),
    [
        (errno.EFBIG, "taille de fichier limitée par le système"),  # « ulimit -f »
        (errno.EIO, "erreur de lecture ou d'écriture du disque"),
        (errno.ENAMETOOLONG, "nom de fichier trop long"),
        (errno.EMFILE, "trop de fichiers ouverts"),
    ],
)
def test_a_failed_write_is_said_in_french_not_in_the_systems_english(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, number: int, french: str
) -> None:
    """The partie cannot be written for a reason the system words in English: the table says it in
    the player's language, and play goes on."""

    def failing(path: Path, text: str) -> None:
        raise OSError(number, os.strerror(number))

    monkeypatch.setattr(files, "write_atomic", failing)
    keeper = Keeper(tmp_path)
    said = keeper.save_match(Match(Rules(), seed=5))
    assert french in said and os.strerror(number) not in said
    assert keeper.problem.startswith(f"Partie non sauvegardée : {french}")
