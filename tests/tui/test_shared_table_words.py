"""What a shared table says when it did not seat us, and a few of its sentences as an English player
reads them: the quit question after a table that did not open or a refused code promises no saved
seat, the waiting room no longer says it is connecting once it failed, the phrases are quoted in the
player's language, and the host's goodbye fits the status bar with the command to come back whole."""

from __future__ import annotations

import asyncio
import json
import random
import socket
import textwrap
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from rich.console import Group
from rich.text import Text
from textual.message import Message
from textual.widgets import RichLog, Static
from websockets.asyncio.server import ServerConnection, serve

from belote.engine import Rules
from belote.net.table import shared_rules
from belote.tui import i18n
from belote.tui.app import BeloteApp
from belote.tui.app_notices import NOTICE_SECONDS
from belote.tui.i18n import tr
from belote.tui.lobby import LobbyScreen
from belote.tui.menus import OptionsScreen
from belote.tui.net_phrases import PHRASE_SECONDS
from belote.tui.net_status import bot_nickname
from belote.tui.netgame import NetGameScreen
from belote.tui.netlink import NetLink
from belote.tui.netmessages import LinkLost
from belote.tui.netoptions import NetOptions
from belote.tui.option_words import rules_line
from belote.tui.screens import PromptScreen
from belote.tui.shared_screens import PhraseScreen, SharedEndScreen
from belote.tui.typography import GLUE

from .conftest import run_async, screen_text, text_of, toasts
from .test_friends import unused_port
from .test_shared_table import (
    QUICK,
    SEED,
    SIZE,
    friend_app,
    host_and_friend,
    hosted_table,
    hosting_app,
    opened,
    play_to_the_partie_end,
    refused_room,
    room_texts,
    stranger_app,
    until,
)

STATUS_WIDTH = 50
"""The status bar's columns at 80×24 (the table's 52, less its padding)."""


def lobby_lines(screen: LobbyScreen) -> list[str]:
    """The waiting room's lines as drawn now."""
    screen.redraw()
    return drawn_lines(screen)


def drawn_lines(screen: LobbyScreen) -> list[str]:
    """The waiting room's lines as its app last drew them."""
    return [line.plain for line in room_texts(screen.query_one("#lobby-body", Static).content)]


@run_async
async def test_a_table_that_could_not_open_asks_to_quit_without_promising_a_saved_table(
    tmp_path: Path,
) -> None:
    """Port taken: the room says why, no longer « Ouverture de la table… », and « q » asks to quit
    with nothing to save, not to « close the table » that « will be saved » for ``host --resume``."""
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        hosting = NetOptions(mode="host", name="Paul", listen="127.0.0.1", port=taken.getsockname()[1])
        app = BeloteApp(rules=QUICK, bot_delay=0, home=tmp_path / "host", net=hosting)
        async with app.run_test(size=SIZE) as pilot:
            screen = app.screen
            assert isinstance(screen, LobbyScreen)
            await until(pilot, lambda: bool(screen.problem))
            lines = lobby_lines(screen)
            assert tr("net.opening") not in lines and tr("net.connecting") not in lines
            assert app.shared_quit_words() == (tr("prompt.quit_seatless"), tr("prompt.quit_seatless_hint"))


@run_async
async def test_a_wrong_code_after_too_many_says_how_long_the_next_try_will_wait(tmp_path: Path) -> None:
    """Past the free wrong codes the host holds each next answer longer: the refusal says so
    (« Trop d'essais : l'hôte attendra 1 s avant de répondre au prochain. »), not a silent wait."""
    host_app = hosting_app(tmp_path)
    async with host_app.run_test(size=SIZE) as host:
        link = await opened(host, host_app)
        assert link.host is not None
        link.host.throttle.free, link.host.throttle.base = 1, 1.0  # one wrong code is all one gets
        stranger = stranger_app(link, tmp_path / "stranger")
        async with stranger.run_test(size=SIZE) as pilot:
            room = stranger.screen
            assert isinstance(room, LobbyScreen)
            await until(pilot, lambda: bool(room.problem))
            said = f"{tr('net.refused.bad_code')} {tr('net.retry_wait', seconds=1)}"
            assert room.problem == said


