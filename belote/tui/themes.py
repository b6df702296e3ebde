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

_LOOKS: Final[dict[str, tuple[bool, dict[str, str], dict[str, str]]]] = {
    "belote-dark": (
        True,
        _DARK_VARIABLES,
        {
            "accent": "#ffd75f",  # the turn marker, what a seat says, the reserve, verdicts
            "us": "#8fe08f",
            "them": "#f0a060",
            "dealer": "#d0d0ff",
            "caption": "#5fd7ff",
            "text": "#e8e8e8",
            "muted": "#afbfb4",  # the words beside the table's: « (Eux) », « Carte retournée »…
            "status": "#d7d7af",
            "error": "#ff8787",
            "notice": "#ffaf5f",
            "spades": "#e8e8e8",  # suits drawn on the felt (card faces keep their own colours)
            "hearts": "#ff8787",  # light enough for the brighter felt a 256-colour terminal draws
            "diamonds4": "#87afff",
            "clubs4": "#5fd75f",
            "place": "#3c6e4c",  # an empty place in the trick
            "frame": "#c8c4b8",  # a card's frame; the selected card's, the trick's master card's
            "chosen": "#ffd75f",
            "master": "#5fd7ff",
            "backs": "#87afd7",  # the bots' hidden cards
        },
    ),
    "belote-light": (
        False,
        {
            "felt": "#f2ecd8",  # a cream that a 256-colour terminal shows cream, not pink
            "felt-dark": "#e4dcc4",
            "felt-line": "#8a8060",
            "felt-title": "#3a3a2a",
            "dialog": "#f8f4e8",
            "dialog-border": "#7a4f00",
            "alarm": "#ffd0d0",
        },
        {
            "accent": "#7a4f00",
            "us": "#1d6b2a",
            "them": "#8a3a00",
            "dealer": "#303090",
            "caption": "#005f87",
            "text": "#1a1a1a",
            "muted": "#5a5a4a",
            "status": "#2a2a1a",
            "error": "#b00000",
            "notice": "#874000",
            "spades": "#111111",
            "hearts": "#b3131a",
            "diamonds4": "#1f4fbf",
            "clubs4": "#17662a",
            "place": "#a89f80",
            "frame": "#6a6658",
            "chosen": "#d06000",
            "master": "#0060b0",
            "backs": "#3050a0",
        },
    ),
    "belote-contrast": (
        True,
        {
            "felt": "#000000",
            "felt-dark": "#000000",
            "felt-line": "#ffffff",
            "felt-title": "#ffffff",
            "dialog": "#000000",
            "dialog-border": "#ffff00",
            "alarm": "#000000",
        },
        {
            "accent": "#ffff00",
            "us": "#00ff00",
            "them": "#ff8700",
            "dealer": "#ffffff",
            "caption": "#00ffff",
            "text": "#ffffff",
            "muted": "#c0c0c0",
            "status": "#ffffff",
            "error": "#ff0000",
            "notice": "#ffff00",
            "spades": "#ffffff",
            "hearts": "#ff3030",
            "diamonds4": "#00afff",
            "clubs4": "#00ff00",
            "place": "#808080",
            "frame": "#ffffff",
            "chosen": "#ffff00",
            "master": "#00ffff",
            "backs": "#00afff",
        },
    ),
}
"""Each look: dark or not, its CSS variables, and the colour of each role the widgets draw with."""


def _theme(name: str, dark: bool, variables: dict[str, str], colours: dict[str, str]) -> Theme:
    """The Textual theme of a look: menus, Footer and dialogs in the same colours as the table."""
    return Theme(
        name=name,
        primary=colours["accent"],
        secondary=colours["us"],
        accent=colours["caption"],
        foreground=colours["text"],
        background=variables["felt-dark"],
        surface=variables["dialog"],
        panel=variables["felt"],
        error=colours["error"],
        warning=colours["notice"],
        success=colours["us"],
        dark=dark,
        variables=variables,
    )


THEMES: Final[dict[str, Theme]] = {name: _theme(name, *look) for name, look in _LOOKS.items()}
"""The looks offered, by name: the café's dark green felt (the default), light, high contrast."""

_COLOURS: Final = {name: look[2] for name, look in _LOOKS.items()}

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
