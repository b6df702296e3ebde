"""Replay a recorded deal with all four hands shown: ←/→ step through the bids and cards one by
one, Home/End jump to the start or the end; the trick, the running count and the score follow."""

from __future__ import annotations

from functools import cached_property
from typing import ClassVar

from rich.console import Console, Group, RenderableType
from rich.measure import Measurement
from rich.style import Style
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.reactive import reactive
from textual.screen import Screen
from textual.widgets import Footer, Static

from belote.engine import Action, Deal, Pass, Play, Take, Trick
from belote.history import DealRecord
from belote.history.stats import Replay
from belote.tui.challenge import deal_line
from belote.tui.coach_screens import ReviewScreen
from belote.tui.deal_record import (
    action_text,
    bonus_notes,
    contract_text,
    hand_lines,
    redeal_why,
    verdict_text,
)
from belote.tui.events import (
    belote_word,
    bid_sentence,
    combo_cards,
    combo_gender,
    combo_text,
    dix_de_der,
    opening,
    trick_caption,
)
from belote.tui.i18n import direction, position, seat_name, set_direction, tr, tr_seat
from belote.tui.render import card_text
from belote.tui.screens import NoticesWait
from belote.tui.translate import TranslatedBindings
from belote.tui.typography import GLUE, PlainBlanks

GOLD = Style(color="#ffd75f", bold=True)


def state_at(record: DealRecord, step: int) -> Deal:
    """The deal after its first ``step`` actions."""
    deal = Deal.from_deck(record.deck, record.dealer, record.rules)
    for action in record.actions[:step]:
        deal.apply(action)
    return deal


def running_count(deal: Deal) -> tuple[tuple[int, int], tuple[int, int]]:
    """(tricks won, card points won) by each team so far, the dix de der once the last trick is in."""
    tricks, points = [0, 0], [0, 0]
    for trick in deal.tricks:
        if trick.winner is not None:
            tricks[trick.winner % 2] += 1
            points[trick.winner % 2] += trick.points
    if deal.tricks and deal.tricks[-1].winner is not None:
        points[deal.tricks[-1].winner % 2] += dix_de_der(deal.tricks)
    return (tricks[0], tricks[1]), (points[0], points[1])


def said_with(deal: Deal, seat: int, action: Action) -> str:
    """What ``seat`` said with the card it just played in ``deal``: « Belote ! » or « Rebelote ! »
    with a trump king or queen of its belote, its announce with its first card, the combinations it
    showed with its second; else nothing."""
    if not isinstance(action, Play):
        return ""
    view = deal.view(seat)
    said = [belote_word(view, seat, action.card)]
    if action.announce:
        said.append(next((opening(combo_text(combo)) for combo in view.announced if combo.seat == seat), ""))
    second = view.tricks[1] if len(view.tricks) > 1 else view.current_trick if view.tricks else None
    if second is not None and second.card_of(seat) == action.card:
        shown = ", ".join(  # « son cent (100) A♦ R♦ D♦ V♦ 10♦ »; a carré's height names its cards
            tr(f"log.own.{combo_gender(c)}")
            + combo_text(c)
            + ("" if c.kind == "carre" else f" {combo_cards(c)}")
            for c in view.shown
            if c.seat == seat
        )
        said.append(tr("replay.shown", what=shown) if shown else "")
    return " · ".join(part for part in said if part)


