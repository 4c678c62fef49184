"""The searcher's read-only connections to one knowledge base.

A connection serves one thread at a time: a server answers in a thread pool, and two threads
interleaving queries on one sqlite-utils connection break each other's savepoints ("no such
savepoint: sqlite_utils_query"). A question borrows an idle connection for its duration
(``held``), so the connection warm-up used — its page cache and the caches keyed on it —
serves the first question after start, whichever thread it lands on; a thread that opened
one for itself (the one that loaded the searcher, a command-line process) keeps it."""

from __future__ import annotations

import queue
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import sqlite_utils

from kb.build import open_kb


class Connections:
    def __init__(self, db_path: Path) -> None:
        self.db_path = db_path
        self._local = threading.local()
        self._all: list[sqlite_utils.Database] = []
        self._idle: queue.LifoQueue[sqlite_utils.Database] = queue.LifoQueue()
        self._lock = threading.Lock()

    def current(self) -> sqlite_utils.Database | None:
        """The connection this thread holds, if any."""
        db: sqlite_utils.Database | None = getattr(self._local, "db", None)
        return db

    def own(self) -> sqlite_utils.Database:
        """This thread's connection, opened for it if it holds none."""
        db = self.current()
        if db is None:
            db = self._local.db = self._open()
        return db

    @contextmanager
    def held(self) -> Iterator[sqlite_utils.Database]:
        """This thread holds a connection while the block runs: its own if it has one, else an
        idle one borrowed and given back afterwards, else a new one."""
        db = self.current()
        if db is not None:
            yield db
            return
        try:
            db = self._idle.get_nowait()
        except queue.Empty:
            db = self._open()
        self._local.db = db
        try:
            yield db
        finally:
            self._local.db = None
            self._idle.put(db)

    def release(self) -> None:
        """Give this thread's own connection to the idle pool (after warming up)."""
        db = self.current()
        if db is not None:
            self._local.db = None
            self._idle.put(db)

    def dedicated(self) -> sqlite_utils.Database:
        """A connection no question borrows, for a reader shared by every thread (it then
        serialises its own reads): closed with the others."""
        return self._open()

    def close(self) -> None:
        with self._lock:
            for db in self._all:
                db.close()
            self._all, self._local, self._idle = [], threading.local(), queue.LifoQueue()

    def _open(self) -> sqlite_utils.Database:
        db = open_kb(self.db_path)
        with self._lock:
            self._all.append(db)
        return db
