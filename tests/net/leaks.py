"""The card-leak check: every card named in a message must be one its seat could know at that point.

A seat may know its own hand (as dealt so far), the turned card, every card played, the
combinations shown once the first trick is over, a declared carré of 7s or 8s, the cards drawn
face up for the first dealer, and the previous deal's last trick (played face up). A deal's record,
sent once the deal is over, may name what could be known at the deal's end (every card, once all
were played), never more; one sent again to a player who was away names its deal's place, which
must be a deal already on the score sheet they were told. What a bot played for a player away
names that seat's own cards only. The check replays the host's partie to the point each update
describes, so it depends only on the host's saved record, not on what was sent.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

from belote.engine import CARDS, Deal, Match, parse_action

CARD = re.compile(r"(?<![0-9A-Za-z])([789TJQKA][SHDC])(?![0-9A-Za-z])")


def deals_of(saved: dict[str, Any]) -> list[Deal]:
    """Every deal of a saved partie, fully played (replayed from its seed and actions)."""
    match = Match(Match.from_json(saved).rules, saved["seed"])
    deals = []
    for number, actions in enumerate(saved["deals"]):
        if number:
            match.next_deal()
        for text in actions:
            match.deal.apply(parse_action(text))
        deals.append(match.deal)
    return deals


def strings(value: object) -> Iterator[str]:
    """Every string inside a JSON value (keys included)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from strings(item)


def named_cards(data: object) -> set[str]:
    """The card codes named anywhere in a message."""
    return {code for text in strings(data) for code in CARD.findall(text)}


def knowable(deal: Deal, actions: int, seat: int) -> set[str]:
    """What ``seat`` may know after the first ``actions`` actions of ``deal``."""
    replay = Deal.from_deck(deal.deck, deal.dealer, deal.rules)
    for action in deal.actions[:actions]:
        replay.apply(action)
    known = {str(card) for card in replay.hands[seat]} | {str(replay.turned)}
    for trick in (*replay.tricks, replay.current_trick):
        known |= {str(card) for card in trick.cards}
    for combo in replay.shown:
        known |= {str(card) for card in combo.cards}
    for _, rank in replay.view(seat).declared:  # a declared carré of 7s or 8s is shown
        known |= {str(card) for card in CARDS if card.rank == rank}
    return known


def sheet_index(sheet: list[list[Any]], manche: object, number: object) -> int | None:
    """Which deal of the partie, counting from 0, a record's place names on the ``sheet`` a seat was
    told (None if that deal is not on it: it was not over)."""
    if not isinstance(manche, int) or not isinstance(number, int) or not 0 <= manche < len(sheet):
        return None
    if not 0 < number <= len(sheet[manche]):
        return None
    return sum(len(earlier) for earlier in sheet[:manche]) + number - 1


def leaks(received: list[str], seat: int, saved: dict[str, Any]) -> list[tuple[int, set[str]]]:
    """(message number, cards it named that ``seat`` could not know) for each message that leaked."""
    deals = deals_of(saved)
    found = []
    deal_index = 0
    allowed: set[str] = set()
    sheet: list[list[Any]] = []
    draw: list[list[str | None]] = []
    for number, raw in enumerate(received):
        data = json.loads(raw)
        if data["type"] == "update" and "deal" in data["table"]:
            table = data["table"]
            sheet, draw = data.get("sheet", sheet), data.get("draw", draw)  # sent when they change
            finished = sum(len(manche) for manche in sheet)
            deal_index = finished - (1 if table["deal"]["phase"] == "done" else 0)
            allowed = knowable(deals[deal_index], table["actions"], seat)
            allowed |= {code for row in draw for code in row if code is not None}  # face up
            if deal_index and deals[deal_index - 1].tricks:  # the previous deal's last trick (« d »)
                allowed |= {str(card) for card in deals[deal_index - 1].tricks[-1].cards}
        elif data["type"] == "played_for":  # what a bot played for the seat while away: its own cards
            tricks = [trick for deal in deals[: deal_index + 1] for trick in deal.tricks]
            own = {str(c) for trick in tricks for i, c in enumerate(trick.cards) if trick.seat_of(i) == seat}
            extra = named_cards(data) - own
            if extra:
                found.append((number, extra))
            continue
        elif data["type"] == "record" and "manche" in data:  # what could be known where its deal ended
            index = sheet_index(sheet, data["manche"], data.get("number"))
            allowed = set() if index is None else knowable(deals[index], len(deals[index].actions), seat)
        elif data["type"] != "record":  # a record without its place: the deal the last update ended
            allowed = set()  # welcome, refused, said: no card at all
        extra = named_cards(data) - allowed
        if extra:
            found.append((number, extra))
    return found
