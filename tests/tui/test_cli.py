"""``belote-tui`` as a real process in a pseudo-terminal: its exit statuses, its one-line messages
instead of tracebacks, and a lock left by a copy killed with SIGKILL."""

from __future__ import annotations

import contextlib
import fcntl
import os
import pty
import signal
import struct
import subprocess
import sys
import termios
import threading
import time
import weakref
from pathlib import Path

from belote.tui.app import EXIT_BUSY
from belote.tui.lock import FolderLock, Hold

from .conftest import make_app, run_async

WAIT = 60.0
"""Seconds a step may take on a busy machine before the test gives up."""


def end_group(process: subprocess.Popen[bytes]) -> None:
    """Kill ``process`` and whatever it started, if it still runs."""
    if process.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait()


class Terminal:
    """``python -m belote.tui ARGS`` in an 80×24 pseudo-terminal, its screen output gathered."""

    def __init__(self, *args: str, size: tuple[str, str] = ("80", "24")) -> None:
        """``size``: the ``COLUMNS`` and ``LINES`` exported to it (the terminal itself is 80×24)."""
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        env = {**os.environ, "TERM": "xterm-256color", "COLUMNS": size[0], "LINES": size[1]}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "belote.tui", *args],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=env,
            start_new_session=True,
        )
        os.close(slave)
        self.master = master
        self.output = b""
        self.reader = threading.Thread(target=self.read, daemon=True)
        self.reader.start()
        weakref.finalize(self, end_group, self.process)  # a test that fails mid-way leaves no game running

    def read(self) -> None:
        """Gather everything the program writes (until it ends)."""
        while True:
            try:
                chunk = os.read(self.master, 65536)
            except OSError:
                return
            if not chunk:
                return
            self.output += chunk

    @property
    def text(self) -> str:
        """The output so far, as text."""
        return self.output.decode("utf-8", "replace")

    def wait_for(self, words: str) -> None:
        """Wait until ``words`` has been drawn."""
        deadline = time.monotonic() + WAIT
        while words not in self.text:
            assert self.process.poll() is None, f"ended early:\n{self.text[-2000:]}"
            assert time.monotonic() < deadline, f"never showed {words!r}:\n{self.text[-2000:]}"
            time.sleep(0.05)

    def type(self, keys: str) -> None:
        """Type ``keys``, one at a time as a person would."""
        for key in keys:
            os.write(self.master, key.encode())
            time.sleep(0.3)

    def status(self) -> int:
        """Wait for the program to end; its exit status."""
        try:
            code = self.process.wait(WAIT)
        finally:
            self.close()
        return code

    def close(self) -> None:
        """Make sure the program is gone and the terminal closed."""
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self.reader.join(5)
        os.close(self.master)


def test_a_normal_quit_exits_with_status_zero(tmp_path: Path) -> None:
    """« q » on the start menu ends the game with status 0."""
    term = Terminal("--home", str(tmp_path))
    term.wait_for("Nouvelle partie")
    term.type("q")
    assert term.status() == 0
    assert "Traceback" not in term.text


def test_the_game_draws_at_the_terminals_own_size_not_at_an_exported_columns_and_lines(
    tmp_path: Path,
) -> None:
    """``COLUMNS=60 LINES=20`` exported in an 80×24 terminal: the game measures the terminal, so it
    shows its menu rather than pausing for a terminal too small (which no resize would mend)."""
    term = Terminal("--home", str(tmp_path), size=("60", "20"))
    term.wait_for("Nouvelle partie")
    assert "60×20" not in term.text
    term.type("q")
    assert term.status() == 0


def test_a_terminal_gone_without_a_hangup_saves_the_partie_and_ends_the_game(tmp_path: Path) -> None:
    """The terminal disappears under the game with no SIGHUP (its input then reads nothing, for
    ever): the game sees it is no terminal any more, saves the partie and ends, instead of spinning."""
    term = Terminal("--home", str(tmp_path), "--seed", "3", "--level", "random")
    term.wait_for("Nouvelle partie")
    term.type("\r")
    term.wait_for("Pli")  # the table is shown, the partie begun
    os.close(term.master)
    term.reader.join(5)
    assert term.process.wait(WAIT) == 0
    assert (tmp_path / "save.json").exists()


def test_home_naming_a_file_plays_and_quits_with_status_zero(tmp_path: Path) -> None:
    """``--home FILE`` then Enter: the table comes, says the partie is not saved, and « q », « o »
    quit normally, with no traceback and the file untouched."""
    home = tmp_path / "file"
    home.write_text("mine")
    term = Terminal("--home", str(home), "--seed", "3", "--level", "random")
    term.wait_for("Nouvelle partie")
    term.type("\r")
    term.wait_for("non sauvegardée")
    term.type("qo")
    assert term.status() == 0
    assert "Traceback" not in term.text
    assert home.read_text() == "mine"


def test_declining_a_folder_held_elsewhere_exits_non_zero_with_one_line(tmp_path: Path) -> None:
    """Another copy holds the folder: « n » quits with its own status and a one-line reason."""
    holder = FolderLock(tmp_path / "belote.lock")
    assert holder.acquire() is Hold.HELD
    try:
        term = Terminal("--home", str(tmp_path))
        term.wait_for("Non (n")  # the question is asked
        term.type("n")
        assert term.status() == EXIT_BUSY
    finally:
        holder.release()
    last = term.text.rstrip().splitlines()[-1]
    assert f"le jeu est ouvert sur {tmp_path} dans une autre fenêtre" in last
    assert "Traceback" not in term.text


def test_without_a_terminal_the_game_says_so_in_one_line() -> None:
    """No terminal to play in (standard input not one): one line on stderr, a non-zero status."""
    done = subprocess.run(
        [sys.executable, "-m", "belote.tui", "--lang", "en"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=WAIT,
        check=False,
    )
    assert done.returncode == 1
    assert done.stderr == "belote-tui: needs a terminal to play (standard input or error is not one).\n"


def held(lock_path: Path) -> bool:
    """Whether some process holds the lock (probing takes it for an instant when it is free)."""
    probe = FolderLock(lock_path)
    hold = probe.acquire()
    probe.release()
    return hold is Hold.BUSY


@run_async
async def test_a_lock_left_by_a_killed_copy_does_not_block_the_next_start(tmp_path: Path) -> None:
    """A running game holds its folder; killed with SIGKILL (no clean-up at all), it leaves the lock
    file behind, and the next copy starts without being asked anything."""
    term = Terminal("--home", str(tmp_path))
    term.wait_for("Nouvelle partie")
    lock_path = tmp_path / "belote.lock"
    assert held(lock_path)
    os.killpg(term.process.pid, signal.SIGKILL)
    assert term.status() == -signal.SIGKILL
    assert lock_path.exists() and not held(lock_path)
    app = make_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert app.has_match
    assert (tmp_path / "save.json").exists()
