"""Synthetic knowledge bases of N× the corpus for the search benchmark.

Encoding 300,000 texts would take hours here, so a synthetic KB is made from a built one
without any model: every searchable record is copied N-1 times under a new id (``<id>~<n>``)
together with its termbase tags, rule links, status and counterpart pairs; the copy's analysed full-text row
loses a random tenth of its terms (so BM25 scores differ between copies), and its vector is
the original's plus Gaussian noise, renormalised (cosine to the original ≈ ``1/sqrt(1+σ²)``).
Cards, sources and the termbase are not copied: a card's rulings simply become N times as
many, which is what a bigger corpus of rulings looks like to a query.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from kb.paths import sidecar
from kb.search.lexical import write_term_documents
from kb.store.search_index import optimize_index

# Tables keyed by record id whose rows follow their record into each copy.
RECORD_TABLES = ("records", "record_concepts", "rule_links", "read_links", "record_status")
DROP_SHARE = 0.1  # terms a copy's full-text row loses
NOISE = 0.3  # σ of the vector noise (norm of the noise relative to the unit vector)


@dataclass
class SyntheticKB:
    db_path: Path
    ids: list[str]
    vectors: np.ndarray  # (len(ids), dim) unit float32, in the order of ids
    model: str
    fts_seconds: float  # copying the rows and filling the full-text index


def base_vectors(db_path: Path) -> tuple[list[str], np.ndarray, str]:
    """Ids, vectors and model name of the vector index beside a built KB."""
    import faiss  # heavy, optional (the dense extra)

    meta = json.loads(sidecar(db_path, "faiss.json").read_text(encoding="utf-8"))
    index = faiss.read_index(str(sidecar(db_path, "faiss")))
    if meta.get("index", "flat") != "flat":
        raise ValueError(f"{db_path}: the base KB needs a flat vector index to copy vectors from")
    return (
        meta["ids"],
        faiss.rev_swig_ptr(index.get_xb(), index.ntotal * index.d).reshape(index.ntotal, index.d).copy(),
        meta["model"],
    )


def copy_id(record_id: str, n: int) -> str:
    return f"{record_id}~{n}"


def perturbed_terms(text: str, rng: np.random.Generator) -> str:
    terms = text.split()
    if len(terms) < 4:
        return text
    keep = rng.random(len(terms)) >= DROP_SHARE
    return " ".join(t for t, k in zip(terms, keep) if k)


def perturbed_vectors(vectors: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    noisy = vectors + rng.normal(0.0, NOISE / np.sqrt(vectors.shape[1]), vectors.shape).astype(np.float32)
    return noisy / np.linalg.norm(noisy, axis=1, keepdims=True)


def build_synthetic_kb(base_db: Path, dest: Path, scale: int, seed: int = 0) -> SyntheticKB:
    """A KB at ``dest`` with ``scale`` × the searchable records of ``base_db`` (scale 1 = a copy).

    The vector sidecar is not written: the caller chooses the index to build from ``vectors``."""
    ids, vectors, model = base_vectors(base_db)
    dest.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(base_db, dest)
    rng = np.random.default_rng(seed)
    start = time.perf_counter()
    conn = sqlite3.connect(dest)
    try:
        conn.execute("pragma journal_mode = off")
        conn.execute("pragma synchronous = off")
        # The records search indexes (search_fts), not every record of a searchable kind:
        # some (a quoted rule's title alone) are kept out of the index.
        conn.execute("create temp table originals as select record_id as id from search_fts")
        fts = conn.execute("select record_id, kind, lang, title, body, labels from search_fts").fetchall()
        all_ids, all_vectors = list(ids), [vectors]
        for n in range(1, scale):
            for table in RECORD_TABLES:
                _copy_rows(conn, table, n)
            _copy_pairs(conn, n)
            conn.executemany(
                "insert into search_fts (record_id, kind, lang, title, body, labels) values (?, ?, ?, ?, ?, ?)",
                [
                    (copy_id(rid, n), kind, lang, title, perturbed_terms(body, rng), labels)
                    for rid, kind, lang, title, body, labels in fts
                ],
            )
            all_ids += [copy_id(i, n) for i in ids]
            all_vectors.append(perturbed_vectors(vectors, rng))
        optimize_index(conn)  # one segment, as a build leaves it
        if conn.execute("select 1 from sqlite_master where name = 'search_terms'").fetchone():
            write_term_documents(conn)  # the per-term row counts a build writes, for the bigger index
        conn.commit()
    finally:
        conn.close()
    return SyntheticKB(dest, all_ids, np.concatenate(all_vectors), model, time.perf_counter() - start)


def _copy_rows(conn: sqlite3.Connection, table: str, n: int) -> None:
    key = "id" if table == "records" else "record_id"
    columns = [r[1] for r in conn.execute(f"pragma table_info({table})")]
    select = ", ".join(f"{c} || '~{n}'" if c == key else c for c in columns)
    conn.execute(
        f"insert into {table} ({', '.join(columns)}) select {select} from {table} where {key} in (select id from originals)"
    )


def _copy_pairs(conn: sqlite3.Connection, n: int) -> None:
    """Each copy pairs with the copy of its counterpart, as rulings of a bigger corpus would."""
    if not conn.execute("select 1 from sqlite_master where name = 'counterpart_pairs'").fetchone():
        return
    columns = "concept, a_id, b_id, score, verdict, holds_today, why, method"
    conn.execute(
        f"insert into counterpart_pairs ({columns}) select concept, a_id || '~{n}', b_id || '~{n}', score, "
        f"verdict, holds_today, why, method from counterpart_pairs where a_id in (select id from originals) "
        f"and b_id in (select id from originals)"
    )
