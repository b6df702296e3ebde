"""Whether the terminal's character set shows the game: the suits' signs and the frames' lines
need UTF-8, and a terminal in another one (a Latin-1 locale) would show « ? » in their place."""

from __future__ import annotations

from typing import TextIO

GAME_SIGNS = "♠♥♦♣─│┌╭é«»"
"""Characters every screen of the game draws: the suits, the frames, the French text."""


def unshowable_encoding(stream: TextIO | None) -> str | None:
    """The name of ``stream``'s character set when it cannot write the game's signs, else None
    (no stream, or one that names no character set, is taken to show them)."""
    encoding = getattr(stream, "encoding", None)
    if not encoding:
        return None
    try:
        GAME_SIGNS.encode(encoding)
    except UnicodeEncodeError:
        return str(encoding)
    except LookupError:  # a name Python does not know: nothing to tell the player
        return None
    return None
