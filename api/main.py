"""The judge-desk service: ``create_app(settings)`` builds the FastAPI app (API + page).

The lifespan opens the knowledge base read-only once (a missing artifact stops start-up
with "run judgedesk ingest") and warms the searcher, so the first question is as fast
as the rest. ``create_app_from_env`` is the factory uvicorn workers import.
"""

from __future__ import annotations

import logging
import os
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, AsyncIterator

from fastapi import FastAPI
from fastapi.routing import APIRoute

from api.errors import ERROR_RESPONSES, install_error_handlers
from api.settings import Settings, get_settings

if TYPE_CHECKING:
    from kb.search import Searcher

log = logging.getLogger("judgedesk.api")


# Asked once at start-up: loading the models is not all a first question pays for. The first
# answer in each language also compiles the termbase matcher, loads the language's tokenizer
# and dictionary, reads the check links and aligns the most asked-about concepts.
WARM_UP_QUESTIONS = (
    "Wann verlässt eine ausgesetzte Karte mit der letzten Zeitmarke das Exil?",
    "延缓的牌什么时候从放逐区施放？",
    "Can I respond to a spell with split second?",
)


def _warm_answers(searcher: Searcher) -> None:
    from kb.search.answerable import annotate
    from kb.search.models import Answer

    try:
        searcher.warm_answers(WARM_UP_QUESTIONS)
        unanswered = Answer(question=WARM_UP_QUESTIONS[0], lang="de", lang_detected=True, mode="rrf", results=[])
        annotate(unanswered, searcher.db_path)  # reads the label index once
    except Exception as e:  # a warm-up that fails only leaves caches cold; a question will say why
        log.warning("warm-up questions failed: %s", e)


def _operation_id(route: APIRoute) -> str:
    return f"{route.tags[0]}-{route.name}" if route.tags else route.name


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or get_settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        from api.deps import make_searcher
        from kb.artifact import ReaderLock, open_kb, read_meta
        from kb.errors import KnowledgeBaseUnusable

        db = open_kb(settings.db, readonly=True)  # missing or truncated: start-up stops here (exit 4)
        try:
            app.state.build_id = read_meta(db, settings.db).get("build_id")
        finally:
            db.close()
        # Held while serving: `judgedesk ingest` refuses to replace this file (naming this process);
        # if it is replaced anyway (cp, mv), requests get 503 until a restart: one build at a time.
        app.state.reader_lock = ReaderLock(settings.db).acquire()
        if settings.warm_up:
            from kb.checks.sandbox import start_spare

            # The first scenario run should not wait for a worker interpreter; started before
            # the searcher's warm-up, its imports (~0.5 s of CPU) overlap the warm-up instead
            # of the first question (measured: a first /api/ask of 400 ms instead of 20).
            start_spare()
            try:
                app.state.searcher = make_searcher(settings)
                app.state.searcher.warm_up()
                _warm_answers(app.state.searcher)
                log.info("searcher warm (pid %s, %s)", os.getpid(), settings.db)
            except KnowledgeBaseUnusable as e:  # e.g. a vector index of another build: /api/health says so
                app.state.searcher, app.state.warm_up_error = None, str(e)
                log.error("searcher not warmed: %s", e)
        yield
        app.state.searcher = None
        app.state.reader_lock.release()

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
