"""A side seat's lines (West, East), laid out for its narrow column: broken only between words,
never inside a bracketed group (« (Eux) »), at a no-break space (« hors ligne ») nor between a mark
and its word (« ▶ Ouest », « ◇ entame », « Belote ! »), so that no label is cut in the middle at 80
columns."""

from __future__ import annotations

import re
from collections.abc import Sequence

from rich.text import Text

_GLUED = ("!", "?", ":", ";")
"""Signs French typography sets after a space, which must not start a line."""


def word_units(text: Text) -> list[Text]:
    """The pieces of ``text`` a line may break between (styles kept): its words (a no-break space
    joins two into one), each bracketed group whole with the signs stuck to it (« (2), »), and a
    lone « ! » or « ? » kept with the word before it."""
    units: list[Text] = []
    for found in re.finditer(r"\([^)]*\)(?:[^\s(]|\xa0)*|(?:[^\s(]|\xa0)+", text.plain):
        piece = text[found.start() : found.end()]
        if units and piece.plain in _GLUED:
            units[-1] = Text.assemble(units[-1], " ", piece)
        else:
            units.append(piece)
    return units


def at_hyphens(unit: Text, width: int, reserve: int = 0) -> list[Text]:
    """A word wider than ``width`` (« Jean-Christophe-Dup »), broken after its hyphens into as few
    lines as fit (« Jean-Christophe- », « Dup »; the first line ``reserve`` cells narrower): a
    compound name breaks where it is joined, not in the middle of one of its names; a word without
    a hyphen stays whole."""
    pieces = [found.span() for found in re.finditer(r"[^-]*-+|[^-]+$", unit.plain)]
    lines: list[tuple[int, int]] = []
    for start, end in pieces:
        room = width - (reserve if len(lines) == 1 else 0)
        if lines and end - lines[-1][0] <= room:
            lines[-1] = (lines[-1][0], end)
        else:
            lines.append((start, end))
    return [unit[start:end] for start, end in lines]


def pack(units: Sequence[Text], width: int, reserve: int = 0) -> list[Text]:
    """Lay ``units`` on lines of at most ``width`` cells, one space between two on a line (a unit
    wider than ``width`` gets lines of its own, broken after its hyphens if it has any). The first
    unit is counted ``reserve`` cells wider: room kept for « ▶ » whether or not it shows, so the
    seat never changes shape with its turn."""
    lines: list[Text] = []
    used = 0
    for index, unit in enumerate(units):
        size = unit.cell_len + (reserve if index == 0 else 0)
        if lines and used + 1 + size <= width:
            lines[-1].append(" ")
            lines[-1].append_text(unit)
            used += 1 + size
        elif size > width:
            first = reserve if index == 0 else 0
            parts = at_hyphens(unit, width, first)
            lines += [part.copy() for part in parts]
            used = parts[-1].cell_len + (first if len(parts) == 1 else 0)
        else:
            lines.append(unit.copy())
            used = size
    return lines


def side_lines(
    name: Text, arrow: Text | None, tag: Text, backs: Text, marks: Sequence[Text], speech: Text, width: int
) -> list[Text]:
    """The seat's name (after « ▶ » on its turn) with its team, its card backs, the dealer and
    leader marks, and what it says, each block on as many lines as ``width`` needs (an empty
    block keeps its line, so the seat keeps its height). A name with how the seat is held that
    does not fit one line breaks after its comma, on both sides alike: « Jojo, » then « robot (Eux) »."""
    names = word_units(name) or [Text()]
    if arrow is not None:
        names[0] = Text.assemble(arrow, names[0])
    reserve = 0 if arrow is not None else 2
    head = pack([*names, tag], width, reserve)
    comma = next((n for n, unit in enumerate(names[:-1]) if unit.plain.endswith(",")), None)
    if len(head) > 1 and comma is not None:
        head = pack(names[: comma + 1], width, reserve) + pack([*names[comma + 1 :], tag], width)
    return [*head, backs, *(pack(marks, width) or [Text()]), *(pack(word_units(speech), width) or [Text()])]
