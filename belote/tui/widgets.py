"""The table's small widgets: each shows one piece of state held in a reactive attribute.

They never reach into each other or into the engine: the game screen computes frozen snapshots
(``SeatInfo``, ``CentreInfo``, ``PanelInfo``) and assigns them; the reactive redraws.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rich.cells import cell_len
from rich.console import Group, RenderableType
from rich.style import Style
from rich.table import Table
from rich.text import Text
from textual import events
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget
from textual.widgets import RichLog

from belote.engine.cards import Card, Suit
from belote.tui.count import RunningCount
from belote.tui.i18n import card_label, language, seat_name, seat_title, suit_name, team_name, tr
from belote.tui.render import card_backs, card_rows, card_width, join_rows, suit_text
from belote.tui.seat_lines import side_lines
from belote.tui.themes import colour
from belote.tui.typography import GLUE, PlainBlanks, french_spacing, separated_lines


class HandView(Widget):
    """The human's hand face up: numbered card boxes, the selection, illegal cards dimmed."""

    cards: reactive[tuple[Card, ...]] = reactive(())
    legal: reactive[frozenset[Card]] = reactive(frozenset())
    selected: reactive[int] = reactive(0)
    active: reactive[bool] = reactive(False)
    picked: reactive[bool] = reactive(False)
    """The player chose the selected card since their last one: its frame shows while the others
    play, and their turn keeps it if it may be played."""
    four_colours: reactive[bool] = reactive(False)
    big: reactive[bool] = reactive(False)
    fresh: reactive[frozenset[Card]] = reactive(frozenset())
    """Cards just received at the take: their number is marked « + » until the human's first card."""

    def render(self) -> RenderableType:
        """A line of key numbers above the card boxes."""
        numbers = Text()
        boxes = []
        unchosen = muted()  # the numbers of the cards not chosen
        for i, card in enumerate(self.cards):
            chosen = (self.active or self.picked) and i == self.selected
            playable = card in self.legal
            if i:
                numbers.append(" ")
            style = Style(color="black", bgcolor="#ffd75f", bold=True) if chosen else unchosen
            label = f"{i + 1}"
            if card in self.fresh:
                label = f"+{label}"
                style = style if chosen else Style(color=colour("caption"), bold=True)
            numbers.append(label.center(card_width(self.big)), style)
            boxes.append(
                card_rows(
                    card,
                    four_colours=self.four_colours,
                    dim=self.active and not playable,
                    selected=chosen,
                    big=self.big,
                )
            )
        rows = [numbers, *join_rows(boxes)]
        for row in rows:
            row.align("center", self.size.width or 50)
        return Group(*rows)


@dataclass(frozen=True)
class SeatInfo:
    """What is shown for one seat: name, team, hidden cards, dealer marker, turn and speech."""

    seat: int
    cards_left: int = 0
    dealer: bool = False
    to_play: bool = False
    taker: bool = False
    speech: str = ""
    leader: bool = False
    """The seat led the trick on the table."""


def anchored(core: Text, width: int, tail: Text | None = None, head: Text | None = None) -> Text:
    """``core`` centred in ``width``, ``head`` just before it and ``tail`` just after, so that what
    comes and goes beside it (what the seat says, « ● donne », « ◇ entame ») does not move it; one
    too long for its side moves the core only as far as it must."""
    before, after = head or Text(), tail or Text()
    pad = (width - core.cell_len) // 2 - before.cell_len
    pad = max(0, min(pad, width - before.cell_len - core.cell_len - after.cell_len))
    return Text.assemble(" " * pad, before, core, after)


