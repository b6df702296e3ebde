"""The home folder's files, below the app: atomic writes, bounded reads, setting aside, options checked
field by field, and the folder lock."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote.engine import Match, Rules, Take
from belote.tui import files, i18n
from belote.tui.files import Unreadable
from belote.tui.i18n import tr
from belote.tui.keeper import Keeper, option_names
from belote.tui.lock import FolderLock, Hold
from belote.tui.storage import OPTIONS_LIMIT, SAVE_LIMIT, Settings, Storage, StorageError


def test_a_write_replaces_the_file_whole_and_leaves_nothing_else(tmp_path: Path) -> None:
    """The new text is there in full, under the real name only (no temporary file stays)."""
    target = tmp_path / "save.json"
    target.write_text("old")
    files.write_atomic(target, "new text")
    assert target.read_text() == "new text"
    assert os.listdir(tmp_path) == ["save.json"]


def test_a_full_disk_keeps_the_old_file_and_removes_the_temporary_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ENOSPC once the data is written (when the disk must find room for it): the old save is intact,
    the half-written temporary file is gone, and the error names the folder."""
    storage = Storage(tmp_path)
    storage.save_match(Match(seed=1))
    before = storage.save_path.read_bytes()

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(StorageError) as caught:
        storage.save_match(Match(seed=2))
    assert caught.value.folder == tmp_path and caught.value.error.errno == errno.ENOSPC
    assert storage.save_path.read_bytes() == before
    assert sorted(os.listdir(tmp_path)) == ["save.json"]


def test_two_writers_use_distinct_temporary_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each write has its own temporary name, so a second copy never renames the first one's file."""
    names: list[str] = []
    real_replace = os.replace

    def spy(source: Any, target: Any) -> None:
        names.append(os.path.basename(source))
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", spy)
    for seed in range(3):
        Storage(tmp_path).save_match(Match(seed=seed))
    assert len(set(names)) == 3 and "save.tmp" not in names


def test_a_file_over_the_limit_is_refused_before_it_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Past the size limit the file is not even parsed: a huge save cannot freeze the start."""
    path = tmp_path / "save.json"
    path.write_text(" " * (SAVE_LIMIT + 1))

    def never(*_: object, **__: object) -> object:
        raise AssertionError("a file over the limit must not be parsed")

    monkeypatch.setattr(json, "loads", never)
    with pytest.raises(Unreadable) as caught:
        files.read_json(path, SAVE_LIMIT)
    assert caught.value.why == "too_big"


@pytest.mark.parametrize(
    ("content", "why"),
    [
        (b"[" * 1000, "nesting"),
        (b"[" * 30_000 + b"]" * 30_000, "nesting"),
        (b'{"lang": "fr\xff"}', "encoding"),
        (b'{"lang": ', "json"),
    ],
    ids=["unclosed-nesting", "deep-nesting", "invalid-utf8", "invalid-json"],
)
def test_every_unreadable_file_is_one_kind_of_fault(tmp_path: Path, content: bytes, why: str) -> None:
    """Deep nesting, bad UTF-8 and bad JSON all become ``Unreadable`` naming the fault, never a crash."""
    path = tmp_path / "options.json"
    path.write_bytes(content)
    with pytest.raises(Unreadable) as caught:
        files.read_json(path, OPTIONS_LIMIT)
    assert caught.value.why == why


def test_a_file_saved_with_a_byte_order_mark_is_read_as_it_is(tmp_path: Path) -> None:
    """A save or options file written again by a text editor that puts a byte-order mark first is
    still the player's file: read, not set aside as « JSON invalide »."""
    path = tmp_path / "options.json"
    path.write_bytes(b'\xef\xbb\xbf{"lang": "en"}')
    assert files.read_json(path, OPTIONS_LIMIT) == {"lang": "en"}


def test_setting_aside_never_overwrites_an_earlier_file(tmp_path: Path) -> None:
    """Each unreadable file gets the next free ``.corrupt-N`` name: none is ever lost."""
    path = tmp_path / "save.json"
    for n in (1, 2):
        path.write_text(f"bad {n}")
        assert files.set_aside(path) == tmp_path / f"save.corrupt-{n}.json"
    assert not path.exists()
    assert [(tmp_path / f"save.corrupt-{n}.json").read_text() for n in (1, 2)] == ["bad 1", "bad 2"]


