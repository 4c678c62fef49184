"""The word caches kb.search keeps under ``kb.paths.cache_dir`` (not the knowledge base):
jieba's word frequencies (``words``, ``meta``) and a spaCy lemma table (``lemmas``), each an
indexed SQLite file that a cold process looks a question's few words up in instead of
loading a whole dictionary (kb.search.jieba_words, kb.language.spacy_data say what each costs).
Only ``sqlite3`` is imported: these run on the cold path of a question."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Iterable


def open_readonly(path: Path) -> sqlite3.Connection:
    """A read-only connection to a written cache file, usable from every thread (callers lock)."""
    return sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)


# --- jieba's word frequencies -------------------------------------------------------------
def write_word_frequencies(path: Path, freq: Iterable[tuple[str, int]], total: int) -> None:
    """Write jieba's words (every word and prefix, with its frequency) and their total to a
    new file at ``path`` (the caller renames it into place once whole)."""
    conn = sqlite3.connect(path)
    try:
        conn.execute("create table words (word text primary key, freq integer) without rowid")
        conn.execute("create table meta (name text primary key, value integer)")
        conn.executemany("insert into words values (?, ?)", freq)
        conn.execute("insert into meta values ('total', ?)", (total,))
        conn.commit()
    finally:
        conn.close()


def word_total(conn: sqlite3.Connection) -> int | None:
    """The sum of all frequencies (jieba's ``total``), or None in a file without one."""
    row = conn.execute("select value from meta where name = 'total'").fetchone()
    return None if row is None else int(row[0])


def word_frequency(conn: sqlite3.Connection, word: str) -> int | None:
    """The frequency of ``word`` (or of a prefix jieba stored with 0), None when unknown."""
    row = conn.execute("select freq from words where word = ?", (word,)).fetchone()
    return row[0] if row else None


# --- spaCy lemma tables -------------------------------------------------------------------
def write_lemma_table(path: Path, lemmas: Iterable[tuple[str, str]]) -> None:
    """Write (form, lemma) rows to a new file at ``path`` (renamed into place by the caller)."""
    conn = sqlite3.connect(path)
    conn.execute("create table lemmas (form text primary key, lemma text) without rowid")
    conn.executemany("insert into lemmas values (?, ?)", lemmas)
    conn.commit()
    conn.close()


def lemma_of(conn: sqlite3.Connection, form: str) -> str | None:
    """The lemma of ``form``, None when the table has none."""
    row = conn.execute("select lemma from lemmas where form = ?", (form,)).fetchone()
    return row[0] if row else None
