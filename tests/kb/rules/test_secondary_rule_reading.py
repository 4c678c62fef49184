"""The reading of second rules (data/rules/reviews/secondary-s30-*.csv, one file per reader):
where the linker read a general rule from a ruling's words that its reviewed key lacks, a reader
decided against the CR whether the ruling rests on that rule too. ``add`` is carried out by one
erratum whose new key is the old key plus the rules added; ``reject`` by none."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from kb.rules.data import DATA_DIR, cr_rules
from kb.rules.reviewed import REPO_DIR, reviewed_files
from tests.kb.rules.review_files import (
    REVIEWED_KEYS_SQL,
    added_by_two_reader_audits,
    key_after_later_readings,
    later_changes,
    read_rows,
    rule_numbers,
)

READINGS = sorted((DATA_DIR / "reviews").glob("secondary-s30-*.csv"))
COLUMNS = ["record_id", "part", "line", "key_rules", "linker_extra_rules", "decision", "added_rules", "erratum", "note"]


def _number_set(cell: str) -> set[str]:
    return set(rule_numbers(cell))


@pytest.mark.unit
def test_each_row_names_a_reviewed_ruling_at_its_line_once():
    keys = {}
    for f in reviewed_files():
        for line, r in enumerate(read_rows(REPO_DIR / f.file), start=2):
            keys[f.name, r["record_id"]] = (line, _number_set(r["key_rules"]))
    assert READINGS
    seen: set[tuple[str, str]] = set()
    for path in READINGS:
        with path.open(encoding="utf-8", newline="") as fh:
            assert next(csv.reader(fh)) == COLUMNS, path.name
        for r in read_rows(path):
            where = (r["part"], r["record_id"])
            assert where not in seen and where in keys, (path.name, r["record_id"])
            seen.add(where)
            line, key = keys[where]
            assert line == int(r["line"]) and key == _number_set(r["key_rules"]), (path.name, r["record_id"])


@pytest.mark.unit
@pytest.mark.parametrize("path", READINGS, ids=[p.stem for p in READINGS])
def test_each_added_rule_is_an_erratum_extending_the_key_and_each_rejection_has_none(path: Path):
    from kb.rules.review_errata import load_errata

    known = cr_rules()
    errata = {(e.part, e.record_id): e for e in load_errata()}
    # a later correction: the stop-30 blind audit added another missed key rule to a ruling
    audit_s30 = read_rows(DATA_DIR / "reviews" / "audit-s30.csv")
    audited = {(r["part"], r["record_id"]) for r in audit_s30 if r["outcome"] == "erratum"}
    for r in read_rows(path):
        where = (r["part"], r["record_id"])
        erratum = errata.get(where)
        assert r["decision"] in {"add", "reject"} and r["note"], r["record_id"]
        if r["decision"] == "reject":
            assert not r["added_rules"] and not r["erratum"], r["record_id"]
            if erratum is not None:  # only the audit's or a stop-31 reading's, not adding a rejected rule
                assert where in audited | set(later_changes()), r["record_id"]
                assert erratum.old == frozenset(_number_set(r["key_rules"])), r["record_id"]
                # unless both blind readers of a later audit key the rule (tsp 1010's 509.1b)
                overruled = added_by_two_reader_audits().get(r["record_id"], set())
                assert not (_number_set(r["linker_extra_rules"]) - overruled) & set(erratum.new), r["record_id"]
            continue
        added = _number_set(r["added_rules"])
        assert added and all(n in known for n in added), r["record_id"]
        assert erratum is not None and erratum.old == frozenset(_number_set(r["key_rules"])), r["record_id"]
        assert key_after_later_readings(erratum.new, _number_set(r["key_rules"]) | added, where), r["record_id"]
        assert r["erratum"] == erratum.where, r["record_id"]


@pytest.mark.integration
def test_a_ruling_given_a_second_rule_shows_both_naming_the_erratum(corpus_kb):
    added = [r for path in READINGS for r in read_rows(path) if r["decision"] == "add"]
    assert added
    for r in added:
        links = corpus_kb.query(REVIEWED_KEYS_SQL, [r["record_id"]])
        shown = {x["rule"] for x in links}
        expected = _number_set(r["key_rules"]) | _number_set(r["added_rules"])
        assert key_after_later_readings(shown, expected, (r["part"], r["record_id"])), r["record_id"]
        assert all(x["evidence"].endswith(f"corrected by {r['erratum']}") for x in links), r["record_id"]