class ReplayScreen(NoticesWait, TranslatedBindings, Screen[None]):
    """The table seen from above, every hand open, moved one action at a time."""

    passing_notices_wait = False  # a notice about what came before would cover the table

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "step(-1)", "key.step", key_display="←→"),
        Binding("right", "step(1)", show=False),
        Binding("home", "jump(0)", "key.ends", key_display="key.home_end"),  # the keys named, not « ⇱⇲ »
        Binding("end", "jump(1)", show=False),
        Binding("a", "analyse", "key.analyse"),
        Binding("escape,q", "close", "key.back", key_display="key.esc"),
    ]

    step: reactive[int] = reactive(0)

    def __init__(self, record: DealRecord, replay: Replay | None = None) -> None:
        """``replay``: the duplicate challenge of this deal, when the expert replayed it."""
        super().__init__()
        self.record, self.replay = record, replay
        self.total = len(record.actions)
        self.direction_before = direction()

    def compose(self) -> ComposeResult:
        """The heading and the board."""
        yield Static(id="replay-head")
        yield Static(id="replay-board")
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        """Show the deal as dealt, its seats named as its table sat (until the screen closes)."""
        self.direction_before = direction()
        set_direction(self.record.rules.direction)
        self.show()

    def on_unmount(self) -> None:
        """Name the seats as the table under this screen sits again."""
        set_direction(self.direction_before)

    def watch_step(self) -> None:
        """Redraw at every step."""
        if self.is_mounted:
            self.show()

    def action_step(self, delta: int) -> None:
        """One action forward or back."""
        self.step = max(0, min(self.total, self.step + delta))

    def action_jump(self, end: int) -> None:
        """To the deal as dealt (0) or as finished (1)."""
        self.step = self.total if end else 0

    def action_close(self) -> None:
        """Back to the list of deals."""
        self.dismiss(None)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """No « Analyse » for a deal without card play (nobody took)."""
        if action == "analyse":
            return not self.record.result.redeal
        return True

    def action_analyse(self) -> None:
        """The analysis of our decisions in this deal, as its summary offered it when it was played
        (only a deal with card play: see ``check_action``)."""
        versus = deal_line(self.replay.human, self.replay.bot) if self.replay is not None else ""
        self.app.push_screen(ReviewScreen(self.record, self.record.number, versus=versus))

    def show(self) -> None:
        """Draw the state after ``step`` actions."""
        record = self.record
        deal = state_at(record, self.step)
        deal_line = tr_seat("log.deal", record.dealer, n=record.number)
        head = Text(tr("replay.title", partie=record.partie, manche=record.manche + 1, deal=deal_line), GOLD)
        helped = [tr(f"replay.{mark}") for mark in ("hints", "undo") if getattr(record, mark)]
        if helped:  # what the player had in this deal that a serious partie would not give
            head.append(" · " + ", ".join(helped), Style(color="#ffd75f"))
        progress = tr("replay.step", step=self.step, total=self.total)
        if self.step:
            last = record.actions[self.step - 1]
            seat = self.seat_of_step()
            if isinstance(last, Pass | Take):  # a bid as the log says it: « Est prend à ♠ »
                what = bid_sentence(seat, last)
            else:  # a card or a carré, named after the seat
                what = f"{seat_name(seat)}{tr('colon')}{action_text(last)}"
            said = said_with(deal, seat, last)
            progress += " · " + tr("replay.last", what=f"{what} · {said}" if said else what)
        else:
            progress += " · " + tr("replay.start")
        self.query_one("#replay-head", Static).update(Group(head, Text(progress, Style(dim=True))))
        self.query_one("#replay-board", Static).update(self.board(deal))

    @cached_property
    def centre_width(self) -> int:
        """The widest the centre gets over the whole deal (the last trick's caption with its dix de
        der, say), so the hands around it do not move from one step to the next."""
        console = Console(width=200)
        steps = (self.centre(state_at(self.record, step)) for step in range(self.total + 1))
        return max(20, *(Measurement.get(console, console.options, centre).maximum for centre in steps))

    def seat_of_step(self) -> int:
        """The seat that made the last action replayed: the seat to play just before it."""
        seat = state_at(self.record, self.step - 1).to_play
        return seat if seat is not None else self.record.dealer

    def hand(self, deal: Deal, seat: int) -> RenderableType:
        """A seat's name (dealer and taker marked) over its current hand, one suit a line."""
        name = Text(seat_name(seat), Style(bold=True))
        if seat == deal.dealer:
            name.append(f" ({tr('dealer')})", Style(dim=True))
        if seat == deal.taker and deal.trump is not None:
            name.append(f" · {deal.trump.symbol}", GOLD)
        return Group(name, *hand_lines(deal.hands[seat], deal.trump))

    def centre(self, deal: Deal) -> RenderableType:
        """The bidding while it lasts (the round under way: the second under its heading), then the
        trick being played (or the last one completed)."""
        lines: list[RenderableType] = []
        if deal.phase == "bidding" or (not deal.tricks and not deal.current_trick.cards):
            turned = Text(tr("log.turned", card=""))
            turned.append_text(card_text(deal.turned))
            lines.append(turned)
            bids = deal.bids
            if len(bids) > 4:  # the second round's bids, under its heading (the first's were passes)
                lines.append(Text(tr("log.round2"), Style(bold=True)))
                bids = bids[4:]
            lines += [Text(bid_sentence(seat, bid)) for seat, bid in bids]
            return Group(*lines)
        trick: Trick = deal.current_trick if deal.current_trick.cards else deal.tricks[-1]
        number = len(deal.tricks) + (1 if deal.current_trick.cards else 0)
        lines.append(Text(tr("centre.trick_no", n=number), Style(bold=True)))
        for index, card in enumerate(trick.cards):
            line = Text(f"{seat_name(trick.seat_of(index))}{tr('colon')}")
            line.append_text(card_text(card))
            lines.append(line)
        if trick.winner is not None:
            lines.append(PlainBlanks(Text(trick_caption(trick, deal.tricks), GOLD)))
        return Group(*lines)

    def board(self, deal: Deal) -> RenderableType:
        """The four hands around the centre, then the count and the contract or the score."""
        at = {position(seat): seat for seat in range(4)}
        grid = Table.grid(padding=(0, 2), expand=False)
        grid.add_column(min_width=20)
        grid.add_column(min_width=self.centre_width)  # never wider at one step: the East hand stays put
        grid.add_column(min_width=20)
        grid.add_row("", self.hand(deal, at["N"]), "")
        grid.add_row(self.hand(deal, at["W"]), self.centre(deal), self.hand(deal, at["E"]))
        grid.add_row("", self.hand(deal, at["S"]), "")
        (tricks_us, tricks_them), (points_us, points_them) = running_count(deal)
        count = tr("replay.count", us=tricks_us, them=tricks_them, cus=points_us, cthem=points_them)
        result = deal.result
        if result is not None and result.redeal:  # why, once: no contract, no verdict, no points
            score = Text(redeal_why(deal.declared, nothing_scored=True), GOLD)
        elif result is not None:
            written = (
                result.points[0] + self.record.collected[0],
                result.points[1] + self.record.collected[1],
            )
            score = Text(f"{contract_text(result.taker, result.trump)} — {verdict_text(result)} ", GOLD)
            # « Marqué : Nous 0 – Eux 252 » on one line, never broken inside the score
            score.append(tr("replay.result", us=written[0], them=written[1]).replace(" ", GLUE))
            notes = bonus_notes(result)  # what the written points hold beside the cards
            if notes:
                score.append(f" ({' · '.join(notes)})")
        elif deal.taker is not None and deal.trump is not None:
            score = Text(tr("replay.contract", what=contract_text(deal.taker, deal.trump)))
        else:
            score = Text(tr("replay.nocontract"), Style(dim=True))
        return Group(grid, Text(count), PlainBlanks(score))
