"""The score panels over the table: a deal's summary, a manche's and the partie's end, the sheet."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Protocol

from rich.console import Group, RenderableType
from rich.style import Style
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Static

from belote.engine import DealResult, manche_scores, manche_winner
from belote.tui.board import Board, SharedBoard
from belote.tui.count import DIX_DE_DER
from belote.tui.deal_record import redeal_why, verdicts
from belote.tui.events import StandIns, held_then, take_index
from belote.tui.i18n import language, suit_name, team_name, tr, tr_seat
from belote.tui.screens import InfoScreen
from belote.tui.sheet_table import sheet_table
from belote.tui.themes import colour
from belote.tui.translate import LiveFooter
from belote.tui.typography import french_body

if TYPE_CHECKING:
    from textual.timer import Timer

    from belote.tui.challenge import Challenge


class Remover(Protocol):
    """A shared table the host may free a seat of."""

    def removable_seat(self) -> int | None:
        """The seat of the friend the host may remove now, if any."""

    def ask_to_remove(self) -> None:
        """Ask the host whether to remove that friend."""


def _points_table() -> Table:
    table = Table(box=None, padding=(0, 2), show_header=True, header_style="bold")
    table.add_column("")
    table.add_column(team_name(0), justify="right", style=colour("us"))
    table.add_column(team_name(1), justify="right", style=colour("them"))
    return table


def _cell(value: int, show_zero: bool = True) -> str:
    return str(value) if value or show_zero else "·"


def _dedans_shift(result: DealResult) -> tuple[int, int]:
    """What dedans or litige moves per team, so that each summary column adds up to what is written:
    card points + announces + belote + this + reserve collected = written."""
    belote = [20 if team == result.belote else 0 for team in (0, 1)]
    earned = [result.card_points[t] + result.announces[t] + belote[t] for t in (0, 1)]
    return (result.points[0] - earned[0], result.points[1] - earned[1])


class ScoresScreen(InfoScreen):
    """A panel about the partie's scores (a deal's summary, a manche's end): « f » opens the score
    sheet over it, as at the table, and « q » or ctrl+c asks to save and quit, as at the table."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("f", "sheet", "key.sheet"),
        Binding("a", "analyse", "key.analyse"),  # declared here so that the Footer lists it before « q »
        Binding("x", "remove_player", "key.remove_player"),
        Binding("question_mark", "help", "key.help", key_display="?"),  # a word just read, dedans or litige
        Binding("f1", "help", show=False),
        Binding("q", "app.quit_game", "key.quit"),
        Binding("ctrl+c", "app.quit_game", show=False),  # the screen's own would copy text
    ]

    match: Board
    analysable: ClassVar[bool] = False
    """The panel offers the analysis of its deal (« a »): the solo table's summary does."""
    remover: Remover | None = None
    """At a shared table we host, the table, which may free the seat of a friend who left or holds
    it up (« x », as at the table: a newcomer refused a full table is told to ask for it)."""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """« a » only where the deal can be analysed, « x » only when the host may free a seat."""
        if action == "analyse" and not self.analysable:
            return False
        if action == "remove_player":
            return self.remover is not None and self.remover.removable_seat() is not None
        return super().check_action(action, parameters)

    def action_remove_player(self) -> None:
        """Ask the host whether to free the seat of the friend gone away (the table asks)."""
        if self.remover is not None:
            self.remover.ask_to_remove()

    def action_sheet(self) -> None:
        """The score sheet, the deal just ended included, this panel stepping aside while it is open
        (two frames one row apart would read as one broken frame), the table behind as at the table;
        it shows again once the sheet has gone (``on_screen_resume``)."""
        self.add_class("-under-panel")
        self.app.push_screen(SheetScreen(self.match))

    async def action_help(self) -> None:
        """The keys and the rules (the words the panel uses, dedans, litige, capot...), this panel
        stepping aside while they are open, as for the sheet."""
        self.add_class("-under-panel")
        await self.app.run_action("app.help")

    def on_screen_resume(self) -> None:
        """Back from the sheet or the help (or any screen over it): this panel shows again."""
        self.remove_class("-under-panel")


