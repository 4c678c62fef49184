"""Reading the review and gold CSV files in the rule tests: rows as dicts, rule cells as numbers."""

from __future__ import annotations

import csv
from pathlib import Path


def read_rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh))


def rule_numbers(cell: str) -> list[str]:
    """The rule numbers of a pipe-separated cell ("702.62a|116.2f"), empty ones dropped."""
    return [n for n in cell.split("|") if n]
