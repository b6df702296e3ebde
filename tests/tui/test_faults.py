"""A hostile home folder never stops the game: failed writes mid-partie, a home that is a file, bad
saves and options set aside, a second copy on a locked folder, a lock left by a dead copy."""

from __future__ import annotations

import contextlib
import errno
import json
import os
import resource
import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from belote.engine import Match
from belote.tui import keeper
from belote.tui.app import EXIT_BUSY, BeloteApp
from belote.tui.app_notices import PROBLEM_SECONDS
from belote.tui.game import GameScreen
from belote.tui.i18n import tr
from belote.tui.lock import FolderLock
from belote.tui.menus import StartScreen
from belote.tui.screens import PromptScreen
from belote.tui.storage import OPTIONS_LIMIT, SAVE_LIMIT
from belote.tui.widgets import StatusBar

from .conftest import make_app, run_async, screen_text, settle, start, toasts

UNSAVED_TOAST = "ne peut pas être sauvegardée"


def progress(app: BeloteApp) -> tuple[int, int]:
    """Deals begun and tricks done in the current one: each step of it comes with a save."""
    return len(app.match.to_json()["deals"]), len(app.match.deal.tricks)


async def play_steps(pilot: Pilot[Any], steps: int) -> None:
    """Press Enter (pass, play, go on) until ``steps`` tricks or deals have been completed."""
    app: BeloteApp = pilot.app  # type: ignore[assignment]
    done, last = 0, progress(app)
    for _ in range(400):
        if done >= steps:
            return
        await pilot.press("enter")
        await settle(pilot)
        if progress(app) != last:
            done, last = done + 1, progress(app)
    raise AssertionError("the partie did not move on")


def refuse_writes(monkeypatch: pytest.MonkeyPatch, folder: Path, code: int) -> None:
    """Make ``folder`` refuse to create, rename or remove files, as a read-only folder does (the tests
    run as root, whom a chmod would not stop)."""
    inside = str(folder)

    def guard(real: Any, name: str) -> Any:
        def refused(path: Any, *args: Any, **kwargs: Any) -> Any:
            if str(path).startswith(inside):
                flags = args[0] if name == "open" and args else os.O_CREAT
                if flags & (os.O_CREAT | os.O_WRONLY | os.O_RDWR):
                    raise OSError(code, os.strerror(code), str(path))
            return real(path, *args, **kwargs)

        return refused

    for name in ("open", "replace", "rename", "link", "unlink"):
        monkeypatch.setattr(os, name, guard(getattr(os, name), name))


def leftovers(folder: Path) -> set[str]:
    """Files in the home other than the save, the options, the lock and the history (opened as the
    game opens)."""
    return set(os.listdir(folder)) - {"save.json", "options.json", "belote.lock", "history.sqlite3"}


@run_async
async def test_read_only_folder_mid_partie_is_told_once_and_play_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The folder refuses writes after the first trick: the status line says once why (folder and
    reason) on a line of its own above whose turn it is, the old save stays whole, and the next
    write that works clears it."""
    app = make_app(tmp_path, seed=5)
    async with app.run_test() as pilot:
        screen = await start(pilot)
        before = (tmp_path / "save.json").read_bytes()
        refuse_writes(monkeypatch, tmp_path, errno.EACCES)
        await play_steps(pilot, 3)
        status = screen.query_one(StatusBar)
        assert status.notice == f"Partie non sauvegardée : accès refusé ({tmp_path})"
        drawn = [line.split("▏")[0].strip() for line in screen_text(app) if "non sauvegardée" in line]
        assert drawn == ["Partie non sauvegardée : accès refusé"]  # a long place left out, not cut in two
        assert status.message  # whose turn it is, or what to press, is still said
        assert status.size.height == 3, "the notice takes a line of its own, the message keeps its two"
        assert len([t for t in toasts(app) if UNSAVED_TOAST in t]) == 1  # told once, not at every trick
        assert (tmp_path / "save.json").read_bytes() == before
        assert leftovers(tmp_path) == set()
        monkeypatch.undo()
        await play_steps(pilot, 1)
        assert status.notice == "" and status.size.height == 2
        saved, now = json.loads((tmp_path / "save.json").read_text())["deals"], app.match.to_json()["deals"]
        assert len(saved) == len(now) and now[-1][: len(saved[-1])] == saved[-1]  # saved at the last trick
        assert saved != json.loads(before)["deals"]


@run_async
async def test_full_disk_mid_partie_leaves_no_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ENOSPC while saving: play goes on, the table says the disk is full, the last good save stays and
    no half-written file is left in the folder."""
    app = make_app(tmp_path, seed=5)
    async with app.run_test() as pilot:
        screen = await start(pilot)
        before = (tmp_path / "save.json").read_bytes()

        def full(fd: int) -> None:
            raise OSError(errno.ENOSPC, "No space left on device")

        monkeypatch.setattr(os, "fsync", full)
        await play_steps(pilot, 2)
        assert screen.query_one(StatusBar).notice.startswith("Partie non sauvegardée : disque plein")
        assert (tmp_path / "save.json").read_bytes() == before
        assert leftovers(tmp_path) == set()


