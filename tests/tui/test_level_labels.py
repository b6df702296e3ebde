"""The options show each level a player picks with its measured strength, in both languages."""

from __future__ import annotations

import pytest

from belote.bots import LEVELS, STRENGTH
from belote.tui import i18n
from belote.tui.menus import value_label


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("level", LEVELS)
def test_each_level_reads_with_its_points_per_deal(lang: str, level: str) -> None:
    """« expert (+N pts/donne …) »: the level's name, then its figure against a club player."""
    i18n.set_language(lang)  # the suite's fixture sets French back before each test
    label = value_label("partner_level", level)
    assert label.startswith(i18n.tr(f"val.{level}") + " (")
    assert f"{STRENGTH[level]:+.0f}" in label
    assert label == value_label("west_level", level)


def test_levels_have_distinct_names_in_each_language() -> None:
    """A player tells the levels apart by name alone."""
    for lang in ("fr", "en"):
        i18n.set_language(lang)
        assert len({i18n.tr(f"val.{level}") for level in LEVELS}) == len(LEVELS)
