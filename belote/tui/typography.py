"""French typography on screen: the space inside « » and before « : ; ! ? » never ends a line.

Rich breaks lines at every Unicode space, non-breaking ones included, so that space is written as a
blank that is not a space to Rich: in the help as it is, in a short line broken here and given back
its plain spaces (``french_wrap``).
"""

from __future__ import annotations

import io
import re

from rich.console import Console
from rich.text import Text

GLUE = "\u2800"
"""The blank kept, in French text on screen, inside « » and before « : », « ; », « ! » and « ? »: the
screen draws it as a space but never ends a line there (Rich breaks lines at every Unicode space,
non-breaking ones included, so U+00A0 and U+202F would not hold)."""

_FRENCH_SPACES = (
    (re.compile(r"«[ \t]*\n?[ \t]*(?=\S)"), "«" + GLUE),
    (re.compile(r"(?<=\S)[ \t]*\n?[ \t]*»"), GLUE + "»"),
    (re.compile(r"(?<=[^\s|])[ \t]*\n?[ \t]*([:;!?])(?=\s)"), GLUE + r"\1"),
)


def french_spacing(text: str) -> str:
    """French text with each space inside « » and before « : ; ! ? » made unbreakable, so a
    line never starts with « » », « : »... nor ends with « « »."""
    for pattern, replacement in _FRENCH_SPACES:
        text = pattern.sub(replacement, text)
    return text


def french_line(text: str, lang: str) -> str:
    """``text`` with French spacing when the language is French, as it is otherwise."""
    return french_spacing(text) if lang == "fr" else text


_MEASURE = Console(file=io.StringIO(), width=80)
"""Only measures text for ``french_wrap`` (the width is passed each time); never prints."""


def french_wrap(text: str, width: int) -> str:
    """French ``text`` broken into lines of at most ``width`` cells as French is set (never before
    « : » nor inside « »), with plain spaces: no special blank reaches the screen."""
    if width <= 0:
        return text
    lines = Text(french_spacing(text)).wrap(_MEASURE, width)
    return "\n".join(line.plain.rstrip() for line in lines).replace(GLUE, " ")
