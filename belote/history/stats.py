"""The player's statistics as plain data: parties, taking, defence, per deal, by opponents' level.

"Us" is team 0: the human (seat 0) and their partner (seat 2). Every figure is computed from the
history's ``PartieRecord`` list and ``Outcome`` rows; the definitions are in docs/history.md.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, fields, replace
from typing import NamedTuple

from belote.history.records import Outcome, PartieRecord, opponents_of

Z95 = 1.959964
"""The normal quantile of a two-sided 95% interval."""

MOVING_WINDOW = 20
"""Deals in the moving average of the points per deal."""

PARTIE_BLOCK = 10
"""Parties per block in the win-rate progression."""


def mean_interval(values: Sequence[float]) -> tuple[float, float] | None:
    """The 95% interval of the mean of ``values`` (normal approximation), None below two values: the
    luck of a few deals is not a verdict."""
    if len(values) < 2:
        return None
    mean = math.fsum(values) / len(values)
    spread = math.sqrt(math.fsum((value - mean) ** 2 for value in values) / (len(values) - 1))
    half = Z95 * spread / math.sqrt(len(values))
    return (mean - half, mean + half)


@dataclass(frozen=True)
class Rate:
    """``count`` out of ``total``, with its Wilson 95% interval (None when there is no total)."""

    count: int
    total: int

    @property
    def value(self) -> float | None:
        """The proportion, or None for 0 out of 0."""
        return self.count / self.total if self.total else None

    @property
    def interval(self) -> tuple[float, float] | None:
        """The Wilson score interval at 95%: good even for small totals and rates near 0 or 1."""
        if not self.total:
            return None
        n, p, z2 = self.total, self.count / self.total, Z95 * Z95
        centre = (p + z2 / (2 * n)) / (1 + z2 / n)
        half = Z95 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
        return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True)
class PartieFigures:
    """Finished parties (won or lost), abandoned ones, manches, deals and streaks of won parties.

    ``current_streak`` counts the last finished parties with the same outcome: +3 for three wins in a
    row, -2 for two losses; ``best_streak`` is the longest run of wins. Abandoned parties are skipped.
    """

    played: int
    won: int
    abandoned: int
    win_rate: Rate
    manches: tuple[int, int]
    dealt: int
    """Deals dealt, redeals included (``DealFigures`` splits them into played and redeals)."""
    current_streak: int
    best_streak: int


@dataclass(frozen=True)
class TakingFigures:
    """Us as takers: how often we take in each round, out of the played deals (a redeal is none),
    and how our contracts end."""

    round1: Rate
    round2: Rate
    success: Rate
    dedans: int
    litiges: int
    average_points: float | None
    capots: int


@dataclass(frozen=True)
class DefenceFigures:
    """Us in defence: their contracts we broke (they went dedans), and capots the others made."""

    broken: Rate
    capots_suffered: int


@dataclass(frozen=True)
class DealFigures:
    """Per played deal (redeals apart): average points written, belotes, announces, litiges."""

    played: int
    redeals: int
    average_points: tuple[float | None, float | None]
    belotes: tuple[int, int]
    announces: tuple[int, int]
    litiges: int


@dataclass(frozen=True)
class Progression:
    """Over time: our and their points per played deal with their moving averages, and the win rate
    of each block of ``PARTIE_BLOCK`` finished parties (the last block may be shorter)."""

    points: tuple[tuple[int, ...], tuple[int, ...]]
    moving: tuple[tuple[float, ...], tuple[float, ...]]
    win_rates: tuple[float, ...]
    last_block: int = 0
    """Finished parties in the last block (``PARTIE_BLOCK`` or fewer): a rate of one partie is no trend."""


NO_PROGRESSION = Progression(points=((), ()), moving=((), ()), win_rates=())
"""The progression of no deal and no partie."""


@dataclass(frozen=True)
class Figures:
    """Every figure for one set of parties and deals."""

    parties: PartieFigures
    taking: TakingFigures
    defence: DefenceFigures
    deals: DealFigures
    challenge: tuple[int, ...] = ()
    """The coach's duplicate challenge over these deals (``Statistics.challenge``)."""
    challenge_redeals: int = 0
    """How many of those nobody took at the table (``Statistics.challenge_redeals``)."""
    progression: Progression = NO_PROGRESSION
    """These deals' and parties' progression over time (``Statistics.progression``)."""


