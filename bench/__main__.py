"""``python -m bench [--record FILE] [NAME ...]``: run the benchmarks (all when no name is given).

``--record FILE`` also writes the tables as a Markdown page with the date, the commit and the
machine they were measured on (``make bench`` records ``docs/bench-last-run.md``)."""

from __future__ import annotations

import datetime
import importlib
import os
import platform
import subprocess
import sys
from pathlib import Path

from bench._table import PRINTED

os.environ.setdefault("HF_HUB_OFFLINE", "1")

# The one place benchmarks are registered: name -> module with a ``main()``.
BENCHMARKS: dict[str, str] = {
    "ingest": "bench.ingest",
    "service": "bench.service",
    "search": "bench.search",
    "checks": "bench.checks",
    "crosscheck": "bench.crosscheck",
    "trust": "bench.trust",
    "evaluation": "bench.evaluation",
}


def _commit() -> str:
    try:
        out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=True)
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], capture_output=True, text=True)
        return out.stdout.strip() + (" (with uncommitted changes)" if dirty.stdout.strip() else "")
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


# Pages recorded from one benchmark alone: their title and where their figures are explained.
_TITLES = {("trust",): "# Trust figures: the last recorded run", ("evaluation",): "# Search evaluation: the last recorded run"}
_MEANING = {
    ("trust",): "What the figures mean: [Trust, measured](guide/trust.md).",
    ("evaluation",): "What the figures mean: [Evaluation](evaluation.md).",
}


def record(path: Path, names: list[str], tables: list[str]) -> None:
    when = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")
    head = [
        _TITLES.get(tuple(names), "# Benchmarks: the last recorded run"),
        "",
        "<!-- written by `python -m bench --record` (make bench, make trust, make evaluation); do not edit -->",
        "",
        f"Measured {when} at commit {_commit()} on {platform.node() or 'an unnamed host'} "
        f"({os.cpu_count()} CPUs, Python {platform.python_version()}); benchmarks run: {', '.join(names)}. "
        + _MEANING.get(
            tuple(names), "Every table carries its baseline measured in the same run; see [Benchmarks](benchmarks.md)."
        ),
        "",
    ]
    body = [f"```text\n{table}\n```\n" for table in tables]
    path.write_text("\n".join(head + body), encoding="utf-8")


def main(argv: list[str]) -> int:
    record_to = None
    if "--record" in argv:
        at = argv.index("--record")
        if at + 1 >= len(argv):
            print("--record needs a file name", file=sys.stderr)
            return 2
        record_to = Path(argv[at + 1])
        argv = argv[:at] + argv[at + 2 :]
    names = argv or list(BENCHMARKS)
    unknown = [n for n in names if n not in BENCHMARKS]
    if unknown:
        print(f"unknown benchmark(s) {unknown}; known: {', '.join(BENCHMARKS)}", file=sys.stderr)
        return 2
    for name in names:
        importlib.import_module(BENCHMARKS[name]).main()
    if record_to is not None:
        record(record_to, names, PRINTED)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
