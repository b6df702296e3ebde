"""What happened in a deal, told from the human's view alone: log lines and what each seat says.

Everything is derived from ``Deal.view(0)``, so the screen never shows hidden cards, and a resumed
partie shows exactly the same log as the one that was interrupted.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import AbstractContextManager

from rich.text import Text

from belote.engine import (
    Combination,
    Cut,
    DealView,
    Pass,
    Play,
    Rank,
    Take,
    Trick,
    best_combination,
    mask_of,
    parse_action,
)
from belote.engine.announces import CARRE_POINTS
from belote.engine.cards import Card
from belote.tui.count import DIX_DE_DER
from belote.tui.i18n import card_label, seat_in_sentence, seat_name, standing_in, tr, tr_seat
from belote.tui.render import card_text, suit_text
from belote.tui.themes import colour
from belote.tui.typography import GLUE, whole_brackets

LAST_TRICK = 7
"""The eighth trick's number (from 0): its winner gets the dix de der."""


def bid_text(action: Pass | Take | Play) -> str:
    """« Passe » or « Prend à ♥ cœur »."""
    if isinstance(action, Take):
        return tr("bid.take", suit=action.suit.symbol)
    return tr("bid.pass")


def bid_sentence(seat: int, action: Pass | Take) -> str:
    """A bid as the log tells it, its verb agreeing with who spoke: « Est passe », « Vous prenez à ♥ »."""
    if isinstance(action, Take):
        return tr_seat("log.take", seat, suit=action.suit.symbol)
    return tr_seat("log.pass", seat)


_WORTH = list(CARRE_POINTS.values())
CARRE_OF_POINTS = {points: rank.letter for rank, points in CARRE_POINTS.items() if _WORTH.count(points) == 1}
"""The carrés their points alone name (valets 200, neuf 150); the others share their 100."""


def combo_text(combo: Combination) -> str:
    """« tierce (20) », « carré de valets (200) »… as a sentence says it (``opening`` when alone): a
    carré says its rank, which orders carrés of the same points (as, dix, roi, dame). A carré whose
    cards were not said (an older host) is named by its points, « carré (100) » when they do not
    tell its rank."""
    kind = f"combo.{combo.kind}"
    if combo.kind == "carre":
        rank = combo.cards[0].rank.letter if combo.cards else CARRE_OF_POINTS.get(combo.points)
        kind += f".{rank}" if rank else ""
    return tr("announce", kind=tr(kind), points=combo.points)


def combo_with_article(combo: Combination) -> str:
    """« une tierce (20) », « un carré de valets (200) »; in English "a fifty (50)", "four jacks
    (200)": an announce as a sentence names it after a verb."""
    return tr(f"article.{combo.kind}", combo=combo_text(combo))


def combo_gender(combo: Combination) -> str:
    """« f » for a tierce, « m » for a cinquante, a cent or a carré (« un cinquante », as at the
    table: a cinquante is a « jeu » of fifty): the French article and possessive agree with it
    (« sa tierce », « son cinquante », « un carré »)."""
    return "f" if combo.kind == "tierce" else "m"


def announce_beaten(view: DealView) -> tuple[Combination, Combination] | None:
    """At the viewer's first card, its best combination when the rules forbid announcing it (one as
    strong or stronger was announced before: no card of ``view.legal`` may carry the announce), with
    the announce that stands in its way; None otherwise.

    The table's legal actions decide, not a comparison here: a sequence's cards are not said (at a
    shared table they do not reach the other players), so only the referee knows which is higher.
    The one named is the strongest by what everyone heard (points, a carré over a sequence), the
    first said among equals."""
    if view.phase != "playing" or view.tricks or view.trump is None or not view.announced:
        return None
    plays = [action for action in view.legal if isinstance(action, Play)]
    if not plays or any(play.announce for play in plays):  # not our card, or ours may be announced
        return None
    mine = best_combination(mask_of(view.hand), int(view.trump), view.seat)
    if mine is None:
        return None
    return mine, max(view.announced, key=lambda combo: (combo.points, combo.kind == "carre"))


