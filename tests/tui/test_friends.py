"""« Jouer avec des amis » on the start menu: hosting opens a waiting room with a table friends can
reach, joining reaches a host's table, a missing or malformed address is refused in a plain sentence
before anything is tried, and Escape goes back."""

from __future__ import annotations

import contextlib
import json
import socket
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from textual import events
from textual.pilot import Pilot
from textual.widgets import Checkbox, Input, OptionList, Static

from belote.net.client import TableClient
from belote.net.saves import TokenBook
from belote.tui.__main__ import net_options, parse_args
from belote.tui.addresses import address_problem, pasted_line, port_number
from belote.tui.app import BeloteApp
from belote.tui.friends import FriendsScreen, HostForm, JoinForm, TableForm
from belote.tui.hostfiles import TOKENS_FILE, saved_table
from belote.tui.i18n import tr
from belote.tui.lobby import LobbyScreen
from belote.tui.menu_list import MenuList
from belote.tui.menus import StartScreen
from belote.tui.netgame import NetGameScreen
from belote.tui.netlink import NetLink
from belote.tui.netoptions import NetOptions
from belote.tui.screens import PromptScreen

from .conftest import make_app, run_async, screen_text, toasts
from .test_shared_table import (
    SIZE,
    friend_app,
    hosted_table,
    hosting_app,
    opened,
    refused_room,
    stranger_app,
    until,
)


def menu_lines(app: BeloteApp) -> list[str]:
    """The start menu's lines, in order."""
    menu = app.screen.query_one("#menu", OptionList)
    return [str(menu.get_option_at_index(i).prompt) for i in range(menu.option_count)]


async def open_form(pilot: Pilot[None], choice: int) -> TableForm:
    """From the start menu (no saved partie): « Jouer avec des amis », then host (0) or join (1)."""
    await pilot.pause()
    await pilot.press("down", "enter")  # the line after « Nouvelle partie »
    await pilot.pause()
    assert isinstance(pilot.app.screen, FriendsScreen)
    await pilot.press(*(["down"] * choice), "enter")
    await pilot.pause()
    form = pilot.app.screen
    assert isinstance(form, HostForm if choice == 0 else JoinForm)
    return form


async def fill(pilot: Pilot[None], form: TableForm, field: str, text: str) -> None:
    """Type ``text`` in a field in place of what it holds, as a player would."""
    box = form.query_one(f"#{field}", Input)
    box.focus()
    await pilot.pause()
    box.value = ""
    if text:
        await pilot.press(*text)
    assert box.value == text


@contextlib.asynccontextmanager
async def join_form_beside_a_table(
    tmp_path: Path,
) -> AsyncIterator[tuple[Pilot[None], NetLink, BeloteApp, Pilot[None], TableForm]]:
    """A table Paul hosts, and Léa's app (a folder of her own) at the menu's join form: the host's
    pilot, the link, Léa's app, her pilot and the form."""
    host_app = hosting_app(tmp_path)
    async with host_app.run_test(size=SIZE) as host:
        link = await opened(host, host_app)
        lea = make_app(tmp_path / "lea")
        async with lea.run_test(size=SIZE) as pilot:
            yield host, link, lea, pilot, await open_form(pilot, 1)


def problem(form: TableForm) -> str:
    """The sentence under the form that says what to correct."""
    return str(form.query_one("#friends-problem", Static).content)


async def refused(pilot: Pilot[None], form: TableForm) -> str:
    """Enter on ``form``, which stays up with no table opened: the sentence that says what to correct."""
    await pilot.press("enter")
    await pilot.pause()
    app = pilot.app
    assert isinstance(app, BeloteApp) and app.screen is form and app.net is None
    return problem(form)


@pytest.mark.parametrize(("lang", "line"), [("fr", "Jouer avec des amis"), ("en", "Play with friends")])
@run_async
async def test_the_menu_offers_to_play_with_friends_after_a_new_partie(
    tmp_path: Path, lang: str, line: str
) -> None:
    """The line comes right after « Nouvelle partie », in the player's language."""
    app = make_app(tmp_path, lang=lang)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        lines = menu_lines(app)
        assert lines[lines.index(tr("start.new")) + 1] == line
        await pilot.press("down", "enter")
        await pilot.pause()
        assert isinstance(app.screen, FriendsScreen)
        text = "\n".join(screen_text(app))
        assert tr("friends.host") in text and tr("friends.join") in text


@run_async
async def test_escape_goes_back_from_a_form_to_the_choice_then_to_the_menu(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await open_form(pilot, 1)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, FriendsScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen) and app.net is None


