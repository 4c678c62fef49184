"""The ranker orders an answer's first candidates: a question naming a card and one point about
it gets the ruling on that point above the card's other rulings, however often those repeat the
card's name; what it cannot tell apart keeps the fused order; the same question twice gets the
same order; and its weights are learnt only from question sets already scored."""

from __future__ import annotations

import numpy as np
import pytest

from kb.search.bridge import Bridge
from kb.search.fusion import reciprocal_rank_fusion
from kb.search.ranker import CANDIDATES, FEATURES, Candidates, content_match, rank_candidates, ranked_answer
from kb.search.ranker_training import TRAINING_SETS, Question, fit, quality
from kb.search.ranker_weights import WEIGHTS
from kb.search.siblings import content_terms

# A made-up card with three rulings; the question: "Clockwork Herald: does its token have haste?"
QUESTION = {"clockwork", "herald", "token", "haste"}
NAME = {"clockwork", "herald"}
HEADING = {"clockwork", "herald"}
WORDS = {
    # says the card's name three times, nothing about tokens or haste
    "herald-enters": (HEADING, {"clockwork", "herald", "enter", "trigger", "battlefield"}),
    # the point the question asks about
    "herald-token": (HEADING, {"token", "haste", "copy", "clockwork", "herald"}),
    # shares one word with the question
    "herald-twice": (HEADING, {"control", "two", "token", "trigger", "separately", "herald"}),
    "other-card": ({"tinker"}, {"artifact", "tinker", "sacrifice"}),
}
SUBJECT = {"herald-enters": "card:herald", "herald-token": "card:herald", "herald-twice": "card:herald"}


def _fused():
    # the lists see the card's name: the ruling repeating it leads the lexical list, the card's
    # rulings list puts the token ruling first; fused, the name-repeating ruling comes first
    lists = {
        "lexical": ["herald-enters", "herald-token", "other-card", "herald-twice"],
        "cards": ["herald-token", "herald-enters", "herald-twice"],
    }
    return reciprocal_rank_fusion(lists)


def _kb(db):
    db.table("records").insert_all(
        [{"id": rid, "kind": "ruling", "subject_id": SUBJECT.get(rid, "card:tinker"), "text": "x" * 120} for rid in WORDS]
    )
    rows = {}
    for rowid, (rid, (heading, text)) in enumerate(WORDS.items(), 1):
        db.execute(
            "insert into search_fts (rowid, record_id, kind, lang, title, body, labels) values (?, ?, 'ruling', 'en', ?, ?, '')",
            [rowid, rid, " ".join(sorted(heading)), " ".join(sorted(text))],
        )
        rows[rid] = rowid
    db.table("search_terms").insert_all([{"term": "haste", "docs": 2}, {"term": "token", "docs": 3}], replace=True)
    return rows


@pytest.mark.parametrize("mode", sorted(WEIGHTS))
def test_of_rulings_the_lists_rank_alike_the_one_on_the_asked_point_comes_first(fresh_kb, mode):
    rows = _kb(fresh_kb)
    fused = _fused()
    assert [f.id for f in fused][0] == "herald-enters"
    candidates = Candidates(fused, Bridge(), content_terms(QUESTION, (), NAME), {}, set())
    ordered = [f.id for f in ranked_answer(fresh_kb, candidates, rows, len(WORDS), WEIGHTS[mode])]
    assert ordered[0] == "herald-token"
    assert sorted(ordered) == sorted(WORDS)


def test_a_question_saying_nothing_beyond_the_card_name_keeps_the_fused_order(fresh_kb):
    rows = _kb(fresh_kb)
    fused = reciprocal_rank_fusion({"lexical": ["herald-enters", "herald-token", "herald-twice"]})
    candidates = Candidates(fused, Bridge(), content_terms(NAME, (), NAME), {}, set())
    assert [f.id for f in ranked_answer(fresh_kb, candidates, rows, len(WORDS), WEIGHTS["lexical"])] == [
        "herald-enters",
        "herald-token",
        "herald-twice",
    ]


def test_only_the_first_candidates_are_ordered_and_ties_keep_the_fused_order():
    fused = reciprocal_rank_fusion({"lexical": [f"r{i}" for i in range(CANDIDATES + 5)]})
    rows = [[0.0] * len(FEATURES) for _ in range(CANDIDATES)]
    rows[3][0] = 1.0  # one candidate scores above the others, which tie
    out = [f.id for f in rank_candidates(fused, rows, [1.0] * len(FEATURES))]
    assert out[0] == "r3"
    assert out[1:CANDIDATES] == [f"r{i}" for i in range(CANDIDATES) if i != 3]
    assert out[CANDIDATES:] == [f"r{i}" for i in range(CANDIDATES, CANDIDATES + 5)]


def test_weights_that_do_not_fit_the_features_are_refused():
    fused = reciprocal_rank_fusion({"lexical": ["a", "b"]})
    with pytest.raises(ValueError, match="features"):
        rank_candidates(fused, [[0.0] * len(FEATURES)] * 2, [1.0] * (len(FEATURES) - 1))
    assert all(len(w) == len(FEATURES) for w in WEIGHTS.values())


def test_equal_matches_are_equal_whatever_order_the_words_come_in(fresh_kb):
    # A judge asking the same question twice gets the same order: a ruling matching three words
    # (idf summed in a set's hash-seeded order) must match exactly as much every time.
    fresh_kb.table("records").insert_all([{"id": "A", "kind": "ruling", "text": ""}])
    for n in range(30):
        words = {f"alpha{n}", f"beta{n}", f"gamma{n}"}
        fresh_kb.execute("delete from search_fts")
        fresh_kb.execute(
            "insert into search_fts (rowid, record_id, kind, lang, title, body, labels) "
            "values (1, 'A', 'ruling', 'en', '', ?, '')",
            [" ".join(sorted(words))],
        )
        terms = [{"term": w, "docs": d} for w, d in zip(sorted(words), (3, 40, 7), strict=True)]
        fresh_kb.table("search_terms").insert_all(terms, replace=True)
        first = content_match(fresh_kb, ["A"], set(words), {"A": 1}, 100)
        again = content_match(fresh_kb, ["A"], set(sorted(words, reverse=True)), {"A": 1}, 100)
        assert first == again
        assert first[0]["A"] == first[1]  # every content word is in the ruling


def test_the_fit_learns_what_marks_the_answer():
    # candidates whose third feature marks the gold one, placed anywhere in the fused order
    rng = np.random.default_rng(7)
    questions = []
    for _ in range(40):
        rows = rng.random((10, len(FEATURES))) * 0.1
        gold = np.zeros(10)
        at = int(rng.integers(1, 10))
        rows[at, 2] = 1.0
        gold[at] = 1.0
        questions.append(Question("s", rows, gold))
    before = quality(questions, None)
    w = fit(questions)
    assert w[2] > 0
    assert quality(questions, w)[1] > before[1]


def test_the_ranker_learns_only_from_sets_already_scored():
    from bench.evaluation import SETS

    scored = {file for _, file in SETS}
    assert set(TRAINING_SETS) <= scored
