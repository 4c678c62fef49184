"""The documents of a knowledge base, with record counts and their lines."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import sqlite_utils

from ingest.records import Place
from kb.errors import InvalidLineRange, SourceNotFound
from kb.shown import Shown
from kb.store.sources import line_texts, record_counts, stored_source, stored_sources

# What ``judgedesk sources`` and ``GET /api/sources`` list of each document, in this order.
_LISTED = ("id", "file", "lang", "kind", "title", "set_code", "date", "era", "sha256", "total_lines")


def list_sources(db: sqlite_utils.Database) -> list[dict[str, Any]]:
    """Every document in manifest order, with how many records of each kind it has."""
    return [{**{k: getattr(src, k) for k in _LISTED}, "records": record_counts(db, src.id)} for src in stored_sources(db)]


@dataclass(frozen=True, kw_only=True, slots=True)
class ContextLine(Shown):
    n: int
    text: str
    cited: bool


@dataclass(frozen=True, kw_only=True, slots=True)
class SourceLines(Place, Shown):
    """Cited lines of a document (``lines``) with the lines around them (``context``)."""

    title: str | None = None
    context: tuple[ContextLine, ...]


def source_lines(db: sqlite_utils.Database, source_id: str, first: int, last: int, *, context: int = 3) -> SourceLines:
    """Lines ``first``..``last`` of a source with ``context`` lines around them."""
    src = stored_source(db, source_id)
    if src is None:
        raise SourceNotFound(source_id, [s.id for s in stored_sources(db)], field="source_id")
    if not (1 <= first <= last <= src.total_lines):
        raise InvalidLineRange(f"lines {first}-{last} are outside {src.file} (1-{src.total_lines})", field="lines")
    lo, hi = max(1, first - context), min(src.total_lines, last + context)
    text = line_texts(db, source_id, lo, hi)
    return SourceLines(
        source=source_id,
        file=src.file,
        lines=(first, last),
        lang=src.lang,
        date=src.date,
        title=src.title,
        context=tuple(ContextLine(n=n, text=text.get(n, ""), cited=first <= n <= last) for n in range(lo, hi + 1)),
    )
