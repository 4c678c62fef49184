"""``judgedesk rule NUMBER``: a CR rule's title and every ruling resting on it."""

from __future__ import annotations

import textwrap

import click

from api.cli._common import CliContext, echo_json, json_option, pass_cli, translate_errors, trust_lines, where


@click.command()
@click.argument("number")
@json_option
@pass_cli
@translate_errors
def rule(cli: CliContext, number: str, as_json: bool) -> None:
    """Every ruling, in every language, resting on the Comprehensive Rules rule NUMBER
    (e.g. 702.62, its subrules included; 702.62a lists only the rulings resting on
    702.62a). A 2006 number such as 502.59 is mapped to today's. Each ruling shows the rules
    it rests on and the words that gave each, its status (what changed, if it no longer
    holds) and its checks. An unknown number exits 1 with the closest numbers."""
    from kb.rulings import rulings_for_rule  # cold start (sqlite-utils after api.cli._startup)

    result = rulings_for_rule(cli.open_db(), number)
    if as_json:
        echo_json(result.model_dump(mode="json"))
        return
    head = f"CR {result.number} {result.title or '(no title in the concordance)'}"
    if result.mapped_from:
        head += f"  (2006 number {result.mapped_from})"
    click.echo(click.style(head, bold=True))
    if result.cr_version:
        click.echo(f"  {result.cr_version} · {result.source}")
    click.echo(f"  rulings: {len(result.rulings)}")
    for r in result.rulings:
        click.echo(f"- {where(r)} · {r.subject or ''} · {r.status}")
        click.echo(textwrap.fill(r.text, width=100, initial_indent="    ", subsequent_indent="    "))
        for line in trust_lines(r):
            click.echo(textwrap.fill(line, width=100, initial_indent="    ", subsequent_indent="      "))
        if r.checks:
            click.echo(f"    checks: {', '.join(r.checks)}")