def test_a_save_restored_wrongly_is_unreadable_whatever_the_cause(tmp_path: Path) -> None:
    """Wrong types and impossible states in a save are refused as its own fault (``content``)."""
    storage = Storage(tmp_path)
    good = Match(seed=3).to_json()
    for bad in (
        {**good, "seed": "three"},
        {**good, "deals": [["play 7S"] * 40]},
        {**good, "rules": {"first_packet": 3.0}},
        {**good, "deals": "pass"},
    ):
        storage.save_path.write_text(json.dumps(bad))
        with pytest.raises(Unreadable) as caught:
            storage.load_match()
        assert caught.value.why == "content"


def test_rules_that_are_not_an_object_fall_back_as_a_whole() -> None:
    """``"rules": null`` keeps the default rules, named once as « Règles », and the rest is kept."""
    parsed, bad = Settings.parse({"rules": None, "lang": "en"})
    assert parsed == Settings(lang="en") and bad == ["rules"]
    assert option_names(bad) == "Règles"


def test_a_field_that_is_no_option_is_counted_never_shown_as_written() -> None:
    """A stray field in the options file is no option the player knows: the notice counts such
    fields beside the options' own names, and never prints a file's field name."""
    parsed, bad = Settings.parse({"bot_speed": "fast", "theme": 3, "foo": 1, "lang": "en"})
    assert parsed == Settings(lang="en")
    assert option_names(bad) == "Thème, 2 réglages inconnus"
    assert option_names(["foo"]) == "un réglage inconnu"


def test_options_fall_back_field_by_field() -> None:
    """A bad field takes its default and is named; the good fields around it are kept."""
    data = {
        "rules": {"first_packet": 3.0, "target": 500, "manches": 4, "colour": "red"},
        "speed": "warp",
        "lang": "en",
        "four_colours": 1,
        "auto_belote": True,
        "partner_level": "grandmaster",
        "theme": "dark",
    }
    parsed, bad = Settings.parse(data)
    assert parsed == Settings(rules=Rules(target=500), lang="en", auto_belote=True)
    assert sorted(bad) == sorted(
        [
            "rules.first_packet",
            "rules.manches",
            "rules.colour",
            "speed",
            "four_colours",
            "partner_level",
            "theme",
        ]
    )


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4),
    max_leaves=12,
)
FIELDS = st.sampled_from(
    ["rules", "speed", "lang", "partner_level", "four_colours", "auto_announce", "target", "first_packet"]
)


@settings(max_examples=150, deadline=None)
@given(st.dictionaries(FIELDS, JSON | st.dictionaries(FIELDS, JSON), max_size=6) | JSON)
def test_any_options_data_gives_settings_that_deal(data: object) -> None:
    """Whatever JSON the options file holds, the settings read from it are valid and a new partie with
    their rules deals its cards."""
    parsed, _ = Settings.parse(data)
    assert Settings.parse(parsed.to_json()) == (parsed, [])
    match = Match(parsed.rules, seed=1)
    assert sum(len(hand) for hand in match.deal.hands) + 1 == 21  # 5 cards each and the turned one


def test_a_copy_started_as_another_ends_waits_for_it_to_let_the_folder_go(tmp_path: Path) -> None:
    """A copy still ending (its terminal just closed) holds the folder a moment more: without
    patience the new copy finds it busy, with a little it takes the folder once the other lets go."""
    script = (
        "import sys, time; from filelock import FileLock; lock = FileLock(sys.argv[1]); lock.acquire();"
        " print('held', flush=True); time.sleep(0.5)"
    )
    ending = subprocess.Popen(
        [sys.executable, "-c", script, str(tmp_path / "belote.lock")], stdout=subprocess.PIPE, text=True
    )
    try:
        assert ending.stdout is not None and ending.stdout.readline().strip() == "held"
        starting = FolderLock(tmp_path / "belote.lock")
        assert starting.acquire() is Hold.BUSY
        assert starting.acquire(patience=30.0) is Hold.HELD
        starting.release()
    finally:
        ending.wait(timeout=30)