@run_async
async def test_a_refused_code_asks_to_quit_without_promising_a_seat_and_a_seated_friend_keeps_hers(
    tmp_path: Path,
) -> None:
    """A wrong code: « Code de table incorrect. » alone in the room, and quitting promises no seat;
    Léa, seated with the right code, is told that quitting the room frees her seat (nothing is
    played yet), and once the partie has begun that her seat waits and how to come back (with her
    game's folder, where the key to her seat is kept)."""
    host_app = hosting_app(tmp_path)
    async with host_app.run_test(size=SIZE) as host:
        link = await opened(host, host_app)
        stranger = stranger_app(link, tmp_path / "stranger")
        async with stranger.run_test(size=SIZE) as pilot:
            screen = await refused_room(pilot, stranger)
            assert tr("net.connecting") not in lobby_lines(screen)
            assert stranger.shared_quit_words() == (
                tr("prompt.quit_seatless"),
                tr("prompt.quit_seatless_hint"),
            )
        lea = friend_app(link, tmp_path)
        async with lea.run_test(size=SIZE) as friend:
            await until(host, lambda: link.table is not None and link.table.seats[2].connected)
            address = f"127.0.0.1:{link.port}"
            home = tmp_path / "friend"  # not the default folder: the command must name it, her key is there
            room = (tr("prompt.quit_join"), tr("prompt.quit_join_room_hint"))
            await until(friend, lambda: lea.shared_quit_words() == room)
            assert host_app.shared_quit_words() == (tr("prompt.quit_host"), tr("prompt.quit_host_room_hint"))
            await host.press("enter")  # the host starts the partie
            await until(
                friend,
                lambda: (
                    lea.shared_quit_words()
                    == (
                        tr("prompt.quit_join"),
                        tr("prompt.quit_join_hint", command=f"belote-tui join {address} --home {home}"),
                    )
                ),
            )


@run_async
async def test_a_phrase_is_quoted_the_english_way_in_english(tmp_path: Path) -> None:
    """In English a phrase reads « You: » then « “Hello!” », not with French spacing and guillemets;
    the phrases' dialog offers its numbers in the Footer."""
    hosting = NetOptions(mode="host", name="Paul", listen="127.0.0.1", port=0)
    app = BeloteApp(
        rules=QUICK, bot_delay=0, bot_level="random", home=tmp_path / "host", net=hosting, lang="en"
    )
    async with app.run_test(size=SIZE) as host:
        await hosted_table(host, app)
        await host.press("exclamation_mark")
        await until(host, lambda: isinstance(app.screen, PhraseScreen))
        footer = " ".join(screen_text(app)[-1].split())
        assert footer == "1–9 Say Esc Cancel"  # the numbers that say a phrase, not Escape alone
        await host.press("4")
        await until(host, lambda: any("Hello!" in str(notice) for notice in toasts(app)))
        (said,) = [str(notice) for notice in toasts(app) if "Hello!" in str(notice)]
        assert said == "You: “Hello!”"
        assert "You:\n“Hello!”" in [n.message for n in app._notifications]  # the name, then the phrase


def test_the_hosts_goodbye_fits_the_status_bar_and_quitting_gives_the_command_whole() -> None:
    """« L'hôte a fermé la table : vous reviendrez à votre place… »: two lines of the status bar at
    80 columns in both languages; the command to come back later is in the quit question's words."""
    before = i18n.language()
    try:
        for lang in ("fr", "en"):
            i18n.set_language(lang)
            address = "192.168.100.200:7447"
            lines = textwrap.wrap(tr("net.host_closed", detail=address), STATUS_WIDTH, break_on_hyphens=False)
            assert len(lines) <= 2, (lang, lines)
            command = f"belote-tui join {address}"
            assert command in tr("prompt.quit_host_closed_hint", command=command)
            quiet = tr("net.reconnecting_slowly", detail="20")
            lost = textwrap.wrap(quiet, STATUS_WIDTH, break_on_hyphens=False)
            assert len(lost) <= 2 and "20" in quiet, (lang, lost)
    finally:
        i18n.set_language(before)


@asynccontextmanager
async def joined_without_a_code(tmp_path: Path, address: str) -> AsyncIterator[LobbyScreen]:
    """Zoé's waiting room once « belote-tui join ADDRESS » (no code, no seat kept) has its answer."""
    bare = NetOptions(mode="join", address=address, code="", name="Zoé")
    stranger = BeloteApp(bot_delay=0, home=tmp_path / "stranger", net=bare)
    async with stranger.run_test(size=SIZE) as pilot:
        screen = stranger.screen
        assert isinstance(screen, LobbyScreen)
        await until(pilot, lambda: bool(screen.problem))
        yield screen


