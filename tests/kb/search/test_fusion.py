"""Reciprocal rank fusion on a hand-computed case, and the mode enum."""

from __future__ import annotations

import pytest

from kb.errors import InvalidQuery
from kb.search.fusion import RRF_K, Mode, by_other_evidence, reciprocal_rank_fusion, with_named_cards

pytestmark = pytest.mark.unit


def test_rrf_orders_and_scores_a_hand_computed_case():
    lists = {"lexical": ["a", "b", "c"], "dense": ["c", "a", "d"]}
    fused = reciprocal_rank_fusion(lists, k=60)
    # a: 1/61 + 1/62; c: 1/63 + 1/61; b: 1/62; d: 1/63
    assert [f.id for f in fused] == ["a", "c", "b", "d"]
    assert fused[0].score == pytest.approx(1 / 61 + 1 / 62)
    assert fused[1].score == pytest.approx(1 / 63 + 1 / 61)
    assert fused[2].score == pytest.approx(1 / 62)
    assert fused[1].ranks == {"lexical": 3, "dense": 1}


def test_rrf_weights_scale_each_list():
    fused = reciprocal_rank_fusion({"lexical": ["a"], "concepts": ["b"]}, {"concepts": 0.5})
    assert [f.id for f in fused] == ["a", "b"]
    assert fused[1].score == pytest.approx(0.5 / (RRF_K + 1))


def test_rrf_counts_a_duplicate_once_at_its_best_rank():
    fused = reciprocal_rank_fusion({"lexical": ["a", "a", "b"]})
    assert fused[0].score == pytest.approx(1 / 61) and fused[1].ranks == {"lexical": 3}


@pytest.mark.parametrize("value", ["magic", "", "RRF+"])
def test_mode_unknown_value_names_the_allowed_ones(value):
    with pytest.raises(InvalidQuery, match="rrf, lexical, dense"):
        Mode.from_str(value)


def test_a_cards_rulings_follow_what_the_other_retrievers_found_not_document_order():
    card = ["ruling-1", "ruling-2", "ruling-3", "ruling-4"]  # the card's rulings, in document order
    lists = {"lexical": ["other", "ruling-3", "ruling-2"], "dense": ["ruling-3", "ruling-4"], "cards": card}
    # best ranks elsewhere: ruling-3 first (dense), ruling-4 second (dense), ruling-2 third
    # (lexical); ruling-1, found by nothing else, last
    assert by_other_evidence(card, lists) == ["ruling-3", "ruling-4", "ruling-2", "ruling-1"]
    fused = reciprocal_rank_fusion({**lists, "cards": by_other_evidence(card, lists)})
    assert fused[0].id == "ruling-3"


def test_a_named_cards_text_is_shown_third_unless_ranked_higher():
    fused = reciprocal_rank_fusion({"lexical": ["r1", "r2", "r3", "r4", "card"]})
    assert [f.id for f in with_named_cards(fused, ["card"])] == ["r1", "r2", "card", "r3", "r4"]
    fused = reciprocal_rank_fusion({"lexical": ["card", "r1", "r2"]})
    assert [f.id for f in with_named_cards(fused, ["card"])] == ["card", "r1", "r2"]  # already first
    assert [f.id for f in with_named_cards(fused, [])] == ["card", "r1", "r2"]
