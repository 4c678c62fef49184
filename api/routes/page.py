"""The judge-desk page at ``/`` (static HTML/CSS/JS under api/static, no CDN)."""

from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter
from fastapi.responses import FileResponse

router = APIRouter(tags=["page"], include_in_schema=False)
STATIC = Path(__file__).resolve().parent.parent / "static"
INDEX = STATIC / "index.html"


@router.get("/")
def index() -> FileResponse:
    return FileResponse(INDEX, media_type="text/html; charset=utf-8")


@router.get("/sw.js")
def service_worker() -> FileResponse:
    """Served from the root so that it may keep the whole page (``/`` and ``/api``) for offline use."""
    return FileResponse(STATIC / "sw.js", media_type="text/javascript; charset=utf-8", headers={"Cache-Control": "no-cache"})
