"""Entry point of ``belote-tui``: parse the command line, run the app and return its exit status."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """The command line: ``--seed N``, ``--resume``, ``--lang fr|en``, ``--level``, ``--partner``,
    ``--west``, ``--east``, ``--home``; an unknown bot level is refused with the levels there are."""
    from belote.bots import BOTS
    from belote.tui.seating import SEAT_OPTIONS

    parser = argparse.ArgumentParser(
        prog="belote-tui",
        description="Classic French belote in the terminal: you and a bot partner against two bots.",
        epilog="Also: belote-tui stats [--json] and belote-tui export [--partie N | --deal N] "
        "[--format txt|json]: your history.",
    )
    parser.add_argument("--seed", type=int, default=None, help="make the new partie reproducible")
    parser.add_argument("--resume", action="store_true", help="continue the saved partie at once")
    parser.add_argument("--lang", choices=("fr", "en"), default=None, help="interface language")
    levels = tuple(BOTS)
    parser.add_argument("--level", choices=levels, default=None, help="level of all three bots")
    for name in SEAT_OPTIONS.values():
        parser.add_argument(f"--{name}", choices=levels, default=None, help=f"level of the {name} bot")
    parser.add_argument("--home", default=None, help="directory for options and saves")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    """Start the game; 0 after a normal quit, else a one-line reason on stderr and a non-zero status."""
    words = list(sys.argv[1:] if argv is None else argv)
    if words and words[0] in ("stats", "export"):  # the history from the command line
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
            resume=args.resume,
            levels=levels,
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