@dataclass(frozen=True)
class Statistics:
    """All figures, the same split by the opponents' bot level, and the progression."""

    overall: Figures
    by_level: dict[str, Figures]

    @property
    def progression(self) -> Progression:
        """The whole history's progression over time (``overall``'s)."""
        return self.overall.progression

    @property
    def challenge(self) -> tuple[int, ...]:
        """The coach's duplicate challenge: per deal played at the table or in the expert's replay, the
        human's net result minus the expert's (``overall``'s)."""
        return self.overall.challenge

    @property
    def challenge_redeals(self) -> int:
        """How many of those deals nobody took at the table, though somebody did in the replay."""
        return self.overall.challenge_redeals

    @property
    def challenge_mean(self) -> float | None:
        """The human's points per deal against the expert in their seat (None before any replay)."""
        return _mean(sum(self.challenge), len(self.challenge))

    @property
    def challenge_interval(self) -> tuple[float, float] | None:
        """The 95% interval of that mean (None below two deals)."""
        return mean_interval(self.challenge)


class Replay(NamedTuple):
    """A deal the expert replayed in the human's seat: each one's net result on the sheet (our
    points minus theirs), and whether nobody took it at the table."""

    human: int
    bot: int
    redeal: bool
    partie: int = 0
    """The partie of the deal replayed (0 when not said)."""
    levels: tuple[str, str, str, str] | None = None
    """Each seat's level as the deal was played (None: its partie's)."""

    @property
    def played(self) -> bool:
        """Whether the deal was played at the table or in the replay: a redeal at the table that
        the expert passed too (its net result 0) is no played deal; one the expert took is."""
        return not (self.redeal and self.bot == 0)


def is_played(outcome: Outcome) -> bool:
    """Whether somebody took the deal: a redeal (all passed, or four 7s declared) is not played."""
    return not outcome.redeal and outcome.taker is not None


def challenge_deals(replays: Iterable[Replay]) -> tuple[tuple[int, ...], int]:
    """The human's result minus the expert's per deal played at the table or in the replay, and how
    many of those nobody took at the table. A redeal both at the table and in the replay is no
    played deal and is left out; one the replay played stays, the expert might take what the human
    passed."""
    kept = [replay for replay in replays if replay.played]
    return tuple(r.human - r.bot for r in kept), sum(r.redeal for r in kept)


def streaks(outcomes: Sequence[bool]) -> tuple[int, int]:
    """(current streak, best winning streak) of a sequence of won (True) / lost parties."""
    best = run = 0
    for won in outcomes:
        run = run + 1 if won else 0
        best = max(best, run)
    current = 0
    for won in reversed(outcomes):
        if current and (current > 0) != won:
            break
        current += 1 if won else -1
    return current, best


def partie_figures(parties: Sequence[PartieRecord], deals: int) -> PartieFigures:
    """The partie counts and streaks (parties in the order played)."""
    finished = [p.status == "won" for p in parties if p.status in ("won", "lost")]
    current, best = streaks(finished)
    return PartieFigures(
        played=len(finished),
        won=sum(finished),
        abandoned=sum(p.status == "abandoned" for p in parties),
        win_rate=Rate(sum(finished), len(finished)),
        manches=(sum(p.manches[0] for p in parties), sum(p.manches[1] for p in parties)),
        dealt=deals,
        current_streak=current,
        best_streak=best,
    )


