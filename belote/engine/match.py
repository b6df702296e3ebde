"""A partie: manches to ``Rules.target``, partie / revanche / belle, the dealer's draw and the reserve."""

from __future__ import annotations

import random
import secrets
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from belote.engine.cards import CARDS, Card
from belote.engine.checks import seed_arg
from belote.engine.deal import Deal
from belote.engine.dealing import MIN_PACKET, Cut, cut
from belote.engine.records import DealResult, Trick, team_of
from belote.engine.rules import Rules
from belote.engine.saves import open_save, replay, restoring, save_header

REDRAW_FROM_PACK = "from-pack"
"""How a save made since tied seats draw again from the same pack says so."""


def manche_scores(results: Sequence[DealResult]) -> tuple[int, int]:
    """Each team's points on the sheet over a manche's deals ``results`` (reserves collected
    included; a redeal scores nothing)."""
    played = [result for result in results if not result.redeal]
    return sum(result.sheet[0] for result in played), sum(result.sheet[1] for result in played)


def manche_winner(results: Sequence[DealResult], target: int) -> int | None:
    """The team that won a manche whose deals are ``results`` (reserve collected included), as
    decided at its last deal; None while no team has won it.

    A team wins at ``target`` points or more, unless it was capoted on that last deal; when both
    teams may claim it the higher score wins, and a tie plays on. So a team with fewer points can
    win: the one above it that has just been capoted may not.
    """
    played = [result for result in results if not result.redeal]
    if not played:
        return None
    scores = manche_scores(played)
    last = played[-1]
    capoted = None if last.capot is None else 1 - last.capot
    eligible = [team for team in (0, 1) if scores[team] >= target and team != capoted]
    if len(eligible) == 2:
        return None if scores[0] == scores[1] else 0 if scores[0] > scores[1] else 1
    return eligible[0] if eligible else None


def majority_winner(rules: Rules, manches: Sequence[int]) -> int | None:
    """The team that has won most of the partie's manches (the partie is theirs, a consolante
    still to play or not), or None while neither has."""
    needed = rules.manches // 2 + 1
    return 0 if manches[0] >= needed else 1 if manches[1] >= needed else None


def consolante_follows(rules: Rules, manches: Sequence[int]) -> bool:
    """Whether the partie's manches (the consolante never counts among them) call for a consolante
    with these rules: the partie won by a clean sweep, the consolante still to play or played."""
    winner = majority_winner(rules, manches)
    if not rules.consolante or winner is None:
        return False
    return manches[1 - winner] == 0


