"""Schema migrations: numbered ``mNNN_verb_noun`` functions, applied in number order.

After sqlite-utils' ``Migrations``: registration refuses duplicate names and numbers
that do not increase within a module; each migration runs with its bookkeeping row in
one transaction. The migrations live in kb.store.schema (every table's DDL beside the rest
of the SQL), in sections by the number range each package owns:

    m001-m009  kb (records, sources)          m010-m019  kb.termbase
    m020-m029  kb.rules (rule links)          m030-m039  kb.search
    m040-m049  kb.checks                      m050-m059  kb.crosscheck
"""

from __future__ import annotations

import importlib
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Callable

import sqlite_utils

from kb.store.migration_log import applied_migration_names, ensure_migrations_table, record_migration

Migration = Callable[[sqlite_utils.Database], None]
_NAME = re.compile(r"^m(\d{3})_[a-z0-9_]+$")

# Modules that register migrations on import (the one place they are listed).
MIGRATION_MODULES: list[str] = ["kb.store.schema"]


@dataclass(frozen=True)
class _Entry:
    number: int
    name: str
    func: Migration


class Migrations:
    def __init__(self) -> None:
        self._entries: dict[str, _Entry] = {}

    def __call__(self, func: Migration) -> Migration:
        """Decorator: register ``func``; its name must be ``mNNN_verb_noun`` and new."""
        m = _NAME.match(func.__name__)
        if not m:
            raise ValueError(f"migration {func.__name__!r}: name must look like m001_create_records")
        number = int(m.group(1))
        if func.__name__ in self._entries:
            raise ValueError(f"migration {func.__name__!r} is registered twice")
        clash = [e.name for e in self._entries.values() if e.number == number]
        if clash:
            raise ValueError(f"migration {func.__name__!r}: number {number:03d} already used by {clash[0]}")
        self._entries[func.__name__] = _Entry(number, func.__name__, func)
        return func

    def ordered(self) -> list[_Entry]:
        return sorted(self._entries.values(), key=lambda e: e.number)

    def applied(self, db: sqlite_utils.Database) -> list[str]:
        return applied_migration_names(db)

    def pending(self, db: sqlite_utils.Database) -> list[str]:
        done = set(self.applied(db))
        return [e.name for e in self.ordered() if e.name not in done]

    def apply(self, db: sqlite_utils.Database) -> list[str]:
        """Apply every pending migration; returns the names applied."""
        ensure_migrations_table(db)
        done = set(self.applied(db))
        ran = []
        for entry in self.ordered():
            if entry.name in done:
                continue
            with db.conn:  # one transaction per migration and its record
                entry.func(db)
                record_migration(db, entry.number, entry.name, datetime.now(UTC).isoformat())
            ran.append(entry.name)
        return ran


MIGRATIONS = Migrations()
migration = MIGRATIONS  # decorator alias: ``@migration``


def load_all() -> Migrations:
    """Import every module that registers migrations, then return the registry."""
    for name in MIGRATION_MODULES:
        importlib.import_module(name)
    return MIGRATIONS


def migrate(db: sqlite_utils.Database) -> list[str]:
    return load_all().apply(db)
