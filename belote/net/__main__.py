"""``python -m belote.net``: a headless host serving shared tables (for a server, or the load benchmark).

Each table seats players in order of arrival (seat 0 first) and starts once ``--autostart`` of them
have joined; bots play the other seats. The table codes are printed as one JSON line.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import signal
import sys
from collections.abc import Sequence

from belote.bots import BOTS
from belote.engine import Rules
from belote.net.door import PER_ADDRESS
from belote.net.host import Host, tls_context
from belote.net.protocol import DEFAULT_PORT
from belote.net.table import Table


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(prog="python -m belote.net", description=__doc__)
    parser.add_argument("--address", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help="port (0: any free port)")
    parser.add_argument("--tables", type=int, default=1, help="number of tables (1-500)")
    parser.add_argument("--autostart", type=int, default=4, help="players that start a table (1-4)")
    parser.add_argument("--level", choices=tuple(BOTS), default="heuristic", help="level of the bots")
    parser.add_argument("--target", type=int, default=1000, help="points of a manche")
    parser.add_argument("--away", type=float, default=60.0, help="seconds before a bot plays for the absent")
    parser.add_argument("--cert", default=None, help="TLS certificate chain (PEM): serve wss://")
    parser.add_argument("--key", default=None, help="the certificate's private key (PEM)")
    parser.add_argument("--behind-proxy", action="store_true", help="count addresses by X-Forwarded-For")
    parser.add_argument(
        "--per-address",
        type=int,
        default=PER_ADDRESS,
        help=f"open connections per address (default {PER_ADDRESS})",
    )
    parser.add_argument("--quiet", action="store_true", help="log only errors")
    args = parser.parse_args(argv)
    if not 1 <= args.tables <= 500 or not 1 <= args.autostart <= 4 or not 1 <= args.per_address <= 2000:
        parser.error("--tables must be 1-500, --autostart 1-4 and --per-address 1-2000")
    if (args.cert is None) != (args.key is None):
        parser.error("--cert and --key go together")
    return args


async def serve(args: argparse.Namespace) -> None:
    """Serve the tables until interrupted."""
    host = Host(behind_proxy=args.behind_proxy, per_address=args.per_address)
    rules = Rules(target=args.target)
    for _ in range(args.tables):
        table = Table(rules=rules, bot_level=args.level, away_timeout=args.away, hosted=False)
        table.autostart = args.autostart
        host.add(table)
    tls = tls_context(args.cert, args.key) if args.cert and args.key else None
    async with host.serving(args.address, args.port, tls) as server:
        port = next(iter(server.sockets)).getsockname()[1]
        print(json.dumps({"port": port, "codes": [t.code for t in host.tables]}), flush=True)
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, stop.set)
        await stop.wait()


def main(argv: Sequence[str] | None = None) -> None:
    """Run the headless host."""
    args = parse_args(argv)
    logging.basicConfig(level=logging.ERROR if args.quiet else logging.INFO, stream=sys.stderr)
    asyncio.run(serve(args))


if __name__ == "__main__":
    main()