class SeatView(Widget):
    """A seat around the table: « Nord · donne », its card backs and what it just said."""

    info: reactive[SeatInfo | None] = reactive(None)

    def render(self) -> RenderableType:
        """Name line, backs line (not for the human), speech line; a side seat's lines are laid out
        for its narrow column, never cutting a label."""
        info = self.info
        if info is None:
            return Text()
        team = info.seat % 2
        arrow = Text("▶ ", Style(color=colour("accent"), bold=True)) if info.to_play else None
        label = Text(seat_title(info.seat), Style(bold=True, color=colour("us" if team == 0 else "them")))
        tag = Text(f"({team_name(team)})", muted())
        marks = []
        if info.dealer:
            marks.append(Text("● " + tr("dealer"), Style(color=colour("dealer"))))
        if info.leader:
            marks.append(Text(tr("leads"), Style(color=colour("caption"), bold=True)))
        speech = Text(info.speech, Style(color=colour("accent"), bold=True, italic=True))
        if self.id in ("seat-W", "seat-E"):
            backs = card_backs(info.cards_left)
            return Group(*side_lines(label, arrow, tag, backs, marks, speech, self.content_size.width))
        name = Text.assemble(arrow or "  ", label, " ", tag)  # the name stays put as the turn passes
        dealer = Text(" ").join(marks)
        width = self.content_size.width
        if info.seat == 0:  # one line: the marks before the name, what it says after it
            head = Text.assemble(dealer, "  ") if marks else None
            tail = Text.assemble("  ", speech) if speech.plain else None
            lines = [anchored(name, width, tail, head)]
        else:
            tail = Text.assemble("  ", dealer) if marks else None
            lines = [anchored(name, width), anchored(card_backs(info.cards_left), width, tail), speech]
            speech.justify = "center"
        return Group(*lines)


@dataclass(frozen=True)
class CentreInfo:
    """The middle of the table: the turned card while bidding, else the cards of the trick."""

    bidding_round: int = 0
    turned: Card | None = None
    trump: Suit | None = None
    taker: int | None = None
    played: tuple[tuple[int, Card], ...] = ()
    winner: int | None = None
    trick_number: int = 0
    caption: str = ""
    positions: tuple[str, str, str, str] = ("S", "E", "N", "W")
    chosen: Suit | None = None
    """The suit the human selected in round 2, which Enter takes: said under the turned card."""


CAPTION_LINES = 2
"""The lines kept under the trick for its caption: « Pli pour Ouest (+21, +10 de der) » takes two."""


class CentreView(Widget):
    """The centre of the table: turned card and bidding round, or the trick in a cross."""

    info: reactive[CentreInfo] = reactive(CentreInfo)
    four_colours: reactive[bool] = reactive(False)
    big: reactive[bool] = reactive(False)

    def render(self) -> RenderableType:
        """The centre, drawn for the widget's width."""
        info = self.info
        width = self.size.width or 30
        lines: list[RenderableType] = []
        if info.bidding_round and info.turned is not None:
            lines.append(Text(tr("centre.turned"), muted(), justify="center"))
            turned = card_rows(info.turned, four_colours=self.four_colours, highlight=True, big=self.big)
            for row in turned:
                row.align("center", width)
                lines.append(row)
            key = "centre.round1" if info.bidding_round == 1 else "centre.round2"
            suit = info.turned.suit
            if info.bidding_round == 2 and info.chosen is not None:  # Enter takes it: said where one looks
                key, suit = "centre.round2_chosen", info.chosen
            lines.append(Text(""))
            for part in tr(key, suit=suit_name(suit)).split("\n"):
                lines.append(Text(part, Style(bold=True), justify="center"))
            return Group(*lines)
        if info.trump is not None and info.taker is not None:
            words = tr("centre.trick_no", n=info.trick_number) + " · " + tr("centre.trump") + " "
            # the trump's suit in its own colour, not muted with the words (1.75:1 on the felt)
            head = Text.assemble(Text(words, muted()), suit_text(info.trump, self.four_colours))
            head.align("center", width)
            lines.append(head)
        at = {info.positions[seat]: card for seat, card in info.played}
        winner_pos = info.positions[info.winner] if info.winner is not None else None

        def box(pos: str) -> list[Text]:
            return card_rows(
                at.get(pos), four_colours=self.four_colours, highlight=pos == winner_pos, big=self.big
            )

        gap = " " * 3
        blank = [Text(" " * card_width(self.big))] * (5 if self.big else 3)

        lines.extend(self._centred(join_rows([blank, box("N"), blank], len(gap)), width))
        lines.extend(self._centred(join_rows([box("W"), blank, box("E")], len(gap)), width))
        lines.extend(self._centred(join_rows([blank, box("S"), blank], len(gap)), width))
        taken = 0  # the cross stays where it is from trick to trick: the caption's room is kept while
        # the trick is played, and the last trick's caption (with its dix de der) takes no more of it
        if info.caption:
            caption = Text(info.caption, Style(color=colour("caption"), bold=True), justify="center")
            lines.append(PlainBlanks(caption))
            taken = len(caption.wrap(self.app.console, width))
        lines.extend(Text("") for _ in range(CAPTION_LINES - taken))
        return Group(*lines)

    @staticmethod
    def _centred(rows: list[Text], width: int) -> list[Text]:
        for row in rows:
            row.align("center", width)
        return rows


