"""The knowledge base artifact as one unit: the database and its sidecar files belong to one
build, named by a build id, and nothing of another build is read with them.

- ``seal``: the build id and each sidecar's size and SHA-256 go into the database
  (``kb_meta``); a JSON sidecar also carries the build id itself.
- ``check_database_file``: a missing, truncated or foreign file is refused (exit 4 / 503)
  before SQLite reads a page of it; ``open_kb`` opens a checked file (read-only by default).
- ``verify_sidecar``: a reader refuses a sidecar of another build (``BuildMismatch``).
- ``ReaderLock`` / ``exclusive``: a server holds a shared lock on the database file it serves;
  ingest takes the exclusive lock before replacing that file, so it refuses while a server
  reads it, naming the process, instead of mixing two builds under the server.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import sqlite3
import uuid
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Iterator

import sqlite_utils

from kb.errors import BuildMismatch, KnowledgeBaseInUse, KnowledgeBaseMissing, KnowledgeBaseUnusable, KnowledgeBaseUnwritable
from kb.paths import sidecar
from kb.store.meta import read_meta_rows, write_meta

_SQLITE_MAGIC = b"SQLite format 3\x00"

# The sidecars readers look for beside any database (the vector index and its ids). A build that
# did not write one has no digest for it: one found there anyway is another build's, never used.
READ_SIDECARS = ("faiss", "faiss.json")


def new_build_id() -> str:
    """Sortable by time, unique across machines: ``20261125T130000Z-1a2b3c4d``."""
    return f"{datetime.now(UTC):%Y%m%dT%H%M%SZ}-{uuid.uuid4().hex[:8]}"


def digest(path: Path) -> dict[str, Any]:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return {"size": path.stat().st_size, "sha256": h.hexdigest()}


def seal(db: Any, work_path: Path, sidecars: list[str], build_id: str) -> None:
    """Stamp the build id into JSON sidecars, then record every sidecar's digest in ``kb_meta``."""
    for name in sidecars:
        path = sidecar(work_path, name)
        if path.suffix == ".json" and path.exists():
            doc = json.loads(path.read_text(encoding="utf-8"))
            if isinstance(doc, dict):
                doc["build_id"] = build_id
                path.write_text(json.dumps(doc), encoding="utf-8")
    digests = {name: digest(sidecar(work_path, name)) for name in sidecars if sidecar(work_path, name).exists()}
    write_meta(db, {"build_id": build_id, "sidecar_digests": json.dumps(digests, sort_keys=True)})


def check_database_file(db_path: Path) -> None:
    """Refuse a file that is missing, unreadable, not SQLite, or shorter than its header says."""
    db_path = Path(db_path)
    if not db_path.is_file():
        raise KnowledgeBaseMissing(f"no knowledge base at {db_path}; run `judgedesk ingest` first")
    try:
        with open(db_path, "rb") as f:
            header = f.read(100)
    except OSError as e:
        raise KnowledgeBaseUnusable(db_path, f"cannot be read ({e.strerror})") from None
    if len(header) < 100 or not header.startswith(_SQLITE_MAGIC):
        raise KnowledgeBaseUnusable(db_path, "is not an SQLite database")
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(header[28:32], "big")
    if pages and db_path.stat().st_size < pages * page_size:
        raise KnowledgeBaseUnusable(
            db_path, f"is truncated ({db_path.stat().st_size:,} bytes; its header says {pages * page_size:,})"
        )


def read_meta(db: Any, db_path: Path) -> dict[str, str]:
    try:
        return read_meta_rows(db)
    except sqlite3.DatabaseError as e:
        raise KnowledgeBaseUnusable(db_path, f"cannot be read ({e})") from None


