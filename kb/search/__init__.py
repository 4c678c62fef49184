"""Hybrid search over the knowledge base: ``Searcher(db_path).ask(question)``.

Importing this package is cheap: the lemma tables, jieba, FAISS and the embedding models load
inside ``Searcher.warm_up()`` / ``ask()``. See ``kb.search.searcher`` for the retrievers
and fusion, ``kb.search.analysis`` for the per-language analysis."""

from __future__ import annotations

from kb.limits import MAX_QUESTION_CHARS
from kb.search.fusion import RRF_K, Mode, reciprocal_rank_fusion
from kb.search.searcher import Searcher

__all__ = ["MAX_QUESTION_CHARS", "Mode", "RRF_K", "Searcher", "reciprocal_rank_fusion"]
