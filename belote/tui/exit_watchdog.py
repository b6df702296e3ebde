"""A last resort when leaving: once the game has saved and asked to quit, the process ends within
a few seconds even if the terminal went away under it (a window closed just then can leave the
terminal's input thread reading nothing for ever, and the process spinning or stuck)."""

from __future__ import annotations

import os
import threading

_hard_exit = os._exit
"""Ends the process at once (the partie was saved before the app asked to quit)."""


def _end(code: int) -> None:
    _hard_exit(code)


def end_within(seconds: float, code: int = 0) -> threading.Timer:
    """End the process with ``code`` in ``seconds`` unless it has ended by then (a daemon timer:
    a process that ends normally does not wait for it)."""
    timer = threading.Timer(seconds, _end, args=(code,))
    timer.daemon = True
    timer.start()
    return timer
