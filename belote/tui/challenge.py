"""The app's side of the coach's background work: the duplicate challenge and the pars of the partie.

When a deal ends, the deal is sent to the coach's process pool twice: replayed with the expert in
the human's seat (same cards, same bots, same seeds) and solved double-dummy for its par. The
game never waits for either; the summary's analysis and the partie's end read them when ready.
A resumed partie's earlier deals count with the replays the history kept for them.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass

from belote.bots import Bot
from belote.coach import CoachPool, Par, PlayedDeal, Replayed, Review
from belote.engine import DealResult
from belote.history.stats import Replay
from belote.tui.coach_words import challenge_sentence, divergence_text, number
from belote.tui.i18n import tr, tr_count
from belote.tui.typography import whole_brackets

LEVEL = "expert"
"""Who plays the human's seat in the challenge."""


@dataclass
class Entry:
    """One deal of the partie: the human's net result and the expert's replay of it."""

    human: int
    expert: Future[Replayed]
    par: Future[Par | None]
    redeal: bool = False
    """Nobody took the deal at the table."""
    seat: int = 0
    """The human's seat, where the expert replays the deal."""

    def cancel(self) -> None:
        """Drop this deal's background work if it has not started."""
        self.expert.cancel()
        self.par.cancel()

    def replay(self) -> Replay | None:
        """The human's and the expert's net results, as the history keeps them, once the replay is
        done (None before, or if it failed)."""
        replayed = self.replayed()
        return None if replayed is None else Replay(self.human, self.expert_net(replayed.result), self.redeal)

    def replayed(self) -> Replayed | None:
        """The expert's replay once done (None before, or if it failed)."""
        if not self.expert.done() or self.expert.cancelled():
            return None
        try:
            return self.expert.result()
        except Exception:  # a failed replay is left out of the challenge, never fatal
            return None

    def difference(self) -> float | None:
        """The human's net result minus the expert's, once the replay is done (None before)."""
        replay = self.replay()
        return None if replay is None else replay.human - replay.bot

    def expert_net(self, result: DealResult) -> int:
        """The expert's net result on the deal (our points minus theirs)."""
        return result.points[self.seat & 1] - result.points[1 - (self.seat & 1)]

    def line(self, reviewed: Review | None = None) -> str:
        """« Contre l'expert à votre place, cette donne : −12 (vous +40, l'expert +52). L'expert a fait
        autrement au pli 3 : … », once known; with the deal's review, whether it faults neither the
        player's choice there nor the expert's, or, the expert having played as the player did, that
        the review still finds better where it lists a mistake (not read as a contradiction)."""
        replayed = self.replayed()
        if replayed is None:
            return ""
        divergence = replayed.divergence
        expert = self.expert_net(replayed.result)
        close = (
            reviewed is not None
            and expert != self.human  # no gap to explain
            and divergence is not None
            and divergence.seat == self.seat
            and reviewed.faults_neither(divergence.step, divergence.replayed)
        )
        faulted = reviewed is not None and bool(reviewed.costly)
        return deal_line(self.human, expert, divergence_text(divergence, self.seat, close, faulted))


def deal_line(human: int, expert: int, how: str = "") -> str:
    """« Contre l'expert à votre place, cette donne : −12 (vous +40, l'expert +52). », then ``how``
    the expert played otherwise, when known; each bracket kept on one line."""
    return whole_brackets(
        tr(
            "challenge.deal",
            diff=number(human - expert, sign=True),
            you=number(human, sign=True),
            expert=number(expert, sign=True),
            how=how,
        )
    )


class Challenge:
    """The duplicate challenge of the current partie, computed in the background."""

    def __init__(self, pool: CoachPool) -> None:
        """Send the work to ``pool``."""
        self.pool = pool
        self.entries: dict[int, Entry] = {}
        """By the deal's place in the partie: a deal played again after an undo replaces its entry."""
        self.earlier: dict[int, Replay] = {}
        """The deals of a resumed partie replayed in earlier sessions (from the history), by place:
        the human's and the expert's net results, and whether nobody took the deal at the table."""
        self.failure_told = False
        """The player was told the background work could not start (once a session is enough)."""

    def reset(self) -> None:
        """A new partie starts: forget the previous one's deals."""
        for entry in self.entries.values():
            entry.cancel()
        self.entries = {}
        self.earlier = {}

    def resume(self, earlier: Future[dict[int, Replay]] | None, current: Callable[[], bool]) -> None:
        """The partie is resumed: count the deals replayed in earlier sessions too, once the history
        has read them (``earlier``), if the partie is still ``current`` then; a deal played again
        in this session keeps this session's replay."""

        def read(future: Future[dict[int, Replay]]) -> None:
            if current() and not future.cancelled() and future.exception() is None:
                self.earlier = dict(future.result())

        if earlier is not None:
            earlier.add_done_callback(read)

    def deal_done(
        self, key: int, record: PlayedDeal, bots: dict[int, Bot], seed: int, seat: int = 0
    ) -> Entry:
        """Queue the replay by the expert (seeded ``seed``) and the par of the partie's deal ``key``."""
        assert record.result is not None
        human = record.result.points[seat & 1] - record.result.points[1 - (seat & 1)]
        players = {s: (bot.name, int(bot.seed or 0)) for s, bot in bots.items()}
        entry = Entry(
            human,
            self.pool.duplicate(record, seat, LEVEL, players=players, seed=seed),
            self.pool.par(record),
            redeal=record.result.redeal,
            seat=seat,
        )
        previous = self.entries.pop(key, None)
        if previous is not None:
            previous.cancel()
        self.entries[key] = entry
        return entry

    def failed_first(self) -> bool:
        """True the first time this session the pool could not start the work of a deal."""
        if self.pool.failure is None or self.failure_told:
            return False
        self.failure_told = True
        return True

    def replays(self) -> tuple[list[Replay], int]:
        """Each deal replayed (in this session or, for a resumed partie, earlier ones) that somebody
        took at the table or in the replay, and the number of replays pending."""
        entries = dict(self.entries)
        done = [replay for key, replay in self.earlier.items() if key not in entries]
        replays = [entry.replay() for entry in entries.values()]  # a deal nobody took anywhere: left out
        done += [replay for replay in replays if replay is not None and replay.played]
        pending = sum(not entry.expert.done() for entry in entries.values())
        return done, pending

    def line(self) -> str:
        """« Contre l'expert à votre place : −3,2 points par donne sur 24 donnes, sans doute entre −12
        et +6 », the redeals the expert took named as the statistics name them."""
        done, pending = self.replays()
        if not done:
            return tr_count("challenge.pending", pending) if pending else ""
        differences = [float(replay.human - replay.bot) for replay in done]
        return challenge_sentence(differences, sum(replay.redeal for replay in done), pending)

    def close(self) -> None:
        """Stop the background work (the app is quitting)."""
        with contextlib.suppress(Exception):
            self.pool.shutdown()
