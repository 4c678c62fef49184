"""data/checks/peer-tests.csv lists every peer-engine test considered for translation (issue 13,
third round): each row names its source test exactly; a translated one points at a bundled check
whose description names the source file and test, a test the format can't express says what is
missing. A row that drifts from the checks (a renamed id, a description that lost its source)
fails here."""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest

from kb.checks import all_scenarios

pytestmark = pytest.mark.unit

TABLE = Path(__file__).resolve().parents[3] / "data" / "checks" / "peer-tests.csv"
COLUMNS = ["source_repo", "commit", "path", "test", "mechanic", "status", "check_id", "missing", "source"]
STATUSES = {"translated", "not expressible"}


def _rows() -> list[dict[str, str]]:
    with TABLE.open(newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        assert reader.fieldnames == COLUMNS, f"{TABLE.name} columns: {reader.fieldnames}"
        return list(reader)


ROWS = _rows()
CHECKS = {s.id: s for s in all_scenarios()}


def _row_id(row: dict[str, str]) -> str:
    return f"{Path(row['path']).stem}.{row['test']}"


def test_table_lists_translated_and_unexpressible_tests():
    statuses = {r["status"] for r in ROWS}
    assert statuses == STATUSES, f"both kinds of rows are expected, found {statuses}"


def test_each_source_test_is_listed_once():
    keys = [(r["source_repo"], r["path"], r["test"]) for r in ROWS]
    dupes = {k for k in keys if keys.count(k) > 1}
    assert not dupes, f"listed twice: {sorted(dupes)}"


@pytest.mark.parametrize("row", ROWS, ids=_row_id)
def test_row_is_well_formed(row):
    assert re.fullmatch(r"[\w.-]+/[\w.-]+", row["source_repo"]), row["source_repo"]
    assert re.fullmatch(r"[0-9a-f]{40}", row["commit"]), f"{_row_id(row)}: commit must be a full hash"
    assert row["path"].endswith((".java", ".kt", ".py", ".txt")) and "/" in row["path"], row["path"]
    assert re.fullmatch(r"\w+", row["test"]), f"{_row_id(row)}: test method {row['test']!r}"
    assert row["mechanic"].strip(), f"{_row_id(row)}: no mechanic"
    assert row["status"] in STATUSES, f"{_row_id(row)}: status {row['status']!r}"
    assert row["source"].startswith("https://") and row["commit"] in row["source"] and row["path"] in row["source"], (
        f"{_row_id(row)}: the source address must name the commit and path"
    )


@pytest.mark.parametrize("row", [r for r in ROWS if r["status"] == "translated"], ids=_row_id)
def test_translated_row_points_at_a_check_naming_its_source(row):
    check = CHECKS.get(row["check_id"])
    assert check is not None, f"{_row_id(row)}: no bundled check {row['check_id']!r}"
    text = " ".join(check.description.split())
    assert row["path"] in text, f"{check.id}: description doesn't name {row['path']}"
    assert row["test"] in text, f"{check.id}: description doesn't name test {row['test']}"
    assert row["commit"] in text, f"{check.id}: description doesn't name commit {row['commit']}"
    assert not row["missing"], f"{_row_id(row)}: a translated row lists nothing missing"
    # A translation backs a ruling of the corpus, or links none: where the corpus has no ruling on
    # what the peer test shows (first strike, fading), a loosely linked ruling would claim backing
    # the check doesn't give (reviews/links-s29.md); such a check is a check of a rule, and
    # test_check_coverage requires that a rule text of the corpus names that rule.
    assert not check.rulings or any(link.relation == "backs" for link in check.rulings), (
        f"{check.id}: links rulings but backs none"
    )


@pytest.mark.parametrize("row", [r for r in ROWS if r["status"] == "not expressible"], ids=_row_id)
def test_unexpressible_row_says_what_is_missing(row):
    assert len(row["missing"].split()) >= 4, f"{_row_id(row)}: say what the format or engine lacks"
    assert not row["check_id"], f"{_row_id(row)}: a test not expressed has no check"


@pytest.mark.parametrize("prefix", ["peer3-", "peer5-", "peer8-"])
def test_every_translation_round_check_is_in_the_table(prefix):
    """The third round (peer3-*.yaml), the fifth, on the corpus's core mechanics (peer5-*.yaml), and
    the eighth, on the evergreen combat keywords (peer8-*.yaml)."""
    listed = {r["check_id"] for r in ROWS}
    found = {s.id for s in CHECKS.values() if Path(s.file).name.startswith(prefix)}
    assert found, f"no {prefix}*.yaml checks found"
    assert found <= listed, f"{prefix}* checks missing from {TABLE.name}: {sorted(found - listed)}"