class SummaryScreen(ScoresScreen):
    """End of a deal: card points, dix de der, announces, belote, what each team writes, the reserve."""

    def __init__(
        self, result: DealResult, match: Board, number: int, stand_ins: StandIns | None = None
    ) -> None:
        """``stand_ins``: the seats a friend took over from a bot during the deal (a shared table),
        so a contract the bot took before is said to be the bot's."""
        super().__init__()
        self.result, self.match, self.number, self.stand_ins = result, match, number, stand_ins
        tricks = match.deal.tricks
        self.der_team = tricks[-1].winner % 2 if len(tricks) == 8 and tricks[-1].winner is not None else None

    def body(self) -> RenderableType:
        """The summary table and the verdict."""
        result = self.result
        title = Text(tr("sum.title", n=self.number), Style(bold=True))
        if result.redeal or result.taker is None or result.trump is None:
            return Group(title, Text(""), Text(redeal_text(self.match)))
        take = take_index(self.match.deal.bids)
        with held_then(self.stand_ins, -1 if take is None else take):
            contract = Text(tr_seat("sum.contract", result.taker, suit=suit_name(result.trump)))
        table = _points_table()
        if result.capot is not None:  # as the café scores it: 252 for the eight tricks, no dix de der
            table.add_row(tr("sum.capot_row"), *(_cell(v, False) for v in result.card_points))
        else:
            table.add_row(tr("sum.cards"), *(str(v) for v in result.card_points))
        if self.der_team is not None and result.capot is None:
            der = [DIX_DE_DER if team == self.der_team else 0 for team in (0, 1)]
            table.add_row("  " + tr("sum.der"), *(_cell(v, False) for v in der), style="dim")
        if any(result.announces):
            table.add_row(tr("sum.announces"), *(_cell(v, False) for v in result.announces))
        if result.belote is not None:
            belote = [20 if team == result.belote else 0 for team in (0, 1)]
            table.add_row(tr("sum.belote"), *(_cell(v, False) for v in belote))
        shift = _dedans_shift(result)
        if any(shift):
            label = tr("sum.dedans_row" if result.dedans else "sum.litige_row")
            table.add_row(label, *(f"{v:+d}".replace("-", "−") if v else "·" for v in shift))
        if any(result.collected):
            table.add_row(tr("sum.collected"), *(_cell(v, False) for v in result.collected))
        table.add_row(
            Text(tr("sum.written"), Style(bold=True)), *(Text(str(v), Style(bold=True)) for v in result.sheet)
        )
        table.add_row(tr("sum.total"), *(str(v) for v in self.match.scores))
        said = verdicts(result)
        reserve = self.match.reserve
        if reserve and self.match.over:  # no next deal to win it
            said.append(tr("sum.reserve_lost", points=reserve))
        elif reserve and not (result.litige and reserve == result.reserve):
            said.append(tr("sum.reserve", points=reserve))  # not the litige's figure again
        verdict = Text(" ".join(said), Style(color=colour("accent"), bold=True))
        return Group(title, contract, Text(""), table, Text(""), verdict)


def redeal_text(match: Board) -> str:
    """Why a void deal is dealt again (the seat that declared a carré of 7s, or nobody took), and
    who deals next: the same dealer with that option, else the next seat."""
    why = redeal_why(match.deal.declared)
    dealer = match.deal.dealer if match.rules.all_pass_same_dealer else (match.deal.dealer + 1) & 3
    return why + " " + tr_seat("sum.next_dealer", dealer)


