"""The later held-out parts of the rule-link gold set (data/eval/rule-links/heldout2.csv,
heldout3.csv, heldout4.csv and heldout5.csv) are the frozen files, shaped like the other parts,
drawn from rulings no earlier part holds, and naming only rules of the CR in use. This checks the
files, not the linker: the linker is scored on each once, at the end of the work it measures."""

from __future__ import annotations

import csv
import hashlib
import re
from collections import Counter

import pytest

from kb.rules.data import DATA_DIR, cr_rules
from kb.rules.evaluate import GOLD_DIR, GoldSetError, load_gold
from tests.kb.rules.review_files import read_rows, rule_numbers

pytestmark = pytest.mark.unit

# part -> rulings per document, the parts drawn before it, a rule number its file holds
PARTS = {
    "heldout2": (35, ("dev", "heldout"), b"702.85c"),
    "heldout3": (30, ("dev", "heldout", "heldout2"), b"702.62a"),
    "heldout4": (30, ("dev", "heldout", "heldout2", "heldout3"), b"723.1f"),
    "heldout5": (30, ("dev", "heldout", "heldout2", "heldout3", "heldout4"), b"701.55d"),
}


@pytest.fixture(params=sorted(PARTS))
def part(request) -> str:
    return request.param


def test_the_part_matches_its_frozen_sha256(part):
    want, name = (GOLD_DIR / f"{part}.csv.sha256").read_text(encoding="utf-8").split()
    assert name == f"{part}.csv"
    assert hashlib.sha256((GOLD_DIR / name).read_bytes()).hexdigest() == want
    assert len(load_gold(part)) == 2 * PARTS[part][0]  # load_gold checks the same hash before reading


def test_the_part_has_as_many_rulings_per_document_none_from_earlier_parts(part):
    per_document, earlier, _ = PARTS[part]
    rows = read_rows(GOLD_DIR / f"{part}.csv")
    ids = [r["record_id"] for r in rows]
    assert len(ids) == len(set(ids)) == 2 * per_document
    assert Counter(r["source"] for r in rows) == {"who-notes-de": per_document, "tsp-faq-zh": per_document}
    assert [r["source"] for r in rows] == ["who-notes-de"] * per_document + ["tsp-faq-zh"] * per_document
    for r in rows:
        assert r["record_id"].startswith(f"{r['source']}:ruling:")
        assert r["record_id"].endswith(f":{r['lines']}")
    used = {r["record_id"] for name in earlier for r in read_rows(GOLD_DIR / f"{name}.csv")}
    assert not used & set(ids)


def test_the_part_has_the_columns_and_values_of_the_other_parts(part):
    rows = read_rows(GOLD_DIR / f"{part}.csv")
    with (GOLD_DIR / "dev.csv").open(encoding="utf-8", newline="") as fh:
        assert list(rows[0]) == next(csv.reader(fh))
    changes = {r["id"] for r in read_rows(DATA_DIR / "changes.csv")}
    for r in rows:
        assert r["class"] in {"game-rules", "card-text", "tournament", "information"}, r["record_id"]
        assert r["status"] in {"current", "superseded"}, r["record_id"]
        assert len(rule_numbers(r["key_rules"])) <= 3, r["record_id"]
        assert not set(rule_numbers(r["key_rules"])) & set(rule_numbers(r["acceptable_rules"])), r["record_id"]
        assert r["cr_version"].startswith("CR effective 2025-09-19"), r["record_id"]
        if r["status"] == "superseded":
            found = re.match(r"[a-z0-9-]+", r["change"])
            assert found and found.group(0) in changes, r["record_id"]
        else:
            assert not r["change"], r["record_id"]


def test_every_number_in_the_part_is_a_rule_of_the_index(part):
    known = cr_rules()
    rows = read_rows(GOLD_DIR / f"{part}.csv")
    unknown = [
        (r["record_id"], n)
        for r in rows
        for n in rule_numbers(r["key_rules"]) + rule_numbers(r["acceptable_rules"])
        if n not in known
    ]
    assert not unknown


def test_a_held_out_part_without_its_checksum_is_refused(part, tmp_path):
    (tmp_path / f"{part}.csv").write_bytes((GOLD_DIR / f"{part}.csv").read_bytes())
    with pytest.raises(GoldSetError, match=f"{part}.csv.sha256"):
        load_gold(part, tmp_path)


def test_a_changed_part_is_refused(part, tmp_path):
    number = PARTS[part][2]
    (tmp_path / f"{part}.csv.sha256").write_bytes((GOLD_DIR / f"{part}.csv.sha256").read_bytes())
    changed = (GOLD_DIR / f"{part}.csv").read_bytes()
    assert number in changed
    (tmp_path / f"{part}.csv").write_bytes(changed.replace(number, number[:-1] + b"z", 1))
    with pytest.raises(GoldSetError, match="sha256"):
        load_gold(part, tmp_path)
