"""``judgedesk rule`` and ``judgedesk crosscheck`` as a judge uses them."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from api.cli import cli

pytestmark = pytest.mark.integration


@pytest.fixture
def run(corpus_kb_path):
    runner = CliRunner()

    def invoke(*args):
        return runner.invoke(cli, ["--db", str(corpus_kb_path), *args], catch_exceptions=False)

    return invoke


def test_rule_old_number_prints_todays_rule_and_rulings_of_both_documents(run):
    result = run("rule", "502.59")
    assert result.exit_code == 0
    assert "CR 702.62 Suspend" in result.output and "2006 number 502.59" in result.output
    assert "tsp-faq.zh.txt:" in result.output and "who-release-notes.de.txt:" in result.output


def test_rule_json_rulings_carry_rules_and_status(run):
    data = json.loads(run("rule", "702.62", "--json").output)
    assert data["title"] == "Suspend" and data["rulings"]
    assert all(r["status"] in ("current", "superseded") and r["rules"] for r in data["rulings"])


@pytest.mark.parametrize("number", ["hello", "702.62z", "702.999"])
def test_rule_unknown_number_exits_1_without_traceback(run, number):
    # 702.62z and 702.999 look like rules: they once printed a rule that does not exist, exit 0
    result = run("rule", number)
    assert result.exit_code == 1 and f"no rule named '{number}'" in result.output and "Traceback" not in result.output
    assert not any(line.startswith("CR ") for line in result.output.splitlines())


def test_crosscheck_chinese_term_shows_labels_pairs_and_flags(run):
    result = run("crosscheck", "延缓")
    assert result.exit_code == 0
    assert "CR 702.62 Suspend" in result.output and "Aussetzen" in result.output
    assert "Aligned pairs" in result.output and "Flags" in result.output
    assert "SAME · holds today:" in result.output or "DIFFERS · holds today:" in result.output
    # each pair says who decided it: a reader's review (data/rules/reviews/pair-reviews.csv) or the aligner
    assert " · reviewed · " in result.output and "pair-reviews.csv line" in result.output


def test_crosscheck_shows_a_reviewed_pair_the_aligner_missed_as_such(run):
    # who 240 / tsp 129 (a suspended card that can't be cast stays exiled, no longer suspended):
    # the aligner leaves both unpaired; pair-reviews.csv adds the pair
    result = run("crosscheck", "Aussetzen")
    assert result.exit_code == 0
    assert "SAME · holds today: both · reviewed (the aligner did not pair them) · " in result.output


def test_crosscheck_json_same_concept_for_german_and_english(run):
    de = json.loads(run("crosscheck", "Aussetzen", "--json").output)
    en = json.loads(run("crosscheck", "suspend", "--json").output)
    assert de["concept"] == en["concept"] and de["pairs"] == en["pairs"]


def test_crosscheck_typo_exits_1_with_close_labels(run):
    result = run("crosscheck", "Aussetzn")
    assert result.exit_code == 1 and "closest: Aussetzen" in result.output


@pytest.mark.parametrize("number", ["702.62z", "702.999"])
def test_cli_rule_unknown_number_exits_1_with_closest_numbers(run, number):
    result = run("rule", number)
    assert result.exit_code == 1
    assert f"no rule named '{number}'" in result.output and "closest: 702." in result.output


def test_cli_rule_subrule_shows_its_own_first_words(run):
    result = run("rule", "702.62a")
    assert result.exit_code == 0
    assert "CR 702.62a Suspend is a keyword that represents three abilities" in result.output
