"""A cue reads how a rules situation is phrased in a language, so it links a ruling of a new
document that says the same thing in its own words (issue 12: links of unreviewed documents).
The sentences below are written for these tests, not taken from the corpus."""

from __future__ import annotations

import csv

import pytest

from kb.rules.cues import RULE_CUES_CSV, keyword_aspects, rule_cues
from kb.rules.linker import RecordEvidence, link_record


def _rules(
    text: str, lang: str, mentions: dict[str, str] | None = None, concept_rules: dict[str, str] | None = None
) -> list[str]:
    rec = {"text": text, "lang": lang, "kind": "ruling"}
    found = RecordEvidence(mentions=mentions or {})
    return [l.rule for l in link_record(rec, "2023", found, rule_cues(), concept_rules or {}, keyword_aspects())]


@pytest.mark.parametrize(
    "lang, text, rule",
    [
        ("de", "Eine Fähigkeit, die vom Stapel entfernt wird, gilt trotzdem nicht als neutralisiert.", "701.6a"),
        ("zh", "对手可以反击该咒语。", "701.6a"),
        ("de", "Eine Kreatur, die angreifend ins Spiel gebracht wird, wurde nie als Angreifer deklariert.", "508.4c"),
        ("de", "Verlässt der Blocker den Kampf, gilt die angreifende Kreatur weiterhin als geblockt.", "509.1h"),
        ("zh", "即使阻挡者离场，该生物仍然被阻挡。", "509.1h"),
        ("de", "Sobald die Karte das Spiel verlässt, wird sie zu einem neuen Objekt.", "400.7"),
        ("de", "Die Kopie geht über dem Original auf den Stapel und wird zuerst verrechnet.", "405.2"),
        ("de", "Die Kopie geht über dem Original auf den Stapel und wird zuerst verrechnet.", "405.5"),
        ("de", "Hat der Zauberspruch optionale zusätzliche Kosten, kündigst du beim Wirken an, ob du sie zahlst.", "601.2b"),
        ("de", "Der Manabetrag bleibt unverändert, auch wenn du weniger Mana bezahlst.", "202.3"),
        ("de", "Falls der Zauberspruch zusätzliche Kosten hat, musst du diese bezahlen.", "118.9d"),
        ("de", "Kein Spieler kann zwischen den Schritten einer Fähigkeit, die verrechnet wird, etwas wirken.", "117.2e"),
        ("de", "Fähigkeiten, die ausgelöst werden, wenn eine Kreatur angreift, werden hier nicht ausgelöst.", "508.3a"),
    ],
)
def test_a_cue_links_the_rule_from_general_phrasing(lang, text, rule):
    assert rule in _rules(text, lang)


def test_countering_in_the_2006_sense_of_not_resolving_is_not_countering_by_an_effect():
    # 2006 Chinese says an ability whose target is gone "is countered" (today: doesn't resolve)
    rules = _rules("如果该目标生物离场，则此异能会被反击。", "zh")
    assert "608.2b" in rules and "701.6a" not in rules


def test_a_cue_about_a_keywords_trigger_leaves_the_keyword_linked():
    text = "Falls der Zauberspruch mit Kaskade vom Stapel entfernt wird, wird seine Kaskade-Fähigkeit trotzdem verrechnet."
    rules = _rules(text, "de", {"cascade": "Kaskade"}, {"cascade": "702.85a"})
    assert {"113.7a", "702.85a"} <= set(rules)


def test_a_keyword_called_a_special_action_cites_its_special_action_subrule():
    text = "Eine Karte mit Vorherbestimmung ins Exil zu schicken ist eine Sonderaktion."
    rules = _rules(text, "de", {"foretell": "Vorherbestimmung"}, {"foretell": "702.143a"})
    assert "702.143b" in rules and "702.143a" not in rules
    # a keyword without such a subrule keeps its definition
    rules = _rules("Karten mit Rückblende sind keine Sonderaktion.", "de", {"flashback": "Rückblende"}, {"flashback": "702.34a"})
    assert "702.34a" in rules


def test_every_cue_row_names_its_source_and_says_something_new():
    assert rule_cues(), "the bundled cue table loads: numbers in the index, patterns compile, ids unique"
    with RULE_CUES_CSV.open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    assert all(r["source"].startswith("CR ") for r in rows), [r["id"] for r in rows if not r["source"].startswith("CR ")]
    evidence = [(r["lang"], r["rule"], r["pattern"], r["concept"]) for r in rows]
    assert len(evidence) == len(set(evidence)), "two rows with the same evidence for the same rule"


@pytest.mark.parametrize(
    "keyword, rule",
    [
        ("702.12", "702.12b"),  # "Indestructible is a static ability." -> b: can't be destroyed
        ("702.9", "702.9b"),  # "Flying is an evasion ability." -> b: who can block it
        ("702.19", "702.19b"),  # "... modifies the rules for assigning ..." -> b: how it assigns
        ("702.62", "702.62a"),  # suspend's first subrule says what the keyword is
        ("702.21", "702.21a"),  # ward's first subrule is the triggered ability itself
    ],
)
def test_a_keyword_named_by_a_ruling_cites_the_subrule_that_says_what_it_does(keyword, rule):
    from kb.rules.build import definition_of
    from kb.rules.data import cr_rules

    assert definition_of(keyword, cr_rules()) == rule


def test_a_card_ruling_about_indestructible_links_what_indestructible_does():
    from kb.rules.build import definition_of
    from kb.rules.data import cr_rules

    text = "Eine unzerstörbare Kreatur wird durch tödlichen Schaden nicht zerstört."
    rules = _rules(text, "de", {"indestructible": "unzerstörbar"}, {"indestructible": definition_of("702.12", cr_rules())})
    assert "702.12b" in rules and "702.12a" not in rules
