"""The next partie at a shared table: a friend still reading the end of the last one when the host
starts the next finds her turn waiting for her once she is back at the table."""

from __future__ import annotations

import random
from pathlib import Path

from belote.tui.netgame import NetGameScreen
from belote.tui.shared_screens import SharedEndScreen

from .conftest import run_async
from .test_shared_table import SEED, act, host_and_friend, play_to_the_partie_end, until


@run_async
async def test_a_friend_reading_the_end_when_the_host_starts_the_next_partie_is_asked_to_play(
    tmp_path: Path,
) -> None:
    """The host starts the next partie while Léa still reads the last one's end: back at the table
    she is asked her bid or card when her turn comes (her screen missed no update of the new deal)."""
    async with host_and_friend(tmp_path, seed=SEED) as two:
        host, friend, host_app, lea, link = two.host, two.friend, two.host_app, two.lea, two.link
        await play_to_the_partie_end(two, random.Random(5))
        table = link.table
        assert table is not None and table.phase == "over"
        await host.press("enter")  # « nouvelle partie »: the next one starts at once
        await until(host, lambda: table.phase != "over")
        screen = lea.screen
        assert isinstance(screen, SharedEndScreen)  # she is still reading
        await until(friend, lambda: screen.match is not None)
        await friend.press("enter")  # back to the table, the new partie under way
        await until(friend, lambda: isinstance(lea.screen, NetGameScreen))
        game = lea.screen
        assert isinstance(game, NetGameScreen)
        rng = random.Random(6)
        for _ in range(400):
            match = table.match
            assert match is not None
            if match.deal.to_play == 2 and match.deal.phase != "done":
                await until(friend, lambda: game.waiting in ("bid1", "bid2", "card"))
                return
            await act(host, host_app, rng)
            await friend.pause(0.02)
        raise AssertionError("Léa's turn never came")
