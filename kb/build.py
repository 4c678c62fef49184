"""Build the knowledge base artifact: parse everything, write a new database beside the
old one, and swap it in only when every step succeeded.

The artifact is the SQLite file plus its sidecar files (``<db>.<name>``, e.g. the
vector index). It is immutable once built: services open it read-only, and a rebuild
replaces it whole. A failure at any point leaves the previous artifact untouched.
"""
from __future__ import annotations

import importlib
import os
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable

import sqlite_utils

from ingest.manifest import DEFAULT_SOURCES
from ingest.pipeline import ParsedDocument, parse_corpus
from kb.migrations import migrate
from kb.paths import sidecar
from kb.store import write_documents

Progress = Callable[[str], None]

# Steps after the records are written, in order ("module:function"); each receives the
# BuildContext. The one place build steps are listed.
BUILD_STEPS: list[str] = [
    "kb.termbase.build:build_termbase",
    "kb.rules.build:build_rule_links",
    "kb.search.build:build_search_index",
]


@dataclass
class BuildContext:
    db: sqlite_utils.Database
    work_path: Path  # the database being built
    parsed: list[ParsedDocument]
    sources_dir: Path
    with_vectors: bool = True
    progress: Progress = lambda message: None  # noqa: E731
    sidecars: list[str] = field(default_factory=list)  # names written beside work_path

    def sidecar(self, name: str) -> Path:
        """Path for a sidecar file of the artifact being built; it is swapped in with the db."""
        if name not in self.sidecars:
            self.sidecars.append(name)
        return sidecar(self.work_path, name)


@dataclass
class BuildReport:
    db_path: Path
    documents: list[dict]  # per document: id, file, lang, kind, lines, records by kind, unaccounted
    steps: list[str]


def build_knowledge_base(
    db_path: Path, sources_dir: Path = DEFAULT_SOURCES, *, with_vectors: bool = True,
    progress: Progress | None = None,
) -> BuildReport:
    db_path = Path(db_path)
    say = progress or (lambda message: None)
    say("parsing sources")
    parsed = parse_corpus(Path(sources_dir))  # raises before anything is written
    db_path.parent.mkdir(parents=True, exist_ok=True)
    work = db_path.with_name(db_path.name + ".building")
    _remove_artifact(work)
    db = sqlite_utils.Database(work)
    ctx = BuildContext(db=db, work_path=work, parsed=parsed, sources_dir=Path(sources_dir),
                       with_vectors=with_vectors, progress=say)
    ran = []
    try:
        migrate(db)
        say("writing records")
        write_documents(db, parsed)
        for target in BUILD_STEPS:
            module_name, func_name = target.split(":")
            say(f"step {target}")
            getattr(importlib.import_module(module_name), func_name)(ctx)
            ran.append(target)
        db["kb_meta"].insert_all(
            [{"key": "built_at", "value": datetime.now(timezone.utc).isoformat()},
             {"key": "sidecars", "value": ",".join(ctx.sidecars)}],
            replace=True,
        )
        db.conn.commit()
        db.execute("vacuum")
    except BaseException:
        db.close()
        _remove_artifact(work, ctx.sidecars)
        raise
    db.close()
    _swap_in(work, db_path, ctx.sidecars)
    return BuildReport(db_path=db_path, documents=[summarize(p) for p in parsed], steps=ran)


def summarize(doc: ParsedDocument) -> dict:
    acc = doc.accounting
    return {
        "id": doc.meta.id, "file": doc.meta.file, "lang": doc.meta.lang, "kind": doc.meta.kind.value,
        "lines": acc.total_lines, "nonblank_lines": acc.nonblank_lines,
        "records": dict(sorted(acc.records_by_kind.items())), "unaccounted": len(acc.unaccounted),
    }


def _swap_in(work: Path, db_path: Path, sidecars: list[str]) -> None:
    # Sidecars first, the database last: a reader that opens the new database finds its
    # sidecars already in place (the build id in kb_meta lets readers detect a mismatch).
    for name in sidecars:
        src = sidecar(work, name)
        if src.exists():
            os.replace(src, sidecar(db_path, name))
    os.replace(work, db_path)


def _remove_artifact(work: Path, sidecars: list[str] | None = None) -> None:
    for path in [work, *(sidecar(work, n) for n in (sidecars or []))]:
        for p in (path, Path(str(path) + "-journal"), Path(str(path) + "-wal")):
            if p.exists():
                p.unlink()


def open_kb(db_path: Path, *, readonly: bool = True) -> sqlite_utils.Database:
    """Open a built knowledge base; a missing file raises ``KnowledgeBaseMissing``."""
    from kb.errors import KnowledgeBaseMissing
    import sqlite3

    db_path = Path(db_path)
    if not db_path.is_file():
        raise KnowledgeBaseMissing(f"no knowledge base at {db_path}; run `judgedesk ingest` first")
    if readonly:
        conn = sqlite3.connect(f"file:{db_path}?mode=ro&immutable=1", uri=True, check_same_thread=False)
        return sqlite_utils.Database(conn)
    return sqlite_utils.Database(db_path)
