"""The no-answer decision and its calibration (kb.search.answerable, answerable_eval)."""

from __future__ import annotations

import pytest

from kb.search.answerable import NO_ANSWER_BELOW, LabelIndex, Suggestion, assess
from kb.search.answerable_eval import calibrate
from kb.search.models import Explain, SearchResult

pytestmark = pytest.mark.unit


def _result(score: float, explain: Explain | None = None) -> SearchResult:
    return SearchResult(kind="ruling", id="doc:ruling:1-1", text="…", source="doc", lines=[1, 1], score=score, explain=explain)


def test_assess_dense_only_best_score_is_no_answer():
    # rank 1 in the dense list alone: 0.1 / 61
    verdict = assess("xyzzy", [_result(0.1 / 61)])
    assert verdict.answered is False and "meaning" in verdict.reason


def test_assess_one_shared_word_at_rank_one_is_an_answer():
    assert assess("Aussetzen", [_result(1 / 61)]).answered is True


def test_assess_no_results_is_no_answer():
    assert assess("xyzzy", []).answered is False


def test_calibrate_picks_the_wide_gap_not_a_hairline_one():
    # positives at 0.0164 and 0.026, negatives at 0.0016 and one off-topic at 0.0163:
    # the 0.0163/0.0164 gap is too narrow to trust; the cut falls between 0.0016 and 0.0163
    t = calibrate([([0.0164, 0.026], [0.0016, 0.0163])])
    assert 0.0016 < t < 0.0163
    assert t == pytest.approx((0.0016 * 0.0163) ** 0.5)


def test_threshold_lies_between_dense_only_and_one_word_scores():
    assert 0.1 / 61 < NO_ANSWER_BELOW < 0.6 / 61 < 1 / 61


def test_label_index_misspelling_suggests_label_but_a_label_itself_does_not():
    idx = LabelIndex(
        [
            ("aussetzen", Suggestion(text="Aussetzen", kind="term", lang="de", target="suspend", english="suspend")),
            ("aussetzens", Suggestion(text="Aussetzens", kind="term", lang="de", target="suspend", english="suspend")),
        ]
    )
    assert [s.target for s in idx.suggest("Aussetzn")] == ["suspend"]
    assert idx.suggest("Aussetzen Zeitmarke") == []


def test_assess_no_game_word_named_is_a_weak_answer():
    results = [_result(1 / 61, Explain(ranks={"lexical": 1}))]
    assert assess("Wann fährt der Bus?", results).strength == "weak"


def test_assess_a_named_concept_is_a_strong_answer():
    results = [_result(1 / 61, Explain(ranks={"lexical": 1}, query_concepts=["suspend"]))]
    assert assess("Aussetzen?", results).strength == "strong"


def test_assess_results_without_explain_are_not_downgraded():
    assert assess("x", [_result(1 / 61)]).strength == "strong"
