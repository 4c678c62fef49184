"""``judgedesk terms [QUERY]``: the termbase's concepts and their labels."""
from __future__ import annotations

import click

from api.cli._common import CliContext, echo_json, json_option, pass_cli, translate_errors


@click.command()
@click.argument("query", required=False)
@json_option
@pass_cli
@translate_errors
def terms(cli: CliContext, query: str | None, as_json: bool) -> None:
    """The concepts of the termbase with their labels by language and era. QUERY (any
    language, era or known typo: Aussetzen, 延缓, 移出对战, suspend) names one concept;
    without it every concept is listed. An unknown term exits 1 with the closest labels."""
    from kb.termbase import list_concepts, resolve

    db = cli.open_db()
    if query is None:
        concepts = list_concepts(db)
        if as_json:
            echo_json({"query": None, "concepts": [c.to_dict() for c in concepts]})
            return
        for c in concepts:
            click.echo(f"{c.id:<24} {c.kind:<10} {c.cr or '-':<9} " + _short_labels(c.labels))
        return
    found = resolve(db, query)
    if as_json:
        echo_json({"query": query, **found.to_dict()})
        return
    concept = found.entry
    typo = " (a typo)" if found.is_typo else ""
    click.echo(f"{query!r} is {found.lang} label {found.label!r} [{found.era}]{typo} of:")
    click.echo(click.style(f"{concept.id}", bold=True) + f"  {concept.kind} · CR {concept.cr or '-'} · {concept.en}")
    for label in concept.labels:
        click.echo(f"  {label['lang']}  {label['era']:<9} {label['label']}"
                   + (f"  — {label['note']}" if label.get("note") else "") + f"  [{label['source']}]")


def _short_labels(labels: list[dict]) -> str:
    current = [f"{x['lang']}:{x['label']}" for x in labels if x["era"] == "current" and x["lang"] != "en"]
    return ", ".join(current[:4])
