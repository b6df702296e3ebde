"""The options show each level a player picks with its measured strength, in both languages."""

from __future__ import annotations

import pytest

from belote.bots import BOTS, LEVELS, STRENGTH
from belote.history import HUMAN_LEVEL
from belote.tui import i18n
from belote.tui.deal_record import level_label
from belote.tui.menus import value_label


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("level", LEVELS)
def test_each_level_reads_with_its_points_per_deal(lang: str, level: str) -> None:
    """« expert (+N pts/donne …) »: the level's name, then its figure against a club player."""
    i18n.set_language(lang)  # the suite's fixture sets French back before each test
    label = value_label("partner_level", level)
    assert label.startswith(i18n.tr(f"val.{level}") + " (")
    assert f"{STRENGTH[level]:+.0f}".replace("-", "−") in label  # a minus sign, not a hyphen
    assert "(-" not in label
    assert label == value_label("west_level", level)


def test_levels_have_distinct_names_in_each_language() -> None:
    """A player tells the levels apart by name alone."""
    for lang in ("fr", "en"):
        i18n.set_language(lang)
        assert len({i18n.tr(f"val.{level}") for level in LEVELS}) == len(LEVELS)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_friends_seat_is_never_read_as_a_bot_level(lang: str) -> None:
    """In the history (« Adversaires : ami / joueur de club »), the seat a friend held at a shared
    table shares no word with any bot's level: « joueur » would read as half of « joueur de club »."""
    i18n.set_language(lang)
    friend = level_label(HUMAN_LEVEL)
    assert friend != HUMAN_LEVEL  # never the history's code word
    for level in BOTS:
        assert not set(friend.split()) & set(level_label(level).split()), (friend, level_label(level))
