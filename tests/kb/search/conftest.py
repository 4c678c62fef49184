"""Search fixtures: analysers configured from the corpus knowledge base (session), a
lexical searcher on it, and a fake embedder for unit tests of the dense path."""

from __future__ import annotations

import hashlib

import numpy as np
import pytest


@pytest.fixture(scope="session")
def corpus_analysers(corpus_kb_path):
    from kb.build import open_kb
    from kb.search.build import analysers_from_db

    db = open_kb(corpus_kb_path)
    analysers = analysers_from_db(db)
    analysers.warm_up()
    db.close()
    return analysers


@pytest.fixture(scope="session")
def lexical_searcher(corpus_kb_path):
    from kb.search import Searcher

    searcher = Searcher(corpus_kb_path)
    yield searcher
    searcher.close()


class FakeEmbedder:
    """Bag-of-words hashing into 64 dimensions: texts sharing words are near each other."""

    name = "fake"
    dim = 64

    def __init__(self) -> None:
        self.calls = 0

    def warm_up(self) -> None:
        pass

    def _encode(self, texts):
        self.calls += 1
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for i, text in enumerate(texts):
            for word in text.lower().split():
                out[i, int(hashlib.md5(word.encode()).hexdigest(), 16) % self.dim] += 1.0
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        return out / np.maximum(norms, 1e-9)

    embed_queries = _encode
    embed_passages = _encode


@pytest.fixture
def fake_embedder():
    return FakeEmbedder()
