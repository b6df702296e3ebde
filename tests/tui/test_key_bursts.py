"""Escape with a key on its heels, read by the terminal as one Alt key: both keys still count."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual import events
from textual._xterm_parser import XTermParser
from textual.pilot import Pilot
from textual.widgets import Input

from belote.tui.friends import JoinForm
from belote.tui.key_bursts import typed_after_escape
from belote.tui.menus import HelpScreen, OptionsScreen, StartScreen

from .conftest import make_app, run_async


def test_an_alt_key_is_the_key_typed_after_escape_and_other_keys_are_left_alone() -> None:
    """« alt+1 » is Escape then « 1 », « alt+shift+t » Escape then « T »; « 1 » or « escape » alone
    are what they are, and so is a named key with Alt (alt+backspace deletes a word in a field)."""
    digit = typed_after_escape(events.Key("alt+1", "1"))
    assert digit is not None and (digit.key, digit.character) == ("1", "1")
    typed = typed_after_escape(events.Key("alt+shift+t", "T"))
    assert typed is not None and (typed.key, typed.character) == ("shift+t", "T")
    assert typed_after_escape(events.Key("1", "1")) is None
    assert typed_after_escape(events.Key("escape", "\x1b")) is None
    assert typed_after_escape(events.Key("alt+backspace", None)) is None  # a text field's own key


@pytest.mark.parametrize("typed", ["1", "3", "8", "t", "p", "c", "T", "\r", " "])
def test_escape_and_a_key_as_the_terminal_sends_them_are_read_as_the_two_keys(typed: str) -> None:
    """The bytes a terminal sends for Escape then a key within a tenth of a second, read by the
    terminal library as one key (« alt+t », or « ¡ » for a digit), give back the key typed."""
    parser = XTermParser()
    (read,) = [*parser.feed("\x1b" + typed), *parser.feed("")]  # then nothing more
    back = typed_after_escape(read)
    assert back is not None and back.character == typed


async def help_open(pilot: Pilot[None]) -> None:
    """The help opened over the start menu."""
    await pilot.pause()
    await pilot.press("question_mark")
    await pilot.pause()
    assert isinstance(pilot.app.screen, HelpScreen)


@run_async
async def test_escape_then_a_key_in_one_burst_closes_the_help_and_the_key_acts(tmp_path: Path) -> None:
    """The help open, Escape and « o » typed together (read as alt+o): the help closes and the
    options open, as when the two keys come apart; nothing is lost."""
    app = make_app(tmp_path)
    async with app.run_test() as pilot:
        await help_open(pilot)
        await pilot.press("alt+o")
        await pilot.pause()
        assert isinstance(app.screen, OptionsScreen)
        assert [type(screen) for screen in app.screen_stack[-2:]] == [StartScreen, OptionsScreen]


@run_async
async def test_escape_then_enter_in_one_burst_closes_the_help_and_enter_acts(tmp_path: Path) -> None:
    """The help open over the start menu, Escape and Enter typed together: the help closes and
    Enter starts the partie (the terminal library read them as Enter alone: the Escape was lost,
    and Enter only closed the help, as over the expert's advice it closed it and played no card)."""
    from belote.tui.game import GameScreen

    app = make_app(tmp_path)
    async with app.run_test() as pilot:
        await help_open(pilot)
        parser = XTermParser()
        for key in [*parser.feed("\x1b\r"), *parser.feed("")]:  # as the terminal sends them
            app.post_message(key)
        for _ in range(20):
            await pilot.pause()
        assert not any(isinstance(screen, (HelpScreen, StartScreen)) for screen in app.screen_stack[1:])
        assert any(isinstance(screen, GameScreen) for screen in app.screen_stack)


@run_async
async def test_a_text_field_keeps_the_characters_typed_in_it(tmp_path: Path) -> None:
    """In a field of the form to join friends, « £ » or « º » typed is kept as typed (never read as
    Escape, which would close the form)."""
    app = make_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        app.push_screen(JoinForm())
        await pilot.pause()
        field = app.screen.query_one("#friends-name", Input)
        field.focus()
        field.value = ""
        await pilot.press("N", "º", "1")
        app.post_message(events.Key("pound_sign", "£"))  # as the terminal library reads it
        await pilot.pause()
        assert isinstance(app.screen, JoinForm) and field.value == "Nº1£"
