"""The shared tables' small files in the player's folder are read with care: a missing, garbled or
strange file only means no remembered table (the defaults), never a crash."""

from __future__ import annotations

from pathlib import Path

import pytest

from belote.tui.hostfiles import JOINED_FILE, PLACE_FILE, HostingPlace, last_joined, saved_place


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
