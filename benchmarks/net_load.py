"""Load of one host serving many shared tables: actions per second, latency, memory per table.

Starts ``python -m belote.net`` (the headless host, one process) on 127.0.0.1, then seats four bot
clients at each of its tables over real WebSocket connections, from client processes of their own
(two by default, ``--client-processes``): the bots' decisions and the decoding of every update are
the clients' cost, not the host's, and in the host's process they would lengthen the latency
measured. Every table plays at full speed (a bot acts as soon as its update arrives).
Measured over a fixed window after a warm-up:

- actions per second applied by the host, all tables together;
- latency: from the moment a client sends its action to the moment the last of the table's four
  clients has the update showing it (median, p95, max);
- CPU per action: the host's, and all client processes' together (user + system time);
- the host's memory: its resident set while serving the tables, less the resident set of the same
  host serving one idle table, divided by the number of tables.

Run it niced on a shared machine: ``nice -n 10 python benchmarks/net_load.py`` (defaults: 50 tables,
10 s measured after 2 s of warm-up). Connections stay on 127.0.0.1, at most 4 x 100 of them (the host
is started with ``--per-address`` raised to match: they all come from one address). The clients
speak protocol version 2: an update carries the sheet, the bids, the tricks... only when they change.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import multiprocessing
import os
import statistics
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from websockets.exceptions import ConnectionClosed

from belote.bots import BOTS
from belote.net.client import TableClient, TableState, state_from_update
from belote.net.protocol import PARTS, parse_host

MAX_TABLES = 100


def rss_kib(pid: int) -> int:
    """The resident memory of a process, in KiB (Linux /proc)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def start_host(tables: int, target: int) -> tuple[subprocess.Popen[str], int, list[str]]:
    """The headless host on 127.0.0.1 and a free port; returns it, its port and the table codes."""
    command = [sys.executable, "-m", "belote.net", "--port", "0", "--tables", str(tables)]
    command += ["--autostart", "4", "--level", "random", "--target", str(target), "--quiet"]
    command += ["--per-address", str(4 * tables)]  # every client connects from 127.0.0.1
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None
    info = json.loads(process.stdout.readline())
    return process, info["port"], info["codes"]


class Meter:
    """Send and receive times of every action, by table and action number."""

    def __init__(self) -> None:
        self.sent: dict[tuple[int, int], float] = {}
        self.received: dict[tuple[int, int], list[float]] = defaultdict(list)
        self.window = (0.0, 0.0)

    def latencies(self) -> list[float]:
        """Milliseconds from send to the fourth client's receipt, for actions sent in the window."""
        start, end = self.window
        result = []
        for key, sent in self.sent.items():
            times = self.received.get(key, [])
            if start <= sent < end and len(times) == 4:
                result.append((max(times) - sent) * 1000)
        return result

    def actions(self) -> int:
        """Actions (bot seats' and clients') whose update reached the table within the window."""
        start, end = self.window
        return sum(1 for times in self.received.values() if times and start <= min(times) < end)


async def player(meter: Meter, table: int, client: TableClient, level: str, stop: asyncio.Event) -> None:
    """A bot client: notes when each update arrives and acts on its turn (timing its action). As a
    load generator it decodes the whole view only on its turn, the moment a player needs it; the
    parts an update carries only when they change (the sheet...) are kept until then."""
    events = 0
    bot = BOTS[level](seed=table * 4 + client.seat)
    answered: tuple[object, ...] = ()
    state: TableState | None = None
    parts: dict[str, Any] = {}
    with contextlib.suppress(ConnectionClosed):
        while not stop.is_set():
            data = parse_host(await client.ws.recv())
            now = time.monotonic()
            if data["type"] != "update":
                continue
            parts.update((name, data[name]) for name in PARTS if name in data)
            if data.get("event") is not None:
                events += 1
                meter.received[(table, events)].append(now)
            public = data["table"]
            deal = public.get("deal")
            if deal is None:
                continue
            position = (public["manche"], public["deal_number"], public["actions"])
            if position == answered:
                continue
            if public["phase"] == "summary":
                answered = position
                await client.send("ready")
            elif public["phase"] == "playing" and deal["to_play"] == data["seat"] and data["legal"]:
                answered = position
                state = state_from_update({**data, **parts}, state)
                parts.clear()
                assert state.view is not None
                action = bot.choose(state.view)
                meter.sent[(table, events + 1)] = time.monotonic()
                await client.act(action)


async def seat_and_play(
    port: int, tables: list[tuple[int, str]], level: str, seated: Any, stop: Any
) -> Meter:
    """One client process's share: four bot clients at each of ``tables`` until ``stop`` is set."""
    meter, done = Meter(), asyncio.Event()
    clients = []
    for number, code in tables:
        for seat in range(4):
            client = await TableClient.join(f"127.0.0.1:{port}", code, f"bot{number}-{seat}")
            clients.append((number, client))
    tasks = [asyncio.create_task(player(meter, number, client, level, done)) for number, client in clients]
    seated.set()
    await asyncio.to_thread(stop.wait)
    done.set()
    for _, client in clients:
        await client.close()
    if tasks:
        await asyncio.wait(tasks, timeout=10)
    return meter


