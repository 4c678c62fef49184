"""The ``judgedesk`` command line: thin shells over the library (one call per command).

Exit codes: 0 success; 1 not found (the closest names are printed); 2 invalid input or
usage; 3 ingestion refused (changed source, parse error, unaccounted lines, a server reads
the knowledge base, an unwritable folder); 4 no usable knowledge base (none yet: run
``judgedesk ingest``; truncated, corrupt, or of another build); 5 a check did not pass.
"""

from __future__ import annotations

import sys

import click

from api.cli._common import CliContext
from api.cli._startup import prepare
from api.cli.ask import ask
from api.cli.card import card
from api.cli.check import check
from api.cli.crosscheck import crosscheck
from api.cli.export import export
from api.cli.index import index
from api.cli.ingest import coverage, ingest, sources
from api.cli.rule import rule
from api.cli.serve import serve
from api.cli.terms import terms
from kb.paths import resolve_db_path

# The one place commands are registered. Command modules import heavy libraries inside the
# command, so importing them all here keeps start-up cheap.
COMMANDS: list[click.Command] = [ingest, coverage, sources, card, export, check, serve, rule, crosscheck, terms, ask, index]


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--db", "db", metavar="PATH", help="Knowledge base file (default: $JUDGEDESK_DB or var/judgedesk.db).")
@click.version_option(package_name="judgedesk")
@click.pass_context
def cli(ctx: click.Context, db: str | None) -> None:
    """judgedesk: official Magic rulings in German, Chinese and English, with their sources,
    rules and executable checks."""
    ctx.obj = CliContext(db_path=resolve_db_path(db))


for _command in COMMANDS:
    cli.add_command(_command)


def main() -> None:
    prepare(sys.argv[1:])
    cli(prog_name="judgedesk")