class MancheEndScreen(ScoresScreen):
    """The end of a manche, or of the partie with its winner."""

    over_hint = "end.new"
    """What Enter does once the partie is over (a new partie)."""

    def __init__(
        self,
        match: Board,
        undos: int | None = 0,
        challenge: str = "",
        menu: bool = False,
        follow: Challenge | None = None,
    ) -> None:
        """``undos``: the moves taken back in the partie (None where there is no undo); ``menu``:
        once the partie is over, Escape goes back to the start menu (closing with False);
        ``follow``: the challenge whose line (instead of ``challenge``) is shown, and redrawn as its
        last replays come in."""
        super().__init__()
        self.match, self.undos = match, undos
        self.challenge = follow.line() if follow is not None else challenge
        self.follow = follow
        self.following: Timer | None = None
        if match.over:  # Enter alone starts a new partie (at a shared table, for everyone); q quits
            bindings = self._bindings.key_to_bindings
            bindings["enter"] = [Binding("enter", "close", tr("start.new"), key_display="⏎")]
            bindings.pop("space", None)
            bindings.pop("escape", None)
            if menu:
                self.over_hint = "end.new_or_menu"
                bindings["escape"] = [Binding("escape", "menu", tr("key.menu"), key_display=tr("key.esc"))]
            bindings["q"] = [Binding("q", "app.quit_game", tr("key.quit"))]

    def action_menu(self) -> None:
        """Back to the start menu rather than a new partie."""
        self.dismiss(False)

    def on_mount(self) -> None:
        """While replays of the partie's deals are still computed, look for them twice a second."""
        if self.follow is not None and self.follow.replays()[1]:
            self.following = self.set_interval(0.5, self.follow_challenge)

    def follow_challenge(self) -> None:
        """Redraw the challenge's line once a replay has come in; stop when none is pending."""
        if self.follow is None:
            return
        line = self.follow.line()
        if line != self.challenge:
            self.challenge = line
            self.query_one(".dialog-body", Static).update(self.french_body())
        if not self.follow.replays()[1] and self.following is not None:
            self.following.stop()
            self.following = None

    def body(self) -> RenderableType:
        """Who won the manche (and the partie), and what comes next."""
        match = self.match
        us, them = match.scores
        title = manche_title(match, match.manche_index)
        winner = manche_winner(match.history[match.manche_index], match.rules.target)
        if winner is None:  # never on a manche's end; the higher score as a reader expects
            winner = 0 if us > them else 1
        lines = won_lines(title, winner, us, them, Style(bold=True))
        lines += [Text(tr("end.manches", us=match.manches[0], them=match.manches[1])), Text("")]
        if match.over:
            key = "end.partie_won" if match.winner == 0 else "end.partie_lost"
            lines.append(Text(tr(key), Style(color=colour("accent"), bold=True)))
            if self.undos is not None:
                lines.append(Text(tr("end.undos", n=self.undos)))
            if self.challenge:  # the duplicate challenge: the human against the expert in their seat
                lines.append(Text(self.challenge))
            lines.append(Text(tr(self.over_hint), Style(dim=True)))
        else:
            if manche_kind(match, match.manche_index + 1) == "consolante":  # the partie is won already
                leader = 0 if match.manches[0] > match.manches[1] else 1
                key = "end.partie_won" if leader == 0 else "end.partie_lost"
                lines.append(Text(tr(key), Style(color=colour("accent"), bold=True)))
                lines.append(Text(tr("end.consolante_note")))
            lines.append(Text(tr("end.next", what=next_manche_name(match)), Style(dim=True)))
        return Group(*lines)


def won_lines(title: str, winner: int, us: int, them: int, style: Style | None = None) -> list[Text]:
    """« Manche 1 gagnée par Eux, 1012 à 640 », and why when the team with fewer points won it (the
    team above the target was capoted on the last deal)."""
    won, lost = (us, them) if winner == 0 else (them, us)
    said = tr("end.manche", title=title, team=team_name(winner, "object"), won=won, lost=lost)
    lines = [Text(said, style or "")]
    if won < lost:
        lines.append(Text(tr(f"end.capoted_loser_{1 - winner}")))
    return lines


def next_manche_name(match: Board) -> str:
    """« la revanche », « la belle », « la consolante » or « la manche N » for the next manche."""
    return manche_name(match, match.manche_index + 1)


