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


# The first held-out set at the floors above; the later ones, each written blind to the search before the work it measures and
# scored once (docs/evaluation-last-run.md), lexical + termbase: the second (90 questions) at
# ce72599 0.800 / 0.776 / 0.652, the third (60 questions) at c1e7815 0.850 / 0.758 / 0.648, the
# fourth (60 questions) at d4e3064 0.883 / 0.909 / 0.705, the fifth (60 questions) at bf21936
# 0.917 / 0.844 / 0.751, the sixth (60 questions) at a72b61a 0.750 / 0.647 / 0.685, the seventh
# (60 questions) at 9d966c5 0.900 / 0.824 / 0.777, the eighth (120 questions, two authors) at
# 9ad337d 0.850 / 0.808 / 0.688, the ninth (97 questions, frozen in stop 28) at the end of the stop-29
# search work 0.701 / 0.650 / 0.532, the tenth (120 questions, frozen in stop 30 before its search
# work was merged) at the end of that work 0.892 / 0.877 / 0.734, the eleventh (120 questions, frozen
# in stop 31 before its search work was merged) at the end of that work 0.917 / 0.890 / 0.719, the
# twelfth (120 questions, frozen in stop 32 before its search work was merged, its pools without the
# gold of sets 10 and 11) at the end of that work 0.817 / 0.770 / 0.639, the thirteenth (120
# questions, frozen in stop 33 before its search work was merged, its pools without the gold of sets
# 10-12) at the end of that work 0.650 / 0.625 / 0.536 (its card-text questions then found nothing;
# the named card's own text shown third, a change made after it was scored, lifts it to 0.817).
# Floors a little below the figures scored once.
@pytest.mark.parametrize(
    "name, recall, cross_recall, mrr",
    [
        (HELDOUT_CSV.name, FLOOR_RECALL_AT_5, FLOOR_CROSS_RECALL_AT_5, FLOOR_MRR_AT_10),
        ("questions-heldout2.csv", 0.77, 0.74, 0.62),
        ("questions-heldout3.csv", 0.82, 0.72, 0.61),
        ("questions-heldout4.csv", 0.85, 0.87, 0.67),
        ("questions-heldout5.csv", 0.88, 0.81, 0.72),
        ("questions-heldout6.csv", 0.72, 0.61, 0.65),
        ("questions-heldout7.csv", 0.85, 0.79, 0.74),  # stop 34: 0.867 (two questions out, lexical)
        ("questions-heldout8.csv", 0.83, 0.78, 0.67),
        ("questions-heldout9.csv", 0.68, 0.62, 0.51),
        ("questions-heldout10.csv", 0.86, 0.84, 0.70),
        ("questions-heldout11.csv", 0.88, 0.85, 0.69),
        ("questions-heldout12.csv", 0.80, 0.75, 0.62),
        ("questions-heldout13.csv", 0.62, 0.59, 0.50),
        # the fourteenth re-asks the whole corpus (questions-heldout14.md), scored once at the end
        # of stop 34's work: lexical 0.842 / 0.826 / 0.656
        ("questions-heldout14.csv", 0.80, 0.78, 0.62),
        # the fifteenth re-asks it again (questions-heldout15.md), scored once at the end of stop
        # 35's work (the learnt ranker): lexical 0.800 / 0.817 / 0.623
        ("questions-heldout15.csv", 0.77, 0.79, 0.59),
        # the sixteenth (questions-heldout16.md), scored once at the end of stop 36's work (the
        # refitted ranker, declined German card names): lexical 0.875 / 0.884 / 0.678
        ("questions-heldout16.csv", 0.85, 0.86, 0.65),
        # the seventeenth (questions-heldout17.md), scored once at the end of stop 37's work (the
        # ranker refitted with set 16): lexical 0.883 / 0.865 / 0.702
        ("questions-heldout17.csv", 0.85, 0.83, 0.67),
        # the eighteenth (questions-heldout18.md), scored once at the end of stop 38's work (the
        # ranker refitted with set 17, three more concepts): lexical 0.892 / 0.912 / 0.733
        ("questions-heldout18.csv", 0.86, 0.88, 0.70),
        # the nineteenth (questions-heldout19.md), scored once at stop 39 (no search change since
        # set 18's scoring): lexical 0.842 / 0.877 / 0.651
        ("questions-heldout19.csv", 0.81, 0.84, 0.62),
        # the twentieth (questions-heldout20.md), scored once at stop 40 (on the listwise refit,
        # which it turned down, and on the weights kept): lexical 0.883 / 0.887 / 0.739
        ("questions-heldout20.csv", 0.85, 0.86, 0.71),
        # the twenty-first (questions-heldout21.md), scored once at stop 41 (no ranker change since
        # set 20's scoring; Traditional Chinese questions read as Simplified): lexical 0.917 / 0.931 / 0.729
        ("questions-heldout21.csv", 0.88, 0.90, 0.70),
        # the twenty-second (questions-heldout22.md), scored once at the end of stop 42's work (60
        # Chinese forms judges type; no ranker change): lexical 0.917 / 0.873 / 0.775
        ("questions-heldout22.csv", 0.89, 0.84, 0.74),
        # the twenty-third (questions-heldout23.md), scored once at the end of stop 43's work
        # (German separable verbs taken apart; no ranker change): lexical 0.867 / 0.843 / 0.680
        ("questions-heldout23.csv", 0.85, 0.82, 0.66),
        # the twenty-fourth and twenty-fifth (questions-heldout24.md, questions-heldout25.md),
        # scored once together at stop 44 on the search of set 23's scoring (the stop's one
        # candidate change, records encoded with E5's query prefix, was not built): lexical
        # 0.925 / 0.913 / 0.705 and 0.883 / 0.857 / 0.742
        ("questions-heldout24.csv", 0.90, 0.89, 0.68),
        ("questions-heldout25.csv", 0.86, 0.83, 0.72),
        # the twenty-sixth (questions-heldout26.md), frozen at stop 44, scored once at the end of
        # stop 45's change (the questions asked before as retrievers, kb.search.asked): lexical
        # 0.925 / 0.903 / 0.801; since, it answers later questions and is left out when scored
        ("questions-heldout26.csv", 0.90, 0.87, 0.77),
    ],
)
def test_heldout_lexical_search_stays_above_its_floors(lexical_searcher, corpus_kb, name, recall, cross_recall, mrr):
    questions = load_questions(HELDOUT_CSV.with_name(name))
    expand_gold(corpus_kb, questions)
    rows = evaluate(lexical_searcher, questions, "lexical")
    overall = summarise(rows, ("system",))[0]
    cross = summarise([r for r in rows if r["kind"] == "cross"], ("system",))[0]
    assert overall["recall@5"] >= recall, overall
    assert cross["recall@5"] >= cross_recall, cross
    assert overall["mrr@10"] >= mrr, overall
