"""The blind audits of stops 30 and 31 (data/rules/reviews/audit-s30.md, audit-s31.md): each sample
and its blind readings are the files committed, with their sha256, before judgedesk's links were
compared; each record repeats the blind columns; each correction an audit made is an erratum the
build shows; and the links and statuses judges are shown keep the figures each audit measured after
its corrections (floors a little below)."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from kb.rules.data import DATA_DIR
from tests.kb.rules.review_files import audit_script, hashed_files, read_rows, rests_on

REVIEWS = DATA_DIR / "reviews"
BLIND_COLUMNS = ["record_id", "key_rules", "acceptable_rules", "status", "change_id", "wording", "note"]


@dataclass(frozen=True)
class Audit:
    stop: int
    hash_files: tuple[str, ...]  # sha256sum files of the sample and of the blind readings
    earlier_samples: tuple[int, ...]  # stops whose samples the draw left out
    # floors on what judges see after the audit's corrections: precision strict, adjudicated;
    # key-rule recall strict, adjudicated; rulings with a basis shown; status
    floors: tuple[float, float, float, float, float, float]

    def file(self, kind: str) -> Path:
        return REVIEWS / f"audit-s{self.stop}{kind}"


AUDITS = [
    # measured after the corrections: 93/97, 97/97; 86/100, 89/100; 55/60; 59/60
    Audit(30, ("audit-s30-sample.sha256", "audit-s30-blind.sha256"), (26,), (0.94, 0.98, 0.84, 0.87, 0.90, 0.95)),
    # measured after the corrections: 91/95, 95/95; 78/100, 81/100; 58/60; 60/60
    Audit(
        31,
        ("audit-s31-sample.sha256", "audit-s31-blind-who.sha256", "audit-s31-blind-tsp.sha256"),
        (26, 30),
        (0.94, 0.98, 0.76, 0.79, 0.93, 0.96),
    ),
]


@pytest.fixture(params=AUDITS, ids=[f"s{a.stop}" for a in AUDITS])
def audit(request) -> Audit:
    return request.param


@pytest.mark.unit
def test_the_sample_and_the_blind_readings_are_the_files_hashed_before_the_comparison(audit: Audit):
    hashes = {name: digest for f in audit.hash_files for name, digest in hashed_files(REVIEWS / f).items()}
    s = audit.stop
    assert {f"audit-s{s}-sample.py", f"audit-s{s}-sample.csv", f"audit-s{s}-blind-who.csv", f"audit-s{s}-blind-tsp.csv"} <= set(
        hashes
    )
    for name, digest in hashes.items():
        assert hashlib.sha256((REVIEWS / name).read_bytes()).hexdigest() == digest, name
    sample = read_rows(audit.file("-sample.csv"))
    earlier = {r["record_id"] for e in audit.earlier_samples for r in read_rows(REVIEWS / f"audit-s{e}-sample.csv")}
    assert [r["source"] for r in sample].count("who-notes-de") == 30 == [r["source"] for r in sample].count("tsp-faq-zh")
    assert not earlier & {r["record_id"] for r in sample}
    blind = read_rows(audit.file("-blind-who.csv")) + read_rows(audit.file("-blind-tsp.csv"))
    assert sorted(r["record_id"] for r in blind) == sorted(r["record_id"] for r in sample)
    record = read_rows(audit.file(".csv"))
    assert [r["record_id"] for r in record] == [r["record_id"] for r in blind]
    for b, r in zip(blind, record):
        assert {k: r[k] for k in BLIND_COLUMNS} == {k: b[k] for k in BLIND_COLUMNS}, b["record_id"]


@pytest.mark.unit
def test_each_correction_of_the_audit_is_an_erratum_adding_to_the_key_shown_before(audit: Audit):
    from kb.rules.review_errata import load_errata

    errata = {(e.part, e.record_id): e for e in load_errata()}
    record = read_rows(audit.file(".csv"))
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


@pytest.mark.integration
def test_the_draw_repeats_and_what_judges_see_keeps_the_audited_figures(audit: Audit, corpus_kb, tmp_path):
    from kb.export import export_records

    rulings = list(export_records(corpus_kb, "ruling"))
    export = "".join(json.dumps({"kind": r["kind"], "id": r["id"], "source": r["source"]}) + "\n" for r in rulings)
    drawn = subprocess.run(
        [sys.executable, str(audit.file("-sample.py"))], input=export, capture_output=True, text=True, check=True
    ).stdout
    assert drawn == audit.file("-sample.csv").read_text(encoding="utf-8")

    shown = tmp_path / "rulings.jsonl"
    shown.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rests_on(rulings)), encoding="utf-8")
    scorer = audit_script(REVIEWS / f"audit-s{audit.stop}-score.py")
    agg, _ = scorer.score(str(shown), scorer.read_rows(scorer.BLIND), scorer.ACCEPTED_AFTER, scorer.EQUIVALENT)
    every = agg["all"]
    precision, precision_adj, recall, recall_adj, basis, status = audit.floors
    assert every["strict"] / every["links"] >= precision
    assert every["adj"] / every["links"] >= precision_adj
    assert every["kstrict"] / every["keys"] >= recall
    assert every["kadj"] / every["keys"] >= recall_adj
    assert every["rstrict"] / every["rul"] >= basis
    assert every["stok"] / every["st"] >= status
