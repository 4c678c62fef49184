"""The frozen held-out evaluation set (issue 14): unchanged since it was committed, and the
search keeps the quality measured on it at the end of that work (floors a little below).

Measured once, on the full corpus, lexical + termbase (no vectors): recall@5 0.867,
cross-lingual recall@5 0.844, MRR@10 0.749 (full system with vectors: 0.883 / 0.844 /
0.766; docs/evaluation.md). The targets of the issue (0.93 / 0.90 / 0.80) are not met."""

from __future__ import annotations

import hashlib

import pytest

from kb.search.evaluate import HELDOUT_CSV, evaluate, expand_gold, load_questions, summarise

pytestmark = pytest.mark.integration

FLOOR_RECALL_AT_5 = 0.84
FLOOR_CROSS_RECALL_AT_5 = 0.81
FLOOR_MRR_AT_10 = 0.72


def test_heldout_set_is_unchanged_since_frozen():
    expected = HELDOUT_CSV.with_name(HELDOUT_CSV.name + ".sha256").read_text().split()[0]
    assert hashlib.sha256(HELDOUT_CSV.read_bytes()).hexdigest() == expected


def test_heldout_set_has_40_questions_per_language_most_cross_lingual():
    questions = load_questions(HELDOUT_CSV)
    assert [sum(q["lang"] == l for q in questions) for l in ("de", "zh", "en")] == [40, 40, 40]
    assert sum(q["kind"] == "cross" for q in questions) >= 60


def test_heldout_lexical_search_stays_above_its_floors(lexical_searcher, corpus_kb):
    questions = load_questions(HELDOUT_CSV)
    expand_gold(corpus_kb, questions)
    rows = evaluate(lexical_searcher, questions, "lexical")
    overall = summarise(rows, ("system",))[0]
    cross = summarise([r for r in rows if r["kind"] == "cross"], ("system",))[0]
    assert overall["recall@5"] >= FLOOR_RECALL_AT_5, overall
    assert cross["recall@5"] >= FLOOR_CROSS_RECALL_AT_5, cross
    assert overall["mrr@10"] >= FLOOR_MRR_AT_10, overall


# The second held-out set (data/eval/questions-heldout2.csv, 90 questions written blind to the
# search before the stop-20 work), scored once at ce72599 (docs/evaluation-last-run.md): lexical
# + termbase 0.800 / 0.776 / 0.652, full system 0.811 / 0.776 / 0.661. Floors a little below.
HELDOUT2_CSV = HELDOUT_CSV.with_name("questions-heldout2.csv")


def test_second_heldout_lexical_search_stays_above_its_floors(lexical_searcher, corpus_kb):
    questions = load_questions(HELDOUT2_CSV)
    expand_gold(corpus_kb, questions)
    rows = evaluate(lexical_searcher, questions, "lexical")
    overall = summarise(rows, ("system",))[0]
    cross = summarise([r for r in rows if r["kind"] == "cross"], ("system",))[0]
    assert overall["recall@5"] >= 0.77, overall
    assert cross["recall@5"] >= 0.74, cross
    assert overall["mrr@10"] >= 0.62, overall
