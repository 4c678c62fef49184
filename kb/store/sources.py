"""The documents (kb.sources, kb.export): the ``sources`` table and each document's lines."""

from __future__ import annotations

from dataclasses import dataclass, fields

import sqlite_utils


@dataclass(frozen=True, slots=True)
class StoredSource:
    """A document of the knowledge base as ingested (a row of ``sources``)."""

    id: str
    file: str
    lang: str
    kind: str
    """the document kind (``ingest.manifest.DocKind``): release-notes, faq, glossary, …"""
    title: str
    set_code: str | None
    date: str | None
    era: str
    sha256: str
    total_lines: int
    nonblank_lines: int
    seq: int
    """its place in the manifest: documents are listed and exported in this order"""


_SOURCE_COLUMNS = ", ".join(f.name for f in fields(StoredSource))


def stored_sources(db: sqlite_utils.Database) -> list[StoredSource]:
    """Every document, in manifest order."""
    return [StoredSource(**row) for row in db.query(f"select {_SOURCE_COLUMNS} from sources order by seq")]


def stored_source(db: sqlite_utils.Database, source_id: str) -> StoredSource | None:
    """The document ``source_id``, or None when the knowledge base has none by that id."""
    rows = list(db.query(f"select {_SOURCE_COLUMNS} from sources where id = ?", [source_id]))
    return StoredSource(**rows[0]) if rows else None


def record_counts(db: sqlite_utils.Database, source_id: str) -> dict[str, int]:
    """record kind -> how many records of that kind the document has (kinds alphabetical)."""
    sql = "select kind, count(*) n from records where source = ? group by kind order by kind"
    return {row["kind"]: row["n"] for row in db.query(sql, [source_id])}


def line_texts(db: sqlite_utils.Database, source_id: str, first: int, last: int) -> dict[int, str]:
    """line number -> its text as stored, for lines ``first``..``last`` of the document."""
    sql = "select n, text from source_lines where source = ? and n between ? and ?"
    return {row["n"]: row["text"] for row in db.query(sql, [source_id, first, last])}
