"""The command line in the player's language: which language its help speaks, and argparse parsers
whose own words (usage, section titles, ``-h``, errors) follow it.

The language is known before the command line is parsed: ``--lang`` when it is typed, else the
language of the saved options (in ``--home``, else the usual data folder), else French.
"""

from __future__ import annotations

import argparse
import re
import sys
import textwrap
import unicodedata
from collections.abc import Iterable, Sequence
from typing import Any, NoReturn

from belote.bots import BOTS, LEVELS
from belote.tui.files import Unreadable
from belote.tui.i18n import EN, FR, LANGUAGES, tr
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

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        """The description and the epilog reflowed as argparse does, never breaking a word at its
        hyphen (« belote-tui » stays whole)."""
        text = " ".join(text.split())
        return textwrap.fill(
            text, width, initial_indent=indent, subsequent_indent=indent, break_on_hyphens=False
        )


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

    def parse_words(self, words: Sequence[str]) -> argparse.Namespace:
        """``parse_args``, but a word nobody knows is refused with the usage of the subcommand it
        was typed after (argparse gives the top-level usage, which does not list that command's
        options)."""
        parsed, extra = self.parse_known_args(list(words))
        if extra:
            self.chosen(parsed).error(f"unrecognized arguments: {' '.join(extra)}")
        return parsed

    def chosen(self, parsed: argparse.Namespace) -> argparse.ArgumentParser:
        """The parser of the subcommand ``parsed`` names (its own, recursively), or this one."""
        for action in self._actions:
            if isinstance(action, argparse._SubParsersAction):
                sub = action.choices.get(getattr(parsed, action.dest, None) or "")
                if isinstance(sub, Parser):
                    return sub.chosen(parsed)
        return self

    def error(self, message: str) -> NoReturn:
        """The usage, then the reason (argparse's own words translated), on stderr; exit status 2 (as
        argparse)."""
        self.print_usage(sys.stderr)
        self.exit(2, tr("cli.error", prog=self.prog, message=argparse_words(message)) + "\n")


_ARGPARSE_WORDS = (
    (re.compile(r"^invalid choice: (?P<value>.*) \(choose from (?P<choices>.*)\)$"), "cli.invalid_choice"),
    (re.compile(r"^invalid (?:int|float) value: (?P<value>.*)$"), "cli.bad_value"),
    (re.compile(r"^expected one argument$"), "cli.expected_one"),
    (re.compile(r"^unrecognized arguments: (?P<words>.*)$"), "cli.unrecognized"),
    (re.compile(r"^the following arguments are required: (?P<names>.*)$"), "cli.required"),
    (re.compile(r"^ambiguous option: (?P<option>\S+) could match (?P<matches>.*)$"), "cli.ambiguous"),
    (re.compile(r"^not allowed with argument (?P<other>.*)$"), "cli.not_with"),
    (re.compile(r"^ignored explicit argument (?P<value>.*)$"), "cli.ignored_value"),
    (re.compile(r"^expected (?P<count>\d+) arguments?$"), "cli.expected_count"),
)
"""argparse's usual error messages, and the key of the same message in the player's language."""

_ARGUMENT = re.compile(r"^argument (?P<name>[^:]+): (?P<message>.*)$", flags=re.DOTALL)


def argparse_words(message: str) -> str:
    """argparse's error ``message`` in the current language (« argument --seed : … »); a message it
    does not know is left as it is."""
    argument = _ARGUMENT.match(message)
    if argument is not None:
        return tr("cli.argument", name=argument["name"], message=argparse_words(argument["message"]))
    for pattern, key in _ARGPARSE_WORDS:
        found = pattern.match(message)
        if found is not None:
            if key == "cli.bad_value":  # argparse's own int/float conversion; ours says it already
                return tr("cli.bad_int", value=found["value"].strip("'"))
            return tr(key, **found.groupdict())
    return message


def integer(text: str) -> int:
    """An ``int`` argument, refused in the player's language; one of 64 bits at most, as a seed and
    the history's numbers are (a longer one is refused here, not deep in the game)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(tr("cli.bad_int", value=text)) from None
    if not -(2**63) <= value < 2**63:
        raise argparse.ArgumentTypeError(tr("cli.big_int", value=text.strip()))
    return value


def folder_name(text: str) -> str:
    """A ``--home`` argument: an empty one is refused (it would quietly mean the current folder)."""
    if not text.strip():
        raise argparse.ArgumentTypeError(tr("cli.no_folder_name"))
    return text


def table_name(text: str) -> str:
    """A ``--name`` argument: one of blanks (or of a terminal's escapes) alone is refused; it would
    quietly sit the player under the system's user name."""
    from belote.tui.netoptions import clean_name

    if not clean_name(text):
        raise argparse.ArgumentTypeError(tr("cli.no_player_name"))
    return text


def number(text: str) -> float:
    """A ``float`` argument, refused in the player's language."""
    try:
        return float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(tr("cli.bad_float", value=text)) from None


def _plain(word: str) -> str:
    """A level's name without case, accents nor hyphens: « Maître » and « maitre », « Joueur-de-club »
    and « joueur de club » read alike."""
    decomposed = unicodedata.normalize("NFKD", word.casefold().replace("-", " ").replace("_", " "))
    return " ".join("".join(letter for letter in decomposed if not unicodedata.combining(letter)).split())


def level_names() -> dict[str, str]:
    """The bot levels, each under its name in the current language (registry name → shown name)."""
    return dict(zip(BOTS, tr("cli.level_names").split(","), strict=True))


def player_level_names() -> list[str]:
    """The levels a player picks (beginner to master) in the current language, weakest first: the
    help and its refusals name these (the others, for measuring the bots, are still accepted)."""
    names = level_names()
    return [names[level] for level in LEVELS]


def level_metavar() -> str:
    """The levels as the help lists them, in the current language."""
    return "{" + ",".join(player_level_names()) + "}"


def bot_level(text: str) -> str:
    """A bot level typed in either language (« débutant », « maitre », « beginner », or as the
    options name it, « joueur de club »...): its registry name; an unknown one is refused with the
    levels there are."""
    names = {_plain(level): level for level in BOTS}
    for table in (FR, EN):
        names.update(
            {
                _plain(shown): level
                for level, shown in zip(BOTS, table["cli.level_names"].split(","), strict=True)
            }
        )
        names.update({_plain(table[f"val.{level}"]): level for level in LEVELS})
    level = names.get(_plain(text))
    if level is None:
        raise argparse.ArgumentTypeError(
            tr("cli.bad_level", value=text, levels=", ".join(player_level_names()))
        )
    return level
