"""A recorded deal told in words, like a bridge hand record: the four hands, the bidding, each
trick with its leader and winner, the announces and belote, the result. In the player's language.

The replay screen draws its parts from here too, so the screen and the text export say the same.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text

from belote.engine import Card, Deal, DealResult, DeclareCarre, Pass, Play, Rank, Suit, Take
from belote.history import DealRecord, PartieRecord
from belote.tui import history_words  # noqa: F401 (registers the history's words with tr)
from belote.tui.events import bid_text, combo_cards, combo_text, dix_de_der
from belote.tui.i18n import (
    FR,
    card_label,
    position,
    rank_label,
    seat_name,
    seats_as_played,
    suit_name,
    team_name,
    tr,
    tr_seat,
)
from belote.tui.render import suit_colour
from belote.tui.sorting import suit_order

HAND_WIDTH = 16
"""Columns of one hand in the text record."""


def hand_lines(cards: Sequence[Card], trump: Suit | None = None) -> list[Text]:
    """A hand as four lines, one per suit (♠ ♥ ♦ ♣), red suits in red, each suit strongest first
    as the table sorts it: A 10 R D V 9 8 7 in a plain suit, V 9 A 10 R D 8 7 in the trump."""
    lines = []
    for suit in Suit:
        ranks = [card.rank for card in suit_order([card for card in cards if card.suit == suit], trump)]
        line = Text(suit.symbol, Style(color=suit_colour(suit, on_dark=True), bold=True))
        line.append(" " + (" ".join(rank_label(rank) for rank in ranks) or "—"))
        lines.append(line)
    return lines


def dealt_hands(record: DealRecord) -> tuple[tuple[Card, ...], ...]:
    """Each seat's hand as dealt: its eight cards once someone took, else the five of the bidding."""
    deal = Deal.from_deck(record.deck, record.dealer, record.rules)
    for action in record.actions:
        if not isinstance(action, Pass | Take):
            break
        deal.apply(action)
    return deal.hands


def level_label(level: str) -> str:
    """A bot level as the options name it (« expert »), both named when West and East differ; a
    seat a friend held at a shared table is « ami » ("friend"), never the history's code word."""
    return " / ".join(tr(f"val.{part}") if f"val.{part}" in FR else part for part in level.split("/"))


def opponents_label(partie: PartieRecord, most: int | None = None) -> str:
    """The opponents a partie was played against, each change of level in order (« expert →
    débutant »), as its deals say (``PartieRecord.opponents_played``). Longer than ``most``
    columns, the levels before the last one are « … » (« … → joueur de club / maître »)."""
    labels = [level_label(level) for level in partie.opponents_played]
    whole = " → ".join(labels)
    if most is None or cell_len(whole) <= most or len(labels) == 1:
        return whole
    return f"… → {labels[-1]}"


def redeal_why(declared: Sequence[tuple[int, Rank]], nothing_scored: bool = False) -> str:
    """Why a deal was void: the seat that ``declared`` a carré of 7s, or nobody took; with
    ``nothing_scored``, that nothing is written for it (the carré's sentence says so already)."""
    sevens = [seat for seat, rank in declared if rank == Rank.SEVEN]
    if sevens:
        return tr_seat("sum.redeal_carre7", sevens[0])
    return f"{tr('sum.redeal')} {tr('replay.nothing_scored')}" if nothing_scored else tr("sum.redeal")


def contract_text(taker: int | None, trump: Suit | None) -> str:
    """« Est a pris à ♥ cœur », or that nobody took."""
    if taker is None or trump is None:
        return tr("sum.redeal")
    return tr_seat("sum.contract", taker, suit=suit_name(trump))


def verdicts(result: DealResult) -> list[str]:
    """What became of a contract, as the deal's summary says it: « Capot pour Eux ! » if so, then
    « Nous avons fait notre contrat. » or « Ils ont fait leur contrat. », « Nous sommes dedans ! »
    (« We went down », the team's own pronoun in both languages) or « Litige : … »."""
    assert result.taker is not None
    said = []
    if result.capot is not None:
        said.append(tr("sum.capot", team=team_name(result.capot, "object")))
    if result.dedans:
        said.append(tr(f"sum.dedans.{result.taker % 2}"))
    elif result.litige:
        said.append(tr("sum.litige", points=result.reserve))
    else:
        said.append(tr(f"sum.made.{result.taker % 2}"))
    return said


