"""The judge-desk service: ``create_app(settings)`` builds the FastAPI app (API + page).

The lifespan opens the knowledge base read-only once (a missing artifact stops start-up
with "run judgedesk ingest") and warms the service (``api.warm_up``: the searcher, one
question per language, one question through the service's own route), so the first
question is as fast as the rest. ``create_app_from_env`` is the factory uvicorn workers import.
"""

from __future__ import annotations

from contextlib import asynccontextmanager
from typing import AsyncIterator

from fastapi import FastAPI
from fastapi.routing import APIRoute

from api.errors import ERROR_RESPONSES, install_error_handlers
from api.settings import Settings, get_settings


def _operation_id(route: APIRoute) -> str:
    return f"{route.tags[0]}-{route.name}" if route.tags else route.name


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or get_settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        from kb.artifact import ReaderLock, open_kb, read_meta

        db = open_kb(settings.db, readonly=True)  # missing or truncated: start-up stops here (exit 4)
        try:
            app.state.build_id = read_meta(db, settings.db).get("build_id")
        finally:
            db.close()
        # Held while serving: `judgedesk ingest` refuses to replace this file (naming this process);
        # if it is replaced anyway (cp, mv), requests get 503 until a restart: one build at a time.
        app.state.reader_lock = ReaderLock(settings.db).acquire()
        if settings.warm_up:
            from api.warm_up import warm_service

            await warm_service(app, settings)
        yield
        app.state.searcher = None
        app.state.reader_lock.release()
        if settings.warm_up:
            from api.warm_up import thaw_heap

            thaw_heap()

    app = FastAPI(
        title="judgedesk",
        summary="Official Magic rulings in German, Chinese and English: sources, rules, checks.",
        version="0.1.0",
        lifespan=lifespan,
        docs_url=None,  # served by api.routes.docs from local files (FastAPI's own loads a CDN)
        redoc_url=None,
        generate_unique_id_function=_operation_id,
        responses=ERROR_RESPONSES,
    )
    app.state.settings = settings
    app.state.searcher = None
    app.state.reader_lock = None
    app.state.build_id = None
    app.state.warm_up_error = None
    install_error_handlers(app)
    _install_middleware(app, settings)

    from api.routes import api_router, page_router, static_files

    app.include_router(api_router)
    app.include_router(page_router)
    app.mount("/static", static_files(), name="static")
    from api.routes.docs import install_docs

    install_docs(app)
    return app


def _install_middleware(app: FastAPI, settings: Settings) -> None:
    from api.middleware import BodySizeLimit, HostAllowList, InFlightLimit, SecurityHeaders, allowed_hosts

    # Added last = outermost: security headers go on every answer, refusals included.
    app.add_middleware(InFlightLimit, max_in_flight=settings.max_in_flight)
    app.add_middleware(BodySizeLimit, max_bytes=settings.max_body_bytes)
    app.add_middleware(HostAllowList, hosts=allowed_hosts(settings.allowed_hosts, settings.host))
    app.add_middleware(SecurityHeaders)


def create_app_from_env() -> FastAPI:
    """Factory for ``uvicorn --factory`` / several workers: settings from ``JUDGEDESK_*``."""
    return create_app(get_settings())
