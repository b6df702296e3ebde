"""A shared table's files when the player's folder misbehaves: it refuses every write, or it is
moved away under a table being played. The quit questions promise only the way back that is kept,
and a folder made anew gets the keys to the seats back."""

from __future__ import annotations

import errno
import json
import random
from pathlib import Path

import pytest

from belote.tui.hostfiles import PLACE_FILE, TOKENS_FILE, saved_table
from belote.tui.i18n import tr
from belote.tui.storage import Storage, StorageError

from .conftest import run_async, toasts
from .test_shared_table import SIZE, act, friend_app, host_and_friend, hosting_app, opened, until


def refused(storage: Storage, path: Path, data: object) -> None:
    """A write the folder refuses, as a read-only one does."""
    raise StorageError(storage.root, PermissionError(errno.EACCES, "Permission denied"))


@run_async
async def test_in_a_folder_that_refuses_writes_quitting_promises_no_way_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every write is refused (a read-only folder): the host's quit question no longer says « La
    table sera enregistrée », nor Léa's that « belote-tui join » takes her back to her seat."""
    monkeypatch.setattr(Storage, "write_json", refused)
    async with host_and_friend(tmp_path) as two:
        host, host_app, link, friend, lea = two.host, two.host_app, two.link, two.friend, two.lea
        await until(friend, lambda: lea.net is not None and lea.net.seated)
        assert lea.shared_quit_words() == (tr("prompt.quit_join"), tr("prompt.quit_join_failed_hint"))
        await host.press("enter")
        await until(host, lambda: link.table is not None and link.table.phase != "lobby")
        said = (tr("prompt.quit_host"), tr("prompt.quit_host_failed_hint"))
        await until(host, lambda: host_app.shared_quit_words() == said)
        assert host_app.keeper.problem  # the status line says it too


@run_async
async def test_a_folder_moved_under_a_shared_table_is_made_anew_with_the_keys_to_the_seats(
    tmp_path: Path,
) -> None:
    """Both folders are moved away mid-partie: the host's next save makes its folder anew with the
    table, its key and its door (``host --resume`` opens it again), and Léa, quitting, finds her
    seat's key written back (« belote-tui join » takes her back), not « you sit at no table »."""
    host_app = hosting_app(tmp_path)
    host_home, lea_home = tmp_path / "host", tmp_path / "friend"
    async with host_app.run_test(size=SIZE) as host:
        link = await opened(host, host_app)
        lea = friend_app(link, tmp_path)
        async with lea.run_test(size=SIZE) as friend:
            await until(friend, lambda: lea.net is not None and lea.net.seated)
            await host.press("enter")
            await until(host, lambda: saved_table(host_home))
            host_home.rename(tmp_path / "host-moved")
            lea_home.rename(tmp_path / "friend-moved")
            question, hint = host_app.shared_quit_words() or ("", "")  # at once: no move in between
            assert question == tr("prompt.quit_host") and "belote-tui host --resume" in hint
            assert saved_table(host_home) and (host_home / PLACE_FILE).exists()
            moved = tr("notify.folder_moved", folder=host_app.keeper.folder)
            assert moved not in toasts(host_app)  # it would cover the question: said once it closes
            assert [notice for notice, _, _ in host_app.held_notices] == [moved]
            host_home.rename(tmp_path / "host-moved-again")  # and as the table goes on
            rng = random.Random(4)
            for _ in range(400):  # the table goes on, and is saved again
                if saved_table(host_home) and (host_home / PLACE_FILE).exists():
                    break
                await act(host, host_app, rng)
                await act(friend, lea, rng)
            assert saved_table(host_home) and (host_home / PLACE_FILE).exists()
            assert lea.net is not None
            address = lea.net.options.address
            question, hint = lea.shared_quit_words() or ("", "")
            assert question == tr("prompt.quit_join") and f"belote-tui join {address}" in hint
            assert address in json.loads((lea_home / TOKENS_FILE).read_text(encoding="utf-8"))


@run_async
async def test_a_folder_that_refuses_writes_mid_partie_is_said_to_keep_an_earlier_save(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The table was saved, then the folder refused the writes (made read-only mid-partie): the
    quit question says that ``host --resume`` would open it at its last save, earlier than now
    (the cards played since would be played again), not that it is saved nor that it is lost."""
    async with host_and_friend(tmp_path) as two:
        host, host_app, friend, lea = two.host, two.host_app, two.friend, two.lea
        await until(friend, lambda: lea.net is not None and lea.net.seated)
        await host.press("enter")
        await until(host, lambda: saved_table(tmp_path / "host"))
        monkeypatch.setattr(Storage, "write_json", refused)
        question, hint = host_app.shared_quit_words() or ("", "")
        assert question == tr("prompt.quit_host")
        assert hint == tr("prompt.quit_host_stale_hint", command=host_app.resume_command())
