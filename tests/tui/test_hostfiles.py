"""The shared tables' small files in the player's folder are read with care: a missing, garbled or
strange file only means no remembered table (the defaults), never a crash."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from belote.engine import Rules
from belote.net.saves import save_table
from belote.net.table import Table
from belote.tui.hostfiles import (
    JOINED_FILE,
    PLACE_FILE,
    TABLE_FILE,
    HostingPlace,
    last_joined,
    saved_partie_unfinished,
    saved_place,
)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "{",
        "[]",
        '{"name": "Paul"}',
        '{"name": "Paul", "listen": "0.0.0.0", "port": "x"}',
        '{"name": "Paul", "listen": "0.0.0.0", "port": 70000}',
    ],
)
def test_a_hosting_place_that_cannot_be_read_is_no_place(tmp_path: Path, text: str) -> None:
    (tmp_path / PLACE_FILE).write_text(text, encoding="utf-8")
    assert saved_place(tmp_path) is None


def test_a_hosting_place_is_read_back(tmp_path: Path) -> None:
    (tmp_path / PLACE_FILE).write_text(
        '{"name": "Paul", "listen": "127.0.0.1", "port": 17447}', encoding="utf-8"
    )
    assert saved_place(tmp_path) == HostingPlace("Paul", "127.0.0.1", 17447)
    assert saved_place(tmp_path / "nowhere") is None


@pytest.mark.parametrize(
    "text", ["", "null", '{"address": 3, "name": "Léa"}', '{"address": "", "name": "Léa"}', '{"name": "Léa"}']
)
def test_a_last_joined_table_that_cannot_be_read_is_none(tmp_path: Path, text: str) -> None:
    (tmp_path / JOINED_FILE).write_text(text, encoding="utf-8")
    assert last_joined(tmp_path) is None


def test_the_last_joined_table_is_read_back(tmp_path: Path) -> None:
    (tmp_path / JOINED_FILE).write_text('{"address": "192.168.1.20:7447", "name": "Léa"}', encoding="utf-8")
    assert last_joined(tmp_path) == ("192.168.1.20:7447", "Léa")


def test_a_saved_table_is_unfinished_until_its_partie_is_over_or_when_it_cannot_tell(tmp_path: Path) -> None:
    """Starting a new table over the saved one is asked first while its partie may still be played
    (or its file cannot be read, to be safe); not once it is over, when nothing would be lost."""
    table = Table(rules=Rules(target=1, manches=1), seed=3)
    table.sit_host("Hôte")
    save_table(tmp_path / TABLE_FILE, table)
    assert saved_partie_unfinished(tmp_path)  # the waiting room
    table.start()
    rng = random.Random(3)
    assert table.match is not None
    while table.phase != "over":
        if table.phase == "summary":
            table.next_deal()
        deal = table.match.deal
        table.act(deal.to_play or 0, str(rng.choice(deal.legal_actions())))
        if table.phase == "playing":
            save_table(tmp_path / TABLE_FILE, table)
            assert saved_partie_unfinished(tmp_path)
    save_table(tmp_path / TABLE_FILE, table)
    assert not saved_partie_unfinished(tmp_path)
    (tmp_path / TABLE_FILE).write_text("{not json")
    assert saved_partie_unfinished(tmp_path)


def test_a_folder_that_may_not_be_searched_holds_no_table_to_ask_about(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Looking for a hosted table in a folder this user may not search is refused: there is none the
    game could replace there (no question, and no crash before the host's own message)."""
    from belote.tui.hostfiles import table_file_here

    def refused(where: Path) -> bool:
        raise PermissionError(13, "Permission denied", str(where))

    monkeypatch.setattr(Path, "exists", refused)
    assert table_file_here(tmp_path) is False
