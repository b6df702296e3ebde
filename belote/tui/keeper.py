"""The app's side of its files: the folder's lock, reading with reports, writing without ever stopping.

``Keeper`` wraps ``Storage`` so that no file fault reaches the game as an exception: an unreadable
options file or save is set aside and reported, a failed write becomes ``problem`` (a lasting line for
the table, cleared by the next write that works), and a folder held by another copy of the game is
never written to.
"""

from __future__ import annotations

import contextlib
import errno
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from belote.engine import Match
from belote.tui.files import Unreadable
from belote.tui.i18n import FR, tr, tr_count
from belote.tui.lock import FolderLock, Hold
from belote.tui.storage import Settings, Storage, StorageError

REASONS: dict[int, str] = {
    errno.EACCES: "os.denied",
    errno.EPERM: "os.denied",
    errno.EROFS: "os.read_only",
    errno.ENOSPC: "os.full",
    errno.EDQUOT: "os.full",
    errno.ENOTDIR: "os.not_folder",
    errno.EEXIST: "os.not_folder",
    errno.ENOENT: "os.no_folder",
    errno.EISDIR: "os.is_folder",
    errno.ELOOP: "os.link",
    errno.EFBIG: "os.too_large",
    errno.EIO: "os.disk_error",
    errno.ENAMETOOLONG: "os.long_name",
    errno.EMFILE: "os.too_many",
    errno.ENFILE: "os.too_many",
    errno.EBUSY: "os.busy",
}
"""Translated reasons for the usual errors of a write (others show the system's own words)."""


def os_reason(error: OSError) -> str:
    """Why a write failed, in the player's language."""
    key = REASONS.get(error.errno or 0)
    return tr(key) if key else str(error.strerror or error)


def option_names(names: list[str]) -> str:
    """The options' names as the options screen shows them; names that are no option (a field the
    file should not hold) are counted, never shown as written."""
    labels = []
    unknown = 0
    for name in names:
        key = f"opt.{name.removeprefix('rules.')}"
        if key in FR:
            labels.append(tr(key))
        else:
            unknown += 1
    if unknown:
        labels.append(tr_count("notify.unknown_settings", unknown))
    return ", ".join(labels)


