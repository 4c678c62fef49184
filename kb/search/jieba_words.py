"""jieba's word list on disk, so that a cold process segments a Chinese question without
loading it whole.

jieba keeps its dictionary (350,000 words and every prefix of each, with frequencies) as one
in-memory dict; a cold process reads it from jieba's marshal cache in ~0.6 s, most of a cold
lexical Chinese question. Segmenting a question looks up a few hundred strings, so
``WordFrequencies`` answers jieba's lookups from an indexed SQLite file under
``kb.paths.cache_dir`` instead, written once per dictionary version (its path, size and mtime
name it). Words added at run time (the termbase's labels) live in memory beside the file.
The numbers are jieba's own, so the words found are the same as with jieba's dict; when the
file cannot be written, jieba's dict itself is used."""

from __future__ import annotations

import hashlib
import os
import sqlite3
import threading
from pathlib import Path
from typing import Any

from kb.paths import cache_dir
from kb.store.word_caches import open_readonly, word_frequency, word_total, write_word_frequencies

MAX_MEMO = 100_000  # strings remembered; a server asked random text must not grow without end


class WordFrequencies:
    """The part of the ``dict`` protocol jieba's ``Tokenizer`` uses on its ``FREQ``:
    ``in``, ``[]``, ``get`` and setting a word."""

    def __init__(self, conn: sqlite3.Connection, total: int) -> None:
        self._conn = conn
        self.total = total
        self._added: dict[str, int] = {}
        self._memo: dict[str, int | None] = {}
        self._lock = threading.Lock()

    def get(self, word: str, default: Any = None) -> Any:
        found = self._added.get(word)
        if found is None:
            found = self._lookup(word)
        return default if found is None else found

    def _lookup(self, word: str) -> int | None:
        if word in self._memo:
            return self._memo[word]
        with self._lock:
            stored = word_frequency(self._conn, word)
            if len(self._memo) >= MAX_MEMO:
                self._memo.clear()
            found = self._memo[word] = stored
        return found

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and self.get(word) is not None

    def __getitem__(self, word: str) -> int:
        found = self.get(word)
        if found is None:
            raise KeyError(word)
        return int(found)

    def __setitem__(self, word: str, freq: int) -> None:
        self._added[word] = freq


def tokenizer() -> Any:
    """A jieba ``Tokenizer`` of its default dictionary, reading it from the indexed file."""
    import jieba  # heavy: only for Chinese text

    jieba.setLogLevel(60)  # silence "Building prefix dict" on stderr
    tok = jieba.Tokenizer()
    source = Path(jieba.__file__).parent / jieba.DEFAULT_DICT_NAME
    try:
        conn, total = _open_index(source)
    except (OSError, sqlite3.Error, ValueError):
        tok.initialize()  # no file to be had: jieba's own dict
        return tok
    tok.FREQ, tok.total, tok.initialized = WordFrequencies(conn, total), total, True
    return tok


def _open_index(source: Path) -> tuple[sqlite3.Connection, int]:
    stat = os.stat(source)
    key = hashlib.sha256(f"{source}|{stat.st_size}|{stat.st_mtime_ns}".encode()).hexdigest()[:16]
    path = cache_dir() / f"jieba-words-{key}.sqlite"
    if not path.is_file():
        _write_index(source, path)
    conn = open_readonly(path)
    total = word_total(conn)
    if total is None:
        raise ValueError(f"{path} has no total")
    return conn, total


def _write_index(source: Path, path: Path) -> None:
    import jieba  # heavy: only for Chinese text

    with source.open("rb") as f:
        freq, total = jieba.Tokenizer.gen_pfdict(f)  # jieba's own reading: the same numbers
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    write_word_frequencies(tmp, freq.items(), total)
    os.replace(tmp, path)  # a concurrent process sees no file or the whole one