@run_async
async def test_hosting_opens_the_waiting_room_of_a_table_friends_can_reach(tmp_path: Path) -> None:
    """Name and port typed (0: the system picks a free one): the waiting room, a table listening
    that seats a friend, the host seated under the name given."""
    app = make_app(tmp_path, lang="en")
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(pilot, 0)
        assert not form.query(Checkbox)  # no saved table to resume
        await fill(pilot, form, "friends-name", "Paul")
        await fill(pilot, form, "friends-port", "0")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen)
        link = await opened(pilot, app)
        assert link.options == net_options(parse_args(["host", "--name", "Paul", "--port", "0"]))
        assert link.table is not None
        client = await TableClient.join(f"127.0.0.1:{link.port}", link.table.code, "Léa")
        try:
            await until(pilot, lambda: link.table is not None and link.table.seats[2].connected)
            assert [seat.name for seat in link.table.seats if seat.taken] == ["Paul", "Léa"]
        finally:
            await client.close()
            await link.close()


@run_async
async def test_a_bad_port_is_refused_in_a_sentence(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(pilot, 0)
        await fill(pilot, form, "friends-port", "70000")
        assert await refused(pilot, form) == "Le port est un nombre entre 0 et 65535 (7447 par défaut)."


@run_async
async def test_the_saved_table_can_be_resumed_only_when_there_is_one(tmp_path: Path) -> None:
    """A table hosted, started and closed is saved: the host form then offers to resume it, the box
    ticked (Space unticks it, its « X » gone, not drawn in the ground's colour) with the name and
    port the table had, and the same table opens again,
    with its code, as ``host --resume`` opens it."""
    first = hosting_app(tmp_path)
    async with first.run_test(size=SIZE) as host:
        await hosted_table(host, first)
        assert first.net is not None and first.net.table is not None
        code, port = first.net.table.code, first.net.port
        await host.press("q", "o")
    app = make_app(tmp_path / "host", lang="en")
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(pilot, 0)
        box = form.query_one(Checkbox)
        assert str(box.label) == "Resume the saved table" and box.value
        assert (form.value("friends-name"), form.value("friends-port")) == ("Paul", str(port))
        await fill(pilot, form, "friends-port", "0")
        assert "X" in box.render().plain  # ticked: its « X » drawn
        await pilot.press("down", "space")
        assert not box.value
        assert "X" not in box.render().plain  # unticked: no « X » a colourless screen would show
        await pilot.press("space")
        assert box.value and "X" in box.render().plain
        await pilot.press("enter")
        await pilot.pause()
        link = await opened(pilot, app)
        assert link.options.resume and link.resumed
        assert link.table is not None and link.table.code == code
        await link.close()


@run_async
async def test_a_copy_that_does_not_hold_the_folder_is_not_offered_the_saved_table(tmp_path: Path) -> None:
    """Another copy plays in the folder (this one plays without saving): the saved table is that
    copy's to open again, so the host form offers no box to resume it, nor its name and port."""
    first = hosting_app(tmp_path)
    async with first.run_test(size=SIZE) as host:
        await hosted_table(host, first)
        await host.press("q", "o")
    assert saved_table(tmp_path / "host")
    app = make_app(tmp_path / "host", lang="en")
    async with app.run_test(size=SIZE) as pilot:
        app.storage.writable = False  # as when the other copy holds the folder
        form = await open_form(pilot, 0)
        assert not form.query(Checkbox)
        assert form.value("friends-port") == "7447"


@pytest.mark.parametrize(
    ("typed", "key"),
    [("", "friends.address_empty"), ("   ", "friends.address_empty"), ("a b:1", "friends.address_words")],
)
@run_async
async def test_joining_without_a_usable_address_says_so_and_stays(
    tmp_path: Path, typed: str, key: str
) -> None:
    app = make_app(tmp_path, lang="en")
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(pilot, 1)
        await fill(pilot, form, "friends-address", typed)
        assert await refused(pilot, form) == tr(key)
        assert problem(form)[:40] in "\n".join(screen_text(app))  # on screen (it may wrap further on)


def test_an_address_is_checked_before_anything_is_tried() -> None:
    for address in ("192.168.1.20:7447", "localhost", "[::1]:7447", "wss://belote.example.org", "ws://h:80"):
        assert address_problem(address) is None, address
    for address in ("[::1", ":7447", "wss://"):
        assert address_problem(address) == tr("friends.address_bad"), address
    for address in ("192.168.1.20:99999", "host:port", "host:0", "wss://h:70000"):
        assert address_problem(address) == tr("friends.address_port"), address
    assert [port_number(text) for text in ("7447", "0", "65536", "", "x")] == [7447, 0, None, None, None]


def test_an_address_of_several_words_is_told_to_be_one_word_not_blamed_on_its_port() -> None:
    """A pasted invitation with a word too many (« … join 127.0.0.1:18910 SHT9-72 extra ») was
    refused as a bad port, though the port was right: an address is one word, the sentence says,
    and the host's line goes as it is."""
    for address in ("two words", "belote-tui join 127.0.0.1:18910 SHT9-72 extra", "127.0.0.1:7447 x y"):
        assert address_problem(address) == tr("friends.address_words"), address
    assert "belote-tui join" in tr("friends.address_words")


def test_a_path_after_a_bare_address_is_refused_a_websocket_url_keeps_its_own() -> None:
    """« 127.0.0.1:18910/../../etc » was taken, and the quit question repeated it as the way back
    to the table: a bare address has no path; a ws:// or wss:// address (behind a web server) may."""
    for address in ("127.0.0.1:18910/../../etc", "host:7447/x", "host/table", "host:7447?a=1", "host#x"):
        assert address_problem(address) == tr("friends.address_bad"), address
    for address in ("host:7447/", "wss://belote.example.org/table", "ws://h:80/belote"):
        assert address_problem(address) is None, address


def test_an_ipv6_address_without_brackets_is_told_to_take_them_not_blamed_on_its_port() -> None:
    """« ::1:19201 » was refused as a bad port (the port was right): an IPv6 address goes in brackets,
    which the sentence says with an example; in brackets it is taken."""
    for address in ("::1:19201", "::1", "2001:db8::5", "fe80::1%eth0", "2001:db8:0:0:0:0:0:5"):
        assert address_problem(address) == tr("friends.address_ipv6"), address
    assert "[::1]:7447" in tr("friends.address_ipv6")
    for address in ("127.0.0.1:18555:1", "localhost:7447:1", "a.b:1:2"):  # a stray colon, not IPv6
        assert address_problem(address) == tr("friends.address_bad"), address
    for address in ("[::1]:19201", "[2001:db8::5]", "ws://[::1]:7447"):
        assert address_problem(address) is None, address


def test_an_address_the_system_cannot_look_up_is_refused_by_the_form() -> None:
    """An empty part (« 127.0.0..1 ») or one too long: refused in the form, before anything is tried
    (it was tried, and said unreachable in the room)."""
    for address in ("127.0.0..1:19201", "a..b:19201", "x" * 64 + ".fr:7447"):
        assert address_problem(address) == tr("friends.address_bad"), address
    assert address_problem("x" * 63 + ".fr:7447") is None  # 63 letters: a name's part may be that long


def test_a_web_page_address_is_not_a_table_and_the_sentence_says_which_schemes_are() -> None:
    for address in ("http://192.168.1.20:7447", "https://belote.example.org", "ftp://h"):
        assert address_problem(address) == tr("friends.address_scheme"), address
    assert "ws://" in tr("friends.address_scheme") and "http://" in tr("friends.address_scheme")


@run_async
async def test_joining_from_the_menu_reaches_the_hosts_table(tmp_path: Path) -> None:
    """Address, code and name typed: Léa sits at the table a host opened, under her name."""
    async with join_form_beside_a_table(tmp_path) as (host, link, lea, pilot, form):
        assert link.table is not None
        await fill(pilot, form, "friends-address", f"127.0.0.1:{link.port}")
        await fill(pilot, form, "friends-code", link.table.code)
        await fill(pilot, form, "friends-name", "Léa")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(lea.screen, LobbyScreen)
        await until(host, lambda: link.table is not None and link.table.seats[2].connected)
        assert link.table.seats[2].name == "Léa"
        assert lea.net is not None
        typed = ["join", f"127.0.0.1:{link.port}", link.table.code, "--name", "Léa"]
        assert lea.net.options == net_options(parse_args(typed))  # as on the command line


def test_the_whole_line_the_host_gives_yields_its_address_and_code() -> None:
    """« belote-tui join ADDRESS CODE », « join ADDRESS CODE », « ADDRESS CODE »: the address and the
    code; « belote-tui join ADDRESS » (back to one's seat): no code; anything else is no such line."""
    for line in (
        "belote-tui join 192.168.1.20:7447 ABCD",
        "join 192.168.1.20:7447 ABCD",
        "192.168.1.20:7447 ABCD",
    ):
        assert pasted_line(line) == ("192.168.1.20:7447", "ABCD"), line
    assert pasted_line("  belote-tui join wss://belote.example.org K7QX-93 ") == (
        "wss://belote.example.org",
        "K7QX-93",
    )
    assert pasted_line("belote-tui join 192.168.1.20:7447") == ("192.168.1.20:7447", "")
    for text in ("192.168.1.20:7447", "a b:1", "belote-tui join", "join a b c", "a b c"):
        assert pasted_line(text) is None, text


def test_the_hosts_line_pasted_as_one_word_on_the_command_line_joins_with_its_code(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """« belote-tui join '127.0.0.1:18623 2GV8-89' » (the line in quotes) joins at that address with
    that code, as the form does, rather than saying the port is wrong; the same code typed again is
    the same, another one is refused in a sentence naming both, in the words of the command line
    (there is no field there, nothing was pasted)."""
    for words in (["join", "127.0.0.1:18623 2GV8-89"], ["join", "127.0.0.1:18623 2GV8-89", "2gv889"]):
        args = parse_args(words)
        assert (args.address, args.code) == ("127.0.0.1:18623", "2GV8-89" if len(words) == 2 else "2gv889")
    with pytest.raises(SystemExit):
        parse_args(["join", "127.0.0.1:18623 2GV8-89", "ZZZZ-99"])
    said = " ".join(capsys.readouterr().err.split())
    assert (
        "l'adresse « 127.0.0.1:18623 2GV8-89 » se lit comme une adresse suivie du code 2GV8-89, mais un "
        "autre code est donné (ZZZZ-99) : donnez l'adresse seule, suivie du bon code." in said
    )
    assert "champ" not in said and "collée" not in said  # no form's words on the command line
    assert tr("friends.address_port") not in said


async def paste(pilot: Pilot[None], form: TableForm, field: str, text: str) -> None:
    """Paste ``text`` in an empty field, as a player would from the host's message."""
    box = form.query_one(f"#{field}", Input)
    box.focus()
    box.value = ""
    await pilot.pause()
    box.post_message(events.Paste(text))
    await pilot.pause()
    assert box.value == text


@pytest.mark.parametrize("prefix", ["belote-tui join ", "join ", ""])
@run_async
async def test_pasting_the_hosts_whole_line_in_the_address_joins_with_its_code(
    tmp_path: Path, prefix: str
) -> None:
    """The line the host gives, pasted whole in the address field, the code field left empty: Léa
    sits at the table with the line's address and code, as with that command line."""
    async with join_form_beside_a_table(tmp_path) as (host, link, lea, pilot, form):
        assert link.table is not None
        await paste(pilot, form, "friends-address", f"{prefix}127.0.0.1:{link.port} {link.table.code}")
        await fill(pilot, form, "friends-name", "Léa")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(lea.screen, LobbyScreen), problem(form)
        await until(host, lambda: link.table is not None and link.table.seats[2].connected)
        assert lea.net is not None
        typed = ["join", f"127.0.0.1:{link.port}", link.table.code, "--name", "Léa"]
        assert lea.net.options == net_options(parse_args(typed))
        await lea.net.close()
        await link.close()


@pytest.mark.parametrize(("code", "joins"), [("ABCD", True), ("abcd", True), ("WXYZ", False)])
@run_async
async def test_a_pasted_line_and_a_different_code_typed_are_refused_in_a_sentence(
    tmp_path: Path, code: str, joins: bool
) -> None:
    """The code field already holds a code: the same one as the pasted line's (case apart) is kept;
    another one is refused in a plain sentence, and nothing is tried."""
    app = make_app(tmp_path, lang="en")
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(pilot, 1)
        await paste(pilot, form, "friends-address", "belote-tui join 192.168.1.20:7447 ABCD")
        await fill(pilot, form, "friends-code", code)
        options = form.options()
        if joins:
            assert not isinstance(options, str) and (options.address, options.code) == (
                "192.168.1.20:7447",
                code,
            )
            return
        assert await refused(pilot, form) == tr("friends.code_differs", pasted="ABCD", typed="WXYZ")
        assert "ABCD" in problem(form) and "WXYZ" in problem(form)


def unused_port() -> int:
    """A port on 127.0.0.1 where nobody listens (taken from the system, then let go)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@run_async
async def test_a_table_joined_from_the_menu_that_cannot_be_reached_goes_back_to_the_menu(
    tmp_path: Path,
) -> None:
    """Nobody answers at the address typed in the menu: the room says why and offers « Échap Retour
    au menu », which leaves the link and shows the menu again, where another try can be made."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(pilot, 1)
        await fill(pilot, form, "friends-address", f"127.0.0.1:{unused_port()}")
        await pilot.press("enter")
        await pilot.pause()
        room = app.screen
        assert isinstance(room, LobbyScreen)
        await until(pilot, lambda: bool(room.problem))
        assert room.check_action("back", ()) is True
        assert tr("key.back_to_menu") in "".join(screen_text(app))
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, StartScreen))
        assert app.net is None
        assert menu_lines(app)[1] == tr("start.friends")