@dataclass(slots=True)
class Tally:
    """Counts over deals, one pass, one deal at a time; tallies of disjoint deals add up."""

    deals: int = 0
    played: int = 0
    ours: int = 0
    theirs: int = 0
    round1: int = 0
    round2: int = 0
    made: int = 0
    dedans: int = 0
    litiges_taking: int = 0
    points_taking: int = 0
    capots: int = 0
    broken: int = 0
    capots_suffered: int = 0
    points_us: int = 0
    points_them: int = 0
    belotes_us: int = 0
    belotes_them: int = 0
    announces_us: int = 0
    announces_them: int = 0
    litiges: int = 0

    def add(self, o: Outcome) -> None:
        """Count one deal."""
        self.deals += 1
        taker = o.taker if is_played(o) else None
        if taker is None:
            return
        self.played += 1
        written_us, written_them = o.written
        self.points_us += written_us
        self.points_them += written_them
        self.belotes_us += o.belote == 0
        self.belotes_them += o.belote == 1
        self.announces_us += o.announces_us > 0
        self.announces_them += o.announces_them > 0
        self.litiges += o.litige
        self.capots_suffered += o.capot == 1
        if taker % 2 == 0:
            self.ours += 1
            self.round1 += o.take_round == 1
            self.round2 += o.take_round == 2
            self.made += not o.dedans and not o.litige
            self.dedans += o.dedans
            self.litiges_taking += o.litige
            self.points_taking += written_us
            self.capots += o.capot == 0
        else:
            self.theirs += 1
            self.broken += o.dedans

    def merge(self, other: Tally) -> None:
        """Add another tally's counts to this one."""
        for item in fields(self):
            setattr(self, item.name, getattr(self, item.name) + getattr(other, item.name))

    def figures(self, parties: Sequence[PartieRecord]) -> Figures:
        """The figures of these deals and of the parties they belong to."""
        taking = TakingFigures(
            round1=Rate(self.round1, self.played),
            round2=Rate(self.round2, self.played),
            success=Rate(self.made, self.ours),
            dedans=self.dedans,
            litiges=self.litiges_taking,
            average_points=_mean(self.points_taking, self.ours),
            capots=self.capots,
        )
        defence = DefenceFigures(broken=Rate(self.broken, self.theirs), capots_suffered=self.capots_suffered)
        per_deal = DealFigures(
            played=self.played,
            redeals=self.deals - self.played,
            average_points=(_mean(self.points_us, self.played), _mean(self.points_them, self.played)),
            belotes=(self.belotes_us, self.belotes_them),
            announces=(self.announces_us, self.announces_them),
            litiges=self.litiges,
        )
        return Figures(partie_figures(parties, self.deals), taking, defence, per_deal)


def moving_average(values: Sequence[int], window: int = MOVING_WINDOW) -> tuple[float, ...]:
    """The mean of the last ``window`` values at each point (fewer at the start)."""
    averages, total = [], 0
    for index, value in enumerate(values):
        total += value - (values[index - window] if index >= window else 0)
        averages.append(total / min(index + 1, window))
    return tuple(averages)


def progression(parties: Sequence[PartieRecord], outcomes: Sequence[Outcome]) -> Progression:
    """Points per deal over time and the win rate per block of parties."""
    dealt = [o for o in outcomes if is_played(o)]
    us, them = tuple(o.written[0] for o in dealt), tuple(o.written[1] for o in dealt)
    finished = [p.status == "won" for p in parties if p.status in ("won", "lost")]
    blocks = [finished[i : i + PARTIE_BLOCK] for i in range(0, len(finished), PARTIE_BLOCK)]
    return Progression(
        points=(us, them),
        moving=(moving_average(us), moving_average(them)),
        win_rates=tuple(sum(block) / len(block) for block in blocks),
        last_block=len(blocks[-1]) if blocks else 0,
    )


def compute_statistics(
    parties: Iterable[PartieRecord], outcomes: Iterable[Outcome], replays: Iterable[Replay] = ()
) -> Statistics:
    """Statistics of a whole history: overall, by the opponents' level, over time, and against the
    expert (``replays``, the coach's duplicate challenge)."""
    parties, outcomes = list(parties), list(outcomes)
    by_id = {p.id: p for p in parties}

    def opponents(deal: Outcome | Replay) -> str:  # as the deal was played, else as its partie ended
        partie = by_id[deal.partie]
        if deal.levels is None:
            return partie.opponents
        return opponents_of(deal.levels, partie.rules.direction)

    level_of = [opponents(outcome) for outcome in outcomes]
    tallies = {level: Tally() for level in sorted({p.opponents for p in parties} | set(level_of))}
    for outcome, level in zip(outcomes, level_of, strict=True):
        tallies[level].add(outcome)
    overall = Tally()
    for tally in tallies.values():
        overall.merge(tally)
    replays = [replay for replay in replays if replay.partie in by_id]  # an unreadable partie's go with it

    def figures(tally: Tally, of: Sequence[PartieRecord], level: str | None) -> Figures:
        """The figures of ``tally`` and the parties ``of``, with the challenge and the progression
        over the deals against ``level`` (every deal for None)."""
        challenge, redeals = challenge_deals(r for r in replays if level is None or opponents(r) == level)
        deals = [o for o, at in zip(outcomes, level_of, strict=True) if level is None or at == level]
        over_time = progression(of, deals)
        return replace(
            tally.figures(of), challenge=challenge, challenge_redeals=redeals, progression=over_time
        )

    by_level = {
        level: figures(tally, [p for p in parties if p.opponents == level], level)
        for level, tally in tallies.items()
    }
    return Statistics(figures(overall, parties, None), by_level)


def _mean(total: int, count: int) -> float | None:
    return total / count if count else None
