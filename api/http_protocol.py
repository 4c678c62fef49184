"""The HTTP protocol ``judgedesk serve`` hands uvicorn: its h11 protocol with Nagle's algorithm off.

Why: with several workers uvicorn binds the shared listening socket itself, with protocol number 0,
and asyncio switches ``TCP_NODELAY`` on only for sockets that say ``IPPROTO_TCP``. Every accepted
connection then kept Nagle's algorithm: the body of an answer waited for the client's delayed ACK
of its headers, about 40 ms on every request of a keep-alive connection (one client measured 72 ms
per question with two workers against 22 ms in process; one worker, whose socket asyncio opens
itself, had no such wait). Setting the option per connection makes both modes the same."""

from __future__ import annotations

import asyncio
import socket

from uvicorn.protocols.http.h11_impl import H11Protocol


def disable_nagle(transport: asyncio.BaseTransport) -> bool:
    """Switch TCP_NODELAY on for the TCP socket under ``transport``; False for other transports
    (a Unix socket, a test double) where the option does not exist."""
    sock = transport.get_extra_info("socket")
    if sock is None or sock.family not in (socket.AF_INET, socket.AF_INET6):
        return False
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return True


class NoDelayH11Protocol(H11Protocol):
    """uvicorn's h11 protocol; each connection's answers leave as soon as they are written."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        disable_nagle(transport)
        super().connection_made(transport)
