"""The table's rules: the defaults of la belote classique, each variant a field."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any, Literal

Direction = Literal["clockwise", "counterclockwise"]


@dataclass(frozen=True, slots=True)
class Rules:
    """Every rule that varies between tables; ``Rules()`` is classic belote as the issue defines it."""

    target: int = 1000
    """Points that win a manche."""
    direction: Direction = "counterclockwise"
    """How seats 0-3 are drawn on screen: counter-clockwise, the traditional direction, by default
    (the engine's logic is the same either way)."""
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

    def __post_init__(self) -> None:
        if not isinstance(self.target, int) or isinstance(self.target, bool) or self.target < 1:
            raise ValueError(f"target must be a positive number of points, not {self.target!r}")
        if self.direction not in ("clockwise", "counterclockwise"):
            raise ValueError(f"direction must be clockwise or counterclockwise, not {self.direction!r}")
        if self.first_packet not in (2, 3):
            raise ValueError(f"first_packet must be 3 or 2, not {self.first_packet!r}")
        if (
            not isinstance(self.manches, int)
            or isinstance(self.manches, bool)
            or self.manches < 1
            or self.manches % 2 == 0
        ):
            raise ValueError(f"manches must be an odd number, not {self.manches!r}")
        for field in fields(self):
            if field.type == "bool" and not isinstance(getattr(self, field.name), bool):
                raise ValueError(f"{field.name} must be true or false")

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
