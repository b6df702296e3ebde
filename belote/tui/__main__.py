"""Entry point of ``belote-tui``: parse the command line and run the app."""

from __future__ import annotations

import argparse
from collections.abc import Sequence


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """The command line: ``--seed N``, ``--resume``, ``--lang fr|en``, ``--level``, ``--partner``,
    ``--west``, ``--east``, ``--home``; an unknown bot level is refused with the levels there are."""
    from belote.bots import BOTS
    from belote.tui.seating import SEAT_OPTIONS

    parser = argparse.ArgumentParser(
        prog="belote-tui",
        description="Classic French belote in the terminal: you and a bot partner against two bots.",
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


def main(argv: Sequence[str] | None = None) -> None:
    """Start the game."""
    args = parse_args(argv)
    from belote.tui.app import BeloteApp
    from belote.tui.seating import SEAT_OPTIONS

    levels = {name: level for name in SEAT_OPTIONS.values() if (level := getattr(args, name))}
    BeloteApp(
        seed=args.seed,
        bot_level=args.level,
        home=args.home,
        lang=args.lang,
        resume=args.resume,
        levels=levels,
    ).run()


if __name__ == "__main__":
    main()
