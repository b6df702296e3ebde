"""One shared table, without any I/O: the seats, who controls each, and the referee of the partie.

The host's server feeds it what players send and sends back what it returns. Actions go through
``Deal.legal_actions()``/``apply()``: anything else is refused with the engine's rule code and
message. What a seat is told is built from ``Deal.view(seat)`` alone (``update_for``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from belote.bots import BOTS, Bot
from belote.bots.base import mix
from belote.engine import Action, DealResult, IllegalAction, Match, Rules, parse_action
from belote.net.access import new_code, new_token, token_hash, token_matches
from belote.net.codec import cut_json, draw_json, result_json, view_private_json, view_public_json

ARRIVAL_ORDER = (2, 1, 3)
"""Seats given to friends in order of arrival: the first becomes the host's partner."""
OPEN_ORDER = (0, 2, 1, 3)
"""The same for a table without a playing host (a headless server)."""


class Refused(Exception):
    """A request the table refuses: ``rule`` is a short code, the message says why."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(message)
        self.rule = rule


@dataclass
class Seat:
    """A seat: the player sitting there (if any) and whether they are here."""

    name: str = ""
    token_hash: str = ""
    connected: bool = False
    away_since: float | None = None
    covered: bool = False
    """The player is away past the timeout: a bot plays for them until they return."""
    admin: bool = False
    ready: bool = False

    @property
    def taken(self) -> bool:
        """A player owns this seat."""
        return bool(self.token_hash)


@dataclass
class Table:
    """A table: its code, rules, seats and, once started, the Match it referees."""

    rules: Rules = field(default_factory=Rules)
    seed: int | None = None
    bot_level: str = "heuristic"
    away_timeout: float = 60.0
    hosted: bool = True
    """A player hosts (sits South, starts the partie, arranges seats); else anyone may join seat 0."""
    autostart: int = 0
    """Start as soon as this many players sat down (0: only the host starts)."""
    code: str = field(default_factory=new_code)
    seats: list[Seat] = field(default_factory=lambda: [Seat() for _ in range(4)])
    match: Match | None = None
    phrase_count: int = 0

    def __post_init__(self) -> None:
        self.bots: dict[int, Bot] = {}
        self._sheet: tuple[tuple[int, int], list[list[dict[str, Any]]]] = ((-1, -1), [])
        self._rules_json = self.rules.to_json()
        if self.match is not None:
            self._make_bots()

    # Seating -----------------------------------------------------------------------------------

    def sit_host(self, name: str) -> tuple[int, str]:
        """The host takes South (seat 0) and is given its token, to connect with like any player."""
        token = self._seat(0, name, admin=True)
        self.seats[0].connected = False
        return 0, token

    def join(self, name: str) -> tuple[int, str]:
        """A friend sits at the next free seat in order of arrival; returns (seat, token)."""
        if self.match is not None:
            raise Refused("started", "the partie has already started")
        order = ARRIVAL_ORDER if self.hosted else OPEN_ORDER
        free = next((seat for seat in order if not self.seats[seat].taken), None)
        if free is None:
            raise Refused("full", "the table is full")
        token = self._seat(free, name)
        if self.autostart and sum(s.taken for s in self.seats) >= self.autostart:
            self.start()
        return free, token

    def _seat(self, seat: int, name: str, admin: bool = False) -> str:
        token = new_token()
        self.seats[seat] = Seat(name=name.strip(), token_hash=token_hash(token), connected=True, admin=admin)
        return token

    def resume(self, token: str) -> int | None:
        """The seat a token owns (None if none here); refused while its owner is still connected."""
        for number, seat in enumerate(self.seats):
            if token_matches(token, seat.token_hash):
                if seat.connected:
                    raise Refused("seat_in_use", "this seat is in use by a connected player")
                seat.connected, seat.away_since, seat.covered = True, None, False
                return number
        return None

    def leave(self, seat: int, now: float) -> None:
        """The player's connection dropped: the seat waits for them, then a bot covers."""
        place = self.seats[seat]
        place.connected, place.away_since = False, now

    def cover_absent(self, now: float) -> list[int]:
        """Hand to a bot the seats away longer than the timeout; returns the seats newly covered."""
        covered = []
        for number, seat in enumerate(self.seats):
            away = seat.away_since
            if seat.taken and not seat.covered and away is not None and now - away >= self.away_timeout:
                seat.covered = True
                covered.append(number)
        return covered

    def swap(self, a: int, b: int) -> None:
        """The host moves players between seats 1-3 before the start."""
        if self.match is not None:
            raise Refused("started", "the partie has already started")
        self.seats[a], self.seats[b] = self.seats[b], self.seats[a]

    def kick(self, seat: int) -> None:
        """The host removes a player: the seat is free again (a bot plays it)."""
        self.seats[seat] = Seat()

    # Control -----------------------------------------------------------------------------------

    def controller(self, seat: int) -> str:
        """Who acts for the seat: ``"player"``, ``"bot"`` or ``"wait"`` (away, within the timeout)."""
        place = self.seats[seat]
        if not place.taken or place.covered:
            return "bot"
        return "player" if place.connected else "wait"

    def start(self) -> None:
        """Start the partie (or a new one once it is over): bots take the seats still empty."""
        if self.match is not None and not self.match.over:
            raise Refused("started", "the partie has already started")
        self.match = Match(self.rules, self.seed)
        self._make_bots()

    def _make_bots(self) -> None:
        assert self.match is not None
        seed = self.match.seed
        level = self.bot_level if self.bot_level in BOTS else "heuristic"
        self.bots = {seat: BOTS[level](seed=mix(seed, seat) >> 1) for seat in range(4)}

    @property
    def phase(self) -> str:
        """``"lobby"``, ``"playing"``, ``"summary"`` (deal done, waiting for the players) or ``"over"``."""
        if self.match is None:
            return "lobby"
        if self.match.over:
            return "over"
        return "summary" if self.match.deal.phase == "done" else "playing"

    def bot_to_play(self) -> int | None:
        """The seat a bot must play now, if any."""
        if self.phase != "playing":
            return None
        assert self.match is not None
        seat = self.match.deal.to_play
        return seat if seat is not None and self.controller(seat) == "bot" else None

    def act(self, seat: int, text: str) -> Action:
        """Apply a seat's action after checking it against the rules; Refused with the rule otherwise."""
        if self.phase != "playing":
            raise Refused("not_playing", "no deal is being played")
        assert self.match is not None
        deal = self.match.deal
        if deal.to_play != seat:
            raise Refused("not_your_turn", "it is not your turn")
        try:
            action = parse_action(text)
            deal.apply(action)
        except IllegalAction as error:
            raise Refused(error.rule, str(error)) from None
        except ValueError as error:
            raise Refused("unknown_action", str(error)) from None
        return action

    def ready(self, seat: int) -> bool:
        """A player is done reading the deal's summary; True when the next deal was dealt."""
        if self.phase != "summary":
            return False
        self.seats[seat].ready = True
        return self.deal_on()

    def deal_on(self) -> bool:
        """Deal the next hand once every player here has read the summary; True if dealt."""
        if self.phase != "summary":
            return False
        if all(place.ready or self.controller(n) != "player" for n, place in enumerate(self.seats)):
            self.next_deal()
            return True
        return False

    def next_deal(self) -> None:
        """Deal the next hand (the summary's wait is over)."""
        assert self.match is not None and self.phase == "summary"
        self.match.next_deal()
        for seat in self.seats:
            seat.ready = False

    # What the seats are told -------------------------------------------------------------------

    def public(self) -> dict[str, Any]:
        """What every seat may know of the table: seats, phase, scores and the sheet."""
        data: dict[str, Any] = {
            "phase": self.phase,
            "seats": [
                {"name": s.name, "player": s.taken, "here": s.connected, "bot": self.controller(n) == "bot"}
                for n, s in enumerate(self.seats)
            ],
            "rules": self._rules_json,
        }
        match = self.match
        if match is not None:
            history = match.history
            data.update(
                manche=match.manche_index,
                scores=list(match.scores),
                manches=list(match.manches),
                reserve=match.reserve,
                manche_over=match.manche_over,
                winner=match.winner,
                sheet=self._sheet_json(history),
                deal_number=len(history[-1]) + (0 if match.deal.result is not None else 1),
                draw=draw_json(match.draw),
                cut=cut_json(match.cut),
                actions=len(match.deal.actions),
                deal=view_public_json(match.deal.view(0)),
            )
        return data

    def _sheet_json(self, history: list[list[DealResult]]) -> list[list[dict[str, Any]]]:
        """The score sheet as JSON, encoded again only when a deal was written on it."""
        key = (len(history), len(history[-1]))
        if self._sheet[0] != key:
            self._sheet = (key, [[result_json(r) for r in manche] for manche in history])
        return self._sheet[1]

    def update_for(self, seat: int) -> dict[str, Any]:
        """What only this seat is told besides the public table: its seat, hand and legal actions."""
        if self.match is None:
            return {"seat": seat}
        return view_private_json(self.match.deal.view(seat))
