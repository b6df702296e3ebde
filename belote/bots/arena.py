"""``belote-arena``: bot-vs-bot duplicate matches (placeholder until the bots land)."""

from __future__ import annotations


def main() -> None:
    """Run the arena."""
    print("belote-arena: the bots are not built yet.")
