"""The waiting room of a shared table: who sits where before the start, and for the host the
invitation to give to friends and the keys to arrange the seats, choose the bots' levels, remove a
player and start."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.console import Group, RenderableType
from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, Static

from belote.bots import BOTS, LEVELS
from belote.net import rotate
from belote.net.client import SeatState, TableState
from belote.net.protocol import PHRASES
from belote.tui import i18n
from belote.tui.hostfiles import saved_partie_unfinished, saved_table, table_file_here
from belote.tui.i18n import FR, seat_name, tr
from belote.tui.net_holdup import code_renewed
from belote.tui.net_phrases import PHRASE_SECONDS, PhraseSender, heard
from belote.tui.net_status import bot_nickname
from belote.tui.netmessages import HostSaid, LinkLost
from belote.tui.option_words import rules_line
from belote.tui.screens import PromptScreen
from belote.tui.translate import TranslatedBindings
from belote.tui.typography import french_body

if TYPE_CHECKING:
    from belote.tui.app import BeloteApp


def seat_label(seat: SeatState, number: int) -> str:
    """« Léa », « Léa, hors ligne », « robot pour Léa » (a bot holds her seat) or « Jojo, robot
    (expert) » for the player at the table's seat ``number`` (a seat at the table adds its team in
    brackets: one pair of brackets, « robot pour Léa (Nous) »)."""
    if not seat.player:
        name = bot_nickname(number)
        if seat.level not in BOTS:  # a level the host's newer program has is just « robot »
            return tr("net.covered", name=name)
        return tr("net.bot_level", name=name, level=tr(f"val.{seat.level}"))
    if seat.bot:
        return tr("net.stand_in", name=seat.name)
    return seat.name if seat.here else tr("net.away", name=seat.name)


def room_label(seat: SeatState, number: int) -> str:
    """A seat as the waiting room shows it: as at the table, but a friend who quit before the start
    « a quitté » (no bot plays yet: the seat waits for them, or for the host to free it)."""
    if seat.player and seat.bot:
        return tr("net.left_room", name=seat.name)
    return seat_label(seat, number)


def freed_seats(before: TableState | None, after: TableState) -> list[str]:
    """The friends whose seat is free again since ``before`` (they quit the room, or the host removed
    them): a bot's nickname stands where their name was, so the room says it once."""
    if before is None or before.phase != "lobby":
        return []
    return [
        was.name
        for was, now in zip(before.seats, after.seats, strict=True)
        if was.player and not now.player and was.name
    ]


def refusal_sentence(rule: str) -> str:
    """Why the host refused a request, in the player's language: the sentence of its rule code, or a
    plain « refused » for a code this program does not know (the host's English reason is not shown)."""
    key = f"net.refused.{rule}"
    return tr(key if key in FR else "net.refused.other")


