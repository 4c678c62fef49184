"""ASGI middleware around every route: the Host allow-list, the body-size cap (before anything
parses the body) and the security headers on every response, errors included.

Pure ASGI rather than ``BaseHTTPMiddleware``: the body cap has to wrap ``receive`` (a body sent
without Content-Length is counted as it arrives), and nothing here should buffer a response.
"""

from __future__ import annotations

from typing import Iterable

from fastapi.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from api.errors import BodyTooLarge, error_body

App = ASGIApp

# The page loads its own script modules and stylesheet only; the API answers JSON. /docs gets its
# own policy (see api.routes.docs), set there and left alone here.
PAGE_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
    "frame-ancestors 'none'"
)
SECURITY_HEADERS = (
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"no-referrer"),
)


class SecurityHeaders:
    """nosniff, DENY framing, no referrer, and a Content-Security-Policy unless the route set one."""

    def __init__(self, app: App):
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                present = {name.lower() for name, _ in headers}
                headers += [(k, v) for k, v in SECURITY_HEADERS if k not in present]
                if b"content-security-policy" not in present:
                    headers.append((b"content-security-policy", PAGE_POLICY.encode()))
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, with_headers)


class BodySizeLimit:
    """Refuse a request body over ``max_bytes`` with 413: by its Content-Length before a byte is
    read, and, without one, as soon as the bytes received pass the cap."""

    def __init__(self, app: App, max_bytes: int):
        self.app, self.max_bytes = app, max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        declared = _header(scope, b"content-length")
        if declared is not None:
            if not declared.isdigit():
                return await _refuse(
                    scope, receive, send, 400, "bad_request", f"Content-Length: not a number ({declared[:20]!r})"
                )
            if int(declared) > self.max_bytes:
                return await _refuse(
                    scope, receive, send, 413, "too_large", self._message(int(declared)), limit=BodyTooLarge.limit
                )
        received = 0

        async def counted() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_bytes:
                    # FastAPI re-raises an HTTPException from body reading as it is: a 413, not a 400
                    raise BodyTooLarge(413, self._message(received, at_least=True))
            return message

        await self.app(scope, counted, send)

    def _message(self, size: int, at_least: bool = False) -> str:
        return (
            f"request body: {'more than ' if at_least else ''}{size:,} bytes; at most {self.max_bytes:,} "
            "are accepted (limit: max_body_bytes)"
        )


class InFlightLimit:
    """Past ``max_in_flight`` requests being answered at once, answer 503 with Retry-After at
    once instead of queueing: latency stays bounded and a client knows to come back. Health
    checks are exempt, so a busy worker is not mistaken for a dead one."""

    def __init__(self, app: App, max_in_flight: int, exempt: Iterable[str] = ("/api/health",)):
        self.app, self.max_in_flight, self.exempt = app, max_in_flight, frozenset(exempt)
        self.in_flight = 0  # only touched on the event loop's thread: no lock needed

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not scope["path"].startswith("/api/") or scope["path"] in self.exempt:
            return await self.app(scope, receive, send)
        if self.in_flight >= self.max_in_flight:
            response = JSONResponse(
                error_body(
                    "busy",
                    f"{self.in_flight} requests in flight; try again in a second (limit: max_in_flight)",
                    limit="max_in_flight",
                ),
                status_code=503,
                headers={"Retry-After": "1"},
            )
            return await response(scope, receive, send)
        self.in_flight += 1
        try:
            await self.app(scope, receive, send)
        finally:
            self.in_flight -= 1


class HostAllowList:
    """Answer only requests whose Host is one of ``hosts`` (port ignored): a page on another
    site that rebinds its DNS name to 127.0.0.1 still sends its own name, and is refused."""

    def __init__(self, app: App, hosts: Iterable[str]):
        self.app = app
        self.hosts = {h.lower().strip("[]") for h in hosts}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket") or "*" in self.hosts:
            return await self.app(scope, receive, send)
        host = _host_name(_header(scope, b"host") or "")
        if host not in self.hosts:
            return await _refuse(
                scope,
                receive,
                send,
                400,
                "host_not_allowed",
                f"Host: {host or '(none)'!r} is not served here; allowed: "
                f"{', '.join(sorted(self.hosts))} (JUDGEDESK_ALLOWED_HOSTS)",
            )
        await self.app(scope, receive, send)


def allowed_hosts(configured: Iterable[str], bind_host: str) -> list[str]:
    """The configured names, else loopback's names; the bind host is always allowed."""
    hosts = list(configured) or ["localhost", "127.0.0.1", "::1"]
    if bind_host not in ("0.0.0.0", "::", ""):
        hosts.append(bind_host)
    return hosts


def _host_name(value: str) -> str:
    value = value.strip().lower()
    if value.startswith("["):  # [::1]:8000
        return value[1 : value.find("]")] if "]" in value else value
    return value.rsplit(":", 1)[0] if value.count(":") == 1 else value


def _header(scope: Scope, name: bytes) -> str | None:
    for key, value in scope.get("headers", []):
        if key.lower() == name:
            text: str = value.decode("latin-1")
            return text
    return None


async def _refuse(
    scope: Scope, receive: Receive, send: Send, status: int, code: str, message: str, limit: str | None = None
) -> None:
    await JSONResponse(error_body(code, message, limit=limit), status_code=status)(scope, receive, send)
