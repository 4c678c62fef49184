"""``judgedesk export``: every record as JSON Lines."""

from __future__ import annotations

import click

from api.cli._common import CliContext, echo_jsonl, pass_cli, translate_errors
from ingest.records import EXPORT_KINDS


@click.command()
@click.option("--kind", type=click.Choice(EXPORT_KINDS), help="Only records of this kind.")
@pass_cli
@translate_errors
def export(cli: CliContext, kind: str | None) -> None:
    """Every record as JSON Lines, one per line, in document order (see the docs, "Export
    format"): kind, source, file, lines, lang, text, and the fields of each kind."""
    from kb.export import export_records  # cold start (sqlite-utils after api.cli._startup)

    echo_jsonl(export_records(cli.open_db(), kind))