class LobbyScreen(PhraseSender, TranslatedBindings, Screen[None]):
    """The four seats before the start; the host arranges them and starts the partie; everyone may
    say a table phrase (« Bonjour ! ») while waiting."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "choose(-1)", "key.seat", key_display="↑↓"),
        Binding("down", "choose(1)", show=False),
        Binding("m", "move", "key.move"),
        Binding("n", "level", "key.bot_level"),
        Binding("x", "remove", "key.remove"),
        Binding("enter", "start", "key.start", key_display="⏎"),
        Binding("o", "app.options", "key.options"),  # hosting: the table's rules, before the start
        Binding("exclamation_mark", "phrases", "key.phrases", key_display="!"),
        Binding("escape", "back", "key.back_to_menu", key_display="key.esc"),
        Binding("q", "app.quit_game", "key.quit"),
        Binding("question_mark,f1", "app.help", show=False),  # the keys and the rules, as at the table
    ]

    def __init__(self) -> None:
        super().__init__()
        self.state: TableState | None = None
        self.chosen = 1
        self.code_shown = ""
        """Hosting: the table code the room last showed (a new one is told in a notice)."""
        self.problem = ""
        self.lost = False
        """The link to the table is lost (removed, closed, or trying again): the seats shown would be
        stale and nobody is about to start."""
        self.asked: dict[int, str] = {}
        """The bots' levels we asked the host for (a key pressed twice goes on from the first)."""
        self.phrases_due: list[str] = []

    @property
    def beloteapp(self) -> BeloteApp:
        """The app, typed."""
        return self.app  # type: ignore[return-value]

    @property
    def admin(self) -> bool:
        """Whether we host this table."""
        link = self.beloteapp.net
        return link is not None and link.client is not None and link.client.admin

    def compose(self) -> ComposeResult:
        """The room and the Footer."""
        with Vertical(classes="dialog", id="lobby"):
            yield Static(self.body(), id="lobby-body")
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        """Receive the host's messages here until the partie starts."""
        link = self.beloteapp.net
        if link is not None:
            link.listener = self  # with what came before we were shown

    def body(self) -> RenderableType:
        """The invitation (hosting), the seats from our own point of view, and what happens next."""
        lines: list[RenderableType] = [Text(tr("net.lobby"), Style(bold=True))]
        link = self.beloteapp.net
        if link is not None and link.invitation:
            lines += [Text(tr("net.invite")), Text("  " + link.invitation, Style(color="#ffd75f", bold=True))]
        lines.append(Text(""))
        state = self.state
        if state is None and not self.problem:  # once the link failed, only why it did
            hosting = link is not None and link.options.mode == "host"
            lines.append(Text(tr("net.opening" if hosting else "net.connecting"), Style(dim=True)))
        elif state is not None and not self.lost:
            for place in range(4):
                seat = (place + state.seat) % 4
                mark = "▶ " if self.admin and place == self.chosen else "  "
                line = Text(mark + f"{seat_name(place):<8}", Style(bold=place == 0))
                colour = "#8fe08f" if place % 2 == 0 else "#f0a060"
                line.append(room_label(state.seats[seat], seat), Style(color=colour))
                lines.append(line)
            lines.append(Text(""))
            rules = rules_line(state.rules, shared=True)  # the host's, for everyone
            lines.append(Text(tr("net.rules", rules=rules)))
            full = all(seat.player and not seat.bot for seat in state.seats)  # no seat a bot would play
            starts = "net.host_starts_full" if full else "net.host_starts"
            lines.append(Text(tr(starts if self.admin else "net.wait_start"), Style(dim=True)))
        if self.problem:
            lines.append(Text(self.problem, Style(color="#ff6b6b", bold=True)))
        return french_body(Group(*lines), i18n.language())  # never a line starting « : oui »

    def redraw(self) -> None:
        """Show the room as it is now (and the keys that apply to it); hosting, say so when the
        table's code changed (removing a player changes it), as friends must be given the new one."""
        self.query_one("#lobby-body", Static).update(self.body())
        self.refresh_bindings()
        link = self.beloteapp.net
        if link is not None:
            self.code_shown, renewed = code_renewed(link, self.code_shown)
            if renewed:
                self.beloteapp.tell_instead(renewed)

    def on_host_said(self, message: HostSaid) -> None:
        """A seat changed, or the partie started (then the table replaces this room)."""
        data = message.data
        if data["type"] == "refused":
            self.problem = refusal_sentence(str(data.get("rule", "")))
        if data["type"] == "said" and self.state is not None:
            self.heard(int(data["seat"]), str(data["phrase"]))
            return
        if message.state is not None:
            if self.lost:  # back at the table: what was said of the lost link no longer holds
                self.lost, self.problem = False, ""
            for name in freed_seats(self.state, message.state):
                self.beloteapp.tell(tr("net.seat_freed", name=name))
            self.state = message.state
            i18n.set_direction(message.state.rules.direction)  # the seats named where they will sit
            link = self.beloteapp.net
            if message.state.phase != "lobby" and link is not None and link.listener is self:
                link.listener = None  # the table takes over, from the state as it is when shown
                self.beloteapp.show_net_table()
                return
        self.redraw()

    def heard(self, seat: int, phrase: str) -> None:
        """A table phrase said by the player at ``seat`` (us included), as at the table."""
        assert self.state is not None
        if not 0 <= seat < len(self.state.seats) or phrase not in PHRASES:
            return
        name = seat_name(0) if seat == self.own_seat else self.state.seats[seat].name
        self.beloteapp.tell_phrase(heard(name, phrase), PHRASE_SECONDS)

    def on_link_lost(self, message: LinkLost) -> None:
        """The table cannot be reached: say why (instead of the seats, and of who starts)."""
        self.problem = message.sentence
        self.lost = True
        self.redraw()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Seats are arranged and the partie started by the host only; going back to the menu is
        for a table opened from it that could not be opened or joined."""
        if action in ("move", "remove"):  # a player's seat only: a bot's has nobody to move or remove
            return self.admin and self.chosen_player
        if action == "level":  # a bot's seat only: on a friend's, the change would show nowhere
            return self.admin and not self.chosen_player
        if action in ("choose", "start"):
            return self.admin
        if action == "back":
            return self.failed_from_menu
        if action == "phrases":  # while the table can be reached
            return not self.lost and self.state is not None
        return True

    @property
    def chosen_player(self) -> bool:
        """A friend sits at the chosen seat (not a bot)."""
        if self.state is None:
            return False
        return self.state.seats[rotate.turn(self.chosen, -self.own_seat)].player

    @property
    def failed_from_menu(self) -> bool:
        """The table could not be opened or joined (from the start menu or by « host » / « join »),
        or is still being reached: no seat waits for us, so Escape goes to the menu, where the code
        can be typed again (a table slow to answer is not waited for against the player's will)."""
        link = self.beloteapp.net
        return link is not None and not link.seated and (bool(self.problem) or self.state is None)

    async def action_back(self) -> None:
        """Back to the start menu (see ``failed_from_menu``)."""
        if self.failed_from_menu:
            await self.beloteapp.back_to_menu()

    def action_choose(self, step: int) -> None:
        """Choose another seat among the friends', listed in the order of play from ours."""
        self.chosen = (self.chosen - 1 + step) % 3 + 1
        self.redraw()

    def action_move(self) -> None:
        """Move the chosen seat's player to the next seat down the list (in the order of play: East →
        North → West → East counter-clockwise, the default; West → North → East clockwise)."""
        following = self.chosen % 3 + 1
        self.send(
            "swap", a=rotate.turn(self.chosen, -self.own_seat), b=rotate.turn(following, -self.own_seat)
        )
        self.chosen = following

    def action_level(self) -> None:
        """Give the chosen seat's bot the next level (as in the options: beginner → … → master)."""
        if self.state is None:
            return
        seat = rotate.turn(self.chosen, -self.own_seat)
        current = self.asked.get(seat, self.state.seats[seat].level)
        following = LEVELS[(LEVELS.index(current) + 1) % len(LEVELS)] if current in LEVELS else LEVELS[0]
        self.asked[seat] = following
        self.send("level", seat=seat, level=following)

    def action_remove(self) -> None:
        """Ask, then remove the chosen seat's player (a bot plays there); « Non » answers by default,
        as at the table: the removal changes the table's code for everyone."""
        if self.state is None:
            return
        seat = rotate.turn(self.chosen, -self.own_seat)
        name = self.state.seats[seat].name

        def answer(yes: bool | None) -> None:
            held = self.state.seats[seat] if self.state is not None else None
            if yes and held is not None and held.player and held.name == name:  # still the one asked about
                self.send("kick", seat=seat)

        question = PromptScreen(
            tr("prompt.remove_player", name=name), tr("prompt.remove_from_room_hint"), default=False
        )
        self.app.push_screen(question, answer)

    def action_start(self) -> None:
        """Start the partie; bots take the empty seats. A new table started over the one saved here
        replaces it: asked first (« Non » by default), the toast that said so may be long gone; not
        when the saved table's partie is over (nothing is lost: its deals are in the history)."""
        link = self.beloteapp.net
        replaces = link is not None and not link.resumed and table_file_here(link.home)
        if link is None or not replaces or not saved_partie_unfinished(link.home):
            self.send("start")
            return

        def answer(yes: bool | None) -> None:
            if yes:
                self.send("start")

        if saved_table(link.home):  # our key to it is kept: it could be opened again instead
            hint = tr("prompt.replace_saved_table_hint", command=self.beloteapp.resume_command())
        else:
            hint = tr("prompt.replace_keyless_table_hint")
        self.app.push_screen(PromptScreen(tr("prompt.replace_saved_table"), hint, default=False), answer)

    @property
    def own_seat(self) -> int:
        """Our seat at the table."""
        return self.state.seat if self.state is not None else 0

    def send(self, kind: str, **fields: object) -> None:
        """Send a request to the host."""
        link = self.beloteapp.net
        if link is not None:
            self.run_worker(link.send(kind, **fields), group="net-send")
