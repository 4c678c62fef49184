"""The dense index: one unit vector per searchable record in a FAISS inner-product index,
stored beside the database (``<db>.faiss``) with its record ids, model name, dimension
and index kind (``<db>.faiss.json``). Embeddings are cached per model and text under
``$JUDGEDESK_CACHE`` (default ``~/.cache/judgedesk``) so a rebuild re-encodes only
changed records.

Index kind (``make_faiss_index``, measured by ``python -m bench search``): exact search
(flat) up to ``FLAT_MAX_VECTORS``; above that, flat search grows linearly (~40 ms a query
at 300,000 vectors), so an inverted-file index (IVF, exact inner products inside the
``IVF_NPROBE`` lists nearest the query) takes over. IVF rather than HNSW because it builds
in seconds where HNSW needs minutes at 300,000 vectors on two cores, and its recall
against flat is what the benchmark reports."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

import numpy as np

from kb.artifact import verify_sidecar
from kb.errors import InvalidQuery
from kb.paths import cache_dir, sidecar  # noqa: F401  (cache_dir: also imported from here)

if TYPE_CHECKING:
    import faiss  # heavy: only the dense path loads it

    from kb.search.embedders import Embedder

INDEX_SIDECAR = "faiss"
META_SIDECAR = "faiss.json"
BATCH = 64
FLAT_MAX_VECTORS = 20_000  # flat search stays under ~3 ms a query up to here
# Lists searched per query: at least IVF_NPROBE, and an eighth of the lists for large indexes.
# Measured on 40 evaluation questions against a 30x synthetic index (367 lists): nprobe 24
# gave recall@50 0.93 against exact search, 48 gave 0.98 for 0.9 ms a query.
IVF_NPROBE = 48
IVF_TRAIN_PER_LIST = 40  # FAISS wants >= 39 training points per list


def _model_key(name: str) -> str:
    return hashlib.sha256(name.encode()).hexdigest()[:16]


def embed_passages_cached(embedder: Embedder, texts: list[str], progress: Callable[[int, int], None] | None = None) -> np.ndarray:
    """Passage vectors for ``texts``, reading and extending the per-model cache."""
    return _embed_cached(embedder, texts, progress, "embeddings", embedder.embed_passages)


def embed_queries_cached(embedder: Embedder, texts: list[str]) -> np.ndarray:
    """Query vectors for ``texts`` (the asked questions, kb.search.asked), cached apart from the
    passages: a model may encode the same words differently as a query."""
    return _embed_cached(embedder, texts, None, "queries", embedder.embed_queries)


def _embed_cached(
    embedder: Embedder,
    texts: list[str],
    progress: Callable[[int, int], None] | None,
    kind: str,
    encode: Callable[[list[str]], np.ndarray],
) -> np.ndarray:
    path = cache_dir() / f"{kind}-{_model_key(embedder.name)}.npz"
    cached: dict[str, np.ndarray] = {}
    if path.exists():
        try:
            with np.load(path) as data:
                cached = dict(zip(data["keys"].tolist(), data["vectors"]))
        except (OSError, ValueError, KeyError):
            cached = {}  # a damaged cache is rebuilt, never trusted
    keys = [hashlib.sha256(t.encode()).hexdigest() for t in texts]
    missing = [i for i, k in enumerate(keys) if k not in cached]
    for start in range(0, len(missing), BATCH):
        batch = missing[start : start + BATCH]
        for i, vec in zip(batch, encode([texts[i] for i in batch])):
            cached[keys[i]] = vec
        if progress:
            progress(min(start + BATCH, len(missing)), len(missing))
    if missing:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp.npz")
        np.savez(tmp, keys=np.array(list(cached)), vectors=np.stack(list(cached.values())))
        os.replace(tmp, path)
    if not texts:
        return np.zeros((0, 0), dtype=np.float32)
    return np.stack([cached[k] for k in keys]).astype(np.float32)


def ivf_probes(nlist: int) -> int:
    """Lists searched per query for an index of ``nlist`` lists."""
    return min(nlist, max(IVF_NPROBE, nlist // 8))


def ivf_lists(n: int) -> int:
    """Number of IVF lists for ``n`` vectors: ~2·sqrt(n), so a list holds ~sqrt(n)/2 vectors."""
    return max(16, int(2 * n**0.5))


def make_faiss_index(vectors: np.ndarray, kind: str | None = None) -> tuple[faiss.Index, dict[str, Any]]:
    """A filled FAISS index for unit ``vectors`` and its description for the sidecar.

    ``kind``: ``flat`` or ``ivf``; None chooses by size (see the module docstring)."""
    import faiss  # heavy: only the dense path loads it

    vectors = np.ascontiguousarray(vectors, dtype=np.float32)
    n, dim = vectors.shape
    kind = kind or ("flat" if n <= FLAT_MAX_VECTORS else "ivf")
    if kind == "flat":
        flat = faiss.IndexFlatIP(dim)
        flat.add(vectors)
        return flat, {"index": "flat"}
    if kind != "ivf":
        raise ValueError(f"unknown FAISS index kind {kind!r}; allowed: flat, ivf")
    nlist = ivf_lists(n)
    ivf = faiss.IndexIVFFlat(faiss.IndexFlatIP(dim), dim, nlist, faiss.METRIC_INNER_PRODUCT)
    # Train on a fixed-seed sample: k-means on every vector costs time and gains nothing.
    sample = np.random.default_rng(0).choice(n, size=min(n, nlist * IVF_TRAIN_PER_LIST), replace=False)
    ivf.train(vectors[np.sort(sample)])
    ivf.add(vectors)
    ivf.nprobe = ivf_probes(nlist)
    return ivf, {"index": "ivf", "nlist": nlist, "nprobe": ivf.nprobe}


def write_index(
    vectors: np.ndarray, ids: list[str], model: str, index_path: Path, meta_path: Path, kind: str | None = None
) -> dict[str, Any]:
    """Write the FAISS index and its sidecar; returns the sidecar's description of the index."""
    import faiss  # heavy: only the dense path loads it

    index, info = make_faiss_index(vectors, kind)
    faiss.write_index(index, str(index_path))
    meta = {"model": model, "dim": int(vectors.shape[1]), **info, "ids": ids}
    meta_path.write_text(json.dumps(meta), encoding="utf-8")
    return info