@run_async
async def test_a_seat_kept_from_an_earlier_table_does_not_stop_escape_going_back_to_the_menu(
    tmp_path: Path,
) -> None:
    """Léa sat at that address once (her seat's token is kept), but nobody answers there now: the
    room still offers « Échap » back to the menu, and quitting promises no seat that waits."""
    address = f"127.0.0.1:{unused_port()}"
    TokenBook(tmp_path / TOKENS_FILE).put(address, "a-seat-from-last-week")
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(pilot, 1)
        await fill(pilot, form, "friends-address", address)
        await pilot.press("enter")
        await pilot.pause()
        room = app.screen
        assert isinstance(room, LobbyScreen)
        await until(pilot, lambda: bool(room.problem))
        assert app.shared_quit_words() == (tr("prompt.quit_seatless"), tr("prompt.quit_seatless_hint"))
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, StartScreen))
        assert app.net is None


@run_async
async def test_a_code_refused_on_the_command_line_leads_to_the_menu_to_type_it_again(tmp_path: Path) -> None:
    """« belote-tui join ADDRESS WRONG-CODE --name Zoé »: the room says the code is wrong and offers
    « Échap », which shows the start menu (none lay under the room), where the join form holds the
    address, the code and the name refused, to correct the code."""
    host_app = hosting_app(tmp_path)
    async with host_app.run_test(size=SIZE) as host:
        link = await opened(host, host_app)
        app = stranger_app(link, tmp_path / "zoe")
        async with app.run_test(size=SIZE) as pilot:
            room = await refused_room(pilot, app)
            assert room.check_action("back", ()) is True
            await pilot.press("escape")
            await until(pilot, lambda: isinstance(app.screen, StartScreen))
            assert app.net is None
            form = await open_form(pilot, 1)
            assert isinstance(form, JoinForm)
            # the refused join's address, code and name are there to correct, not « root »
            typed = {key: form.value(f"friends-{key}") for key in ("address", "code", "name")}
            assert typed == {"address": f"127.0.0.1:{link.port}", "code": "AAAA-00", "name": "Zoé"}


