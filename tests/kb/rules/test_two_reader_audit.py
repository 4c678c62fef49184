"""The stop-32 blind audit, two blind readers per ruling (data/rules/reviews/audit-s32.md): the sample
and the four blind readings are the files committed, with their sha256, before judgedesk's links were
compared; the record repeats both readers' columns; each key rule both readers name and judgedesk did
not show is an erratum the build shows; and what judges see keeps the figures the audit measured after
its corrections (floors a little below), against the rules both readers name and against each reader."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys

import pytest

from kb.rules.data import DATA_DIR
from tests.kb.rules.review_files import audit_script, hashed_files, read_rows, rule_numbers

REVIEWS = DATA_DIR / "reviews"
READINGS = ("who-a", "who-b", "tsp-a", "tsp-b")
SCORER = REVIEWS / "audit-s32-score.py"
# a blind reading's column -> its name in the record (suffixed with the reader, _a or _b)
BLIND_COLUMNS = {"key_rules": "key_rules", "acceptable_rules": "acceptable_rules", "status": "status", "change_id": "change"}


@pytest.mark.unit
def test_the_sample_and_the_four_blind_readings_are_the_files_hashed_before_the_comparison():
    hashes = hashed_files(REVIEWS / "audit-s32-sample.sha256")
    for reading in READINGS:
        hashes |= hashed_files(REVIEWS / f"audit-s32-blind-{reading}.sha256")
    assert {"audit-s32-sample.py", "audit-s32-sample.csv"} | {f"audit-s32-blind-{r}.csv" for r in READINGS} <= set(hashes)
    for name, digest in hashes.items():
        assert hashlib.sha256((REVIEWS / name).read_bytes()).hexdigest() == digest, name
    sample = read_rows(REVIEWS / "audit-s32-sample.csv")
    earlier = {r["record_id"] for s in (26, 30, 31) for r in read_rows(REVIEWS / f"audit-s{s}-sample.csv")}
    assert not earlier & {r["record_id"] for r in sample}
    for doc, readers in (("who-notes-de", ("who-a", "who-b")), ("tsp-faq-zh", ("tsp-a", "tsp-b"))):
        drawn = [r["record_id"] for r in sample if r["source"] == doc]
        assert len(drawn) == 30
        for reader in readers:  # each reader read every drawn ruling of the document, once
            assert sorted(r["record_id"] for r in read_rows(REVIEWS / f"audit-s32-blind-{reader}.csv")) == sorted(drawn)


@pytest.mark.unit
def test_the_record_repeats_both_readers_and_each_missed_consensus_key_is_an_erratum():
    from kb.rules.review_errata import load_errata

    blind = {
        side: {r["record_id"]: r for doc in ("who", "tsp") for r in read_rows(REVIEWS / f"audit-s32-blind-{doc}-{side}.csv")}
        for side in ("a", "b")
    }
    record = read_rows(REVIEWS / "audit-s32.csv")
    assert len(record) == 60
    errata = {e.record_id: e for e in load_errata()}
    for r in record:
        rid = r["record_id"]
        for side in ("a", "b"):
            repeated = {c: r[f"{name}_{side}"] for c, name in BLIND_COLUMNS.items()}
            assert repeated == {c: blind[side][rid][c] for c in BLIND_COLUMNS}, rid
        consensus = set(rule_numbers(r["consensus_keys"]))
        shown, new = set(rule_numbers(r["shown_rules"])), set(rule_numbers(r["new_rules"]))
        if r["outcome"] == "erratum":
            nested = audit_script(SCORER).nested  # 702.62 / 702.62a count as one rule
            assert any(not any(nested(k, n) for n in shown) for k in consensus), rid  # a consensus key was missing
            assert all(any(nested(k, n) for n in new) for k in consensus) and shown < new, rid
            line = int(r["erratum"].rsplit(" ", 1)[1])
            erratum = errata.get(rid)
            # a new or extended erratum, or (who 1313) a withdrawn one that gives the reader's key back
            assert (erratum is not None and erratum.line == line) or "withdrawn" in _errata_row(line)["reason"], rid
        else:
            assert not r["erratum"] and not r["new_rules"], rid


def _errata_row(line: int) -> dict[str, str]:
    return read_rows(REVIEWS / "errata.csv")[line - 2]


@pytest.mark.integration
def test_the_draw_repeats_and_what_judges_see_keeps_the_two_reader_figures(corpus_kb, tmp_path):
    from kb.export import export_records

    rulings = list(export_records(corpus_kb, "ruling"))
    export = "".join(json.dumps({"kind": r["kind"], "id": r["id"], "source": r["source"]}) + "\n" for r in rulings)
    drawn = subprocess.run(
        [sys.executable, str(REVIEWS / "audit-s32-sample.py")], input=export, capture_output=True, text=True, check=True
    ).stdout
    assert drawn == (REVIEWS / "audit-s32-sample.csv").read_text(encoding="utf-8")

    shown = tmp_path / "rulings.jsonl"
    shown.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rulings), encoding="utf-8")
    scorer = audit_script(SCORER)
    a = scorer.with_added_changes(scorer.read_rows(scorer.READERS["a"]))
    b = scorer.with_added_changes(scorer.read_rows(scorer.READERS["b"]))
    both = scorer.score(str(shown), scorer.union_reading(a, b), scorer.ACCEPTED_AFTER, scorer.EQUIVALENT)[0]["all"]
    # measured after the corrections: 91/92 links right, 79/79 consensus keys shown, 59/59 statuses
    assert both["strict"] / both["links"] >= 0.97
    assert both["kstrict"] / both["keys"] >= 0.97
    assert both["stok"] == both["st"]
    # against each reader alone: 82/90 and 82/93 (each reader names rules the other does not)
    for reader in (a, b):
        each = scorer.score(str(shown), reader, scorer.ACCEPTED_AFTER, scorer.EQUIVALENT)[0]["all"]
        assert each["kstrict"] / each["keys"] >= 0.86
        assert each["stok"] == each["st"] == 60
