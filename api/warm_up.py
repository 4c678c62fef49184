"""The service's warm-up, run by the lifespan before uvicorn accepts a connection (it listens
only once start-up has returned, so an answering ``/api/health`` means a warm service).

Three steps, each named when it fails (the log says so and ``/api/health`` is "degraded" with
the problem; the routes that need no searcher still answer):

1. ``searcher``: the models, analysers, termbase matcher and vector index (``Searcher.warm_up``).
2. ``questions``: one question per language through the library (tokenizers, dictionaries,
   check links, the concept alignment shown with each ruling) and the answerable-label index.
3. ``request``: one question through the service itself, ``GET /api/ask`` called in-process
   through every middleware, the router, the dependencies and the thread pool, as a client's
   question goes. The library steps do not cover what the first request alone pays: FastAPI
   reads each endpoint's source once (its error context), the thread pool starts its first
   thread, the answer's serializer runs once (measured: 5-6 ms of CPU on the event loop's
   thread for the first question, 1.5 ms for the next ones).

Then everything loaded so far (models, dictionaries, caches: most of the heap, all of it kept
for the process's life) is frozen out of the garbage collector's scans. Without that, the first
full collection after start scanned it all, 70 ms of CPU inside one of the first questions
(measured), and each later full collection again.
"""

from __future__ import annotations

import asyncio
import gc
import json
import logging
import time
from collections.abc import MutableMapping
from typing import TYPE_CHECKING, Any
from urllib.parse import urlencode

from ingest.errors import JudgedeskError

if TYPE_CHECKING:
    from fastapi import FastAPI

    from api.settings import Settings
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
# Asked through the service's own route: a question the library step did not ask, so this one
# also goes through the query embedding from a request thread, as a client's first one does.
REQUEST_QUESTION = "Was passiert, wenn die letzte Zeitmarke von einer ausgesetzten Karte entfernt wird?"
ASK_PATH = "/api/ask"


class WarmUpFailed(JudgedeskError, RuntimeError):
    """A step of the service's warm-up failed; the message names the step and what it got."""

    what = "warm-up"


async def warm_service(app: FastAPI, settings: Settings) -> None:
    """Warm ``app`` (its searcher in ``app.state.searcher``); a failed step is recorded in
    ``app.state.warm_up_error`` (``/api/health`` lists it) and logged, never raised: the
    routes that need no searcher go on serving."""
    from api.deps import make_searcher
    from kb.checks.sandbox import start_spare
    from kb.errors import KnowledgeBaseUnusable

    started = time.perf_counter()
    # The first scenario run should not wait for a worker interpreter; started before the
    # searcher's warm-up, its imports (~0.5 s of CPU) overlap the warm-up instead of the first
    # question (measured: a first /api/ask of 400 ms instead of 20).
    start_spare()
    try:
        try:
            searcher = make_searcher(settings)
            searcher.warm_up()
        except KnowledgeBaseUnusable as e:  # e.g. a vector index of another build: /api/health says so
            raise WarmUpFailed(str(e)) from e
        except Exception as e:
            raise WarmUpFailed(f"warm-up: loading the searcher failed: {type(e).__name__}: {e}") from e
        app.state.searcher = searcher
        warm_questions(searcher)
        await ask_through_app(app, settings, REQUEST_QUESTION, timeout=settings.warm_up_seconds)
    except WarmUpFailed as e:
        app.state.warm_up_error = str(e)
        log.error("%s", e)
    freeze_heap()
    log.info("service warm in %.2f s (%s)", time.perf_counter() - started, settings.db)


