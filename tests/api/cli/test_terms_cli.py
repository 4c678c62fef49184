"""``judgedesk terms``: one concept by any label, all concepts, and misses with close labels."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from api.cli import cli

pytestmark = pytest.mark.integration


def run(db_path, *args):
    return CliRunner().invoke(cli, ["--db", str(db_path), "terms", *args])


@pytest.mark.parametrize("term", ["Aussetzen", "延缓", "suspend"])
def test_terms_any_language_shows_same_concept(corpus_kb_path, term):
    result = run(corpus_kb_path, term, "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["concept"]["id"] == "suspend" and data["concept"]["cr"] == "702.62"


def test_terms_typo_text_output_says_typo(corpus_kb_path):
    result = run(corpus_kb_path, "Verschwenden")
    assert result.exit_code == 0 and "(a typo)" in result.output and "vanishing" in result.output


def test_terms_without_query_lists_every_concept(corpus_kb_path):
    data = json.loads(run(corpus_kb_path, "--json").output)
    assert len(data["concepts"]) > 100


def test_terms_unknown_term_exits_1_with_closest_labels(corpus_kb_path):
    result = run(corpus_kb_path, "Aussetzn")
    assert result.exit_code == 1
    assert "Aussetzen" in result.output and "Traceback" not in result.output


def test_terms_coverage_lists_each_kind_with_three_languages(corpus_kb_path):
    result = run(corpus_kb_path, "--coverage", "--json")
    assert result.exit_code == 0, result.output
    rows = {r["group"]: r for r in json.loads(result.output)["coverage"]}
    assert {
        "keyword ability (702)",
        "keyword action (701)",
        "creature type",
        "zone",
        "step",
        "counter",
        "CR glossary entries",
        "all concepts",
    } <= set(rows)
    assert rows["all concepts"]["concepts"] > 1000 and rows["all concepts"]["zh"] > 900
    text = run(corpus_kb_path, "--coverage").output
    assert "keyword ability (702)" in text and "%" in text


def test_terms_coverage_with_a_query_is_a_usage_error(corpus_kb_path):
    result = run(corpus_kb_path, "Aussetzen", "--coverage")
    assert result.exit_code == 2 and "--coverage takes no QUERY" in result.output
