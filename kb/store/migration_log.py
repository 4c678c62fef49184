"""``_migrations``: which migrations a knowledge base has had (kb.migrations reads and writes
it; the migrations themselves are in kb.store.schema)."""

from __future__ import annotations

import sqlite_utils


def ensure_migrations_table(db: sqlite_utils.Database) -> None:
    """``_migrations``: one row per applied migration (number, name, when)."""
    db.execute("create table if not exists _migrations (number integer primary key, name text unique, applied_at text)")


def applied_migration_names(db: sqlite_utils.Database) -> list[str]:
    """The names of the applied migrations, by number (none in a new database)."""
    if "_migrations" not in db.table_names():
        return []
    return [row["name"] for row in db.query("select name from _migrations order by number")]


def record_migration(db: sqlite_utils.Database, number: int, name: str, applied_at: str) -> None:
    """Note a migration as applied (inside the migration's own transaction)."""
    db.execute("insert into _migrations (number, name, applied_at) values (?, ?, ?)", [number, name, applied_at])