@run_async
async def test_joining_without_a_code_nor_a_seat_says_to_join_with_the_code(tmp_path: Path) -> None:
    """« belote-tui join ADDRESS » from a machine that never sat at that table: not « Connecting… »
    for ever, but that there is no seat of ours and the command with the code."""
    host_app = hosting_app(tmp_path)
    async with host_app.run_test(size=SIZE) as host:
        link = await opened(host, host_app)
        async with joined_without_a_code(tmp_path, f"127.0.0.1:{link.port}") as screen:
            assert screen.problem == tr("net.refused.no_code")
            assert tr("net.connecting") not in lobby_lines(screen)


@run_async
async def test_joining_without_a_code_where_no_table_answers_says_the_table_cannot_be_reached(
    tmp_path: Path,
) -> None:
    """« belote-tui join localhost » with the port forgotten: nothing answers there, so the room says
    the table cannot be reached (the address is wrong), not that the code is missing."""
    async with joined_without_a_code(tmp_path, f"127.0.0.1:{unused_port()}") as screen:
        assert screen.problem.startswith("Table injoignable : ") and "code" not in screen.problem


def test_a_host_hanging_up_before_seating_us_is_told_not_left_connecting(tmp_path: Path) -> None:
    """A host that closes the connection instead of answering our hello: the link ends with « Table
    injoignable : la table a fermé la connexion », not with an exception the screen never hears of."""

    async def hang_up(ws: ServerConnection) -> None:
        await ws.recv()
        await ws.close(1008, "bad message")

    async def main() -> list[Message]:
        async with serve(hang_up, "127.0.0.1", 0) as server:
            port = next(iter(server.sockets)).getsockname()[1]
            options = NetOptions(mode="join", address=f"127.0.0.1:{port}", code="ABCD-12", name="Léa")
            link = NetLink(options, tmp_path, Rules(), {}, (0, 0))
            await link.run()
            return link.pending

    (lost,) = [message for message in asyncio.run(main()) if isinstance(message, LinkLost)]
    assert (lost.reason, lost.detail) == ("net.unreachable", tr("net.why.closed"))


@run_async
async def test_a_friend_removed_in_the_waiting_room_is_not_told_to_wait_for_the_start(tmp_path: Path) -> None:
    """Removed with « x »: Léa's room says so, and no longer lists her in a seat nor says « Waiting for
    the host to start the match. »; quitting then promises no seat."""
    async with host_and_friend(tmp_path) as two:
        host, friend, lea, link = two.host, two.friend, two.lea, two.link
        table = link.table
        assert table is not None
        room = lea.screen
        assert isinstance(room, LobbyScreen)
        await until(friend, lambda: room.state is not None)
        assert tr("net.wait_start") in lobby_lines(room)
        await host.press("down")  # from East to North, Léa's seat
        await host.press("x")  # asked first, as at the table: « Non » changes nothing
        await host.pause()
        asked = two.host_app.screen
        assert isinstance(asked, PromptScreen) and asked.hint == tr("prompt.remove_from_room_hint")
        await host.press("n")
        await host.pause()
        assert table.seats[2].taken and isinstance(two.host_app.screen, LobbyScreen)
        await host.press("x", "o")
        await until(host, lambda: not table.seats[2].taken)
        await until(friend, lambda: room.problem == tr("net.removed"))
        lines = lobby_lines(room)
        assert tr("net.wait_start") not in lines and not any("Léa" in line for line in lines)
        assert lea.shared_quit_words() == (tr("prompt.quit_seatless"), tr("prompt.quit_seatless_hint"))


