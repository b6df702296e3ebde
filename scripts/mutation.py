"""Mutation measurement: how many planted bugs the bots' and the app's tests catch (not part of CI).

mutmut 3 (the ``mutation`` extra) writes every mutant of the packages named in ``[tool.mutmut]`` under
``mutants/``. This script draws a seeded random sample of them per package, has mutmut run that
sample, and reports each package's kill rate with its 95% (Wilson) interval, leaving out the
mutants listed as equivalent in docs/testing.md. Run it through ``scripts/mutation.sh`` (niced).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MUTANTS = ROOT / "mutants"
DOC = ROOT / "docs" / "testing.md"
KILLED = {1, 3, 36, -24, 24, 152, 255}
"""mutmut exit codes counted as caught: a failing test, or the suite timing out on the mutant."""
PACKAGES = ("bots", "tui", "history", "coach")


def mutmut(*args: str) -> int:
    """Run mutmut in the project root (its own output goes to the terminal)."""
    return subprocess.call([sys.executable, "-m", "mutmut", *args], cwd=ROOT)


GENERATE = """
import os
from mutmut.__main__ import create_mutants, store_lines_covered_by_tests
from mutmut.utils.file_utils import copy_also_copy_files, copy_src_dir, setup_source_paths
os.makedirs("mutants", exist_ok=True)
copy_src_dir()
copy_also_copy_files()
setup_source_paths()
store_lines_covered_by_tests()
create_mutants({children})
"""
"""mutmut's own first step (writing the mutants), without the test runs its ``run`` command adds."""


def generate(children: int) -> None:
    """Write every mutant under ``mutants/`` (about a minute), so that a sample can be drawn."""
    code = subprocess.call([sys.executable, "-c", GENERATE.format(children=children)], cwd=ROOT)
    if code:
        raise SystemExit(f"generating the mutants failed (exit {code})")


def exit_codes() -> dict[str, int | None]:
    """Every mutant mutmut knows, with its last result (None: not run yet)."""
    codes: dict[str, int | None] = {}
    for meta in sorted(MUTANTS.glob("belote/**/*.py.meta")):
        codes.update(json.loads(meta.read_text(encoding="utf-8")).get("exit_code_by_key", {}))
    return codes


def equivalent() -> set[str]:
    """The mutant names docs/testing.md lists as equivalent (each with its reason there)."""
    if not DOC.exists():
        return set()
    text = DOC.read_text(encoding="utf-8")
    table = text[text.find("### Equivalent mutants") :] if "### Equivalent mutants" in text else ""
    return set(re.findall(r"`(belote\.[\w.]+__mutmut_\d+)`", table))


def package_of(name: str) -> str:
    """``belote.bots.play.x_f__mutmut_3`` -> ``bots``."""
    return name.split(".")[1]


def wilson(killed: int, total: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion ``killed / total``."""
    if total == 0:
        return (0.0, 1.0)
    z = 1.96
    p = killed / total
    centre = (p + z * z / (2 * total)) / (1 + z * z / total)
    half = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / (1 + z * z / total)
    return (max(0.0, centre - half), min(1.0, centre + half))


def choose(codes: dict[str, int | None], packages: list[str], size: int, seed: int) -> list[str]:
    """A seeded sample of ``size`` mutants per package (all of them when ``size`` is 0)."""
    chosen: list[str] = []
    for package in packages:
        names = sorted(name for name in codes if package_of(name) == package)
        if size and len(names) > size:
            names = sorted(random.Random(f"{seed}:{package}").sample(names, size))
        chosen.extend(names)
    return chosen


def report(chosen: list[str], packages: list[str]) -> dict[str, object]:
    """Kill rates per package over the sampled mutants that are not listed as equivalent."""
    codes = exit_codes()
    skip = equivalent()
    figures: dict[str, object] = {}
    for package in packages:
        names = [n for n in chosen if package_of(n) == package]
        if not names:
            continue
        measured = [n for n in names if n not in skip]
        unrun = [n for n in measured if codes.get(n) is None]
        survivors = sorted(n for n in measured if codes.get(n) is not None and codes[n] not in KILLED)
        total = len(measured) - len(unrun)
        killed = total - len(survivors)
        low, high = wilson(killed, total)
        figures[package] = {
            "population": sum(1 for n in codes if package_of(n) == package),
            "sampled": len(names),
            "equivalent": len(names) - len(measured),
            "not_run": len(unrun),
            "killed": killed,
            "measured": total,
            "rate": killed / total if total else None,
            "ci95": [low, high],
            "survivors": survivors,
        }
        print(
            f"{package}: {killed}/{total} killed = {100 * killed / max(total, 1):.1f}% "
            f"(95% CI {100 * low:.1f}-{100 * high:.1f}%), sample of {len(names)} "
            f"among {figures[package]['population']} mutants, {len(names) - len(measured)} equivalent"  # type: ignore[index]
        )
        for name in survivors:
            print(f"  survived: {name}")
    return figures


def main(argv: list[str] | None = None) -> None:
    """Generate the mutants, run a seeded sample of them, print and save the kill rates."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("packages", nargs="*", help=f"among {', '.join(PACKAGES)} (default: bots tui)")
    parser.add_argument("--sample", type=int, default=150, help="mutants per package (0: all)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the sample (default 1)")
    parser.add_argument("--children", type=int, default=2, help="mutants tested at once (default 2)")
    parser.add_argument("--report-only", action="store_true", help="report the last run's results")
    parser.add_argument(
        "--resume", action="store_true", help="run only the sampled mutants without a result yet"
    )
    parser.add_argument(
        "--names",
        type=Path,
        default=None,
        help="a file of mutant names (one a line) to run instead of a sample",
    )
    args = parser.parse_args(argv)
    packages = args.packages or ["bots", "tui"]
    unknown = [p for p in packages if p not in PACKAGES]
    if unknown:
        parser.error(f"unknown package(s) {', '.join(unknown)}; choose among {', '.join(PACKAGES)}")
    if not args.report_only:
        # The mutants are written first, so that the sample can be drawn from their names; mutmut's
        # run then collects which tests cover which function, checks the suite passes, and tests them.
        generate(args.children)
    if args.names is not None:
        listed = set(args.names.read_text(encoding="utf-8").split())
        chosen = sorted(n for n in exit_codes() if n in listed and package_of(n) in packages)
    else:
        chosen = choose(exit_codes(), packages, args.sample, args.seed)
    if not chosen:
        raise SystemExit("no mutants: is the package listed in [tool.mutmut] only_mutate?")
    todo = [n for n in chosen if exit_codes().get(n) is None] if args.resume else chosen
    if not args.report_only and todo:
        mutmut("run", "--max-children", str(args.children), *todo)
    figures = report(chosen, packages)
    out = MUTANTS / "mutation-report.json"
    out.write_text(json.dumps({"seed": args.seed, "sample": args.sample, **figures}, indent=2))
    print(f"figures written to {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
