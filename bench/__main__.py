"""``python -m bench [NAME ...]``: run the benchmarks (all when no name is given)."""
from __future__ import annotations

import importlib
import os
import sys

os.environ.setdefault("HF_HUB_OFFLINE", "1")

# The one place benchmarks are registered: name -> module with a ``main()``.
BENCHMARKS: dict[str, str] = {
    "ingest": "bench.ingest",
    "service": "bench.service",
    "search": "bench.search",
    "checks": "bench.checks",
    "crosscheck": "bench.crosscheck",
}


def main(argv: list[str]) -> int:
    names = argv or list(BENCHMARKS)
    unknown = [n for n in names if n not in BENCHMARKS]
    if unknown:
        print(f"unknown benchmark(s) {unknown}; known: {', '.join(BENCHMARKS)}", file=sys.stderr)
        return 2
    for name in names:
        importlib.import_module(BENCHMARKS[name]).main()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
