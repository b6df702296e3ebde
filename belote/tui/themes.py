"""The table's looks: Textual themes (dark café felt, light, high contrast) and their text colours.

Each look is a Textual ``Theme`` registered with the app (``App.theme``): its colours drive the
Footer, menus, dialogs and the command palette, and its ``variables`` the felt, panel and dialog
backgrounds in ``belote.tcss``. What the widgets draw themselves (team names, the turn marker, suits
on the felt...) takes its colour from ``colour(role)``, which follows the current look.
"""

from __future__ import annotations

from typing import Final

from textual.theme import Theme

DEFAULT_THEME: Final = "belote-dark"

_DARK_VARIABLES: Final = {
    "felt": "#0f4025",
    "felt-dark": "#0c2416",
    "felt-line": "#2f6b45",
    "felt-title": "#9fbfa8",
    "dialog": "#13331f",
    "dialog-border": "#ffd75f",
    "alarm": "#3a0d0d",
}
"""The CSS variables of the dark felt, also the defaults for any other theme."""

THEMES: Final[dict[str, Theme]] = {
    "belote-dark": Theme(
        name="belote-dark",
        primary="#ffd75f",
        secondary="#8fe08f",
        accent="#5fd7ff",
        foreground="#e8e8e8",
        background="#0c2416",
        surface="#13331f",
        panel="#0f4025",
        error="#ff6b6b",
        warning="#ffaf5f",
        success="#8fe08f",
        dark=True,
        variables=_DARK_VARIABLES,
    ),
    "belote-light": Theme(
        name="belote-light",
        primary="#7a4f00",
        secondary="#1d6b2a",
        accent="#005f87",
        foreground="#1a1a1a",
        background="#e4dcc4",
        surface="#f3eedf",
        panel="#d8cfb2",
        error="#b00000",
        warning="#9a4a00",
        success="#1d6b2a",
        dark=False,
        variables={
            "felt": "#ece5cf",
            "felt-dark": "#e4dcc4",
            "felt-line": "#8a8060",
            "felt-title": "#3a3a2a",
            "dialog": "#f8f4e8",
            "dialog-border": "#7a4f00",
            "alarm": "#ffd0d0",
        },
    ),
    "belote-contrast": Theme(
        name="belote-contrast",
        primary="#ffff00",
        secondary="#00ff00",
        accent="#00ffff",
        foreground="#ffffff",
        background="#000000",
        surface="#000000",
        panel="#000000",
        error="#ff0000",
        warning="#ffff00",
        success="#00ff00",
        dark=True,
        variables={
            "felt": "#000000",
            "felt-dark": "#000000",
            "felt-line": "#ffffff",
            "felt-title": "#ffffff",
            "dialog": "#000000",
            "dialog-border": "#ffff00",
            "alarm": "#000000",
        },
    ),
}
"""The looks offered, by name: the café's dark green felt (the default), light, high contrast."""

_COLOURS: Final[dict[str, dict[str, str]]] = {
    "belote-dark": {
        "accent": "#ffd75f",  # the turn marker, what a seat says, the reserve, verdicts
        "us": "#8fe08f",
        "them": "#f0a060",
        "dealer": "#d0d0ff",
        "caption": "#5fd7ff",
        "status": "#d7d7af",
        "error": "#ff6b6b",
        "notice": "#ffaf5f",
        "spades": "#e8e8e8",  # suits drawn on the felt (card faces keep their own colours)
        "hearts": "#ff5f5f",
        "diamonds4": "#6f9bff",
        "clubs4": "#5fd75f",
    },
    "belote-light": {
        "accent": "#7a4f00",
        "us": "#1d6b2a",
        "them": "#a04000",
        "dealer": "#303090",
        "caption": "#005f87",
        "status": "#2a2a1a",
        "error": "#b00000",
        "notice": "#9a4a00",
        "spades": "#111111",
        "hearts": "#c3161c",
        "diamonds4": "#1f4fbf",
        "clubs4": "#1d7a2a",
    },
    "belote-contrast": {
        "accent": "#ffff00",
        "us": "#00ff00",
        "them": "#ff8700",
        "dealer": "#ffffff",
        "caption": "#00ffff",
        "status": "#ffffff",
        "error": "#ff0000",
        "notice": "#ffff00",
        "spades": "#ffffff",
        "hearts": "#ff3030",
        "diamonds4": "#00afff",
        "clubs4": "#00ff00",
    },
}

_current = DEFAULT_THEME


def theme_variables() -> dict[str, str]:
    """The CSS variables every theme must give (the dark felt's values serve as defaults)."""
    return dict(_DARK_VARIABLES)


def set_theme(name: str) -> None:
    """Make ``name`` the look that ``colour`` follows (an unknown name keeps the default)."""
    global _current
    _current = name if name in THEMES else DEFAULT_THEME


def current_theme() -> str:
    """The name of the current look."""
    return _current


def colour(role: str) -> str:
    """The colour of a role (``"accent"``, ``"us"``, ``"them"``, ``"hearts"``...) in the current look."""
    return _COLOURS[_current][role]
