"""The judge-desk page at ``/`` (static HTML/CSS/JS under api/static, no CDN)."""
from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter
from fastapi.responses import FileResponse

router = APIRouter(tags=["page"], include_in_schema=False)
INDEX = Path(__file__).resolve().parent.parent / "static" / "index.html"


@router.get("/")
def index() -> FileResponse:
    return FileResponse(INDEX, media_type="text/html; charset=utf-8")