class Match:
    """A partie of manches; ``deal`` is the current Deal, ``next_deal()`` moves on once it is done.

    A finished deal is written on the sheet as soon as the match is looked at, so ``scores`` already
    count the last deal while its summary is shown.
    """

    def __init__(
        self, rules: Rules | None = None, seed: int | None = None, *, redraw_from_pack: bool = True
    ) -> None:
        """Start a partie; the seed (chosen at random if None) decides every draw, shuffle and cut.

        ``redraw_from_pack=False`` replays the draw of saves made before tied seats drew again from
        the same spread pack (they drew from a fresh one, so a card on the table could come again).
        """
        if rules is not None and not isinstance(rules, Rules):
            raise ValueError(f"not rules: {rules!r}")
        self.rules = rules if rules is not None else Rules()
        self.seed: int = seed_arg(seed) if seed is not None else secrets.randbits(63)
        self.redraw_from_pack = redraw_from_pack
        self.cut: Cut | None = None
        """Who cut the current deal's cards and where; None when they were shuffled instead (the
        partie's first deal, or every deal with the shuffle-each-deal variant)."""
        self.draw, self.first_dealer = _draw_dealer(random.Random(f"{self.seed}/draw"), redraw_from_pack)
        self._scores = [0, 0]
        self._manches = [0, 0]
        self._reserve = 0
        self._history: list[list[DealResult]] = [[]]
        self._deals_played = 0
        self._cuts: dict[int, int] = {}
        """The cuts a player chose, by the deal's number in the partie (the others are seeded)."""
        self._settled = False
        self._manche_over = False
        self._over = False
        self._winner: int | None = None
        self._saved_actions: list[list[str]] = []
        self.previous_last: Trick | None = None
        """The last trick of the deal before the current one (None at the partie's first deal and
        after a deal nobody took): the players saw it end, and a restored partie replays it too."""
        self.deal = self._new_deal(self.first_dealer)

    def _new_deal(self, dealer: int, chosen: int | None = None) -> Deal:
        """Shuffle for the partie's first deal (or every deal with that variant); after that the
        last deal's cards are gathered and the seat before the new dealer cuts them: where the
        seed says, or at ``chosen``."""
        number = self._deals_played
        self._deals_played += 1
        self._settled = False
        rng = random.Random(f"{self.seed}/deal/{number}")
        if number == 0 or self.rules.shuffle_each_deal:
            return Deal.shuffled(rng, dealer, self.rules)
        point = self.seeded_cut(number) if chosen is None else chosen
        if chosen is not None:
            self._cuts[number] = chosen
        self.cut = Cut((dealer + 3) & 3, point)
        return Deal.from_deck(cut(self.deal.gathered, point), dealer, self.rules)

    def seeded_cut(self, number: int) -> int:
        """How many cards the seed lifts at the cut before the partie's deal ``number``."""
        return random.Random(f"{self.seed}/cut/{number}").randint(MIN_PACKET, 32 - MIN_PACKET)

    def next_cut(self) -> Cut | None:
        """Who cuts before the next deal, and where the seed would cut (a player may lift another
        number of cards: ``next_deal(cut=…)``); None when the next deal's cards are shuffled, or
        when there is no next deal (this one not over, or the partie over)."""
        if self.deal.result is None or self.rules.shuffle_each_deal:
            return None
        self._settle()
        if self._over:
            return None
        return Cut((self._next_dealer() + 3) & 3, self.seeded_cut(self._deals_played))

    def _next_dealer(self) -> int:
        """The next deal's dealer: the next seat, or the same after a deal nobody took with that
        variant."""
        assert self.deal.result is not None
        same = self.deal.result.redeal and self.rules.all_pass_same_dealer
        return self.deal.dealer if same else (self.deal.dealer + 1) & 3

    # The sheet ----------------------------------------------------------------------------------

    def _settle(self) -> None:
        """Write the current deal on the sheet once it is done (only once)."""
        if self._settled or self.deal.result is None:
            return
        self._settled = True
        result = self.deal.result
        if not result.redeal:
            result = self._collect_reserve(result)
            self._scores[0] += result.sheet[0]
            self._scores[1] += result.sheet[1]
        self._history[-1].append(result)
        if not result.redeal:  # a deal nobody played never ends a manche
            self._check_manche()

    def _collect_reserve(self, result: DealResult) -> DealResult:
        if result.litige:
            self._reserve += result.reserve
            return result
        assert result.taker is not None
        attack = team_of(result.taker)
        winner = 1 - attack if result.dedans else attack
        collected = [0, 0]
        collected[winner], self._reserve = self._reserve, 0
        return replace(result, collected=(collected[0], collected[1]))

    def _check_manche(self) -> None:
        """Count the manche for its winner once a team has won it, and end the partie if it is won."""
        winner = manche_winner(self._history[-1], self.rules.target)
        if winner is None:
            return
        decided = self.decided_winner  # before this manche: then it was the consolante
        self._manche_over = True
        if decided is not None:  # played for honour: not one of the partie's manches, no new winner
            self._over, self._winner = True, decided
            return
        self._manches[winner] += 1
        leader = majority_winner(self.rules, self._manches)
        if leader is None or consolante_follows(self.rules, self._manches):
            return
        self._over, self._winner = True, leader

    # Moving on ----------------------------------------------------------------------------------

    def next_deal(self, cut: int | None = None) -> Deal:
        """Start the next deal (and a new manche if one just ended); the current deal must be done.
        ``cut``: how many cards the player cutting lifts (at least 3 in each packet), where the
        seed would choose otherwise; refused when the next deal's cards are shuffled."""
        self._settle()
        if self.deal.result is None:
            raise ValueError("the current deal is not over")
        if self._over:
            raise ValueError("the partie is over")
        if cut is not None:
            if self.rules.shuffle_each_deal:
                raise ValueError("the cards are shuffled before every deal: nobody cuts")
            if type(cut) is not int or not MIN_PACKET <= cut <= 32 - MIN_PACKET:
                raise ValueError(f"a cut leaves at least {MIN_PACKET} cards in each packet: not {cut!r}")
        self._saved_actions.append([str(action) for action in self.deal.actions])
        self.previous_last = self.deal.tricks[-1] if self.deal.tricks else None
        if self._manche_over:
            self._manche_over = False
            self._scores = [0, 0]
            self._history.append([])
        self.deal = self._new_deal(self._next_dealer(), cut)
        return self.deal

    @property
    def scores(self) -> tuple[int, int]:
        """The current manche's scores, team 0 (seats 0 and 2) then team 1."""
        self._settle()
        return (self._scores[0], self._scores[1])

    @property
    def manches(self) -> tuple[int, int]:
        """Manches won by each team (the consolante, played for honour, is not one of them: its
        winner is its last deal's, ``manche_winner`` of the last manche's results)."""
        self._settle()
        return (self._manches[0], self._manches[1])

    @property
    def reserve(self) -> int:
        """Points set aside by litiges, won by the winner of the next deal."""
        self._settle()
        return self._reserve

    @property
    def history(self) -> list[list[DealResult]]:
        """Per manche, the results of its deals (reserve collected included in ``sheet``)."""
        self._settle()
        return [list(manche) for manche in self._history]

    @property
    def manche_over(self) -> bool:
        """Whether the last deal ended a manche (until ``next_deal()``)."""
        self._settle()
        return self._manche_over

    @property
    def manche_index(self) -> int:
        """0 for the partie, 1 for the revanche, 2 for the belle (or the consolante)..."""
        return len(self._history) - 1

    @property
    def over(self) -> bool:
        """Whether the partie is decided."""
        self._settle()
        return self._over

    @property
    def winner(self) -> int | None:
        """The team that won the partie, once over."""
        self._settle()
        return self._winner

    @property
    def decided_winner(self) -> int | None:
        """The team that has won the partie: the winner once it is over, and already while the
        consolante is still to be played (it is for honour and changes nothing)."""
        self._settle()
        return self._winner if self._over else majority_winner(self.rules, self._manches)

    # Saves --------------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The partie as plain JSON data: rules, seed, how ties are drawn again, every action, and
        the cuts a player chose (by deal number)."""
        deals = [*self._saved_actions, [str(action) for action in self.deal.actions]]
        header = save_header("belote-match", self.rules)
        redraw = {"redraw": REDRAW_FROM_PACK} if self.redraw_from_pack else {}
        cuts = {"cuts": {str(n): point for n, point in sorted(self._cuts.items())}} if self._cuts else {}
        return {**header, "seed": self.seed, **redraw, **cuts, "deals": deals}

    @classmethod
    def from_json(cls, data: object) -> Match:
        """Restore a partie saved by ``to_json`` by replaying it; a bad save raises SaveError."""
        return cls._restore(data, salvage=False)[0]

    @classmethod
    def salvage_json(cls, data: object) -> tuple[Match, bool]:
        """Restore as much of a damaged save as the rules replay: every action up to the first one
        that cannot be read or is refused, the rest left out; True when all of it replayed. A save
        whose rules, seed or list of deals cannot be read still raises SaveError."""
        return cls._restore(data, salvage=True)

    @classmethod
    def _restore(cls, data: object, salvage: bool) -> tuple[Match, bool]:
        with restoring("partie"):
            save, rules = open_save(data, "belote-match")
            seed = seed_arg(save.get("seed"))
            from_pack = "redraw" in save  # saves made before have no such field
            if from_pack and save["redraw"] != REDRAW_FROM_PACK:
                raise ValueError(f"unknown way of drawing again: {save['redraw']!r}")
            deals = save.get("deals")
            if not isinstance(deals, list) or not deals:
                raise ValueError("deals must be a non-empty list")
            cuts = save.get("cuts", {})  # saves made before a player could cut have none
            if not isinstance(cuts, dict):
                raise ValueError("cuts must be a mapping of deal numbers to cards lifted")
            match = cls(rules, seed, redraw_from_pack=from_pack)
            for number, actions in enumerate(deals):
                if number:
                    if salvage and (match.deal.result is None or match.over):
                        return match, False  # a deal left unfinished: nothing after it can follow
                    match.next_deal(cuts.get(str(number)))
                if not replay(match.deal, actions, salvage):
                    return match, False
        return match, True


def _draw_dealer(rng: random.Random, from_pack: bool) -> tuple[tuple[tuple[Card | None, ...], ...], int]:
    """Each seat draws a card; the lowest in natural order deals; tied seats draw again.

    Tied seats draw from what is left of the spread pack (``from_pack``), so no card drawn before
    comes again; should it run short, the pack is gathered and shuffled. Without ``from_pack``
    every round draws from a fresh pack, as saves made before did.
    """
    contenders = [0, 1, 2, 3]
    rounds: list[tuple[Card | None, ...]] = []
    deck: list[Card] = []
    while True:
        if not from_pack or len(deck) < len(contenders):
            deck = list(CARDS)
            rng.shuffle(deck)
        drawn: list[Card | None] = [None] * 4
        for seat in contenders:
            drawn[seat] = deck.pop(0)
        rounds.append(tuple(drawn))
        lowest = min(card.rank for card in drawn if card is not None)
        contenders = [s for s in contenders if (card := drawn[s]) is not None and card.rank == lowest]
        if len(contenders) == 1:
            return tuple(rounds), contenders[0]
