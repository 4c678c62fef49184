"""Core tables of the knowledge base (migrations m001-m009)."""

from __future__ import annotations

import sqlite_utils

from kb.migrations import migration


@migration
def m001_create_records(db: sqlite_utils.Database) -> None:
    db.table("sources").create(
        {
            "id": str,
            "file": str,
            "lang": str,
            "kind": str,
            "title": str,
            "set_code": str,
            "date": str,
            "era": str,
            "sha256": str,
            "total_lines": int,
            "nonblank_lines": int,
            "seq": int,
        },
        pk="id",
    )
    # One row per record; kind-specific fields live in ``data`` (JSON) so that a new
    # record kind needs no schema change. ``name`` is the card/mechanic name or headword.
    db.table("records").create(
        {
            "id": str,
            "seq": int,
            "kind": str,
            "source": str,
            "file": str,
            "first": int,
            "last": int,
            "lang": str,
            "date": str,
            "text": str,
            "name": str,
            "subject_kind": str,
            "subject": str,
            "subject_id": str,
            "data": str,
        },
        pk="id",
        foreign_keys=[("source", "sources", "id")],
    )
    db.table("records").create_index(["kind"])
    db.table("records").create_index(["source", "first"])
    db.table("records").create_index(["subject_id"])
    # Every name a record can be found by (printed name, face names, headwords), folded
    # for case- and diacritic-insensitive lookup.
    db.table("record_names").create(
        {"record_id": str, "source": str, "kind": str, "name": str, "folded": str, "role": str},
        foreign_keys=[("record_id", "records", "id")],
    )
    db.table("record_names").create_index(["folded"])
    db.table("accounting").create(
        {"source": str, "record_kind": str, "lines": int, "records": int},
        pk=("source", "record_kind"),
    )
    # The source text itself, so the artifact is self-contained (source view, context).
    db.table("source_lines").create({"source": str, "n": int, "text": str}, pk=("source", "n"))
    db.table("kb_meta").create({"key": str, "value": str}, pk="key")
