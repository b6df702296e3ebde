"""The screens over the table: deal summary, manche and partie end, score sheet, last trick, prompts."""

from __future__ import annotations

import time
from typing import ClassVar

from rich.console import Group, RenderableType
from rich.style import Style
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from belote.engine import DealResult, Rank, Trick
from belote.tui import i18n
from belote.tui.board import Board
from belote.tui.count import DIX_DE_DER, card_and_capot_points
from belote.tui.deal_record import verdicts
from belote.tui.i18n import (
    card_label,
    language,
    seat_in_sentence,
    seat_name,
    suit_name,
    team_name,
    tr,
    tr_seat,
)
from belote.tui.themes import colour
from belote.tui.translate import LiveFooter, TranslatedBindings
from belote.tui.widgets import CentreInfo, CentreView

MIN_WIDTH, MIN_HEIGHT = 80, 24
"""The smallest terminal the table is drawn in."""


class InfoScreen(TranslatedBindings, ModalScreen[bool]):
    """A modal panel closed by Enter (its safe default) or Escape."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "close", "key.continue", key_display="⏎"),
        Binding("escape", "close(True)", show=False),
        Binding("space", "close", show=False),
    ]

    held_until = 0.0
    """Until this moment (``time.monotonic``) Enter and Space do not close the panel: it opened by
    itself, and a key meant for what was on the screen before must not close it unread."""

    def hold_keys(self, seconds: float) -> None:
        """Enter and Space close nothing for ``seconds`` from now (Escape still closes)."""
        self.held_until = time.monotonic() + seconds

    def body(self) -> RenderableType:
        """What the panel shows."""
        return Text()

    def compose(self) -> ComposeResult:
        """The panel and the Footer."""
        with VerticalScroll(classes="dialog"):
            yield Static(self.body(), classes="dialog-body")
        yield LiveFooter(compact=True, show_command_palette=False)

    def action_close(self, now: bool = False) -> None:
        """Close the panel (unless Enter or Space come while the keys are held, see ``hold_keys``)."""
        if not now and time.monotonic() < self.held_until:
            return
        self.dismiss(True)


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
    sheet over it, as at the table, and « q » asks to save and quit, as at the table."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("f", "sheet", "key.sheet"),
        Binding("q", "app.quit_game", "key.quit"),
    ]

    match: Board

    def action_sheet(self) -> None:
        """The score sheet, the deal just ended included, hiding this panel while it is open (two
        frames one row apart would read as one broken frame)."""
        sheet = SheetScreen(self.match)
        sheet.add_class("-over-panel")
        self.app.push_screen(sheet)


class SummaryScreen(ScoresScreen):
    """End of a deal: card points, dix de der, announces, belote, what each team writes, the reserve."""

    def __init__(self, result: DealResult, match: Board, number: int) -> None:
        super().__init__()
        self.result, self.match, self.number = result, match, number
        tricks = match.deal.tricks
        self.der_team = tricks[-1].winner % 2 if len(tricks) == 8 and tricks[-1].winner is not None else None

    def body(self) -> RenderableType:
        """The summary table and the verdict."""
        result = self.result
        title = Text(tr("sum.title", n=self.number), Style(bold=True))
        if result.redeal or result.taker is None or result.trump is None:
            return Group(title, Text(""), Text(redeal_text(self.match)))
        contract = Text(tr_seat("sum.contract", result.taker, suit=suit_name(result.trump)))
        table = _points_table()
        cards, capot = card_and_capot_points(result)
        table.add_row(tr("sum.cards"), *(str(v) for v in cards))
        if self.der_team is not None and result.capot is None:
            der = [DIX_DE_DER if team == self.der_team else 0 for team in (0, 1)]
            table.add_row("  " + tr("sum.der"), *(_cell(v, False) for v in der), style="dim")
        if result.capot is not None:
            table.add_row(tr("sum.capot_row"), *(_cell(v, False) for v in capot))
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
        if self.match.reserve:
            said.append(tr("sum.reserve", points=self.match.reserve))
        verdict = Text("  ".join(said), Style(color=colour("accent"), bold=True))
        return Group(title, contract, Text(""), table, Text(""), verdict)


def redeal_text(match: Board) -> str:
    """Why a void deal is dealt again: the seat that declared a carré of 7s, or nobody took."""
    sevens = [seat for seat, rank in match.deal.declared if rank == Rank.SEVEN]
    if sevens:
        return tr_seat("sum.redeal_carre7", sevens[0])
    return tr("sum.redeal")


class MancheEndScreen(ScoresScreen):
    """The end of a manche, or of the partie with its winner."""

    over_hint = "end.new"
    """What Enter does once the partie is over (a new partie)."""

    def __init__(self, match: Board, undos: int | None = 0, challenge: str = "") -> None:
        """``undos``: the moves taken back in the partie (None where there is no undo)."""
        super().__init__()
        self.match, self.undos, self.challenge = match, undos, challenge
        if match.over:  # Enter starts a new partie; q quits
            bindings = self._bindings.key_to_bindings
            bindings["enter"] = [Binding("enter", "close", tr("start.new"), key_display="⏎")]
            bindings["q"] = [Binding("q", "app.quit_game", tr("key.quit"))]

    def body(self) -> RenderableType:
        """Who won the manche (and the partie), and what comes next."""
        match = self.match
        us, them = match.scores
        manche = match.manche_index + 1
        winner = 0 if (us > them) else 1
        best, other = max(us, them), min(us, them)  # « gagnée par Eux, 524 à 164 »: winner first
        lines = [
            Text(tr("end.manche", n=manche, team=team_name(winner), won=best, lost=other), Style(bold=True)),
            Text(tr("end.manches", us=match.manches[0], them=match.manches[1])),
            Text(""),
        ]
        if match.over:
            key = "end.partie_won" if match.winner == 0 else "end.partie_lost"
            lines.append(Text(tr(key), Style(color=colour("accent"), bold=True)))
            if self.undos is not None:
                lines.append(Text(tr("end.undos", n=self.undos)))
            if self.challenge:  # the duplicate challenge: the human against the expert in their seat
                lines.append(Text(self.challenge))
            lines.append(Text(tr(self.over_hint), Style(dim=True)))
        else:
            lines.append(Text(tr("end.next", what=next_manche_name(match)), Style(dim=True)))
        return Group(*lines)


def next_manche_name(match: Board) -> str:
    """« la revanche », « la belle », « la consolante » or « la manche N » for the next manche."""
    return manche_name(match, match.manche_index + 1)


def manche_name(match: Board, index: int) -> str:
    """What the manche at ``index`` (from 0) is called, given the manches won before it."""
    rules = match.rules
    if rules.consolante and max(match.manches) > rules.manches // 2:
        return tr("end.consolante")  # the partie is already won: the manche after it is the consolante
    if index == 0:
        return tr("end.manche_n", n=1)
    if rules.manches == 3 and index == 1:
        return tr("end.revanche")
    if index == rules.manches - 1 and match.manches[0] == match.manches[1]:
        return tr("end.belle")
    return tr("end.manche_n", n=index + 1)


def sheet_table(results: list[DealResult]) -> Table:
    """One manche of the score sheet: each deal's taker, points, running totals and notes."""
    table = Table(box=None, padding=(0, 1), header_style="bold")
    table.add_column(tr("sheet.deal"), justify="right")
    table.add_column(tr("sheet.taker"))
    table.add_column(team_name(0), justify="right", style=colour("us"))
    table.add_column(team_name(1), justify="right", style=colour("them"))
    table.add_column("Σ " + team_name(0), justify="right", style="bold " + colour("us"))
    table.add_column("Σ " + team_name(1), justify="right", style="bold " + colour("them"))
    table.add_column(tr("sheet.note"), style=colour("accent"))
    totals = [0, 0]
    for number, result in enumerate(results, 1):
        notes = []
        taker = ""
        if result.redeal or result.taker is None or result.trump is None:
            notes.append(tr("note.redeal"))
        else:
            taker = f"{seat_name(result.taker)} {result.trump.symbol}"
            totals = [totals[0] + result.sheet[0], totals[1] + result.sheet[1]]
            if result.dedans:
                notes.append(tr("note.dedans"))
            if result.capot is not None:
                notes.append(tr("note.capot"))
            if result.litige:
                notes.append(f"{tr('note.litige')} {result.reserve}")
            if any(result.collected):
                notes.append(f"+{sum(result.collected)}")
        table.add_row(
            str(number),
            taker,
            str(result.sheet[0]),
            str(result.sheet[1]),
            str(totals[0]),
            str(totals[1]),
            " ".join(notes),
        )
    return table


