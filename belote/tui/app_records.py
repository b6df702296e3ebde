"""What the app writes of the partie: the save after every trick and deal, the history of deals and
the coach's challenge. A write that fails is told once and shown on the table's status line until one
works; no file fault ever stops the game.
"""

from __future__ import annotations

from textual.app import App
from textual.message import Message

from belote.bots import Bot
from belote.coach import PlayedDeal
from belote.engine import Cut, Match
from belote.history import HUMAN_LEVEL, HistoryError, Recorder
from belote.history.recorder import PASSING
from belote.tui.challenge import LEVEL as CHALLENGER
from belote.tui.challenge import Challenge, Entry
from belote.tui.game import GameScreen
from belote.tui.history_words import history_notice
from belote.tui.i18n import tr, tr_count
from belote.tui.keeper import Keeper
from belote.tui.seating import TableRecord, bot_seed
from belote.tui.storage import Settings, Storage
from belote.tui.widgets import StatusBar


class PartieRecords(App[None]):
    """Mixin for the app: the save, the history and the challenge of the partie being played."""

    _match: Match | None
    keeper: Keeper
    storage: Storage
    recorder: Recorder
    bots: dict[int, Bot]
    undos: int
    cut_pending: bool
    """The human is asked where to cut the next deal: a save made now resumes at that question."""
    settings: Settings
    coach: bool
    challenge: Challenge
    history_told: list[str]
    """What was said of the history being on hold, taken down once it is written again."""

    @property
    def match(self) -> Match:
        """The partie being played (the app's)."""
        raise NotImplementedError

    def tell(self, notice: str, error: bool = False) -> None:
        """A passing notice (the app shows it)."""
        raise NotImplementedError

    def show_problem(self) -> None:
        """Put the lasting file problem (or nothing) on the table's status line (a table not drawn
        yet reads it as it mounts)."""
        for screen in self.screen_stack:
            if isinstance(screen, GameScreen):
                for status in screen.query(StatusBar):
                    status.notice = self.keeper.problem

    def human_cuts_next(self, match: Match) -> Cut | None:
        """The next deal's cut when the human is to choose it (their turn to cut, and the option
        « Couper vous-même » on), else None."""
        coming = match.next_cut()
        return coming if coming is not None and coming.seat == 0 and self.settings.cut_yourself else None

    def record(self) -> TableRecord:
        """What the table saves with the partie: the bots' levels, the undos taken, and the deal's
        marks for the history (an undo, a hint), so a resumed deal is recorded as it was played."""
        levels = tuple(self.bots[seat].name for seat in (1, 2, 3))
        marks = self.recorder.marks
        started = self.recorder.started(self._match.seed) if self._match is not None else None
        return TableRecord((levels[0], levels[1], levels[2]), self.undos, *marks, self.cut_pending, started)

    def take_back(self, match: Match) -> None:
        """Replace the partie by its undone state (one more undo counted) and save it."""
        self._match = match
        self.undos += 1
        self.cut_pending = False  # back inside a deal: no cut is asked before it ends
        self.recorder.mark_undo()
        self.autosave()

    def autosave(self, match: Match | None = None) -> None:
        """Write the partie (or ``match``, the partie as it should resume) after every trick and
        deal; forget it once the partie is over."""
        match = match or self._match
        if match is None:
            return
        if match.over:
            self.keep(self.keeper.delete_save())
        else:
            self.keep(self.keeper.save_match(match, self.record().to_json()))

    def keep(self, notice: str) -> None:
        """After a write of the partie: tell a new failure once, and show or clear the lasting line;
        once writes work again, the failure's notice, on show or held, is stale and goes."""
        if stale := self.keeper.stale_failure():
            self.withdraw(stale)
        self.tell(notice, error=True)
        if late := self.keeper.write_unwritten_options():  # options refused before go with the partie
            self.withdraw(self.keeper.options_failure_told)
            self.tell(late)
        self.show_problem()

    def withdraw(self, *notices: str) -> None:
        """Take down passing notices no longer true (the app's)."""
        raise NotImplementedError

    def hint_used(self) -> None:
        """The human asked for a hint in this deal: the history records it with the deal."""
        self.recorder.mark_hint()

    def coach_deal_done(self) -> Entry | None:
        """Send the deal just finished to the challenge (replay by the expert, par), if the coach runs."""
        if not self.coach:
            return None
        match = self.match
        seq = sum(len(manche) for manche in match.history) - 1  # the deal's place, as the history has it
        entry = self.challenge.deal_done(seq, PlayedDeal.of(match.deal), self.bots, bot_seed(match.seed, 0))
        if self.challenge.failed_first():
            self.tell(tr("challenge.unavailable"), error=True)
        if self.storage.writable:
            entry.expert.add_done_callback(lambda _: self.store_challenge(match.seed, seq, entry))
        return entry

    def store_challenge(self, seed: int, seq: int, entry: Entry) -> None:
        """Write a deal's challenge to the history once the expert has replayed it (any thread)."""
        difference = entry.difference()
        if difference is not None:
            bot = entry.human - int(difference)
            self.recorder.challenge_done(seed, seq, CHALLENGER, entry.human, bot)

    def record_deal(self) -> None:
        """Hand the deal that just ended to the history, written in the background (not by a copy
        that plays without writing because another one holds the folder)."""
        if not self.storage.writable:
            return
        west, north, east = (self.bots[seat].name for seat in (1, 2, 3))
        self.recorder.deal_done(self.match, (HUMAN_LEVEL, west, north, east))

    def history_problem(self, problem: HistoryError) -> None:
        """The history is off, on hold or was set aside: tell the player (from the history's thread)."""
        said = history_notice(problem)
        if problem.kind in PASSING:
            self.history_told.append(said)
        self.tell(said, error=True)

    def history_back(self, written: int) -> None:
        """The history can be written again and the deals on hold are in it (from the history's thread):
        what was said of it being on hold is stale and goes (taken down in the app's thread)."""
        stale, self.history_told = self.history_told, []
        self.post_message(self.HistoryHealed(stale))
        self.tell(tr_count("notice.history.back", written))

    class HistoryHealed(Message):
        """The history is written again: these notices of it being on hold are no longer true."""

        def __init__(self, stale: list[str]) -> None:
            super().__init__()
            self.stale = stale

    def on_partie_records_history_healed(self, message: HistoryHealed) -> None:
        """Take down what was said of the history being on hold."""
        self.withdraw(*message.stale)