def announce_beaten_notice(view: DealView) -> str | None:
    """Why our best combination may not be announced at our first card, in a sentence (see
    ``announce_beaten``); None when it may, or when we have none. When our partner's announce is in
    its way it is no loss: ours counts too if our side has the best announce, and the sentence says so."""
    beaten = announce_beaten(view)
    if beaten is None:
        return None
    mine, theirs = beaten
    named = combo_with_article(theirs)
    if theirs.seat == (view.seat + 2) % 4:
        return tr("notice.announce_partner", mine=combo_text(mine), theirs=named)
    return tr("notice.announce_beaten", mine=combo_text(mine), seat=seat_name(theirs.seat), theirs=named)


def opening(text: str) -> str:
    """A text that stands alone, as the first words of a line: « Tierce (20) » on the seat that
    said it, where a sentence writes « Ouest annonce une tierce (20) »."""
    return text[:1].upper() + text[1:]


def combo_cards(combo: Combination) -> str:
    """The cards of a combination, e.g. ``R♥ D♥ V♥``."""
    ordered = sorted(combo.cards, key=lambda card: (card.suit, -card.rank))
    return " ".join(card_label(card) for card in ordered)


def is_belote_card(card: Card, view: DealView) -> bool:
    """Whether a card is the trump king or queen."""
    return card.suit == view.trump and card.rank in (Rank.KING, Rank.QUEEN)


def plays(view: DealView) -> Iterator[tuple[int, int, Card]]:
    """(trick number from 0, seat, card) for every card played so far, in order."""
    tricks: list[Trick] = [*view.tricks, view.current_trick]
    for number, trick in enumerate(tricks):
        for i, card in enumerate(trick.cards):
            yield number, trick.seat_of(i), card


def played_by(view: DealView) -> tuple[Card, ...]:
    """The cards the view's own seat has played in this deal, in playing order."""
    return tuple(card for _, seat, card in plays(view) if seat == view.seat)


def draw_lines(draw: Sequence[Sequence[Card | None]], four_colours: bool = False) -> list[Text]:
    """The draw for the first dealer: each round's cards by seat (the lowest deals); a round after
    the first says it is drawn again between the tied players."""
    lines = []
    for number, cards in enumerate(draw):
        line = Text(tr("log.draw_again" if number else "log.draw"), style="dim")
        for seat, card in enumerate(cards):
            if card is not None:
                name = seat_name(seat).replace(" ", GLUE)  # « Jojo 2 » and its card on one line
                line.append(f" {name}{GLUE}")
                line.append_text(card_text(card, four_colours))
        lines.append(line)
    return lines


StandIns = Mapping[int, tuple[tuple[int, str], ...]]
"""Seat -> who held it before its present holder in this deal, oldest first: (the bids and cards
made when they stopped, their name): the bot (its nickname) a friend sat in for mid-deal, or a
friend the host removed."""


def bots_then(stand_ins: StandIns | None, move: int) -> dict[int, str]:
    """The seats held by someone else at the ``move``-th bid or card of the deal (-1: before the
    first) than later: seat -> their name then (the bot's nickname, or a friend removed since)."""
    held = {}
    for seat, holders in (stand_ins or {}).items():
        then = next((name for until, name in holders if move < until), None)
        if then is not None:
            held[seat] = then
    return held


def held_then(stand_ins: StandIns | None, move: int) -> AbstractContextManager[None]:
    """Within: seats named as they were held at the ``move``-th bid or card of the deal (-1: before
    the first): by the bot a friend sat in for later (« Jojo a pris », not « Vous avez pris »)."""
    return standing_in(bots_then(stand_ins, move))


def take_index(bids: Sequence[tuple[int, Pass | Take]]) -> int | None:
    """The place of the take among the deal's moves, its ``bids`` (None before anyone took)."""
    return next((index for index, (_, bid) in enumerate(bids) if isinstance(bid, Take)), None)


def taker_then(view: DealView, stand_ins: StandIns | None) -> str:
    """The taker as named when it took: the bot a friend sat in for later (« Jojo »), or the friend
    the host removed since (« Titi »), else "" (the seat's name now)."""
    take = take_index(view.bids)
    if take is None or view.taker is None:
        return ""
    return bots_then(stand_ins, take).get(view.taker, "")