def verify_sidecar(db_path: Path, name: str, meta: dict[str, str] | None = None) -> None:
    """Refuse the sidecar ``name`` beside ``db_path`` unless it is the one its build wrote.

    A database built before build ids existed has no digests, and a sidecar written without a
    database (a unit test's index) has nothing to compare with: both are accepted. Beside a
    sealed database, a sidecar it has no digest for is refused like a changed one."""
    db_path = Path(db_path)
    if meta is None and not db_path.exists():
        return
    if meta is None:
        db = open_kb(db_path)
        try:
            meta = read_meta(db, db_path)
        finally:
            db.close()
    if "sidecar_digests" not in meta:
        return
    digests = json.loads(meta["sidecar_digests"] or "{}")
    path = sidecar(db_path, name)
    if name not in digests:
        if path.exists():  # e.g. left by a build with vectors, then `ingest --no-vectors`
            raise BuildMismatch(
                db_path,
                f"has a sidecar {path.name} of another build (build {meta.get('build_id')} wrote none)",
                "remove it, or run `judgedesk index` to build this build's own",
            )
        return
    if not path.exists():
        raise BuildMismatch(db_path, f"its sidecar {path.name} is missing")
    if digest(path) != digests[name]:
        raise BuildMismatch(
            db_path, f"its sidecar {path.name} belongs to another build than the database (build {meta.get('build_id')})"
        )


def artifact_problems(db_path: Path, meta: dict[str, str]) -> list[str]:
    """Every sidecar that does not match the database's build (empty when the artifact is whole):
    the ones it sealed, and any a reader would use that it did not."""
    problems = []
    sealed = list(json.loads(meta.get("sidecar_digests") or "{}"))
    for name in sealed + [n for n in READ_SIDECARS if n not in sealed and sidecar(db_path, n).exists()]:
        try:
            verify_sidecar(db_path, name, meta)
        except BuildMismatch as e:
            problems.append(str(e))
    return problems


class ReaderLock:
    """A shared lock on the database file a server serves, held while it runs; ``replaced()``
    says whether the path now names another file than the one locked."""

    def __init__(self, db_path: Path):
        self.db_path = Path(db_path)
        self._fd: int | None = None
        self._inode: tuple[int, int] | None = None

    def acquire(self) -> "ReaderLock":
        fd = os.open(self.db_path, os.O_RDONLY)
        fcntl.flock(fd, fcntl.LOCK_SH)
        st = os.fstat(fd)
        self._fd, self._inode = fd, (st.st_dev, st.st_ino)
        return self

    def replaced(self) -> bool:
        try:
            st = os.stat(self.db_path)
        except OSError:
            return True
        return (st.st_dev, st.st_ino) != self._inode

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


@contextmanager
def exclusive(db_path: Path) -> Iterator[None]:
    """Hold the database file exclusively while it is replaced; ``KnowledgeBaseInUse`` naming
    the processes that read it (a running ``judgedesk serve``) when they hold it."""
    db_path = Path(db_path)
    if not db_path.exists():
        yield
        return
    fd = os.open(db_path, os.O_RDONLY)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise KnowledgeBaseInUse(db_path, _lock_holders(os.fstat(fd).st_ino)) from None
        yield
    finally:
        os.close(fd)


def _lock_holders(inode: int) -> list[str]:
    """``pid 1234 (judgedesk --db var/judgedesk.db serve)`` for each process locking ``inode``."""
    holders: list[str] = []
    try:
        lines = Path("/proc/locks").read_text().splitlines()
    except OSError:
        return holders
    for line in lines:
        parts = line.split()
        if len(parts) > 5 and parts[1] == "FLOCK" and parts[5].rsplit(":", 1)[-1] == str(inode):
            pid = parts[4]
            try:
                command = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode().strip()
            except OSError:
                command = "?"
            holders.append(f"pid {pid} ({_short(command)})")
    return sorted(set(holders))


def _short(command: str) -> str:
    words = [os.path.basename(w) if i == 0 or w.endswith("python") else w for i, w in enumerate(command.split())]
    return " ".join(words)[:120]


def check_writable(directory: Path) -> None:
    """Refuse early, before parsing, when the knowledge base's folder cannot be written."""
    try:
        directory.mkdir(parents=True, exist_ok=True)
        probe = directory / f".judgedesk-write-test-{os.getpid()}"
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as e:
        raise KnowledgeBaseUnwritable(directory, e.strerror or str(e)) from None


def open_kb(db_path: Path, *, readonly: bool = True) -> sqlite_utils.Database:
    """Open a built knowledge base; a missing file raises ``KnowledgeBaseMissing``, a truncated
    or foreign one ``KnowledgeBaseUnusable`` (both exit 4 / HTTP 503)."""
    db_path = Path(db_path)
    check_database_file(db_path)
    if readonly:
        conn = sqlite3.connect(f"file:{db_path}?mode=ro&immutable=1", uri=True, check_same_thread=False)
        return sqlite_utils.Database(conn)
    return sqlite_utils.Database(db_path)
