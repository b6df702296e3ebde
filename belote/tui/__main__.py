"""Entry point of ``belote-tui``: parse the command line, run the app (solo, or at a shared table) and
return its exit status."""

from __future__ import annotations

import argparse
import getpass
import io
import os
import sys
from collections.abc import MutableMapping, Sequence
from typing import TYPE_CHECKING

from belote.net.protocol import DEFAULT_PORT

if TYPE_CHECKING:
    from belote.tui.netoptions import NetOptions


def _common(parser: argparse.ArgumentParser, default: object = None, levels: bool = True) -> None:
    """The options every way of playing takes (``levels``: the bots' level too, which a friend
    joining a table has no say in: the bots are the host's)."""
    from belote.bots import BOTS
    from belote.tui.cli_words import bot_level, folder_name, level_metavar
    from belote.tui.i18n import tr

    parser.add_argument("--lang", choices=("fr", "en"), default=default, help=tr("cli.lang"))
    if levels:
        parser.add_argument(
            "--level",
            type=bot_level,
            choices=tuple(BOTS),
            metavar=level_metavar(),
            default=default,
            help=tr("cli.level"),
        )
    parser.add_argument(
        "--home", type=folder_name, default=default, metavar=tr("cli.word.home"), help=tr("cli.home")
    )


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """The command line: a solo game (``--seed N``, ``--resume``, ``--level``, ``--partner``,
    ``--west``, ``--east``...), ``host`` or ``join``; an unknown bot level is refused with the levels
    there are. Its help and errors speak ``--lang``, else the saved options' language (French by
    default)."""
    from belote.bots import BOTS
    from belote.net.door import PER_ADDRESS
    from belote.tui.cli_words import (
        Parser,
        bot_level,
        command_line_language,
        integer,
        level_metavar,
        number,
        table_name,
    )
    from belote.tui.i18n import set_language, tr
    from belote.tui.seating import SEAT_OPTIONS

    words = list(sys.argv[1:] if argv is None else argv)
    set_language(command_line_language(words))
    listing, stats, export = history_usage()
    parser = Parser(
        prog="belote-tui",
        description=tr("cli.description"),
        epilog=tr("cli.epilog", history=listing, stats=stats, export=export),
    )
    parser.add_argument(
        "--seed", type=integer, default=None, metavar=tr("cli.word.seed"), help=tr("cli.seed")
    )
    parser.add_argument("--resume", action="store_true", help=tr("cli.resume"))
    _common(parser)
    for name in SEAT_OPTIONS.values():
        parser.add_argument(
            f"--{name}", type=bot_level, choices=tuple(BOTS), metavar=level_metavar(), help=tr(f"cli.{name}")
        )
    commands = parser.add_subparsers(
        dest="command", metavar="{host,join,history,stats,export}", title=tr("cli.commands")
    )
    host = commands.add_parser("host", help=tr("cli.host"), description=tr("cli.host"))
    host.add_argument(
        "--name", type=table_name, default=None, metavar=tr("cli.word.name"), help=tr("cli.name")
    )
    host.add_argument("--address", default=None, metavar=tr("cli.word.address"), help=tr("cli.address"))
    host.add_argument("--port", type=integer, default=None, help=tr("cli.port", port=DEFAULT_PORT))
    host.add_argument(
        "--away", type=number, default=None, metavar=tr("cli.word.seconds"), help=tr("cli.away")
    )
    host.add_argument("--cert", default=None, metavar=tr("cli.word.file"), help=tr("cli.cert"))
    host.add_argument("--key", default=None, metavar=tr("cli.word.file"), help=tr("cli.key"))
    host.add_argument("--behind-proxy", action="store_true", help=tr("cli.behind_proxy"))
    limit = tr("cli.per_address", limit=PER_ADDRESS)
    host.add_argument("--per-address", type=integer, default=PER_ADDRESS, metavar="N", help=limit)
    host.add_argument("--resume", action="store_true", help=tr("cli.host_resume"))
    _common(host, argparse.SUPPRESS)
    join = commands.add_parser("join", help=tr("cli.join"), description=tr("cli.join"))
    join.add_argument("address", metavar=tr("cli.address_word"), help=tr("cli.join_address"))
    join.add_argument("code", nargs="?", default="", help=tr("cli.join_code"))
    join.add_argument(
        "--name", type=table_name, default=None, metavar=tr("cli.word.name"), help=tr("cli.name")
    )
    join.add_argument("--cafile", default=None, metavar=tr("cli.word.file"), help=tr("cli.cafile"))
    _common(join, argparse.SUPPRESS, levels=False)
    for history_command in HISTORY_COMMANDS:  # run before this parser (see ``main``): listed here
        commands.add_parser(history_command, help=tr(f"cli.{history_command}"), add_help=False)
    args = parser.parse_words(words)
    if args.command == "host":  # each refused with the host command's own usage line
        if (args.cert is None) != (args.key is None):
            host.error(tr("cli.cert_and_key"))
        if args.port is not None and not 0 <= args.port <= 65535:
            host.error(tr("cli.bad_port"))
        if args.away is not None and not 0 <= args.away <= 86400:
            host.error(tr("cli.bad_away"))
        if not 1 <= args.per_address <= 1000:
            host.error(tr("cli.bad_per_address"))
    if args.command in ("host", "join") and args.name:
        from belote.tui.addresses import name_problem

        problem = name_problem(args.name)
        if problem is not None:  # said before any window opens, as the forms say it
            (host if args.command == "host" else join).error(problem)
    if args.command == "join":  # the invitation line pasted as one word is split, as in the form
        from belote.tui.addresses import joining

        joined = joining(args.address, args.code, command_line=True)
        if isinstance(joined, str):  # said before any window opens, rather than a connection that hangs
            join.error(joined)
        args.address, args.code = joined
    return args