@run_async
async def test_the_join_form_fills_in_a_name_given_with_terminal_escapes_as_the_table_shows_it(
    tmp_path: Path,
) -> None:
    """A name given on the command line with a terminal's escape codes (colour, bell) comes back in
    the form after a refused join as the table would show it: the codes never reach the terminal."""
    app = make_app(tmp_path)
    app.refused_table = NetOptions(mode="join", address="127.0.0.1:7447", code="", name="Zo\x1b[31mé\x07")
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(pilot, 1)
        assert isinstance(form, JoinForm)
        assert form.value("friends-name") == "Zoé"


@run_async
async def test_the_join_form_offers_the_table_last_joined_with_the_name_used_there(tmp_path: Path) -> None:
    """Léa joined Paul's table once: the next time she opens the join form, its address and her
    name are filled in (no code: her seat takes her back without one), and the form goes there."""
    host_app = hosting_app(tmp_path)
    async with host_app.run_test(size=SIZE) as host:
        link = await opened(host, host_app)
        lea = friend_app(link, tmp_path)
        async with lea.run_test(size=SIZE):
            await until(host, lambda: link.table is not None and link.table.seats[2].connected)
        address = f"127.0.0.1:{link.port}"
        again = make_app(tmp_path / "friend", lang="en")
        async with again.run_test(size=SIZE) as pilot:
            form = await open_form(pilot, 1)
            assert (form.value("friends-address"), form.value("friends-code")) == (address, "")
            assert form.value("friends-name") == "Léa"
            empty = form.query_one("#friends-code", Input)  # its grey example says it is one
            assert empty.placeholder == "e.g. K7QX-93"
            options = form.options()
            assert isinstance(options, NetOptions) and (options.address, options.name) == (address, "Léa")