class SheetScreen(InfoScreen):
    """La feuille de marque: every deal of every manche with running totals."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "close", "key.close", key_display="⏎"),
        Binding("escape,s,f", "close", show=False),
    ]

    def __init__(self, match: Board) -> None:
        super().__init__()
        self.match = match

    def body(self) -> RenderableType:
        """The tables, most recent manche last."""
        parts: list[RenderableType] = []
        history = self.match.history
        for index, results in enumerate(history):
            parts.append(Text(tr("sheet.title", n=index + 1), Style(bold=True)))
            if results:
                parts.append(sheet_table(results))
            else:
                parts.append(Text(tr("sheet.empty"), Style(dim=True)))
            parts.append(Text(""))
        parts.append(Text(tr("end.manches", us=self.match.manches[0], them=self.match.manches[1])))
        return Group(*parts)

    def on_mount(self) -> None:
        """Show the current manche (the end of the sheet) first."""
        self.query_one(VerticalScroll).scroll_end(animate=False)


class LastTrickScreen(InfoScreen):
    """« Dernier pli »: the last completed trick (of the previous deal before the first one), card by
    seat, in the order played from the leader, and who won it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "close", "key.close", key_display="⏎"),
        Binding("escape,d,l", "close", show=False),
    ]

    def __init__(
        self, trick: Trick | None, four_colours: bool = False, previous: bool = False, der: int = 0
    ) -> None:
        """``der``: the dix de der the trick carried (the eighth, without a capot), said beside its
        points as the deal's log says it."""
        super().__init__()
        self.trick, self.four_colours, self.previous, self.der = trick, four_colours, previous, der

    def compose(self) -> ComposeResult:
        """The trick drawn like the centre of the table, and the seats in the order they played."""
        with Vertical(classes="dialog"):
            title = tr("last.previous" if self.previous else "last.title")
            yield Static(Text(title, Style(bold=True)), classes="dialog-body")
            trick = self.trick
            if trick is None:
                yield Static(tr("last.none"))
            else:
                yield Static(trick_order(trick), classes="trick-order")
                centre = CentreView(classes="last-trick")
                centre.four_colours = self.four_colours
                centre.info = CentreInfo(
                    played=tuple((trick.seat_of(i), card) for i, card in enumerate(trick.cards)),
                    winner=trick.winner,
                    positions=tuple(i18n.position(s) for s in range(4)),  # type: ignore[arg-type]
                    caption=self.caption(trick),
                )
                yield centre
        yield LiveFooter(compact=True, show_command_palette=False)

    def caption(self, trick: Trick) -> str:
        """« Remporté par Nord (+21) », with « +10 de der » for the deal's last trick."""
        seat = seat_in_sentence(trick.winner or 0)
        if self.der:
            return tr("last.won_der", seat=seat, points=trick.points, der=self.der)
        return tr("last.won", seat=seat, points=trick.points)


