"""``kb_meta``: a build's key/value facts (build id, when it was built, its sidecars and their
digests), written when a build finishes and read by whoever must check a sidecar or report
the build (kb.artifact, the service's health route)."""

from __future__ import annotations

from typing import Any


def write_meta(db: Any, values: dict[str, str]) -> None:
    """Set these keys of ``kb_meta`` (replacing what a copied build held); ``db`` is a
    sqlite_utils Database."""
    db.table("kb_meta").insert_all([{"key": k, "value": v} for k, v in values.items()], replace=True)


def read_meta_rows(db: Any) -> dict[str, str]:
    """Every key of ``kb_meta``; ``db`` is a sqlite_utils Database or a sqlite3 connection
    (sqlite3.DatabaseError when the file is not a readable knowledge base)."""
    return {key: value for key, value in db.execute("select key, value from kb_meta").fetchall()}
