"""The whole rule index (data/rules/cr-rules.csv) as a judge relies on it: every number of
one CR version is there, nothing else is, and a number it does not list is refused with the
closest numbers it does list."""

from __future__ import annotations

import re
from collections import defaultdict

import pytest
import sqlite_utils

from kb.rules.data import RulesDataError, close_numbers, cr_2006, cr_rules, title_of
from kb.rules.lookup import RuleNotFound, normalize_number, rules_for
from kb.rulings import rulings_for_rule

pytestmark = pytest.mark.unit

# The CR's subrule letters skip "l" and "o".
LETTERS = "abcdefghijkmnpqrstuvwxyz"
_PARTS = re.compile(r"^(\d{3})(?:\.(\d+)([a-z]?))?$")


def _structure():
    sections, rules, subrules = [], defaultdict(list), defaultdict(list)
    for number in cr_rules():
        section, rule, letter = _PARTS.match(number).groups()
        if rule is None:
            sections.append(int(section))
        elif not letter:
            rules[section].append(int(rule))
        else:
            subrules[f"{section}.{rule}"].append(letter)
    return sections, rules, subrules


def test_rule_index_lists_thousands_of_numbers_of_one_cr_version_each_with_a_source():
    rows = cr_rules()
    assert len(rows) > 3000
    assert len({row["cr_version"] for row in rows.values()}) == 1
    version = next(iter(rows.values()))["cr_version"]
    assert re.fullmatch(r"CR effective \d{4}-\d{2}-\d{2}", version)
    for number, row in rows.items():
        assert re.fullmatch(r"github\.com/[\w.-]+/[\w.-]+@[0-9a-f]{7,40} \S+\.md", row["source"]), number


def test_rule_index_sections_run_from_100_to_905_without_gaps_in_any_chapter():
    sections, _, _ = _structure()
    assert min(sections) == 100 and max(sections) == 905
    by_chapter = defaultdict(list)
    for s in sections:
        by_chapter[s // 100].append(s)
    assert sorted(by_chapter) == list(range(1, 10))
    for chapter, numbers in by_chapter.items():
        assert sorted(numbers) == list(range(chapter * 100, chapter * 100 + len(numbers))), chapter


def test_rule_index_rules_and_subrule_letters_are_contiguous_and_never_orphaned():
    """A rule or subrule lost while reading the CR shows up as a gap (702.61, 702.63) or
    as a subrule whose rule is missing."""
    sections, rules, subrules = _structure()
    for section, numbers in rules.items():
        assert int(section) in sections, section
        assert sorted(numbers) == list(range(1, len(numbers) + 1)), section
    for rule, letters in subrules.items():
        assert rule in cr_rules(), f"subrules of {rule} without their rule"
        assert "".join(sorted(letters, key=LETTERS.index)) == LETTERS[: len(letters)], rule


@pytest.mark.parametrize(
    "number",
    [
        "100",
        "905",
        "104.3a",
        "202.3e",
        "601.2f",
        "603.4",
        "608.2d",
        "613",
        "613.1",
        "614.12",
        "704.5j",
        "707.10",
        "709.4a",
        "702.62a",
        "702.19c",
        "107.3b",
        "903.8",
    ],
)
def test_rule_index_lists_the_general_rules_rulings_rest_on(number):
    assert number in cr_rules() and title_of(number)


def test_rule_index_titles_are_titles_or_at_most_twelve_first_words():
    for number, row in cr_rules().items():
        words = row["title"].split()
        assert len(words) <= 12, number
        if "." not in number:
            assert not row["title"].endswith("…"), f"section {number} has a title"


def test_rule_index_subrule_title_is_its_own_text_not_its_rules():
    assert title_of("702.62") == "Suspend"
    assert title_of("702.62a").startswith("Suspend is a keyword")
    assert title_of("702.62b") != title_of("702.62a")


@pytest.mark.parametrize(
    "number, nearest",
    [
        ("702.62z", "702.62"),
        ("702.999", "702."),
        ("999.1", "905"),
        ("104.3z", "104.3"),
    ],
)
def test_unknown_number_is_refused_with_close_numbers_that_exist(number, nearest):
    with pytest.raises(RuleNotFound) as err:
        normalize_number(number)
    close = err.value.close_matches
    assert close and close[0].startswith(nearest)
    assert all(n in cr_rules() for n in close)


def test_close_numbers_of_a_subrule_past_the_last_letter_are_its_rule_and_last_subrules():
    last = max((n for n in cr_rules() if n.startswith("702.62") and n[-1].isalpha()), key=lambda n: LETTERS.index(n[-1]))
    assert close_numbers("702.62z")[:2] == ["702.62", last]


def test_old_2006_number_still_maps_and_an_unlisted_old_subrule_is_refused():
    assert normalize_number("rule 502.59") == ("702.62", "502.59")
    with pytest.raises(RuleNotFound) as err:
        normalize_number("502.59z")
    assert "502.59" in err.value.close_matches


def test_rulings_for_rule_unknown_subrule_raises_instead_of_showing_its_parent():
    with pytest.raises(RuleNotFound):
        rulings_for_rule(None, "702.62z")


def test_cr_2006_row_mapping_to_a_number_the_index_lacks_is_refused(tmp_path):
    index = tmp_path / "cr-rules.csv"
    index.write_text("number,title,cr_version,source\n702.62,Suspend,CR effective 2025-09-19,x\n", encoding="utf-8")
    table = tmp_path / "cr-2006.csv"
    table.write_text("old_number,current_number,note,source\n502.59,702.62,,faq\n502.59z,702.62z,,faq\n", encoding="utf-8")
    with pytest.raises(RulesDataError, match=r"cr-2006.csv:3: current_number 702.62z .*closest: 702.62"):
        cr_2006(table, index)


def test_rules_for_never_shows_a_link_to_a_number_missing_from_the_index():
    db = sqlite_utils.Database(memory=True)
    db["record_status"].insert({"record_id": "r1", "status": "current", "reason": "", "current_rule": "", "no_rule_reason": ""})
    db["rule_links"].insert_all(
        [
            {"record_id": "r1", "rule": "702.62a", "derivation": "quoted", "quoted_as": "702.62a"},
            {"record_id": "r1", "rule": "702.62z", "derivation": "quoted", "quoted_as": "702.62z"},
        ]
    )
    links = rules_for(db, ["r1"])["r1"]["rules"]
    assert [(l["number"], l["title"]) for l in links] == [("702.62a", title_of("702.62a"))]
