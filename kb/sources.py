"""The documents of a knowledge base, with record counts and their lines."""

from __future__ import annotations

from typing import Any

import sqlite_utils

from kb.errors import InvalidLineRange, SourceNotFound


def list_sources(db: sqlite_utils.Database) -> list[dict[str, Any]]:
    out = []
    for row in db.query("select * from sources order by seq"):
        counts = {
            r["kind"]: r["n"]
            for r in db.query("select kind, count(*) n from records where source = ? group by kind order by kind", [row["id"]])
        }
        out.append(
            {
                **{
                    k: row[k] for k in ("id", "file", "lang", "kind", "title", "set_code", "date", "era", "sha256", "total_lines")
                },
                "records": counts,
            }
        )
    return out


def source_lines(db: sqlite_utils.Database, source_id: str, first: int, last: int, *, context: int = 3) -> dict[str, Any]:
    """Lines ``first``..``last`` of a source with ``context`` lines around them."""
    rows = list(db.query("select * from sources where id = ?", [source_id]))
    if not rows:
        known = [r["id"] for r in db.query("select id from sources order by seq")]
        raise SourceNotFound(source_id, known, field="source_id")
    src = rows[0]
    if not (1 <= first <= last <= src["total_lines"]):
        raise InvalidLineRange(f"lines {first}-{last} are outside {src['file']} (1-{src['total_lines']})", field="lines")
    lo, hi = max(1, first - context), min(src["total_lines"], last + context)
    text = {
        r["n"]: r["text"]
        for r in db.query("select n, text from source_lines where source = ? and n between ? and ?", [source_id, lo, hi])
    }
    return {
        "source": source_id,
        "file": src["file"],
        "lang": src["lang"],
        "date": src["date"],
        "title": src["title"],
        "lines": [first, last],
        "context": [{"n": n, "text": text.get(n, ""), "cited": first <= n <= last} for n in range(lo, hi + 1)],
    }
