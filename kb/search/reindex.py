"""Rebuild the vector sidecar of an existing knowledge base (``judgedesk index``).

The database itself is not touched (it is immutable once built): the new index and its
id list are written beside it under temporary names and renamed into place."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Callable

from kb.paths import sidecar
from kb.search.vectors import INDEX_SIDECAR, META_SIDECAR


def rebuild_vectors(db_path: Path, model: str | None = None,
                    progress: Callable[[int, int], None] | None = None) -> tuple[int, str]:
    from kb.build import open_kb
    from kb.search.build import build_vectors
    from kb.search.embedders import make_embedder

    embedder = make_embedder(model)
    db = open_kb(Path(db_path))
    index_path, meta_path = sidecar(db_path, INDEX_SIDECAR), sidecar(db_path, META_SIDECAR)
    tmp_index, tmp_meta = Path(f"{index_path}.tmp"), Path(f"{meta_path}.tmp")
    try:
        count = build_vectors(db, embedder, tmp_index, tmp_meta, progress)
    finally:
        db.close()
    os.replace(tmp_index, index_path)
    os.replace(tmp_meta, meta_path)
    return count, embedder.name
