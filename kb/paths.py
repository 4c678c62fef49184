"""Where the knowledge base lives: ``--db`` > ``JUDGEDESK_DB`` > ``var/judgedesk.db``."""

from __future__ import annotations

import os
from pathlib import Path

from kb.settings import DEFAULT_DB, library_settings

__all__ = ["DEFAULT_DB", "cache_dir", "resolve_db_path", "sidecar"]


def resolve_db_path(explicit: str | os.PathLike[str] | None = None) -> Path:
    return Path(explicit) if explicit else library_settings().db


def sidecar(db_path: Path, name: str) -> Path:
    """A file that belongs to the knowledge base artifact, e.g. ``judgedesk.db.faiss``."""
    db_path = Path(db_path)
    return db_path.with_name(f"{db_path.name}.{name}")


def cache_dir() -> Path:
    """Where derived, rebuildable data lives between runs (embeddings, the check links):
    ``$JUDGEDESK_CACHE``, else ``~/.cache/judgedesk``."""
    return library_settings().cache_dir
