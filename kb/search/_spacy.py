"""Import spaCy without torch.

spaCy's model library thinc tries ``import torch`` when it is imported, which costs
seconds and would put torch on every lexical path (``judgedesk ask --mode lexical``,
the build without vectors). Blank pipelines with lookup tables never use torch, so torch
is masked while spaCy is first imported; torch stays importable afterwards for the
sentence-transformers embedder (thinc then simply believes torch is absent).
"""
from __future__ import annotations

import sys
from functools import lru_cache
from typing import Any


def import_spacy() -> Any:
    if "spacy" in sys.modules:
        return sys.modules["spacy"]
    masked = "torch" not in sys.modules
    if masked:
        sys.modules["torch"] = None  # type: ignore[assignment]  # makes `import torch` raise ImportError
    try:
        import spacy
    finally:
        if masked and sys.modules.get("torch", 0) is None:
            del sys.modules["torch"]
    return spacy


@lru_cache(maxsize=None)
def blank(lang: str, segmenter: str | None = None) -> Any:
    """A blank pipeline (tokenizer only), one per process and language."""
    spacy = import_spacy()
    if segmenter:
        return spacy.blank(lang, config={"nlp": {"tokenizer": {"segmenter": segmenter}}})
    return spacy.blank(lang)


@lru_cache(maxsize=None)
def lemma_lookup(lang: str) -> dict[str, str]:
    """The ``spacy-lookups-data`` lemma table of ``lang`` as a plain dict (form -> lemma).

    Read from the package's own file: spaCy's ``Table`` keeps hashed keys only, and the
    analyser needs to enumerate lemmas for compound splitting."""
    import gzip
    import json
    from importlib import resources

    path = resources.files("spacy_lookups_data") / "data" / f"{lang}_lemma_lookup.json.gz"
    with path.open("rb") as raw, gzip.open(raw, "rt", encoding="utf-8") as f:
        return json.load(f)
