"""A reviewed ruling's further rule (role ``also``) as a judge meets it: marked "also" in the
card view and the export, and never a reason to list the ruling under that rule."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from api.cli import cli

pytestmark = pytest.mark.integration


@pytest.fixture
def also_link(corpus_kb):
    """A card ruling with an ``also`` link whose rule none of its keys falls under."""
    sql = (
        "select l.record_id, l.rule, r.subject, r.first from rule_links l join records r on r.id = l.record_id "
        "where l.role = 'also' and r.subject_kind = 'card' order by l.rowid"
    )
    for row in corpus_kb.query(sql):
        sql_keys = "select rule from rule_links where record_id = ? and role = 'key'"
        keys = [k["rule"] for k in corpus_kb.query(sql_keys, [row["record_id"]])]
        if keys and not any(k.startswith(row["rule"]) for k in keys):
            return row
    pytest.fail("no card ruling shows an also link")


def _run(corpus_kb_path, *args):
    result = CliRunner().invoke(cli, ["--db", str(corpus_kb_path), *args], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result.output


def test_rule_lists_only_rulings_resting_on_it_not_those_naming_it_as_a_further_rule(corpus_kb_path, also_link):
    listed = json.loads(_run(corpus_kb_path, "rule", also_link["rule"], "--json"))
    assert also_link["record_id"] not in {r["id"] for r in listed["rulings"]}


def test_card_view_marks_the_further_rule_also(corpus_kb_path, also_link):
    text = " ".join(_run(corpus_kb_path, "card", also_link["subject"]).split())
    block = text.split(f"[{also_link['first']}-")[1].split(" - [")[0]
    assert f"also CR {also_link['rule']}" in block and "a further rule the reader accepted" in block


def test_export_carries_each_links_role(corpus_kb_path, also_link):
    lines = _run(corpus_kb_path, "export", "--kind", "ruling").splitlines()
    ruling = next(r for r in map(json.loads, lines) if r["id"] == also_link["record_id"])
    roles = [(x["number"], x["role"]) for x in ruling["rules"]]
    assert roles[-1] == (also_link["rule"], "also") and all(role == "key" for _, role in roles[:-1])