def trick_order(trick: Trick) -> Text:
    """« Entame : Ouest 10♥ → Nord A♥ ★ → … »: the leader first, the winner starred."""
    parts = []
    for index, card in enumerate(trick.cards):
        seat = trick.seat_of(index)
        star = " ★" if seat == trick.winner else ""
        parts.append(f"{seat_name(seat)} {card_label(card)}{star}")
    return Text(tr("last.order", order=" → ".join(parts)))


class PromptScreen(TranslatedBindings, ModalScreen[bool]):
    """A yes/no question; Enter answers the safe default given by ``default``."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("o", "answer(True)", "key.yes"),
        Binding("y", "answer(True)", show=False),
        Binding("n", "answer(False)", "key.no"),
        Binding("escape", "answer(False)", show=False),
        Binding("enter", "default", show=False),
    ]

    def __init__(self, question: str, hint: str = "", default: bool = True) -> None:
        super().__init__()
        self.question, self.hint, self.default = question, hint, default
        self.yes_key = "o" if language() == "fr" else "y"  # « oui » / "yes": both keys work
        if self.yes_key == "y":
            bindings = self._bindings.key_to_bindings
            bindings["o"] = [Binding("o", "answer(True)", show=False)]
            bindings["y"] = [Binding("y", "answer(True)", tr("key.yes"))]

    def compose(self) -> ComposeResult:
        """The question, the choices with the default marked, and the Footer."""
        yes, no = tr("key.yes"), tr("key.no")
        choices = Text()
        for label, key, chosen in ((yes, self.yes_key, self.default), (no, "n", not self.default)):
            style = Style(color="black", bgcolor="#ffd75f", bold=True) if chosen else Style(dim=True)
            choices.append(f" {label} ({key}{', ⏎' if chosen else ''}) ", style)
            choices.append("   ")
        with Vertical(classes="dialog prompt"):
            yield Static(Text(self.question, Style(bold=True)), classes="dialog-body")
            if self.hint:
                yield Static(Text(self.hint, Style(dim=True)))
            yield Static(choices)
        yield LiveFooter(compact=True, show_command_palette=False)

    def action_answer(self, yes: bool) -> None:
        """Answer yes or no."""
        self.dismiss(yes)

    def action_default(self) -> None:
        """Enter: the highlighted, safe answer."""
        self.dismiss(self.default)


class TooSmallScreen(ModalScreen[None]):
    """Shown over everything while the terminal is below the minimum size; ``q`` and ``ctrl+c``
    still ask the quit question (the screen's own ``ctrl+c`` would copy text, and a player must
    never be shut in)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("q", "app.quit_game", show=False),  # the question opens over this screen
        Binding("ctrl+c", "app.quit_game", show=False),
    ]

    def __init__(self, width: int, height: int, min_width: int, min_height: int) -> None:
        super().__init__()
        self.sizes = (width, height, min_width, min_height)

    def compose(self) -> ComposeResult:
        """The message saying how large the terminal must be."""
        yield Static(self.message(*self.sizes), id="too-small")

    @staticmethod
    def message(width: int, height: int, min_width: int, min_height: int) -> str:
        """« Terminal trop petit : 60×20. Il faut au moins 80×24. »"""
        return tr("small", width=width, height=height, min_width=min_width, min_height=min_height)

    def update_size(self, width: int, height: int) -> None:
        """Say the new size."""
        self.sizes = (width, height, *self.sizes[2:])
        self.query_one("#too-small", Static).update(self.message(*self.sizes))
