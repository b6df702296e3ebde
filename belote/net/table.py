"""One shared table, without any I/O: the seats, who controls each, and the referee of the partie.

The host's server feeds it what players send and sends back what it returns. Actions go through
``Deal.legal_actions()``/``apply()``: anything else is refused with the engine's rule code and
message. What a seat is told is built from ``Deal.view(seat)`` alone (``SeatsTold``, in
:mod:`belote.net.telling`).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime

from belote.bots import BOTS, Bot
from belote.bots.base import mix
from belote.engine import (
    Action,
    Deal,
    DealView,
    IllegalAction,
    Match,
    Rules,
    Take,
    Trick,
    parse_action,
)
from belote.net.access import keyed_hash, new_code, new_token, token_hash, token_matches
from belote.net.protocol import BOT_NAMES, NAME_LENGTH, SCREEN_WORDS, names_a_bot, names_a_seat
from belote.net.seat import Seat, held_before, moves, plain_name
from belote.net.telling import SeatsTold

ARRIVAL_ORDER = (2, 1, 3)
"""Seats given to friends in order of arrival: the first becomes the host's partner."""
OPEN_ORDER = (0, 2, 1, 3)
"""The same for a table without a playing host (a headless server)."""
DEALS_PERSON = b"belote-deals"
"""The personalisation of the hash turning the host's seed into the seed that deals."""