@run_async
async def test_quitting_a_table_opened_from_the_menu_goes_back_to_the_menu(tmp_path: Path) -> None:
    """A table hosted from the menu and started: « q » asks to close it and go back to the menu, the
    way back to it named there first; « o » closes it (saved, as on quitting) and shows the start
    menu again, the program still running, offering another table."""
    app = make_app(tmp_path, lang="en")
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(pilot, 0)
        await fill(pilot, form, "friends-port", "0")
        await pilot.press("enter")
        await opened(pilot, app)
        await pilot.press("enter")  # start with the bots
        await until(pilot, lambda: isinstance(app.screen, NetGameScreen))
        await pilot.press("q")
        asked = app.screen
        assert isinstance(asked, PromptScreen)  # it says where it leads, and the menu's way back
        assert asked.question == "Close the table and go back to the menu?"
        assert "“Play with friends” on the menu, or belote-tui host --resume" in asked.hint
        await pilot.press("y")
        await until(pilot, lambda: isinstance(app.screen, StartScreen))
        assert app.is_running and app.net is None
        assert saved_table(tmp_path)  # the started table is kept to resume
        assert "Play with friends" in "".join(screen_text(app))  # and another table may be opened


def test_host_resume_without_a_name_keeps_the_name_the_table_was_served_under(tmp_path: Path) -> None:
    """``host --resume`` with no ``--name`` reopens the table as the host was called there (as the
    friends' form offers it), not under the system's user name; ``--name`` still decides."""
    import getpass
    import json

    from belote.tui.hostfiles import PLACE_FILE

    (tmp_path / PLACE_FILE).write_text(json.dumps({"name": "Alice", "listen": "127.0.0.1", "port": 7447}))
    home = ["--home", str(tmp_path)]
    resumed = net_options(parse_args(["host", "--resume", *home]))
    assert resumed is not None and resumed.name == "Alice"
    named = net_options(parse_args(["host", "--resume", "--name", "Bob", *home]))
    assert named is not None and named.name == "Bob"
    fresh = net_options(parse_args(["host", *home]))  # a new table: the system's user name
    assert fresh is not None and fresh.name == getpass.getuser()