@contextlib.contextmanager
def small_files() -> Iterator[None]:
    """Let the kernel refuse any file past 64 bytes (RLIMIT_FSIZE), as a disk that fills up mid-write."""
    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    handler = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (64, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))
        signal.signal(signal.SIGXFSZ, handler)


@run_async
async def test_a_write_cut_short_by_the_kernel_leaves_the_old_save(tmp_path: Path) -> None:
    """A save the system stops half-way (a real partial write) never replaces the good one."""
    app = make_app(tmp_path, seed=5)
    async with app.run_test() as pilot:
        screen = await start(pilot)
        before = (tmp_path / "save.json").read_bytes()
        assert len(before) > 64
        with small_files():
            await play_steps(pilot, 1)
        assert screen.query_one(StatusBar).notice.startswith("Partie non sauvegardée")
        assert (tmp_path / "save.json").read_bytes() == before
        assert leftovers(tmp_path) == set()


@run_async
async def test_home_naming_a_file_plays_without_saving_and_quits_cleanly(tmp_path: Path) -> None:
    """``--home FILE``: Enter starts a partie all the same, the table says why it is not saved, the
    file is untouched and quitting ends normally."""
    home = tmp_path / "file"
    home.write_text("mine")
    app = make_app(home, seed=5)
    async with app.run_test() as pilot:
        screen = await start(pilot)
        await play_steps(pilot, 2)
        assert (
            screen.query_one(StatusBar).notice == f"Partie non sauvegardée : ce n'est pas un dossier ({home})"
        )
        await pilot.press("q")
        assert isinstance(app.screen, PromptScreen)
        assert app.screen.question == "La partie ne peut pas être sauvegardée. Quitter quand même ?"
        await pilot.press("o")
        await pilot.pause()
    assert app.return_code == 0
    assert home.read_text() == "mine"


