"""The last ordering of an answer: a linear ranker over the fused candidates.

Reciprocal rank fusion (``kb.search.fusion``) knows only where each list put a record. What
tells the right ruling from its neighbours is often elsewhere: how many of the question's
content words the ruling's own text holds (``kb.search.siblings``), whether it is a ruling, a
card or a glossary entry, whether the question names its card. ``rank_candidates`` scores each
of the first ``CANDIDATES`` fused records by a weighted sum of such features and orders them by
it; the records after them keep their fused order. Whether a record is in the question's
language is not a feature: across the spent sets it learnt how many of their questions are
cross-lingual, and leaving it out cost nothing (leave-one-set-out R@5 / MRR, rrf: 0.909 / 0.757
with it, 0.910 / 0.754 without; lexical: 0.898 / 0.736 and 0.895 / 0.737).

The weights (``kb.search.ranker_weights``) are learnt by ``kb.search.ranker_training`` from the
spent question sets, one set per mode: ``rrf`` (with the dense list) and ``lexical`` (without
vectors). A weight vector is a pairwise logistic fit: for every question, each gold candidate
against each other candidate. Measured leave-one-set-out (each set scored by weights learnt
without it), the figures are in ``kb.search.ranker_weights`` and docs/evaluation.md.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from kb.search.fusion import RRF_K, Fused, with_named_cards
from kb.search.ranker_reads import RankerReads
from kb.store.records import RecordTraits

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    import sqlite_utils

    from kb.search.bridge import Bridge

# How many fused records the ranker orders: the answers it may lift into the first ten.
CANDIDATES = 30
LISTS = ("lexical", "dense", "concepts", "cards", "asked_lexical", "asked_dense")
KINDS = ("ruling", "card", "term", "passage", "rule_excerpt")
FEATURES: tuple[str, ...] = (
    "fused place",  # 1 / (1 + 0-based place in the fused order)
    "fused score",  # the RRF score x RRF_K (about 1 for a first place in one list)
    *(f"{name} {what}" for name in LISTS for what in ("reciprocal rank", "listed")),
    "content match",  # idf-weighted content words of the question in the record, / the best candidate's
    "content share",  # the same, / all the question's content words
    "best of its siblings",  # 1 when no other ruling of its card or mechanic matches more
    "text length",  # log(1 + characters) / 6
    "card the question names",
    *(f"kind {k}" for k in KINDS),
)


@dataclass
class Candidates:
    """An answer before its last ordering: every list's records fused (best first), what the
    termbase recognised, the question's content words, the repeats folded into one record
    (shown id -> the id to show) and the records of the cards the question names."""

    fused: list[Fused]
    bridge: Bridge
    content: set[str]
    shown: dict[str, str]
    named: set[str]


def feature_rows(
    fused: Sequence[Fused],
    traits: Mapping[str, RecordTraits],
    match: Mapping[str, float],
    question_match: float,
    named: set[str],
) -> list[list[float]]:
    """One row of ``FEATURES`` per candidate. ``match``: record id -> idf-weighted sum of the
    question's content words its text holds; ``question_match``: the sum over all of them."""
    best = max([match.get(f.id, 0.0) for f in fused] + [1e-9])
    subject_of: dict[str, str] = {}
    for f in fused:
        subject = traits[f.id].subject_id if f.id in traits else None
        if subject:
            subject_of[f.id] = subject
    siblings = Counter(subject_of.values())
    best_of_subject: dict[str, float] = {}
    for rid, subject in subject_of.items():
        best_of_subject[subject] = max(best_of_subject.get(subject, 0.0), match.get(rid, 0.0))
    rows = []
    for place, f in enumerate(fused):
        t = traits.get(f.id) or RecordTraits(f.id, "", None, 0)
        m = match.get(f.id, 0.0)
        subject = subject_of.get(f.id)
        row = [1.0 / (1 + place), f.score * RRF_K]
        for name in LISTS:
            rank = f.ranks.get(name)
            row += [1.0 / rank if rank else 0.0, 1.0 if rank else 0.0]
        row += [
            m / best,
            m / question_match if question_match else 0.0,
            1.0 if subject and siblings[subject] > 1 and m >= best_of_subject[subject] else 0.0,
            math.log(1 + t.length) / 6,
            1.0 if f.id in named else 0.0,
        ]
        row += [1.0 if t.kind == k else 0.0 for k in KINDS]
        rows.append(row)
    return rows


def rank_candidates(fused: list[Fused], rows: Sequence[Sequence[float]], weights: Sequence[float]) -> list[Fused]:
    """The first ``len(rows)`` records of ``fused`` ordered by their weighted features (ties in
    fused order), the rest after them as they were."""
    if len(weights) != len(FEATURES):
        raise ValueError(f"ranker weights have {len(weights)} values for {len(FEATURES)} features")
    scores = [math.fsum(w * x for w, x in zip(weights, row, strict=True)) for row in rows]
    head = sorted(range(len(rows)), key=lambda i: (-scores[i], i))
    return [fused[i] for i in head] + fused[len(rows) :]


def content_match(
    db: sqlite_utils.Database,
    ids: Sequence[str],
    content: set[str],
    fts_rows: Mapping[str, int],
    total: int,
    reads: RankerReads | None = None,
) -> tuple[dict[str, float], float]:
    """Per record of ``ids``: the idf-weighted sum of the question's content words its analysed
    text and labels hold (its heading's words left out, as ``kb.search.siblings`` counts them);
    and the sum over all the content words. Read from ``search_fts`` by rowid (through ``reads``,
    once per record) and the words' document counts from ``search_terms``: lookups by key, none
    growing with the knowledge base."""
    from kb.search.lexical import term_documents
    from kb.search.siblings import idf

    if not content:
        return {}, 0.0
    docs = term_documents(db, content)
    weight = {t: idf(docs.get(t, 0), total) for t in content}
    match = {}
    for text in (reads or RankerReads()).words(db, ids, fts_rows):
        # fsum: a plain sum over a set depends on its (hash-seeded) order in the last bits
        match[text.record_id] = math.fsum(weight[t] for t in (content - text.heading) & text.words)
    return match, math.fsum(weight.values())


def candidate_rows(
    db: sqlite_utils.Database,
    candidates: Candidates,
    fts_rows: Mapping[str, int],
    total: int,
    reads: RankerReads | None = None,
) -> list[list[float]]:
    """The feature rows of the first ``CANDIDATES`` fused records, read from the knowledge base
    (what the search orders by and what ``kb.search.ranker_training`` learns from); ``reads``
    keeps what it read of each record for the next question."""
    reads = reads or RankerReads()
    ids = [f.id for f in candidates.fused[:CANDIDATES]]
    match, question_match = content_match(db, ids, candidates.content, fts_rows, total, reads)
    return feature_rows(candidates.fused[:CANDIDATES], reads.traits(db, ids), match, question_match, candidates.named)


def ranked_answer(
    db: sqlite_utils.Database,
    candidates: Candidates,
    fts_rows: Mapping[str, int],
    total: int,
    weights: Sequence[float],
    reads: RankerReads | None = None,
) -> list[Fused]:
    """``rank_candidates`` on the knowledge base for the first ``CANDIDATES`` fused records."""
    if len(candidates.fused) < 2:
        return candidates.fused
    rows = candidate_rows(db, candidates, fts_rows, total, reads)
    # a judge reads a card the question names before its rulings: its place stays (with_named_cards)
    return with_named_cards(rank_candidates(candidates.fused, rows, weights), list(candidates.named))
