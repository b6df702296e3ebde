"""Engine records as plain JSON and back: a seat's ``DealView``, deal results and the dealer's draw.

Encoding a view keeps exactly what the seat may know. The one thing ``DealView`` holds that the
rules keep hidden is the cards of an announced combination before its holder shows it: only its
kind and points are said aloud, and a carré's height (« carré d'as »: the next player may only
announce higher), so only those are sent (the cards go out with ``shown``).
Decoding checks every field and raises ``ValueError`` on anything malformed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import fields
from functools import lru_cache
from typing import Any, get_args

from belote.engine import (
    CARDS,
    Card,
    Combination,
    Cut,
    DealResult,
    DealView,
    Pass,
    Rank,
    Rules,
    Suit,
    Take,
    Trick,
    parse_action,
)
from belote.engine.actions import Action
from belote.engine.announces import Kind, carre_cards

KINDS: tuple[str, ...] = get_args(Kind)
"""The kinds of combination."""
PHASES = ("bidding", "playing", "done")


# Encoding -------------------------------------------------------------------------------------


CODES: tuple[str, ...] = tuple(str(card) for card in CARDS)
"""Each card's two-letter code, by index."""
BY_CODE: dict[str, Card] = {str(card): card for card in CARDS}
PRIVATE = ("seat", "hand", "legal")
"""The fields of a view only its own seat is told; the others are the same for every seat."""
GROWING = ("bids", "tricks")
"""The public fields of a view that only grow during a deal (a host may send them apart)."""


def cards_json(cards: Sequence[Card]) -> list[str]:
    """Cards as their two-letter codes."""
    return [CODES[card.index] for card in cards]


def trick_json(trick: Trick) -> dict[str, Any]:
    """A trick: leader, cards, winner and points."""
    cards = cards_json(trick.cards)
    return {"leader": trick.leader, "cards": cards, "winner": trick.winner, "points": trick.points}


def _said(combo: Combination) -> dict[str, Any]:
    """What is said aloud of an announce: its kind and points, and a carré's height (which names its
    four cards), not a sequence's cards."""
    said: dict[str, Any] = {"kind": combo.kind, "points": combo.points, "seat": combo.seat}
    if combo.kind == "carre" and combo.cards:
        said["rank"] = combo.cards[0].rank.letter
    return said


def view_private_json(view: DealView) -> dict[str, Any]:
    """The part of a seat's view only that seat is told: its seat, its hand, its legal actions."""
    return {"seat": view.seat, "hand": cards_json(view.hand), "legal": [str(action) for action in view.legal]}


def bids_json(bids: Sequence[tuple[int, Action]]) -> list[list[Any]]:
    """The bids made, as [seat, action] pairs."""
    return [[seat, str(action)] for seat, action in bids]


def tricks_json(tricks: Sequence[Trick]) -> list[dict[str, Any]]:
    """The completed tricks."""
    return [trick_json(trick) for trick in tricks]


def view_public_json(view: DealView, growing: bool = True) -> dict[str, Any]:
    """The part of a view that is the same for every seat: the public history of the deal (without
    the bids and the completed tricks unless ``growing``)."""
    data = {
        "phase": view.phase,
        "dealer": view.dealer,
        "to_play": view.to_play,
        "hand_sizes": list(view.hand_sizes),
        "turned": CODES[view.turned.index],
        "bidding_round": view.bidding_round,
        "taker": view.taker,
        "trump": view.trump.letter if view.trump is not None else None,
        "current_trick": trick_json(view.current_trick),
        "announced": [_said(c) for c in view.announced],
        "shown": [{**_said(c), "cards": cards_json(c.cards), "trump": c.trump} for c in view.shown],
        "belote": view.belote,
        "rebelote": view.rebelote,
        "declared": [[seat, rank.letter] for seat, rank in view.declared],
    }
    if growing:
        data.update(bids=bids_json(view.bids), tricks=tricks_json(view.tricks))
    return data


def view_json(view: DealView) -> dict[str, Any]:
    """A seat's whole view as JSON: its own hand and the public history, nothing else (module doc)."""
    return {**view_public_json(view), **view_private_json(view)}


def result_json(result: DealResult) -> dict[str, Any]:
    """A deal's result: every field, tuples as lists and the trump as its letter."""
    data: dict[str, Any] = {}
    for item in fields(DealResult):
        value = getattr(result, item.name)
        if isinstance(value, Suit):
            value = value.letter
        elif isinstance(value, tuple):
            value = list(value)
        data[item.name] = value
    return data


