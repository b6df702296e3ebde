"""What each friend sees at a shared table: the host's rules in the waiting room, one name for each
bot on every screen, a phrase whole on its own line, and who won a trick while it stays on the
table."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from belote.engine import Rules
from belote.net.client import TableClient
from belote.net.protocol import PHRASES
from belote.tui import netgame
from belote.tui.app import BeloteApp
from belote.tui.i18n import seat_in_sentence, seat_name, tr
from belote.tui.lobby import LobbyScreen
from belote.tui.netgame import NetGameScreen
from belote.tui.option_words import rules_line
from belote.tui.score_screens import SummaryScreen
from belote.tui.widgets import StatusBar

from .conftest import run_async, text_of, toasts
from .test_shared_table import (
    SEED,
    SIZE,
    act,
    host_and_friend,
    hosting_app,
    opened,
    play_to_both_summaries,
    until,
)


@run_async
async def test_a_table_phrase_reaches_the_friend_whole_on_its_own_line(tmp_path: Path) -> None:
    """« ! » then « 3 » at the host's table: Léa's notice names Paul on one line and gives the phrase
    within its « » on the next (so a narrow notice never leaves « » alone on a line); the third
    phrase is « Vive la belote ! », never « Belote ! », which would read as the announce."""
    async with host_and_friend(tmp_path) as two:
        host, friend, lea = two.host, two.friend, two.lea
        await host.press("enter")
        await until(friend, lambda: isinstance(lea.screen, NetGameScreen))
        await until(host, lambda: isinstance(two.host_app.screen, NetGameScreen))
        await host.press("exclamation_mark", "3")
        phrase = "« Vive la belote ! »"  # the name is not checked: both apps share one process's seat names
        await until(friend, lambda: any(toast.endswith(f" : {phrase}") for toast in toasts(lea)))
        assert not any("« Belote ! »" in toast for toast in toasts(lea))


@run_async
async def test_a_bot_has_one_name_on_every_screen(tmp_path: Path) -> None:
    """Paul hosts (seat 0), Léa sits across (seat 2), bots play seats 1 and 3: each bot is named by
    its seat at the table, « Jojo » and « Titi », on Paul's screen and on Léa's alike, though it
    sits on Paul's right and on Léa's left (a compass point would name it twice); no digit, which
    would read as a card's beside one (« Robot 1 10♦ »)."""
    async with host_and_friend(tmp_path) as two:
        host, friend, lea = two.host, two.friend, two.lea
        await host.press("enter")
        await until(friend, lambda: isinstance(lea.screen, NetGameScreen))
        await until(host, lambda: isinstance(two.host_app.screen, NetGameScreen))
        seen = {}
        for app, seat in ((two.host_app, 0), (lea, 2)):
            screen = app.screen
            assert isinstance(screen, NetGameScreen)
            await until(host, lambda screen=screen: screen.state is not None)
            screen.name_seats()  # both apps share one process's seat names: read each right after
            seen[seat] = {table_seat: seat_name((table_seat - seat) & 3) for table_seat in (1, 3)}
        assert seen[0] == seen[2] == {1: "Jojo", 3: "Titi"}
        assert not any(ch.isdigit() for name in seen[0].values() for ch in name)


@run_async
async def test_while_a_trick_stays_on_the_table_the_status_says_who_won_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At a friend's screen, while a completed trick stays on the table, the status line says who
    won it (« Pli pour … »), not whose turn it was before its last card."""
    monkeypatch.setattr(BeloteApp, "trick_delay", property(lambda _: 3600.0))
    rng = random.Random(5)
    async with host_and_friend(tmp_path) as two:
        host, friend, lea = two.host, two.friend, two.lea
        await host.press("enter")
        await until(friend, lambda: isinstance(lea.screen, NetGameScreen))
        screen = lea.screen
        assert isinstance(screen, NetGameScreen)
        for _ in range(400):
            if screen.shown_trick is not None:
                break
            await act(host, two.host_app, rng)
            if screen.shown_trick is not None:
                break
            await act(friend, lea, rng)
        trick = screen.shown_trick
        assert trick is not None and trick.winner is not None and screen.waiting == "trick"
        screen.name_seats()  # Léa's seat names: both apps share one process's
        assert screen.query_one(StatusBar).message == tr("status.trick", seat=seat_in_sentence(trick.winner))


@run_async
async def test_the_waiting_room_shows_every_friend_the_hosts_rules(tmp_path: Path) -> None:
    """Paul hosts one manche to 100 with announces; Léa's own options are the classic ones: her
    waiting room says the rules she will play by, the host's."""
    async with host_and_friend(tmp_path, Rules(target=100, manches=1, announces=True)) as two:
        lea = two.lea
        await until(two.friend, lambda: isinstance(lea.screen, LobbyScreen) and lea.screen.state is not None)
        room = lea.screen
        assert isinstance(room, LobbyScreen) and not lea.settings.rules.announces
        shown = " ".join(text_of(room.body(), width=200).split())
        assert "Règles de l'hôte : une manche en 100 · Annonces : oui" in shown


