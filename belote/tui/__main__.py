"""Entry point of ``belote-tui``."""

from __future__ import annotations


def main() -> None:
    """Start the game (placeholder until the app lands)."""
    print("belote-tui: the game is not built yet.")


if __name__ == "__main__":
    main()