def log_lines(
    view: DealView,
    deal_number: int,
    four_colours: bool = False,
    draw: Sequence[Sequence[Card | None]] = (),
    cut: Cut | None = None,
    stand_ins: StandIns | None = None,
) -> list[Text]:
    """Every log line of the deal so far: the dealer's draw (first deal), who cut, bids, cards,
    announces, carrés declared, belote, trick winners; each move named by who made it, the bot a
    friend later sat in for (``stand_ins``) included."""

    with held_then(stand_ins, -1):
        lines = draw_lines(draw, four_colours)
        lines.append(Text(tr_seat("log.deal", view.dealer, n=deal_number), style="bold"))
        if cut is not None:
            lines.append(Text(tr_seat("log.cut", cut.seat, n=cut.point), style="dim"))
    turned = Text(tr("log.turned", card=""))
    turned.append_text(card_text(view.turned, four_colours))
    lines.append(turned)
    for index, (seat, action) in enumerate(view.bids):
        if index == 4:  # four passes end round 1: the bids from here name a suit
            lines.append(Text(tr("log.round2"), style="bold"))
        with held_then(stand_ins, index):
            said = bid_sentence(seat, action)
        lines.append(Text(said, style="bold" if isinstance(action, Take) else "dim"))
    announced = {combo.seat: combo for combo in view.announced}
    shown: dict[int, list[Combination]] = {}  # each told as its holder plays to the second trick
    for combo in view.shown:
        shown.setdefault(combo.seat, []).append(combo)
    declared = list(view.declared)  # each told just before the holder's card, or last if not played
    belote_seen = 0
    for move, (number, seat, card) in enumerate(plays(view), start=len(view.bids)):
        with held_then(stand_ins, move):
            if number == 0:
                lines.extend(carre_line(s, rank) for s, rank in declared if s == seat)
                declared = [(s, rank) for s, rank in declared if s != seat]
            if number == 0 and seat in announced:  # announced before playing the card
                what = combo_with_article(announced[seat])
                lines.append(Text(tr_seat("log.announce", seat, what=what), style=colour("accent")))
            for combo in shown.pop(seat, []) if number == 1 else []:  # shown before its card
                what, own = f"{combo_text(combo)} {combo_cards(combo)}", tr(f"log.own.{combo_gender(combo)}")
                said = tr_seat("log.shown", seat, what=what, own=own)
                lines.append(Text(said, style=colour("accent")))
            if view.belote == seat and is_belote_card(card, view):  # said as the card is laid
                belote_seen += 1
                said = tr("say.belote" if belote_seen == 1 else "say.rebelote")
                lines.append(Text(seat_name(seat) + tr("colon") + said, style=colour("accent")))
            line = Text(seat_name(seat) + tr("colon"))
            line.append_text(card_text(card, four_colours))
            lines.append(line)
            if number < len(view.tricks) and card is view.tricks[number].cards[-1]:
                lines.append(Text(trick_line(view, number), style=colour("caption")))
                if number == 0:  # the announces compared: whose count is known
                    lines.extend(Text(said, style=colour("accent")) for said in announces_won(view))
    lines.extend(carre_line(seat, rank) for seat, rank in declared)
    return lines


def announces_won(view: DealView) -> list[str]:
    """Once both teams announced and the first trick is over, which team's announces count: only
    the team holding the best one (the last announced, each beating the one before) scores them,
    none once four 8s cancel every announce."""
    announced = {combo.seat % 2 for combo in view.announced}
    if not view.tricks or len(announced) < 2 or view.announces_cancelled:
        return []
    return [tr(f"log.announces_won.{view.announced[-1].seat % 2}")]


def dix_de_der(tricks: Sequence[Trick]) -> int:
    """The dix de der the eighth of these tricks carries, as the summary counts it: 0 before the
    eighth, and after a capot, whose bonus replaces it."""
    if len(tricks) <= LAST_TRICK:
        return 0
    capot = len({t.winner % 2 for t in tricks if t.winner is not None}) == 1
    return 0 if capot else DIX_DE_DER