@run_async
async def test_the_end_of_a_shared_partie_counts_no_undo_and_tells_a_friend_who_starts_the_next(
    tmp_path: Path,
) -> None:
    """The partie over: neither player reads « Moves taken back this match: 0 » (no undo at a shared
    table); the host's Enter is « new match », Léa's takes her back to the table, where the host
    starts the next partie, and says so; her quit question then promises no bot in her seat."""
    async with host_and_friend(tmp_path, seed=SEED) as two:
        friend, host_app, lea, link = two.friend, two.host_app, two.lea, two.link
        await play_to_the_partie_end(two, random.Random(5))
        ends = [host_app.screen, lea.screen]
        assert all(isinstance(end, SharedEndScreen) and end.match.over for end in ends)
        host_lines, lea_lines = ([line.plain for line in plain_lines(end)] for end in ends)
        assert tr("end.undos", n=0) not in host_lines + lea_lines
        assert tr("end.new") in host_lines and tr("net.end_friend") not in host_lines
        assert tr("net.end_friend") in lea_lines and tr("end.new") not in lea_lines
        footer_enter = [end.active_bindings["enter"].binding.description for end in ends]
        assert footer_enter == [tr("start.new"), tr("key.to_table")]  # the Footer says what the box says
        await friend.press("enter")  # back to the table, which waits for the host
        await until(friend, lambda: isinstance(lea.screen, NetGameScreen))
        assert link.table is not None and link.table.phase == "over"
        words = lea.shared_quit_words()  # no bot has anything to play for her now
        assert words is not None and words[1].startswith("La partie est finie ; votre place reste")
        table = lea.screen
        assert isinstance(table, NetGameScreen)
        last_deal = table.query_one(RichLog).lines[:]  # the last deal's log, to read while she waits
        assert len(last_deal) > 8
        await two.host.press("enter")  # the host starts the next partie
        await until(friend, lambda: link.table is not None and link.table.phase != "over")
        await until(friend, lambda: 0 < len(table.query_one(RichLog).lines) < len(last_deal))


def plain_lines(screen: object) -> list[Text]:
    """The lines of an end screen's body."""
    assert isinstance(screen, SharedEndScreen)
    body = screen.body()
    assert isinstance(body, Group)
    return [line for line in body.renderables if isinstance(line, Text)]


@run_async
async def test_the_host_quitting_the_waiting_room_is_not_promised_a_saved_table(tmp_path: Path) -> None:
    """Before the start the table is not saved (``host --resume`` opens a new one with a new code):
    the host's quit question says so, and once the partie started it promises the saved table."""
    host_app = hosting_app(tmp_path)
    async with host_app.run_test(size=SIZE) as host:
        await opened(host, host_app)
        assert host_app.shared_quit_words() == (tr("prompt.quit_host"), tr("prompt.quit_host_room_hint"))
        await host.press("enter")
        await until(host, lambda: isinstance(host_app.screen, NetGameScreen))
        home = tmp_path / "host"  # not the folder a plain « belote-tui » uses: the command names it
        command = f"belote-tui host --resume --home {home}"
        assert host_app.shared_quit_words() == (
            tr("prompt.quit_host"),
            tr("prompt.quit_host_hint", command=command),
        )


def test_the_command_to_reopen_a_table_names_the_folder_only_when_it_is_not_the_usual_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BELOTE_TUI_HOME", str(tmp_path / "usual"))
    assert BeloteApp(home=tmp_path / "usual").resume_command() == "belote-tui host --resume"
    spaced = tmp_path / "mes tables"
    assert BeloteApp(home=spaced).resume_command() == f"belote-tui host --resume --home '{spaced}'"


@run_async
async def test_resuming_a_hosted_table_where_none_is_saved_says_a_new_one_is_opened(tmp_path: Path) -> None:
    """« host --resume » in a folder with no saved table: the table opens anew, and the host is told
    so instead of finding a new code without a word; hosting without it says nothing of the kind."""
    for resume in (True, False):
        hosting = NetOptions(mode="host", name="Paul", listen="127.0.0.1", port=0, resume=resume)
        app = BeloteApp(bot_delay=0, home=tmp_path / f"host-{resume}", net=hosting)
        async with app.run_test(size=SIZE) as pilot:
            link = await opened(pilot, app)
            await pilot.pause()
            assert not link.resumed and link.invitation
            assert (tr("net.nothing_to_resume") in toasts(app)) is resume


def options_notes(app: BeloteApp) -> str:
    """The notes under the options' list, as shown."""
    screen = app.screen
    assert isinstance(screen, OptionsScreen)
    return str(screen.query_one("#options-notes", Static).content)


