"""Questions asked before (kb.search.asked): the spent sets answer a new question through the
questions most like it, a set being scored never answers its own questions, a set frozen and
not yet scored is never among them, and a broken list or set is refused by name."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bench.evaluation import SETS
from kb.search.asked import ASKED_SETS_CSV, AskedDataError, AskedMemory, read_asked, spent_set_files
from kb.search.evaluate import QUESTIONS_CSV, evaluate, expand_gold, load_questions, summarise
from kb.store import asked as store

pytestmark = pytest.mark.integration

NEWEST_SPENT = spent_set_files()[-1]


def test_only_scored_sets_are_asked_and_every_scored_set_is():
    scored = [file for _name, file in SETS]
    assert list(spent_set_files()) == scored
    frozen_unscored = {p.name for p in QUESTIONS_CSV.parent.glob("questions-heldout*.csv.sha256")}
    frozen_unscored = {n.removesuffix(".sha256") for n in frozen_unscored} - set(scored)
    assert not frozen_unscored & set(spent_set_files())  # a set waiting to be scored never answers


def test_every_asked_question_is_stored_with_its_set_and_gold(corpus_kb):
    stored = store.asked_rows(corpus_kb)
    questions = read_asked()
    assert len(stored) == len(questions) > 2000
    assert {r.set_file for r in stored} == set(spent_set_files())
    known = store.record_ids(corpus_kb)
    assert all(r.gold and set(r.gold) <= known for r in stored)


def test_a_set_left_out_never_answers_and_otherwise_meets_its_own_question(corpus_kb, corpus_analysers):
    from kb.search.lexical import match_expression

    memory = AskedMemory(corpus_kb)
    analysers = corpus_analysers
    question = load_questions(QUESTIONS_CSV.with_name(NEWEST_SPENT))[0]
    expression = match_expression(analysers.analyse(question["question"], question["lang"]))
    own = [i for i, s in memory.set_of.items() if s == NEWEST_SPENT]
    found = memory.matching_questions(corpus_kb, expression, frozenset())
    assert set(found[:3]) & set(own), "asked word for word, the question meets itself"
    left_out = memory.matching_questions(corpus_kb, expression, frozenset({NEWEST_SPENT}))
    assert left_out and not set(left_out) & set(own)


def test_the_questions_asked_before_lift_a_spent_set_only_when_it_may_answer(lexical_searcher, corpus_kb):
    """With its own questions in the memory a set's answers rise (each question meets itself);
    scored as it is (left out) it is answered by the other sets only. A search that ignored the
    asked lists, or let a scored set answer itself, fails this."""
    questions = load_questions(QUESTIONS_CSV.with_name(NEWEST_SPENT))
    expand_gold(corpus_kb, questions)
    left_out = summarise(evaluate(lexical_searcher, questions, "lexical"), ("system",))[0]
    answering = [{**q, "set_file": None} for q in questions]
    itself = summarise(evaluate(lexical_searcher, answering, "lexical"), ("system",))[0]
    assert itself["recall@5"] >= 0.95 and itself["mrr@10"] > left_out["mrr@10"] + 0.03, (itself, left_out)


def test_dense_neighbours_leave_the_scored_set_out(corpus_kb_path, tmp_path, fake_embedder):
    import sqlite_utils

    from kb.search.build import build_vectors

    copy = tmp_path / "kb.db"
    shutil.copyfile(corpus_kb_path, copy)
    db = sqlite_utils.Database(copy)  # a build's own (writable) connection
    try:
        build_vectors(db, fake_embedder, tmp_path / "kb.db.faiss", tmp_path / "kb.db.faiss.json")
        memory = AskedMemory(db)
        memory.load_vectors(db, fake_embedder.name)
        question = load_questions(QUESTIONS_CSV.with_name(NEWEST_SPENT))[0]
        vector = fake_embedder.embed_queries([question["question"]])[0]
        assert set(question["gold"]) <= set(memory.dense(vector, frozenset())[:5])
        assert all(memory.set_of[i] != NEWEST_SPENT for i in memory.nearest(vector, frozenset({NEWEST_SPENT})))
        memory.load_vectors(db, "another-model")  # vectors of another model are never compared
        assert memory.dense(vector, frozenset()) == []
    finally:
        db.close()


def _list_with(tmp_path: Path, rows: list[str], files: dict[str, str] | None = None) -> Path:
    for name, text in (files or {}).items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    listed = tmp_path / "asked-sets.csv"
    listed.write_text("file,set,spent\n" + "".join(r + "\n" for r in rows), encoding="utf-8")
    return listed


def test_a_listed_set_that_is_missing_is_named(tmp_path):
    listed = _list_with(tmp_path, ["questions-nowhere.csv,nowhere,scored once"])
    with pytest.raises(AskedDataError, match=r"asked-sets.csv:2: 'questions-nowhere.csv'"):
        read_asked(listed)


def test_a_frozen_set_changed_since_is_refused(tmp_path):
    shutil.copyfile(QUESTIONS_CSV.with_name(NEWEST_SPENT), tmp_path / NEWEST_SPENT)
    (tmp_path / (NEWEST_SPENT + ".sha256")).write_text("0" * 64 + "  " + NEWEST_SPENT + "\n")
    listed = _list_with(tmp_path, [f"{NEWEST_SPENT},newest,scored once"])
    with pytest.raises(AskedDataError, match="changed since it was frozen"):
        read_asked(listed)


def test_a_bad_question_row_is_named_by_file_and_line(tmp_path):
    text = "id,lang,kind,question,gold\nq1,de,same,Wie geht das?,who-notes-de:ruling:232-232\nq2,fr,same,Comment?,x\n"
    listed = _list_with(tmp_path, ["bad.csv,bad,scored once"], {"bad.csv": text})
    with pytest.raises(AskedDataError, match=r"bad.csv:3: lang 'fr'"):
        read_asked(listed)
    empty = _list_with(tmp_path, ["bad.csv,bad,"])
    with pytest.raises(AskedDataError, match=r"asked-sets.csv:2: spent is empty"):
        read_asked(empty)


def test_the_shipped_list_reads():
    assert ASKED_SETS_CSV.is_file() and len(read_asked()) > 2000


def test_past_questions_alone_never_answer_a_question_no_record_matches(corpus_kb_path, tmp_path, fake_embedder):
    """The asked lists join only beside a match of the question's own words, terms or cards: the
    nearest past questions of any string would otherwise put an answer over the no-answer line."""
    from kb.build import rebuild_sidecars
    from kb.search import Searcher
    from kb.search.answerable import assess
    from kb.search.build import build_vectors

    db_path = tmp_path / "kb.db"
    shutil.copyfile(corpus_kb_path, db_path)
    rebuild_sidecars(db_path, lambda ctx: build_vectors(ctx.db, fake_embedder, ctx.sidecar("faiss"), ctx.sidecar("faiss.json")))
    searcher = Searcher(db_path, embedder=fake_embedder)
    try:
        nonsense = searcher.ask("qwxzv plorbt grindlesnax", mode="rrf")
        assert all(r.explain and not {"asked_dense", "asked_lexical"} & set(r.explain.ranks) for r in nonsense.results)
        assert not assess(nonsense.question, nonsense.results).answered
        real = searcher.ask("Kann man darauf antworten, wenn jemand eine Karte aussetzt?", mode="rrf")
        assert any(r.explain and "asked_dense" in r.explain.ranks for r in real.results)
        assert any(r.explain and "asked_lexical" in r.explain.ranks for r in real.results)
    finally:
        searcher.close()
