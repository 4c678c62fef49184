"""The card view's typed results print the JSON the CLI and the API have always shown."""

from __future__ import annotations

import dataclasses

import pytest

from kb.card_results import CardCopy, LinkedRuling

pytestmark = pytest.mark.unit

RULING = {
    "kind": "ruling",
    "id": "who-notes-de:ruling:230-231",
    "source": "who-notes-de",
    "file": "who-release-notes.de.txt",
    "lines": [230, 231],
    "lang": "de",
    "date": "2023-06-22",
    "text": "Wenn die letzte Zeitmarke entfernt wird, wird der Zauberspruch gewirkt.",
    "subject_kind": "mechanic",
    "subject": "Aussetzen",
    "subject_lines": [216, 218],
    "rule_numbers": [],
    "bullet": "* ",
    "section": "general",
    "subject_id": "who-notes-de:mechanic:216-218",
    "rules": [
        {
            "number": "702.62a",
            "title": "Suspend",
            "derivation": "keyword",
            "quoted_as": None,
            "evidence": "Zeitmarke",
            "role": "key",
        }
    ],
    "status": "current",
    "status_reason": None,
    "current_rule": None,
    "status_change": None,
    "wording": "current",
    "wording_terms": [],
    "checks": ["suspend-cast-when-last-counter-removed"],
}


def test_linked_ruling_round_trips_to_the_same_json_keys_in_order():
    ruling = LinkedRuling.from_dict(RULING)
    assert ruling.rules[0].number == "702.62a" and ruling.lines == (230, 231)
    assert ruling.to_dict() == RULING
    assert list(ruling.to_dict()) == list(RULING)


def test_linked_ruling_shows_no_rule_reason_only_when_there_is_one():
    without = {**RULING, "rules": [], "no_rule_reason": "names no rule and no keyword"}
    del without["checks"]
    without["checks"] = []  # no_rule_reason stands before checks, as enrich_rulings adds it
    assert list(LinkedRuling.from_dict(without).to_dict()) == list(without)
    assert "no_rule_reason" not in LinkedRuling.from_dict(RULING).to_dict()


def test_a_field_the_library_does_not_declare_fails_loudly():
    with pytest.raises(TypeError, match="new_field"):
        LinkedRuling.from_dict({**RULING, "new_field": 1})


def test_card_copy_is_frozen():
    copy = CardCopy.from_dict(
        {
            "kind": "card",
            "id": "who-notes-de:card:10-12",
            "source": "who-notes-de",
            "file": "who-release-notes.de.txt",
            "lines": [10, 12],
            "lang": "de",
            "date": None,
            "text": "Sternenwal",
            "name": "Sternenwal",
            "faces": [{"name": "Sternenwal", "mana_cost": "{6}{U}{U}"}],
            "rulings": [RULING],
        }
    )
    assert copy.faces[0].mana_cost == "{6}{U}{U}" and copy.rulings[0].subject == "Aussetzen"
    with pytest.raises(dataclasses.FrozenInstanceError):
        copy.name = "Killer"  # type: ignore[misc]


SUPERSEDED = {
    **RULING,
    "status": "superseded",
    "status_reason": "Suspend's last trigger (2024-02-09): the card may be cast",
    "current_rule": "702.62a",
    "status_change": {
        "id": "suspend-may-cast",
        "date": "2024-02-09",
        "title": "Suspend's last trigger",
        "rule": "702.62a",
        "rules": ["702.62a"],
        "today": "the card may be cast",
        "evidence": "wird der Zauberspruch gewirkt",
        "source": "data/rules/changes.csv",
        "also": [],
    },
}


def test_a_ruling_shows_the_same_json_in_the_card_view_and_the_rule_view():
    from kb.rules.models import RuleRulings

    for record in (RULING, SUPERSEDED, {**RULING, "rules": [], "no_rule_reason": "names no rule"}):
        card_view = LinkedRuling.from_dict(record).to_dict()
        on_rule = LinkedRuling.from_dict({**record, "via": "exact"})
        rule_view = RuleRulings(number="702.62a", query="702.62a", rulings=[on_rule]).model_dump(mode="json")["rulings"][0]
        assert rule_view == {**card_view, "via": "exact"}
        assert list(rule_view) == [*card_view, "via"]
    assert LinkedRuling.from_dict(SUPERSEDED).to_dict()["status_change"] == SUPERSEDED["status_change"]


def test_status_change_with_a_field_nobody_declared_fails_in_both_views():
    extra = {**SUPERSEDED, "status_change": {**SUPERSEDED["status_change"], "new_field": 1}}
    with pytest.raises(TypeError, match="new_field"):
        LinkedRuling.from_dict(extra)
    with pytest.raises(TypeError, match="new_field"):
        LinkedRuling.from_dict({**extra, "via": "exact"})
