"""A FIFO, or a folder, where one of the game's files should be: opening a FIFO to read waits for a
writer for ever, so every file the game reads is refused at once (and set aside where an unreadable
file is), never waited on: the game, the shared table and the history open as they do beside a
damaged file."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from belote.history import HistoryError, open_history
from belote.history.connection import connect
from belote.net.saves import TokenBook, load_table
from belote.regular_files import NOT_A_FILE, read_regular
from belote.tui import files
from belote.tui.files import Unreadable
from belote.tui.hostfiles import JOINED_FILE, PLACE_FILE, last_joined, saved_place
from belote.tui.keeper import Keeper

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="this system has no FIFO")


def promptly(call: Callable[[], object]) -> object:
    """``call()``'s result, failing the test (not hanging it) if it is still waiting after 5 s."""
    result: list[object] = []
    worker = threading.Thread(target=lambda: result.append(call()), daemon=True)
    worker.start()
    worker.join(5)
    assert not worker.is_alive(), "waited on a FIFO"
    assert result, "the call raised"
    return result[0]


def raised(kind: type[Exception], call: Callable[[], object]) -> Exception:
    """The ``kind`` of error ``call()`` raises (failing the test if it raises none)."""
    with pytest.raises(kind) as error:
        call()
    return error.value


def fifo(path: Path) -> Path:
    """A FIFO nobody writes to, at ``path``."""
    os.mkfifo(path)
    return path


def test_a_fifo_or_a_folder_is_not_read_as_a_file(tmp_path: Path) -> None:
    for path in (fifo(tmp_path / "save.json"), tmp_path):
        error = promptly(lambda path=path: raised(OSError, lambda: read_regular(path, 100)))
        assert NOT_A_FILE in str(error)
        unreadable = promptly(lambda path=path: raised(Unreadable, lambda: files.read_json(path, 100)))
        assert isinstance(unreadable, Unreadable) and unreadable.why == "not_file"


def test_a_fifo_at_the_saves_name_is_set_aside_and_the_game_opens(tmp_path: Path) -> None:
    """The partie cannot come from it: it is renamed aside (never deleted) with the usual notice."""
    fifo(tmp_path / "save.json")
    match, notice = promptly(Keeper(tmp_path).load_saved)  # type: ignore[misc]
    assert match is None and "Sauvegarde illisible" in notice
    assert (tmp_path / "save.corrupt-1.json").is_fifo() and not (tmp_path / "save.json").exists()


def test_a_fifo_at_the_options_name_gives_the_default_options_and_is_set_aside(tmp_path: Path) -> None:
    fifo(tmp_path / "options.json")
    keeper = Keeper(tmp_path)
    settings = promptly(keeper.read_settings)
    assert settings == Keeper(tmp_path / "fresh").read_settings()
    (notice,) = keeper.options_notices()
    assert "options.corrupt-1.json" in notice and (tmp_path / "options.corrupt-1.json").is_fifo()


def test_the_shared_tables_files_as_fifos_read_as_none(tmp_path: Path) -> None:
    """The hosted table's save, the seats' keys, the hosting place and the last table joined."""
    table = fifo(tmp_path / "table.json")
    assert isinstance(promptly(lambda: raised(OSError, lambda: load_table(table))), OSError)
    tokens = fifo(tmp_path / "tokens.json")
    assert promptly(lambda: TokenBook(tokens).get("x")) is None
    fifo(tmp_path / PLACE_FILE)
    fifo(tmp_path / JOINED_FILE)
    assert promptly(lambda: saved_place(tmp_path)) is None
    assert promptly(lambda: last_joined(tmp_path)) is None


def test_a_fifo_at_the_historys_name_is_set_aside_and_a_new_history_started(tmp_path: Path) -> None:
    path = fifo(tmp_path / "history.sqlite3")
    history, problem = promptly(lambda: open_history(path))  # type: ignore[misc]
    assert problem is not None and problem.kind == "corrupt" and problem.aside is not None
    assert problem.aside.is_fifo() and history is not None and history.parties() == []
    history.close()


def test_the_statistics_read_from_a_fifo_say_it_is_unreadable_and_leave_it(tmp_path: Path) -> None:
    path = fifo(tmp_path / "history.sqlite3")
    error = promptly(lambda: raised(HistoryError, lambda: connect(path, read_only=True)))
    assert isinstance(error, HistoryError) and error.kind == "corrupt"
    assert path.is_fifo()