def legal_save_over(limit: int) -> bytes:
    """A legal save of nothing but all-pass redeals, just over ``limit`` bytes."""
    data = Match(seed=4).to_json()
    per_deal = len(json.dumps(["pass"] * 8)) + 2
    data["deals"] = [["pass"] * 8] * (limit // per_deal + 1) + [[]]
    return json.dumps(data).encode()


BAD_SAVES = {
    "unclosed-nesting": (b"[" * 1000, "imbrication trop profonde"),
    "deep-nesting": (b"[" * 200_000 + b"]" * 200_000, "imbrication trop profonde"),
    "invalid-utf8": (b'{"format": "belote-match", "seed": "\xff"}', "texte non UTF-8"),
    "wrong-types": (
        b'{"format": "belote-match", "version": 1, "seed": [1], "deals": {}}',
        "contenu invalide",
    ),
    "impossible-state": (
        json.dumps({**Match(seed=4).to_json(), "deals": [["take S"] * 3]}).encode(),
        "contenu invalide",
    ),
    "oversized": (legal_save_over(SAVE_LIMIT), "fichier trop gros"),
    "newer-version": (
        json.dumps({**Match(seed=4).to_json(), "version": 99}).encode(),
        "faite par une version plus récente du jeu",
    ),
}


@pytest.mark.parametrize("case", list(BAD_SAVES))
@run_async
async def test_unreadable_save_is_set_aside_reported_and_the_menu_starts_a_clean_partie(
    tmp_path: Path, case: str
) -> None:
    """Whatever is wrong with the save, it is renamed (bytes intact), the player is told why on the
    start menu (no partie to resume there), for longer than a passing notice, and the new partie
    they start is saved."""
    content, why = BAD_SAVES[case]
    (tmp_path / "save.json").write_bytes(content)
    app = make_app(tmp_path, seed=2)
    async with app.run_test() as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        assert toasts(app) == [f"Sauvegarde illisible ({why}), gardée sous save.corrupt-1.json."]
        (told,) = app._notifications
        assert told.timeout >= PROBLEM_SECONDS  # long enough to read where the file went
        assert not (tmp_path / "save.json").exists()
        screen = await start(pilot)
        assert screen.query_one(StatusBar).notice == ""
    assert (tmp_path / "save.corrupt-1.json").read_bytes() == content
    assert Match.from_json(json.loads((tmp_path / "save.json").read_text())).seed == 2


@run_async
async def test_a_folder_that_cannot_be_read_is_named_and_its_save_never_overwritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The game's folder may not be listed (« chmod 000 », another user's folder): its options and
    its save cannot be read, which is the folder's fault, not theirs. The player is told so, naming
    the folder (not « options illisibles », not a file set aside that is not there); the new partie
    is not saved there (the save may only be unreadable to us), and the status line says why."""
    (tmp_path / "save.json").write_text("a partie this user cannot read")
    real = os.listdir

    def refused(path: str | os.PathLike[str] = ".") -> list[str]:
        if Path(path) == tmp_path:
            raise PermissionError(13, "Permission denied", str(path))
        return real(path)

    monkeypatch.setattr(keeper.os, "listdir", refused)
    app = make_app(tmp_path, seed=2)
    async with app.run_test() as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartScreen) and app.saved_summary() is None
        said = " ".join(toasts(app))
        assert f"Le dossier {tmp_path} ne peut pas être lu (accès refusé)" in said
        assert "Options illisibles" not in said and "corrupt" not in said
        screen = await start(pilot)
        assert screen.query_one(StatusBar).notice == f"Partie non sauvegardée : accès refusé ({tmp_path})"
    assert (tmp_path / "save.json").read_text() == "a partie this user cannot read"
    assert set(real(tmp_path)) <= {"save.json", "belote.lock"}  # nothing set aside, no options written


BAD_OPTIONS = {
    "unclosed-nesting": (b"[" * 1000, "imbrication trop profonde"),
    "invalid-utf8": (b'{"lang": "\xff"}', "texte non UTF-8"),
    "oversized": (b"{}" + b" " * OPTIONS_LIMIT, "fichier trop gros"),
    "not-an-object": (b'"expert"', "contenu invalide"),
}


@pytest.mark.parametrize("case", list(BAD_OPTIONS))
@run_async
async def test_unreadable_options_are_set_aside_and_defaults_apply(tmp_path: Path, case: str) -> None:
    """An options file that cannot be used is renamed, reported, and the game starts with defaults."""
    content, why = BAD_OPTIONS[case]
    (tmp_path / "options.json").write_bytes(content)
    app = BeloteApp(bot_delay=0, bot_level="heuristic", home=tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        assert toasts(app) == [
            f"Options illisibles ({why}), gardées sous options.corrupt-1.json : options par défaut."
        ]
        await start(pilot)
        assert app.match.rules == app.settings.rules
    assert (tmp_path / "options.corrupt-1.json").read_bytes() == content


@run_async
async def test_a_badly_typed_option_falls_back_and_the_partie_deals(tmp_path: Path) -> None:
    """``first_packet: 3.0`` (and other bad fields) take their defaults, the player is told once which,
    the good fields are kept, and the first new partie deals normally."""
    options = {"rules": {"first_packet": 3.0, "target": 500}, "speed": "warp", "four_colours": True}
    (tmp_path / "options.json").write_text(json.dumps(options))
    app = BeloteApp(bot_delay=0, bot_level="heuristic", home=tmp_path, seed=3)
    async with app.run_test() as pilot:
        screen = await start(pilot)
        assert toasts(app) == [
            "Options invalides remises par défaut : Distribution, Vitesse des robots"
            " (l'ancien fichier est gardé sous options.corrupt-1.json)."
        ]
        assert app.match.rules.first_packet == 3 and app.match.rules.target == 500
        assert app.settings.four_colours and app.settings.speed == "normal"
        await play_steps(pilot, 1)
        assert screen.query_one(StatusBar).notice == ""
    assert json.loads((tmp_path / "options.corrupt-1.json").read_text()) == options  # kept aside
    written = json.loads((tmp_path / "options.json").read_text())
    assert written["rules"]["target"] == 500 and written["four_colours"] is True
    assert written["rules"]["first_packet"] == 3 and written["speed"] == "normal"
    again = BeloteApp(bot_delay=0, bot_level="heuristic", home=tmp_path, seed=3)
    async with again.run_test() as pilot:
        await pilot.pause()
        assert toasts(again) == []  # told once: the next start reads good options
        assert again.settings.rules.target == 500 and again.settings.four_colours


@run_async
async def test_second_copy_on_a_locked_folder_can_quit_without_writing(tmp_path: Path) -> None:
    """While another copy holds the folder, the game asks; « non » quits with its own status and
    nothing in the folder changes, not even an unreadable save."""
    (tmp_path / "save.json").write_text("[" * 1000)
    holder = FolderLock(tmp_path / "belote.lock")
    holder.acquire()
    try:
        app = make_app(tmp_path)
        async with app.run_test() as pilot:
            await pilot.pause()
            assert isinstance(app.screen, PromptScreen)
            assert "déjà ouvert sur ce dossier dans une autre fenêtre" in app.screen.question
            await pilot.press("n")
            await pilot.pause()
        assert app.return_code == EXIT_BUSY
        said = f"belote-tui : le jeu est ouvert sur {tmp_path} dans une autre fenêtre ; rien n'a été écrit."
        assert app.exit_line == said
        assert sorted(os.listdir(tmp_path)) == ["belote.lock", "save.json"]
        assert (tmp_path / "save.json").read_text() == "[" * 1000
    finally:
        holder.release()


@run_async
async def test_second_copy_plays_without_saving_and_never_overwrites(tmp_path: Path) -> None:
    """« oui »: the second copy plays, says on the table that it does not save, and the first copy's
    save and options stay byte for byte."""
    first = Match(seed=9)
    first.deal.apply(first.deal.legal_actions()[0])
    (tmp_path / "save.json").write_text(json.dumps(first.to_json()))
    (tmp_path / "options.json").write_text('{"speed": "fast"}')
    snapshot = {name: (tmp_path / name).read_bytes() for name in ("save.json", "options.json")}
    holder = FolderLock(tmp_path / "belote.lock")
    holder.acquire()
    try:
        app = make_app(tmp_path, seed=4)
        async with app.run_test() as pilot:
            await pilot.pause()
            await pilot.press("o")
            await pilot.pause()
            assert isinstance(app.screen, StartScreen)
            screen = await start(pilot)  # with a seed, Enter takes « Nouvelle partie »
            await play_steps(pilot, 2)
            assert screen.query_one(StatusBar).notice == "Sans sauvegarde : le jeu est ouvert ailleurs."
            await pilot.press("o", "down", "right", "enter")  # change an option: kept for this run only
            await pilot.pause()
            assert tr("notify.options_here_only") in toasts(app)  # and the player is told so
            await pilot.press("q", "o")
            await pilot.pause()
        assert app.return_code == 0
        assert {name: (tmp_path / name).read_bytes() for name in snapshot} == snapshot
        assert leftovers(tmp_path) == set()
    finally:
        holder.release()


@run_async
async def test_the_lock_is_released_when_the_game_ends(tmp_path: Path) -> None:
    """After a normal quit the next copy gets the folder without being asked anything."""
    app = make_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        assert FolderLock(tmp_path / "belote.lock").acquire().value == "busy"
        await pilot.press("q")
        await pilot.pause()
    again = make_app(tmp_path)
    async with again.run_test() as pilot:
        await pilot.pause()
        assert isinstance(again.screen, StartScreen)


@run_async
async def test_options_that_cannot_be_written_still_apply_and_are_reported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Saving the options in a folder that refuses: a notice says so, the choice applies all the same
    and the game goes on."""
    app = BeloteApp(bot_delay=0, bot_level="heuristic", home=tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        refuse_writes(monkeypatch, tmp_path, errno.EROFS)
        await pilot.press("o", "down", "down", "right", "enter")  # target 1000 -> 1500
        await pilot.pause()
        assert app.settings.rules.target == 1500
        assert toasts(app) == [
            f"Options non enregistrées dans {tmp_path / 'options.json'} : disque en lecture seule."
        ]
        assert isinstance(app.screen, StartScreen)
    assert not (tmp_path / "options.json").exists()
    assert leftovers(tmp_path) == set()


@run_async
async def test_ctrl_q_asks_before_quitting_a_partie_it_cannot_save(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While the folder refuses writes, ctrl+q asks (the partie would be lost) like q does; « non »
    goes back to the table, which is still playing."""
    app = make_app(tmp_path, seed=5)
    async with app.run_test() as pilot:
        await start(pilot)
        refuse_writes(monkeypatch, tmp_path, errno.EACCES)
        await play_steps(pilot, 1)
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, PromptScreen) and app.is_running
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.is_running
