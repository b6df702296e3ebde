"""The keys at a shared table: those switched off there (undo, the expert's advice) are not listed in
the Footer, though pressing them still says why."""

from __future__ import annotations

from pathlib import Path

from belote.tui.netgame import NetGameScreen
from belote.tui.widgets import StatusBar

from .conftest import run_async
from .test_shared_table import SIZE, hosted_table, hosting_app, until


def listed(screen: NetGameScreen) -> set[str]:
    """The actions the Footer lists now."""
    return {active.binding.action for active in screen.active_bindings.values() if active.binding.show}


@run_async
async def test_hints_and_undo_are_not_listed_at_a_shared_table(tmp_path: Path) -> None:
    """At the host's bid or card, neither « c »/« i » (advice) nor « u » is in the Footer; « c » (or
    « i » in round 2) still answers that there is no advice here."""
    host_app = hosting_app(tmp_path)
    async with host_app.run_test(size=SIZE) as host:
        screen = await hosted_table(host, host_app)
        await until(host, lambda: screen.waiting in ("bid1", "bid2", "card"))
        actions = listed(screen)
        assert not any(action.startswith(("hint", "undo")) for action in actions), actions
        assert "app.quit_game" in actions and "phrases" in actions
        await host.press("i" if screen.waiting == "bid2" else "c")
        assert screen.query_one(StatusBar).message == "Pas de conseil à une table partagée."
