"""French typography on screen: the space inside « » and before « : ; ! ? » never ends a line.

Rich breaks lines at every Unicode space, non-breaking ones included, so that space is written as a
blank that is not a space to Rich while the lines are broken, then drawn as a plain space
(``PlainBlanks``): nothing but ordinary spaces reaches the screen.
"""

from __future__ import annotations

import re

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.measure import Measurement
from rich.segment import Segment
from rich.text import Text

GLUE = "\u2800"
"""The blank kept, in French text, inside « » and before « : », « ; », « ! » and « ? »: Rich never
ends a line there (it breaks lines at every Unicode space, non-breaking ones included, so U+00A0
and U+202F would not hold), and ``PlainBlanks`` draws it as a plain space."""

_MARKS = "[:;!?]"
"""The marks French writes after a space, at the end of a text or before another space."""

_FRENCH_SPACES = (
    (re.compile(r"«[ \t]*\n?[ \t]*(?=\S)"), "«" + GLUE),
    (re.compile(r"(?<=\S)[ \t]*\n?[ \t]*»"), GLUE + "»"),
    (re.compile(rf"(?<=[^\s|{GLUE}])[ \t]*\n?[ \t]*({_MARKS})(?=\s|$)"), GLUE + r"\1"),  # glued once
)


def french_spacing(text: str) -> str:
    """French text with each space inside « » and before « : ; ! ? » made unbreakable, so a
    line never starts with « » », « : »... nor ends with « « »."""
    for pattern, replacement in _FRENCH_SPACES:
        text = pattern.sub(replacement, text)
    return text


_FRENCH_SINGLE_SPACES = re.compile(rf"(?<=«) (?=\S)|(?<=\S) (?=»)|(?<=[^\s|]) (?={_MARKS}(?:\s|$))")
"""The one plain space of each place ``french_spacing`` glues, for styled text (its length kept)."""


def french_text(text: Text) -> Text:
    """Styled ``text`` with the same unbreakable blanks as ``french_spacing``, each replacing one
    space, so every style stays on its characters."""
    plain = text.plain
    glued = _FRENCH_SINGLE_SPACES.sub(GLUE, plain)
    if glued == plain:
        return text
    copy = text.copy()
    copy.plain = glued
    return copy


def french_line(text: str, lang: str) -> str:
    """``text`` with French spacing when the language is French, as it is otherwise."""
    return french_spacing(text) if lang == "fr" else text


_BRACKETS = re.compile(r"\([^()]*\)")


def sentences(*parts: str) -> str:
    """Parts joined as sentences: a full stop after any that ends without one (a status line such as
    « Partie non sauvegardée : … (dossier) » followed by another sentence)."""
    return " ".join(part if part.endswith((".", "!", "?", "…")) else part + "." for part in parts if part)


def whole_brackets(text: str) -> str:
    """``text`` with each bracketed group made unbreakable (« (+25, +10 de der) »): a line breaks
    before it or after it, never inside (drawn through ``PlainBlanks``)."""
    return _BRACKETS.sub(lambda found: found.group(0).replace(" ", GLUE), text)


def drawn(text: str) -> str:
    """``text`` as the screen shows it, its unbreakable blanks drawn as plain spaces."""
    return text.replace(GLUE, " ")


class PlainBlanks:
    """``inner`` drawn as it is, but for the blanks of ``french_spacing``, drawn as plain spaces once
    the lines are broken: the screen (and a copy of it) shows ordinary spaces."""

    def __init__(self, inner: RenderableType) -> None:
        self.inner = inner

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        """As wide as the inner renderable (a log sizes its lines by it)."""
        return Measurement.get(console, options, self.inner)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        """The inner renderable's segments, each blank replaced."""
        for segment in console.render(self.inner, options):
            if GLUE in segment.text:
                yield Segment(drawn(segment.text), segment.style, segment.control)
            else:
                yield segment


_PATH_BREAK = re.compile(r"[^/.\-_]*[/.\-_]?")
"""A piece of a path up to and including the character after which it may break."""


def _path_pieces(word: str, width: int) -> list[str]:
    """``word`` longer than a line (a file's path, maybe with its « ; » glued on) cut after « / . -
    _ » into pieces of at most ``width`` columns where it can, so what follows it stays with it."""
    pieces = [""]
    for part in filter(None, _PATH_BREAK.findall(word)):
        if pieces[-1] and cell_len(pieces[-1] + part) > width:
            pieces.append(part)
        else:
            pieces[-1] += part
    return pieces


def notice_lines(text: str, width: int, french: bool = True) -> str:
    """``text`` broken into lines of at most ``width`` columns, in plain spaces and line breaks: for
    a widget that breaks lines at any space itself (a passing notice), given lines that need no
    more breaking. In ``french``, only where French breaks them (never before « : ; ! ? » nor
    inside « »). A word longer than a line (a file's path) is cut after a « / » or « . », never
    leaving the « ; » glued to it alone on a line."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        glued = french_spacing(paragraph) if french else paragraph
        for word in filter(None, glued.split(" ")):  # a no-break space holds
            first, *rest = _path_pieces(word, width) if cell_len(word) > width else [word]
            joined = f"{line} {first}" if line else first
            if line and cell_len(joined) > width:
                lines.append(line)
                line = first
            else:
                line = joined
            for piece in rest:
                lines.append(line)
                line = piece
        lines.append(line)
    return "\n".join(drawn(line) for line in lines)


SEPARATOR = " · "
"""Between the choices of a prompt (« Entrée : oui · Échap : retour »)."""


def separated_lines(text: str, width: int) -> str:
    """``text`` made of choices between « · » laid out on lines of ``width`` columns, a line breaking
    only between two choices, before their « · », as the score sheet's notes do: a line never ends
    on it, and the next one starting with it reads as another choice, not as the end of the last
    (« Échap : retour » then « autre couleur : … » read as one); no choice is split from its key (a
    choice longer than a line is left to break as words do)."""
    parts = text.split(SEPARATOR)
    if len(parts) == 1 or width <= 0:
        return text
    lines = [parts[0]]
    for part in parts[1:]:
        joined = lines[-1] + SEPARATOR + part
        if cell_len(joined) <= width:
            lines[-1] = joined
        else:
            lines.append(SEPARATOR.lstrip() + part)
    return "\n".join(lines)


def french_body(body: RenderableType, lang: str) -> RenderableType:
    """A panel's ``body`` with French spacing in every line of text it is made of (its styles kept,
    tables left as they are), drawn through ``PlainBlanks``; as it is in another language."""
    return PlainBlanks(_glued(body)) if lang == "fr" else body


def _glued(body: RenderableType) -> RenderableType:
    """``body`` with ``french_text`` applied to each Text, looking inside groups."""
    if isinstance(body, Text):
        return french_text(body)
    if isinstance(body, Group):
        return Group(*(_glued(part) for part in body.renderables))
    if isinstance(body, PlainBlanks):
        return PlainBlanks(_glued(body.inner))
    return body