@run_async
async def test_a_friends_options_say_the_hosts_rules_and_bots_apply_at_the_table(tmp_path: Path) -> None:
    """Léa's options at the host's table: her rules and bot levels are not the table's, and the note
    says the host's apply; the host's own options say the table keeps what it opened with (its
    partner may be a friend, whatever the partner's level in the options)."""
    async with host_and_friend(tmp_path) as two:
        await two.host.press("enter")  # the partie starts: the table replaces the waiting room
        await until(two.friend, lambda: isinstance(two.lea.screen, NetGameScreen))
        await until(two.host, lambda: isinstance(two.host_app.screen, NetGameScreen))
        await two.friend.press("o")
        await until(two.friend, lambda: isinstance(two.lea.screen, OptionsScreen))
        assert tr("opt.guest_note") in options_notes(two.lea)
        assert tr("opt.rules_note") not in options_notes(two.lea)
        await two.host.press("o")
        await until(two.host, lambda: isinstance(two.host_app.screen, OptionsScreen))
        assert tr("opt.host_note") in options_notes(two.host_app)
        assert tr("opt.guest_note") not in options_notes(two.host_app)
        assert tr("opt.rules_note") not in options_notes(two.host_app)


@run_async
async def test_a_phrase_said_twice_at_once_is_shown_once_and_goes_sooner_than_a_notice(
    tmp_path: Path,
) -> None:
    """A phrase is chatter: pressed twice while it shows, it is not stacked; it goes after a few
    seconds, before a notice would."""
    hosting = NetOptions(mode="host", name="Paul", listen="127.0.0.1", port=0)
    app = BeloteApp(rules=QUICK, bot_delay=0, bot_level="random", home=tmp_path / "host", net=hosting)
    async with app.run_test(size=SIZE) as host:
        await hosted_table(host, app)
        for _ in range(2):
            await host.press("exclamation_mark")
            await until(host, lambda: isinstance(app.screen, PhraseScreen))
            await host.press("1")
            await until(host, lambda: not isinstance(app.screen, PhraseScreen))
        await until(host, lambda: any("Bien joué" in str(notice) for notice in toasts(app)))
        await host.pause(0.3)
        said = [n for n in app._notifications if "Bien joué" in n.message]
        assert len(said) == 1
        assert said[0].message == "Vous :\n« Bien joué ! »"
        assert said[0].timeout == PHRASE_SECONDS < NOTICE_SECONDS


@run_async
async def test_a_phrase_chosen_right_after_another_is_said_a_moment_later_not_lost(tmp_path: Path) -> None:
    """The host passes on one phrase a second per seat and drops the others: « Bonjour ! » then, at
    once, « Au revoir ! » are both said, the second once the host takes it again."""
    hosting = NetOptions(mode="host", name="Paul", listen="127.0.0.1", port=0)
    app = BeloteApp(rules=QUICK, bot_delay=0, bot_level="random", home=tmp_path / "host", net=hosting)
    async with app.run_test(size=SIZE) as host:
        await hosted_table(host, app)
        for key in ("4", "8"):
            await host.press("exclamation_mark")
            await until(host, lambda: isinstance(app.screen, PhraseScreen))
            await host.press(key)
            await until(host, lambda: not isinstance(app.screen, PhraseScreen))
        await until(host, lambda: any("Au revoir" in str(notice) for notice in toasts(app)))
        assert any("Bonjour" in str(notice) for notice in toasts(app))


@run_async
async def test_hosting_anew_over_a_saved_table_says_it_will_be_replaced(tmp_path: Path) -> None:
    """« host » without « --resume » where a table is saved: the host is told that table is replaced
    once this one starts, with the command that reopens it instead; a folder without a saved table
    says nothing of the kind."""
    saved = tmp_path / "saved"
    saved.mkdir()
    (saved / "table.json").write_text("{}")
    (saved / "tokens.json").write_text(json.dumps({"host": "abc"}))
    for home, told in ((saved, True), (tmp_path / "empty", False)):
        hosting = NetOptions(mode="host", name="Paul", listen="127.0.0.1", port=0)
        app = BeloteApp(bot_delay=0, home=home, net=hosting)
        async with app.run_test(size=SIZE) as pilot:
            await opened(pilot, app)
            await pilot.pause()
            said = [toast for toast in toasts(app) if "remplacée" in toast]
            assert bool(said) is told
            if told:
                assert said[0].endswith(app.resume_command()) and "--home" in said[0]

    with socket.socket() as taken:  # a new table that cannot open replaces nothing: no word of it
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        hosting = NetOptions(mode="host", name="Paul", listen="127.0.0.1", port=taken.getsockname()[1])
        app = BeloteApp(bot_delay=0, home=saved, net=hosting)
        async with app.run_test(size=SIZE) as pilot:
            room = app.screen
            assert isinstance(room, LobbyScreen)
            await until(pilot, lambda: bool(room.problem))
            assert room.problem == tr("net.cannot_host", detail=tr("net.why.in_use"))
            assert not [toast for toast in toasts(app) if "remplacée" in toast]


