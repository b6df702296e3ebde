"""``host --resume`` over a saved table it cannot open: an unreadable file is renamed aside, never
deleted nor overwritten, and the host is told in our words (never the reader's English); a file
whose key to the host's seat is lost is kept until the host confirms replacing it."""

from __future__ import annotations

from pathlib import Path

import pytest

from belote.engine import Rules
from belote.net.saves import TokenBook, save_table
from belote.net.table import Table
from belote.tui.hostfiles import TABLE_FILE, TOKENS_FILE
from belote.tui.i18n import tr
from belote.tui.netlink import NetLink
from belote.tui.netmessages import LinkNotice
from belote.tui.netoptions import NetOptions


def resumed(home: Path, may_set_aside: bool = True) -> tuple[NetLink, Table, list[str]]:
    """A host link asked to resume in ``home``: the table it opens and what it told."""
    options = NetOptions(mode="host", name="Paul", listen="127.0.0.1", port=0, resume=True)
    link = NetLink(options, home, Rules(), {}, (0.0, 0.0))
    link.may_set_aside = may_set_aside
    table, _ = link.hosted_table()
    return link, table, [m.sentence for m in link.pending if isinstance(m, LinkNotice)]


def saved_with_key(home: Path) -> Table:
    table = Table(rules=Rules(), seed=3)
    _, token = table.sit_host("Paul")
    save_table(home / TABLE_FILE, table)
    TokenBook(home / TOKENS_FILE).put("host", token)
    return table


@pytest.mark.parametrize(
    "damage",
    [
        lambda path: path.write_bytes(b"\xf5\x00garbage"),
        lambda path: path.write_text("{}", encoding="utf-8"),
        lambda path: path.write_text('{"version": 99}', encoding="utf-8"),
        lambda path: (path.unlink(), path.mkdir()),
    ],
    ids=["bytes", "empty object", "another version", "a folder"],
)
def test_an_unreadable_saved_table_is_set_aside_and_a_new_one_opens(tmp_path: Path, damage: object) -> None:
    saved_with_key(tmp_path)
    path = tmp_path / TABLE_FILE
    before = path.read_bytes() if path.is_file() else None
    damage(path)  # type: ignore[operator]
    damaged = path.read_bytes() if path.is_file() else None
    link, table, told = resumed(tmp_path)
    aside = tmp_path / "table.corrupt-1.json"
    assert not link.resumed and table.phase == "lobby"  # a new table
    assert told == [tr("net.bad_table_aside", name=aside.name)]
    assert "cannot" not in told[0] and "codec" not in told[0]
    assert aside.exists() and not path.exists()
    if damaged is not None:
        assert aside.read_bytes() == damaged != before  # kept as it was, never deleted


def test_a_table_another_copy_holds_is_left_where_it_is(tmp_path: Path) -> None:
    """Another copy of the game holds the folder: nothing there is renamed."""
    saved_with_key(tmp_path)
    (tmp_path / TABLE_FILE).write_text("{}", encoding="utf-8")
    _, _, told = resumed(tmp_path, may_set_aside=False)
    assert told == [tr("net.bad_table_left")]
    assert (tmp_path / TABLE_FILE).read_text(encoding="utf-8") == "{}"


def test_a_saved_table_is_not_opened_again_by_a_copy_that_does_not_hold_the_folder(tmp_path: Path) -> None:
    """A second copy playing without saving opened the first copy's saved table on another port:
    a friend sat at both and the two went their own ways. It opens a new table and says where the
    saved one is played; the saved one is left as it was."""
    saved = saved_with_key(tmp_path)
    kept = (tmp_path / TABLE_FILE).read_bytes()
    link, table, told = resumed(tmp_path, may_set_aside=False)
    assert told == [tr("net.table_elsewhere")]
    assert not link.resumed and table.phase == "lobby" and table.code != saved.code
    assert (tmp_path / TABLE_FILE).read_bytes() == kept
    link, table, told = resumed(tmp_path)  # the copy that holds the folder opens it again
    assert link.resumed and table.code == saved.code and told == []


def test_a_saved_table_whose_key_is_lost_is_said_so_not_called_absent(tmp_path: Path) -> None:
    """tokens.json damaged: « Aucune table sauvegardée ici » was said, then the new table overwrote
    the saved partie without a question; now the loss is said, and the file kept as it was."""
    saved_with_key(tmp_path)
    kept = (tmp_path / TABLE_FILE).read_bytes()
    (tmp_path / TOKENS_FILE).write_text('{"host": 5}', encoding="utf-8")
    link, _, told = resumed(tmp_path)
    assert told == [tr("net.table_key_lost")] and not link.resumed
    assert (tmp_path / TABLE_FILE).read_bytes() == kept


def test_an_unreadable_keys_file_of_the_host_is_set_aside_not_overwritten(tmp_path: Path) -> None:
    """tokens.json is garbage: it is renamed aside as it was (the new table's key would otherwise
    overwrite it), the host is told so, and that the table saved here lost its key."""
    saved_with_key(tmp_path)
    kept = (tmp_path / TABLE_FILE).read_bytes()
    (tmp_path / TOKENS_FILE).write_bytes(b"\xff\xfe garbage")
    link, _, told = resumed(tmp_path)
    assert told == [tr("net.bad_tokens_aside", name="tokens.corrupt-1.json"), tr("net.table_key_lost")]
    assert (tmp_path / "tokens.corrupt-1.json").read_bytes() == b"\xff\xfe garbage"
    assert not (tmp_path / TOKENS_FILE).exists() and not link.resumed
    assert (tmp_path / TABLE_FILE).read_bytes() == kept
