"""One JSON error shape for every error the service returns, validation errors included:

    {"error": {"code": "card_not_found", "message": "no card named 'Trazyn'; closest: …",
               "field": "name", "close_matches": ["Trazyn the Infinite"], "allowed": [...],
               "details": [...]}}

``code`` and ``message`` are always there; the others only when they say something.
Bad input is a 4xx that names the culprit; a 500 means a bug (logged with its traceback).
"""

from __future__ import annotations

import contextlib
import logging
import re
import sqlite3
from typing import Any, Callable, Iterator, TypeVar, cast

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from ingest.errors import JudgedeskError
from kb.checks.limits import ScenarioLimitExceeded
from kb.checks.sandbox import ChecksBusy, WorkerFailed
from kb.errors import KnowledgeBaseMissing, KnowledgeBaseUnusable

log = logging.getLogger("judgedesk.api")

_HTTP_CODES = {
    400: "bad_request",
    404: "not_found",
    405: "method_not_allowed",
    413: "too_large",
    415: "unsupported_media_type",
    422: "invalid_request",
    503: "unavailable",
}


class ApiError(Exception):
    """An error the API itself raises (not the library): status, code, message, culprit."""

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        *,
        field: str | None = None,
        close_matches: list[str] | None = None,
        allowed: list[str] | None = None,
        limit: str | None = None,
    ):
        super().__init__(message)
        self.status, self.code, self.message = status, code, message
        self.field, self.close_matches, self.allowed, self.limit = field, close_matches, allowed, limit


class BodyTooLarge(StarletteHTTPException):
    """A request body cut off while it arrives, past ``max_body_bytes`` (413 naming the limit)."""

    limit = "max_body_bytes"


def error_body(code: str, message: str, **extra: Any) -> dict[str, Any]:
    """The one error shape; empty extras are left out."""
    body = {"code": code, "message": message}
    body.update({k: v for k, v in extra.items() if v not in (None, [], "")})
    return {"error": body}


def status_for(error: JudgedeskError) -> int:
    """The HTTP status of a library error (the library itself knows none): a scenario past a
    limit → 422; no usable knowledge base, or no scenario worker free → 503; a lookup that
    missed → 404; bad input → 400; anything else is a bug → 500."""
    if isinstance(error, ScenarioLimitExceeded):
        return 422
    if isinstance(error, (KnowledgeBaseMissing, KnowledgeBaseUnusable, ChecksBusy, WorkerFailed)):
        return 503
    if isinstance(error, LookupError):
        return 404
    if isinstance(error, ValueError):
        return 400
    return 500


