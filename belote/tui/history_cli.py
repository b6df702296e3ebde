"""``belote-tui history``, ``stats`` and ``export``: the history from the command line.

``history`` lists the parties, or one partie's deals, with the numbers ``export`` takes, as the
history screens list them. ``stats`` prints every figure as Rich tables (overall, then by opponents'
level), or plain JSON with ``--json``. ``export`` writes one deal or a whole partie as a readable
record (``--format txt``) or as JSON the engine replays (``--format json``). All three read the
history in the game's data folder and speak the language of the game's options unless ``--lang``
says otherwise. They only read: a history that cannot be opened is reported (exit status 1), never
changed.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO, cast

from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text

from belote.history import FILENAME, History, HistoryError, compute_statistics
from belote.history.export import deal_json, partie_json
from belote.tui import i18n
from belote.tui.cli_output import GuardedOutput, OutputFailed, silence_standard_output
from belote.tui.cli_words import Parser, command_line_language, folder_name, integer
from belote.tui.deal_record import deal_text, local_date, partie_text
from belote.tui.history_rows import deal_columns, deal_row, partie_columns, partie_row
from belote.tui.history_words import read_notice, refused_notice, skipped_notice
from belote.tui.hostfiles import JOINED_FILE, PLACE_FILE, TABLE_FILE, TOKENS_FILE
from belote.tui.i18n import tr
from belote.tui.keeper import Keeper, os_reason
from belote.tui.stats_view import challenge_line, figures_table, level_title, statistics_json


class NotFound(Exception):
    """What was asked for is not in the history (its message is for the player)."""


def partie_flags() -> tuple[str, str]:
    """``--partie`` and its English twin ``--match``, each accepted in both languages, the help
    naming first the one of its language."""
    return ("--match", "--partie") if i18n.language() == "en" else ("--partie", "--match")


def deal_flags() -> tuple[str, str]:
    """``--donne`` and its English twin ``--deal``, as ``partie_flags``."""
    return ("--deal", "--donne") if i18n.language() == "en" else ("--donne", "--deal")


def parser() -> Parser:
    """The subcommands and their options, in the current language."""
    main = Parser(prog="belote-tui", description=tr("cli.history_about"))
    commands = main.add_subparsers(dest="command", required=True, title=tr("cli.commands"))
    listing = commands.add_parser("history", help=tr("cli.history"), description=tr("cli.history"))
    listing.add_argument(
        *partie_flags(), dest="partie", type=integer, metavar="N", help=tr("cli.list_partie")
    )
    stats = commands.add_parser("stats", help=tr("cli.stats"), description=tr("cli.stats"))
    stats.add_argument("--json", action="store_true", help=tr("cli.stats_json"))
    export = commands.add_parser("export", help=tr("cli.export"), description=tr("cli.export"))
    which = export.add_mutually_exclusive_group()
    which.add_argument(
        *partie_flags(), dest="partie", type=integer, metavar="N", help=tr("cli.export_partie")
    )
    which.add_argument(*deal_flags(), dest="deal", type=integer, metavar="N", help=tr("cli.export_deal"))
    export.add_argument("--format", choices=("txt", "json"), default="txt", help=tr("cli.export_format"))
    output = tr("cli.export_output")
    export.add_argument("--output", "-o", default=None, metavar=tr("cli.word.file"), help=output)
    for command in (listing, stats, export):
        home = tr("cli.history_home")
        command.add_argument("--home", type=folder_name, default=None, metavar=tr("cli.word.home"), help=home)
        command.add_argument("--lang", choices=("fr", "en"), default=None, help=tr("cli.history_lang"))
    return main


def print_stats(history: History | None, as_json: bool, out: TextIO) -> None:
    """Every figure, overall then by level, as tables or JSON."""
    statistics = history.statistics() if history is not None else compute_statistics([], [])
    if as_json:
        out.write(json.dumps(statistics_json(statistics), ensure_ascii=False, indent=2) + "\n")
        return
    console = Console(file=out, highlight=False)
    if not statistics.overall.parties.dealt:
        console.print(tr("stats.empty"))
        return
    levels = list(statistics.by_level)
    alone = levels[0] if len(levels) == 1 else None  # one opponents' level: the overall table is its own
    tables = [(f"{tr('stats.title')} — {level_title(alone)}", statistics.overall)]
    if alone is None:
        tables += [(level_title(level), figures) for level, figures in statistics.by_level.items()]
    for number, (title, figures) in enumerate(tables):
        if number:
            console.print()
        console.print(figures_table(figures, title=title))
        if figures.challenge:  # the coach's duplicate challenge over these deals, as the screen says it
            console.print(challenge_line(figures))


def titled_table(columns: Sequence[str | Text], title: str) -> Table:
    """A table for the terminal with these headings (a figure's column lined up on the right)."""
    table = Table(title=title, box=box.SIMPLE)
    for heading in columns:
        if isinstance(heading, Text):
            table.add_column(heading.plain, justify=heading.justify or "left")
        else:
            table.add_column(heading)
    return table


def print_list(history: History | None, partie: int | None, out: TextIO) -> None:
    """The parties, the most recent first (or that there are none yet), or one partie's deals in the
    order played, as tables (NotFound when there is no such partie)."""
    console = Console(file=out, highlight=False)
    if partie is None:
        parties = history.parties() if history is not None else []
        if not parties:  # an answer, as « stats » gives one: not a failure
            console.print(tr("hist.empty"))
            return
        table = titled_table(partie_columns(), tr("hist.title"))
        for record in reversed(parties):
            table.add_row(*partie_row(record))
    else:
        found = history.partie(partie) if history is not None else None
        if found is None or history is None:
            raise NotFound(tr("export.not_found", what=tr("export.what.partie", n=partie)))
        table = titled_table(deal_columns(), tr("hist.partie", n=found.id, date=local_date(found)))
        for deal in history.deals(found.id):
            table.add_row(*deal_row(deal))
    console.print(table)


def export(history: History | None, args: argparse.Namespace) -> str:
    """The text or JSON of the deal or partie asked for (NotFound when it is not there)."""
    if history is None:
        raise NotFound(tr("export.none"))
    as_json = args.format == "json"
    if args.deal is not None:
        record = history.deal(args.deal)
        if record is None:
            raise NotFound(tr("export.not_found", what=tr("export.what.deal", n=args.deal)))
        return dump(deal_json(record)) if as_json else deal_text(record)
    if args.partie is not None:
        partie = history.partie(args.partie)
        if partie is None:
            raise NotFound(tr("export.not_found", what=tr("export.what.partie", n=args.partie)))
    else:
        parties = history.parties()
        if not parties:
            raise NotFound(tr("export.none"))
        partie = parties[-1]
    deals = list(history.deals(partie.id))
    return dump(partie_json(partie, deals)) if as_json else partie_text(partie, deals)


def dump(data: dict[str, Any]) -> str:
    """JSON text, readable."""
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def run(argv: Sequence[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run ``history``, ``stats`` or ``export``; the exit status (0 done, 1 nothing to show,
    unreadable, or the output could not be written)."""
    stream = out if out is not None else sys.stdout
    err = err if err is not None else (sys.stderr or io.StringIO())  # no standard error: said nowhere
    i18n.set_language(command_line_language(argv))  # the help's and the errors' language
    args = parser().parse_words(argv)
    if stream is None:  # the standard output is closed (``>&-``)
        err.write(tr("export.unwritable", path=tr("cli.output"), reason=tr("os.closed")) + "\n")
        return 1
    try:
        guarded = GuardedOutput(stream)
        status = answer(args, cast(TextIO, guarded), err)
        guarded.flush()
    except OutputFailed as failed:
        if isinstance(failed.error, BrokenPipeError):  # the reader stopped early (``| head``)
            if stream is sys.stdout:
                silence_standard_output()
            return 1
        err.write(tr("export.unwritable", path=tr("cli.output"), reason=os_reason(failed.error)) + "\n")
        return 1
    return status


def output_refused(output: str, keeper: Keeper) -> str:
    """Why ``--output`` may not be written ("" when it may): no file named, or one of the game's own
    files (the history, the save, the options, a shared table's or one set aside), which the export
    would overwrite with its text."""
    if not output.strip():
        return tr("export.no_name")
    storage = keeper.storage
    own = {FILENAME, f"{FILENAME}-journal", storage.save_path.name, storage.options_path.name}
    own |= {storage.lock_path.name, TABLE_FILE, TOKENS_FILE, PLACE_FILE, JOINED_FILE}
    typed = Path(output).expanduser()
    try:
        root = storage.root.resolve()
        reached = typed.resolve()  # where the writing lands, a link to a game file followed
        named = (typed.parent.resolve() / typed.name, reached)
    except (OSError, RuntimeError):  # a loop of links: writing will say why
        return ""
    for target in named:
        if target.parent == root and (target.name in own or ".corrupt-" in target.name):
            return tr("export.game_file")
    return ""


def answer(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """The command's answer on ``out`` (or in its ``--output`` file), its faults on ``err``."""
    keeper = Keeper(args.home)
    i18n.set_language(args.lang or keeper.read_settings().lang)
    root = keeper.storage.root
    path = root / FILENAME
    try:
        not_a_folder = root.exists() and not root.is_dir()  # « --home » names a file
        present = path.exists()
    except OSError as error:  # a folder, or one it is in, that may not be searched
        err.write(refused_notice(path, error) + "\n")
        return 1
    if not_a_folder:
        err.write(tr("export.no_folder", path=root, reason=tr("os.not_folder")) + "\n")
        return 1
    history: History | None = None
    try:
        if present:
            history = History(path, check=False, read_only=True)
        if args.command == "stats":
            print_stats(history, args.json, out)
            return 0
        if args.command == "history":
            print_list(history, args.partie, out)
            return 0
        text = export(history, args)
    except HistoryError as error:
        err.write(read_notice(error) + "\n")
        return 1
    except NotFound as missing:
        err.write(f"{missing}\n")
        return 1
    finally:
        if history is not None:
            if skipped := skipped_notice(history):  # after what could be read
                err.write(skipped + "\n")
            history.close()
    if args.output is None:
        out.write(text)
        return 0
    refused = output_refused(args.output, keeper)
    if refused:
        err.write(tr("export.unwritable", path=args.output or tr("cli.output"), reason=refused) + "\n")
        return 1
    try:
        Path(args.output).write_text(text, encoding="utf-8")
    except OSError as error:  # no such folder, a folder in the way, a full or read-only disk
        err.write(tr("export.unwritable", path=args.output, reason=os_reason(error)) + "\n")
        return 1
    return 0