class Keeper:
    """Lock, options and save of one home folder, with every fault turned into a message."""

    def __init__(self, home: str | Path | None = None) -> None:
        """Nothing is read or locked yet."""
        self.storage = Storage(home)
        self.lock = FolderLock(self.storage.lock_path)
        self._problem: Callable[[], str] | None = None
        self.options_fault: Unreadable | None = None
        self.failure_told = ""
        """The notice that the partie could not be written, until it is taken down (``stale_failure``)."""
        self.folder_fault: OSError | None = None
        """Why the home folder itself cannot be read: its files are neither read nor written."""
        self.options_bad: list[str] = []
        self.options_fixed: Settings | None = None
        """The options as read, bad fields at their defaults: written back once the file is set aside."""
        self.options_unwritten: Settings | None = None
        """Options the folder refused: written with the next write of the partie that works."""
        self.options_failure_told = ""
        """The notice that the options could not be written: stale once they are."""
        self.options_told: list[str] = []
        """What was told of the options file's faults: stale once the player saves options anew."""
        self.relock = False
        """No lock is held (it could not be taken, or not again where a moved folder is named): it is
        tried at each save, and the partie is not saved until it is taken (the options still are)."""
        self.moved_away = False
        """The folder moved away while held: taking it again where it is named is told."""
        self.lock_only = False
        """What went was only the lock file (deleted or replaced by hand), not the folder."""

    @property
    def problem(self) -> str:
        """The lasting file problem for the table's status line, "" when none; in the language of
        the moment (the player may switch it while the problem lasts)."""
        return self._problem() if self._problem is not None else ""

    def unsaved(self, error: OSError, where: str, key: str = "status.unsaved") -> None:
        """The partie cannot be saved: ``error`` at ``where`` becomes the lasting problem (``key``:
        its sentence, « status.lock_unusable » when a lock in the way is why)."""
        self._problem = lambda: tr(key, reason=os_reason(error), where=where)

    @property
    def folder(self) -> str:
        """The home folder as the player would type it, « ~ » for their own home folder (shorter on
        the status line, where a long path would be cut)."""
        root = self.storage.root
        with contextlib.suppress(RuntimeError, ValueError):  # no home folder known, or not under it
            return str(Path("~") / root.absolute().relative_to(Path.home()))
        return str(root)

    def folder_refusal(self) -> OSError | None:
        """Why the home folder cannot be read, if it is there but this user may not list it or
        reach its files (then an unreadable options file or save is the folder's fault, not theirs)."""
        root = self.storage.root
        try:
            if not root.is_dir():
                return None
            os.listdir(root)
            os.stat(self.storage.options_path)
        except PermissionError as error:  # not ours to read: the other faults are the files' own
            return error
        except OSError:
            return None
        return None

    def read_settings(self) -> Settings:
        """The options (defaults for what cannot be used); the faults are reported by ``open``. A
        folder that cannot be read is written no more: a save there may be only unreadable to us."""
        self.folder_fault = self.folder_refusal()
        if self.folder_fault is not None:
            self.storage.writable = False
            self.unsaved(self.folder_fault, self.folder)
            return Settings()
        try:
            settings, self.options_bad = self.storage.load_settings()
        except Unreadable as fault:
            self.options_fault = fault
            return Settings()
        self.options_fixed = settings if self.options_bad else None
        return settings

    def acquire(self, patience: float = 0.0) -> Hold:
        """Take the folder's lock (and sweep what a killed copy left), waiting up to ``patience``
        seconds for a copy that is ending; when another copy holds it, nothing will be written here."""
        hold = self.lock.acquire(patience)
        if hold is Hold.BUSY:
            self.storage.writable = False
        elif hold is Hold.HELD:
            with contextlib.suppress(OSError):
                self.storage.sweep()
        else:  # another copy could write here unseen: nothing is written until the lock is taken
            self.relock = True
        return hold

    def play_unsaved(self) -> None:
        """This copy plays on without writing anything: the table says so for as long as it runs."""
        self.storage.writable = False
        self._problem = lambda: tr("status.elsewhere")

    def release(self) -> None:
        """Let another copy play in this folder."""
        self.lock.release()

    def options_notices(self) -> list[str]:
        """What to tell about the game's folder, then about the options file (``options_file_notices``)."""
        folder = []
        if self.folder_fault is not None:
            folder.append(
                tr("notify.folder_unreadable", folder=self.folder, reason=os_reason(self.folder_fault))
            )
        return folder + self.options_file_notices()

    def options_file_notices(self) -> list[str]:
        """What to tell about the options file: set aside if unreadable, or its fields that fell back
        (each told once)."""
        notices = []
        if self.options_fault is not None:
            why = tr(f"why.{self.options_fault.why}")
            aside = self.keep_aside(self.options_fault, self.storage.options_path)
            if aside is not None:
                notices.append(tr("notify.options_aside", why=why, path=aside.name))
            else:
                notices.append(tr("notify.options_kept", why=why))
            self.options_fault = None
        if self.options_bad:
            names = option_names(self.options_bad)
            notices.append(self.fix_options(names))
            self.options_bad = []
        self.options_told += notices
        return notices

    def fix_options(self, names: str) -> str:
        """Keep the file with bad fields aside and write the options as they now are, so the same
        fault is not told again at every start; what to tell about it."""
        fixed, self.options_fixed = self.options_fixed, None
        aside = self.set_aside(self.storage.options_path) if fixed is not None else None
        if fixed is None or aside is None:
            return tr("notify.options_bad", names=names)
        with contextlib.suppress(StorageError):  # unwritten, the defaults are simply read next time
            self.storage.save_settings(fixed)
        return tr("notify.options_fixed", names=names, path=aside.name)

    def load_saved(self) -> tuple[Match | None, str]:
        """The saved partie (None if there is none or it is over) and what to tell about it: an
        unreadable save is set aside (the start menu follows, with nothing to resume)."""
        if self.folder_fault is not None or not self.storage.has_save():  # the folder's notice says why
            return None, ""
        try:
            match = self.storage.load_match()
        except FileNotFoundError:  # removed meanwhile
            return None, ""
        except Unreadable as fault:
            why = tr(f"why.{fault.why}")
            salvaged = self.storage.salvage_match() if fault.why == "content" else None
            aside = self.keep_aside(fault, self.storage.save_path)
            if aside is None:
                return None, tr("status.corrupt_kept", why=why)
            if salvaged is not None and not salvaged[0].over:
                partie, table = salvaged
                notice = tr("status.salvaged", why=why, path=aside.name)
                # The partie as far as it replays becomes the save; the original stays aside.
                failed = self.save_match(partie, table)
                return partie, f"{notice}\n{failed}" if failed else notice
            return None, tr("status.corrupt", why=why, path=aside.name)
        return (None if match.over else match), ""

    def where(self, error: StorageError) -> str:
        """Where a write failed, as the player would type it: the file the folder would not replace
        (a ``save.json`` that is a folder), else the folder itself."""
        target = error.error.filename2
        return str(Path(self.folder) / Path(target).name) if target else self.folder

    def keep_aside(self, fault: Unreadable, path: Path) -> Path | None:
        """Set aside the file ``fault`` is about, unless only its access is refused: that file may be
        whole, so it stays where it is and is never written over (None then, as when it stays)."""
        if fault.why != "denied":
            return self.set_aside(path)
        if path == self.storage.save_path:  # a new partie saved would replace the one it holds
            self.storage.writable = False
            refused = PermissionError(errno.EACCES, os.strerror(errno.EACCES))
            self.unsaved(refused, str(Path(self.folder) / path.name))
        else:
            self.storage.options_refused = True
        return None

    def set_aside(self, path: Path) -> Path | None:
        """Rename an unreadable file aside; None when it stays (a refusal becomes the problem line)."""
        try:
            return self.storage.set_aside(path)
        except StorageError as error:
            # Left in place, the file would be overwritten by the next save: write nothing here.
            self.storage.writable = False
            self.unsaved(error.error, self.where(error))
            return None

    def follow_folder(self) -> str:
        """The folder was moved away or deleted while this copy played in it: take it again where it
        is named (made anew by the next write), so the partie goes on being saved there under this
        copy's lock; if another copy took it meanwhile, nothing more is written there. What to tell
        (once), "" when the folder is where it was."""
        moved = self.lock.moved()
        if not self.relock and not moved:
            return ""
        if moved:  # only the lock file was deleted or replaced by hand, or the whole folder?
            self.lock_only = self.lock.folder_kept()
        self.moved_away = self.moved_away or moved
        self.lock.release()
        hold = self.lock.acquire()
        self.relock = hold is Hold.FAILED  # tried again at the next write
        what = "lock" if self.lock_only else "folder"
        lock = self.storage.lock_path.name
        if hold is Hold.BUSY:
            self.play_unsaved()
            return tr(f"notify.{what}_taken", folder=self.folder, lock=lock)
        if self.relock or not self.moved_away:
            return ""
        self.moved_away = False
        return tr(f"notify.{what}_moved", folder=self.folder, lock=lock)

    def lock_in_the_way(self) -> bool:
        """Whether a ``belote.lock`` is there that could not be used (a folder, a link, another
        user's file), rather than a folder that would not make one, or one that nothing may be
        written in (read-only: its lock is no more at fault than the save would be)."""
        lock = self.storage.lock_path
        try:
            there = lock.exists() or lock.is_symlink()
        except OSError:  # the folder itself cannot be searched: its fault, not the lock's
            return False
        return there and os.access(lock.parent, os.W_OK | os.X_OK)

    def keep(self, write: Callable[[], None]) -> str:
        """Run a write of the partie; a failure sets ``problem`` (and is returned once, to be
        shown), a success clears it."""
        if not self.storage.writable:
            return ""
        moved = self.follow_folder()
        if not self.storage.writable:
            return moved
        if self.relock:  # no lock: writing could overwrite another copy's partie
            error = self.lock.error or OSError(errno.EACCES, "no lock")
            if not self.lock_in_the_way():
                return self.failed(error, self.folder) or moved
            where = str(Path(self.folder) / self.storage.lock_path.name)
            return self.failed(error, where, "lock_unusable") or moved
        try:
            write()
        except StorageError as error:
            return self.failed(error.error, self.where(error)) or moved
        self._problem = None
        return moved

    def write_unwritten_options(self) -> str:
        """Write the options the folder refused, once it takes the partie again; what to tell (they
        are saved at last), "" when none waited, the partie is not written or the options still fail."""
        settings = self.options_unwritten
        if settings is None or self.problem or not self.storage.writable:
            return ""
        told = self.save_settings(settings)  # an options file garbled meanwhile is set aside first
        if self.options_unwritten is not None:  # refused again: said already
            return ""
        written = tr("notify.options_saved_late", path=Path(self.folder) / self.storage.options_path.name)
        return "\n".join(line for line in (told, written) if line)

    def stale_failure(self) -> str:
        """The notice that the partie could not be written, once writes work again (it is no longer
        true: to take down, given once); "" while they fail, or when none was told."""
        if self.problem:
            return ""
        told, self.failure_told = self.failure_told, ""
        return told

    def failed(self, error: OSError, where: str, why: str = "unsaved") -> str:
        """A write could not be made: the lasting problem, and what to tell (the first time only);
        ``why`` names both sentences (« unsaved », or « lock_unusable » for a lock in the way)."""
        first = not self.problem
        self.unsaved(error, where, f"status.{why}")
        if not first:
            return ""
        self.failure_told = tr(f"notify.{why}", reason=os_reason(error), where=where)
        return self.failure_told

    def save_match(self, match: Match, table: dict[str, Any] | None = None) -> str:
        """Save the partie with the table's record (see ``keep``)."""
        return self.keep(lambda: self.storage.save_match(match, table))

    def delete_save(self) -> str:
        """Forget the finished partie (see ``keep``)."""
        return self.keep(self.storage.delete_save)

    def save_settings(self, settings: Settings) -> str:
        """Write the options; what to tell when the folder refuses or nothing is written here (another
        copy plays in this folder): the options still apply now, in this window."""
        moved = self.follow_folder() if self.storage.writable else ""
        if not self.storage.writable:
            return moved or tr("notify.options_here_only")
        garbled = self.garbled_options()
        if garbled is not None and not self.storage.writable:  # it could not be set aside: keep it
            return garbled
        try:
            self.storage.save_settings(settings)
        except StorageError as error:
            self.options_unwritten = settings
            path = str(Path(self.folder) / self.storage.options_path.name)  # the file the reason is about
            self.options_failure_told = tr("notify.options_unsaved", reason=os_reason(error.error), path=path)
            return self.options_failure_told
        self.options_unwritten = None
        return "\n".join(line for line in (moved, garbled) if line)

    def garbled_options(self) -> str | None:
        """Set aside an options file that became unreadable while the game ran (edited by hand, a
        disk fault), so the next write does not overwrite it; what to tell, None when it reads."""
        try:
            self.storage.load_settings()
        except Unreadable as fault:
            why = tr(f"why.{fault.why}")
            aside = self.keep_aside(fault, self.storage.options_path)
            if aside is None:
                return tr("notify.options_garbled_kept", why=why)
            return tr("notify.options_garbled_aside", why=why, path=aside.name)
        return None
