"""``judgedesk serve``: the judge-desk page and HTTP API (uvicorn) on one knowledge base."""

from __future__ import annotations

import os
from typing import Any

import click

from api.cli._common import CliContext, pass_cli, translate_errors


@click.command()
@click.option("--host", default=None, help="Interface to listen on (default $JUDGEDESK_HOST or 127.0.0.1).")
@click.option("--port", type=click.IntRange(1, 65535), default=None, help="Port (default $JUDGEDESK_PORT or 8000).")
@click.option(
    "--workers",
    type=click.IntRange(1, 64),
    default=None,
    help="Worker processes; each opens the same knowledge base read-only and warms up before it "
    "takes a request (default $JUDGEDESK_WORKERS or one per usable CPU core).",
)
@click.option("--no-warm-up", is_flag=True, help="Load the search models on the first question instead of at start-up.")
@pass_cli
@translate_errors
def serve(cli: CliContext, host: str | None, port: int | None, workers: int | None, no_warm_up: bool) -> None:
    """Serve the judge-desk page at http://HOST:PORT/ and the API under /api (docs at /docs).

    The knowledge base is an immutable artifact built by ``judgedesk ingest``; any number of
    workers (or machines with a copy) serve it read-only. Exits 4 if it does not exist yet."""
    # cold start: the server (uvicorn, the app, its settings) loads only for `serve`
    import uvicorn

    from api.settings import Settings
    from kb.artifact import open_kb

    overrides: dict[str, Any] = {k: v for k, v in (("host", host), ("port", port), ("workers", workers)) if v is not None}
    switches: dict[str, Any] = {"warm_up": False} if no_warm_up else {}
    settings = Settings(db=cli.db_path, **overrides, **switches)
    open_kb(settings.db).close()  # a missing artifact exits 4 here, before uvicorn starts
    shown = "localhost" if settings.host in ("0.0.0.0", "::") else settings.host
    # The URL on stdout (what ``make run`` shows and scripts read); start-up chatter stays on stderr.
    click.echo(
        f"judgedesk: serving {settings.db} at http://{shown}:{settings.port}/ "
        f"({settings.workers} worker{'s' if settings.workers > 1 else ''}; Ctrl-C stops)"
    )
    # The embedder's OpenMP threads sleep instead of spinning while they wait (unless the operator
    # chose otherwise): with several workers, or other work on the machine, spinning threads took
    # the cores from the ones with work (measured in docs/benchmarks.md). Read when the model
    # loads, so it reaches this process and every worker.
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
    from api.http_protocol import NoDelayH11Protocol

    if settings.workers == 1:
        from api.main import create_app

        uvicorn.run(create_app(settings), host=settings.host, port=settings.port, log_level="warning", http=NoDelayH11Protocol)
        return
    # Worker processes import the app by name and read their settings from the environment.
    os.environ.update({"JUDGEDESK_DB": str(settings.db.resolve()), "JUDGEDESK_WARM_UP": str(settings.warm_up).lower()})
    if settings.model:
        os.environ["JUDGEDESK_MODEL"] = settings.model
    uvicorn.run(
        "api.main:create_app_from_env",
        factory=True,
        host=settings.host,
        port=settings.port,
        workers=settings.workers,
        log_level="warning",
        http=NoDelayH11Protocol,  # pickled by name: each worker imports it (why: api/http_protocol.py)
    )
