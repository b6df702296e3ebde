"""Whether the terminal shows colours: one that cannot (a VT100, ``xterm-mono``) gets the game's
colourless look, as ``NO_COLOR`` gives it, where the cards to play stand out by weight and shade
rather than by colours the screen would drop."""

from __future__ import annotations

import os
from collections.abc import Callable, MutableMapping


def terminal_colours(fd: int) -> int:
    """The colours the terminal on ``fd`` declares in its terminfo entry (-1: none; 8 when it
    cannot be told, so an unknown terminal keeps its colours)."""
    try:
        import curses

        curses.setupterm(fd=fd)
        colours = curses.tigetnum("colors")
    except Exception:  # no terminfo entry, no curses module: assume an ordinary colour terminal
        return 8
    return colours if colours != -2 else 8  # -2: the entry has no such number


def colourless_if_needed(
    fd: int, environ: MutableMapping[str, str] | None = None, colours: Callable[[int], int] = terminal_colours
) -> bool:
    """Set ``NO_COLOR`` when the terminal on ``fd`` shows fewer than 8 colours; True if it did so
    (a ``NO_COLOR`` already set is left as it is)."""
    environ = os.environ if environ is None else environ
    if "NO_COLOR" in environ or colours(fd) >= 8:
        return False
    environ["NO_COLOR"] = "1"
    return True
