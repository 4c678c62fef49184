"""Rebuild the vector sidecar of an existing knowledge base (``judgedesk index``).

The knowledge base is immutable once built, so this is a new build: the database is copied,
the new index and its id list are written beside the copy, sealed with a new build id and
swapped in (``kb.build.rebuild_sidecars``); a running server's artifact is never changed."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Callable

from kb.build import rebuild_sidecars
from kb.search.build import build_vectors
from kb.search.embedders import make_embedder
from kb.search.vectors import INDEX_SIDECAR, META_SIDECAR

if TYPE_CHECKING:
    from kb.build import BuildContext


def rebuild_vectors(
    db_path: Path, model: str | None = None, progress: Callable[[int, int], None] | None = None
) -> tuple[int, str]:
    embedder = make_embedder(model)
    count = 0

    def write(ctx: BuildContext) -> None:
        nonlocal count
        count = build_vectors(ctx.db, embedder, ctx.sidecar(INDEX_SIDECAR), ctx.sidecar(META_SIDECAR), progress)

    rebuild_sidecars(Path(db_path), write)  # a new build: the database and its sidecars swapped in together
    return count, embedder.name