def test_a_lock_is_held_by_one_copy_until_released(tmp_path: Path) -> None:
    """A second lock on the folder finds it busy; released, it can be taken again."""
    first, second = FolderLock(tmp_path / "belote.lock"), FolderLock(tmp_path / "belote.lock")
    assert first.acquire() is Hold.HELD
    assert second.acquire() is Hold.BUSY
    first.release()
    assert second.acquire() is Hold.HELD
    second.release()


def test_a_folder_moved_away_mid_partie_is_locked_again_where_it_is_named(tmp_path: Path) -> None:
    """The player moves the game's folder while playing: the next save takes the folder again where
    it is named (made anew), under this copy's lock, and says so once; a second copy opening that
    folder then finds it held, as it must (it found it free, and two copies saved one partie)."""
    home = tmp_path / "home"
    keeper = Keeper(home)
    assert keeper.acquire() is Hold.HELD
    match = Match(Rules(), seed=3)
    assert keeper.save_match(match) == ""
    home.rename(tmp_path / "moved")
    assert "déplacé" in keeper.save_match(match)
    assert keeper.storage.save_path.exists() and keeper.save_match(match) == ""
    assert Keeper(home).acquire() is Hold.BUSY
    keeper.release()


def test_a_folder_that_refuses_a_look_for_a_while_is_not_taken_for_moved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """« chmod 000 » on the game's folder, then back: the lock file cannot be looked at meanwhile,
    which says nothing of the folder having moved; once it can, the save goes on with no « moved
    or deleted » notice (nothing was moved)."""
    i18n.set_language("fr")
    keeper = Keeper(tmp_path)
    assert keeper.acquire() is Hold.HELD
    real = os.stat

    def refused(path: Any, *args: Any, **kwargs: Any) -> os.stat_result:
        if Path(path).parent == tmp_path:
            raise PermissionError(13, "Permission denied", str(path))
        return real(path, *args, **kwargs)

    monkeypatch.setattr(os, "stat", refused)
    assert not keeper.lock.moved()
    monkeypatch.undo()
    assert keeper.save_match(Match(Rules(), seed=3)) == "" and (tmp_path / "save.json").exists()
    keeper.release()


def test_a_folder_moved_away_and_taken_by_another_copy_is_written_no_more(tmp_path: Path) -> None:
    """Moved away, then opened by a second copy before this one saves again: this copy stops saving
    there (its partie is not the one in that folder) and says so."""
    home = tmp_path / "home"
    keeper = Keeper(home)
    assert keeper.acquire() is Hold.HELD
    home.rename(tmp_path / "moved")
    other = Keeper(home)
    assert other.acquire() is Hold.HELD
    assert "une autre fenêtre" in keeper.save_match(Match(Rules(), seed=3))
    assert not keeper.storage.writable and not keeper.storage.save_path.exists()
    other.release()
    keeper.release()


def test_a_lock_in_a_file_instead_of_a_folder_fails_with_the_reason(tmp_path: Path) -> None:
    """A home that is a file cannot be locked; the system's error is kept to tell the player."""
    home = tmp_path / "file"
    home.write_text("not a folder")
    lock = FolderLock(home / "belote.lock")
    assert lock.acquire() is Hold.FAILED
    assert isinstance(lock.error, OSError)
    assert home.read_text() == "not a folder"


