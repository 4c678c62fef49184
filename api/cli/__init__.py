"""The ``judgedesk`` command line: thin shells over the library (one call per command).

Exit codes: 0 success; 1 not found (the closest names are printed); 2 invalid input or
usage; 3 ingestion refused (changed source, parse error, unaccounted lines, a server reads
the knowledge base, an unwritable folder); 4 no usable knowledge base (none yet: run
``judgedesk ingest``; truncated, corrupt, or of another build); 5 a check did not pass.
"""
from __future__ import annotations

import importlib

import click

from api.cli._common import CliContext
from kb.paths import resolve_db_path

# The one place commands are registered ("module:command object"). Command modules
# import heavy libraries inside the command, so start-up stays cheap.
COMMANDS: list[str] = [
    "api.cli.ingest:ingest",
    "api.cli.ingest:coverage",
    "api.cli.ingest:sources",
    "api.cli.card:card",
    "api.cli.export:export",
    "api.cli.check:check",
    "api.cli.serve:serve",
    "api.cli.rule:rule",
    "api.cli.crosscheck:crosscheck",
    "api.cli.terms:terms",
    "api.cli.ask:ask",
    "api.cli.index:index",
]


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--db", "db", metavar="PATH", help="Knowledge base file (default: $JUDGEDESK_DB or var/judgedesk.db).")
@click.version_option(package_name="judgedesk")
@click.pass_context
def cli(ctx: click.Context, db: str | None) -> None:
    """judgedesk: official Magic rulings in German, Chinese and English, with their sources,
    rules and executable checks."""
    ctx.obj = CliContext(db_path=resolve_db_path(db))


for _target in COMMANDS:
    _module_name, _attr = _target.split(":")
    cli.add_command(getattr(importlib.import_module(_module_name), _attr))


def main() -> None:
    cli(prog_name="judgedesk")