def resumed_name(args: argparse.Namespace) -> str | None:
    """``host --resume`` without ``--name``: the name the saved table was served under; ``join``
    without it, back at the table last joined: the name we had there (as the friends' forms offer
    them), not the system's user name."""
    from belote.tui.hostfiles import last_joined, saved_place
    from belote.tui.storage import home_dir

    if args.command == "join":
        joined = last_joined(home_dir(args.home))
        return joined[1] if joined is not None and joined[0] == args.address and joined[1] else None
    if args.command != "host" or not args.resume:
        return None
    place = saved_place(home_dir(args.home))
    return place.name if place is not None and place.name else None


def net_options(args: argparse.Namespace) -> NetOptions | None:
    """The shared table's options from the command line (None for a solo game)."""
    from belote.tui.netoptions import NetOptions

    if args.command is None:
        return None
    name = args.name or resumed_name(args) or getpass.getuser()
    if args.command == "host":
        return NetOptions(
            mode="host",
            name=name,
            listen=args.address,
            port=args.port,
            away=args.away,
            cert=args.cert,
            key=args.key,
            resume=args.resume,
            behind_proxy=args.behind_proxy,
            per_address=args.per_address,
        )
    return NetOptions(mode="join", address=args.address, code=args.code, name=name, cafile=args.cafile)


EXIT_DEADLINE = 10.0
"""Seconds the game's process may take to end once it has saved and asked to quit."""

HISTORY_COMMANDS = ("history", "stats", "export")
"""The history's commands, which take their own options."""


def history_usage() -> tuple[str, str, str]:
    """How the history's commands are typed, for the end of the help (their flags in its language)."""
    from belote.tui.history_cli import deal_flags, partie_flags

    partie, deal = partie_flags()[0], deal_flags()[0]
    return (
        f"belote-tui history [{partie} N]",
        "belote-tui stats [--json]",
        f"belote-tui export [{partie} N | {deal} N] [--format txt|json]",
    )


VALUED_OPTIONS = frozenset({"--home", "--seed", "--lang", "--level", "--partner", "--west", "--east"})
"""The game's options followed by a value (a folder may be called « stats »)."""


def history_command(words: list[str]) -> list[str]:
    """The words with a history command first, wherever it was typed (``--home D stats`` works too)."""
    for index, word in enumerate(words):
        if word in ("host", "join"):
            break
        if word in HISTORY_COMMANDS and (index == 0 or words[index - 1] not in VALUED_OPTIONS):
            return [word, *words[:index], *words[index + 1 :]]
    return words


def forget_fixed_size(environ: MutableMapping[str, str] | None = None) -> None:
    """Drop ``COLUMNS`` and ``LINES`` from the environment: Python prefers them to the terminal's own
    size, so exported they would fix the size the game draws at, whatever the window and its resizes."""
    environ = os.environ if environ is None else environ
    for name in ("COLUMNS", "LINES"):
        environ.pop(name, None)


def main(argv: Sequence[str] | None = None) -> int:
    """Start the game; 0 after a normal quit, else a one-line reason on stderr and a non-zero status."""
    for stream in (sys.stdout, sys.stderr):  # a terminal without the suits' signs shows « ? », never fails
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="replace")
    words = history_command(list(sys.argv[1:] if argv is None else argv))
    if words and words[0] in HISTORY_COMMANDS:  # the history from the command line
        from belote.tui.history_cli import run

        return run(words)
    args = parse_args(argv)
    from belote.tui.app import BeloteApp
    from belote.tui.i18n import set_language, tr
    from belote.tui.seating import SEAT_OPTIONS
    from belote.tui.terminal_colours import colourless_if_needed
    from belote.tui.terminal_encoding import unshowable_encoding

    if args.lang is not None:
        set_language(args.lang)
    forget_fixed_size()
    if not all(stream is not None and stream.isatty() for stream in (sys.stdin, sys.__stderr__)):
        print(tr("cli.no_terminal"), file=sys.stderr)  # the game reads keys from stdin, draws on stderr
        return 1
    if sys.__stderr__ is not None:  # a monochrome terminal: the NO_COLOR look
        colourless_if_needed(sys.__stderr__.fileno())
    try:
        levels = {name: level for name in SEAT_OPTIONS.values() if (level := getattr(args, name))}
        app = BeloteApp(
            seed=args.seed,
            bot_level=args.level,
            home=args.home,
            lang=args.lang,
            resume=args.resume and args.command is None,
            levels=levels,
            net=net_options(args),
        )
        app.exit_deadline = EXIT_DEADLINE
        app.drawing_encoding = unshowable_encoding(sys.__stderr__)
        app.run()
    except Exception as error:  # the game could not start (no usable terminal...): say why in one line
        print(tr("cli.cannot_start", error=str(error) or type(error).__name__), file=sys.stderr)
        return 1
    if app.exit_line:
        print(app.exit_line, file=sys.stderr)
    return app.return_code or 0


if __name__ == "__main__":
    sys.exit(main())
