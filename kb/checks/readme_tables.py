"""The two tables issue 13 asks the README to show — the rulings the checks back and the peer
engine tests translated into checks — generated from the data, never copied by hand. They sit in
README.md between ``<!-- generated: NAME -->`` and ``<!-- end: NAME -->``; a test fails when
they are stale.

    python -m kb.checks.readme_tables --write    # regenerate the tables in README.md
    python -m kb.checks.readme_tables --check    # exit 1 when they are stale

Counts only, no shares: the README copies no measured figure (tests/test_docs.py), and a count
read off the committed data is no measurement. A ruling counts as backed when a bundled check
links it; that every bundled check passes is what ``judgedesk check --all`` and the test suite
prove, and the trust page (``make trust``) counts only passing checks.
"""

from __future__ import annotations

import argparse
import csv
import re
import sys
from collections import Counter
from pathlib import Path

from kb.checks.ruling_coverage import ruling_coverage

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
PEER_TESTS_CSV = ROOT / "data" / "checks" / "peer-tests.csv"
_BLOCK = re.compile(r"(<!-- generated: (?P<name>[a-z-]+) -->\n)(?P<body>.*?)(<!-- end: (?P=name) -->)", re.S)


def ruling_table() -> str:
    """Rulings by document: all, game-rules, game-rules linked by a check, and those listed in
    unexpressible.csv with what the format lacks (the rest of the unbacked ones)."""
    coverage = ruling_coverage()
    total = Counter(r.source for r in coverage.rulings)
    game = Counter(r.source for r in coverage.game_rules())
    backed = Counter(r.source for r in coverage.game_rules() if coverage.backed[r.record_id])
    lines = [
        "| document | rulings | game-rules rulings | backed by a check | unbacked (reason in `unexpressible.csv`) |",
        "|---|---:|---:|---:|---:|",
    ]
    for source in sorted(total):
        lines.append(f"| `{source}` | {total[source]} | {game[source]} | {backed[source]} | {game[source] - backed[source]} |")
    t, g, b = sum(total.values()), sum(game.values()), sum(backed.values())
    lines.append(f"| all | {t} | {g} | {b} | {g - b} |")
    return "\n".join(lines) + "\n"


def peer_table(path: Path = PEER_TESTS_CSV) -> str:
    """Peer engine tests by source repository and commit: considered, translated into a bundled
    check, and listed as not expressible (with the missing feature in the table)."""
    with path.open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    groups: dict[str, list[dict[str, str]]] = {}
    for row in rows:
        groups.setdefault(f"{row['source_repo']}@{row['commit'][:8]}", []).append(row)
    lines = [
        "| peer engine (commit) | tests | mechanics | translated into a check | not expressible |",
        "|---|---:|---:|---:|---:|",
    ]
    for source, group in sorted(groups.items()):
        status = Counter(r["status"] for r in group)
        mechanics = len({r["mechanic"] for r in group})
        lines.append(f"| `{source}` | {len(group)} | {mechanics} | {status['translated']} | {status['not expressible']} |")
    return "\n".join(lines) + "\n"


BLOCKS = {"ruling-coverage": ruling_table, "peer-tests": peer_table}


def render(text: str) -> str:
    """``text`` with every generated block of README.md rewritten."""

    def fill(m: re.Match[str]) -> str:
        name = m.group("name")
        if name not in BLOCKS:
            raise KeyError(f"README.md names an unknown generated block {name!r}; known: {sorted(BLOCKS)}")
        return m.group(1) + BLOCKS[name]() + m.group(4)

    return _BLOCK.sub(fill, text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--write", action="store_true", help="regenerate the tables in README.md")
    mode.add_argument("--check", action="store_true", help="exit 1 when README.md's tables are stale")
    args = parser.parse_args(argv)
    text = README.read_text(encoding="utf-8")
    fresh = render(text)
    if args.write:
        README.write_text(fresh, encoding="utf-8")
        return 0
    if fresh != text:
        print("README.md's generated tables are stale: run python -m kb.checks.readme_tables --write", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