def bonus_notes(result: DealResult) -> list[str]:
    """The announces and the belote each team scored on the deal (« annonces Nous 50 », « belote
    Eux »), for the score sheet and the replay; the takers' announces on a dedans are written to
    the defence's points, and say so (« annonces Eux 40 → Nous »)."""
    notes = []
    for team, points in enumerate(result.announces):
        if not points:
            continue
        note = tr("note.announces", team=team_name(team, "subject"), points=points)
        lost = result.dedans and result.taker is not None and team == result.taker % 2
        notes.append(tr("note.announces_to", note=note, team=team_name(1 - team, "object")) if lost else note)
    if result.belote is not None:
        notes.append(tr("note.belote", team=team_name(result.belote, "object")))
    return notes


def verdict_text(result: DealResult) -> str:
    """The verdicts on one line, or « redonne » for a deal nobody took."""
    if result.redeal or result.taker is None:
        return tr("hist.redeal")
    return " ".join(verdicts(result))


def short_verdict(result: DealResult) -> str:
    """The verdict in a word or two for a list, whose rows show the points: « fait », « dedans »,
    « litige », with « , capot » after a capot; « redonne » for a deal nobody took."""
    if result.redeal or result.taker is None:
        return tr("hist.redeal")
    outcome = "dedans" if result.dedans else "litige" if result.litige else "made"
    words = [tr(f"hist.verdict.{outcome}")]
    if result.capot is not None:
        words.append(tr("hist.verdict.capot"))
    return ", ".join(words)


def short_contract(result: DealResult) -> str:
    """The contract in a few characters for a list: « Est ♥ » or « — »."""
    if result.taker is None or result.trump is None:
        return tr("panel.none")
    return f"{seat_name(result.taker)} {result.trump.symbol}"


def table_of_hands(hands: Sequence[Sequence[Card]], trump: Suit | None = None) -> list[str]:
    """North above, West and East side by side (where the table draws them), South below, as text;
    each suit strongest first (trump order for ``trump``)."""
    left, right = (1, 3) if position(1) == "W" else (3, 1)
    north, west, south, east = (
        [line.plain for line in hand_lines(hands[s], trump)] for s in (2, left, 0, right)
    )
    pad = " " * HAND_WIDTH
    lines = [pad + seat_name(2), *(pad + line for line in north)]
    lines.append(seat_name(left).ljust(2 * HAND_WIDTH) + seat_name(right))
    lines += [w.ljust(2 * HAND_WIDTH) + e for w, e in zip(west, east, strict=True)]
    lines += [pad + seat_name(0), *(pad + line for line in south)]
    return lines


def bidding_lines(record: DealRecord) -> list[str]:
    """The bids in four columns, starting with the seat after the dealer."""
    first = (record.dealer + 1) % 4
    names = [seat_name((first + i) % 4) for i in range(4)]
    width = max(14, *(len(n) + 2 for n in names))
    bids = [bid_text(a) for a in record.actions if isinstance(a, Pass | Take)]
    lines = ["".join(name.ljust(width) for name in names).rstrip()]
    for start in range(0, len(bids), 4):
        lines.append("".join(text.ljust(width) for text in bids[start : start + 4]).rstrip())
    return lines


def trick_lines(deal: Deal) -> list[str]:
    """One line per trick: its number, each card after the seat that played it (the leader first),
    the winner and its points (the eighth with its dix de der, as the table and the summary count it)."""
    lines = []
    der = dix_de_der(deal.tricks)
    for number, trick in enumerate(deal.tricks, 1):
        plays = " · ".join(
            f"{seat_name((trick.leader + order) & 3)} {card_label(card)}"
            for order, card in enumerate(trick.cards)
        )
        winner = seat_name(trick.winner if trick.winner is not None else trick.leader)
        points = f"{trick.points}, {tr('export.der', der=der)}" if number == 8 and der else str(trick.points)
        lines.append(tr("export.trick", n=number, plays=plays, winner=winner, points=points))
    return lines