@dataclass(frozen=True)
class PanelInfo:
    """The score panel's facts: contract, scores, manches, reserve, tricks this deal."""

    manche: int = 1
    manches_total: int = 3
    kind: str = "manche_n"
    """Which manche it is, as ``manche_kind`` names it: the title says « Revanche », « Belle »."""
    target: int = 1000
    scores: tuple[int, int] = (0, 0)
    manches: tuple[int, int] = (0, 0)
    reserve: int = 0
    tricks: tuple[int, int] = (0, 0)
    taker: int | None = None
    taker_name: str = ""
    """Who took, named as at the take (the bot a friend sat in for later); "" names the seat."""
    trump: Suit | None = None
    four_colours: bool = False
    extra: tuple[str, ...] = field(default=())
    count: RunningCount = field(default_factory=RunningCount)
    """The deal's running count: points per team so far, what the takers still need."""


class ScorePanel(Widget):
    """Scores of the manche, manches won, reserve, contract and tricks won this deal."""

    info: reactive[PanelInfo] = reactive(PanelInfo, layout=True)  # lines come and go: re-measure

    class Resized(Message):
        """The panel's height changed: what lies under it moved."""

    def on_resize(self, event: events.Resize) -> None:
        """Tell the table (passing notices start under the panel)."""
        self.post_message(self.Resized())

    def render(self) -> RenderableType:
        """A small two-column table Nous / Eux under the contract line."""
        info = self.info
        contract = Text(tr("panel.contract") + tr("colon"), muted())
        if info.taker is not None and info.trump is not None:
            contract.append((info.taker_name or seat_name(info.taker)) + " ")
            contract.append_text(suit_text(info.trump, info.four_colours))
        else:
            contract.append(tr("panel.none"))
        title = Text(tr(f"panel.{info.kind}", n=info.manche, total=info.manches_total), Style(bold=True))
        title.append(" " + tr("panel.target", target=info.target), muted())
        table = Table.grid(padding=(0, 1), expand=True)
        table.add_column(ratio=2)
        table.add_column(justify="right", ratio=1)
        table.add_column(justify="right", ratio=1)
        table.add_row(
            "",
            Text(team_name(0), Style(bold=True, color=colour("us"))),
            Text(team_name(1), Style(bold=True, color=colour("them"))),
        )
        table.add_row(tr("panel.score"), *(Text(str(v), Style(bold=True)) for v in info.scores))
        table.add_row(tr("panel.manches"), *(str(v) for v in info.manches))
        table.add_row(tr("panel.tricks"), *(str(v) for v in info.tricks))
        table.add_row(
            tr("panel.deal"), *(Text(str(v), Style(color=colour("caption"))) for v in info.count.totals)
        )
        parts: list[RenderableType] = [title, contract, table]
        count = info.count
        if count.need is not None:
            if count.made:
                parts.append(Text(tr("panel.made"), Style(color=colour("us"))))
            elif count.need == 0:  # ahead of what is said, but the defence may still catch up
                parts.append(Text(tr("panel.ahead"), Style(color=colour("caption"))))
            elif count.beaten:
                parts.append(Text(tr("panel.beaten"), Style(color=colour("error"))))
            elif count.tie_at_best:
                key = "panel.litige" if count.litige else "panel.tie_at_best"
                parts.append(Text(tr(key), Style(color=colour("error"))))
            elif count.belote_need is not None:
                key = "panel.need_belote" if count.belote_need else "panel.belote_enough"
                parts.append(Text(tr(key, n=count.belote_need), Style(color=colour("caption"))))
            elif count.capot_only:
                parts.append(Text(tr("panel.capot_only"), Style(color=colour("error"))))
            else:
                parts.append(Text(tr("panel.need", n=count.need), Style(color=colour("caption"))))
        if info.reserve:
            reserve = f"{tr('panel.reserve')}{tr('colon')}{info.reserve}"
            parts.append(Text(reserve, Style(color=colour("accent"))))
        return Group(*parts)


