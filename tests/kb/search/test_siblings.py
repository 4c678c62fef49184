"""A question naming a card and one point about it gets the ruling on that point above the
card's other rulings, however often those repeat the card's name."""

from __future__ import annotations

import pytest

from kb.search.fusion import reciprocal_rank_fusion
from kb.search.siblings import content_terms, order_shown_siblings, order_siblings

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
    "other-card": ({"tinker"}, {"token", "haste", "artifact"}),
}
SUBJECT = {"herald-enters": "card:herald", "herald-token": "card:herald", "herald-twice": "card:herald"}


def _fused():
    # what the retrievers agree on is the name: the ruling repeating it comes first; another
    # card's ruling on tokens and haste stands between the siblings
    lists = {
        "lexical": ["herald-enters", "other-card", "herald-token", "herald-twice"],
        "cards": ["herald-enters", "herald-token", "herald-twice"],
        "concepts": ["other-card"],
    }
    return reciprocal_rank_fusion(lists)


def _words(ids):
    return {i: WORDS[i] for i in ids}


@pytest.mark.unit
def test_the_ruling_on_the_asked_point_moves_above_the_siblings_that_only_share_the_name():
    fused = _fused()
    assert [f.id for f in fused] == ["herald-enters", "other-card", "herald-token", "herald-twice"]
    terms = content_terms(QUESTION, (), NAME)
    ordered = [f.id for f in order_siblings(fused, SUBJECT, _words, terms, lambda t: 1.0)]
    # fused places 0, 1, 2 + match places (token 0, twice 1, enters 2): token 1, enters 2, twice 3;
    # siblings only trade places among themselves: the other card's ruling keeps its rank
    assert ordered == ["herald-token", "other-card", "herald-enters", "herald-twice"]


@pytest.mark.unit
def test_a_question_saying_nothing_beyond_the_card_name_keeps_the_fused_order():
    fused = _fused()
    terms = content_terms({"clockwork", "herald"}, (), NAME)
    assert order_siblings(fused, SUBJECT, _words, terms, lambda t: 1.0) == fused


@pytest.mark.unit
def test_a_ruling_far_behind_in_the_fusion_is_not_pulled_to_the_top_by_one_word():
    # four siblings; the last one in fused order matches the question best, but the fused
    # order counts as much as the word match: it moves up, not necessarily to the first place
    subject = {f"r{i}": "card:x" for i in range(4)}
    words = {"r0": (set(), {"a"}), "r1": (set(), {"a"}), "r2": (set(), {"c"}), "r3": (set(), {"a", "b"})}
    fused = reciprocal_rank_fusion({"lexical": ["r0", "r1", "r2", "r3"]})
    ordered = [
        f.id
        for f in order_siblings(fused, subject, lambda ids, words=words: {i: words[i] for i in ids}, {"a", "b"}, lambda t: 1.0)
    ]
    # fused places 0,1,2,3 + match places (r3 0; r0, r1 share 1; r2 3): r0 1, r1 2, r3 3, r2 5
    assert ordered == ["r0", "r1", "r3", "r2"]


@pytest.mark.unit
def test_on_a_knowledge_base_the_asked_point_comes_first_and_other_subjects_keep_their_place(fresh_kb):
    fresh_kb.table("records").insert_all(
        [{"id": rid, "kind": "ruling", "subject_id": SUBJECT.get(rid, "card:tinker"), "text": ""} for rid in WORDS]
    )
    rows = {}
    for rowid, (rid, (heading, text)) in enumerate(WORDS.items(), 1):
        fresh_kb.execute(
            "insert into search_fts (rowid, record_id, kind, lang, title, body, labels) values (?, ?, 'ruling', 'en', ?, ?, '')",
            [rowid, rid, " ".join(sorted(heading)), " ".join(sorted(text))],
        )
        rows[rid] = rowid
    fresh_kb.table("search_terms").insert_all([{"term": "haste", "docs": 2}, {"term": "token", "docs": 3}], replace=True)
    fused = _fused()
    ordered = order_shown_siblings(fresh_kb, fused, content_terms(QUESTION, (), NAME), rows, total=len(WORDS))
    assert [f.id for f in ordered] == ["herald-token", "other-card", "herald-enters", "herald-twice"]


def test_equal_matches_share_a_place_whatever_order_the_words_come_in():
    # A judge asking the same question twice gets the same order. Ruling A matches three question
    # words (0.7 + 0.2 + 0.9), ruling B one word worth 1.8: they match equally. Summed in a set's
    # (hash-seeded) order, A's total is 1.8 or 1.7999999999999998 depending on the words' names, and
    # A would then fall behind C, which matches nothing. Many word names try many set orders.
    for n in range(60):
        a_words = {f"alpha{n}", f"beta{n}", f"gamma{n}"}
        weights = dict(zip(sorted(a_words), (0.7, 0.2, 0.9))) | {"delta": 1.8}
        words = {"B": (set(), {"delta"}), "C": (set(), {"other"}), "A": (set(), a_words)}
        fused = reciprocal_rank_fusion({"lexical": ["B", "C", "A"]})
        subject = {"A": "card:x", "B": "card:x", "C": "card:x"}
        out = order_siblings(
            fused, subject, lambda ids, words=words: {i: words[i] for i in ids}, a_words | {"delta"}, weights.__getitem__
        )
        assert [f.id for f in out] == ["B", "A", "C"], n
