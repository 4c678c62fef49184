"""``GET /api/rules/{number}``: a CR number as a page: title, parent, subrules, the 2006
number, the rulings resting on it with status, the checks; unknown numbers are 404s that help."""

from __future__ import annotations

import pytest

from tests.api.conftest import assert_error_shape

pytestmark = pytest.mark.integration


def test_rule_suspend_has_title_parent_subrules_and_its_2006_number(client):
    body = client.get("/api/rules/702.62").json()
    assert body["title"] == "Suspend"
    assert body["parent"] == {"number": "702", "title": "Keyword Abilities"}
    assert "702.62a" in [s["number"] for s in body["subrules"]]
    assert "502.59" in [o["old_number"] for o in body["old_numbers"]]
    assert all(o["source"] for o in body["old_numbers"])


def test_rule_rulings_come_in_both_languages_with_status(client):
    rulings = client.get("/api/rules/702.62").json()["rulings"]
    assert {r["lang"] for r in rulings} == {"de", "zh"}
    assert all(r["status"] in {"current", "superseded"} and r["source"] and r["lines"] for r in rulings)


def test_rule_2006_number_is_mapped_to_todays(client):
    body = client.get("/api/rules/502.59").json()
    assert (body["number"], body["mapped_from"]) == ("702.62", "502.59")


def test_rule_lists_the_checks_citing_it(client):
    checks = client.get("/api/rules/608.2b").json()["checks"]
    assert checks and all("608.2b" in c["rules"] for c in checks)
    assert client.get("/api/rules/702.62").json()["checks"] == []  # the fixture checks cite no suspend rule


def test_rule_unknown_subrule_is_404_with_close_numbers(client):
    err = assert_error_shape(client.get("/api/rules/702.62z"), 404, code="rule_not_found", field="number")
    assert err["close_matches"][0] == "702.62"
