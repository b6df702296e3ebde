"""A list of choices whose highlight stops at its ends instead of wrapping round."""

from __future__ import annotations

from typing import Any

from textual.widgets import OptionList


class MenuList(OptionList):
    """An ``OptionList`` where ↑ on the first line stays there: a menu whose last line is
    « Quitter » must not be one key away from its first line, as wrapping round would put it.

    ``own_enter=False`` leaves Enter to the screen's binding, shown in its Footer: a binding of
    the screen's that is not a priority one is handled after the ↑↓ typed before it, as the list's
    own would be (a priority one runs ahead of them)."""

    def __init__(self, *content: Any, own_enter: bool = True, **kwargs: Any) -> None:
        super().__init__(*content, **kwargs)
        self.own_enter = own_enter

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Enter selects here unless the screen's binding does (see the class)."""
        if action == "select" and not self.own_enter:
            return False
        return super().check_action(action, parameters)

    def action_cursor_up(self) -> None:
        """Move the highlight up to the previous enabled line, if there is one."""
        self.step(-1)

    def action_cursor_down(self) -> None:
        """Move the highlight down to the next enabled line, if there is one."""
        self.step(1)

    def step(self, direction: int) -> None:
        """Move the highlight to the nearest enabled line in ``direction`` (-1 up, 1 down); at an
        end it stays where it is."""
        options = self.options
        if self.highlighted is None:
            lines = range(len(options)) if direction > 0 else range(len(options) - 1, -1, -1)
        else:
            lines = range(self.highlighted + direction, len(options) if direction > 0 else -1, direction)
        found = next((line for line in lines if not options[line].disabled), None)
        if found is not None:
            self.highlighted = found
