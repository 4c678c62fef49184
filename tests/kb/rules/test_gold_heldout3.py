"""The third held-out part of the rule-link gold set (data/eval/rule-links/heldout3.csv) is
the frozen file, shaped like the other parts, drawn from rulings none of them holds, and naming
only rules of the CR in use. This checks the file, not the linker: the linker is scored on it
once, at the end."""

from __future__ import annotations

import csv
import hashlib
import re
from collections import Counter

import pytest

from kb.rules.data import DATA_DIR, cr_rules
from kb.rules.evaluate import GOLD_DIR, GoldSetError, load_gold

pytestmark = pytest.mark.unit

PART = GOLD_DIR / "heldout3.csv"


def _rows(path=PART) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh))


def _numbers(cell: str) -> list[str]:
    return [n for n in cell.split("|") if n]


def test_heldout3_matches_its_frozen_sha256():
    want, name = (GOLD_DIR / "heldout3.csv.sha256").read_text(encoding="utf-8").split()
    assert name == "heldout3.csv"
    assert hashlib.sha256(PART.read_bytes()).hexdigest() == want
    assert len(load_gold("heldout3")) == 60  # load_gold checks the same hash before reading


def test_heldout3_has_30_rulings_per_document_none_from_the_other_parts():
    rows = _rows()
    ids = [r["record_id"] for r in rows]
    assert len(ids) == len(set(ids)) == 60
    assert Counter(r["source"] for r in rows) == {"who-notes-de": 30, "tsp-faq-zh": 30}
    assert [r["source"] for r in rows] == ["who-notes-de"] * 30 + ["tsp-faq-zh"] * 30
    for r in rows:
        assert r["record_id"].startswith(f"{r['source']}:ruling:")
        assert r["record_id"].endswith(f":{r['lines']}")
    used = {r["record_id"] for part in ("dev.csv", "heldout.csv", "heldout2.csv") for r in _rows(GOLD_DIR / part)}
    assert not used & set(ids)


def test_heldout3_has_the_columns_and_values_of_the_other_parts():
    rows = _rows()
    with (GOLD_DIR / "dev.csv").open(encoding="utf-8", newline="") as fh:
        assert list(rows[0]) == next(csv.reader(fh))
    changes = {r["id"] for r in _rows(DATA_DIR / "changes.csv")}
    for r in rows:
        assert r["class"] in {"game-rules", "card-text", "tournament", "information"}, r["record_id"]
        assert r["status"] in {"current", "superseded"}, r["record_id"]
        assert len(_numbers(r["key_rules"])) <= 3, r["record_id"]
        assert not set(_numbers(r["key_rules"])) & set(_numbers(r["acceptable_rules"])), r["record_id"]
        assert r["cr_version"].startswith("CR effective 2025-09-19"), r["record_id"]
        if r["status"] == "superseded":
            assert re.match(r"[a-z0-9-]+", r["change"]).group(0) in changes, r["record_id"]
        else:
            assert not r["change"], r["record_id"]


def test_every_number_in_heldout3_is_a_rule_of_the_index():
    known = cr_rules()
    unknown = [
        (r["record_id"], n) for r in _rows() for n in _numbers(r["key_rules"]) + _numbers(r["acceptable_rules"]) if n not in known
    ]
    assert not unknown


def test_a_held_out_part_without_its_checksum_is_refused(tmp_path):
    (tmp_path / "heldout3.csv").write_bytes(PART.read_bytes())
    with pytest.raises(GoldSetError, match="heldout3.csv.sha256"):
        load_gold("heldout3", tmp_path)


def test_a_changed_heldout3_is_refused(tmp_path):
    (tmp_path / "heldout3.csv.sha256").write_bytes((GOLD_DIR / "heldout3.csv.sha256").read_bytes())
    (tmp_path / "heldout3.csv").write_bytes(PART.read_bytes().replace(b"702.62a", b"702.62c", 1))
    with pytest.raises(GoldSetError, match="sha256"):
        load_gold("heldout3", tmp_path)
