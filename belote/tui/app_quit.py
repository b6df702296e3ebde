"""Quitting the game: ``q`` asks first, saying what becomes of the partie, then the partie is saved
(moved past a deal's summary already read) and a shared table left; ctrl+q quits at once unless
the partie could not be saved. A solo partie may instead be saved and left for the start menu."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
from dataclasses import dataclass
from threading import Timer

from rich.console import RenderableType

from belote.engine import Match
from belote.tui.app_net import SharedTables
from belote.tui.app_records import PartieRecords
from belote.tui.app_size import TerminalSize
from belote.tui.cut_screen import CutScreen
from belote.tui.exit_watchdog import end_within
from belote.tui.game import Answered, GameScreen
from belote.tui.i18n import tr, tr_count
from belote.tui.menus import StartScreen
from belote.tui.score_screens import ScoresScreen
from belote.tui.screens import PromptScreen
from belote.tui.seating import TableRecord
from belote.tui.typography import sentences

TERMINAL_CHECK = 2.0
"""Seconds between two looks at whether the terminal is still there."""


@dataclass(frozen=True)
class Left:
    """A solo partie left for the start menu: « Continuer » takes it up in memory, with its table's
    record and the questions of its deal already answered (None: it moved on to the next deal)."""

    match: Match
    record: TableRecord
    answered: Answered | None


class Quitting(PartieRecords, SharedTables, TerminalSize):  # the records first: their ``keep`` serves both
    """Mixin for the app: the quit actions, on top of what it writes and its shared tables."""

    _saved: Match | None
    """The partie the start menu offers to continue (the app's)."""
    _left: Left | None
    """The partie left for the start menu (the app's)."""
    exit_deadline: float | None = None
    """Seconds the process may take to end once the app asks to quit, past which it is ended (set by
    the command line; None in tests, where the process goes on after the app)."""
    exit_timer: Timer | None = None
    terminal_gone = False
    """The terminal went away under the game (it is saving and quitting)."""

    @property
    def has_match(self) -> bool:
        """Whether a partie is running (the app's)."""
        raise NotImplementedError

    @property
    def partie_unsaved(self) -> bool:
        """A partie is on the table and the last write of it failed: quitting would lose it."""
        return bool(self.keeper.problem) and self.has_match

    async def action_quit(self) -> None:
        """Quit at once (ctrl+q, or « Quitter » on the start menu), saving the partie first; when
        the partie cannot be saved, ask first, as ``q`` does, since quitting would lose it."""
        if self.partie_unsaved:
            self.action_quit_game()
            return
        await self.save_and_quit()

    def catch_stop_signals(self) -> None:
        """When the terminal closes (SIGHUP) or the system asks the game to stop (SIGTERM), save and
        quit as ``ctrl+q`` does, so the terminal is given back as it was (no effect where the
        platform has no such signals); and when the terminal is gone without a SIGHUP (its input
        then reads nothing, and the process would spin for ever), likewise."""
        loop = asyncio.get_running_loop()
        for stop in (signal.SIGTERM, signal.SIGHUP):
            with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
                loop.add_signal_handler(stop, self.stop_signalled)
        with contextlib.suppress(AttributeError, OSError, ValueError):  # no standard input to watch
            terminal = sys.__stdin__.fileno()  # type: ignore[union-attr]
            if os.isatty(terminal):
                self.set_interval(TERMINAL_CHECK, lambda: self.check_terminal(terminal))

    def check_terminal(self, terminal: int) -> None:
        """Save and quit, once, when the terminal the game started in is no longer one (closed
        under it)."""
        if self.terminal_gone or os.isatty(terminal):
            return
        self.terminal_gone = True
        self.stop_signalled()

    def exit(self, result: None = None, return_code: int = 0, message: RenderableType | None = None) -> None:
        """Quit (the partie saved first, by whoever asks), and make sure the process ends."""
        super().exit(result, return_code, message)
        if self.exit_deadline is not None and self.exit_timer is None:
            self.exit_timer = end_within(self.exit_deadline, return_code)

    def stop_signalled(self) -> None:
        """Save and quit at once: there is nobody to ask. At a friend's table the seat is left as a
        lost connection leaves it (the player did not choose to go: the table waits for them)."""
        self.call_next(self.save_and_quit, False, False)

    async def save_and_quit(self, ask_if_unsaved: bool = True, on_purpose: bool = True) -> None:
        """Save the partie and quit. A save that fails now asks first, saying why, as quitting would
        lose the partie or its moves since the last save, unless the player already agreed to that;
        ``on_purpose``: the player chose to quit (a friend's table then has a bot play at once)."""
        self.autosave(self.partie_to_save())
        if self.partie_unsaved and ask_if_unsaved:
            self.call_after_refresh(self.action_quit_game)
            return
        await self.leave_shared_table(on_purpose)
        self.exit()

    def partie_to_save(self) -> Match | None:
        """The partie as a save made on leaving should resume it: on a solo deal's summary (or the
        manche's end after it), past that deal, as continuing would, so the save resumes at the next
        deal with the deal written (at its summary it would be recorded twice). The table keeps its
        own partie until the player has really left: a save that fails leaves it as it was."""
        if self.net is not None or not self.has_match:  # a shared table: the host keeps the partie
            return self._match
        match = self.match
        if match.over or match.deal.phase != "done" or self.cut_pending:  # the cut is still to choose
            return match
        if not any(
            isinstance(screen, GameScreen) and screen.waiting == "summary" for screen in self.screen_stack
        ):
            return match
        if self.human_cuts_next(match):  # resumed at the question of the cut, the summary read (kept
            self.cut_pending = True  # if the player stays: leaving the summary asks it anyway)
            return match
        ahead = Match.from_json(match.to_json())
        ahead.next_deal()
        return ahead

    def action_quit_game(self) -> None:
        """Ask, saying what becomes of the partie (saved to resume, over, or at a shared table), then
        save and quit."""
        if isinstance(self.screen, PromptScreen) and not self.screen.of_play:
            return  # a question of the play (an announce) may be left for this one, no other
        if not self.has_match and self.net is None and self._left is None:
            self.call_later(self.action_quit)  # no partie to save or leave: quit, as the start menu does
            return

        menu = self.may_leave_for_menu()
        unsaved = self.partie_unsaved
        stepping_aside = CutScreen | PromptScreen | ScoresScreen  # a frame beside the question's
        below = self.screen if isinstance(self.screen, stepping_aside) else None

        async def answer(yes: bool | None) -> None:
            if below is not None:
                below.remove_class("-under-panel")
            if yes is None and menu:
                self.leave_for_menu()
            elif yes and self.net is not None and self.net_from_menu:  # back where the table was opened
                await self.back_to_menu()
            elif yes:
                await self.save_and_quit(ask_if_unsaved=not unsaved)
            else:  # asked from a terminal too small: the size message comes back
                self.check_size(self.size.width, self.size.height)

        if self.has_match and self.match.over:  # its save is already gone: nothing to resume
            words = (tr("prompt.quit_over"), tr("prompt.quit_over_hint"))
        elif self.partie_unsaved:
            words = (tr("prompt.quit_unsaved"), self.keeper.problem)
        else:
            hint = tr("prompt.quit_menu_hint" if menu else "prompt.quit_hint")
            words = self.shared_quit_words() or (tr("prompt.quit"), hint)
        waiting = self.recorder.waiting_deals
        if waiting:  # the history could not take them yet: quitting now, they are not in it
            words = (words[0], sentences(words[1], tr_count("prompt.history_waiting", waiting)))
        question = PromptScreen(*words, default=False, menu=menu)  # the notices wait under it
        if below is not None:  # a frame of its size would show beside the question's: it steps aside,
            below.add_class("-under-panel")  # the table seen behind the question as elsewhere
        self.push_screen(question, answer)

    def may_leave_for_menu(self) -> bool:
        """A solo partie in progress, saved, and played (not on the start menu): the quit question
        offers the menu too."""
        playing = any(isinstance(screen, GameScreen) for screen in self.screen_stack)
        return self.net is None and playing and not self.match.over and not self.partie_unsaved

    def leave_for_menu(self) -> None:
        """Save the partie and show the start menu, where « Continuer la partie » takes it up again
        where it was left, as after quitting and starting the game again. A save that fails now
        keeps the player at the table, told why."""
        match = self.partie_to_save()
        assert match is not None  # a solo partie is playing (see ``may_leave_for_menu``)
        self.autosave(match)
        if self.partie_unsaved:
            return
        answered = None
        for screen in self.screen_stack:
            if isinstance(screen, GameScreen):
                screen.stop_bots()
                answered = screen.answered() if match is self.match else None
        self._saved, self._left, self._match = match, Left(match, self.record(), answered), None
        while len(self.screen_stack) > 1:
            self.pop_screen()
        self.push_screen(StartScreen())
        self.check_size(self.size.width, self.size.height)