def draw_json(draw: Sequence[Sequence[Card | None]]) -> list[list[str | None]]:
    """The dealer's draw: per round, each seat's card or None."""
    return [[str(card) if card is not None else None for card in cards] for cards in draw]


# Decoding -------------------------------------------------------------------------------------


def _int(value: object, low: int, high: int, name: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ValueError(f"{name} must be an integer from {low} to {high}")
    return value


def _seat(value: object, name: str = "seat") -> int:
    return _int(value, 0, 3, name)


def _opt_seat(value: object, name: str) -> int | None:
    return None if value is None else _seat(value, name)


def _bool(value: object, name: str) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{name} must be true or false")
    return value


def _list(value: object, name: str, most: int = 64) -> list[Any]:
    if not isinstance(value, list) or len(value) > most:
        raise ValueError(f"{name} must be a list of at most {most} items")
    return value


def _dict(value: object, name: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ValueError(f"{name} must be an object")
    return value


def _card(value: object) -> Card:
    card = BY_CODE.get(value) if isinstance(value, str) else None
    return card if card is not None else Card.parse(value)  # type: ignore[arg-type]


def _cards(value: object, name: str, most: int = 8) -> tuple[Card, ...]:
    return tuple(_card(text) for text in _list(value, name, most))


def _suit(value: object) -> Suit | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise ValueError("trump must be a suit letter")
    return Suit.parse(value)


def _trick(value: object) -> Trick:
    data = _dict(value, "trick")
    return Trick(
        leader=_seat(data.get("leader"), "leader"),
        cards=_cards(data.get("cards"), "trick cards", 4),
        winner=_opt_seat(data.get("winner"), "winner"),
        points=_int(data.get("points"), 0, 200, "points"),
    )


def trick_from_json(value: object) -> Trick | None:
    """A trick sent or saved by ``trick_json`` (None for null); ValueError if malformed."""
    return None if value is None else _trick(value)


def received_from_json(value: object) -> tuple[Card, ...]:
    """The cards a seat received at the take (none when not sent); ValueError if malformed."""
    return () if value is None else _cards(value, "received cards")


def _kind(value: object) -> Kind:
    if value not in KINDS:
        raise ValueError(f"not a combination: {value!r}")
    return value  # type: ignore[return-value]


def _carre_cards(value: object) -> tuple[Card, ...]:
    """The four cards of a carré said aloud by its height (none from a host that does not say it)."""
    if value is None:
        return ()
    rank = next((rank for rank in Rank if rank.letter == value), None)
    if rank is None:
        raise ValueError(f"not a carré's height: {value!r}")
    return carre_cards(rank)


def _combination(value: object, with_cards: bool) -> Combination:
    data = _dict(value, "combination")
    if with_cards:
        cards = _cards(data.get("cards"), "combination cards")
    else:
        cards = _carre_cards(data.get("rank")) if data.get("kind") == "carre" else ()
    trump = _bool(data.get("trump"), "trump") if with_cards else False
    points = _int(data.get("points"), 0, 200, "points")
    return Combination(_kind(data.get("kind")), cards, points, _seat(data.get("seat")), trump)


def _action(value: object) -> Action:
    if not isinstance(value, str) or len(value) > 32:
        raise ValueError("an action must be short text")
    return _parsed(value)


@lru_cache(maxsize=1024)
def _parsed(text: str) -> Action:
    """An action from its text (actions are immutable: the same text gives the same action)."""
    return parse_action(text)


def _bid(value: object) -> tuple[int, Pass | Take]:
    pair = _list(value, "bid", 2)
    if len(pair) != 2:
        raise ValueError("a bid is [seat, action]")
    action = _action(pair[1])
    if not isinstance(action, Pass | Take):
        raise ValueError("a bid is a pass or a take")
    return _seat(pair[0]), action


def _declared(value: object) -> tuple[int, Rank]:
    pair = _list(value, "declared carré", 2)
    if len(pair) != 2 or pair[1] not in ("7", "8"):
        raise ValueError("a declared carré is [seat, 7 or 8]")
    return _seat(pair[0]), Rank.SEVEN if pair[1] == "7" else Rank.EIGHT


def cut_json(cut: Cut | None) -> dict[str, int] | None:
    """Who cut the cards and where (public), or None."""
    return None if cut is None else {"seat": cut.seat, "point": cut.point}


def cut_from_json(value: object) -> Cut | None:
    """The cut back from JSON; ValueError if malformed."""
    if value is None:
        return None
    data = _dict(value, "cut")
    return Cut(_seat(data.get("seat")), _int(data.get("point"), 0, 32, "cut point"))


def bids_from_json(value: object) -> tuple[tuple[int, Pass | Take], ...]:
    """The bids back from JSON; ValueError if malformed."""
    return tuple(_bid(bid) for bid in _list(value, "bids", 8))


def tricks_from_json(value: object) -> tuple[Trick, ...]:
    """The completed tricks back from JSON; ValueError if malformed."""
    return tuple(_trick(trick) for trick in _list(value, "tricks", 8))


def deck_from_json(value: object) -> tuple[Card, ...]:
    """A whole deck back from JSON, top first; ValueError unless it holds each of the 32 cards once."""
    deck = _cards(value, "deck", len(CARDS))
    if len(set(deck)) != len(CARDS):
        raise ValueError("a deck must hold each of the 32 cards once")
    return deck


def actions_from_json(value: object) -> tuple[Action, ...]:
    """A deal's actions back from JSON, in order; ValueError if malformed."""
    return tuple(_action(text) for text in _list(value, "actions"))


def view_from_json(value: object, rules: Rules, **known: Any) -> DealView:
    """A seat's view back from JSON (``rules`` come with the table; ``known``: fields already
    decoded, e.g. the ``bids`` and ``tricks`` kept from before); ValueError if malformed."""
    data = _dict(value, "view")
    phase = data.get("phase")
    if phase not in PHASES:
        raise ValueError(f"not a phase: {phase!r}")
    sizes = [_int(size, 0, 8, "hand size") for size in _list(data.get("hand_sizes"), "hand sizes", 4)]
    if len(sizes) != 4:
        raise ValueError("hand sizes must hold 4 numbers")
    turned = data.get("turned")
    if not isinstance(turned, str):
        raise ValueError("turned must be a card")
    return DealView(
        seat=_seat(data.get("seat")),
        rules=rules,
        phase=phase,
        dealer=_seat(data.get("dealer"), "dealer"),
        to_play=_opt_seat(data.get("to_play"), "to_play"),
        hand=_cards(data.get("hand"), "hand"),
        hand_sizes=(sizes[0], sizes[1], sizes[2], sizes[3]),
        turned=_card(turned),
        bidding_round=_int(data.get("bidding_round"), 1, 2, "bidding round"),
        bids=known["bids"] if "bids" in known else bids_from_json(data.get("bids")),
        taker=_opt_seat(data.get("taker"), "taker"),
        trump=_suit(data.get("trump")),
        tricks=known["tricks"] if "tricks" in known else tricks_from_json(data.get("tricks")),
        current_trick=_trick(data.get("current_trick")),
        announced=tuple(_combination(c, False) for c in _list(data.get("announced"), "announced", 4)),
        shown=tuple(_combination(c, True) for c in _list(data.get("shown"), "shown", 16)),
        belote=_opt_seat(data.get("belote"), "belote"),
        rebelote=_bool(data.get("rebelote"), "rebelote"),
        legal=tuple(_action(action) for action in _list(data.get("legal"), "legal", 64)),
        declared=tuple(_declared(item) for item in _list(data.get("declared", []), "declared", 8)),
    )


def _pair(value: object, name: str) -> tuple[int, int]:
    pair = _list(value, name, 2)
    if len(pair) != 2:
        raise ValueError(f"{name} must hold two numbers")
    return _int(pair[0], -100000, 100000, name), _int(pair[1], -100000, 100000, name)


def result_from_json(value: object) -> DealResult:
    """A deal's result back from JSON; ValueError if malformed."""
    data = _dict(value, "result")
    return DealResult(
        points=_pair(data.get("points"), "points"),
        card_points=_pair(data.get("card_points"), "card points"),
        capot=_opt_seat(data.get("capot"), "capot"),
        dedans=_bool(data.get("dedans"), "dedans"),
        litige=_bool(data.get("litige"), "litige"),
        reserve=_int(data.get("reserve"), 0, 100000, "reserve"),
        announces=_pair(data.get("announces"), "announces"),
        belote=_opt_seat(data.get("belote"), "belote"),
        redeal=_bool(data.get("redeal"), "redeal"),
        tricks_won=_pair(data.get("tricks_won"), "tricks won"),
        taker=_opt_seat(data.get("taker"), "taker"),
        trump=_suit(data.get("trump")),
        collected=_pair(data.get("collected"), "collected"),
    )


def draw_from_json(value: object) -> tuple[tuple[Card | None, ...], ...]:
    """The dealer's draw back from JSON; ValueError if malformed."""
    rounds = []
    for cards in _list(value, "draw", 32):
        row = _list(cards, "draw round", 4)
        if len(row) != 4:
            raise ValueError("a draw round has 4 places")
        rounds.append(tuple(None if text is None else _card(text) for text in row))
    return tuple(rounds)
