"""Checks of the values handed to the public API: exact types, or a ValueError naming the bad value.

As in python-chess, junk never gets past the door as a TypeError or a silently coerced value: a
bool is not a seat, 3.0 is not 3, and a refused call leaves every state unchanged.
"""

from __future__ import annotations

from typing import TypeGuard

SEED_LIMIT = 1 << 63
"""Seeds are integers in [-2**63, 2**63): what a save holds and restores."""


def is_int(value: object) -> TypeGuard[int]:
    """An int (or IntEnum), not a bool: 3.0 is not 3 and True is not 1."""
    return isinstance(value, int) and not isinstance(value, bool)


def int_in(value: object, size: int, what: str) -> int:
    """An int (or IntEnum) in ``range(size)``; bools, floats and anything else raise ValueError."""
    if not is_int(value) or not 0 <= value < size:
        raise ValueError(f"not a {what}: {value!r} (expected 0-{size - 1})")
    return int(value)


def seat_arg(value: object) -> int:
    """A seat number 0-3."""
    return int_in(value, 4, "seat")


def bool_arg(value: object, what: str) -> bool:
    """True or False, nothing else (``"no"`` is not False)."""
    if not isinstance(value, bool):
        raise ValueError(f"{what} must be True or False, not {value!r}")
    return value


def seed_arg(value: object) -> int:
    """A seed a save can hold: an int (not a bool) in [-2**63, 2**63)."""
    if not is_int(value) or not -SEED_LIMIT <= value < SEED_LIMIT:
        raise ValueError(f"a seed must be an integer in [-2**63, 2**63), not {value!r}")
    return int(value)