class Refused(Exception):
    """A request the table refuses: ``rule`` is a short code, the message says why."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(message)
        self.rule = rule


def shared_rules(rules: Rules) -> Rules:
    """The rules a shared table deals by: a fresh shuffle every deal. Gathered and cut, the cards
    of a deal follow from the last deal's tricks and the cut, all public: a program at a friend's
    seat could rebuild every hand from them and its own five cards."""
    return rules if rules.shuffle_each_deal else replace(rules, shuffle_each_deal=True)


@dataclass
class Table(SeatsTold):
    """A table: its code, rules, seats and, once started, the Match it referees."""

    rules: Rules = field(default_factory=Rules)
    seed: int | None = None
    """The seed the host chose for the table's first partie (a revanche is dealt from a fresh one).
    It deals through a hash keyed by ``secret``: from the first dealer's draw and their own cards,
    a friend trying every small seed would otherwise find it, and with it every hand."""
    bot_level: str = "heuristic"
    """The level of the bots, on every seat ``bot_levels`` does not name."""
    bot_levels: dict[int, str] = field(default_factory=dict)
    """Seat -> the level of the bot playing it (the host chooses them like the solo options)."""
    away_timeout: float = 60.0
    hosted: bool = True
    """A player hosts (sits South, starts the partie, arranges seats); else anyone may join seat 0."""
    autostart: int = 0
    """Start as soon as this many players sat down (0: only the host starts)."""
    code: str = field(default_factory=new_code)
    seats: list[Seat] = field(default_factory=lambda: [Seat() for _ in range(4)])
    match: Match | None = None
    revoked: set[str] = field(default_factory=set)
    """Hashes of the tokens of the players the host removed: they do not reopen a seat."""
    retired: list[str] = field(default_factory=list)
    """The table's former codes, changed when the host removed a player."""
    replaced: set[str] = field(default_factory=set)
    """Hashes of the tokens of the table saved in the host's folder when this one was opened instead:
    once this table's partie started, that one is gone, and its players are told so."""
    parties: int = 0
    """Parties started at this table since it was made (the parts of a partie are sent again)."""
    secret: str = field(default_factory=new_token)
    """Never sent: it keys the hash naming a partie in the players' histories (``partie_key``) and
    the one turning the host's ``seed`` into the seed that deals."""
    previous_last: Trick | None = None
    """The last trick of the partie's deal before this one, which « d » shows during the first trick
    (None at a partie's first deal and after a deal nobody took): saved with the table, so a table
    opened again still shows it."""
    started_at: datetime | None = None
    """When the partie being played began (saved with the table): each player's history dates the
    partie from it, not from the end of its first deal."""
    takers: list[list[str]] = field(default_factory=list)
    """Who took each deal of the partie, manche by manche as on its sheet: the player's name at the
    take, "" for a bot or a deal nobody took (a friend who sits in later, or one removed since, does
    not rename a deal already taken)."""

    def __post_init__(self) -> None:
        self.rules = shared_rules(self.rules)
        self.bots: dict[int, Bot] = {}
        self._rules_json = (self.match.rules if self.match is not None else self.rules).to_json()
        self._private: list[tuple[object, tuple[int, int], str]] = [(None, (0, 0), "")] * 4
        self._sheet: tuple[int, list[list[str]]] = (-1, [])
        self._view: tuple[Deal, int, DealView] | None = None
        if self.match is not None:
            self._make_bots()

    # Seating -----------------------------------------------------------------------------------

    def sit_host(self, name: str) -> tuple[int, str]:
        """The host takes South (seat 0) and is given its token, to connect with like any player."""
        token = self._seat(0, self.unique_name(plain_name(name)), admin=True)
        self.seats[0].connected = False
        return 0, token

    def join(self, name: str) -> tuple[int, str]:
        """A friend sits at the next free seat in order of arrival; returns (seat, token). Once the
        partie started, a late friend takes over a seat a bot plays (as at a café table, where one
        arriving sits in for the stand-in): the bot stops at its next turn, the partie goes on."""
        order = ARRIVAL_ORDER if self.hosted else OPEN_ORDER
        free = next((seat for seat in order if not self.seats[seat].taken), None)
        if free is None:
            if any(seat.taken and not seat.connected for seat in self.seats):
                raise Refused("full_waiting", "the table is full; a seat waits for its player to come back")
            raise Refused("full", "the table is full")
        name = plain_name(name)
        if not name:
            raise Refused("no_name", "a player needs a name")
        if names_a_seat(name):
            raise Refused("seat_word", "that name is a word the screens name a seat or a team with")
        if names_a_bot(name):
            raise Refused("bot_word", "that name has a word the screens name a bot with")
        before = self.seats[free]
        token = self._seat(free, self.unique_name(name))
        if self.match is not None:
            self.seats[free].since = moves(self.match.deal)
            self.seats[free].earlier = held_before(before)
            return free, token
        if self.autostart and sum(s.taken for s in self.seats) >= self.autostart:
            self.start()
        return free, token

    def unique_name(self, name: str) -> str:
        """``name``, or « name 2 », « name 3 »… when a player at the table, one of the bots'
        nicknames or a word the screens name a seat or a team with already has it (in any case), so
        that every line of the log names one player, a friend never reads as a bot (« jojo » beside
        the bot « Jojo ») nor as the one reading (« You »); no brackets, which the screens keep for
        the team (« Titi 2 (Nous) »)."""
        taken = {seat.name.casefold() for seat in self.seats if seat.taken and seat.name}
        taken |= {word.casefold() for word in (*BOT_NAMES, *SCREEN_WORDS)}
        if not name or name.casefold() not in taken:
            return name
        for number in range(2, 5):
            suffix = f" {number}"
            candidate = name[: NAME_LENGTH - len(suffix)] + suffix
            if candidate.casefold() not in taken:
                return candidate
        return name  # pragma: no cover - four seats hold at most three other names

    def _seat(self, seat: int, name: str, admin: bool = False) -> str:
        token = new_token()
        self.seats[seat] = Seat(name=name.strip(), token_hash=token_hash(token), connected=True, admin=admin)
        return token

    def resume(self, token: str) -> int | None:
        """The seat a token owns (None if none here); refused while its owner is still connected."""
        for number, seat in enumerate(self.seats):
            if token_matches(token, seat.token_hash) and seat.token_hash not in self.revoked:
                if seat.connected:
                    raise Refused("seat_in_use", "this seat is in use by a connected player")
                seat.connected, seat.away_since, seat.covered = True, None, False
                return number
        return None

    def played_by_bot(self, seat: int, action: str) -> None:
        """A bot played ``action`` at ``seat``: kept for its player if it has one (covered)."""
        place = self.seats[seat]
        if place.taken:
            place.played_for.append(action)

    def told_back(self, seat: int) -> list[str]:
        """What a bot played for the player back at ``seat`` while they were away (then forgotten)."""
        played, self.seats[seat].played_for = self.seats[seat].played_for, []
        return played

    def leave(self, seat: int, now: float, on_purpose: bool = False) -> None:
        """The player's connection dropped: the seat waits for them, then a bot covers; a player who
        left ``on_purpose`` (quitting) is covered at once. Either way the seat is theirs to come
        back to, but for a friend who quits the waiting room: nothing is played yet, so the seat is
        free again for whoever comes (they may join again with the code)."""
        place = self.seats[seat]
        if on_purpose and self.match is None and place.taken and not place.admin:
            self.seats[seat] = Seat()
            return
        place.connected, place.away_since = False, now
        if on_purpose and place.taken:
            place.covered = True

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
        """The host removes a player: the seat is free again (a bot plays it), their token is revoked
        and the table code changes, so that they cannot sit down again unless given the new code."""
        removed = self.seats[seat]
        self.seats[seat] = Seat()
        if removed.taken:
            self.revoked.add(removed.token_hash)
            self.retired.append(self.code)
            self.code = new_code()
            if self.match is not None and self.match.deal.phase != "done":  # their moves keep their name
                made = moves(self.match.deal)
                self.seats[seat] = Seat(left=removed.name, since=made, earlier=held_before(removed))

    def was_removed(self, token: str) -> bool:
        """Whether this token is one of a player the host removed."""
        return any(token_matches(token, digest) for digest in self.revoked)

    def replaced_seat(self, token: str) -> bool:
        """Whether this token opened a seat at the table this one replaced, now that its partie has
        started (before, the host may still close this one and open that one again)."""
        return self.match is not None and any(token_matches(token, digest) for digest in self.replaced)

    # Control -----------------------------------------------------------------------------------

    def controller(self, seat: int) -> str:
        """Who acts for the seat: ``"player"``, ``"bot"`` or ``"wait"`` (away, within the timeout)."""
        place = self.seats[seat]
        if not place.taken or place.covered:
            return "bot"
        return "player" if place.connected else "wait"

    def start(self) -> None:
        """Start the partie (or a new one once it is over): bots take the seats still empty. The
        table's seed deals the first partie only, so a revanche is not the same cards again."""
        if self.match is not None and not self.match.over:
            raise Refused("started", "the partie has already started")
        self.match = Match(self.rules, self.dealing_seed())
        self.started_at = datetime.now(UTC)
        self._rules_json = self.rules.to_json()  # a partie saved under older rules is over
        self.seed = None
        self.previous_last = None
        self.takers = []
        self.parties += 1
        for seat in self.seats:  # a record checks against its partie's score sheet: the last one's go
            seat.missed.clear()
            seat.since, seat.left, seat.earlier = -1, "", []
        self._make_bots()

    def dealing_seed(self) -> int | None:
        """The seed the next partie is dealt from: the host's, hashed with the table's secret (None:
        a fresh one)."""
        return None if self.seed is None else keyed_hash(self.seed, self.secret, DEALS_PERSON)

    def set_rules(self, rules: Rules) -> None:
        """The host chooses the rules in the waiting room, before the start (dealt as a shared
        table deals, see ``shared_rules``)."""
        if self.match is not None:
            raise Refused("started", "the partie has already started")
        self.rules = shared_rules(rules)
        self._rules_json = self.rules.to_json()

    def set_level(self, seat: int, level: str) -> None:
        """The host chooses the level of the bot at a seat, before the start."""
        if self.match is not None:
            raise Refused("started", "the partie has already started")
        if level not in BOTS:
            raise Refused("unknown_level", "not a bot level")
        self.bot_levels[seat] = level

    def level_of(self, seat: int) -> str:
        """The level of the bot at this seat (a known one: the default level otherwise)."""
        level = self.bot_levels.get(seat, self.bot_level)
        return level if level in BOTS else "heuristic"

    def seat_levels(self) -> tuple[str | None, ...]:
        """Each seat as a deal's record names it: None where a player holds it, else its bot's level."""
        return tuple(None if seat.taken else self.level_of(number) for number, seat in enumerate(self.seats))

    def keep_missed(self, record: str, here: Collection[int]) -> None:
        """A deal ended: keep its ``record`` for each player not ``here`` (connected) to get it."""
        for number, seat in enumerate(self.seats):
            if seat.taken and number not in here:
                seat.missed.append(record)

    def catch_up(self, seat: int, record: str | None) -> list[str]:
        """The records to send a player who is back: those they missed, then ``record`` (the deal
        just over, if it is) unless among them. Handed out once: forgotten here."""
        missed, self.seats[seat].missed = self.seats[seat].missed, []
        return missed if record is None or record in missed else [*missed, record]

    def _make_bots(self) -> None:
        assert self.match is not None
        seed = self.match.seed
        self.bots = {seat: BOTS[self.level_of(seat)](seed=mix(seed, seat) >> 1) for seat in range(4)}

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
        if isinstance(action, Take):
            self._note_taker(seat)
        return action

    def _note_taker(self, seat: int) -> None:
        """Write who took the deal being played against its line of the sheet (``takers``)."""
        assert self.match is not None
        history = self.match.history
        manche, line = len(history) - 1, len(history[-1])
        self.takers += [[] for _ in range(manche + 1 - len(self.takers))]
        row = self.takers[manche]
        place = self.seats[seat]
        row[line:] = [""] * (line - len(row)) + [place.name if place.taken else ""]

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
        self.previous_last = self.match.previous_last
        for seat in self.seats:
            seat.ready, seat.since, seat.left, seat.earlier = False, -1, "", []
