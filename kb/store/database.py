"""Statements on the whole database file rather than on a table (a build runs them)."""

from __future__ import annotations

import sqlite_utils


def check_opens(db: sqlite_utils.Database) -> None:
    """Touch the file: SQLite opens lazily, so a file that cannot be written or is not a
    database fails here (sqlite3.OperationalError) rather than in a later build step."""
    db.execute("pragma user_version")


def compact(db: sqlite_utils.Database) -> None:
    """``vacuum``: rewrite the file without the pages a build freed (a smaller artifact)."""
    db.execute("vacuum")