@run_async
async def test_a_friend_who_quits_the_waiting_room_frees_her_seat_and_the_host_is_told(
    tmp_path: Path,
) -> None:
    """Léa quits the waiting room (« q », « o »): nothing is played yet, so her seat is free again
    (its bot's nickname where her name was, never « robot pour Léa » nor a seat kept for her), and
    the host's room says so once: « Léa n'est plus à la table : sa place est libre. »"""
    async with host_and_friend(tmp_path) as two:
        host, friend, link = two.host, two.friend, two.link
        table = link.table
        assert table is not None
        room = two.host_app.screen
        assert isinstance(room, LobbyScreen)
        await friend.press("q")
        await friend.press("o")
        await until(host, lambda: not table.seats[2].taken)
        freed = tr("net.seat_freed", name="Léa")
        await until(host, lambda: " ".join(freed.split()) in toasts(two.host_app))
        await until(host, lambda: any(bot_nickname(2) in line for line in drawn_lines(room)))
        lines = drawn_lines(room)
        assert not any("Léa" in line for line in lines)
        assert tr("net.host_starts") in lines  # a bot will play her seat: the table is not complete


@run_async
async def test_the_host_chooses_the_tables_rules_in_its_waiting_room(tmp_path: Path) -> None:
    """« o » in the host's waiting room opens the options, noting that the rules chosen apply to
    this table; turning the announces on there shows them in everyone's room (« Annonces : oui »)
    and the partie is dealt by them. A friend's « o » keeps the host's rules (her own options)."""
    async with host_and_friend(tmp_path) as two:
        host, friend, host_app, lea, link = two.host, two.friend, two.host_app, two.lea, two.link
        table = link.table
        assert table is not None and not table.rules.announces
        await host.press("o")
        await until(host, lambda: isinstance(host_app.screen, OptionsScreen))
        options = host_app.screen
        assert isinstance(options, OptionsScreen) and options.note == "opt.host_room_note"
        assert options.has_class("-over-panel")  # the room's frame hidden, not shown beside them
        await host.press("down", "right", "enter")  # Annonces : oui
        await until(host, lambda: table.rules.announces)
        room = lea.screen
        assert isinstance(room, LobbyScreen)
        said = tr("net.rules", rules=rules_line(table.rules, shared=True))
        await until(friend, lambda: said in lobby_lines(room))
        await friend.press("o")
        await until(friend, lambda: isinstance(lea.screen, OptionsScreen))
        options = lea.screen
        assert isinstance(options, OptionsScreen) and options.note == "opt.guest_note"
        await friend.press("escape")
        await host.press("enter")
        await until(host, lambda: table.match is not None)
        assert table.match is not None and table.match.rules.announces  # the options' rules, all of them
        assert table.match.rules == shared_rules(host_app.settings.rules)


@run_async
async def test_from_a_folder_another_copy_holds_quitting_promises_no_save_and_the_seat_is_known(
    tmp_path: Path,
) -> None:
    """Another copy of the game holds the folder, so nothing is written there: the host's quit
    question says the table is not saved (it promised « La table sera enregistrée »), and Léa's
    says the key to her seat is not kept there; her seat is still known for this session (the key
    lives in memory), where she was told she sat at no table."""
    host_app = hosting_app(tmp_path)
    host_app.storage.writable = False
    async with host_app.run_test(size=SIZE) as host:
        link = await opened(host, host_app)
        lea = friend_app(link, tmp_path)
        lea.storage.writable = False
        async with lea.run_test(size=SIZE) as friend:
            await until(friend, lambda: lea.net is not None and lea.net.seated)
            assert lea.shared_quit_words() == (tr("prompt.quit_join"), tr("prompt.quit_join_unsaved_hint"))
            assert not (tmp_path / "friend" / "tokens.json").exists()
            await host.press("enter")  # the partie starts: the host's table would be saved from now
            await until(host, lambda: link.table is not None and link.table.phase != "lobby")
            said = (tr("prompt.quit_host"), tr("prompt.quit_host_unsaved_hint"))
            await until(host, lambda: host_app.shared_quit_words() == said)
            await host.press("q", "o")  # the host closes the table: no command brings Léa back either
            await until(friend, lambda: lea.net is not None and lea.net.ended == "net.host_closed")
            closed = (tr("prompt.quit_seatless"), tr("prompt.quit_join_unsaved_hint"))
            assert lea.shared_quit_words() == closed