def warm_questions(searcher: Searcher, questions: tuple[str, ...] = WARM_UP_QUESTIONS) -> None:
    """Ask ``questions`` through the library and read the answerable-label index once."""
    from kb.search.answerable import annotate
    from kb.search.models import Answer

    try:
        searcher.warm_answers(questions)
        unanswered = Answer(question=questions[0], lang="de", lang_detected=True, mode="rrf", results=[])
        annotate(unanswered, searcher.db_path)  # reads the label index once
    except Exception as e:  # a question a judge may ask as well: the searcher cannot answer it
        raise WarmUpFailed(f"warm-up: the questions {list(questions)} failed: {type(e).__name__}: {e}") from e


async def ask_through_app(app: FastAPI, settings: Settings, question: str, *, timeout: float) -> dict[str, Any]:
    """``GET /api/ask?q=question`` sent to ``app`` in-process (no socket), with a Host the
    service allows; the answer's JSON, or ``WarmUpFailed`` naming the status and the error
    (or the time limit, ``warm_up_seconds``)."""
    from api.middleware import allowed_hosts

    host = next((h for h in allowed_hosts(settings.allowed_hosts, settings.host) if h != "*"), "localhost")
    query = urlencode({"q": question})
    what = f"warm-up: GET {ASK_PATH}?{query}"
    scope: dict[str, Any] = {
        "type": "http",
        "asgi": {"version": "3.0", "spec_version": "2.3"},
        "http_version": "1.1",
        "method": "GET",
        "scheme": "http",
        "path": ASK_PATH,
        "raw_path": ASK_PATH.encode(),
        "query_string": query.encode(),
        "root_path": "",
        "headers": [(b"host", host.encode("idna")), (b"user-agent", b"judgedesk-warm-up")],
        "client": ("127.0.0.1", 0),
        "server": ("127.0.0.1", settings.port),
        "state": {},
    }
    status: int | None = None
    body = bytearray()
    answered = asyncio.Event()
    request_sent = False

    async def receive() -> dict[str, Any]:
        nonlocal request_sent
        if not request_sent:
            request_sent = True
            return {"type": "http.request", "body": b"", "more_body": False}
        await answered.wait()  # the client stays until the answer is complete, then leaves
        return {"type": "http.disconnect"}

    async def send(message: MutableMapping[str, Any]) -> None:
        nonlocal status
        if message["type"] == "http.response.start":
            status = message["status"]
        elif message["type"] == "http.response.body":
            body.extend(message.get("body", b""))
            if not message.get("more_body", False):
                answered.set()

    # Not asyncio.wait_for: cancelling a request whose route runs in the thread pool waits for the
    # thread to finish. Past the limit, start-up goes on and the request ends when it ends.
    request = asyncio.ensure_future(app(scope, receive, send))
    request.add_done_callback(_consume_outcome)
    await asyncio.wait({request}, timeout=timeout)
    if not request.done():
        request.cancel()
        raise WarmUpFailed(f"{what} did not answer within {timeout:g} s (limit: warm_up_seconds)")
    if status is None:  # no answer at all; an error the app answered (a 500) is re-raised for the log only
        failure = request.exception()
        raise WarmUpFailed(f"{what} got no answer ({type(failure).__name__ if failure else 'nothing sent'})")
    if status != 200:
        raise WarmUpFailed(f"{what} answered {status}: {_error_message(bytes(body))}")
    answer: dict[str, Any] = json.loads(body)
    return answer


def _consume_outcome(request: asyncio.Future[Any]) -> None:
    """Read the request's exception (the app re-raises a 500's for the log; it was logged)."""
    if not request.cancelled():
        request.exception()


def _error_message(body: bytes) -> str:
    try:
        error = json.loads(body)["error"]
        return f"{error['code']}: {error['message']}"
    except (ValueError, KeyError, TypeError):
        return body[:300].decode("utf-8", errors="replace")


def freeze_heap() -> None:
    """Collect once, then move every object that survived into the collector's permanent
    generation: they live as long as the process, and scanning them was most of every full
    collection's cost. ``thaw_heap`` at shutdown gives them back."""
    gc.collect()
    gc.freeze()


def thaw_heap() -> None:
    gc.unfreeze()
