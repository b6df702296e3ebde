"""Entry point of ``belote-tui``: parse the command line and run the app."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """The command line: ``--seed N``, ``--resume``, ``--lang fr|en``, ``--level``, ``--home``."""
    parser = argparse.ArgumentParser(
        prog="belote-tui",
        description="Classic French belote in the terminal: you and a bot partner against two bots.",
        epilog="Also: belote-tui stats [--json] and belote-tui export [--partie N | --deal N] "
        "[--format txt|json]: your history.",
    )
    parser.add_argument("--seed", type=int, default=None, help="make the new partie reproducible")
    parser.add_argument("--resume", action="store_true", help="continue the saved partie at once")
    parser.add_argument("--lang", choices=("fr", "en"), default=None, help="interface language")
    parser.add_argument("--level", default=None, help="level of all three bots (random, heuristic, expert)")
    parser.add_argument("--home", default=None, help="directory for options and saves")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> None:
    """Start the game (or run ``stats`` / ``export`` on the history)."""
    words = list(sys.argv[1:] if argv is None else argv)
    if words and words[0] in ("stats", "export"):
        from belote.tui.history_cli import run

        raise SystemExit(run(words))
    args = parse_args(argv)
    from belote.tui.app import BeloteApp

    BeloteApp(seed=args.seed, bot_level=args.level, home=args.home, lang=args.lang, resume=args.resume).run()


if __name__ == "__main__":
    main()
