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
    "rules": [{"number": "702.62a", "title": "Suspend", "derivation": "keyword", "quoted_as": None, "evidence": "Zeitmarke"}],
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
