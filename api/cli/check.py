"""``judgedesk check [ID|FILE ...]``: run executable checks in the rules engine."""

from __future__ import annotations

import click

from api.cli._common import echo_json, json_option, translate_errors
from kb.errors import RuleNotFound


class ChecksFailed(click.ClickException):
    """At least one check did not pass (exit 5)."""

    exit_code = 5


@click.command()
@click.argument("refs", nargs=-1, metavar="[ID|FILE]...")
@click.option("--all", "run_all", is_flag=True, help="Run every bundled check (the default without ID or FILE).")
@click.option(
    "--disable",
    "disable",
    multiple=True,
    metavar="RULE",
    help="Run as if this CR rule (and its subrules) did not exist, e.g. --disable 702.62. Repeatable.",
)
@click.option("--quiet", "-q", is_flag=True, help="Print only one verdict line per check.")
@json_option
@translate_errors
def check(refs: tuple[str, ...], run_all: bool, disable: tuple[str, ...], quiet: bool, as_json: bool) -> None:
    """Run checks: scenarios (data/checks/<keyword>/*.yaml, format judgedesk-scenario/1) that
    demonstrate the rule a ruling rests on. Name checks by id or give a scenario FILE of your
    own; without either, or with --all, every bundled check runs. Each step's state change and
    the verdict are printed. Exit 5 when a check fails, 2 for a malformed scenario (the file,
    field and allowed values are named), 1 for an unknown id."""
    from kb.checks import run_checks  # loads the rules engine (~1 s): `check` only

    try:
        results = run_checks(refs, run_all=run_all, disable=disable)
    except RuleNotFound as e:  # a rule named in --disable: bad input here (exit 2), not a lookup that missed
        raise click.BadParameter(str(e), param_hint="--disable") from e
    if as_json:
        echo_json(
            [
                {k: r.to_dict()[k] for k in ("id", "rules", "rulings", "passed", "log", "failure", "file", "disabled")}
                for r in results
            ]
        )
    else:
        for r in results:
            if not quiet:
                for line in r.log:
                    click.echo(line)
                click.echo()
            mark = click.style("PASS", fg="green") if r.passed else click.style("FAIL", fg="red")
            click.echo(f"{mark} {r.id}" + ("" if r.passed else f" — {r.failure}"))
        failed = [r.id for r in results if not r.passed]
        click.echo(
            f"{len(results) - len(failed)}/{len(results)} checks passed"
            + (f" (disabled: {', '.join(disable)})" if disable else "")
        )
    if any(not r.passed for r in results):
        raise ChecksFailed(
            f"{sum(not r.passed for r in results)} check(s) failed: " + ", ".join(r.id for r in results if not r.passed)
        )
