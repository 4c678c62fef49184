"""The search benchmark's synthetic knowledge base, built at a tiny scale so the bench
code cannot rot: copies are searchable like the originals and carry their vectors."""

from __future__ import annotations

import json
import shutil

import numpy as np
import pytest

pytestmark = pytest.mark.integration


@pytest.fixture
def base_with_vectors(corpus_kb_path, tmp_path):
    """The corpus KB with a flat index of random unit vectors (no model needed)."""
    from kb.build import open_kb
    from kb.paths import sidecar
    from kb.search.documents import searchable_records
    from kb.search.vectors import write_index

    path = tmp_path / "base" / "judgedesk.db"
    path.parent.mkdir()
    shutil.copyfile(corpus_kb_path, path)
    db = open_kb(path)
    ids = [r["id"] for r in searchable_records(db)]
    db.close()
    vectors = np.random.default_rng(1).normal(size=(len(ids), 16)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    write_index(vectors, ids, "random-16", sidecar(path, "faiss"), sidecar(path, "faiss.json"))
    return path, ids, vectors


def test_synthetic_kb_holds_scale_times_the_records_and_vectors(base_with_vectors, tmp_path):
    from bench._synthetic import build_synthetic_kb, copy_id
    from kb.build import open_kb

    base, ids, vectors = base_with_vectors
    kb = build_synthetic_kb(base, tmp_path / "x3" / "judgedesk.db", 3)
    db = open_kb(kb.db_path)
    try:
        assert db.execute("select count(*) from search_fts").fetchone()[0] == 3 * len(ids)
        copied = db.execute("select count(*) from records where id like ?", ["%~2"]).fetchone()[0]
        tags = db.execute("select count(*) from record_concepts where record_id like ?", ["%~1"]).fetchone()[0]
        original_tags = db.execute(
            "select count(*) from record_concepts c where c.record_id in "
            "(select record_id from search_fts where record_id not like '%~%')"
        ).fetchone()[0]
    finally:
        db.close()
    assert copied == len(ids) and tags == original_tags
    assert kb.vectors.shape == (3 * len(ids), vectors.shape[1]) and len(kb.ids) == len(set(kb.ids))
    i = kb.ids.index(copy_id(ids[0], 2))
    # A copy's vector is a perturbed unit vector, near its original and not equal to it.
    assert np.isclose(np.linalg.norm(kb.vectors[i]), 1.0, atol=1e-4)
    assert 0.8 < float(kb.vectors[i] @ vectors[0]) < 0.9999


def test_questions_find_copies_in_a_synthetic_kb(base_with_vectors, tmp_path):
    from bench._synthetic import build_synthetic_kb
    from kb.paths import sidecar
    from kb.search import Searcher
    from kb.search.vectors import write_index

    base, _, _ = base_with_vectors
    kb = build_synthetic_kb(base, tmp_path / "x2" / "judgedesk.db", 2)
    write_index(kb.vectors, kb.ids, kb.model, sidecar(kb.db_path, "faiss"), sidecar(kb.db_path, "faiss.json"))
    assert json.loads(sidecar(kb.db_path, "faiss.json").read_text())["model"] == "random-16"
    searcher = Searcher(kb.db_path)
    answer = searcher.ask("Zeitmarke Aussetzen", mode="lexical", limit=20)
    searcher.close()
    assert any(r.id.endswith("~1") for r in answer.results)
    assert any("~" not in r.id for r in answer.results)