@run_async
async def test_a_friend_whose_table_no_longer_answers_is_promised_no_bot_on_quitting(tmp_path: Path) -> None:
    """The host no longer answers (its machine gone, say), and the link only tries slowly: Léa's
    quit question still gives her way back to her seat, but no longer says a bot plays for her
    meanwhile, which nobody can know of a table out of reach."""
    async with host_and_friend(tmp_path) as two:
        lea = two.lea
        assert lea.net is not None
        await two.host.press("enter")  # the partie starts: a bot would play for her once she quits
        await until(two.friend, lambda: isinstance(lea.screen, NetGameScreen))
        playing = lea.shared_quit_words()
        assert playing is not None and playing[1].startswith(
            tr("prompt.quit_join_hint", command="").split(".")[0]
        )
        lea.net.gone_quiet = True
        question, hint = lea.shared_quit_words() or ("", "")
        command = f"belote-tui join {lea.net.options.address}"
        assert question == tr("prompt.quit_join") and command in hint
        assert hint.startswith(tr("prompt.quit_join_lost_hint", command="").split(".")[0])
        assert tr("prompt.quit_join_hint", command="").split(".")[0] not in hint


@run_async
async def test_quitting_a_waiting_room_that_no_longer_answers_promises_no_free_seat(tmp_path: Path) -> None:
    """Léa's link to the waiting room dropped and is being tried again: her leaving would not reach
    the host, so her quit question does not say her seat will be free for another, but that the
    table no longer answers and how to come back."""
    async with host_and_friend(tmp_path) as two:
        lea = two.lea
        assert lea.net is not None
        assert lea.shared_quit_words() == (tr("prompt.quit_join"), tr("prompt.quit_join_room_hint"))
        lea.net.cut_off = True  # as the link sets it when the connection drops
        question, hint = lea.shared_quit_words() or ("", "")
        assert question == tr("prompt.quit_join") and hint != tr("prompt.quit_join_room_hint")
        assert hint.startswith(tr("prompt.quit_join_lost_hint", command="").split(".")[0])


@run_async
async def test_friends_may_say_hello_in_the_waiting_room(tmp_path: Path) -> None:
    """« ! » in the waiting room opens the table phrases, as at the table: Léa's « Bonjour ! » is
    heard by the host under her name, and by her as said by « Vous »; the Footer offers it."""
    async with host_and_friend(tmp_path) as two:
        host, host_app, friend, lea = two.host, two.host_app, two.friend, two.lea
        assert isinstance(lea.screen, LobbyScreen)
        await friend.pause()
        assert "! Dire" in " ".join(screen_text(lea)[-1].split())
        await friend.press("exclamation_mark")
        await until(friend, lambda: isinstance(lea.screen, PhraseScreen))
        await friend.press("4")
        await until(host, lambda: "Léa : « Bonjour ! »" in toasts(host_app))
        await until(friend, lambda: "Vous : « Bonjour ! »" in toasts(lea))
        assert isinstance(lea.screen, LobbyScreen) and isinstance(host_app.screen, LobbyScreen)


@run_async
async def test_the_rules_of_the_waiting_room_never_break_a_line_before_a_colon(tmp_path: Path) -> None:
    """The rules of the table run over two lines or more: wherever the line breaks, never before a
    « : » (« Sens du jeu » then « : horaire » on the next line), the blanks drawn as plain spaces."""
    app = hosting_app(tmp_path, rules=Rules(direction="clockwise", announces=True, shuffle_each_deal=True))
    async with app.run_test(size=SIZE) as pilot:
        await opened(pilot, app)
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.state is not None)
        room = app.screen
        assert isinstance(room, LobbyScreen)
        for width in range(30, 80):
            rows = text_of(room.body(), width).splitlines()
            assert not any(row.lstrip().startswith(":") for row in rows), (width, rows)
            assert not any(GLUE in row for row in rows)
            assert "Sens du jeu : horaire" in " ".join(" ".join(rows).split())
