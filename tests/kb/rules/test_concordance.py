"""The rule concordance data: numbers well-formed, every row with provenance, and every
2006 number the Time Spiral FAQ quotes mapped to today's numbering."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from kb.rules.changes import changes
from kb.rules.data import RULE_NUMBER, RulesDataError, cr_2006, cr_rules, mechanic_rules, title_of
from kb.rules.numbers import map_2006, quoted_numbers

pytestmark = pytest.mark.unit

FAQ = Path(__file__).resolve().parents[3] / "data" / "sources" / "tsp-faq.zh.txt"


def test_cr_rules_every_number_well_formed_with_title_version_and_source():
    rows = cr_rules()
    assert len(rows) > 50
    for number, row in rows.items():
        assert RULE_NUMBER.match(number), number
        assert row["title"] and row["cr_version"].startswith("CR ") and row["source"], number


@pytest.mark.parametrize(
    "number, title",
    [
        ("702.8", "Flash"),
        ("702.61", "Split Second"),
        ("702.62", "Suspend"),
        ("702.34", "Flashback"),
        ("702.33", "Kicker"),
        ("702.40", "Storm"),
        ("702.37", "Morph"),
        ("702.85", "Cascade"),
        ("702.116", "Myriad"),
        ("701.56", "Time Travel"),
        ("701.55", "Face a Villainous Choice"),
        ("406", "Exile"),
        ("613", "Interaction of Continuous Effects"),
        ("205.4", "Supertypes"),
    ],
)
def test_title_of_keyword_numbers_gives_cr_title(number, title):
    assert title_of(number) == title


@pytest.mark.parametrize(
    "number, first_words",
    [
        ("702.62a", "Suspend is a keyword that represents three abilities"),
        ("702.124m", '"Doctor\'s companion" means'),
        ("104.3a", "A player can concede the game at any time"),
        ("704.5j", "If two or more legendary permanents with the same name"),
    ],
)
def test_title_of_subrule_gives_its_own_first_words_not_its_rules_title(number, first_words):
    assert title_of(number).startswith(first_words)
    assert title_of(number) != title_of(number[:-1])


@pytest.mark.parametrize("number", ["702.62z", "702.999", "999.1", "502.59"])
def test_title_of_number_missing_from_the_index_is_none(number):
    assert title_of(number) is None


def test_every_2006_number_quoted_by_the_faq_maps_to_a_listed_current_rule():
    text = FAQ.read_text(encoding="utf-8")
    quoted = {q.number for q in quoted_numbers(text)}
    assert {"502.59a", "502.57", "420.5n", "409.1f", "409.1h"} <= quoted
    unmapped = sorted(n for n in quoted if map_2006(n) is None)
    assert unmapped == []
    for number in quoted:
        assert title_of(map_2006(number)) is not None, (number, map_2006(number))


@pytest.mark.parametrize(
    "old, current",
    [
        ("502.57", "702.8"),
        ("502.58", "702.61"),
        ("502.59", "702.62"),
        ("502.59c", "702.62d"),
        ("502.12", "702.23"),
        ("420.5n", "704.5q"),
        ("409.1b", "601.2b"),
        ("309", "509"),
        ("504", "708"),
    ],
)
def test_map_2006_known_numbers_give_todays(old, current):
    assert map_2006(old) == current


def test_cr_2006_and_mechanics_rows_have_provenance():
    assert all(row["source"] for row in cr_2006().values())
    assert ("zh", "延缓") in mechanic_rules() and mechanic_rules()[("de", "Aussetzen")] == "702.62"


def test_quoted_numbers_expands_subrule_ranges_and_rule_sections():
    found = [q.number for q in quoted_numbers("需依照规则409.1f至h；见规则309，以及 601.2f–h")]
    assert found == ["409.1f", "409.1g", "409.1h", "601.2f", "601.2g", "601.2h", "309"]


def test_quoted_numbers_ignores_counts_and_power_toughness():
    assert quoted_numbers("Sie ist eine 2/2 Kreatur mit 3 Zeitmarken, Seite 120") == []


def test_rules_changes_name_only_rules_of_the_index():
    """A status change cites today's rule: it must be a number the rule index lists."""
    for change in changes().values():
        assert change.rules, change.id
        missing = [n for n in change.rules if title_of(n) is None]
        assert missing == [], change.id


def test_cr_rules_bad_number_raises_rules_data_error_naming_the_line(tmp_path):
    bad = tmp_path / "cr-rules.csv"
    bad.write_text("number,title,cr_version,source\n702.62,Suspend,CR 2025,x\n70262,Oops,CR 2025,x\n", encoding="utf-8")
    with pytest.raises(RulesDataError, match=r"cr-rules.csv:3: number '70262'"):
        cr_rules(bad)


def test_engine_rule_ids_resolve_in_the_concordance():
    root = Path(__file__).resolve().parents[3]
    numbers = set()
    for path in list((root / "kb" / "engine").rglob("*.py")) + list((root / "data" / "checks").rglob("*.yaml")):
        numbers |= set(re.findall(r"\b[1-9]\d{2}\.\d+[a-z]?\b", path.read_text(encoding="utf-8")))
    # the checks' notes also quote the FAQ's 2006 numbers ("502.3a then"): those must map
    missing = sorted(n for n in numbers if title_of(n) is None and title_of(map_2006(n) or "") is None)
    assert missing == []


def test_every_2006_row_maps_to_a_listed_rule_and_names_a_public_source():
    rows = cr_2006()
    assert len(rows) > 100
    for old, row in rows.items():
        assert title_of(row["current_number"]) is not None, old
        assert "http" in row["source"] or "github.com/" in row["source"] or "data/sources/" in row["source"], old


def test_every_keyword_heading_of_the_faq_has_its_2006_number_mapped_to_its_rule():
    """A judge reading the 2006 FAQ can look a mechanic up by the number it had then."""
    old_to_new = {old: row["current_number"] for old, row in cr_2006().items()}
    for (lang, name), rule in mechanic_rules().items():
        if lang == "zh" and rule.startswith("702."):
            assert rule in old_to_new.values(), (name, rule)


@pytest.mark.parametrize(
    "old, current",
    [
        ("502.2", "702.7"),
        ("502.4", "702.9"),
        ("502.14", "702.20"),
        ("502.28", "702.4"),
        ("502.51", "702.55"),
        ("310", "510"),
        ("420", "704"),
        ("418", "611"),
        ("212.4f", "303.4c"),
        ("507", "722"),
    ],
)
def test_map_2006_keyword_and_general_sections(old, current):
    assert map_2006(old) == current