def vectors_available(db_path: Path) -> bool:
    return sidecar(db_path, INDEX_SIDECAR).exists() and sidecar(db_path, META_SIDECAR).exists()


def index_model(db_path: Path) -> str | None:
    """The model the index beside ``db_path`` was built with (None: no index)."""
    meta = sidecar(db_path, META_SIDECAR)
    model: str | None = json.loads(meta.read_text(encoding="utf-8"))["model"] if meta.exists() else None
    return model


class VectorIndex:
    """The FAISS index beside a database; ``load()`` is idempotent."""

    def __init__(self, db_path: Path) -> None:
        self.db_path = Path(db_path)
        self._index: faiss.Index | None = None
        self.ids: list[str] = []
        self.model: str | None = None
        self.dim: int | None = None
        self.kind = "flat"

    def load(self) -> None:
        if self._index is not None:
            return
        import faiss  # heavy: only the dense path loads it

        for name in (META_SIDECAR, INDEX_SIDECAR):  # BuildMismatch: an index of another build is never used
            verify_sidecar(self.db_path, name)
        meta = json.loads(sidecar(self.db_path, META_SIDECAR).read_text(encoding="utf-8"))
        self.ids, self.model = meta["ids"], meta["model"]
        self.dim, self.kind = meta.get("dim"), meta.get("index", "flat")
        index = faiss.read_index(str(sidecar(self.db_path, INDEX_SIDECAR)))
        if self.kind == "ivf":
            faiss.extract_index_ivf(index).nprobe = int(meta.get("nprobe", IVF_NPROBE))
        self._index = index

    def search(self, query_vector: np.ndarray, n: int) -> list[tuple[str, float]]:
        self.load()
        assert self._index is not None  # load() read it
        query = np.asarray(query_vector, dtype=np.float32).reshape(1, -1)
        if query.shape[1] != self._index.d:
            raise InvalidQuery(
                f"the query vector has {query.shape[1]} dimensions but the vector index beside "
                f"{self.db_path} ({self.model!r}) has {self._index.d} (model); query with "
                f"{self.model!r} or run `judgedesk index` with the other model"
            )
        scores, rows = self._index.search(query, n)
        return [(self.ids[r], float(s)) for r, s in zip(rows[0], scores[0]) if r >= 0]
