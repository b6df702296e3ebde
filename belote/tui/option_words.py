"""How the options read on screen: each value in words, and a table's rules in one line (what a
friend at a shared table plays by)."""

from __future__ import annotations

from typing import Any

from belote.bots import STRENGTH
from belote.engine import Rules
from belote.tui.i18n import tr, tr_count

RULE_OPTIONS = (
    "announces",
    "consolante",
    "direction",
    "must_undertrump",
    "all_pass_same_dealer",
    "first_packet",
    "shuffle_each_deal",
    "carre_of_sevens_voids",
    "carre_of_eights_cancels",
)
"""The rules a table may vary besides the target and the number of manches, in the options' order."""


def value_label(name: str, value: Any) -> str:
    """How an option's value reads on screen."""
    if name == "all_pass_same_dealer":
        return tr("val.same_dealer" if value else "val.next_dealer")
    if name == "first_packet":
        return tr(f"val.packet{value}")
    if name == "shuffle_each_deal":
        return tr("val.shuffle" if value else "val.gather_cut")
    if name == "four_colours":
        return tr("val.four_colours" if value else "val.two_colours")
    if isinstance(value, bool):
        return tr("val.on" if value else "val.off")
    if name.endswith("_level") and value in STRENGTH:
        points = f"{STRENGTH[value]:+.0f}".replace("-", "−")  # the minus sign, as every figure shows it
        return tr("val.level_strength", level=tr(f"val.{value}"), points=points)
    if isinstance(value, str):
        return tr(f"val.{value}")
    return str(value)


def rules_line(rules: Rules, shared: bool = False) -> str:
    """« 3 manches en 1000 · Annonces : oui · … »: the target and the manches, then every rule that
    is not the classic game's (« règles classiques » when none is). At a ``shared`` table the deck is
    shuffled between deals whatever the host's option says, and the line says why."""
    classic = Rules()
    parts = [tr_count("rules.manches", rules.manches, target=rules.target)]
    changed = [name for name in RULE_OPTIONS if getattr(rules, name) != getattr(classic, name)]

    def label(name: str) -> str:
        if shared and name == "shuffle_each_deal":
            return tr("val.shuffle_shared")
        return value_label(name, getattr(rules, name))

    parts += [f"{tr(f'opt.{name}')}{tr('colon')}{label(name)}" for name in changed]
    if not changed:
        parts.append(tr("rules.classic"))
    return " · ".join(parts)
