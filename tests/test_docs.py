"""The docs site documents every command (with its current --help), every route (from the
OpenAPI schema), every record kind of the export, every parser kind and every language; the
README stays a first-day page without hand-copied figures."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from api.cli import cli
from api.cli.reference import CLI_REFERENCE
from api.cli.reference import render as render_cli_reference
from api.openapi_doc import API_REFERENCE
from api.openapi_doc import render as render_api_reference
from ingest.lang import LANGUAGE_MODULES
from ingest.manifest import DocKind
from ingest.records import RecordKind

pytestmark = pytest.mark.unit

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
CORPUS_GUIDE = (ROOT / "docs" / "guide" / "corpus.md").read_text(encoding="utf-8")
MKDOCS = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")


def test_readme_starts_with_the_two_commands():
    head = README[:1500]
    assert "make run" in head and "make test" in head


def test_readme_is_a_first_day_page():
    assert len(README.splitlines()) <= 250


def test_readme_copies_no_measured_figure():
    # Recall, MRR, precision and timings are measured by notebooks and benchmarks; the README
    # points at them instead of copying a figure that goes stale.
    figures = re.findall(r"\b0\.\d{2,}\b|\b\d+(?:\.\d+)? ?(?:ms|s)\b(?! \d)|\d+ ?%", README)
    assert figures == []


def test_cli_reference_is_current_help_of_every_command():
    text = CLI_REFERENCE.read_text(encoding="utf-8")
    assert text == render_cli_reference(), "docs/reference/cli.md is stale: run python -m api.cli.reference"


@pytest.mark.parametrize("name", sorted(cli.commands))
def test_cli_reference_has_a_section_with_help_for_each_command(name):
    assert cli.commands[name].help, f"command {name} has no help text"
    assert f"## `judgedesk {name}`" in CLI_REFERENCE.read_text(encoding="utf-8")


def test_api_reference_is_current_with_the_openapi_schema():
    text = API_REFERENCE.read_text(encoding="utf-8")
    assert text == render_api_reference(), "docs/reference/api.md is stale: run python -m api.openapi_doc"


@pytest.mark.parametrize("page", sorted(p.relative_to(ROOT / "docs").as_posix() for p in (ROOT / "docs").rglob("*.md")))
def test_every_docs_page_is_in_the_site_nav(page):
    assert f" {page}\n" in MKDOCS, f"{page} is not in mkdocs.yml's nav"


@pytest.mark.parametrize("kind", [k.value for k in RecordKind])
def test_corpus_guide_documents_each_record_kind_of_the_export(kind):
    assert f"`{kind}`" in CORPUS_GUIDE


@pytest.mark.parametrize("kind", [k.value for k in DocKind])
def test_corpus_guide_documents_each_parser_kind(kind):
    assert f"`{kind}`" in CORPUS_GUIDE


@pytest.mark.parametrize("code", sorted(LANGUAGE_MODULES))
def test_corpus_guide_documents_each_language(code):
    assert f"`ingest/lang/{code}`" in CORPUS_GUIDE