def test_join_without_a_name_at_the_table_last_joined_keeps_the_name_we_had_there(tmp_path: Path) -> None:
    """``join`` with no ``--name`` back at the table last joined comes back as we were called there
    (no « back under the name the table knows » for a name we never gave); elsewhere the system's
    user name; ``--name`` still decides."""
    import getpass
    import json

    from belote.tui.hostfiles import JOINED_FILE

    (tmp_path / JOINED_FILE).write_text(json.dumps({"address": "10.0.0.5:7447", "name": "Zoé"}))
    home = ["--home", str(tmp_path)]
    back = net_options(parse_args(["join", "10.0.0.5:7447", *home]))
    assert back is not None and back.name == "Zoé"
    named = net_options(parse_args(["join", "10.0.0.5:7447", "--name", "Bob", *home]))
    assert named is not None and named.name == "Bob"
    other = net_options(parse_args(["join", "10.0.0.9:7447", "ABCD-12", *home]))
    assert other is not None and other.name == getpass.getuser()


async def typed_at_once(pilot: Pilot[None], *keys: str) -> None:
    """Send ``keys`` as a fast typist or a paste does: all read before any is handled."""
    driver = pilot.app._driver
    assert driver is not None
    for key in keys:
        event = events.Key(key, key if len(key) == 1 else None)
        event.set_sender(pilot.app)
        driver.send_message(event)
    await pilot.pause()
    await pilot.pause()


async def at_the_friends_choice(pilot: Pilot[None], app: BeloteApp) -> None:
    """From the start menu to « Jouer avec des amis »: host or join."""
    await pilot.pause()
    await pilot.press("down", "enter")
    await pilot.pause()
    assert isinstance(app.screen, FriendsScreen)


