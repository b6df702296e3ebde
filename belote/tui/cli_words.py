"""The command line in the player's language: which language its help speaks, and argparse parsers
whose own words (usage, section titles, ``-h``, errors) follow it.

The language is known before the command line is parsed: ``--lang`` when it is typed, else the
language of the saved options (in ``--home``, else the usual data folder), else French.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Sequence
from typing import Any, NoReturn

from belote.tui.files import Unreadable
from belote.tui.i18n import LANGUAGES, tr
from belote.tui.storage import Storage


class Unparsable(Exception):
    """The first look at the command line could not read it (the real parser will say why)."""


class _FirstLook(argparse.ArgumentParser):
    """Reads only ``--lang`` and ``--home``, never prints nor exits."""

    def error(self, message: str) -> NoReturn:
        """Give up quietly."""
        raise Unparsable(message)


def command_line_language(argv: Sequence[str]) -> str:
    """The language of the command line: ``--lang`` if typed (and known), else the saved option's,
    else French."""
    first = _FirstLook(add_help=False, allow_abbrev=False)
    first.add_argument("--lang", default=None)
    first.add_argument("--home", default=None)
    try:
        known, _ = first.parse_known_args(list(argv))
    except Unparsable:
        return "fr"
    if known.lang in LANGUAGES:
        return str(known.lang)
    try:
        settings, _ = Storage(known.home).load_settings()
    except (Unreadable, OSError):
        return "fr"
    return settings.lang


class Formatter(argparse.HelpFormatter):
    """argparse's help layout, its « usage: » in the current language."""

    def add_usage(
        self,
        usage: str | None,
        actions: Iterable[argparse.Action],
        groups: Iterable[argparse._MutuallyExclusiveGroup],
        prefix: str | None = None,
    ) -> None:
        """The usage line, with the translated prefix."""
        super().add_usage(usage, actions, groups, tr("cli.usage") if prefix is None else prefix)


class Parser(argparse.ArgumentParser):
    """An argparse parser speaking the current language (build it after ``set_language``); its
    subcommands' parsers are of the same kind."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        """As argparse's, with the translated help option and section titles."""
        kwargs.setdefault("formatter_class", Formatter)
        kwargs["add_help"] = False
        super().__init__(*args, **kwargs)
        self._positionals.title = tr("cli.positionals")
        self._optionals.title = tr("cli.optionals")
        self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS, help=tr("cli.help"))

    def error(self, message: str) -> NoReturn:
        """The usage, then the reason, on stderr; exit status 2 (as argparse)."""
        self.print_usage(sys.stderr)
        self.exit(2, tr("cli.error", prog=self.prog, message=message) + "\n")