def test_the_rules_line_names_what_differs_from_the_classic_game() -> None:
    """The target and the manches, then each rule that is not the classic game's, in the options'
    words; « règles classiques » when none differs."""
    assert rules_line(Rules()) == "3 manches en 1000 · règles classiques"
    varied = Rules(target=500, manches=1, must_undertrump=False, first_packet=2)
    said = "une manche en 500 · Sous-couper obligatoire : non · Distribution : 2 puis 3"
    assert rules_line(varied) == said
    shuffled = Rules(shuffle_each_deal=True)  # every shared table's: the line says so, not a choice
    assert rules_line(shuffled) == "3 manches en 1000 · Entre les donnes : mélanger"
    assert rules_line(shuffled, shared=True) == (
        "3 manches en 1000 · Entre les donnes : mélanger (toujours, à une table partagée)"
    )


@run_async
async def test_a_full_waiting_room_does_not_promise_bots_for_free_seats(tmp_path: Path) -> None:
    """Three friends sit down at Paul's table: his waiting room says Enter starts a full table,
    no longer that bots take the free seats."""
    app = hosting_app(tmp_path)
    async with app.run_test(size=SIZE) as host:
        link = await opened(host, app)
        assert link.table is not None
        room = app.screen
        assert isinstance(room, LobbyScreen)
        await until(host, lambda: room.state is not None)
        assert "Entrée : commencer (des robots prennent les places libres)." in text_of(
            room.body(), width=200
        )
        friends = [
            await TableClient.join(f"127.0.0.1:{link.port}", link.table.code, name)
            for name in ("Léa", "Max", "Zoé")
        ]
        try:
            await until(
                host, lambda: room.state is not None and all(seat.player for seat in room.state.seats)
            )
            shown = text_of(room.body(), width=200)
            assert "Entrée : commencer (la table est complète)." in shown and "robots prennent" not in shown
        finally:
            for friend in friends:
                await friend.close()


@run_async
async def test_a_phrase_said_while_a_friend_reads_the_summary_shows_on_its_border_at_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """« On se dépêche ? » said to Léa lingering on a deal's summary: she reads it at once on the
    panel's lower border, where it covers nothing (not as a notice held until she closes the panel,
    by then stale), and it goes after its few seconds like a phrase's notice."""
    # long enough to be seen by a loaded machine's polling (half a second could come and go between
    # two looks), short enough to see it go
    monkeypatch.setattr(netgame, "PHRASE_SECONDS", 3.0)
    rng = random.Random(5)
    async with host_and_friend(tmp_path, Rules(), seed=SEED) as two:
        host, friend, lea = two.host, two.friend, two.lea
        await play_to_both_summaries(two, rng)
        summary = lea.screen
        assert isinstance(summary, SummaryScreen)
        await host.press("enter")  # the host back at the table says it
        await until(host, lambda: isinstance(two.host_app.screen, NetGameScreen))
        await host.press("exclamation_mark", str(PHRASES.index("hurry") + 1))
        dialog = summary.query_one(".dialog")
        await until(friend, lambda: str(dialog.border_subtitle).endswith(" : « On se dépêche ? »"))
        assert lea.screen is summary and toasts(lea) == []
        assert not any("dépêche" in held[0] for held in lea.held_notices)  # not said again later
        await until(friend, lambda: not dialog.border_subtitle)