def test_a_lock_file_the_folder_will_not_create_is_no_other_copy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A folder that takes no new file and says « no such file » (one under ``/proc``): the lock
    library retries such a file as if another copy held it, but no copy does, so the lock fails with
    the system's reason instead of saying the folder is busy."""
    real = os.open

    def missing(path: Any, *args: Any, **kwargs: Any) -> int:
        if Path(path).name == "belote.lock":
            raise FileNotFoundError(2, "No such file or directory", str(path))
        return real(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", missing)
    lock = FolderLock(tmp_path / "belote.lock")
    assert lock.acquire() is Hold.FAILED
    assert isinstance(lock.error, FileNotFoundError)
    monkeypatch.undo()
    assert lock.acquire() is Hold.HELD
    lock.release()


def test_a_lock_that_cannot_be_taken_in_a_writable_folder_means_no_save(tmp_path: Path) -> None:
    """« belote.lock » is a folder (or a file this user may not open, left by another user's run):
    the folder takes writes, but a second copy could not be kept out, so nothing is written and the
    status line names the lock; once the lock can be taken, saving starts, nothing more said."""
    i18n.set_language("fr")
    home = tmp_path / "home"
    home.mkdir()
    (home / "save.json").write_text("{}")  # another copy's partie, never overwritten
    (home / "belote.lock").mkdir()
    keeper = Keeper(home)
    assert keeper.acquire() is Hold.FAILED
    match = Match(Rules(), seed=3)
    told = keeper.save_match(match)
    assert "belote.lock" in told and "belote.lock" in keeper.problem
    assert (home / "save.json").read_text() == "{}"
    assert keeper.save_match(match) == ""  # said once, still not saved
    assert (home / "save.json").read_text() == "{}"
    (home / "belote.lock").rmdir()
    assert keeper.save_match(match) == "" and keeper.problem == ""
    assert json.loads((home / "save.json").read_text())["seed"] == 3
    assert Keeper(home).acquire() is Hold.BUSY
    keeper.release()


def test_a_lock_that_is_a_symbolic_link_is_named_with_what_to_do(tmp_path: Path) -> None:
    """« belote.lock » is a symbolic link (never followed): the partie is not saved, and the player
    is told the lock is the obstacle, why in their words, and that deleting it lets saving resume."""
    i18n.set_language("fr")
    home = tmp_path / "home"
    home.mkdir()
    (home / "belote.lock").symlink_to(tmp_path / "elsewhere")
    keeper = Keeper(home)
    assert keeper.acquire() is Hold.FAILED
    told = keeper.save_match(Match(Rules(), seed=3))
    assert "lien symbolique" in told and "Supprimez-le" in told and "belote.lock" in told
    assert keeper.problem.startswith("Partie non sauvegardée : verrou inutilisable, c'est un lien symbolique")
    assert not (home / "save.json").exists() and not (tmp_path / "elsewhere").exists()
    keeper.release()


def test_a_read_only_folder_with_the_lock_of_an_earlier_game_names_the_folder_not_the_lock(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The home was made read-only (« chmod -R a-w ») after a game left its « belote.lock » there:
    the lock cannot be opened, but deleting it would change nothing (nor could it be deleted). The
    player is told the folder refuses the save, not to delete the lock."""
    i18n.set_language("fr")
    home = tmp_path / "home"
    home.mkdir()
    (home / "belote.lock").write_text("")
    denied = PermissionError(13, "Permission denied")

    def refused(lock: FolderLock, patience: float = 0.0) -> Hold:
        lock.error = denied
        return Hold.FAILED

    monkeypatch.setattr(FolderLock, "acquire", refused)
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda path, mode: Path(path) != home and real_access(path, mode))
    keeper = Keeper(home)
    assert keeper.acquire() is Hold.FAILED
    told = keeper.save_match(Match(Rules(), seed=3))
    assert told.startswith(f"La partie ne peut pas être sauvegardée dans {home} : accès refusé")
    assert "verrou" not in told and "Supprimez" not in told
    assert keeper.problem.startswith("Partie non sauvegardée : accès refusé")


def test_a_folder_that_cannot_be_searched_mid_partie_fails_the_save_without_stopping_the_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The folder stops letting the game in while it plays (« chmod 000 », a share losing its
    rights): the lock cannot be taken again, and looking for it fails too; the save is refused
    with the folder named, never an error out of the game."""
    i18n.set_language("fr")
    keeper = Keeper(tmp_path)
    assert keeper.acquire() is Hold.HELD
    keeper.relock = True  # as after the folder moved: the lock is tried again at this save
    monkeypatch.setattr(FolderLock, "acquire", lambda self, patience=0.0: Hold.FAILED)
    denied = PermissionError(13, "Permission denied")
    real_exists = Path.exists

    def exists(path: Path) -> bool:
        if path.parent == tmp_path:
            raise denied
        return real_exists(path)

    monkeypatch.setattr(Path, "exists", exists)
    told = keeper.save_match(Match(Rules(), seed=3))
    assert "accès refusé" in told and str(tmp_path) in keeper.problem
    monkeypatch.undo()
    keeper.release()


def test_an_options_file_that_loops_is_its_own_fault_not_the_folders(tmp_path: Path) -> None:
    """« options.json » a link to itself: only that file is unreadable (set aside as before), the
    folder is not taken for unreadable, and the partie is saved there."""
    (tmp_path / "options.json").symlink_to(tmp_path / "options.json")
    keeper = Keeper(tmp_path)
    assert keeper.acquire() is Hold.HELD
    keeper.read_settings()
    assert keeper.folder_fault is None and keeper.options_fault is not None
    keeper.options_notices()
    assert keeper.save_match(Match(Rules(), seed=3)) == "" and (tmp_path / "save.json").exists()
    keeper.release()


def test_the_lasting_problem_is_said_in_the_language_of_the_moment(tmp_path: Path) -> None:
    """The player switches the language while the partie cannot be saved: the status line's
    problem reads in the new language, not in the one it arose in."""
    try:
        i18n.set_language("fr")
        keeper = Keeper(tmp_path)
        keeper.play_unsaved()
        french = keeper.problem
        i18n.set_language("en")
        assert keeper.problem != french and "Not saving" in keeper.problem
    finally:
        i18n.set_language("fr")


def test_two_copies_writing_at_once_never_show_a_partial_save(tmp_path: Path) -> None:
    """Two writers race on the save while a reader reads it: every read is one whole save, no write
    fails, and no temporary file is left (the old fixed ``save.tmp`` name lost saves this way)."""
    storage = Storage(tmp_path)
    saves = [Match(seed=seed) for seed in (1, 2)]
    texts = {json.dumps(match.to_json(), ensure_ascii=False) for match in saves}
    storage.save_match(saves[0])
    errors: list[BaseException] = []
    stop = threading.Event()

    def write(match: Match) -> None:
        try:
            for _ in range(150):
                Storage(tmp_path).save_match(match)
        except BaseException as error:  # collected for the assertion below
            errors.append(error)

    def read() -> None:
        while not stop.is_set():
            text = storage.save_path.read_text(encoding="utf-8")
            if text not in texts:
                errors.append(AssertionError(f"partial save read: {text[:40]!r}"))

    reader = threading.Thread(target=read)
    writers = [threading.Thread(target=write, args=(match,)) for match in saves]
    reader.start()
    for thread in writers:
        thread.start()
    for thread in writers:
        thread.join()
    stop.set()
    reader.join()
    assert errors == []
    assert os.listdir(tmp_path) == ["save.json"]


@settings(max_examples=60, deadline=None)
@given(st.binary(max_size=300) | JSON.map(lambda data: json.dumps(data).encode()))
def test_any_save_file_is_restored_or_set_aside_intact(content: bytes) -> None:
    """Whatever bytes ``save.json`` holds, reading it never raises: the partie comes back, or the
    file is renamed aside with its bytes intact and the player gets a reason."""
    with tempfile.TemporaryDirectory() as home:
        keeper = Keeper(home)
        keeper.storage.save_path.write_bytes(content)
        match, notice = keeper.load_saved()
        if notice and match is not None:  # damaged after some actions: what replays is kept
            assert "Sauvegarde abîmée" in notice
            assert (Path(home) / "save.corrupt-1.json").read_bytes() == content
            assert keeper.storage.load_match().to_json() == match.to_json()
        elif notice:
            assert "Sauvegarde illisible" in notice
            assert (Path(home) / "save.corrupt-1.json").read_bytes() == content
            assert not keeper.storage.save_path.exists()
        else:
            assert match is None or match.to_json() == json.loads(content)


def test_a_save_with_one_bad_action_keeps_the_partie_up_to_it(tmp_path: Path) -> None:
    """A save whose last action was damaged (by hand, by a disk) is not thrown away: the partie comes
    back as it stood before that action, is saved so, and the damaged file stays aside intact, with
    a notice saying so."""
    keeper = Keeper(tmp_path)
    match = Match(seed=5)
    for _ in range(12):  # the first seat takes, then a few cards are played
        legal = match.deal.legal_actions()
        match.deal.apply(next((action for action in legal if isinstance(action, Take)), legal[0]))
    data = {**match.to_json(), "table": {"levels": {}}}
    damaged = {**data, "deals": [[*data["deals"][0], "play the ace"]]}
    keeper.storage.save_path.write_text(json.dumps(damaged))
    restored, notice = keeper.load_saved()
    assert restored is not None and restored.to_json() == match.to_json()
    assert "Sauvegarde abîmée" in notice and "save.corrupt-1.json" in notice
    assert json.loads((tmp_path / "save.corrupt-1.json").read_text()) == damaged
    assert keeper.storage.load_match().to_json() == match.to_json()
    assert keeper.storage.load_table() == {"levels": {}}  # the table's record goes with it


def test_a_killed_copys_temporary_files_are_swept_by_the_next_holder(tmp_path: Path) -> None:
    """Temporary files a copy killed mid-write left are removed by the next copy that takes the
    folder, and only those; a copy that finds the folder busy touches nothing."""
    for name in (".save-k1ll3d.tmp", ".options-k1ll3d.tmp", "notes.tmp"):
        (tmp_path / name).write_text("{")
    first = Keeper(tmp_path)
    assert first.acquire() is Hold.HELD
    assert sorted(os.listdir(tmp_path)) == ["belote.lock", "notes.tmp"]
    (tmp_path / ".save-wr1t1ng.tmp").write_text("{")  # as if the holder were writing it now
    second = Keeper(tmp_path)
    assert second.acquire() is Hold.BUSY
    assert (tmp_path / ".save-wr1t1ng.tmp").exists()
    first.release()


def test_the_folder_is_named_from_the_players_home_as_they_would_type_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """« ~/.local/share/belote-tui » on the status line, where the whole path would be cut; a folder
    outside the home folder keeps its full path."""
    monkeypatch.setenv("HOME", str(tmp_path))
    inside = tmp_path / ".local" / "share" / "belote-tui"
    assert Keeper(inside).folder == "~/.local/share/belote-tui"
    elsewhere = Path("/srv/belote")
    assert Keeper(elsewhere).folder == "/srv/belote"


def test_a_lock_file_deleted_by_hand_is_not_said_to_be_the_folder_moved(tmp_path: Path) -> None:
    """Only ``belote.lock`` was deleted (or replaced) while the game ran: the next save takes the
    lock again and says so of the lock file, not « the folder was moved or deleted »; a second
    copy then finds the folder held."""
    i18n.set_language("fr")
    keeper = Keeper(tmp_path)
    assert keeper.acquire() is Hold.HELD
    match = Match(Rules(), seed=3)
    assert keeper.save_match(match) == ""
    (tmp_path / "belote.lock").unlink()
    said = keeper.save_match(match)
    assert said == tr("notify.lock_moved", lock="belote.lock", folder=keeper.folder) and "déplacé" not in said
    assert keeper.save_match(match) == "" and Keeper(tmp_path).acquire() is Hold.BUSY
    keeper.release()


def test_a_lock_file_deleted_and_taken_by_another_copy_says_so_of_the_lock(tmp_path: Path) -> None:
    """``belote.lock`` deleted, then a second copy opened the folder before this one saved again:
    this copy stops saving there and names the lock file, not a folder that never moved."""
    i18n.set_language("fr")
    keeper = Keeper(tmp_path)
    assert keeper.acquire() is Hold.HELD
    (tmp_path / "belote.lock").unlink()
    other = Keeper(tmp_path)
    assert other.acquire() is Hold.HELD
    said = keeper.save_match(Match(Rules(), seed=3))
    assert said == tr("notify.lock_taken", lock="belote.lock", folder=keeper.folder)
    assert not keeper.storage.writable
    other.release()
    keeper.release()
