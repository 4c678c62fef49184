"""The second reading of every keyless record (data/rules/reviews/keyless-s27.csv): a ruling or
rule text its reader keyed to no rule was read again against the CR; where a rule states what it
says, an erratum (errata.csv) shows that rule, for reviews and scored gold parts alike.

Later readings (``keyless-s30-*.csv``, same columns) read again what the second reading left
keyless; a record one of them keys carries its erratum although keyless-s27.csv says keyless."""

from __future__ import annotations

import pytest

from kb.rules.data import DATA_DIR, cr_rules
from kb.rules.reviewed import REPO_DIR, reviewed_files
from tests.kb.rules.review_files import (
    REVIEWED_KEYS_SQL,
    key_after_later_readings,
    read_rows,
    rule_numbers,
    stop35_changes,
    stop39_changes,
)

KEYLESS = DATA_DIR / "reviews" / "keyless-s27.csv"
LATER_READINGS = sorted((DATA_DIR / "reviews").glob("keyless-s30-*.csv"))


def _keyed_later() -> set[tuple[str, str]]:
    """(part, record) of every record a later reading keyed: the stop-30 keyless readings, and the
    stop-35 two-reader audit (tsp 1478, 1999: both blind readers key 608.2c) and the stop-39 census
    (who 866: both key 401.5); less those whose erratum a later audit withdrew (stop 38, tsp 1592:
    both blind readers key nothing)."""
    later = {(r["part"], r["record_id"]) for f in LATER_READINGS for r in read_rows(f) if r["decision"] == "key"}
    withdrawn = {
        (r["part"], r["record_id"]) for r in read_rows(DATA_DIR / "reviews" / "errata.csv") if r["reason"].startswith("withdrawn")
    }
    census = {where for where, (added, _) in stop39_changes().items() if added}
    return (later | set(stop35_changes()) | census) - withdrawn


def _keyless_records() -> dict[tuple[str, str], int]:
    """(part, record) -> line of the reader's row, for every ruling and rule text keyed to no rule."""
    out = {}
    for f in reviewed_files():
        for line, r in enumerate(read_rows(REPO_DIR / f.file), start=2):
            if not r["key_rules"].strip():
                out[f.name, r["record_id"]] = line
    return out


@pytest.mark.unit
def test_the_second_reading_covers_every_keyless_record_no_earlier_erratum_corrected():
    from kb.rules.review_errata import load_errata

    rows = read_rows(KEYLESS)
    reread = {(r["part"], r["record_id"]) for r in rows}
    earlier = {(e.part, e.record_id) for e in load_errata()} - reread
    keyless = _keyless_records()
    assert len(rows) == len(reread)
    assert reread == set(keyless) - earlier
    assert all(keyless[r["part"], r["record_id"]] == int(r["line"]) for r in rows)


@pytest.mark.unit
def test_each_keyed_ruling_of_the_second_reading_is_an_erratum_and_the_others_have_none():
    from kb.rules.review_errata import load_errata

    known = cr_rules()
    errata = {(e.part, e.record_id): e for e in load_errata()}
    rows = read_rows(KEYLESS)
    keyed_later = _keyed_later()
    for r in rows:
        erratum = errata.get((r["part"], r["record_id"]))
        assert r["decision"] in {"key", "keyless"} and r["note"], r["record_id"]
        if r["decision"] == "keyless":
            assert not r["new_key_rules"] and not r["erratum"], r["record_id"]
            assert (erratum is None) != ((r["part"], r["record_id"]) in keyed_later), r["record_id"]
            continue
        new = rule_numbers(r["new_key_rules"])
        assert new and all(n in known for n in new), r["record_id"]
        assert erratum is not None and not erratum.old, r["record_id"]
        assert key_after_later_readings(erratum.new, set(new), (r["part"], r["record_id"])), r["record_id"]
        assert r["erratum"] == f"{erratum.file} line {erratum.line}", r["record_id"]
    assert any(r["decision"] == "key" for r in rows) and any(r["decision"] == "keyless" for r in rows)


@pytest.mark.integration
def test_a_keyed_ruling_shows_its_new_rule_and_a_keyless_one_none_in_gold_parts_too(corpus_kb):
    """The build shows the erratum's rules, naming the reader's row and the erratum, for rulings
    of reviews and of scored gold parts alike; a ruling read again as keyless shows no rule."""
    parts = {f.name: f.kind for f in reviewed_files()}
    kinds = set()
    keyed_later = _keyed_later()
    for r in read_rows(KEYLESS):
        if (r["part"], r["record_id"]) in keyed_later:
            continue
        links = corpus_kb.query(REVIEWED_KEYS_SQL, [r["record_id"]])
        shown = {x["rule"] for x in links}
        assert key_after_later_readings(shown, set(rule_numbers(r["new_key_rules"])), (r["part"], r["record_id"])), r["record_id"]
        assert all(x["evidence"].endswith(f"corrected by {r['erratum']}") for x in links), r["record_id"]
        if links:
            kinds.add(parts[r["part"]])
    assert kinds == {"gold", "review"}
