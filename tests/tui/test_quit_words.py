"""What the quit question promises is true: a partie in progress is saved to be resumed, a finished
one is not offered again, the host's shared table reopens with ``host --resume`` and a friend comes
back to their seat with ``join``."""

from __future__ import annotations

from pathlib import Path

import pytest

from belote.engine import Rules
from belote.tui import i18n
from belote.tui.i18n import tr
from belote.tui.netgame import NetGameScreen
from belote.tui.screens import MancheEndScreen, PromptScreen

from .conftest import make_app, run_async, settle, start
from .test_shared_table import SIZE, host_and_friend, hosted_table, hosting_app, until


def asked(screen: object) -> tuple[str, str]:
    """The question and its hint."""
    assert isinstance(screen, PromptScreen)
    return screen.question, screen.hint


@pytest.mark.parametrize("lang", ["fr", "en"])
@run_async
async def test_quitting_a_finished_partie_does_not_promise_to_resume_it(tmp_path: Path, lang: str) -> None:
    """On the end of a finished partie, « q » asks to quit and says a new partie comes next time
    (the finished one's save is gone); during a partie, it promises to resume it."""
    i18n.set_language(lang)
    app = make_app(tmp_path, seed=3, rules=Rules(target=100, manches=1), lang=lang)
    async with app.run_test() as pilot:
        await start(pilot)
        await pilot.press("q")
        assert asked(app.screen) == (tr("prompt.quit"), tr("prompt.quit_hint"))
        await pilot.press("n")
        for _ in range(300):
            if isinstance(app.screen, MancheEndScreen):
                break
            await pilot.press("enter")
            await settle(pilot)
        assert isinstance(app.screen, MancheEndScreen) and app.match.over
        await pilot.press("q")
        question, hint = asked(app.screen)
        assert (question, hint) == (tr("prompt.quit_over"), tr("prompt.quit_over_hint"))
        assert "resume" not in hint and "reprendrez" not in hint
    assert not (tmp_path / "save.json").exists()


@run_async
async def test_the_host_is_told_how_to_reopen_the_table(tmp_path: Path) -> None:
    """At the table they host, « q » says the table is saved for ``host --resume``, not that the
    partie will come back at the next launch."""
    host_app = hosting_app(tmp_path)
    async with host_app.run_test(size=SIZE) as host:
        await hosted_table(host, host_app)
        await host.press("q")
        question, hint = asked(host_app.screen)
        assert question == "Fermer la table et quitter ?" and "belote-tui host --resume" in hint
        assert hint != tr("prompt.quit_hint")


@run_async
async def test_a_friend_is_told_the_command_that_brings_them_back(tmp_path: Path) -> None:
    """A friend at the table leaving with « q » is told their seat waits for them, with the very
    ``belote-tui join ADDRESS`` to type."""
    async with host_and_friend(tmp_path) as two:
        host, link, friend, lea = two.host, two.link, two.friend, two.lea
        await host.press("enter")
        await until(host, lambda: isinstance(lea.screen, NetGameScreen))
        await friend.press("q")
        question, hint = asked(lea.screen)
        assert question == "Quitter la table ?"
        assert hint.endswith(f"belote-tui join 127.0.0.1:{link.port}")
