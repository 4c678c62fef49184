"""``judgedesk ingest``, ``coverage`` and ``sources``."""

from __future__ import annotations

from pathlib import Path

import click

from api.cli._common import CliContext, echo_json, echo_json_error, exit_code_for, json_option, pass_cli, translate_errors
from api.cli.progress import build_progress
from ingest.errors import JudgedeskError
from ingest.manifest import DEFAULT_SOURCES, load_manifest
from ingest.pipeline import parse_document

_sources_option = click.option(
    "--sources",
    "sources_dir",
    type=click.Path(file_okay=False, path_type=Path),
    default=DEFAULT_SOURCES,
    show_default="data/sources",
    help="Folder with the documents and manifest.toml.",
)


@click.command()
@_sources_option
@click.option("--no-vectors", is_flag=True, help="Skip building the vector index (lexical search only).")
@click.option("--if-missing", is_flag=True, help="Do nothing when the knowledge base already exists.")
@json_option
@pass_cli
@translate_errors
def ingest(cli: CliContext, sources_dir: Path, no_vectors: bool, if_missing: bool, as_json: bool) -> None:
    """Parse every document of the manifest and build the knowledge base.

    The new database is built beside the old one and swapped in only when every
    document parsed and every line is accounted for; otherwise the old one stays. A
    knowledge base a running server reads is not replaced (exit 3, naming the server).
    With --json, errors are printed as JSON too."""
    from kb.build import BUILD_PHASES, build_knowledge_base, is_phase  # cold start: the whole build

    if if_missing and cli.db_path.exists():
        click.echo(f"knowledge base exists: {cli.db_path}")
        return
    try:
        with build_progress(BUILD_PHASES, is_phase) as progress:
            report = build_knowledge_base(cli.db_path, sources_dir, with_vectors=not no_vectors, progress=progress)
    except JudgedeskError as e:
        if not as_json:
            raise
        echo_json_error(e)  # with --json, errors are JSON too (same exit code)
        raise SystemExit(exit_code_for(e)) from None
    if as_json:
        echo_json({"db": str(report.db_path), "documents": report.documents, "steps": report.steps})
        return
    click.echo(f"knowledge base written: {report.db_path}")
    for doc in report.documents:
        counts = ", ".join(f"{n} {k}" for k, n in doc["records"].items())
        click.echo(
            f"  {doc['id']:<14} {doc['file']:<28} {doc['lang']} {doc['lines']:>5} lines, "
            f"{doc['unaccounted']} unaccounted: {counts}"
        )


@click.command()
@_sources_option
@json_option
@translate_errors
def coverage(sources_dir: Path, as_json: bool) -> None:
    """Per document: its non-blank lines by record kind and the lines no record accounts for.

    Parses the sources directly (no knowledge base needed); exits 3 when any line is
    unaccounted or owned twice."""
    reports = [parse_document(meta, sources_dir, strict=False).accounting for meta in load_manifest(sources_dir)]
    if as_json:
        echo_json([a.to_dict() for a in reports])
    else:
        for a in reports:
            kinds = ", ".join(f"{k} {n}" for k, n in sorted(a.lines_by_kind.items()))
            click.echo(f"{a.file}: {a.nonblank_lines} non-blank lines — {kinds}")
            click.echo(f"  unaccounted: {len(a.unaccounted)}" + (f" (lines {_ranges(a.unaccounted)})" if a.unaccounted else ""))
            if a.overlaps:
                click.echo(f"  owned twice: {len(a.overlaps)} (lines {_ranges(sorted(a.overlaps))})")
    if any(not a.ok for a in reports):
        raise SystemExit(3)


@click.command()
@json_option
@pass_cli
@translate_errors
def sources(cli: CliContext, as_json: bool) -> None:
    """The documents of the knowledge base (its manifest) with record counts."""
    from kb.sources import list_sources  # cold start (sqlite-utils after api.cli._startup)

    rows = list_sources(cli.open_db())
    if as_json:
        echo_json(rows)
        return
    for s in rows:
        counts = ", ".join(f"{n} {k}" for k, n in s["records"].items())
        click.echo(
            f"{s['id']:<14} {s['file']:<28} {s['lang']} {s['kind']:<16} {s.get('date') or 'undated':<10} "
            f"era {s['era']:<10} {s['title']}"
        )
        click.echo(f"{'':<15}{counts}")


def _ranges(numbers: list[int]) -> str:
    """[3, 4, 5, 9] -> '3-5, 9'."""
    out, start = [], None
    for i, n in enumerate(numbers):
        if start is None:
            start = n
        if i + 1 == len(numbers) or numbers[i + 1] != n + 1:
            out.append(f"{start}-{n}" if n != start else f"{n}")
            start = None
    return ", ".join(out)
