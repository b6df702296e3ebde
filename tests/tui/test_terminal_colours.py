"""A terminal that shows no colours gets the game's colourless look (as ``NO_COLOR`` gives it)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from belote.tui.terminal_colours import colourless_if_needed


@pytest.mark.parametrize(("colours", "colourless"), [(-1, True), (2, True), (8, False), (256, False)])
def test_a_terminal_of_fewer_than_eight_colours_is_drawn_without_colours(
    colours: int, colourless: bool
) -> None:
    """A VT100 or an ``xterm-mono`` (no colours) sets ``NO_COLOR``; 8 colours or more keep them."""
    environ: dict[str, str] = {}
    assert colourless_if_needed(1, environ, lambda fd: colours) is colourless
    assert ("NO_COLOR" in environ) is colourless


def test_a_no_color_the_player_set_is_left_as_it_is() -> None:
    """``NO_COLOR`` already set (to any value) is not touched, whatever the terminal."""
    environ = {"NO_COLOR": ""}
    assert not colourless_if_needed(1, environ, lambda fd: -1)
    assert environ == {"NO_COLOR": ""}


PROBE = """
import curses, os, sys
from belote.tui.terminal_colours import terminal_colours
try:
    curses.setupterm(os.environ["TERM"], 1)
except curses.error:
    print("missing")
else:
    print(terminal_colours(1))
"""
"""Run in a process of its own: curses reads the terminfo entry once per process."""


@pytest.mark.skipif(sys.platform == "win32", reason="terminfo is a Unix database")
@pytest.mark.parametrize(("term", "colourless"), [("vt100", True), ("xterm-mono", True), ("xterm", False)])
def test_the_terminfo_entry_says_how_many_colours(term: str, colourless: bool) -> None:
    """The count comes from the terminfo entry of ``TERM``: none for a VT100, 8 for an xterm."""
    env = {**os.environ, "TERM": term}
    out = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, check=True)
    if out.stdout.strip() == "missing":
        pytest.skip(f"no terminfo entry for {term} on this machine")
    assert (int(out.stdout) < 8) is colourless