def announce_lines(deal: Deal) -> list[str]:
    """The combinations announced, those that scored with their cards, the others said beaten (a
    better one scored for the other team), or cancelled (a carré of 8s cancels every announce, one
    of 7s the whole deal)."""
    shown = [f"{seat_name(c.seat)} {combo_text(c)} {combo_cards(c)}" for c in deal.shown]
    cancelled = any(rank in (Rank.SEVEN, Rank.EIGHT) for _, rank in deal.declared)
    beaten = [
        tr("export.cancelled" if cancelled else "export.beaten", what=f"{seat_name(c.seat)} {combo_text(c)}")
        for c in deal.announced
        if c not in deal.shown
    ]
    return ["", tr("export.announces", what=" · ".join(shown + beaten))] if shown or beaten else []


def local_date(record: PartieRecord | DealRecord) -> str:
    """When a partie started or a deal was played, in the player's local time, written as the
    language writes dates (01/12/2026 in French): the same in the history's lists and its export."""
    moment = record.started_at if isinstance(record, PartieRecord) else record.played_at
    return moment.astimezone().strftime(tr("hist.when"))


def deal_text(record: DealRecord) -> str:
    """The whole record of one deal as plain text, the seats named as its table sat."""
    with seats_as_played(record.rules.direction):
        return _deal_text(record)


def _deal_text(record: DealRecord) -> str:
    deal = record.replay()
    result = record.result
    date = local_date(record)
    lines = [
        tr("export.header", partie=record.partie, manche=record.manche + 1, number=record.number, date=date),
        tr("export.dealer", seat=seat_name(record.dealer), card=card_label(deal.turned)),
        "",
        *table_of_hands(dealt_hands(record), deal.trump),
        "",
        tr("export.bidding"),
        *("  " + line for line in bidding_lines(record)),
    ]
    if deal.tricks:
        lines += ["", tr("export.tricks"), *("  " + line for line in trick_lines(deal))]
    lines += carre_lines(record)
    lines += announce_lines(deal)
    if deal.belote is not None:
        lines.append(tr("export.belote", seat=seat_name(deal.belote)))
    outcome = redeal_why(deal.declared) if result.redeal else contract_text(result.taker, result.trump)
    if result.taker is not None:
        outcome += " — " + verdict_text(result)
    lines += ["", tr("export.result"), "  " + outcome]
    if not result.redeal:
        us, them = result.card_points
        tricks = {"tus": result.tricks_won[0], "tthem": result.tricks_won[1]}
        points = "export.cards" if result.capot is None else "export.capot"  # a capot: 252, as scored
        lines.append("  " + tr(points, us=us, them=them, **tricks))
        for team, reserve in enumerate(record.collected):  # a litige's reserve won with this deal
            if reserve:
                lines.append("  " + tr("export.collected", team=team_name(team), points=reserve))
        lines.append("  " + tr("export.written", us=record.written[0], them=record.written[1]))
    return "\n".join(lines) + "\n"


def partie_text(partie: PartieRecord, deals: Sequence[DealRecord]) -> str:
    """A partie's header line, then each of its deals' records."""
    date = local_date(partie)
    status = tr(f"hist.status.{partie.status}")
    level = opponents_label(partie)
    head = tr("export.partie", partie=partie.id, date=date, level=level, status=status)
    rule = "=" * len(head)
    return "\n".join([head, rule, "", *(deal_text(deal) for deal in deals)])


def carre_lines(record: DealRecord) -> list[str]:
    """« Est déclare un carré de 7 : la donne est annulée » for each carré declared in the deal."""
    deal = Deal.from_deck(record.deck, record.dealer, record.rules)
    lines = []
    for action in record.actions:
        if isinstance(action, DeclareCarre) and deal.to_play is not None:
            lines.append(tr_seat(f"log.carre{action.rank.label}", deal.to_play))
        deal.apply(action)
    return lines


def action_text(action: object) -> str:
    """A bid, a card or a carré declared, as the log says it."""
    if isinstance(action, Play):
        return card_label(action.card)
    if isinstance(action, DeclareCarre):
        return tr("action.carre", rank=rank_label(action.rank))
    if isinstance(action, Take):
        return bid_text(action)
    return tr("bid.pass")
