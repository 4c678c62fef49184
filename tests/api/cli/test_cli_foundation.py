"""The foundation commands as a judge or a script uses them."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from api.cli import cli

pytestmark = pytest.mark.integration


@pytest.fixture
def run(corpus_kb_path):
    runner = CliRunner()

    def invoke(*args, db=corpus_kb_path):
        return runner.invoke(cli, ["--db", str(db), *args], catch_exceptions=False)

    return invoke


def test_card_hit_prints_rulings_with_source_lines(run):
    result = run("card", "aussetzen")  # a mechanic, not a card: a miss
    assert result.exit_code == 1
    result = run("card", "Sternenwal")
    assert result.exit_code == 0
    assert "who-release-notes.de.txt:220" in result.output
    assert "Aussetzen" in result.output and "rulings:" in result.output


def test_card_miss_exits_1_with_closest_names_on_stderr(run):
    result = run("card", "Sternwal")
    assert result.exit_code == 1
    assert "no card named 'Sternwal'; closest: Sternenwal" in result.output
    assert "Traceback" not in result.output


def test_card_json_has_copies_and_mechanic_rulings(run):
    data = json.loads(run("card", "Der Dreizehnte Doctor", "--json").output)
    assert len(data["copies"]) == 2
    assert {"text", "source", "file", "lines", "lang", "date", "rulings"} <= set(data["copies"][0])


def test_export_every_line_is_a_record_with_the_public_fields(run):
    lines = run("export").output.splitlines()
    records = [json.loads(line) for line in lines]
    assert len(records) > 1000
    for rec in records:
        assert {"kind", "source", "file", "lines", "lang", "text"} <= set(rec)
    cards = [r for r in records if r["kind"] == "card"]
    assert cards and all("name" in c and isinstance(c["rulings"], list) for c in cards)
    terms = [r for r in records if r["kind"] == "term"]
    assert terms and all("term" in t and "see_also" in t for t in terms)
    rulings = [r for r in records if r["kind"] == "ruling"]
    assert rulings and all(r["subject_kind"] in ("card", "mechanic") and r["subject"] for r in rulings)


def test_export_kind_filter_and_unknown_kind(run):
    kinds = {json.loads(line)["kind"] for line in run("export", "--kind", "mechanic").output.splitlines()}
    assert kinds == {"mechanic"}
    bad = run("export", "--kind", "spell")
    assert bad.exit_code == 2 and "'spell' is not one of" in bad.output


def test_sources_lists_manifest_with_counts(run):
    data = json.loads(run("sources", "--json").output)
    assert [s["id"] for s in data] == ["who-notes-de", "tsp-faq-zh", "glossary-de", "casting-de", "card-types-de"]
    assert data[0]["records"]["card"] > 100 and data[2]["records"]["term"] == 230


def test_coverage_reports_zero_unaccounted_for_every_document(run):
    result = run("coverage", "--json")
    assert result.exit_code == 0
    assert [d["unaccounted"] for d in json.loads(result.output)] == [[]] * 5


def test_missing_knowledge_base_exits_4_and_says_how_to_build(run, tmp_path):
    result = run("card", "Sternenwal", db=tmp_path / "none.db")
    assert result.exit_code == 4 and "run `judgedesk ingest` first" in result.output


def test_ingest_builds_a_fresh_kb_and_prints_the_summary(tmp_path):
    db = tmp_path / "kb.db"
    result = CliRunner().invoke(cli, ["--db", str(db), "ingest", "--no-vectors"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert db.exists()
    assert "who-notes-de" in result.output and "0 unaccounted" in result.output


def test_db_from_environment_variable(corpus_kb_path, monkeypatch):
    monkeypatch.setenv("JUDGEDESK_DB", str(corpus_kb_path))
    result = CliRunner().invoke(cli, ["card", "Sternenwal"], catch_exceptions=False)
    assert result.exit_code == 0
