"""The stop-30 blind audit (data/rules/reviews/audit-s30.md): its sample and blind readings are the
files committed, with their sha256, before judgedesk's links were compared; the record repeats the
blind columns; each correction it made is an erratum the build shows; and the links and statuses
judges are shown keep the figures the audit measured after its corrections (floors a little
below)."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from kb.rules.data import DATA_DIR
from tests.kb.rules.review_files import read_rows

REVIEWS = DATA_DIR / "reviews"
BLIND_COLUMNS = ["record_id", "key_rules", "acceptable_rules", "status", "change_id", "wording", "note"]


def _hashes(name: str) -> dict[str, str]:
    lines = (REVIEWS / name).read_text(encoding="utf-8").splitlines()
    return {Path(file).name: digest for digest, file in (line.split() for line in lines)}


@pytest.mark.unit
def test_the_sample_and_the_blind_readings_are_the_files_hashed_before_the_comparison():
    hashes = {**_hashes("audit-s30-sample.sha256"), **_hashes("audit-s30-blind.sha256")}
    assert set(hashes) == {"audit-s30-sample.py", "audit-s30-sample.csv", "audit-s30-blind-who.csv", "audit-s30-blind-tsp.csv"}
    for name, digest in hashes.items():
        assert hashlib.sha256((REVIEWS / name).read_bytes()).hexdigest() == digest, name
    sample = read_rows(REVIEWS / "audit-s30-sample.csv")
    earlier = {r["record_id"] for r in read_rows(REVIEWS / "audit-s26-sample.csv")}
    assert [r["source"] for r in sample].count("who-notes-de") == 30 == [r["source"] for r in sample].count("tsp-faq-zh")
    assert not earlier & {r["record_id"] for r in sample}
    blind = read_rows(REVIEWS / "audit-s30-blind-who.csv") + read_rows(REVIEWS / "audit-s30-blind-tsp.csv")
    assert sorted(r["record_id"] for r in blind) == sorted(r["record_id"] for r in sample)
    record = read_rows(REVIEWS / "audit-s30.csv")
    assert [r["record_id"] for r in record] == [r["record_id"] for r in blind]
    for b, r in zip(blind, record):
        assert {k: r[k] for k in BLIND_COLUMNS} == {k: b[k] for k in BLIND_COLUMNS}, b["record_id"]


@pytest.mark.unit
def test_each_correction_of_the_audit_is_an_erratum_adding_to_the_key_shown_before():
    from kb.rules.review_errata import load_errata

    errata = {(e.part, e.record_id): e for e in load_errata()}
    record = read_rows(REVIEWS / "audit-s30.csv")
    assert {r["outcome"] for r in record} <= {"agree", "agree-partial", "erratum", "adjudicated", "kept"}
    corrected = [r for r in record if r["outcome"] == "erratum"]
    assert corrected
    for r in record:
        erratum = errata.get((r["part"], r["record_id"]))
        if r["outcome"] != "erratum":
            assert not r["erratum"], r["record_id"]
            continue
        assert erratum is not None and r["erratum"] == erratum.where, r["record_id"]
        assert set(erratum.new) == set(r["new_key_rules"].split("|")), r["record_id"]
        assert erratum.old == frozenset(r["shown_rules"].split("|")) < set(erratum.new), r["record_id"]


def _scorer() -> ModuleType:
    sys.path.insert(0, str(REVIEWS))
    try:
        spec = importlib.util.spec_from_file_location("audit_s30_score", REVIEWS / "audit-s30-score.py")
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(REVIEWS))


@pytest.mark.integration
def test_the_draw_repeats_and_what_judges_see_keeps_the_audited_figures(corpus_kb, tmp_path):
    from kb.export import export_records

    rulings = list(export_records(corpus_kb, "ruling"))
    export = "".join(json.dumps({"kind": r["kind"], "id": r["id"], "source": r["source"]}) + "\n" for r in rulings)
    drawn = subprocess.run(
        [sys.executable, str(REVIEWS / "audit-s30-sample.py")], input=export, capture_output=True, text=True, check=True
    ).stdout
    assert drawn == (REVIEWS / "audit-s30-sample.csv").read_text(encoding="utf-8")

    shown = tmp_path / "rulings.jsonl"
    shown.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rulings), encoding="utf-8")
    scorer = _scorer()
    agg, _ = scorer.score(str(shown), scorer.read_rows(scorer.BLIND), scorer.ACCEPTED_AFTER, scorer.EQUIVALENT)
    every = agg["all"]
    # measured after the corrections: 93/97, 97/97; 86/100, 89/100; 55/60; 59/60
    assert every["strict"] / every["links"] >= 0.94
    assert every["adj"] / every["links"] >= 0.98
    assert every["kstrict"] / every["keys"] >= 0.84
    assert every["kadj"] / every["keys"] >= 0.87
    assert every["rstrict"] / every["rul"] >= 0.90
    assert every["stok"] / every["st"] >= 0.95
