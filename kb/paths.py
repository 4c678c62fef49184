"""Where the knowledge base lives: ``--db`` > ``JUDGEDESK_DB`` > ``var/judgedesk.db``."""
from __future__ import annotations

import os
from pathlib import Path

DEFAULT_DB = Path("var") / "judgedesk.db"


def resolve_db_path(explicit: str | os.PathLike | None = None) -> Path:
    if explicit:
        return Path(explicit)
    env = os.environ.get("JUDGEDESK_DB")
    return Path(env) if env else DEFAULT_DB


def sidecar(db_path: Path, name: str) -> Path:
    """A file that belongs to the knowledge base artifact, e.g. ``judgedesk.db.faiss``."""
    db_path = Path(db_path)
    return db_path.with_name(f"{db_path.name}.{name}")


def cache_dir() -> Path:
    """Where derived, rebuildable data lives between runs (embeddings, the check links):
    ``$JUDGEDESK_CACHE``, else ``~/.cache/judgedesk``."""
    return Path(os.environ.get("JUDGEDESK_CACHE") or Path.home() / ".cache" / "judgedesk")
