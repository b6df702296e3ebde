"""Plain-JSON saves: the header every save carries, its checks, and replaying saved actions.

A save holds the seed or deck and the actions; restoring replays them through the rules, so a
tampered save cannot produce an inconsistent state: it raises SaveError.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from belote.engine.actions import parse_action
from belote.engine.errors import SaveError
from belote.engine.rules import Rules

if TYPE_CHECKING:
    from belote.engine.deal import Deal

VERSION = 1


def save_header(kind: str, rules: Rules) -> dict[str, Any]:
    """The first fields of a save of this kind (``"belote-deal"`` or ``"belote-match"``)."""
    return {"format": kind, "version": VERSION, "rules": rules.to_json()}


def open_save(data: object, kind: str) -> tuple[dict[str, Any], Rules]:
    """Check a save's format and version; return it with its rules (ValueError when wrong)."""
    if not isinstance(data, dict) or data.get("format") != kind:
        raise ValueError(f"not a saved {kind.removeprefix('belote-')}")
    if data.get("version") != VERSION:
        raise ValueError(f"unsupported version {data.get('version')!r}")
    rules = data.get("rules")
    if isinstance(rules, dict) and "shuffle_each_deal" not in rules:
        rules = {**rules, "shuffle_each_deal": True}  # saved before the cut: replay its shuffles
    return data, Rules.from_json(rules)


@contextmanager
def restoring(what: str) -> Iterator[None]:
    """Turn any error met while restoring into one SaveError that says what could not be restored."""
    try:
        yield
    except (ValueError, TypeError) as error:
        raise SaveError(f"cannot restore the {what}: {error}") from None


def replay(deal: Deal, actions: object, salvage: bool = False) -> bool:
    """Apply saved actions (their text forms) to ``deal`` in order; SaveError at the first bad one,
    or with ``salvage`` stop there, the actions before it kept (False then: not all replayed)."""
    if not isinstance(actions, list):
        if salvage:
            return False
        raise SaveError("actions must be a list")
    for number, text in enumerate(actions, 1):
        try:
            deal.apply(parse_action(text))
        except (ValueError, TypeError, AttributeError) as error:
            if salvage:
                return False  # a refused action changes nothing: the deal stands as before it
            raise SaveError(f"action {number} ({text!r}) cannot be replayed: {error}") from None
    return True


def seat_value(value: object) -> int:
    """A seat number read from a save."""
    if not isinstance(value, int) or isinstance(value, bool) or value not in (0, 1, 2, 3):
        raise ValueError(f"not a seat: {value!r}")
    return value
