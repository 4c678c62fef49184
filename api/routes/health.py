"""``GET /api/health``: is the knowledge base there, what is in it, which worker answers."""
from __future__ import annotations

import os

from fastapi import APIRouter, Request

from api.deps import DbDep, SettingsDep
from api.schemas import Health
from kb.paths import sidecar

router = APIRouter(prefix="/health", tags=["health"])


@router.get("", response_model=Health)
def health(db: DbDep, settings: SettingsDep, request: Request) -> dict:
    """The knowledge base this worker serves (read-only), its size, and the searcher's state."""
    meta = {r["key"]: r["value"] for r in db.table("kb_meta").rows}
    sidecars = [s for s in (meta.get("sidecars") or "").split(",") if s]
    return {
        "status": "ok",
        "knowledge_base": str(settings.db),
        "built_at": meta.get("built_at"),
        "documents": db.table("sources").count,
        "records": db.table("records").count,
        "vectors": any(sidecar(settings.db, s).exists() for s in sidecars),
        "searcher": "warm" if getattr(request.app.state, "searcher", None) is not None else "cold",
        "pid": os.getpid(),
    }
