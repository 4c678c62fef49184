"""Reciprocal rank fusion of ranked lists, and the search modes.

RRF (Cormack, Clarke & Büttcher, SIGIR 2009, "Reciprocal rank fusion outperforms
Condorcet and individual rank learning methods"): a record's fused score is

    score(d) = sum over lists r containing d of  weight_r / (k + rank_r(d))

with 1-based ranks. ``k = 60`` is the paper's constant: it damps the difference between
the first few ranks so that one list's top hit cannot outvote agreement between lists
(1/61 vs 1/62 instead of 1 vs 1/2). Only ranks matter, so BM25 scores and cosine
similarities need no calibration against each other.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from kb.errors import InvalidQuery

RRF_K = 60


class Mode(str, Enum):
    RRF = "rrf"  # lexical + dense + termbase lists, fused
    LEXICAL = "lexical"  # lexical + termbase lists (no vectors, no torch)
    DENSE = "dense"  # dense vectors only

    @classmethod
    def from_str(cls, value: str) -> "Mode":
        try:
            return cls(str(value).strip().lower())
        except ValueError:
            raise InvalidQuery(f"unknown mode {value!r} (mode); allowed: {', '.join(m.value for m in cls)}") from None


@dataclass
class Fused:
    id: str
    score: float
    ranks: dict[str, int] = field(default_factory=dict)  # retriever -> 1-based rank


def reciprocal_rank_fusion(lists: dict[str, list[str]], weights: dict[str, float] | None = None, k: int = RRF_K) -> list[Fused]:
    """Fuse ranked id lists (name -> ids, best first); duplicates within a list count once
    at their best rank. Ties keep the order of first appearance (list order, then rank)."""
    weights = weights or {}
    fused: dict[str, Fused] = {}
    for name, ids in lists.items():
        w = weights.get(name, 1.0)
        seen: set[str] = set()
        for rank, doc_id in enumerate(ids, 1):
            if doc_id in seen:
                continue
            seen.add(doc_id)
            entry = fused.setdefault(doc_id, Fused(doc_id, 0.0))
            entry.score += w / (k + rank)
            entry.ranks[name] = rank
    order = {doc_id: i for i, doc_id in enumerate(fused)}
    return sorted(fused.values(), key=lambda f: (-f.score, order[f.id]))


def by_other_evidence(ids: list[str], lists: dict[str, list[str]]) -> list[str]:
    """``ids`` (a card's rulings, in document order) ordered by their best rank in the other
    lists, the ones no other list found last in their order. The card list says which rulings
    stand under the card the question names; in document order its first ruling would get
    the largest share of every such question, whatever the question asks about that card."""
    best: dict[str, int] = {}
    for ranked in lists.values():
        if ranked is ids:
            continue
        for rank, doc_id in enumerate(ranked, 1):
            if rank < best.get(doc_id, rank + 1):
                best[doc_id] = rank
    position = {doc_id: i for i, doc_id in enumerate(ids)}
    return sorted(ids, key=lambda d: (best.get(d, len(position) + 10**6), position[d]))
