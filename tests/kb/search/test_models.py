"""The typed search results (kb.search.models): the JSON a judge gets keeps each kind's own
fields, and a field the library starts producing must be declared first."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from kb.search.models import SearchResult

pytestmark = pytest.mark.unit

RULING_ONLY = {"status_reason", "current_rule", "status_change", "wording", "wording_terms"}


def _result(kind: str, **fields: object) -> SearchResult:
    return SearchResult.model_validate(
        {"kind": kind, "id": f"doc:{kind}:3-4", "text": "…", "source": "doc", "lines": [3, 4], **fields}
    )


@pytest.mark.parametrize("kind", ["rule_excerpt", "term", "passage", "note"])
def test_search_result_json_of_a_rule_text_has_no_ruling_fields(kind):
    shown = _result(kind, checks_of=["702.62a"]).model_dump(mode="json")
    assert not RULING_ONLY & set(shown) and "no_rule_reason" not in shown
    assert shown["checks_of"] == ["702.62a"]


def test_search_result_json_of_a_ruling_keeps_its_empty_status_fields():
    shown = _result("ruling").model_dump(mode="json")
    assert RULING_ONLY <= set(shown) and shown["status_reason"] is None and shown["checks_of"] == []
    assert "no_rule_reason" not in shown  # only a ruling without rules and with a reason says why


def test_search_result_json_of_a_ruling_without_rules_says_why():
    shown = _result("ruling", no_rule_reason="the ruling's words quote no rule").model_dump(mode="json")
    assert shown["no_rule_reason"] == "the ruling's words quote no rule"


def test_search_result_refuses_an_undeclared_field():
    with pytest.raises(ValidationError, match="surprise"):
        _result("ruling", surprise=1)


@pytest.mark.parametrize("kind", ["rule_excerpt", "term", "passage"])
def test_search_result_json_of_an_outdated_rule_text_says_so(kind):
    """A rulebook passage whose rule was removed (planeswalker uniqueness) warns like a ruling;
    a cross-reference term says why it cites no rule."""
    change = {
        "id": "planeswalker-uniqueness",
        "date": "2017-04-28",
        "title": "removed",
        "rule": "704.5j",
        "rules": ["704.5j"],
        "today": "legend rule",
        "evidence": "Untertyp",
        "source": "changes.csv",
    }
    shown = _result(kind, status="superseded", status_reason="removed", status_change=change).model_dump(mode="json")
    assert shown["status"] == "superseded" and shown["status_reason"] == "removed"
    assert shown["status_change"]["date"] == "2017-04-28"
    assert "wording" not in shown and "no_rule_reason" not in shown
    why = _result(kind, no_rule_reason="reviewed: no CR rule states it").model_dump(mode="json")
    assert why["no_rule_reason"] == "reviewed: no CR rule states it"
