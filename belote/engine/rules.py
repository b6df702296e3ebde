"""The table's rules: the defaults of la belote classique, each variant a field."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any, Literal

from belote.engine.checks import is_int

Direction = Literal["clockwise", "counterclockwise"]
MAX_TARGET = 1_000_000_000
"""The highest target a table may set (any number a save holds)."""
MAX_MANCHES = 99
"""The most manches a partie may have."""


@dataclass(frozen=True, slots=True)
class Rules:
    """Every rule that varies between tables; ``Rules()`` is the classic belote of docs/rules.md."""

    target: int = 1000
    """Points that win a manche."""
    direction: Direction = "clockwise"
    """How seats 0-3 are drawn on screen (the engine's logic is the same)."""
    first_packet: Literal[3, 2] = 3
    """Distribution in packets of 3 then 2 (default) or 2 then 3."""
    all_pass_same_dealer: bool = False
    """When all pass twice the deal is void; by default the next seat deals, else the same dealer."""
    announces: bool = False
    """Announces (tierce, cinquante, cent, carrés) in the first trick; off as in the federation's rules."""
    carre_of_sevens_voids: bool = False
    """Variant: a player dealt four 7s voids the deal."""
    carre_of_eights_cancels: bool = False
    """Variant: a player dealt four 8s cancels all announces."""
    must_undertrump: bool = True
    """Void and unable to overtrump an opponent: must still play a lower trump (else free discard)."""
    manches: int = 3
    """Manches in a partie (odd): 3 = partie, revanche and, at one each, the belle."""
    consolante: bool = False
    """Play one more manche (the consolante) when a team wins the partie without losing a manche."""
    shuffle_each_deal: bool = False
    """Variant: a fresh shuffle for every deal; by default the cards are shuffled once per partie,
    then gathered and cut (saves from before this field replay with the old fresh shuffle)."""

    def __post_init__(self) -> None:
        if not is_int(self.target) or not 1 <= self.target <= MAX_TARGET:
            raise ValueError(f"target must be 1 to {MAX_TARGET} points, not {self.target!r}")
        if type(self.direction) is not str or self.direction not in ("clockwise", "counterclockwise"):
            raise ValueError(f"direction must be clockwise or counterclockwise, not {self.direction!r}")
        if not is_int(self.first_packet) or self.first_packet not in (2, 3):
            raise ValueError(f"first_packet must be 3 or 2, not {self.first_packet!r}")
        if not is_int(self.manches) or not 1 <= self.manches <= MAX_MANCHES or self.manches % 2 == 0:
            raise ValueError(f"manches must be an odd number up to {MAX_MANCHES}, not {self.manches!r}")
        for field in fields(self):
            if field.type == "bool" and not isinstance(value := getattr(self, field.name), bool):
                raise ValueError(f"{field.name} must be true or false, not {value!r}")

    def to_json(self) -> dict[str, Any]:
        """These rules as plain JSON data."""
        return asdict(self)

    @classmethod
    def from_json(cls, data: object) -> Rules:
        """Rules from plain data; unknown keys or bad values raise ValueError."""
        if not isinstance(data, dict):
            raise ValueError("rules must be a JSON object")
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"unknown rules: {', '.join(sorted(unknown))}")
        try:
            return cls(**data)
        except TypeError as error:
            raise ValueError(f"bad rules: {error}") from None