def manches_before(match: Board, index: int) -> tuple[int, int]:
    """The manches each team had won when the one at ``index`` began (any manche of the partie, or
    the next one), each finished manche counted for the team the rules gave it to."""
    won = [0, 0]
    history = match.history
    for number in range(min(index, len(history))):
        if number < match.manche_index or match.manche_over:
            winner = manche_winner(history[number], match.rules.target)
            if winner is not None:
                won[winner] += 1
    return won[0], won[1]


def manche_kind(match: Board, index: int) -> str:
    """Which manche the one at ``index`` (from 0, the current one or the next) is, given the
    manches won before it: « manche_n » (the n-th), « revanche », « belle » or « consolante »."""
    rules = match.rules
    won = manches_before(match, index)
    if rules.consolante and max(won) > rules.manches // 2:
        return "consolante"  # the partie is already won: the manche after it is the consolante
    if index == 0:
        return "manche_n"
    if rules.manches == 3 and index == 1:
        return "revanche"
    if index == rules.manches - 1 and won[0] == won[1]:
        return "belle"
    return "manche_n"


def manche_name(match: Board, index: int) -> str:
    """The manche at ``index`` as a sentence names it: « la revanche », « la manche 3 »."""
    return tr(f"end.{manche_kind(match, index)}", n=index + 1)


def manche_title(match: Board, index: int) -> str:
    """The manche at ``index`` as a heading names it: « Revanche », « Manche 3 »."""
    return tr(f"title.{manche_kind(match, index)}", n=index + 1)


class SheetScreen(InfoScreen):
    """La feuille de marque: every deal of every manche with running totals."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "close", "key.close", key_display="⏎"),
        Binding("escape,s,f", "close", show=False),
        Binding("q", "close_first", show=False),
    ]

    def __init__(self, match: Board) -> None:
        super().__init__()
        self.match = match

    def body(self) -> RenderableType:
        """The tables, most recent manche last."""
        return Group(*self.earlier(), *self.current())

    def earlier(self) -> list[RenderableType]:
        """The manches before the current one, each with its title, its deals and who won it."""
        return [part for index in range(len(self.match.history) - 1) for part in self.manche(index)]

    def current(self) -> list[RenderableType]:
        """The current manche, then the manches won so far."""
        last = len(self.match.history) - 1
        manches = Text(tr("end.manches", us=self.match.manches[0], them=self.match.manches[1]))
        return [*self.manche(last), manches] if last >= 0 else [manches]

    def manche(self, index: int) -> list[RenderableType]:
        """« Feuille de la manche 2 », its deals with running totals, who won it, a blank line."""
        results = self.match.history[index]
        takers = self.match.takers if isinstance(self.match, SharedBoard) else ()
        title = manche_title(self.match, index)
        parts: list[RenderableType] = [
            Text(tr("sheet.title", title=title[:1].lower() + title[1:]), Style(bold=True))
        ]
        if results:
            parts.append(sheet_table(results, takers[index] if index < len(takers) else ()))
        else:
            parts.append(Text(tr("sheet.empty"), Style(dim=True)))
        winner = manche_winner(results, self.match.rules.target)
        if winner is not None:  # a manche over: who won it, under its last deal
            parts += won_lines(title, winner, *manche_scores(results), Style(color=colour("accent")))
        parts.append(Text(""))
        return parts

    def compose(self) -> ComposeResult:
        """The earlier manches, then the current one, which opens in view from its title."""
        lang = language()
        with VerticalScroll(classes="dialog"):
            earlier = self.earlier()
            if earlier:
                yield Static(french_body(Group(*earlier), lang), classes="dialog-body")
            yield Static(french_body(Group(*self.current()), lang), classes="dialog-body", id="sheet-current")
        yield LiveFooter(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        """Show the current manche first, from its title and column heads (below it, the sheet
        ends with the manches won; above it, the earlier manches)."""
        self.call_after_refresh(self.show_current)

    def show_current(self) -> None:
        """Scroll to the current manche's title."""
        current = self.query_one("#sheet-current")
        self.query_one(VerticalScroll).scroll_to(y=current.virtual_region.y, animate=False)
