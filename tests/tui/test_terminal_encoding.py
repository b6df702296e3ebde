"""A terminal whose character set cannot show the suits' signs and the frames is told so at the start,
with how to mend it, instead of silently showing « ? » in their place."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from belote.tui.terminal_encoding import unshowable_encoding
from tests.tui.conftest import make_app, run_async, toasts


def stream(encoding: str) -> io.TextIOWrapper:
    """A text stream writing in ``encoding``, as the terminal's would."""
    return io.TextIOWrapper(io.BytesIO(), encoding=encoding)


@pytest.mark.parametrize("encoding", ["ISO-8859-1", "cp1252", "ascii", "ISO-8859-15"])
def test_a_character_set_without_the_suits_is_named(encoding: str) -> None:
    """Latin-1, Windows' Western set, plain ASCII or Latin-9 cannot write ♠♥♦♣: named as the stream
    names it."""
    assert unshowable_encoding(stream(encoding)) == encoding


@pytest.mark.parametrize("encoding", ["utf-8", "UTF-8", "utf-16"])
def test_a_unicode_terminal_is_fine(encoding: str) -> None:
    """Any Unicode encoding writes every sign of the game: nothing to say."""
    assert unshowable_encoding(stream(encoding)) is None


def test_a_stream_naming_no_character_set_is_taken_as_fine() -> None:
    """No stream, or one that does not say its set (a test's capture), is not warned about."""
    assert unshowable_encoding(None) is None
    assert unshowable_encoding(io.StringIO()) is None


@run_async
async def test_the_player_is_told_at_the_start_and_how_to_mend_it(tmp_path: Path) -> None:
    """At the start menu, a problem notice says the terminal is not in UTF-8, its set, and that the
    game should be started again in a UTF-8 terminal."""
    app = make_app(tmp_path)
    app.drawing_encoding = "ISO-8859-1"
    async with app.run_test(notifications=True) as pilot:
        await pilot.pause()
        told = [notice for notice in toasts(app) if "UTF-8" in notice]
        assert told == [
            "Ce terminal n'est pas en UTF-8 (ISO-8859-1) : les signes des couleurs et les cadres "
            "s'affichent mal. Relancez le jeu dans un terminal en UTF-8 (LANG=fr_FR.UTF-8)."
        ]


@run_async
async def test_a_utf8_terminal_hears_nothing_of_it(tmp_path: Path) -> None:
    """The usual case: no notice about the character set."""
    app = make_app(tmp_path)
    async with app.run_test(notifications=True) as pilot:
        await pilot.pause()
        assert not any("UTF-8" in notice for notice in toasts(app))
