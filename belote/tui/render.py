"""Drawing cards as small framed boxes (Rich Text rows) and ordering a hand the way players do."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise, permutations

from rich.style import Style
from rich.text import Text

from belote.engine.cards import Card, Rank, Suit
from belote.tui.i18n import card_label, rank_label
from belote.tui.themes import colour

CARD_WIDTH = 5
"""Columns taken by one card box (frame included)."""

_TRUMP_ORDER = (Rank.JACK, Rank.NINE, Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.EIGHT, Rank.SEVEN)
_PLAIN_ORDER = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE, Rank.EIGHT, Rank.SEVEN)

_FACE = "#f4f1e8"
_TWO = {Suit.SPADES: "#111111", Suit.HEARTS: "#c3161c", Suit.DIAMONDS: "#c3161c", Suit.CLUBS: "#111111"}
_FOUR = {Suit.SPADES: "#111111", Suit.HEARTS: "#c3161c", Suit.DIAMONDS: "#1f4fbf", Suit.CLUBS: "#1d7a2a"}
_ON_FELT = {Suit.SPADES: "spades", Suit.HEARTS: "hearts", Suit.DIAMONDS: "hearts", Suit.CLUBS: "spades"}
_ON_FELT_FOUR = {**_ON_FELT, Suit.DIAMONDS: "diamonds4", Suit.CLUBS: "clubs4"}
"""The theme colour role of a suit drawn on the felt (two or four colours)."""


_DIM_FACE = "#b0ada5"
"""The face of a card that may not be played now: grey, yet light enough that the darkened green of
the four-colour clubs still reads in a 256-colour terminal (tmux's), which rounds it up."""
_DIM_INK = 0.5
"""How much of its colour a card that may not be played keeps: its suit still shows, read at a
contrast of 3:1 or more on the greyed face, in full colour and in 256 colours."""


def dimmed(colour_hex: str) -> str:
    """``colour_hex`` (#rrggbb) darkened towards black, keeping its hue."""
    red, green, blue = (int(colour_hex[i : i + 2], 16) for i in (1, 3, 5))
    return "#" + "".join(f"{round(part * _DIM_INK):02x}" for part in (red, green, blue))


def suit_colour(suit: Suit, four_colours: bool = False, on_dark: bool = False) -> str:
    """The colour of a suit on a card face (or on the dark table with ``on_dark``)."""
    if on_dark:
        return colour((_ON_FELT_FOUR if four_colours else _ON_FELT)[suit])
    return (_FOUR if four_colours else _TWO)[suit]


def strength(card: Card, trump: Suit | None) -> int:
    """Rank of a card inside its suit, 0 = strongest (trump order for the trump suit)."""
    order = _TRUMP_ORDER if card.suit == trump else _PLAIN_ORDER
    return order.index(card.rank)


def sort_hand(hand: Sequence[Card], trump: Suit | None) -> list[Card]:
    """Trump first, then the other suits alternating colours where possible; strongest first."""
    present = {card.suit for card in hand}
    first: tuple[Suit, ...] = (trump,) if trump is not None and trump in present else ()
    rest = [s for s in Suit if s != trump and s in present]

    def touching(order: tuple[Suit, ...]) -> int:
        return sum(a.is_red == b.is_red for a, b in pairwise(order))

    # The order with the fewest suits of one colour side by side (the first such in suit order):
    # with no trump in hand, ♥ ♠ ♦ rather than ♠ ♥ ♦.
    ordered = min((first + order for order in permutations(rest)), key=touching)
    return sorted(hand, key=lambda c: (ordered.index(c.suit), strength(c, trump)))


def suit_text(suit: Suit, four_colours: bool = False) -> Text:
    """A suit symbol coloured for the dark table."""
    return Text(suit.symbol, style=Style(color=suit_colour(suit, four_colours, on_dark=True)))


def card_text(card: Card, four_colours: bool = False) -> Text:
    """A card inline on the dark table, e.g. ``10♥`` in red."""
    return Text(card_label(card), style=Style(color=suit_colour(card.suit, four_colours, True), bold=True))


def card_width(big: bool = False) -> int:
    """Columns taken by one card box, frame included."""
    return 7 if big else CARD_WIDTH


def card_rows(
    card: Card | None,
    *,
    four_colours: bool = False,
    dim: bool = False,
    selected: bool = False,
    highlight: bool = False,
    big: bool = False,
) -> list[Text]:
    """The rows of a card box (3, or 5 when ``big``); ``None`` draws an empty place on the table."""
    inner = 5 if big else 3
    if card is None:
        frame = Style(color=colour("place"))
        middle = [Text("┆" + " " * inner + "┆", frame)] * (3 if big else 1)
        return [Text("┌" + "┄" * inner + "┐", frame), *middle, Text("└" + "┄" * inner + "┘", frame)]
    face = _DIM_FACE if dim else _FACE
    ink = suit_colour(card.suit, four_colours)
    if dim:
        ink = dimmed(ink)
    border_colour = colour("chosen" if selected else "master" if highlight else "frame")
    if dim and not selected:
        border_colour = "#77746c"
    border = Style(color=border_colour, bold=selected)
    body = Style(color=ink, bgcolor=face, bold=not dim)
    heavy = selected or highlight
    corners = "┏┓┗┛━┃" if heavy else "╭╮╰╯─│"
    side = corners[5]
    rank = rank_label(card.rank)
    if big:
        corner = rank + card.suit.symbol
        faces = [corner.ljust(inner), card.suit.symbol.center(inner), corner.rjust(inner)]
    else:
        faces = [rank.rjust(2) + card.suit.symbol]
    rows = [Text(corners[0] + corners[4] * inner + corners[1], border)]
    for face_text in faces:
        row = Text(side, border)
        row.append(face_text, body)
        row.append(side, border)
        rows.append(row)
    rows.append(Text(corners[2] + corners[4] * inner + corners[3], border))
    return rows


def join_rows(boxes: Sequence[list[Text]], gap: int = 1) -> list[Text]:
    """Place card boxes side by side (each a list of rows) into one list of rows."""
    if not boxes:
        return [Text(), Text(), Text()]
    height = max(len(box) for box in boxes)
    rows = [Text() for _ in range(height)]
    for i, box in enumerate(boxes):
        for r in range(height):
            if i:
                rows[r].append(" " * gap)
            rows[r].append_text(box[r] if r < len(box) else Text(" " * len(box[0])))
    return rows


def card_backs(count: int) -> Text:
    """A seat's hidden cards as small backs, e.g. ``▮▮▮▮▮``."""
    return Text("▮" * count, style=Style(color=colour("backs")))