@run_async
async def test_keys_typed_fast_on_the_friends_choice_are_handled_in_their_order(tmp_path: Path) -> None:
    """« ↓ ⏎ » typed in one go on « Jouer avec des amis » opens « Rejoindre une table », the line the
    ↓ moved to, not « Héberger », the line under the cursor when the keys were read."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await at_the_friends_choice(pilot, app)
        await typed_at_once(pilot, "down", "enter")
        assert isinstance(app.screen, JoinForm)


@run_async
async def test_an_address_typed_fast_then_enter_is_read_whole(tmp_path: Path) -> None:
    """The form reads its fields once the keys typed before Enter are in them: an address pasted or
    typed fast with Enter after it is taken whole."""
    app = make_app(tmp_path)
    chosen: list[NetOptions | None] = []
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(JoinForm(), chosen.append)
        await pilot.pause()
        form = app.screen
        assert isinstance(form, JoinForm)
        form.query_one("#friends-address", Input).focus()
        await pilot.pause()
        await typed_at_once(pilot, *"127.0.0.1:7447", "enter")
        await until(pilot, lambda: bool(chosen))
        assert chosen[0] is not None and chosen[0].address == "127.0.0.1:7447"


@run_async
async def test_two_enters_at_once_on_hosting_open_one_form(tmp_path: Path) -> None:
    """Two Enters in one burst on « Héberger » (the menu gets both before the form opens): one form."""
    app = make_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("down", "enter")
        await pilot.pause()
        assert isinstance(app.screen, FriendsScreen)
        menu = app.screen.query_one(MenuList)
        menu.action_select()
        menu.action_select()  # the second Enter, queued behind the first
        await pilot.pause()
        assert isinstance(app.screen, HostForm)
        assert sum(isinstance(screen, TableForm) for screen in app.screen_stack) == 1


def test_host_resume_keeps_the_away_delay_the_table_was_opened_with(tmp_path: Path) -> None:
    """A table opened with ``--away 20`` and resumed without ``--away`` waits 20 s for a player
    away, as before (it went back to 60); ``--away`` given again decides; a new table waits 60 s."""
    from belote.engine import Rules
    from belote.net.saves import save_table
    from belote.net.table import Table
    from belote.tui.hostfiles import TABLE_FILE, TOKENS_FILE, TokenBook
    from belote.tui.netlink import NetLink

    table = Table(rules=Rules(), seed=3, away_timeout=20.0)
    _, token = table.sit_host("Alice")
    save_table(tmp_path / TABLE_FILE, table)
    TokenBook(tmp_path / TOKENS_FILE).put("host", token)
    home = ["--home", str(tmp_path)]

    def hosted(*words: str) -> Table:
        options = net_options(parse_args(["host", *words, *home]))
        assert options is not None
        return NetLink(options, tmp_path, Rules(), {}, (0.0, 0.0)).hosted_table()[0]

    assert hosted("--resume").away_timeout == 20.0
    assert hosted("--resume", "--away", "5").away_timeout == 5.0
    assert hosted().away_timeout == 60.0
    assert hosted("--away", "90").away_timeout == 90.0


@run_async
async def test_a_field_moved_to_and_typed_in_at_once_keeps_every_key_in_its_order(tmp_path: Path) -> None:
    """« ↓ ⌫ QRST-56 » typed in one go from the address: the code field reads « QRST-56 » (the
    backspace, handled late, took the last character typed after it)."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(JoinForm())
        await pilot.pause()
        form = app.screen
        assert isinstance(form, JoinForm)
        form.query_one("#friends-address", Input).focus()
        await pilot.pause()
        await typed_at_once(pilot, "down", "backspace", *"QRST-56")
        await pilot.pause()
        assert form.value("friends-code") == "QRST-56"
        assert form.value("friends-address") == ""
        await typed_at_once(pilot, "up", *"1.2.3.4:7447", "backspace", "8")
        await pilot.pause()
        assert form.value("friends-address") == "1.2.3.4:7448"


