"""Times as the game's files and messages write them: ISO 8601 text with its time zone."""

from __future__ import annotations

from datetime import datetime


def moment(value: object) -> datetime | None:
    """A time saved as ISO text with its time zone, or None when it is missing or not one."""
    if not isinstance(value, str):
        return None
    try:
        when = datetime.fromisoformat(value)
    except ValueError:
        return None
    return when if when.tzinfo is not None else None
