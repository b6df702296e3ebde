"""Entry point of ``belote-tui``: parse the command line, run the app (solo, or at a shared table) and
return its exit status."""

from __future__ import annotations

import argparse
import getpass
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from belote.net.protocol import DEFAULT_PORT

if TYPE_CHECKING:
    from belote.tui.netlink import NetOptions


def _common(parser: argparse.ArgumentParser, default: object = None) -> None:
    """The options every way of playing takes."""
    from belote.bots import BOTS

    parser.add_argument("--lang", choices=("fr", "en"), default=default, help="interface language")
    parser.add_argument("--level", choices=tuple(BOTS), default=default, help="level of the bots")
    parser.add_argument("--home", default=default, help="directory for options and saves")


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """The command line: a solo game (``--seed N``, ``--resume``, ``--level``, ``--partner``,
    ``--west``, ``--east``...), ``host`` or ``join``; an unknown bot level is refused with the levels
    there are."""
    from belote.bots import BOTS
    from belote.net.door import PER_ADDRESS
    from belote.tui.seating import SEAT_OPTIONS

    parser = argparse.ArgumentParser(
        prog="belote-tui",
        description="Classic French belote in the terminal: you and a bot partner against two bots, "
        "or with friends at a shared table (belote-tui host / belote-tui join).",
        epilog="Also: belote-tui stats [--json] and belote-tui export [--partie N | --deal N] "
        "[--format txt|json]: your history.",
    )
    parser.add_argument("--seed", type=int, default=None, help="make the new partie reproducible")
    parser.add_argument("--resume", action="store_true", help="continue the saved partie at once")
    _common(parser)
    for name in SEAT_OPTIONS.values():
        parser.add_argument(f"--{name}", choices=tuple(BOTS), default=None, help=f"level of the {name} bot")
    commands = parser.add_subparsers(dest="command", metavar="{host,join}")
    host = commands.add_parser("host", help="open a table on this machine for friends to join")
    host.add_argument("--name", default=None, help="your name at the table")
    host.add_argument("--address", default="0.0.0.0", help="address to listen on (default: all)")
    host.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"port (default {DEFAULT_PORT})")
    host.add_argument("--away", type=float, default=60.0, help="seconds before a bot plays for the absent")
    host.add_argument("--cert", default=None, help="TLS certificate chain (PEM): friends join with wss://")
    host.add_argument("--key", default=None, help="the certificate's private key (PEM)")
    host.add_argument("--behind-proxy", action="store_true", help="count addresses by X-Forwarded-For")
    limit = f"connections per address (default {PER_ADDRESS})"
    host.add_argument("--per-address", type=int, default=PER_ADDRESS, help=limit)
    host.add_argument("--resume", action="store_true", help="host again the shared partie you left")
    _common(host, argparse.SUPPRESS)
    join = commands.add_parser("join", help="sit at a friend's table")
    join.add_argument("address", help="the table's address, e.g. 192.168.1.20:7447 or wss://…")
    join.add_argument("code", nargs="?", default="", help="the table code (not needed to come back)")
    join.add_argument("--name", default=None, help="your name at the table")
    join.add_argument("--cafile", default=None, help="certificate authority of a wss:// host (PEM)")
    _common(join, argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.command == "host" and (args.cert is None) != (args.key is None):
        parser.error("--cert and --key go together")
    if args.command == "host" and not 0 <= args.port <= 65535:
        parser.error("--port must be 0-65535")
    if args.command == "host" and not 0 <= args.away <= 86400:
        parser.error("--away must be 0-86400 seconds")
    if args.command == "host" and not 1 <= args.per_address <= 1000:
        parser.error("--per-address must be 1-1000")
    return args


def net_options(args: argparse.Namespace) -> NetOptions | None:
    """The shared table's options from the command line (None for a solo game)."""
    from belote.tui.netlink import NetOptions

    if args.command is None:
        return None
    name = args.name or getpass.getuser()
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


HISTORY_COMMANDS = ("stats", "export")
"""The history's commands, which take their own options."""

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


def main(argv: Sequence[str] | None = None) -> int:
    """Start the game; 0 after a normal quit, else a one-line reason on stderr and a non-zero status."""
    words = history_command(list(sys.argv[1:] if argv is None else argv))
    if words and words[0] in HISTORY_COMMANDS:  # the history from the command line
        from belote.tui.history_cli import run

        return run(words)
    args = parse_args(argv)
    from belote.tui.app import BeloteApp
    from belote.tui.i18n import set_language, tr
    from belote.tui.seating import SEAT_OPTIONS

    if args.lang is not None:
        set_language(args.lang)
    if not all(stream is not None and stream.isatty() for stream in (sys.stdin, sys.__stderr__)):
        print(tr("cli.no_terminal"), file=sys.stderr)  # the game reads keys from stdin, draws on stderr
        return 1
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
        app.run()
    except Exception as error:  # the game could not start (no usable terminal...): say why in one line
        print(tr("cli.cannot_start", error=str(error) or type(error).__name__), file=sys.stderr)
        return 1
    if app.exit_line:
        print(app.exit_line, file=sys.stderr)
    return app.return_code or 0


if __name__ == "__main__":
    sys.exit(main())
