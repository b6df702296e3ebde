"""The command line's output, whose failures are told apart from the history's: a full disk or a
closed standard output (``> /dev/full``, ``>&-``) is said in a line, a reader that stopped early
(``| head``) ends the command quietly, never with a traceback."""

from __future__ import annotations

import os
import sys
from typing import Any, TextIO


class OutputFailed(Exception):
    """Writing the command's output failed (``error`` says why)."""

    def __init__(self, error: OSError) -> None:
        super().__init__(str(error))
        self.error = error


class GuardedOutput:
    """A text stream whose write and flush failures raise ``OutputFailed``; everything else (its
    encoding, whether it is a terminal) is the stream's own, so Rich writes to it as to the stream."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        """Write ``text``; a failure becomes ``OutputFailed``."""
        try:
            return self.stream.write(text)
        except OSError as error:
            raise OutputFailed(error) from error

    def flush(self) -> None:
        """Flush the stream; a failure becomes ``OutputFailed``."""
        try:
            self.stream.flush()
        except OSError as error:
            raise OutputFailed(error) from error

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


def silence_standard_output() -> None:
    """Point the standard output at nothing, so the interpreter's last flush at exit does not fail
    again on a reader that went away."""
    try:
        nowhere = os.open(os.devnull, os.O_WRONLY)
        os.dup2(nowhere, sys.stdout.fileno())
    except (OSError, AttributeError, ValueError):
        pass
