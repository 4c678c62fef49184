"""The dense index: one unit vector per searchable record in a FAISS inner-product index,
stored beside the database (``<db>.faiss``) with its record ids and model name
(``<db>.faiss.json``). Embeddings are cached per model and text under
``$JUDGEDESK_CACHE`` (default ``~/.cache/judgedesk``) so a rebuild re-encodes only
changed records."""
from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Callable

import numpy as np

from kb.paths import sidecar

INDEX_SIDECAR = "faiss"
META_SIDECAR = "faiss.json"
BATCH = 64


def cache_dir() -> Path:
    return Path(os.environ.get("JUDGEDESK_CACHE") or Path.home() / ".cache" / "judgedesk")


def _model_key(name: str) -> str:
    return hashlib.sha256(name.encode()).hexdigest()[:16]


def embed_passages_cached(embedder, texts: list[str], progress: Callable[[int, int], None] | None = None) -> np.ndarray:
    """Passage vectors for ``texts``, reading and extending the per-model cache."""
    path = cache_dir() / f"embeddings-{_model_key(embedder.name)}.npz"
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
        batch = missing[start:start + BATCH]
        for i, vec in zip(batch, embedder.embed_passages([texts[i] for i in batch])):
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


def write_index(vectors: np.ndarray, ids: list[str], model: str, index_path: Path, meta_path: Path) -> None:
    import faiss

    index = faiss.IndexFlatIP(vectors.shape[1])
    index.add(np.ascontiguousarray(vectors, dtype=np.float32))
    faiss.write_index(index, str(index_path))
    meta_path.write_text(json.dumps({"model": model, "dim": int(vectors.shape[1]), "ids": ids}), encoding="utf-8")


def vectors_available(db_path: Path) -> bool:
    return sidecar(db_path, INDEX_SIDECAR).exists() and sidecar(db_path, META_SIDECAR).exists()


def index_model(db_path: Path) -> str | None:
    """The model the index beside ``db_path`` was built with (None: no index)."""
    meta = sidecar(db_path, META_SIDECAR)
    return json.loads(meta.read_text(encoding="utf-8"))["model"] if meta.exists() else None


class VectorIndex:
    """The FAISS index beside a database; ``load()`` is idempotent."""

    def __init__(self, db_path: Path) -> None:
        self.db_path = Path(db_path)
        self._index = None
        self.ids: list[str] = []
        self.model: str | None = None

    def load(self) -> None:
        if self._index is not None:
            return
        import faiss

        meta = json.loads(sidecar(self.db_path, META_SIDECAR).read_text(encoding="utf-8"))
        self.ids, self.model = meta["ids"], meta["model"]
        self._index = faiss.read_index(str(sidecar(self.db_path, INDEX_SIDECAR)))

    def search(self, query_vector: np.ndarray, n: int) -> list[tuple[str, float]]:
        self.load()
        scores, rows = self._index.search(np.asarray(query_vector, dtype=np.float32).reshape(1, -1), n)
        return [(self.ids[r], float(s)) for r, s in zip(rows[0], scores[0]) if r >= 0]
