"""``judgedesk card NAME``: every ruling for a card."""

from __future__ import annotations

import textwrap
from typing import TYPE_CHECKING

import click

from api.cli._common import CliContext, echo_json, json_option, pass_cli, translate_errors, trust_lines, where

if TYPE_CHECKING:  # every command module loads with the CLI; only `card` creates these classes
    from kb.card_results import CardCopy, LinkedRuling, PrintedFace


@click.command()
@click.argument("name")
@json_option
@pass_cli
@translate_errors
def card(cli: CliContext, name: str, as_json: bool) -> None:
    """Every ruling for the card NAME (any printed or face name; case and accents don't
    matter). Both printed copies are shown when a document prints a card twice; rulings of
    the mechanics its text names are listed apart. A miss exits 1 with the closest names."""
    # cold start: kb.cards loads sqlite-utils, which must come after api.cli._startup masked numpy
    from kb.cards import find_card

    result = find_card(cli.open_db(), name)
    if as_json:
        echo_json(result.to_dict())
        return
    if result.matched_by != "name":  # the judge sees the card was found by another name than typed
        click.echo(click.style(f"{name!r} found by {_matched(result.matched_by)}", dim=True))
    for copy in result.copies:
        click.echo(
            click.style(copy.name, bold=True)
            + f"  — {where(copy)} · section {copy.section or '-'}"
            + (f" (example for {copy.mechanic})" if copy.mechanic else "")
        )
        faces: tuple[CardCopy | PrintedFace, ...] = copy.faces or (copy,)
        for face in faces:
            head = " · ".join(x for x in (face.mana_cost, face.type_line, face.power_toughness) if x)
            if len(copy.faces) > 1:
                head = f"{face.name}: {head}"
            click.echo(f"  {head}")
            for line in (face.rules_text or "").splitlines():
                click.echo(textwrap.fill(line, width=100, initial_indent="    ", subsequent_indent="    "))
        _echo_rulings(copy.rulings)
        click.echo()
    if result.mechanic_rulings:
        click.echo(click.style("Rulings of the mechanics its text names", bold=True))
        for mech in result.mechanic_rulings:
            click.echo(f"  {mech.name} ({mech.mechanic_kind}) — {where(mech)}")
            _echo_rulings(mech.rulings, indent="  ")


def _echo_rulings(rulings: tuple[LinkedRuling, ...], indent: str = "") -> None:
    click.echo(f"{indent}  rulings: {len(rulings)}")
    for r in rulings:
        first, last = r.lines
        click.echo(
            textwrap.fill(r.text, width=100, initial_indent=f"{indent}  - [{first}-{last}] ", subsequent_indent=f"{indent}      ")
        )
        tags = [r.status] + (["checks " + ", ".join(r.checks)] if r.checks else [])
        click.echo(f"{indent}      ({'; '.join(tags)})")
        for line in trust_lines(r):
            click.echo(textwrap.fill(line, width=100, initial_indent=f"{indent}      ", subsequent_indent=f"{indent}        "))


def _matched(matched_by: str) -> str:
    """``CardLookup.matched_by`` in words: face, a language of the termbase, "simplified ..."."""
    if matched_by.startswith("simplified "):
        return f"{_matched(matched_by.removeprefix('simplified '))}, once written in Simplified characters"
    return {"name": "its printed name", "face": "a face name"}.get(matched_by, f"its {matched_by} name (termbase)")
