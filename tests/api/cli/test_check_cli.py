"""``judgedesk check``: verdicts, JSON shape and exit codes (0 pass, 1 unknown id, 2 malformed
scenario or unknown rule, 5 a check failed)."""

from __future__ import annotations

import json

import pytest
import yaml
from click.testing import CliRunner

from api.cli import cli
from kb.checks import FORMAT, all_scenarios

pytestmark = pytest.mark.unit

SHOCK = f"""format: {FORMAT}
id: judge-shock
title: Shock deals 2 damage
rules: ["608.2b"]
rulings: [{{source: tsp-faq-zh, lines: [77, 77]}}]
cards:
  - {{name: Shock, cost: "{{R}}", types: [instant], spell: {{targets: [any], effects: [{{damage: {{amount: 2, to: target}}}}]}}}}
setup:
  players:
    - {{name: A, hand: [Shock], battlefield: [Mountain]}}
    - {{name: B}}
actions:
  - cast: {{player: A, card: Shock, targets: [B]}}
  - resolve: 1
expect:
  - life: {{B: LIFE}}
"""


def run(*args: str):
    return CliRunner().invoke(cli, ["check", *args], catch_exceptions=False)


@pytest.fixture
def scenario_file(tmp_path):
    def write(text: str, name: str = "judge.yaml"):
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        return str(path)

    return write


def test_check_passing_file_exits_0_and_prints_verdict(scenario_file):
    result = run(scenario_file(SHOCK.replace("LIFE", "18")))
    assert result.exit_code == 0, result.output
    assert "PASS judge-shock" in result.output and "1/1 checks passed" in result.output
    assert "B loses" in result.output or "life" in result.output  # each step's state change is printed


def test_check_failing_file_exits_5_naming_the_check(scenario_file):
    result = run(scenario_file(SHOCK.replace("LIFE", "17")))
    assert result.exit_code == 5
    assert "FAIL judge-shock" in result.output


def test_check_malformed_file_exits_2_naming_file_field_and_allowed(scenario_file):
    path = scenario_file(SHOCK.replace("LIFE", "18").replace("resolve: 1", "teleport: 1"))
    result = CliRunner().invoke(cli, ["check", path])
    assert result.exit_code == 2
    assert path in result.output and "actions[1].teleport" in result.output and "allowed" in result.output
    assert "Traceback" not in result.output


def test_check_unknown_id_exits_1_with_close_matches():
    some = all_scenarios()[0].id
    result = CliRunner().invoke(cli, ["check", some + "x"])
    assert result.exit_code == 1
    assert some in result.output


def test_check_unknown_rule_to_disable_exits_2(scenario_file):
    result = CliRunner().invoke(cli, ["check", scenario_file(SHOCK.replace("LIFE", "18")), "--disable", "702.999"])
    assert result.exit_code == 2
    assert "702.999" in result.output


def test_check_json_is_a_list_of_id_rules_rulings_passed_log(scenario_file):
    result = run(scenario_file(SHOCK.replace("LIFE", "18")), "--json")
    assert result.exit_code == 0
    (entry,) = json.loads(result.output)
    assert {"id", "rules", "rulings", "passed", "log"} <= set(entry)
    assert entry["id"] == "judge-shock" and entry["passed"] is True and entry["rules"] == ["608.2b"]
    assert entry["rulings"][0]["source"] == "tsp-faq-zh" and entry["rulings"][0]["lines"] == [77, 77]
    assert entry["log"][-1] == "verdict: PASS"


def test_check_all_runs_every_check_of_the_catalog(monkeypatch):
    """``--all`` runs each check the catalog holds and exits 0 when all pass. The catalog is cut to
    every 50th bundled check: the CLI is what is under test here; that every bundled check passes is
    tests/kb/checks/test_checks_fail_when_rules_disabled.py's (811 runs)."""
    import kb.checks.runner

    sample = all_scenarios()[::50]
    monkeypatch.setattr(kb.checks.runner, "all_scenarios", lambda: sample)
    result = run("--all", "--json")
    entries = json.loads(result.output)
    failed = [(e["id"], e["failure"]) for e in entries if not e["passed"]]
    assert not failed, failed
    assert result.exit_code == 0
    assert [e["id"] for e in entries] == [s.id for s in sample]


def test_check_disabling_a_rule_fails_its_checks_with_exit_5():
    cited = [s.id for s in all_scenarios() if any(r.startswith("702.62") for r in s.rules)]
    result = run(*cited, "--disable", "702.62", "--quiet")
    assert result.exit_code == 5
    assert result.output.count("FAIL ") == len(cited)


def test_check_cli_judges_file_past_a_limit_exits_2_naming_it(tmp_path):
    path = tmp_path / "huge.yaml"
    path.write_text(
        yaml.safe_dump(
            {
                "format": FORMAT,
                "id": "limits",
                "title": "limits",
                "setup": {"players": [{"name": "A"}, {"name": "B"}], "library_filler": 3_000_000},
            }
        ),
        encoding="utf-8",
    )
    result = CliRunner().invoke(cli, ["check", str(path)], catch_exceptions=False)
    assert result.exit_code == 2 and "max_library_filler" in result.output
