"""spaCy's language data without spaCy's pipelines: the lemma tables of ``spacy-lookups-data``
(``lemma_lookup``, ``LemmaIndex``) and the stop-word lists (``stop_words``, read as files), and,
when a list cannot be read that way, spaCy imported without torch (``import_spacy``).

spaCy's model library thinc tries ``import torch`` when it is imported, which costs
seconds and would put torch on every lexical path (``judgedesk ask --mode lexical``,
the build without vectors). Blank pipelines with lookup tables never use torch, so torch
is masked while spaCy is first imported; torch stays importable afterwards for the
sentence-transformers embedder (thinc then simply believes torch is absent).
"""

from __future__ import annotations

import ast
import gzip
import hashlib
import json
import os
import sqlite3
import sys
import threading
import types
from functools import lru_cache
from importlib import import_module, resources
from importlib.util import find_spec
from pathlib import Path
from typing import Any

from kb.paths import cache_dir
from kb.store.word_caches import lemma_of, open_readonly, write_lemma_table


def import_spacy() -> Any:
    if "spacy" in sys.modules:
        return sys.modules["spacy"]
    masked = "torch" not in sys.modules
    if masked:
        sys.modules["torch"] = None  # type: ignore[assignment]  # makes `import torch` raise ImportError
    stubs = _stub_spacy_cli()
    try:
        import spacy  # heavy (about a second): only when a stop-word list cannot be read as a file
    finally:
        if masked and sys.modules.get("torch", 0) is None:
            del sys.modules["torch"]
        for name, stub in stubs.items():
            if sys.modules.get(name) is stub:
                del sys.modules[name]  # a later `import spacy.cli` loads the real package
    return spacy


def _stub_spacy_cli() -> dict[str, Any]:
    """spaCy's ``__init__`` imports ``spacy.cli.info`` only to offer ``spacy.info()``, and
    that loads the whole command line (typer, weasel, the downloader): about 0.3 s of a cold
    lexical ``judgedesk ask``. While spaCy is first imported, ``spacy.cli`` is a stub whose
    ``info`` says so; the stub is removed afterwards."""
    if "spacy.cli" in sys.modules:
        return {}

    def info(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("spacy.info is not loaded in judgedesk (import spacy.cli first)")

    package = types.ModuleType("spacy.cli")
    package.__path__ = []  # a package, so that `spacy.cli.info` resolves to the stub below
    module = types.ModuleType("spacy.cli.info")
    module.info = info  # type: ignore[attr-defined]
    package.info = module  # type: ignore[attr-defined]
    stubs = {"spacy.cli": package, "spacy.cli.info": module}
    sys.modules.update(stubs)
    return stubs


@lru_cache(maxsize=None)
def stop_words(lang: str) -> frozenset[str]:
    """spaCy's stop-word list of ``lang``, read from the package's ``stop_words.py`` without
    importing spaCy (its import alone is ~0.45 s of a cold lexical question). The file is one
    assignment ``STOP_WORDS = set(\"\"\"...\"\"\".split())``; anything else there makes this
    import spaCy and take the list from it."""
    spec = find_spec("spacy")
    if spec is not None and spec.origin:
        path = Path(spec.origin).parent / "lang" / lang / "stop_words.py"
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, ast.Constant) and isinstance(node.value, str) and len(node.value) > 100:
                    return frozenset(node.value.split())
        except (OSError, SyntaxError, ValueError):
            pass
    import_spacy()

    return frozenset(import_module(f"spacy.lang.{lang}.stop_words").STOP_WORDS)


@lru_cache(maxsize=None)
def lemma_lookup(lang: str) -> dict[str, str]:
    """The ``spacy-lookups-data`` lemma table of ``lang`` as a plain dict (form -> lemma).

    Read from the package's own file: spaCy's ``Table`` keeps hashed keys only, and the
    analyser needs to enumerate lemmas for compound splitting."""
    path = resources.files("spacy_lookups_data") / "data" / f"{lang}_lemma_lookup.json.gz"
    with path.open("rb") as raw, gzip.open(raw, "rt", encoding="utf-8") as f:
        table: dict[str, str] = json.load(f)
        return table


class LemmaIndex:
    """The lemma table of ``lang`` as an indexed SQLite file under ``kb.paths.cache_dir``,
    for a process that only looks words up (a question's few dozen words): reading the
    table's JSON costs about 0.3 s of a cold lexical ``judgedesk ask``, a lookup here a few
    microseconds. The file is written once per table version (its path, size and mtime
    name it); when it cannot be written the JSON table is used. ``get`` answers as the
    dict would."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self._conn: Any = None  # sqlite3.Connection once opened
        self._dict: dict[str, str] | None = None
        self._memo: dict[str, tuple[str | None]] = {}  # form -> (lemma or None,)
        self._lock = threading.Lock()

    MAX_MEMO = 100_000  # forms remembered; a server asked random words must not grow without end

    def get(self, form: str, default: str | None = None) -> str | None:
        hit = self._memo.get(form)
        if hit is None:
            with self._lock:
                if self._conn is None and self._dict is None:
                    self._open()
                if self._dict is not None:
                    found: str | None = self._dict.get(form)
                else:
                    found = lemma_of(self._conn, form)
                if len(self._memo) >= self.MAX_MEMO:
                    self._memo.clear()
                hit = self._memo[form] = (found,)
        return default if hit[0] is None else hit[0]

    def _open(self) -> None:
        source = _table_path(self.lang)
        stat = os.stat(source)
        key = hashlib.sha256(f"{source}|{stat.st_size}|{stat.st_mtime_ns}".encode()).hexdigest()[:16]
        path = cache_dir() / f"lemmas-{self.lang}-{key}.sqlite"
        try:
            if not path.is_file():
                path.parent.mkdir(parents=True, exist_ok=True)
                tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
                write_lemma_table(tmp, lemma_lookup(self.lang).items())
                os.replace(tmp, path)
            self._conn = open_readonly(path)
        except (OSError, sqlite3.Error):
            self._dict = lemma_lookup(self.lang)  # no cache to be had: the table itself


def _table_path(lang: str) -> str:
    return str(resources.files("spacy_lookups_data") / "data" / f"{lang}_lemma_lookup.json.gz")