SUIT_AND_KEY = re.compile(r"([♠♥♦♣]) ([a-z])(?![\w])")
"""A suit and the key that names it in round 2 (« ♣ c »), kept on one line of the status bar."""


class StatusBar(Widget):
    """Under the hand: whose turn it is and what to press, why a card was refused, and a lasting
    notice (the partie cannot be saved) on a line of its own above them, cut to one line."""

    message: reactive[str] = reactive("")
    error: reactive[bool] = reactive(False)
    notice: reactive[str] = reactive("")

    def render(self) -> RenderableType:
        """The notice (if any) above the message; refusals in red."""
        style = Style(color=colour("error"), bold=True) if self.error else Style(color=colour("status"))
        message = separated_lines(self.message, self.content_size.width)  # choices kept whole
        message = SUIT_AND_KEY.sub(rf"\1{GLUE}\2", message)  # « ♣ c » never split over two lines
        message = message.replace("\u00a0", GLUE)  # « 55 s » whole: Rich breaks lines at U+00A0 too
        if language() == "fr":  # « : » never starts a line
            message = french_spacing(message)
        text = PlainBlanks(Text(message, style))
        if self.notice:
            brief = self.notice
            if cell_len(brief) > self.content_size.width and brief.endswith(")") and " (" in brief:
                brief = brief[: brief.rindex(" (")]  # the place in brackets goes first (told in full before)
            notice = Text(brief, Style(color=colour("notice"), bold=True), no_wrap=True, overflow="ellipsis")
            return Group(notice, text)
        return text

    def watch_notice(self, notice: str) -> None:
        """A notice takes a line of its own: the bar grows by it, keeping the message's two lines."""
        self.set_class(bool(notice), "with-notice")

    def say(self, message: str, error: bool = False) -> None:
        """Show a message (``error`` for a refused move)."""
        self.message = message
        self.error = error


def describe_card(card: Card) -> str:
    """Plain-text card name for the log and prompts."""
    return card_label(card)


class DealLog(RichLog):
    """The deal's log, in the side panel, read from the bottom: anchored there, it keeps showing its
    newest line whatever the size (written again whole when its width changes, behind a panel too)
    until the player scrolls it up."""

    class Resized(Message):
        """The log's width changed: its table writes its lines again at the new width."""

    def on_mount(self) -> None:
        """Anchor the log to its newest line."""
        self.anchor()

    def on_resize(self, event: events.Resize) -> None:
        """Tell the table once the log has its new size (a table behind a panel gets it late)."""
        self.post_message(self.Resized())


def muted() -> Style:
    """The look's muted colour for the words beside the table (« (Eux) », « Carte retournée »): not
    « dim », which a 256-colour terminal drew at 3:1 on the felt."""
    return Style(color=colour("muted"))
