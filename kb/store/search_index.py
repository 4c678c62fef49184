"""The search tables (kb.search): ``search_fts`` (the analysed text FTS5 indexes),
``search_terms`` (rows per indexed term), ``search_labels`` (the analysed terms of every
label) and ``search_vocab`` (the words the build's analysers used). kb.search analyses,
ranks and builds the MATCH expression; this module only reads and writes the rows."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

import sqlite_utils

from kb.store.records import has_table

# An FTS5 vocabulary table over ``search_fts`` (term -> rows containing it), made on demand
# in ``temp`` so it never becomes part of the knowledge base file.
_ROW_VOCAB = "create virtual table if not exists temp.search_fts_rows using fts5vocab(main, 'search_fts', 'row')"


@dataclass(frozen=True, slots=True)
class IndexedText:
    """The analysed words of one row of ``search_fts`` (terms separated by spaces)."""

    record_id: str
    title: str
    body: str
    labels: str


@dataclass(frozen=True, slots=True)
class SearchVocab:
    """The words the build's analysers used (``search_vocab``), for the query side."""

    german: list[str]
    """the German corpus vocabulary and lemma-table words (compound splitting)"""
    chinese: list[str]
    """jieba's user words: termbase labels and card names"""


# --- search_fts ---------------------------------------------------------------------------
def replace_indexed_rows(db: sqlite_utils.Database, rows: list[dict[str, str]]) -> None:
    """Replace every row of ``search_fts`` (a build indexes the whole corpus at once)."""
    db.execute("delete from search_fts")
    db.table("search_fts").insert_all(rows, batch_size=500)
    optimize_index(db)


def optimize_index(db: sqlite_utils.Database | sqlite3.Connection) -> None:
    """Merge ``search_fts``'s segments into one: each batch inserted wrote its own, and a query
    reads every segment's entry of each of its terms (on the corpus, the query of a typical
    question takes ~0.7 ms less of 2.5). Scores and answers are the same."""
    db.execute("insert into search_fts(search_fts) values('optimize')")


def indexed_row_count(db: sqlite_utils.Database) -> int:
    """Rows of ``search_fts`` (the N of idf)."""
    count: int = db.execute("select count(*) from search_fts").fetchone()[0]
    return count


def indexed_rowids(db: sqlite_utils.Database) -> dict[str, int]:
    """record id -> its ``search_fts`` rowid (read once: later reads go by rowid, a key)."""
    return dict(db.execute("select record_id, rowid from search_fts").fetchall())


def indexed_texts(db: sqlite_utils.Database, rowids: Sequence[int]) -> list[IndexedText]:
    """The analysed words of these ``search_fts`` rows (by rowid: no scan of the index)."""
    sql = f"select record_id, title, body, labels from search_fts where rowid in ({','.join('?' * len(rowids))})"
    return [IndexedText(*row) for row in db.execute(sql, list(rowids)).fetchall()]


def bm25_matches(
    db: sqlite_utils.Database,
    expression: str,
    weights: Sequence[float],
    n: int,
    record_ids: Mapping[int, str] | None = None,
) -> list[tuple[str, float]]:
    """(record id, bm25 score; lower is better) of the best ``n`` rows matching the FTS5
    ``expression`` (its caller quotes every part: no user text reaches FTS5 as syntax),
    with one weight per column of ``search_fts``. ``record_ids`` (rowid -> record id, as
    ``indexed_rowids`` reads them) spares the query the ``record_id`` column: SQLite reads a
    selected column of every matching row before it sorts them, a lookup per row in the
    index's content table (about 0.4 ms of a typical question's 2.5 ms on the corpus)."""
    columns = ", ".join(str(float(w)) for w in weights)
    selected = "rowid" if record_ids is not None else "record_id"
    score = f"bm25(search_fts, {columns})"
    sql = f"select {selected}, {score} as score from search_fts where search_fts match ? order by score limit ?"
    rows = db.execute(sql, [expression, n]).fetchall()
    if record_ids is not None:
        return [(record_ids[r[0]], float(r[1])) for r in rows]
    return [(r[0], float(r[1])) for r in rows]


# --- search_terms -------------------------------------------------------------------------
def term_documents(db: sqlite_utils.Database, words: set[str]) -> dict[str, int]:
    """Rows of ``search_fts`` containing each word: from ``search_terms`` (one indexed
    lookup), or, in a knowledge base built before that table, from an FTS5 vocabulary
    table (reads each word's posting list: fine for the corpus, slow at scale)."""
    if not words:
        return {}
    marks = ",".join("?" * len(words))
    if _has_term_table(db):
        return dict(db.execute(f"select term, docs from search_terms where term in ({marks})", list(words)).fetchall())
    db.execute(_ROW_VOCAB)
    return dict(db.execute(f"select term, doc from temp.search_fts_rows where term in ({marks})", list(words)).fetchall())


def _has_term_table(db: sqlite_utils.Database) -> bool:
    # sqlite_master, not table_names(): this runs per question, and one indexed row is cheaper
    return db.execute("select 1 from sqlite_master where type = 'table' and name = 'search_terms'").fetchone() is not None


def write_term_documents(db: sqlite_utils.Database | sqlite3.Connection) -> int:
    """Fill ``search_terms`` from the full-text index (after every change to ``search_fts``;
    ``db`` is a sqlite_utils Database or a sqlite3 connection); returns the number of terms."""
    db.execute("delete from search_terms")
    db.execute(_ROW_VOCAB)
    db.execute("insert into search_terms (term, docs) select term, doc from temp.search_fts_rows")
    db.execute("drop table temp.search_fts_rows")
    count: int = db.execute("select count(*) from search_terms").fetchone()[0]
    return count


# --- search_labels ------------------------------------------------------------------------
def replace_label_terms(db: sqlite_utils.Database, rows: list[dict[str, str]]) -> None:
    """Replace every row of ``search_labels`` (lang, label, terms)."""
    db.table("search_labels").delete_where()
    db.table("search_labels").insert_all(rows, replace=True, batch_size=2000)


def label_terms(db: sqlite_utils.Database) -> dict[tuple[str, str], list[str]]:
    """(lang, label) -> the label's analysed terms, as the build wrote them (empty in a
    knowledge base built before ``search_labels``: the searcher then analyses labels itself)."""
    if not has_table(db, "search_labels"):
        return {}
    rows = db.execute("select lang, label, terms from search_labels").fetchall()
    return {(lang, label): terms.split() for lang, label, terms in rows}


# --- search_vocab -------------------------------------------------------------------------
def replace_search_vocab(db: sqlite_utils.Database, rows: Iterable[dict[str, str]]) -> None:
    """Replace every row of ``search_vocab`` (lang, word, origin)."""
    db.table("search_vocab").delete_where()
    db.table("search_vocab").insert_all(rows, replace=True, batch_size=2000)


def search_vocab(db: sqlite_utils.Database) -> SearchVocab | None:
    """The build's vocabulary, or None in a knowledge base built before ``search_vocab``."""
    if not has_table(db, "search_vocab"):
        return None
    german = [r[0] for r in db.execute("select word from search_vocab where lang = 'de'")]
    chinese = [r[0] for r in db.execute("select word from search_vocab where lang = 'zh'")]
    return SearchVocab(german, chinese)
