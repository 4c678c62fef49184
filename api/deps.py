"""Dependencies of the route handlers, as ``Annotated`` aliases so signatures read as intent.

Tests swap any of them with ``app.dependency_overrides`` (a small knowledge base, a fake
searcher). The knowledge base is opened read-only per request: SQLite connections are
cheap, and the artifact is immutable (``immutable=1``), so workers share nothing.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Iterator

import sqlite_utils
from fastapi import Depends, Request
from starlette.concurrency import run_in_threadpool

from api.settings import Settings
from kb.artifact import open_kb
from kb.checks.catalog import CHECKS_DIR
from kb.errors import KnowledgeBaseUnusable

if TYPE_CHECKING:  # kb.search imports heavy libraries lazily; only the type is needed here
    from kb.search import Searcher


# The cheap dependencies are ``async def``: FastAPI runs a plain ``def`` dependency in the
# thread pool, one hop there and back per dependency per request (for /api/ask two hops more
# than the route's own, each waking a pool thread and then the event loop).


async def current_settings(request: Request) -> Settings:
    """The settings the app was built with (``create_app(settings)``, else ``get_settings()``)."""
    settings: Settings = request.app.state.settings
    return settings


def get_db(request: Request) -> Iterator[sqlite_utils.Database]:
    lock = getattr(request.app.state, "reader_lock", None)
    if lock is not None and lock.replaced():  # never answer from a build the searcher does not hold
        raise KnowledgeBaseUnusable(
            request.app.state.settings.db, "was replaced since this server started", "restart the server to serve the new build"
        )
    db = open_kb(request.app.state.settings.db, readonly=True)
    try:
        yield db
    finally:
        db.close()


# Searchers are built in the thread pool: without this lock two first questions of a server
# started with --no-warm-up would each build a searcher and load the analysers at the same time
# (spaCy's import is not thread-safe).
_SEARCHER_LOCK = threading.Lock()


async def get_searcher(request: Request) -> "Searcher":
    """The app's one searcher (warmed in the lifespan; else created and warmed by the first
    question, in the thread pool: loading the models must not stop the event loop)."""
    state = request.app.state
    if getattr(state, "searcher", None) is None:
        await run_in_threadpool(_build_searcher, state)
    shared: Searcher = state.searcher
    return shared


def _build_searcher(state: Any) -> None:
    with _SEARCHER_LOCK:
        if getattr(state, "searcher", None) is None:
            searcher = make_searcher(state.settings)
            searcher.warm_up()
            state.searcher = searcher


async def get_checks_dir() -> Path:
    """Where the bundled scenario files live (tests point this at their own)."""
    return CHECKS_DIR


def make_searcher(settings: Settings) -> Any:
    # the search (numpy, spaCy's tables) loads with the searcher: at warm-up, or at the first
    # question of a server started with --no-warm-up
    from kb.search import Searcher

    return Searcher(settings.db, model=settings.model)


SettingsDep = Annotated[Settings, Depends(current_settings)]
DbDep = Annotated[sqlite_utils.Database, Depends(get_db)]
SearcherDep = Annotated["Searcher", Depends(get_searcher)]
ChecksDirDep = Annotated[Path, Depends(get_checks_dir)]
