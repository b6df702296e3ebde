"""The ``belote-tui`` command line, and the Footer's keys in the player's language."""

from __future__ import annotations

import pytest

from belote.tui import i18n
from belote.tui.__main__ import parse_args
from belote.tui.game import GameScreen
from belote.tui.menus import OptionsScreen
from belote.tui.storage import Settings


def test_command_line_options_are_parsed() -> None:
    """--seed, --resume, --lang, --level and --home; nothing given: the defaults."""
    args = parse_args(["--seed", "12", "--resume", "--lang", "en", "--level", "random", "--home", "/x"])
    assert (args.seed, args.resume, args.lang, args.level, args.home) == (12, True, "en", "random", "/x")
    bare = parse_args([])
    assert (bare.seed, bare.resume, bare.lang, bare.level, bare.home) == (None, False, None, None, None)
    with pytest.raises(SystemExit):
        parse_args(["--lang", "de"])


@pytest.mark.parametrize(("lang", "take", "escape"), [("fr", "Prendre", "Échap"), ("en", "Take", "Esc")])
def test_footer_keys_are_translated(lang: str, take: str, escape: str) -> None:
    """The table's « t » key reads « Prendre » or « Take »; Escape « Échap » or « Esc »."""
    i18n.set_language(lang)
    table = GameScreen()
    assert table._bindings.key_to_bindings["t"][0].description == take
    options = OptionsScreen(Settings(), ("heuristic",), "heuristic")
    assert options._bindings.key_to_bindings["escape"][0].key_display == escape
    assert options._bindings.key_to_bindings["enter"][0].description == i18n.tr("key.save")
