"""How much work the expert does per decision, counted in simulations so a seed decides the same
on any machine; the wall-clock cap is only a safety net."""

from __future__ import annotations

from dataclasses import dataclass, replace

from belote.bots.expert.bidding import PASS_SOFTNESS
from belote.bots.expert.play_inference import PLAY_NOISE


@dataclass(frozen=True, slots=True)
class Budget:
    """Per-decision limits of the expert's Monte Carlo search."""

    worlds: int = 48
    """Sampled worlds for a card decision."""
    simulations: int = 1200
    """Playouts for a card decision (worlds × candidate cards), bounding the world count."""
    solve_cards: int = 16
    """Solve each world exactly once at most this many cards are left in the hands."""
    nodes: int = 250_000
    """Search nodes per decision; later worlds are evaluated by playouts past this."""
    inference_pool: int = 5
    """Worlds sampled per evaluated world, resampled by their likelihood (1: no inference)."""
    play_inference: bool = True
    """Weight the worlds by the others' past cards too, not only by their bids."""
    enumerate_endgames: bool = True
    """In the exact phase, evaluate every consistent world (weighted) when there are few enough."""
    racing: bool = True
    """Stop evaluating the cards clearly worse than the best so far, and stop when the cards left
    are equivalent (see :mod:`belote.bots.expert.racing`); False evaluates every card in every world."""
    play_noise: float = PLAY_NOISE
    """The card-play model's noise: how far the others' cards are expected to stray from the
    heuristic's (see :mod:`belote.bots.expert.play_inference`)."""
    partner_noise: float | None = 1.0
    """The card-play model's noise for the partner (None: the same as for the opponents). At 1 the
    partner is read as choosing at random among its legal cards: the heuristic's model mispredicts a
    partner that searches, and this reading gained 2.1 points per deal over it (docs/bots.md)."""
    club_prior: float = 0.0
    """In the exact phase, how likely the opponents are, before their cards are read, to play as a
    club player (the card-play model's own card, :mod:`belote.bots.expert.modelled`): each world is
    valued by the end of deal against such opponents and by the double-dummy minimax (which credits
    them with every hand seen), weighed by that probability once their past cards are read. 0: the
    double-dummy value only (the first expert); 1: the modelled one only; the expert and the master
    0.5, under ``club_floor`` (docs/bots.md, *Fifteenth* to *Twenty-first round*)."""
    club_floor: float = 0.0
    """Below this probability that the opponents play as a club player, the end of the deal is
    valued against best defence alone (0: weighed by the probability however low it is; 0.9, the
    expert's and the master's, kept most of the gain against the heuristic and lost nothing
    measurable against the first expert, docs/bots.md, *Twentieth round*)."""
    club_cards: int = 16
    """The cards left from which the end of the deal is valued against a club player's cards too,
    when ``club_prior`` says so (before ``solve_cards``, the playouts stand for best defence)."""
    bid_worlds: int = 96
    """Sampled completions of the deal for a bidding decision."""
    take_margin: float = 0.0
    """Take when taking is worth at least passing less this many points (per deal). Taking within
    10 points of passing measured +0.2 to +1.4 over taking only above it, inside the noise each time,
    and took hands a club player calls hopeless (a jack and a seven of trumps, no ace): the expert
    takes only above passing, with four times the worlds per bid (docs/bots.md, *Fourteenth round*)."""
    pass_softness: float = PASS_SOFTNESS
    """How loosely the bidding reads the passes heard (``bidding.PASS_SOFTNESS``)."""
    time_cap: float = 1.5
    """Seconds of wall clock per decision, drawing and weighting the worlds included: past this no
    more worlds are drawn or evaluated (a safety net on a loaded machine, not the budget)."""

    @classmethod
    def scaled(cls, worlds: int) -> Budget:
        """A budget of ``worlds`` sampled worlds per decision, the other limits in proportion."""
        worlds = max(1, worlds)
        return cls(
            worlds=worlds,
            simulations=25 * worlds,
            nodes=5_000 * worlds,
            bid_worlds=2 * worlds,
        )

    def sized(self, worlds: int) -> Budget:
        """This budget's settings with its search sized as ``scaled(worlds)``'s."""
        size = Budget.scaled(worlds)
        return replace(
            self,
            worlds=size.worlds,
            simulations=size.simulations,
            nodes=size.nodes,
            bid_worlds=size.bid_worlds,
        )
