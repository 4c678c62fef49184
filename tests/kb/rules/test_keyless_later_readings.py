"""Later readings of the records the second reading left keyless (data/rules/reviews/
keyless-s30-*.csv, one file per reader). Each row decides one record the stop-27 reading left
keyless: ``key`` is carried out by exactly one erratum with the same rules, ``keyless`` by none;
a judge sees the keyed rules, with evidence naming the erratum. A later two-reader blind audit
may take a key back (stop 38: tsp 1592's withdrawn, tsp 1841's 707.5 dropped)."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from kb.rules.data import DATA_DIR, cr_rules
from tests.kb.rules.review_files import (
    REVIEWED_KEYS_SQL,
    read_rows,
    rule_numbers,
    stop35_changes,
    stop38_and_later_changes,
    stop39_changes,
)

READINGS = sorted((DATA_DIR / "reviews").glob("keyless-s30-*.csv"))
COLUMNS = ["record_id", "part", "line", "subject", "decision", "new_key_rules", "erratum", "note"]


@pytest.mark.unit
def test_there_is_a_later_reading_and_it_reads_only_records_the_second_reading_left_keyless():
    second = {(r["part"], r["record_id"]): r for r in read_rows(DATA_DIR / "reviews" / "keyless-s27.csv")}
    assert READINGS
    seen: set[tuple[str, str]] = set()
    for path in READINGS:
        with path.open(encoding="utf-8", newline="") as fh:
            assert next(csv.reader(fh)) == COLUMNS, path.name
        for r in read_rows(path):
            where = (r["part"], r["record_id"])
            assert where not in seen, (path.name, r["record_id"])
            seen.add(where)
            assert second[where]["decision"] == "keyless", (path.name, r["record_id"])
            assert second[where]["line"] == r["line"], (path.name, r["record_id"])


@pytest.mark.unit
@pytest.mark.parametrize("path", READINGS, ids=[p.stem for p in READINGS])
def test_each_keyed_record_of_a_later_reading_is_one_erratum_with_its_rules(path: Path):
    from kb.rules.review_errata import load_errata

    known = cr_rules()
    errata = {(e.part, e.record_id): e for e in load_errata()}
    for r in read_rows(path):
        erratum = errata.get((r["part"], r["record_id"]))
        assert r["decision"] in {"key", "keyless"} and r["note"], r["record_id"]
        if r["decision"] == "keyless":
            assert not r["new_key_rules"] and not r["erratum"], r["record_id"]
            # none, unless a two-reader audit keyed it (both blind readers: tsp 1478's 608.2c at stop
            # 35; who 866's 401.5 in the stop-39 census)
            keyed_by_audit = (r["part"], r["record_id"]) in stop35_changes() or stop39_changes().get(
                (r["part"], r["record_id"]), (frozenset(), frozenset())
            )[0]
            assert (erratum is None) != bool(keyed_by_audit), r["record_id"]
            continue
        new = rule_numbers(r["new_key_rules"])
        assert new and all(n in known for n in new), r["record_id"]
        if (r["part"], r["record_id"]) in stop38_and_later_changes():
            added, dropped = stop38_and_later_changes()[r["part"], r["record_id"]]
            assert erratum is None or set(erratum.new) == (set(new) - dropped) | added, r["record_id"]
            continue
        assert erratum is not None and not erratum.old and set(erratum.new) == set(new), r["record_id"]
        assert r["erratum"] == f"{erratum.file} line {erratum.line}", r["record_id"]


@pytest.mark.integration
def test_a_record_a_later_reading_keyed_shows_its_rules_naming_the_erratum(corpus_kb):
    keyed = [r for path in READINGS for r in read_rows(path) if r["decision"] == "key"]
    assert keyed
    for r in keyed:
        expected = set(rule_numbers(r["new_key_rules"]))
        # as a later audit changed it (stop 38: tsp 1592's key withdrawn, tsp 1841's 707.5 dropped; stop 39)
        added, dropped = stop38_and_later_changes().get((r["part"], r["record_id"]), (frozenset(), frozenset()))
        expected = (expected - dropped) | added
        links = corpus_kb.query(REVIEWED_KEYS_SQL, [r["record_id"]])
        assert {x["rule"] for x in links} == expected, r["record_id"]
        assert all(x["evidence"].endswith(f"corrected by {r['erratum']}") for x in links), r["record_id"]
