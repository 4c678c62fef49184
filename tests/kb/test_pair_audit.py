"""The stop-32 blind pair audit (data/rules/reviews/pair-audit-s32.md): the sample and the blind
verdicts are the files hashed before the comparison, and the pairs a judge is shown are pairs the
blind reader calls counterparts (the one it did not is no longer shown, the one it found is)."""

from __future__ import annotations

import hashlib

import pytest

from kb.rules.data import DATA_DIR
from tests.kb.rules.review_files import hashed_files, read_rows

REVIEWS = DATA_DIR / "reviews"


@pytest.mark.unit
def test_the_key_and_the_blind_verdicts_are_the_files_hashed_before_the_comparison():
    hashes = hashed_files(REVIEWS / "pair-audit-s32-sample.sha256") | hashed_files(REVIEWS / "pair-audit-s32-blind.sha256")
    assert {"pair-audit-s32-sample.csv", "pair-audit-s32-blind.csv"} <= set(hashes)
    for name, digest in hashes.items():
        assert hashlib.sha256((REVIEWS / name).read_bytes()).hexdigest() == digest, name
    key, blind = read_rows(REVIEWS / "pair-audit-s32-sample.csv"), read_rows(REVIEWS / "pair-audit-s32-blind.csv")
    assert [(k["n"], k["a"], k["b"]) for k in key] == [(b["n"], b["record_a"], b["record_b"]) for b in blind]
    assert {b["verdict"] for b in blind} <= {"same", "differs", "not-counterparts"}


@pytest.mark.integration
def test_every_pair_a_judge_is_shown_the_blind_reader_calls_counterparts(corpus_kb):
    blind = {(b["record_a"], b["record_b"]): b["verdict"] for b in read_rows(REVIEWS / "pair-audit-s32-blind.csv")}
    shown = {(r["a_id"], r["b_id"]) for r in corpus_kb.query("select distinct a_id, b_id from counterpart_pairs")}
    audited = shown & set(blind)
    assert len(audited) >= 40
    right = [p for p in audited if blind[p] != "not-counterparts"]
    assert len(right) / len(audited) >= 0.95
    # each counterpart the reader found among the pairs judgedesk did not show is shown now
    assert {p for p, v in blind.items() if v != "not-counterparts"} <= shown
