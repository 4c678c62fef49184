"""``judgedesk crosscheck TERM``: one concept's rulings in each document, side by side."""

from __future__ import annotations

import textwrap
from typing import Any

import click

from api.cli._common import CliContext, echo_json, json_option, pass_cli, translate_errors, trust_lines, where


@click.command()
@click.argument("term")
@json_option
@pass_cli
@translate_errors
def crosscheck(cli: CliContext, term: str, as_json: bool) -> None:
    """What the documents say about TERM (any language, era or known typo: Aussetzen, 延缓,
    suspend): the concept's labels by language and era, its rule, glossary definitions,
    then the pairs of rulings that speak of the same thing, each ``same`` or ``differs`` with
    the side that holds today and why (score and method), rulings not shown as a pair, and
    flags (numbers that disagree, a superseded side, a concept the other document never
    mentions, a term used inconsistently). An unknown term exits 1 with close labels."""
    from kb.crosscheck import crosscheck as run  # cold start: every command module loads with the CLI

    result = run(cli.open_db(), term)
    if as_json:
        echo_json(result)
        return
    c = result["concept"]
    rule = result["rule"]
    click.echo(
        click.style(f"{c['en']} [{c['id']}, {c['kind']}]", bold=True)
        + (f" — CR {rule['number']} {rule['title'] or ''}" if rule else "")
    )
    for lang, eras in sorted(result["labels"].items()):
        click.echo(f"  {lang}: " + "; ".join(f"{era}: {', '.join(labels)}" for era, labels in sorted(eras.items())))
    for d in result["definitions"]:
        click.echo(f"  definition {where(d)} [{d['status']}]")
        click.echo(textwrap.fill(d["text"], width=100, initial_indent="    ", subsequent_indent="    "))
    click.echo(click.style(f"\nAligned pairs ({len(result['pairs'])}; {result['method']})", bold=True))
    for p in result["pairs"]:
        holds = {"a": where(p["a"]), "b": where(p["b"])}.get(p["holds_today"], p["holds_today"])
        click.echo(
            click.style(f"  {p['verdict'].upper()}", bold=True, fg="red" if p["verdict"] == "differs" else None)
            + f" · holds today: {holds} · {_derivation(p)} · {p['why']}"
        )
        click.echo(
            f"    score {p['score']:.2f} · shared rules {', '.join(p['shared']['rules']) or '-'}"
            f" · concepts {', '.join(p['shared']['concepts']) or '-'}"
        )
        for side in (p["a"], p["b"]):
            click.echo(
                textwrap.fill(
                    f"[{side['status']}] {side['text']}",
                    width=100,
                    initial_indent=f"    {where(side)}: ",
                    subsequent_indent="      ",
                )
            )
            for line in trust_lines(side):
                click.echo(textwrap.fill(line, width=100, initial_indent="      ", subsequent_indent="        "))
    for source, items in result["unpaired"].items():
        click.echo(click.style(f"\nNot shown as a pair in {source} ({len(items)})", bold=True))
        for item in items:
            click.echo(
                textwrap.fill(
                    f"[{item['status']}] {item['text']}",
                    width=100,
                    initial_indent=f"  {item['lines'][0]}-{item['lines'][1]}: ",
                    subsequent_indent="      ",
                )
            )
    if result["flags"]:
        click.echo(click.style(f"\nFlags ({len(result['flags'])})", bold=True))
        for f in result["flags"]:
            click.echo(f"  {f['kind']}: {f['a']}{' / ' + f['b'] if f.get('b') else ''} — {f['detail']}")


def _derivation(pair: dict[str, Any]) -> str:
    """Who says the two rulings are counterparts: a reader (and what the aligner had said) or
    the aligner."""
    if pair.get("derivation") != "reviewed":
        return "aligner"
    was = pair.get("aligner_verdict")
    if not was:
        return "reviewed (the aligner did not pair them)"
    if (was.get("verdict"), was.get("holds_today")) == (pair["verdict"], pair["holds_today"]):
        return "reviewed"
    return f"reviewed (aligner: {was.get('verdict')}, holds {was.get('holds_today')})"
