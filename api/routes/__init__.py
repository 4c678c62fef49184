"""The routers, one per resource, gathered under ``/api``; the page at ``/``."""

from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter
from fastapi.staticfiles import StaticFiles

from api.routes import ask, cards, checks, crosscheck, health, names, page, rules, sources, terms

STATIC_DIR = Path(__file__).resolve().parent.parent / "static"

api_router = APIRouter(prefix="/api")
for _module in (health, ask, cards, terms, crosscheck, checks, sources, rules, names):
    api_router.include_router(_module.router)

page_router = page.router


def static_files() -> StaticFiles:
    return StaticFiles(directory=STATIC_DIR)
