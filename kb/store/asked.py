"""The asked-question tables (kb.search.asked): ``asked_questions`` (one row per question of a
spent evaluation set, with its gold records), ``asked_fts`` (its analysed words, by the same
rowid) and ``asked_vectors`` (its query vector per embedding model). kb.search.asked reads the
sets, analyses and ranks; this module only reads and writes the rows."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

import numpy as np
import sqlite_utils

from kb.store.records import has_table


@dataclass(frozen=True, slots=True)
class AskedRow:
    """One stored asked question: its rowid, its set's file and its gold record ids."""

    id: int
    set_file: str
    gold: tuple[str, ...]


def has_asked(db: sqlite_utils.Database) -> bool:
    """Whether this knowledge base was built with asked questions (one built before them has none)."""
    return has_table(db, "asked_questions")


def record_ids(db: sqlite_utils.Database) -> set[str]:
    """Every record id of the knowledge base (an asked question keeps the gold it holds)."""
    return {str(r[0]) for r in db.execute("select id from records").fetchall()}


def replace_asked(db: sqlite_utils.Database, rows: list[dict[str, object]], analysed: list[str]) -> None:
    """Replace every asked question (``rows``: id, set_file, question_id, lang, question, gold)
    and its analysed words (``analysed``, one per row, in order)."""
    db.execute("delete from asked_questions")
    db.execute("delete from asked_fts")
    db.execute("delete from asked_vectors")
    db.table("asked_questions").insert_all(rows, batch_size=500)
    db.conn.executemany(
        "insert into asked_fts(rowid, body) values (?, ?)", [(r["id"], a) for r, a in zip(rows, analysed, strict=True)]
    )
    db.execute("insert into asked_fts(asked_fts) values('optimize')")


def asked_texts(db: sqlite_utils.Database) -> list[tuple[int, str]]:
    """(id, question) of every asked question, in id order (what the vectors encode)."""
    if not has_asked(db):
        return []
    return [(int(i), str(q)) for i, q in db.execute("select id, question from asked_questions order by id").fetchall()]


def replace_asked_vectors(db: sqlite_utils.Database, model: str, ids: list[int], vectors: np.ndarray) -> None:
    """Store one float32 vector per asked question for ``model`` (the ones of other models go:
    a knowledge base has one vector index, and these belong to it)."""
    db.execute("delete from asked_vectors")
    data = np.asarray(vectors, dtype=np.float32)
    db.conn.executemany(
        "insert into asked_vectors(id, model, vector) values (?, ?, ?)",
        [(i, model, data[k].tobytes()) for k, i in enumerate(ids)],
    )


def asked_rows(db: sqlite_utils.Database) -> list[AskedRow]:
    """Every asked question's id, set file and gold ids (loaded once by the searcher)."""
    if not has_asked(db):
        return []
    rows = db.execute("select id, set_file, gold from asked_questions order by id").fetchall()
    return [AskedRow(int(i), str(s), tuple(g for g in str(gold).split(";") if g)) for i, s, gold in rows]


def asked_vectors(db: sqlite_utils.Database, model: str) -> tuple[list[int], np.ndarray | None]:
    """(ids, matrix) of the asked questions' vectors for ``model`` (None when it has none)."""
    if not has_asked(db):
        return [], None
    rows = db.execute("select id, vector from asked_vectors where model = ? order by id", [model]).fetchall()
    if not rows:
        return [], None
    return [int(r[0]) for r in rows], np.stack([np.frombuffer(r[1], dtype=np.float32) for r in rows])


def asked_matches(db: sqlite_utils.Database, expression: str, n: int) -> list[int]:
    """Ids of the best ``n`` asked questions matching the FTS5 ``expression`` (quoted parts only:
    its caller builds it as for ``search_fts``), best first."""
    sql = "select rowid from asked_fts where asked_fts match ? order by bm25(asked_fts) limit ?"
    return [int(r[0]) for r in db.execute(sql, [expression, n]).fetchall()]


def asked_questions_of(db: sqlite_utils.Database, ids: Iterable[int]) -> dict[int, tuple[str, str, str]]:
    """id -> (set file, question id, question) of these asked questions."""
    wanted = list(ids)
    if not wanted or not has_asked(db):
        return {}
    sql = f"select id, set_file, question_id, question from asked_questions where id in ({','.join('?' * len(wanted))})"
    return {int(i): (str(s), str(q), str(t)) for i, s, q, t in db.execute(sql, wanted).fetchall()}
