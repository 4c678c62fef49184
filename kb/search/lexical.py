"""The lexical retriever: BM25 over ``search_fts``.

The question is analysed into terms (the same analysis as the documents), and each term
or label phrase is quoted in the MATCH expression. Analysed terms contain only letters,
digits and Han characters, so no character of the question (quotes, ``*``, ``:``,
``NEAR``, parentheses, SQL) can reach FTS5 as syntax."""
from __future__ import annotations

import re

import sqlite_utils

# bm25 column weights (record_id, kind, lang are unindexed): the subject counts double,
# termbase labels a little less than the text itself.
BM25_WEIGHTS = (0.0, 0.0, 0.0, 2.0, 1.0, 0.8)
_SAFE = re.compile(r"^[0-9a-z\u3400-\u9fff]+$")
MAX_TERMS = 64


def match_expression(terms: list[str], phrases: list[list[str]] = ()) -> str | None:
    """``"t1" OR "t2" OR "p1a p1b"``; terms that are not plain words are dropped."""
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
    parts = list(dict.fromkeys(parts))[:MAX_TERMS]
    return " OR ".join(parts) if parts else None


def lexical_search(db: sqlite_utils.Database, expression: str | None, n: int) -> list[tuple[str, float]]:
    """(record id, bm25 score; lower is better) for the best ``n`` matches."""
    if not expression:
        return []
    weights = ", ".join(str(w) for w in BM25_WEIGHTS)
    rows = db.execute(
        f"select record_id, bm25(search_fts, {weights}) as score from search_fts "
        "where search_fts match ? order by score limit ?", [expression, n]).fetchall()
    return [(r[0], float(r[1])) for r in rows]