def won_line(trick: Trick, tricks: Sequence[Trick], key: str) -> str:
    """The sentence ``key`` for a completed trick (its winner, its points); the eighth of ``tricks``
    says it with its dix de der (``key``_der), as the summary counts it. Its bracket of points stays
    whole on a line (drawn through ``PlainBlanks``)."""
    assert trick.winner is not None
    seat = seat_in_sentence(trick.winner)
    der = dix_de_der(tricks) if tricks and trick == tricks[-1] else 0
    if der:
        return whole_brackets(tr(f"{key}_der", seat=seat, points=trick.points, der=der))
    return whole_brackets(tr(key, seat=seat, points=trick.points))


def trick_caption(trick: Trick, tricks: Sequence[Trick]) -> str:
    """« Pli pour Nord (+21) » under a completed trick, « (+21, +10 de der) » for the eighth."""
    return won_line(trick, tricks, "centre.trick_to")


def trick_line(view: DealView, number: int) -> str:
    """« → pli pour Nord (+21) »; the eighth trick adds its dix de der, « (+21, +10 de der) »."""
    return won_line(view.tricks[number], view.tricks, "log.trick")


def carre_line(seat: int, rank: Rank) -> Text:
    """« Est déclare un carré de 7 : la donne est annulée » (or of 8s, the announces)."""
    return Text(tr_seat(f"log.carre{rank.letter}", seat), style=colour("accent"))


def belote_word(view: DealView, seat: int, card: Card) -> str:
    """« Belote ! » with the first trump king or queen ``seat`` played of its declared belote,
    « Rebelote ! » with the second; nothing for any other card."""
    if view.belote != seat or not is_belote_card(card, view):
        return ""
    earlier = [c for _, s, c in plays(view) if s == seat and is_belote_card(c, view)]
    return tr("say.belote") if earlier and earlier[0] is card else tr("say.rebelote")


def speech(view: DealView, seat: int, shown_trick: Trick | None) -> str:
    """What a seat says aloud now: its bid of this bidding round (a first-round « Passe » is gone
    once the second round begins), then belote, its announce or « prend »."""
    if view.phase == "bidding":
        this_round = view.bids[4:] if view.bidding_round == 2 else view.bids  # round 1: four passes
        said = [action for s, action in this_round if s == seat]
        return bid_text(said[-1]) if said else ""
    trick = shown_trick if shown_trick is not None else view.current_trick
    card = trick.card_of(seat)
    belote = belote_word(view, seat, card) if card is not None else ""
    if belote:
        return belote
    first_trick = not view.tricks or (shown_trick is not None and len(view.tricks) == 1)
    for combo in view.announced:
        if first_trick and combo.seat == seat and not view.announces_cancelled:
            return opening(combo_text(combo))
    if seat == view.taker and view.trump is not None:
        return tr("seat.taker", suit=view.trump.symbol)
    return ""


def taker_suit(view: DealView) -> Text:
    """The trump suit symbol coloured, for compact displays."""
    return suit_text(view.trump) if view.trump is not None else Text("")


def played_for_text(actions: object, more: object = False) -> str:
    """« Pendant votre absence, un robot a joué pour vous : Passe, 8♥, R♠. » from the host's texts
    of those actions (« … » first when there were more before them); "" when none reads as one. A
    bid after a card starts another deal, which the sentence says (« 10♥ ; à la donne suivante :
    Passe »): the two deals' cards are not one run."""
    deals: list[list[str]] = [["…"] if more is True else []]
    carded = False
    for text in actions if isinstance(actions, list) else []:
        try:
            action = parse_action(str(text))
        except ValueError:
            continue
        if isinstance(action, Play):
            deals[-1].append(card_label(action.card))
            carded = True
        elif isinstance(action, Pass | Take):
            if carded:
                deals.append([])
                carded = False
            deals[-1].append(bid_text(action))
    if all(said == "…" for run in deals for said in run):
        return ""
    runs = [", ".join(said) for said in deals]
    return tr("net.played_for", actions=tr("net.next_deal").join(runs))