def code_for(error: Exception) -> str:
    """``CardNotFound`` → ``card_not_found``: the library's class name, in snake case."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", type(error).__name__).lower()


class ParameterError(Exception):
    """A library error raised while handling one request parameter (see ``culprit``)."""

    def __init__(self, error: JudgedeskError, parameter: str, status: int | None = None):
        super().__init__(str(error))
        self.error, self.parameter, self.status = error, parameter, status


@contextlib.contextmanager
def culprit(parameter: str, *, status: int | None = None) -> Iterator[None]:
    """Name the request parameter a library error is about; the error's own ``field`` is a
    path inside it (``scenario`` + ``actions[2].cast``). ``status`` overrides the class's
    status where the parameter gives the error another meaning."""
    try:
        yield
    except JudgedeskError as e:
        raise ParameterError(e, parameter, status) from e


def _library_error(
    request: Request, error: JudgedeskError, parameter: str | None = None, status: int | None = None
) -> JSONResponse:
    status = status or status_for(error)
    if status >= 500:
        log.error("library error on %s %s", request.method, request.url.path, exc_info=error)
    limit = getattr(error, "limit", None)  # the limit a refused scenario or run went past
    extra: dict[str, Any] = {
        "field": _joined_field(parameter, error.field),
        "close_matches": error.close_matches or None,
        "allowed": error.allowed or None,
        "limit": limit if isinstance(limit, str) else None,
    }
    retry = getattr(error, "retry_after", None)
    return JSONResponse(
        error_body(code_for(error), str(error), **extra),
        status_code=status,
        headers={"Retry-After": str(retry)} if retry else None,
    )


def _parameter_error(request: Request, error: ParameterError) -> JSONResponse:
    return _library_error(request, error.error, error.parameter, error.status)


def _joined_field(field: Any, inner: Any) -> str | None:
    """The request parameter, then the path inside it; an inner field that already names the
    parameter (a searcher's ``q``) is not repeated (``q``, not ``q.q``)."""
    parts = [x for x in (field, inner) if isinstance(x, str) and x]
    if len(parts) == 2 and (parts[1] == parts[0] or parts[1].startswith(parts[0] + ".")):
        parts = parts[1:]
    return ".".join(parts) or None


def _api_error(request: Request, error: ApiError) -> JSONResponse:
    return JSONResponse(
        error_body(
            error.code,
            error.message,
            field=error.field,
            close_matches=error.close_matches,
            allowed=error.allowed,
            limit=error.limit,
        ),
        status_code=error.status,
    )


def _validation_error(request: Request, error: RequestValidationError) -> JSONResponse:
    details: list[dict[str, Any]] = []
    for e in error.errors():
        if e.get("type") == "json_invalid":  # loc is ("body", <character offset>): not a field
            where = e.get("loc", ())[-1]
            reason = (e.get("ctx") or {}).get("error", "invalid JSON")
            details.append({"field": "body", "message": f"body: not valid JSON at character {where} ({reason})"})
            continue
        loc = [str(p) for p in e.get("loc", ()) if p not in ("query", "path", "body", "header")]
        field = ".".join(loc) or "body"
        value = e.get("input")
        shown = "" if isinstance(value, (dict, list)) or value is None else f" (got {str(value)[:80]!r})"
        details.append({"field": field, "message": f"{field}: {e.get('msg', 'invalid')}{shown}"})
    first: dict[str, Any] = details[0] if details else {"field": None, "message": "invalid request"}
    return JSONResponse(
        error_body("invalid_request", first["message"], field=first["field"], details=details if len(details) > 1 else None),
        status_code=422,
    )


def _http_error(request: Request, error: StarletteHTTPException) -> JSONResponse:
    code = _HTTP_CODES.get(error.status_code, "http_error")
    message = error.detail if isinstance(error.detail, str) else code.replace("_", " ")
    if error.status_code == 404 and message == "Not Found":
        message = f"no such endpoint: {request.method} {request.url.path} (see /docs for the API)"
    elif error.status_code == 405:
        message = f"{request.method} is not allowed on {request.url.path}"
    return JSONResponse(
        error_body(code, message, limit=getattr(error, "limit", None)),
        status_code=error.status_code,
        headers=getattr(error, "headers", None),
    )


def _unexpected(request: Request, error: Exception) -> JSONResponse:
    log.error("unexpected error on %s %s", request.method, request.url.path, exc_info=error)
    return JSONResponse(error_body("internal_error", f"internal error ({type(error).__name__}); it was logged"), status_code=500)


def _database_error(request: Request, error: Exception) -> JSONResponse:
    # A page SQLite cannot read (a corrupt file the header check let through): the documented 503.
    log.error("knowledge base unreadable on %s %s: %s", request.method, request.url.path, error)
    return JSONResponse(
        error_body(
            "knowledge_base_unusable",
            f"the knowledge base cannot be read ({error}); rebuild it with `judgedesk ingest` and restart",
        ),
        status_code=503,
    )


_E = TypeVar("_E", bound=Exception)


def _for(handler: Callable[[Request, _E], JSONResponse]) -> Callable[[Request, Exception], JSONResponse]:
    # Starlette calls a handler only with an instance of the class it was registered for.
    return cast(Callable[[Request, Exception], JSONResponse], handler)


def install_error_handlers(app: FastAPI) -> None:
    app.add_exception_handler(ApiError, _for(_api_error))
    app.add_exception_handler(JudgedeskError, _for(_library_error))
    app.add_exception_handler(ParameterError, _for(_parameter_error))
    app.add_exception_handler(RequestValidationError, _for(_validation_error))
    app.add_exception_handler(StarletteHTTPException, _for(_http_error))
    app.add_exception_handler(sqlite3.DatabaseError, _database_error)
    app.add_exception_handler(Exception, _unexpected)


# Documented in the OpenAPI schema for every route, so clients (and the fuzzer) know the shape.
ERROR_SCHEMA = {
    "type": "object",
    "required": ["error"],
    "properties": {
        "error": {
            "type": "object",
            "required": ["code", "message"],
            "properties": {
                "code": {"type": "string"},
                "message": {"type": "string"},
                "field": {"type": "string"},
                "close_matches": {"type": "array", "items": {"type": "string"}},
                "allowed": {"type": "array", "items": {"type": "string"}},
                "limit": {"type": "string", "description": "the limit a refused request went past"},
                "details": {"type": "array", "items": {"type": "object"}},
            },
        }
    },
}
ERROR_RESPONSES: dict[int | str, dict[str, Any]] = {
    status: {"description": text, "content": {"application/json": {"schema": ERROR_SCHEMA}}}
    for status, text in (
        (400, "Bad input (names the culprit)"),
        (404, "Not found (with close matches)"),
        (413, "Request body too large"),
        (422, "Invalid request parameters or a limit"),
        (503, "No usable knowledge base, or busy (Retry-After)"),
    )
}
