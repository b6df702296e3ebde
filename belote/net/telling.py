"""What a shared table tells its seats, as JSON text: the public state that changes with every
action, the public parts that seldom change, and each seat's private part, each encoded again only
when it may have changed. Everything comes from ``Deal.view(seat)``: no seat is told another's cards."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from belote.engine import Card, Deal, DealResult, DealView, Match, Rules, Trick
from belote.net.codec import (
    bids_json,
    cards_json,
    cut_json,
    draw_json,
    result_json,
    trick_json,
    tricks_json,
    view_private_json,
    view_public_json,
)
from belote.net.protocol import encode

SEAT_FIELDS = (
    "name",
    "player",
    "here",
    "bot",
    "level",
    "ready",
    "cover_after",
    "cover_in",
    "since",
    "left",
    "earlier",
)
"""What everyone is told of a seat."""


def received_at_take(deal: Deal, hand: tuple[Card, ...]) -> list[Card]:
    """The cards of a seat's ``hand`` in ``deal`` that came with the take (the turned card among
    them), while the seat has not played yet: none before the take or after its first card."""
    if deal.phase != "playing" or len(hand) != 8:
        return []
    after = set(deal.deck[20:])  # the turned card, then the cards dealt once someone took
    return [card for card in hand if card in after]


class SeatsTold:
    """Mixin for ``Table``: what its seats are told, with the caches that spare encoding again."""

    match: Match | None
    seats: list[Any]
    parties: int
    rules: Rules
    previous_last: Trick | None
    takers: list[list[str]]
    away_timeout: float
    _rules_json: dict[str, Any]
    _private: list[tuple[object, tuple[int, int], str]]
    _sheet: tuple[int, list[list[str]]]
    _view: tuple[Deal, int, DealView] | None

    @property
    def phase(self) -> str:
        """The table's phase (the table's)."""
        raise NotImplementedError

    def controller(self, seat: int) -> str:
        """Who acts for the seat (the table's)."""
        raise NotImplementedError

    def level_of(self, seat: int) -> str:
        """The level of the bot at this seat (the table's)."""
        raise NotImplementedError

    def cover_after(self, seat: Any) -> int:
        """Seconds after its player left that a bot covers the seat, while they are away and none
        does yet (0 otherwise): the others are told how long the table waits."""
        waiting = seat.taken and seat.away_since is not None and not seat.covered
        return max(1, round(self.away_timeout)) if waiting else 0

    def cover_in(self, seat: Any) -> float:
        """Seconds from now until a bot covers the seat, while its player is away and none does yet
        (0 otherwise): a screen that opens during the wait counts down what is left of it, not the
        whole wait again."""
        if not self.cover_after(seat):
            return 0.0
        left: float = seat.away_since + self.away_timeout - time.monotonic()
        return round(min(max(left, 0.1), self.away_timeout), 1)

    def public(self) -> dict[str, Any]:
        """What every seat may know of the table and changes with every action: the phase, the scores
        and the public part of the deal (the rest is in ``parts``, sent only when it changes)."""
        data: dict[str, Any] = {"phase": self.phase}
        match = self.match
        if match is not None:
            history, deal = match.history, match.deal
            data.update(
                partie=self.parties,
                manche=match.manche_index,
                scores=list(match.scores),
                manches=list(match.manches),
                reserve=match.reserve,
                manche_over=match.manche_over,
                winner=match.winner,
                deal_number=len(history[-1]) + (0 if deal.result is not None else 1),
                cut=cut_json(match.cut),
                actions=len(deal.actions),
                deal=view_public_json(self._view_of(deal, deal.to_play or 0, keep=True), growing=False),
            )
        return data

    def _view_of(self, deal: Deal, seat: int, keep: bool = False) -> DealView:
        """The seat's view of the deal as it is now: the one kept if it is that (``keep``: keep this
        one). The public part comes from the view of the seat to play, kept for its private part."""
        count, kept = len(deal.actions), self._view
        if kept is not None and kept[0] is deal and kept[1] == count and kept[2].seat == seat:
            return kept[2]
        view = deal.view(seat)
        if keep:
            self._view = (deal, count, view)
        return view

    def parts(self) -> list[tuple[str, object, Callable[[], str]]]:
        """The public parts that seldom change, each as (name, a key that changes when it does, its
        JSON text): the rules, the seats, the dealer's draw, the score sheet, the deal's bids and
        completed tricks, the previous deal's last trick, and who took each deal of the sheet."""
        seats = tuple(
            (
                s.name,
                s.taken,
                s.connected,
                self.controller(n) == "bot",
                self.level_of(n),
                s.ready,
                self.cover_after(s),
                self.cover_in(s),
                s.since,
                s.left,
                tuple(s.earlier),
            )
            for n, s in enumerate(self.seats)
        )
        parts: list[tuple[str, object, Callable[[], str]]] = [
            ("rules", (self.parties, self.rules), lambda: encode(self._rules_json)),  # chosen anew, told anew
            ("seats", seats, lambda: encode([dict(zip(SEAT_FIELDS, seat, strict=True)) for seat in seats])),
        ]
        match = self.match
        if match is not None:
            history, deal = match.history, match.deal
            written = (self.parties, len(history), len(history[-1]))
            this_deal = (*written[:2], written[2] + (deal.result is None))
            bids, tricks = deal.bids, deal.tricks
            parts += [
                ("draw", self.parties, lambda: encode(draw_json(match.draw))),
                ("sheet", written, lambda: self._sheet_text(history)),
                ("bids", (this_deal, len(bids)), lambda: encode(bids_json(bids))),
                ("tricks", (this_deal, len(tricks)), lambda: encode(tricks_json(tricks))),
                ("previous_trick", this_deal, lambda: encode(self._previous_json())),
                ("takers", (self.parties, tuple(map(len, self.takers))), lambda: encode(self.takers)),
            ]
        return parts

    def _previous_json(self) -> dict[str, Any] | None:
        """The previous deal's last trick as sent (null when there is none)."""
        return trick_json(self.previous_last) if self.previous_last is not None else None

    def _sheet_text(self, history: list[list[DealResult]]) -> str:
        """The score sheet as JSON text, each deal written on it encoded once (it never changes)."""
        texts = self._sheet
        if texts[0] != self.parties:
            texts = self._sheet = (self.parties, [])
        manches = texts[1]
        for index, manche in enumerate(history):
            if index == len(manches):
                manches.append([])
            done = manches[index]
            done += [encode(result_json(result)) for result in manche[len(done) :]]
        return "[" + ",".join("[" + ",".join(manche) + "]" for manche in manches) + "]"

    def private(self, seat: int, size: int) -> str:
        """What only this seat is told, as JSON object members: its seat, hand and legal actions, and
        the cards it received at the take until it plays its first card.
        Encoded again only when they may have changed: its hand (of ``size`` cards now), or its turn."""
        match = self.match
        if match is None:
            return f'"seat":{seat}'
        deal = match.deal
        key = (size, len(deal.actions) if deal.to_play == seat else -1)
        cached = self._private[seat]
        if cached[0] is not deal or cached[1] != key:
            view = self._view_of(deal, seat)
            text = encode(view_private_json(view))[1:-1]
            received = received_at_take(deal, view.hand)
            if received:  # marked « + » in the seat's hand until its first card
                text += ',"received":' + encode(cards_json(received))
            cached = self._private[seat] = (deal, key, text)
        return cached[2]
