"""Build the knowledge base artifact: parse everything, write a new database beside the
old one, and swap it in only when every step succeeded.

The artifact is the SQLite file plus its sidecar files (``<db>.<name>``, e.g. the
vector index). It is immutable once built: services open it read-only, and a rebuild
replaces it whole. A failure at any point leaves the previous artifact untouched.
"""

from __future__ import annotations

import importlib
import os
import shutil
import sqlite3
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Callable

import sqlite_utils

from ingest.manifest import DEFAULT_SOURCES
from ingest.pipeline import ParsedDocument, parse_corpus
from kb.artifact import READ_SIDECARS, check_database_file, check_writable, exclusive, new_build_id, read_meta, seal
from kb.artifact import open_kb as open_kb  # re-exported: the notebooks and tests open a KB from here
from kb.errors import KnowledgeBaseUnwritable
from kb.migrations import migrate
from kb.paths import sidecar
from kb.store.database import check_opens, compact
from kb.store.meta import write_meta
from kb.store.records import write_documents

Progress = Callable[[str], None]

# Steps after the records are written, in order ("module:function"); each receives the
# BuildContext. The one place build steps are listed.
BUILD_STEPS: list[str] = [
    "kb.termbase.build:build_termbase",
    "kb.rules.build:build_rule_links",
    "kb.crosscheck.build:build_counterparts",
    "kb.search.build:build_search_index",
]

# What the build tells its progress callback at the start of each phase (a CLI counts them for
# its bar); the steps say more in between ("search: vectors 120/900").
PARSING, WRITING, STEP = "parsing sources", "writing records", "step "
BUILD_PHASES = 2 + len(BUILD_STEPS)


def is_phase(message: str) -> bool:
    """Whether a progress message starts one of the ``BUILD_PHASES``."""
    return message in (PARSING, WRITING) or message.startswith(STEP)


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
    documents: list[dict[str, Any]]  # per document: id, file, lang, kind, lines, records by kind, unaccounted
    steps: list[str]


def build_knowledge_base(
    db_path: Path,
    sources_dir: Path = DEFAULT_SOURCES,
    *,
    with_vectors: bool = True,
    progress: Progress | None = None,
) -> BuildReport:
    db_path = Path(db_path)
    say = progress or (lambda message: None)
    check_writable(db_path.parent)  # a read-only folder is refused before minutes of parsing
    with exclusive(db_path):  # so is a knowledge base a server reads (checked again at the swap)
        pass
    say(PARSING)
    parsed = parse_corpus(Path(sources_dir))  # raises before anything is written
    work = db_path.with_name(db_path.name + ".building")
    db = _open_work(work)
    ctx = BuildContext(
        db=db, work_path=work, parsed=parsed, sources_dir=Path(sources_dir), with_vectors=with_vectors, progress=say
    )
    ran = []
    try:
        migrate(db)
        say(WRITING)
        write_documents(db, parsed)
        for target in BUILD_STEPS:
            module_name, func_name = target.split(":")
            say(STEP + target)
            getattr(importlib.import_module(module_name), func_name)(ctx)
            ran.append(target)
        _finish(db, ctx)
        compact(db)
    except BaseException:
        db.close()
        _remove_artifact(work, ctx.sidecars)
        raise
    db.close()
    _swap_in(work, db_path, ctx.sidecars)
    return BuildReport(db_path=db_path, documents=[summarize(p) for p in parsed], steps=ran)


def rebuild_sidecars(db_path: Path, write: Callable[[BuildContext], None], progress: Progress | None = None) -> str:
    """A new build of an existing knowledge base with some sidecars rewritten (``judgedesk
    index``): the database is copied, ``write(ctx)`` writes sidecars beside the copy
    (``ctx.sidecar(name)``), and the copy is sealed with a new build id and swapped in like
    any build. Sidecars ``write`` leaves alone are carried over. Returns the new build id."""
    db_path = Path(db_path)
    check_database_file(db_path)
    check_writable(db_path.parent)
    work = db_path.with_name(db_path.name + ".building")
    _remove_artifact(work)
    shutil.copyfile(db_path, work)
    db = _open_work(work, fresh=False)
    ctx = BuildContext(db=db, work_path=work, parsed=[], sources_dir=Path("."), progress=progress or (lambda m: None))
    try:
        old = [n for n in (read_meta(db, db_path).get("sidecars") or "").split(",") if n]
        write(ctx)
        for name in old:
            if name not in ctx.sidecars and sidecar(db_path, name).exists():
                shutil.copyfile(sidecar(db_path, name), ctx.sidecar(name))
        build_id = _finish(db, ctx)
    except BaseException:
        db.close()
        _remove_artifact(work, ctx.sidecars)
        raise
    db.close()
    _swap_in(work, db_path, ctx.sidecars)
    return build_id


def _open_work(work: Path, fresh: bool = True) -> sqlite_utils.Database:
    try:
        if fresh:
            _remove_artifact(work)
        db = sqlite_utils.Database(work)
        check_opens(db)  # SQLite opens lazily: fail here, not in a build step
        return db
    except (OSError, sqlite3.OperationalError) as e:
        raise KnowledgeBaseUnwritable(work.parent, str(e)) from None


def _finish(db: sqlite_utils.Database, ctx: BuildContext) -> str:
    """The meta rows of a finished build, its build id sealed into it and its sidecars."""
    build_id = new_build_id()
    write_meta(db, {"built_at": datetime.now(UTC).isoformat(), "sidecars": ",".join(ctx.sidecars)})
    seal(db, ctx.work_path, ctx.sidecars, build_id)
    db.conn.commit()
    return build_id


def summarize(doc: ParsedDocument) -> dict[str, Any]:
    acc = doc.accounting
    return {
        "id": doc.meta.id,
        "file": doc.meta.file,
        "lang": doc.meta.lang,
        "kind": doc.meta.kind.value,
        "lines": acc.total_lines,
        "nonblank_lines": acc.nonblank_lines,
        "records": dict(sorted(acc.records_by_kind.items())),
        "unaccounted": len(acc.unaccounted),
    }


def _swap_in(work: Path, db_path: Path, sidecars: list[str]) -> None:
    # Refused while a server holds the old database (KnowledgeBaseInUse names it). Sidecars
    # first, the database last; a short-lived reader caught between the two renames is
    # refused by the build id (kb.artifact.verify_sidecar), never served a mix.
    try:
        with exclusive(db_path):
            for name in sidecars:
                src = sidecar(work, name)
                if src.exists():
                    os.replace(src, sidecar(db_path, name))
            for name in READ_SIDECARS:  # the replaced build's index (ingest --no-vectors): never the new one's
                if name not in sidecars:
                    sidecar(db_path, name).unlink(missing_ok=True)
            os.replace(work, db_path)
    except BaseException:
        _remove_artifact(work, sidecars)
        raise


def _remove_artifact(work: Path, sidecars: list[str] | None = None) -> None:
    for path in [work, *(sidecar(work, n) for n in (sidecars or []))]:
        for p in (path, Path(str(path) + "-journal"), Path(str(path) + "-wal")):
            if p.exists():
                p.unlink()
