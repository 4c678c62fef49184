"""Reading the curated CSV files (data/rules, data/termbase): one reader, so that every
file's rows come with the same line numbers and the same refusals."""

from __future__ import annotations

import csv
from pathlib import Path

from kb.errors import JudgedeskError


def read_curated_rows(
    path: Path, columns: tuple[str, ...], error: type[JudgedeskError], what: str
) -> list[tuple[int, dict[str, str]]]:
    """(line, row) of each non-empty row, every field stripped. ``error`` (the data family's
    own class) names the file and line when the file is missing, lacks one of ``columns`` or
    has a row with more fields than columns (an unquoted comma)."""
    if not path.is_file():
        raise error(f"{path}: {what} file missing")
    with path.open(encoding="utf-8", newline="") as fh:
        reader = csv.DictReader(fh)
        missing = [c for c in columns if c not in (reader.fieldnames or [])]
        if missing:
            raise error(f"{path}: missing column(s) {', '.join(missing)}; expected {', '.join(columns)}")
        rows = []
        for row in reader:
            if None in row:
                raise error(f"{path}:{reader.line_num}: more fields than columns (quote fields that contain commas)")
            clean = {k: (v or "").strip() for k, v in row.items()}
            if any(clean.values()):
                rows.append((reader.line_num, clean))
        return rows
