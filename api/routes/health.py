"""``GET /api/health``: is the knowledge base there and whole, what is in it, which worker answers.

"degraded" (HTTP 503, with the problems) when the artifact is not one build any more: its
file was replaced since start (other requests then get 503 until a restart), a sidecar
belongs to another build, or the searcher could not be warmed."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from api.deps import SettingsDep
from api.schemas import Health
from kb.artifact import READ_SIDECARS, artifact_problems, open_kb, read_meta
from kb.paths import sidecar
from kb.store.records import row_counts

if TYPE_CHECKING:
    from starlette.datastructures import State

router = APIRouter(prefix="/health", tags=["health"])

_VERIFIED: dict[tuple[Any, ...], list[str]] = {}  # sidecar digests are checked again only when a file changes


@router.get("", response_model=Health, responses={503: {"description": "degraded: the problems are listed"}})
def health(settings: SettingsDep, request: Request) -> dict[str, Any] | JSONResponse:
    """The knowledge base this worker serves (read-only), its build, its size, and the searcher's state."""
    state = request.app.state
    db = open_kb(settings.db, readonly=True)  # missing or truncated: 503 in the error shape
    try:
        meta = read_meta(db, settings.db)
        counts = row_counts(db, ("sources", "records"))
    finally:
        db.close()
    sidecars = [s for s in (meta.get("sidecars") or "").split(",") if s]
    problems = _problems(settings.db, meta, sidecars, state)
    body = {
        "status": "degraded" if problems else "ok",
        "knowledge_base": str(settings.db),
        "build_id": getattr(state, "build_id", None) or meta.get("build_id"),
        "built_at": meta.get("built_at"),
        "documents": counts["sources"],
        "records": counts["records"],
        "vectors": any(sidecar(settings.db, s).exists() for s in sidecars),
        "searcher": "warm" if getattr(state, "searcher", None) is not None else "cold",
        "pid": os.getpid(),
    }
    if problems:
        return JSONResponse({**body, "problems": problems}, status_code=503)
    return body


def _problems(db_path: Path, meta: dict[str, Any], sidecars: list[str], state: State) -> list[str]:
    problems: list[str] = []
    lock = getattr(state, "reader_lock", None)
    if lock is not None and lock.replaced():
        problems.append(
            f"{db_path} was replaced since this server started (it serves build {state.build_id}; "
            f"the file is now build {meta.get('build_id')}); restart the server to serve the new build"
        )
    watched = sorted(set(sidecars) | set(READ_SIDECARS))  # a foreign index appearing is noticed too
    key = (str(db_path), tuple(_stat(sidecar(db_path, s)) for s in watched), meta.get("build_id"))
    if key not in _VERIFIED:
        _VERIFIED.clear()
        _VERIFIED[key] = artifact_problems(db_path, meta)
    problems += _VERIFIED[key]
    if getattr(state, "warm_up_error", None):
        problems.append(state.warm_up_error)
    return problems


def _stat(path: Path) -> tuple[Any, ...]:
    try:
        st = path.stat()
    except OSError:
        return (str(path), None)
    return (str(path), st.st_ino, st.st_size, st.st_mtime_ns)
