"""The engine's exceptions: an illegal action names the rule it breaks; a bad save says what is wrong."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action refused by the rules; ``rule`` is a short code, the message explains it."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(message)
        self.rule = rule


class SaveError(ValueError):
    """A saved deal or partie that cannot be restored (malformed, or tampered with)."""
