"""A key held down: its repeats never close a panel that opened by itself (the end of a manche, a
deal's summary), however long it is held; the next press after a moment's quiet closes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from belote.engine import Rules
from belote.tui import screens
from belote.tui.score_screens import MancheEndScreen, SummaryScreen
from belote.tui.screens import REPEAT_GAP, HeldKeys

from .conftest import enter_until, make_app, run_async, settle, start


class Clock:
    """A monotonic clock the test moves by hand, so a machine's load cannot change what is held."""

    def __init__(self) -> None:
        self.now = 1000.0

    def monotonic(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    """The held keys' clock, moved by the test."""
    fake = Clock()
    monkeypatch.setattr(screens, "time", fake)
    return fake


def test_a_key_repeating_past_the_grace_stays_held_until_it_is_released(clock: Clock) -> None:
    """Held for 0.7 s of grace, then repeating every 40 ms for three seconds: every repeat is held;
    after a quiet of ``REPEAT_GAP`` the next press is not."""
    panel = HeldKeys()
    panel.hold_keys(0.7)
    repeats = 0
    while repeats < 75:  # three seconds of a key held down
        assert panel.press_held(), f"repeat {repeats} closed the panel"
        clock.now += 0.04
        repeats += 1
    clock.now += REPEAT_GAP
    assert not panel.press_held()


def test_a_single_press_after_the_grace_is_not_held(clock: Clock) -> None:
    """No key pressed during the grace: the first press once it is over closes the panel."""
    panel = HeldKeys()
    panel.hold_keys(0.7)
    clock.now += 0.71
    assert not panel.press_held()


def test_a_press_during_the_grace_does_not_shorten_it(clock: Clock) -> None:
    """A press early in a long grace leaves the grace as it was: the panel stays held to its end."""
    panel = HeldKeys()
    panel.hold_keys(2.0)
    assert panel.press_held()
    clock.now += 1.9
    assert panel.keys_held()


@run_async
async def test_enter_held_down_does_not_pass_the_end_of_a_manche(tmp_path: Path, clock: Clock) -> None:
    """At the table: Enter kept down after the last deal's summary repeats past the grace, and the end
    of the manche stays to be read; once the key is released, Enter goes on."""
    app = make_app(tmp_path, seed=3, rules=Rules(target=100, manches=1))
    async with app.run_test() as pilot:
        await start(pilot)
        await enter_until(pilot, lambda: isinstance(app.screen, SummaryScreen) and app.match.over, 400)
        app.enter_grace = 0.7
        await pilot.press("enter")
        await settle(pilot)
        end = app.screen
        assert isinstance(end, MancheEndScreen) and end.keys_held()
        for _ in range(40):  # 1.6 s of repeats, well past the grace
            clock.now += 0.04
            await pilot.press("enter")
        await settle(pilot)
        assert app.screen is end
        clock.now += REPEAT_GAP
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen is not end and not app.match.over  # read: the next partie
