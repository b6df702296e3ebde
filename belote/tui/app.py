"""``BeloteApp``: the Textual application that seats the human (South) with three bots.

It owns the options, the save file (through a ``Keeper``: no file fault ever stops the game), the
running ``Match`` (``app.match``) and the bots, and moves between the start menu, the table and the
overlays. What it writes of the partie is ``PartieRecords``'; hosting or joining a shared table is
``SharedTables``'; quitting (asking first, saving, leaving a shared table) is ``Quitting``'; a terminal too
small to play is ``TerminalSize``'. Tests
drive it with ``App.run_test``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.command import CommandPalette, Provider
from textual.screen import ModalScreen

from belote.bots import BOTS, LEVELS, Bot
from belote.coach import CoachPool
from belote.engine import Match, Rules
from belote.history import FILENAME, Recorder
from belote.tui import i18n
from belote.tui.app_notices import Notices
from belote.tui.app_quit import Left, Quitting
from belote.tui.challenge import Challenge
from belote.tui.enter_grace import PLAY_GRACE
from belote.tui.game import Answered, GameScreen
from belote.tui.human import BRIEF_SECONDS
from belote.tui.i18n import seat_name, tr
from belote.tui.keeper import Keeper
from belote.tui.key_bursts import EscapeBursts
from belote.tui.key_order import KeysFollowTheScreen
from belote.tui.lobby import LobbyScreen
from belote.tui.lock import Hold
from belote.tui.menus import HelpScreen, OptionsScreen, StartScreen, partie_summary
from belote.tui.netlink import NetLink
from belote.tui.netoptions import NetOptions
from belote.tui.palette import Palette, TableCommands
from belote.tui.resize_guard import guard_resizes
from belote.tui.score_screens import MancheEndScreen
from belote.tui.screens import PromptScreen, TooSmallScreen
from belote.tui.seating import (
    DEFAULT_LEVEL,
    SEAT_OPTIONS,
    TableRecord,
    bot_seed,
    chosen_levels,
    pick_levels,
    seat_levels,
    with_levels,
)
from belote.tui.storage import SPEEDS, Settings
from belote.tui.table_view import TableView
from belote.tui.themes import THEMES, set_theme, theme_variables

EXIT_BUSY = 3
"""Exit status when the player declines to play in a folder another copy of the game holds."""

LOCK_PATIENCE = 2.0
"""Seconds the game waits at its start for another copy to let the folder go: one just closed (its
terminal shut) may still be ending, and playing again at once must not find the folder held."""


class BeloteApp(EscapeBursts, KeysFollowTheScreen, Notices, Quitting):
    """Classic belote: one human (South) and a bot partner against two bots, keyboard only."""

    CSS_PATH = "belote.tcss"
    TITLE = "belote-tui"
    COMMANDS: ClassVar[set[type[Provider] | Callable[[], type[Provider]]]] = {TableCommands}
    """The command palette (ctrl+p) offers the screen's keys by name, then the table's looks."""
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+c", "quit_game", show=False),
        Binding("ctrl+z", "suspend_process", show=False),  # back to the shell; « fg » returns
    ]
    enter_grace = PLAY_GRACE
    """Seconds a table holds Enter after moving on without the player's word (0 in tests that walk
    the partie with Enter; the tests of the hold keep it)."""
    lock_patience = LOCK_PATIENCE
    """Seconds to wait at the start for a copy that is ending to let the folder go."""
    drawing_encoding: str | None = None
    """The terminal's character set when it cannot show the game's signs (said at the start)."""

    def __init__(
        self,
        seed: int | None = None,
        rules: Rules | None = None,
        bot_delay: float | None = None,
        bot_level: str | None = None,
        *,
        home: str | Path | None = None,
        lang: str | None = None,
        resume: bool = False,
        levels: Mapping[str, str] | None = None,
        net: NetOptions | None = None,
        coach: bool = True,
    ) -> None:
        """``seed``/``rules`` shape the next new partie, ``bot_delay`` overrides the speed option,
        ``bot_level`` every bot and ``levels`` single seats (``"partner"``, ``"west"``,
        ``"east"``); ``home`` redirects options and saves (else $BELOTE_TUI_HOME); ``lang`` is
        saved as the language option; ``net`` hosts or
        joins a shared table instead of a solo game; ``coach`` runs the duplicate challenge and
        the pars in background processes."""
        super().__init__()
        guard_resizes()  # a storm of resizes must never freeze the game (see the module)
        self.keeper = Keeper(home)
        self.storage = self.keeper.storage
        self.settings = self.keeper.read_settings()
        self.typed_language = lang if lang != self.settings.lang else None
        if lang is not None:
            self.settings = Settings(**{**self.settings.__dict__, "lang": lang})
        i18n.set_language(self.settings.lang)
        self.seed, self.rules_override = seed, rules
        self.explicit_delay = bot_delay
        self.resume = resume
        self.prefer_new = seed is not None
        self._match: Match | None = None
        self._saved: Match | None = None
        self._left: Left | None = None
        self.bots: dict[int, Bot] = {}
        self.history_told: list[str] = []
        self.recorder = Recorder(
            self.storage.root / FILENAME, self.history_problem, on_back=self.history_back
        )
        every = {name: bot_level for name in SEAT_OPTIONS.values()} if bot_level else {}
        self.cli_levels = every | dict(levels or {})
        """Seat name -> level the command line forces, until the player picks another in the options."""
        self.partie_levels: dict[int, str] | None = None  # the levels saved with a resumed partie
        self.menu_levels: dict[int, str] = {}
        """Levels changed in the options at the start menu: they beat the saved partie's, continued."""
        self.undos = 0
        self.cut_pending = False
        self.coach = coach
        self.challenge = Challenge(CoachPool())
        self.hint_explained = False
        """The hint's columns were explained in full once this session: later hints say it in a line."""
        self.exit_line = ""
        """Why the game ended without being played, for the terminal once the screen is restored."""
        self.net_options = net
        self.net: NetLink | None = None
        """The link to a shared table, when playing at one."""
        for theme in THEMES.values():
            self.register_theme(theme)
        self.theme = self.settings.theme
        set_theme(self.theme)

    # State -------------------------------------------------------------------------------------

    @property
    def match(self) -> Match:
        """The partie being played (raises before one is started)."""
        if self._match is None:
            raise RuntimeError("no partie has been started yet")
        return self._match

    @property
    def has_match(self) -> bool:
        """Whether a partie is running."""
        return self._match is not None

    @property
    def bot_delay(self) -> float:
        """Seconds a bot's action takes at least, so the human can follow."""
        if self.explicit_delay is not None:
            return self.explicit_delay
        return SPEEDS[self.settings.speed][0]

    @property
    def trick_delay(self) -> float:
        """Seconds a completed trick stays on the table (a key skips it)."""
        if self.explicit_delay is not None:
            return self.explicit_delay * 2.5
        return SPEEDS[self.settings.speed][1]

    def get_theme_variable_defaults(self) -> dict[str, str]:
        """The felt's CSS variables, for a theme that does not set them."""
        return theme_variables()

    def watch_theme(self, name: str) -> None:
        """Follow a new look (from the options or the command palette) and keep it in the options."""
        set_theme(name)
        for screen in self.screen_stack:  # what the widgets draw themselves follows the look too
            for widget in screen.query("*"):
                widget.refresh()
            if isinstance(screen, TableView):  # and the log, whose lines keep the colours written
                screen.rewrap_log(anyway=True)
        if name in THEMES and name != self.settings.theme:
            self.save_settings(replace(self.settings, theme=name))

    def save_settings(self, settings: Settings) -> None:
        """Apply changed options at once and write them (a folder that refuses is told)."""
        self.settings = settings
        self.tell(self.keeper.save_settings(settings), error=True)

    def toasts_top(self) -> int:
        """Under the table's score panel while the table shows, a dialog over it or not."""
        tables = [screen for screen in self.screen_stack if isinstance(screen, TableView)]
        if not tables or not (self.screen is tables[-1] or isinstance(self.screen, ModalScreen)):
            return 0
        return tables[-1].toasts_top()

    def saved_summary(self) -> str | None:
        """One line describing the saved partie, or None when there is none."""
        return None if self._saved is None else partie_summary(self._saved)

    # Starting ----------------------------------------------------------------------------------

    def on_mount(self) -> None:
        """Take the folder (or ask what to do when another copy holds it), then open the game."""
        if self.keeper.acquire(self.lock_patience) is Hold.BUSY:
            question = PromptScreen(
                tr("prompt.elsewhere"), tr("prompt.elsewhere_hint", folder=self.keeper.folder), default=False
            )
            self.push_screen(question, self.answer_elsewhere)
        else:
            self.open_game()
        self.check_size(self.size.width, self.size.height)
        if not self.is_headless:
            self.catch_stop_signals()

    def on_unmount(self) -> None:
        """Finish writing the history, then let another copy play in this folder; stop the coach's
        background work."""
        self.recorder.close()
        self.keeper.release()
        self.challenge.close()

    def answer_elsewhere(self, unsaved: bool | None) -> None:
        """Play without saving, or quit saying why on the terminal."""
        if unsaved:
            self.keeper.play_unsaved()
            self.open_game()
        else:
            self.exit_line = tr("cli.elsewhere", folder=self.keeper.folder)
            self.exit(return_code=EXIT_BUSY)

    def open_game(self) -> None:
        """Report the options' faults, then open the shared table's waiting room, or read the save
        (setting a bad one aside, then showing the menu) and resume or show the menu."""
        if self.drawing_encoding is not None:
            self.tell(tr("notify.encoding", encoding=self.drawing_encoding), error=True)
        for notice in self.keeper.options_notices():
            self.tell(notice, error=True)
        if self.storage.writable:  # an unreadable history is set aside and told now, not after a deal
            self.recorder.open_now()
        if self.typed_language is not None:
            # A language typed on the command line is the player's choice: ``--resume`` keeps it.
            self.tell(self.keeper.save_settings(self.settings), error=True)
        if self.net_options is not None:
            self.open_shared_table(self.net_options)
            return
        self.show_menu(resume=self.resume)

    def show_menu(self, resume: bool = False) -> None:
        """The start menu, with the saved partie read (an unreadable save is set aside and said
        there, where the player chooses what to start); with ``resume``, the saved partie at once."""
        self._saved, notice = self.keeper.load_saved()
        self.tell(notice, error=True)
        if resume and self._saved is not None:
            self.continue_saved()
        else:
            if resume and not notice:  # « --resume » with nothing saved: say why the menu shows
                self.tell(tr("notify.nothing_to_resume"))
            self.push_screen(StartScreen())

    def continue_saved(self) -> None:
        """Resume the saved partie (or start a new one if there is none)."""
        if self._saved is None:
            self.start_new()
            return
        self.tell(tr("status.resumed"), seconds=BRIEF_SECONDS)
        if self._left is not None and self._left.match is self._saved:  # its challenge goes on too
            self._match = self._left.match
            self.start_game(self._saved, self._left.record, self._left.answered)
        else:
            saved = self.storage.load_table()
            record = TableRecord.from_json(saved)
            if saved is not None and record is None:  # the partie is whole: only its bots' levels are lost
                self.tell(tr("notify.saved_table_unreadable"), error=True)
            self.start_game(self._saved, record)

    def start_new(self) -> None:
        """A new partie with the chosen rules; ``--seed`` applies to the first one only."""
        rules = self.rules_override if self.rules_override is not None else self.settings.rules
        if self._saved is not None and self.storage.writable:  # its save is replaced: abandoned now
            self.recorder.partie_abandoned(self._saved.seed)
        match = Match(rules, self.seed)
        self.seed, self.prefer_new = None, False  # the seed is used: the menu offers to continue again
        self.start_game(match)

    def start_game(
        self, match: Match, record: TableRecord | None = None, answered: Answered | None = None
    ) -> None:
        """Seat the bots (as saved with a resumed partie) and show the table for ``match`` (with the
        questions of its deal already ``answered``, when taken up again from the menu)."""
        other = self._match is not match
        if other:
            self.challenge.reset()
        self._match, self._saved, self._left = match, None, None
        if other and self.coach and any(match.history) and self.storage.writable:  # a resumed partie
            self.challenge.resume(self.recorder.partie_challenges(match.seed), lambda: self._match is match)
        self.partie_levels = record.seat_levels() if record is not None else None
        if self.partie_levels is not None:  # a level changed at the menu since applies to it too
            self.partie_levels.update(self.menu_levels)
        self.menu_levels = {}
        self.undos = record.undos if record is not None else 0
        # A save repaired back to a readable move (its deal not over) is not at the cut any more.
        self.cut_pending = record is not None and record.cut_pending and match.deal.phase == "done"
        self.recorder.restore_marks(*((record.deal_undo, record.deal_hints) if record is not None else ()))
        i18n.set_direction(match.rules.direction)  # West and East follow it
        self.make_bots()
        self.recorder.begin(match, record.started_at if record is not None else None)
        i18n.set_direction(match.rules.direction)
        self.autosave()  # the save carries the bots' levels from the start
        if len(self.screen_stack) > 1:
            self.switch_screen(GameScreen(answered))
        else:
            self.push_screen(GameScreen(answered))

    def make_bots(self) -> None:
        """Each bot at its level (command line, else as saved with the partie, else the options),
        seeded from the partie's seed."""
        levels = self.seat_levels(self.partie_levels or chosen_levels(self.settings))
        seed = self.match.seed
        self.bots = {seat: BOTS[level](seed=bot_seed(seed, seat)) for seat, level in levels.items()}

    def seat_levels(self, levels: Mapping[int, str]) -> dict[int, str]:
        """Seat -> bot level: ``levels`` unless the command line forces a seat's (or every seat's)."""
        return {seat: forced or levels[seat] for seat, forced in seat_levels(self.cli_levels, "").items()}

    def levels_in_play(self) -> dict[int, str]:
        """Seat -> the level of each bot at the solo table, or of the next partie's when there is
        none yet or it is over (the command line's included); none at a shared table, whose host
        seats the bots."""
        if self.net is not None:
            return {}
        if self.has_match and not self.match.over:
            return {seat: bot.name for seat, bot in self.bots.items()}
        return self.seat_levels(chosen_levels(self.settings))

    def show_manche_end(self, then: Callable[[], None]) -> None:
        """Show who won the manche (or the partie); then go on, or start a new partie."""

        def after(again: bool | None) -> None:
            if not self.match.over:
                then()
                return
            self.keep(self.keeper.delete_save())
            if again is False:  # Escape: the start menu, nothing saved to continue
                self._saved = None
                self.switch_screen(StartScreen())
            else:
                self.start_new()

        follow = self.challenge if self.match.over else None
        end = MancheEndScreen(self.match, self.undos, menu=True, follow=follow)
        end.hold_keys(self.enter_grace)  # a second Enter meant for the summary does not close it unread
        self.push_screen(end, after)

    # Global actions ----------------------------------------------------------------------------

    def action_help(self) -> None:
        """The keys and the rules."""
        if not isinstance(self.screen, HelpScreen):
            shared = None if self.net is None else (seat_name(1), seat_name(2), seat_name(3))
            options = None if self.net is None else self.net.options
            joined = None  # at a table we joined: how we come back to it, « --home » included
            if options is not None and options.mode == "join":
                joined = options.address + self.home_option()
            table = self.match.rules if self.has_match else None
            invitation = "" if self.net is None or joined is not None else self.net.invitation
            self.push_screen(HelpScreen(shared, joined, table, self.resume_command(), invitation))

    def action_options(self) -> None:
        """The options screen; saved settings apply at once (rules from the next partie)."""
        if isinstance(self.screen, OptionsScreen):
            return
        playing = self.levels_in_play()
        in_use = {*chosen_levels(self.settings).values(), *playing.values()}  # e.g. a baseline
        levels = (*LEVELS, *(name for name in BOTS if name in in_use and name not in LEVELS))

        def saved(settings: Settings | None) -> None:
            if settings is None:
                return
            relabel = settings.lang != self.settings.lang
            four_changed = settings.four_colours != self.settings.four_colours
            rules_chosen = settings.rules != self.settings.rules
            picked = None
            if playing:
                settings, picked, self.cli_levels = pick_levels(
                    self.settings, settings, playing, self.cli_levels
                )
                self.partie_levels = picked or self.partie_levels
                if picked and not self.has_match:  # at the menu: for the saved partie too, if continued
                    self.menu_levels.update(
                        (seat, picked[seat]) for seat in picked if picked[seat] != playing[seat]
                    )
            elif chosen_levels(settings) != chosen_levels(self.settings):
                self.partie_levels = None  # levels chosen now apply to the partie in progress
            self.settings = settings
            i18n.set_language(settings.lang)
            if relabel:  # the notices on show or held were in the other language
                self.drop_passing()
            self.withdraw(*self.keeper.options_told)  # the options saved anew: the file's faults are gone
            self.tell(self.keeper.save_settings(settings), error=True)
            self.theme = settings.theme
            if rules_chosen and self.net is not None and self.net.choosing_rules():  # the waiting room:
                self.net.set_rules(settings.rules)  # the rules of the table about to start
            if self._match is not None:
                self.make_bots()
                if picked:
                    self.autosave()  # the save carries the bots' levels
            if relabel and type(self.screen) is GameScreen:  # the same table, in the new language
                self.screen.stop_bots()
                self.switch_screen(GameScreen(self.screen.answered()))
            elif relabel:  # the same screen again, in the new language
                same = type(self.screen) if isinstance(self.screen, GameScreen | LobbyScreen) else StartScreen
                self.switch_screen(same())
            elif isinstance(self.screen, GameScreen):
                self.screen.refresh_view()
                self.screen.drop_stale_refusal()
                if four_changed:  # the log's suits were written in the other deck's colours
                    self.screen.rewrap_log(anyway=True)

        table = None if self.net is None else self.net.options.mode
        note = {"join": "opt.guest_note", "host": "opt.host_note"}.get(table or "", "opt.rules_note")
        if self.net is not None and self.net.choosing_rules():
            note = "opt.host_room_note"
        shown = with_levels(self.settings, playing)  # as played: from the command line or the save
        options = OptionsScreen(shown, levels, DEFAULT_LEVEL, note)
        if isinstance(self.screen, LobbyScreen):  # the room's frame would show beside the options'
            options.add_class("-over-panel")
        self.push_screen(options, saved)

    def action_command_palette(self) -> None:
        """The command palette (ctrl+p), its prompt in the player's language; not while the terminal is
        too small (the game is paused there: only the quit question may open over the message)."""
        if isinstance(self.screen, TooSmallScreen):
            return
        if self.use_command_palette and not CommandPalette.is_open(self):  # type: ignore[arg-type]
            self.push_screen(Palette(placeholder=tr("cmd.search"), id="--command-palette"))