@run_async
async def test_keys_typed_on_the_heels_of_the_enter_that_opens_a_form_go_to_its_fields(
    tmp_path: Path,
) -> None:
    """« ↓ ⏎ ↓ ⌫ QRST-56 » typed in one go on the friends' choice opens « Rejoindre une table » with
    « QRST-56 » in the code field (the keys after Enter were read by the choice and lost); a second
    Enter on the heels of the first opens the host's form without sending it."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await at_the_friends_choice(pilot, app)
        await typed_at_once(pilot, "down", "enter", "down", "backspace", *"QRST-56")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, JoinForm)
        assert (form.value("friends-address"), form.value("friends-code")) == ("", "QRST-56")
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, FriendsScreen)
        await typed_at_once(pilot, "up", "enter", "enter")
        await pilot.pause()
        assert isinstance(app.screen, HostForm) and app.net is None  # open, not sent


@run_async
async def test_a_long_name_typed_in_the_form_sits_cut_at_a_words_end(tmp_path: Path) -> None:
    """« Marie-Christine de la Tour du Pin » typed whole in the host form (the field does not stop at
    the table's twentieth letter, inside « la »): the host sits as « Marie-Christine de », as the
    command line would have it."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(pilot, 0)
        await fill(pilot, form, "friends-name", "Marie-Christine de la Tour du Pin")
        await fill(pilot, form, "friends-port", "0")
        await pilot.press("enter")
        link = await opened(pilot, app)
        assert link.table is not None and link.table.seats[0].name == "Marie-Christine de"
        await link.close()


@run_async
async def test_a_new_table_refused_its_port_is_offered_again_as_a_new_table_not_as_the_saved_one(
    tmp_path: Path,
) -> None:
    """A table is saved here, and the player opens a new one (not resuming) on a port already taken:
    back at the menu, the host form has the port typed and the box to resume the saved table
    unticked, as tried; Enter would otherwise reopen the saved table on the port just refused."""
    (tmp_path / "table.json").write_text("{}")
    (tmp_path / "tokens.json").write_text(json.dumps({"host": "abc"}))
    with socket.socket() as taken:
        taken.bind(("0.0.0.0", 0))
        taken.listen()
        port = taken.getsockname()[1]
        app = make_app(tmp_path, net=NetOptions(mode="host", name="Hugo", port=port))
        async with app.run_test(size=SIZE) as pilot:
            room = app.screen
            assert isinstance(room, LobbyScreen)
            await until(pilot, lambda: bool(room.problem))
            await pilot.press("escape")
            await until(pilot, lambda: isinstance(app.screen, StartScreen))
            form = await open_form(pilot, 0)
            assert (form.value("friends-name"), form.value("friends-port")) == ("Hugo", str(port))
            assert not form.query_one(Checkbox).value


@run_async
async def test_a_table_that_cannot_be_opened_on_the_port_typed_offers_that_port_again(tmp_path: Path) -> None:
    """The port typed in the host form is taken on this machine: the room says so, in a sentence;
    back at the menu, the host form comes filled with the name and port typed, to change the port
    rather than type everything again (not the usual port, which would open a table nobody expects)."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        with socket.socket() as taken:
            taken.bind(("0.0.0.0", 0))
            taken.listen()
            port = taken.getsockname()[1]
            form = await open_form(pilot, 0)
            await fill(pilot, form, "friends-name", "Paulo")
            await fill(pilot, form, "friends-port", str(port))
            await pilot.press("enter")
            await pilot.pause()
            room = app.screen
            assert isinstance(room, LobbyScreen)
            await until(pilot, lambda: bool(room.problem))
            assert room.problem == tr("net.cannot_host", detail=tr("net.why.in_use"))
            await pilot.press("escape")
            await until(pilot, lambda: isinstance(app.screen, StartScreen))
            form = await open_form(pilot, 0)
            assert form.value("friends-name") == "Paulo" and form.value("friends-port") == str(port)


@pytest.mark.parametrize(
    ("choice", "name", "said"),
    [
        (0, "  VOUS ", "net.refused.seat_word"),
        (1, "  VOUS ", "net.refused.seat_word"),
        (0, "", "friends.name_empty"),
        (1, "   ", "friends.name_empty"),
    ],
)
@run_async
async def test_a_name_the_table_could_not_show_is_refused_by_the_forms_before_anything_is_tried(
    tmp_path: Path, choice: int, name: str, said: str
) -> None:
    """« Vous » as one's name at a shared table would read, on the others' screens, as each of them
    (« Vous 2 prend à ♦ »): the host's form and the join form say so and stay, nothing is opened. A
    name field emptied (or left with blanks) is asked for the same way: it used to sit the player
    silently under the system's user name."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await open_form(pilot, choice)
        if choice == 1:
            await fill(pilot, form, "friends-address", "127.0.0.1:7447")
        await fill(pilot, form, "friends-name", name)
        assert await refused(pilot, form) == tr(said)


@run_async
async def test_a_new_table_left_in_its_waiting_room_leaves_the_saved_one_and_says_so(tmp_path: Path) -> None:
    """With a table saved here, the host opens a new one instead (the box unticked) and closes it
    before it starts: the question says the saved table stays as it was and how to open it (« rien
    n'est enregistré » read as if it were lost), and back at the menu the notice that it would be
    replaced is gone, since nothing replaced it."""
    first = hosting_app(tmp_path)
    async with first.run_test(size=SIZE) as host:
        await hosted_table(host, first)
        await host.press("q", "o")
    app = make_app(tmp_path / "host")
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        form = await open_form(pilot, 0)
        await fill(pilot, form, "friends-port", "0")
        await pilot.press("down", "space")
        assert not form.query_one(Checkbox).value
        await pilot.press("enter")
        await opened(pilot, app)
        replaced = "La table sauvegardée ici sera remplacée"
        await until(pilot, lambda: any(notice.startswith(replaced) for notice in toasts(app)))
        await pilot.press("q")
        await pilot.pause()
        asked = app.screen
        assert isinstance(asked, PromptScreen)
        assert " ".join(asked.hint.split()) == (
            "La partie n'a pas commencé : cette table n'est pas enregistrée, et la table sauvegardée ici "
            "reste telle quelle. Pour la rouvrir : « Jouer avec des amis » dans le menu, ou belote-tui "
            f"host --resume --home {tmp_path / 'host'}."
        )
        await pilot.press("o")
        await until(pilot, lambda: isinstance(app.screen, StartScreen))
        await pilot.pause()
        assert not any(notice.startswith(replaced) for notice in toasts(app))
        assert saved_table(tmp_path / "host")
