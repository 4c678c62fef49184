"""The README documents every command (with its current --help), every record kind of the
export, every parser kind and every language."""
from __future__ import annotations

import pytest

from api.cli import cli
from api.cli.readme import README, command_help, help_blocks
from ingest.lang import LANGUAGE_MODULES
from ingest.manifest import DocKind
from ingest.records import RecordKind

pytestmark = pytest.mark.unit

TEXT = README.read_text(encoding="utf-8")


def test_readme_starts_with_the_two_commands():
    head = TEXT[:1500]
    assert "make run" in head and "make test" in head


@pytest.mark.parametrize("name", sorted(cli.commands))
def test_readme_documents_each_command_with_current_help(name):
    assert cli.commands[name].help, f"command {name} has no help text"
    blocks = help_blocks(TEXT)
    assert name in blocks, f"README has no <!-- help:{name} --> block; run python -m api.cli.readme after adding it"
    assert blocks[name] == command_help(name), f"README help for {name} is stale: run python -m api.cli.readme"


@pytest.mark.parametrize("kind", [k.value for k in RecordKind])
def test_readme_documents_each_record_kind_of_the_export(kind):
    assert f"`{kind}`" in TEXT


@pytest.mark.parametrize("kind", [k.value for k in DocKind])
def test_readme_documents_each_parser_kind(kind):
    assert f"`{kind}`" in TEXT


@pytest.mark.parametrize("code", sorted(LANGUAGE_MODULES))
def test_readme_documents_each_language(code):
    assert f"`ingest/lang/{code}`" in TEXT
