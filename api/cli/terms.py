"""``judgedesk terms [QUERY]``: the termbase's concepts and their labels."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from api.cli._common import CliContext, echo_json, json_option, pass_cli, translate_errors

if TYPE_CHECKING:
    from kb.termbase.results import Label


@click.command()
@click.argument("query", required=False)
@click.option(
    "--coverage",
    "show_coverage",
    is_flag=True,
    help="How many concepts of each kind (702, 701, types, zones, steps, counters, glossary) have labels in en, de and zh.",
)
@json_option
@pass_cli
@translate_errors
def terms(cli: CliContext, query: str | None, show_coverage: bool, as_json: bool) -> None:
    """The concepts of the termbase with their labels by language and era. QUERY (any
    language, era or known typo: Aussetzen, 延缓, 移出对战, suspend) names one concept;
    without it every concept is listed. An unknown term exits 1 with the closest labels."""
    # cold start: kb.termbase loads pydantic, only `terms` pays
    from kb.termbase.lookup import list_concepts, resolve
    from kb.termbase.results import TermList

    if show_coverage and query is not None:
        raise click.UsageError("--coverage takes no QUERY")
    db = cli.open_db()
    if show_coverage:
        from kb.termbase.coverage import coverage

        rows = coverage(db)
        if as_json:
            echo_json({"coverage": [r.to_dict() for r in rows]})
            return
        click.echo(f"{'kind':<24} {'concepts':>8} {'en':>12} {'de':>12} {'zh':>12} {'all three':>12}")
        for r in rows:
            cells = [f"{getattr(r, l)} ({r.share(l):.0%})" for l in ("en", "de", "zh")]
            both = f"{r.all_three} ({r.all_three / r.concepts:.0%})" if r.concepts else "0"
            click.echo(f"{r.group:<24} {r.concepts:>8} " + " ".join(f"{c:>12}" for c in cells) + f" {both:>12}")
        return
    if query is None:
        concepts = list_concepts(db)
        if as_json:
            echo_json(TermList(query=None, concepts=concepts).model_dump(mode="json"))
            return
        for c in concepts:
            click.echo(f"{c.id:<24} {c.kind:<10} {c.cr or '-':<9} " + _short_labels(c.labels))
        return
    found = resolve(db, query)
    if as_json:
        echo_json(found.answer(query).model_dump(mode="json"))
        return
    concept = found.entry
    assert concept is not None  # resolve() found the concept through its own labels
    typo = " (a typo)" if found.is_typo else ""
    click.echo(f"{query!r} is {found.lang} label {found.label!r} [{found.era}]{typo} of:")
    click.echo(click.style(f"{concept.id}", bold=True) + f"  {concept.kind} · CR {concept.cr or '-'} · {concept.en}")
    for label in concept.labels:
        click.echo(
            f"  {label.lang}  {label.era:<9} {label.label}" + (f"  — {label.note}" if label.note else "") + f"  [{label.source}]"
        )


def _short_labels(labels: list[Label]) -> str:
    current = [f"{x.lang}:{x.label}" for x in labels if x.era == "current" and x.lang != "en"]
    return ", ".join(current[:4])
