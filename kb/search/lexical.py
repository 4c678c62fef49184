"""The lexical retriever: BM25 over ``search_fts``.

The question is analysed into terms (the same analysis as the documents), and each term
or label phrase is quoted in the MATCH expression. Analysed terms contain only letters,
digits and Han characters, so no character of the question (quotes, ``*``, ``:``,
``NEAR``, parentheses, SQL) can reach FTS5 as syntax.

Bounded cost. FTS5 scores every row an OR expression matches, and reads each phrase's whole
posting list once for its idf, so an unbounded expression costs in proportion to the
knowledge base: on a synthetic KB of 300x the corpus, two thirds of all rows matched a
typical question and the query took over a second. ``bounded_expression`` keeps the
question's rarest parts while the sum of their document counts (read from
``search_terms``, written at build time) stays within ``POSTINGS_BUDGET``: the common
words dropped first are the ones whose idf is near zero, and the work per question is at
most the budget (or the rarest part alone, when that is larger) however large the
knowledge base grows.

Alternatives measured on the first 40 dev questions, the FTS5 query alone, p50 / p95 ms at
1x and on the synthetic 30x KB (``bench._synthetic``): the unbounded OR 1.7 / 3.3 and
32.5 / 48.8; ``order by rank`` instead of ``order by bm25()`` 1.8 / 2.9 and 41 / 69 (FTS5
still scores every match); dropping the parts that match over 5% of the rows 0.4 / 1.0 and
3.7 / 13.5, but it changes the corpus's top ten (0.67 overlap) and a share of a growing KB
is still a growing number of rows; AND of every part with an OR fallback 1.8 / 2.7 and
32 / 53 (few questions have 50 rows with every part, so the OR runs anyway); this budget
1.7 / 2.5 and 9.4 / 11.7 with the corpus's answers unchanged.

What the budget costs at scale: on the 30x KB, counting a copy as its original, lexical
recall@5 / MRR@10 on the dev questions is 0.874 / 0.779 unbounded, 0.739 / 0.654 with a
budget of 10,000, 0.798 / 0.733 with 20,000 and 0.824 / 0.751 with 30,000 (FTS5 p95 on
the 300x KB: 12, 18 and 27 ms). The sum over-counts: a concept's labels in three
languages match the same rows (its records' ``labels`` column), yet each is counted;
counting a concept's labels once would keep more of them within the same work."""

from __future__ import annotations

import re
import sqlite3
from typing import Iterable, Mapping

import sqlite_utils

from kb.store import search_index

# bm25 column weights (record_id, kind, lang are unindexed): the subject counts double,
# termbase labels a little less than the text itself.
BM25_WEIGHTS = (0.0, 0.0, 0.0, 2.0, 1.0, 0.8)
_SAFE = re.compile(r"^[0-9a-z\u3400-\u9fff]+$")
MAX_TERMS = 64
# Rows (sum of the kept parts' document counts) one question may make FTS5 score. On the
# bundled corpus (1,125 rows) no dev question comes near it (largest sum 6,092, median
# 1,952), so its answers are exactly those of the unbounded expression; on KBs many times
# the corpus it keeps each question's rarest parts (see the module docstring for the cost
# in quality and time of 10,000, 20,000 and 30,000).
POSTINGS_BUDGET = 20_000


def match_parts(terms: list[str], phrases: Iterable[list[str]] = ()) -> list[str]:
    """The quoted parts of the expression, in question order, without duplicates: each
    term, then each label phrase; words that are not plain words are dropped."""
    parts: list[str] = []
    for term in dict.fromkeys(terms):
        if _SAFE.match(term):
            parts.append(f'"{term}"')
    for phrase in phrases:
        words = [w for w in phrase if _SAFE.match(w)]
        if len(words) > 1:
            parts.append('"' + " ".join(words) + '"')
        elif words:
            parts.append(f'"{words[0]}"')
    return list(dict.fromkeys(parts))[:MAX_TERMS]


def match_expression(terms: list[str], phrases: Iterable[list[str]] = ()) -> str | None:
    """``"t1" OR "t2" OR "p1a p1b"`` (every part, unbounded)."""
    parts = match_parts(terms, phrases)
    return " OR ".join(parts) if parts else None


def bounded_expression(
    db: sqlite_utils.Database, terms: list[str], phrases: Iterable[list[str]] = (), budget: int = POSTINGS_BUDGET
) -> str | None:
    """The expression of the rarest parts whose document counts sum to at most ``budget``
    (the rarest part is always kept), in question order. A phrase counts as its rarest
    word (an upper bound of its own count); parts no row contains are dropped, as they
    add nothing to any row's score."""
    parts = match_parts(terms, phrases)
    if not parts:
        return None
    counts = term_documents(db, {w for p in parts for w in p.strip('"').split()})
    docs = {p: min(counts.get(w, 0) for w in p.strip('"').split()) for p in parts}
    kept: set[str] = set()
    spent = 0
    for part in sorted((p for p in parts if docs[p] > 0), key=lambda p: docs[p]):
        if kept and spent + docs[part] > budget:
            break
        kept.add(part)
        spent += docs[part]
    ordered = [p for p in parts if p in kept]
    return " OR ".join(ordered) if ordered else None


def term_documents(db: sqlite_utils.Database, words: set[str]) -> dict[str, int]:
    """Rows of ``search_fts`` containing each word (``kb.store.search_index``)."""
    return search_index.term_documents(db, words)


def write_term_documents(db: sqlite_utils.Database | sqlite3.Connection) -> int:
    """Fill ``search_terms`` from the full-text index (after every change to ``search_fts``;
    ``db`` is a sqlite_utils Database or a sqlite3 connection)."""
    return search_index.write_term_documents(db)


def lexical_search(
    db: sqlite_utils.Database, expression: str | None, n: int, record_ids: Mapping[int, str] | None = None
) -> list[tuple[str, float]]:
    """(record id, bm25 score; lower is better) for the best ``n`` matches; ``record_ids``:
    ``search_fts`` rowid -> record id, read once by the caller (the query then reads rowids)."""
    if not expression:
        return []
    return search_index.bm25_matches(db, expression, BM25_WEIGHTS, n, record_ids)