def client_process(
    port: int, tables: list[tuple[int, str]], level: str, seated: Any, stop: Any, out: Any
) -> None:
    """The entry point of a client process: plays its tables and sends back its meter's times."""
    meter = asyncio.run(seat_and_play(port, tables, level, seated, stop))
    out.send((meter.sent, dict(meter.received)))


async def run(args: argparse.Namespace) -> None:
    """Seat the clients (in their own processes), play for warm-up + window, and print the figures."""
    idle, _, _ = start_host(1, args.target)
    time.sleep(1.0)
    idle_rss = rss_kib(idle.pid)
    idle.terminate()
    idle.wait(10)
    process, port, codes = start_host(args.tables, args.target)
    context = multiprocessing.get_context("spawn")
    stop = context.Event()
    workers = []
    try:
        parts = min(args.client_processes, args.tables)
        for part in range(parts):
            share = [(n, code) for n, code in enumerate(codes) if n % parts == part]
            seated, (receiver, sender) = context.Event(), context.Pipe(duplex=False)
            worker = context.Process(
                target=client_process, args=(port, share, args.client_level, seated, stop, sender)
            )
            worker.start()
            workers.append((worker, seated, receiver))
        for _, seated, _ in workers:
            if not await asyncio.to_thread(seated.wait, 60):
                raise RuntimeError("a client process could not seat its clients")
        await asyncio.sleep(args.warmup)
        pids = [worker.pid for worker, _, _ in workers if worker.pid is not None]
        start, host_cpu = time.monotonic(), cpu_seconds(process.pid)
        clients_cpu = sum(cpu_seconds(pid) for pid in pids)
        await asyncio.sleep(args.seconds)
        end = time.monotonic()
        host_cpu = cpu_seconds(process.pid) - host_cpu
        clients_cpu = sum(cpu_seconds(pid) for pid in pids) - clients_cpu
        rss = rss_kib(process.pid)
        stop.set()
        meter = Meter()
        meter.window = (start, end)
        for _, _, receiver in workers:
            if not await asyncio.to_thread(receiver.poll, 30):
                raise RuntimeError("a client process did not report")
            sent, received = receiver.recv()
            meter.sent.update(sent)
            meter.received.update(received)
    finally:
        stop.set()
        for worker, _, _ in workers:
            worker.join(10)
        process.terminate()
        process.wait(10)
    latencies = sorted(meter.latencies())
    p95 = latencies[int(0.95 * (len(latencies) - 1))] if latencies else float("nan")
    print(
        f"{args.tables} tables x 4 bot clients in {len(workers)} client process(es), "
        f"{args.seconds:.0f} s measured after {args.warmup:.0f} s warm-up"
    )
    print(f"actions applied: {meter.actions() / args.seconds:,.0f} per second (all tables)")
    print(
        f"latency action -> all 4 clients updated: median {statistics.median(latencies):.1f} ms, "
        f"p95 {p95:.1f} ms, max {latencies[-1]:.1f} ms ({len(latencies)} client actions)"
    )
    actions = max(1, meter.actions())
    print(
        f"CPU per action: host {host_cpu / actions * 1000:.2f} ms,"
        f" the clients {clients_cpu / actions * 1000:.2f} ms"
        f" (host {host_cpu / args.seconds:.0%} of a core, clients {clients_cpu / args.seconds:.0%})"
    )
    per_table = (rss - idle_rss) / args.tables
    print(
        f"host memory: {rss / 1024:.1f} MiB serving, {idle_rss / 1024:.1f} MiB idle"
        f" -> {per_table:.0f} KiB per table"
    )


def main() -> None:
    """Parse the options and run the benchmark."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--tables", type=int, default=50, help=f"tables (1-{MAX_TABLES})")
    parser.add_argument("--seconds", type=float, default=10.0, help="measured window (at most 60)")
    parser.add_argument("--warmup", type=float, default=2.0, help="seconds before measuring")
    parser.add_argument("--target", type=int, default=5000, help="manche target (high: the parties last)")
    parser.add_argument("--client-level", choices=tuple(BOTS), default="random", help="the clients' bot")
    parser.add_argument("--client-processes", type=int, default=2, help="processes the clients run in (1-4)")
    args = parser.parse_args()
    processes_ok = 1 <= args.client_processes <= 4
    if not 1 <= args.tables <= MAX_TABLES or not 0 < args.seconds <= 60 or not processes_ok:
        parser.error(f"--tables must be 1-{MAX_TABLES}, --seconds at most 60, --client-processes 1-4")
    asyncio.run(asyncio.wait_for(run(args), args.warmup + args.seconds + 120))


if __name__ == "__main__":
    main()
