"""``judgedesk ask``: a rules question in German, Chinese or English -> sourced rulings."""

from __future__ import annotations

import json
import textwrap
from typing import TYPE_CHECKING, Callable, TextIO

import click

from api.cli._common import CliContext, echo_json, echo_jsonl, json_option, pass_cli, translate_errors, trust_lines, where

if TYPE_CHECKING:
    from kb.search.models import AskResponse, Suggestion

LANGS = ("de", "zh", "en")
MODES = ("rrf", "lexical", "dense")


def _choice(allowed: tuple[str, ...], what: str) -> Callable[[click.Context, click.Parameter, str | None], str | None]:
    """Validate in the library (InvalidQuery names the allowed values, exit 2)."""

    def check(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
        if value is not None and value.lower() not in allowed:
            raise click.BadParameter(f"unknown {what} {value!r}; allowed: {', '.join(allowed)}")
        return value.lower() if value else value

    return check


@click.command()
@click.argument("question", required=False)
@click.option(
    "--lang", callback=_choice(LANGS, "language"), metavar="de|zh|en", help="Language of the question (detected when omitted)."
)
@click.option("--limit", type=click.IntRange(1, 100), default=10, show_default=True, help="Results to show.")
@click.option(
    "--mode",
    default="rrf",
    show_default=True,
    callback=_choice(MODES, "mode"),
    metavar="rrf|lexical|dense",
    help="rrf: full-text + vectors + termbase, fused; lexical: no vectors (no torch); dense: vectors only.",
)
@click.option(
    "--batch",
    "batch",
    type=click.File("r", encoding="utf-8"),
    metavar="FILE",
    help="One question per line ('-' for stdin), answered in input order: text, or JSON Lines with --json.",
)
@click.option("--model", default=None, metavar="NAME|PATH", help="Embedding model (default: the one the index was built with).")
@json_option
@pass_cli
@translate_errors
def ask(
    cli: CliContext,
    question: str | None,
    lang: str | None,
    limit: int,
    mode: str,
    batch: TextIO | None,
    model: str | None,
    as_json: bool,
) -> None:
    """Search the rulings, glossary entries and rulebook passages for QUESTION. Every
    result names its document and line range; rulings show their rules, status and checks.
    FTS syntax, quotes and SQL in the question are searched as plain text."""
    # cold start: every command module loads with the CLI; only `ask` pays for the search (pydantic, numpy)
    from kb.search import Searcher
    from kb.search.answerable import annotate

    if (question is None) == (batch is None):
        raise click.UsageError("give either a QUESTION or --batch FILE")
    searcher = Searcher(cli.db_path, model=model)
    try:
        if batch is not None:
            questions = [line.rstrip("\n") for line in batch if line.strip()]
            if mode != "lexical":
                searcher.warm_up()  # models load once for the whole batch
            answers = (annotate(searcher.ask(q, lang=lang, limit=limit, mode=mode), cli.db_path) for q in questions)
            if as_json:
                echo_jsonl(a.model_dump(mode="json") for a in answers)
                return
            for i, batch_answer in enumerate(answers):  # text, one block per question, in input order
                if i:
                    click.echo()
                _echo_answer(batch_answer)
            return
        assert question is not None  # exactly one of QUESTION and --batch (checked above)
        answer = annotate(searcher.ask(question, lang=lang, limit=limit, mode=mode), cli.db_path)
    finally:
        searcher.close()
    if as_json:
        echo_json(answer.model_dump(mode="json"))
        return
    _echo_answer(answer)


def _echo_answer(answer: AskResponse) -> None:
    how = "detected" if answer.lang_detected else "given"
    click.echo(f"{answer.question}  [{answer.lang}, {how}; mode {answer.mode}]")
    for warning in answer.warnings:
        click.echo(click.style(f"note: {warning}", fg="yellow"), err=True)
    if answer.answered is False:
        click.echo(
            click.style(f"No ruling answers this question ({answer.no_answer_reason}); the closest matches follow.", fg="yellow")
        )
    elif answer.answer_strength == "weak":
        click.echo(click.style("The question names no game term or card: these matches may not answer it.", fg="yellow"))
    if answer.did_you_mean:
        click.echo("did you mean: " + ", ".join(_suggestion(s) for s in answer.did_you_mean))
    if not answer.results:
        click.echo("no results")
    for i, r in enumerate(answer.results, 1):
        subject = f" — {r.subject}" if r.subject else ""
        click.echo(click.style(f"{i}. {r.kind}{subject}", bold=True) + f"  {where(r)}  score {r.score:.4f}")
        click.echo(textwrap.fill(r.text, width=100, initial_indent="   ", subsequent_indent="   "))
        tags = []
        if r.kind == "ruling":
            tags.append(r.status or "current")
        if r.checks:
            of = f" of CR {', '.join(r.checks_of)}" if r.checks_of else ""
            tags.append(f"checks{of} " + ", ".join(r.checks))
        ranks = r.explain.ranks if r.explain else {}
        tags.append("ranks " + json.dumps(ranks, ensure_ascii=False))
        if r.explain and r.explain.concepts:
            tags.append("concepts " + ", ".join(r.explain.concepts))
        click.echo(f"   ({'; '.join(tags)})")
        for line in trust_lines(r):
            click.echo(textwrap.fill(line, width=100, initial_indent="   ", subsequent_indent="     "))
        if r.same_text:
            copies = ", ".join(f"{c.subject or '?'} ({_span(c.lines)})" for c in r.same_text)
            click.echo(
                textwrap.fill(
                    f"also printed under {copies}",
                    width=100,
                    initial_indent="   ",
                    subsequent_indent="     ",
                    break_on_hyphens=False,
                )
            )


def _suggestion(s: Suggestion) -> str:
    return s.text + (f" ({s.english})" if s.english and s.english != s.text else "")


def _span(lines: list[int] | tuple[int, int]) -> str:
    first, last = lines
    return f"line {first}" if first == last else f"lines {first}-{last}"
