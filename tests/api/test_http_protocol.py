"""Answers leave as soon as they are written: connections get TCP_NODELAY even on a listening
socket bound the way uvicorn binds it for several workers (protocol number 0, which asyncio does
not recognise as TCP, so it left Nagle's algorithm on and each keep-alive answer waited ~40 ms)."""

from __future__ import annotations

import asyncio
import socket

from api.http_protocol import disable_nagle


def _nodelay_of_accepted_connection(with_protocol: bool) -> int:
    """Serves one connection on a listening socket bound like uvicorn's workers' and returns the
    TCP_NODELAY option of the server side of it (``disable_nagle`` applied or not)."""
    listener = socket.socket(socket.AF_INET)  # protocol number 0, as uvicorn binds it
    listener.bind(("127.0.0.1", 0))
    assert listener.proto == 0
    seen: list[int] = []

    class Recorder(asyncio.Protocol):
        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            if with_protocol:
                disable_nagle(transport)
            seen.append(transport.get_extra_info("socket").getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))

    async def main() -> None:
        server = await asyncio.get_running_loop().create_server(Recorder, sock=listener)
        _, writer = await asyncio.open_connection(*listener.getsockname())
        for _ in range(100):
            if seen:
                break
            await asyncio.sleep(0.01)
        writer.close()
        server.close()

    asyncio.run(main())
    return seen[0]


def test_a_connection_on_a_socket_bound_like_uvicorns_workers_gets_nodelay():
    assert _nodelay_of_accepted_connection(with_protocol=True) != 0


def test_asyncio_alone_leaves_nagle_on_for_such_a_socket():
    """Why the protocol is needed: without it the accepted connection keeps Nagle's algorithm."""
    assert _nodelay_of_accepted_connection(with_protocol=False) == 0


def test_a_transport_without_a_tcp_socket_is_left_alone():
    class NoSocket:
        def get_extra_info(self, name: str) -> None:
            return None

    assert disable_nagle(NoSocket()) is False  # type: ignore[arg-type]
