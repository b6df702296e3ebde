"""The app at a shared table: host one or join one over the network, wait in its waiting room, then
play at its table; quitting leaves it (the host's server stops and saves the table)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from textual.app import App
from textual.screen import Screen

from belote.engine import Rules
from belote.history import Recorder
from belote.tui.helptext import RESUME_COMMAND
from belote.tui.hostfiles import saved_partie_unfinished, saved_table, table_file_here
from belote.tui.i18n import tr
from belote.tui.keeper import Keeper
from belote.tui.lobby import LobbyScreen
from belote.tui.menus import StartScreen
from belote.tui.netgame import NetGameScreen
from belote.tui.netlink import NetLink
from belote.tui.netmessages import LinkNotice
from belote.tui.netoptions import NetOptions
from belote.tui.seating import chosen_levels
from belote.tui.storage import Settings, Storage, home_option, join_command


class SharedTables(App[None]):
    """Mixin for the app: the link to a shared table and the screens that go with it."""

    keeper: Keeper
    storage: Storage
    settings: Settings
    recorder: Recorder
    seed: int | None
    rules_override: Rules | None
    net: NetLink | None
    net_options: NetOptions | None
    net_from_menu = False
    """The shared table was opened from the start menu (not the command line)."""
    refused_table: NetOptions | None = None
    """A join the host refused, a table that could not be reached, or one that could not be opened
    here: the form offers what was typed again (address, code and name; name and port), to
    correct what was wrong rather than type it all anew."""

    def show_menu(self, resume: bool = False) -> None:
        """The start menu (the app's)."""
        raise NotImplementedError

    @property
    def bot_delay(self) -> float:
        """Seconds a bot's action takes at least (the app's speed)."""
        raise NotImplementedError

    @property
    def trick_delay(self) -> float:
        """Seconds a completed trick stays on the table (the app's speed)."""
        raise NotImplementedError

    def seat_levels(self, levels: Mapping[int, str]) -> dict[int, str]:
        """Seat -> bot level, the command line's first (the app's)."""
        raise NotImplementedError

    writes_held = False
    """The quit question is being worded: what its writes have to tell waits for it to close."""

    def keep(self, notice: str) -> None:
        """Tell how a write went (the app's records)."""
        raise NotImplementedError

    def hold_notice(self, notice: str) -> None:
        """A problem to say once the screen about to open has gone (the app's notices)."""
        raise NotImplementedError

    def withdraw(self, *notices: str) -> None:
        """Take down passing notices a later move made wrong (the app's)."""
        raise NotImplementedError

    def tell(self, notice: str, error: bool = False) -> None:
        """A passing notice (the app's)."""
        raise NotImplementedError

    def open_shared_table(self, options: NetOptions, from_menu: bool = False) -> None:
        """Host or join a shared table: its waiting room, then the table once the host starts
        (``from_menu``: opened from the start menu, which a table that fails to open goes back to)."""
        self.net_from_menu, self.refused_table = from_menu, None  # a new attempt: the last one is done
        rules = self.rules_override if self.rules_override is not None else self.settings.rules
        pauses = (self.bot_delay, self.trick_delay)
        levels = self.seat_levels(chosen_levels(self.settings))  # each empty seat's bot, as in a solo game
        home, seed = self.storage.root, self.seed
        recorder = self.recorder if self.storage.writable else None  # the deals we host go in our history
        self.net = NetLink(options, home, rules, levels, pauses, seed, self.write_shared, recorder)
        self.net.may_set_aside = self.storage.writable
        replaced = options.mode == "host" and not options.resume and table_file_here(home)
        if replaced and saved_partie_unfinished(home):  # replaced once it starts (a finished one: no word)
            self.net.replacing = self.resume_command()  # said once the new table is open, if it opens
        self.push_screen(LobbyScreen())
        self.run_worker(self.net.run(), group="net", exit_on_error=False)

    async def back_to_menu(self) -> None:
        """Leave a table and show the start menu: one that could not be opened or joined (opened from
        the menu or by « host » / « join »), or one opened from the menu that the player quits
        (hosting, the table is saved as on quitting)."""
        self.workers.cancel_group(self, "net")
        if self.net is not None:
            if self.net.replacing:  # the new table never began: the saved one stays, nothing replaces it
                self.withdraw(LinkNotice("net.saved_table_replaced", self.net.replacing).sentence)
            joining = self.net.options.mode == "join"
            if (joining and not self.net.seated) or (not joining and self.net.host is None):
                self.refused_table = self.net.options
            await self.net.close()
        self.net, self.net_from_menu = None, False
        while len(self.screen_stack) > 1 and not isinstance(self.screen, StartScreen):
            self.pop_screen()
        if not isinstance(self.screen, StartScreen):  # opened by « host » or « join »: no menu under it
            self.net_options = None
            self.show_menu()

    def write_shared(self, path: Path, data: object) -> None:
        """Write a shared table's file (the table, our tokens) the way the solo partie is saved."""
        notice = self.keeper.keep(lambda: self.storage.write_json(path, data))
        if self.writes_held and notice:  # it would show over the quit question: said after it
            self.hold_notice(notice)
            notice = ""
        self.keep(notice)

    def on_link_notice(self, message: LinkNotice) -> None:
        """A notice from the link while the table goes on, whichever screen shows it: a passing toast
        (its detail, such as the invitation to give to friends, on a line of its own)."""
        self.tell(message.sentence)

    def paused_at(self, screen: Screen[Any] | None) -> None:
        """The terminal became too small over ``screen``: at a shared table on our turn, the others
        are told « Un instant ! » (the table waits for us), a question of ours over it or not."""
        tables = [under for under in self.screen_stack if isinstance(under, NetGameScreen)]
        if screen is not None and tables:
            self.call_after_refresh(tables[-1].ask_for_a_moment)

    def show_net_table(self) -> None:
        """The partie started at the shared table: show it."""
        self.switch_screen(NetGameScreen())

    def resume_command(self) -> str:
        """The command that opens the hosted table again: with « --home » when this game's folder is
        not the one a plain « belote-tui » uses (else the table would not be found there)."""
        return RESUME_COMMAND + self.home_option()

    def join_command(self, address: str) -> str:
        """The command that takes a friend back to their seat: with « --home » when this game's folder
        is not the default one, where the seat's key is kept (else the host would ask for the code)."""
        return join_command(address, self.keeper.storage.root)

    def home_option(self) -> str:
        """« --home FOLDER » when this game's folder is not the one a plain « belote-tui » uses."""
        return home_option(self.keeper.storage.root)

    def shared_quit_words(self) -> tuple[str, str] | None:
        """At a shared table, the quit question and what becomes of the table: the host's is saved
        for ``host --resume``, a friend's seat waits for ``join`` (None away from a shared table)."""
        if self.net is None:
            return None
        options = self.net.options
        seat_waits = self.net.seated or self.net.ended == "net.host_closed"
        self.write_again()
        if options.mode == "join" and seat_waits and not self.net.tokens.on_file(options.address):
            # another copy holds our folder, or it refuses the write: no command brings us back
            held = not self.storage.writable
            hint = "prompt.quit_join_unsaved_hint" if held else "prompt.quit_join_failed_hint"
            return tr("prompt.quit_join" if not self.net.ended else "prompt.quit_seatless"), tr(hint)
        if self.net.ended == "net.host_closed":  # saved by the host: our seat waits for its return
            return tr("prompt.quit_seatless"), tr(
                "prompt.quit_host_closed_hint", command=self.join_command(options.address)
            )
        if not self.net.seated:  # the table did not open, or refused us: nothing waits for us there
            return tr("prompt.quit_seatless"), tr("prompt.quit_seatless_hint")
        if options.mode == "host":
            table = self.net.table
            question = tr("prompt.close_host" if self.net_from_menu else "prompt.quit_host")
            if table is not None and table.phase == "lobby":  # a waiting room is not saved
                if self.net.replacing:  # nor does it replace the table saved here, which stays
                    back = self.way_back(self.net.replacing)
                    return question, tr("prompt.quit_host_room_kept_hint", command=back)
                return question, tr("prompt.quit_host_room_hint")
            if not self.storage.writable:  # another copy holds the folder: nothing was written
                return question, tr("prompt.quit_host_unsaved_hint")
            if not saved_table(self.storage.root):  # the folder refused the writes from the first
                return question, tr("prompt.quit_host_failed_hint")
            if self.keeper.problem:  # it refuses them now: the save there is of an earlier moment
                return question, tr("prompt.quit_host_stale_hint", command=self.resume_command())
            return question, tr("prompt.quit_host_hint", command=self.way_back(self.resume_command()))
        client = self.net.client
        phase = client.state.phase if client is not None and client.state is not None else ""
        # at a partie's end no bot has anything to play for us; a table out of reach says nothing
        hint = "prompt.quit_join_over_hint" if phase == "over" else "prompt.quit_join_hint"
        lost = self.net.gone_quiet or self.net.cut_off  # our leaving would not reach the host
        if phase == "lobby" and not lost:
            return tr("prompt.quit_join"), tr("prompt.quit_join_room_hint")  # the seat is freed
        if lost:  # the host does not hear us: nobody can say a bot plays for us, nor free our seat
            hint = "prompt.quit_join_lost_hint"
        return tr("prompt.quit_join"), tr(hint, command=self.way_back(self.join_command(options.address)))

    def write_again(self) -> None:
        """Before the quit question says what is kept, the files it speaks of are written again (a
        folder moved or deleted under us is made anew then, not at the next move): a friend's key
        to the seat, the hosted table once started. What the writes tell waits for the question."""
        link = self.net
        assert link is not None
        self.writes_held = True
        try:
            if link.options.mode == "join":
                link.tokens.restore()
            elif link.host is not None and link.table is not None and link.table.phase != "lobby":
                link.save_table(link.table)
        finally:
            self.writes_held = False

    def way_back(self, command: str) -> str:
        """How to come back to the table: ``command``, and first the menu's « Jouer avec des amis »
        when the table was opened from the menu, where quitting it leads."""
        return (
            tr("prompt.way_back", menu=tr("start.friends"), command=command)
            if self.net_from_menu
            else command
        )

    async def leave_shared_table(self, on_purpose: bool = True) -> None:
        """Leave the shared table (hosting: the server stops and saves the table); not ``on_purpose``
        (the terminal closed), a friend's seat waits for them as after a lost connection."""
        if self.net is not None:
            if self.net.options.mode == "join":  # a folder made anew under us: our key back in it
                self.net.tokens.restore()
            await self.net.close(on_purpose)
