"""Checks over HTTP: list, show, run a bundled one (step log + verdict), run a posted scenario."""

from __future__ import annotations

import pytest
import yaml

from tests.api.conftest import CHECKS_FIXTURES, assert_error_shape

pytestmark = pytest.mark.integration

PASSING = CHECKS_FIXTURES / "demo" / "shock-passes.yaml"
FAILING = CHECKS_FIXTURES / "demo" / "shock-fails.yaml"


def _id(path) -> str:
    return yaml.safe_load(path.read_text(encoding="utf-8"))["id"]


def test_checks_list_names_every_scenario_with_its_rules(client):
    r = client.get("/api/checks")
    assert r.status_code == 200
    assert sorted(c["id"] for c in r.json()["checks"]) == sorted([_id(PASSING), _id(FAILING)])
    assert all(c["rules"] for c in r.json()["checks"])


def test_check_show_includes_the_scenario_text(client):
    body = client.get(f"/api/checks/{_id(PASSING)}").json()
    assert body["scenario"] == PASSING.read_text(encoding="utf-8")
    assert body["rulings"] == [{"source": "who-notes-de", "lines": [229, 229], "relation": "backs"}]


@pytest.mark.parametrize("path, passed", [(PASSING, True), (FAILING, False)])
def test_check_run_returns_step_log_and_verdict(client, path, passed):
    r = client.post(f"/api/checks/{_id(path)}/run")
    assert r.status_code == 200, r.text  # a failing check is a result, not an HTTP error
    body = r.json()
    assert body["passed"] is passed
    assert body["log"][-1] == f"verdict: {'PASS' if passed else 'FAIL'}"
    assert (body["failure"] is None) is passed


@pytest.mark.parametrize("check_id", ["demo-shock-deals-tw", "Makefile", "pyproject.toml", "shock-passes.yaml"])
def test_check_unknown_or_path_like_id_is_404_and_reads_no_file(client, check_id):
    err = assert_error_shape(client.get(f"/api/checks/{check_id}"), 404, code="check_not_found", field="check_id")
    if check_id == "demo-shock-deals-tw":
        assert err["close_matches"][0] == _id(PASSING)


def test_check_run_unknown_rule_to_disable_is_400_naming_disable(client):
    err = assert_error_shape(client.post(f"/api/checks/{_id(PASSING)}/run", params={"disable": "999.99z"}), 400)
    assert err["field"] == "disable" and "999.99z" in err["message"]


def test_check_run_disabled_rule_is_reported_in_the_result(client):
    rule = yaml.safe_load(PASSING.read_text(encoding="utf-8"))["rules"][0]
    body = client.post(f"/api/checks/{_id(PASSING)}/run", params={"disable": rule}).json()
    assert rule in body["disabled"]


@pytest.mark.parametrize("as_json", [False, True])
def test_checks_run_posted_scenario_yaml_or_json_gives_the_same_verdict(client, as_json):
    text = FAILING.read_text(encoding="utf-8")
    r = client.post("/api/checks/run", json={"scenario": yaml.safe_load(text) if as_json else text})
    assert r.status_code == 200, r.text
    assert r.json()["passed"] is False and r.json()["id"] == _id(FAILING)


@pytest.mark.parametrize(
    "mutate, field_part",
    [
        (lambda d: d.update(colour="red"), "colour"),  # unknown top-level field
        (lambda d: d.update(format="judgedesk-scenario/9"), "format"),  # wrong format tag
        (lambda d: d.pop("setup"), "setup"),  # required field missing
        (lambda d: d["setup"].update(step="teatime"), "setup.step"),  # value outside a closed list
    ],
)
def test_checks_run_malformed_scenario_is_400_naming_the_field(client, mutate, field_part):
    doc = yaml.safe_load(PASSING.read_text(encoding="utf-8"))
    mutate(doc)
    err = assert_error_shape(client.post("/api/checks/run", json={"scenario": yaml.safe_dump(doc)}), 400, code="scenario_error")
    assert err["field"].startswith("scenario") and field_part in err["field"], err


@pytest.mark.parametrize("text", ["format: [unclosed", "just a string", ""])
def test_checks_run_not_a_scenario_document_is_400(client, text):
    assert_error_shape(client.post("/api/checks/run", json={"scenario": text}), 400, code="scenario_error")


@pytest.mark.parametrize(
    "body, field", [({}, "scenario"), ({"scenario": 3}, "scenario"), ({"scenario": "x", "extra": 1}, "extra")]
)
def test_checks_run_malformed_body_is_422_naming_the_field(client, body, field):
    err = assert_error_shape(client.post("/api/checks/run", json=body), 422, code="invalid_request")
    assert err["field"].startswith(field)


def test_checks_run_oversized_scenario_is_413(client):
    assert_error_shape(client.post("/api/checks/run", json={"scenario": "#" * 200_001}), 413, field="scenario")
