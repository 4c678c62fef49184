"""Cross-check: what the documents of different languages say about one concept, side by
side, with aligned pairs, rulings without a counterpart and flags.

What is shown (``shown``) is the aligner's result (``align``) with the reviewed pairs of
``kb.crosscheck.reviewed`` applied: a pair a reader found to be no counterpart is not shown, a
reviewed verdict replaces the aligner's, a reviewed counterpart the aligner missed is added, and
each pair says which (``derivation``). ``align``
alone is the aligner, as the benchmarks measure it.

Alignment (``kb.crosscheck.pairing``): the rulings tagged with the concept, grouped by
language; a pair is shown only when both rulings speak of the same thing (what they name,
the rules they rest on, the counts and ordinals in their words; each the other's best
candidate), and says ``same`` or ``differs`` with the side that holds today (from
record_status). Optional embeddings (``vectors``) join the score with weight 0.5.
Flags: a pair whose text numbers disagree; a pair with one side superseded; a concept one
side mentions that the other document never mentions for this concept; a document that
uses labels of more than one era for the concept.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable

import sqlite_utils

from kb.crosscheck.features import RulingFeatures, concept_weights, features_of, numbers_in, ordinals_in
from kb.crosscheck.flags import definitions, label_flags, numbering_flags, pair_flags
from kb.crosscheck.pairing import Candidate, align_pairs, as_dict, pair_method, verdict_of
from kb.crosscheck.reviewed import PairReviews, pair_reviews
from kb.rules.data import title_of
from kb.rulings import enrich_rulings
from kb.store.concepts import concepts_of_record, records_tagged, stored_pairs_with
from kb.store.records import has_table, iter_records
from kb.store.termbase import stored_concept
from kb.termbase.lookup import get_concept, resolve

__all__ = ["align", "counterparts", "crosscheck", "numbers_in", "ordinals_in", "shown"]


def crosscheck(db: sqlite_utils.Database, term: str, vectors: Callable[[str], Any] | None = None) -> dict[str, Any]:
    """The concept ``term`` names (any language, era or known typo) and its rulings side by
    side. Raises ``kb.termbase.model.TermNotFound`` (with close labels) for an unknown term."""
    resolution = resolve(db, term)
    concept = get_concept(db, resolution.concept)
    alignment = shown(db, concept.id, concept.cr, vectors)
    labels: dict[str, dict[str, list[str]]] = {}
    for label in concept.labels:
        labels.setdefault(label.lang, {}).setdefault(label.era, []).append(label.label)
    return {
        "query": term,
        "resolved": {"label": resolution.label, "lang": resolution.lang, "era": resolution.era, "is_typo": resolution.is_typo},
        "concept": {"id": concept.id, "kind": concept.kind, "en": concept.en},
        "labels": labels,
        "rule": {"number": concept.cr, "title": title_of(concept.cr)} if concept.cr else None,
        "definitions": definitions(db, concept.id),
        "documents": alignment["documents"],
        "pairs": alignment["pairs"],
        "unpaired": alignment["unpaired"],
        "flags": alignment["flags"] + label_flags(db, concept.id) + numbering_flags(db, concept.id),
        "method": alignment["method"],
    }


def counterparts(db: sqlite_utils.Database, record_id: str) -> list[dict[str, Any]]:
    """The rulings shown as pairs with ``record_id`` under any concept it is tagged with
    (best first), each with the pair's ``verdict`` (same | differs), ``holds_today`` seen from
    the asking ruling (this | other | both | neither) and ``why``. Symmetric: the alignment
    of a concept does not depend on who asks."""
    if not has_table(db, "record_concepts"):
        return []
    if has_table(db, "counterpart_pairs"):
        return _stored_counterparts(db, record_id)
    out: dict[str, dict[str, Any]] = {}
    for concept, rule in concepts_of_record(db, record_id):
        for pair in shown(db, concept, rule)["pairs"]:
            ids = (pair["a"]["id"], pair["b"]["id"])
            if record_id not in ids:
                continue
            this_side = "a" if ids[0] == record_id else "b"
            other = pair["b"] if this_side == "a" else pair["a"]
            holds = {this_side: "this", "ab".replace(this_side, ""): "other"}.get(pair["holds_today"], pair["holds_today"])
            if other["id"] not in out or out[other["id"]]["score"] < pair["score"]:
                out[other["id"]] = {
                    "id": other["id"],
                    "source": other["source"],
                    "lang": other["lang"],
                    "text": other["text"],
                    "status": other["status"],
                    "score": pair["score"],
                    "method": pair["method"],
                    "derivation": pair["derivation"],
                    "concept": concept,
                    "verdict": pair["verdict"],
                    "holds_today": holds,
                    "why": pair["why"],
                }
    return sorted(out.values(), key=lambda c: -c["score"])


def _stored_counterparts(db: sqlite_utils.Database, record_id: str) -> list[dict[str, Any]]:
    """``counterparts`` from the pairs aligned at build time (kb.crosscheck.build)."""
    return _stored_counterparts_of(db, [record_id])[record_id]


def counterparts_of(db: sqlite_utils.Database, record_ids: list[str]) -> dict[str, list[dict[str, Any]]]:
    """``counterparts`` of several rulings at once (a page of search results): one read of the
    stored pairs instead of one per ruling."""
    ids = list(dict.fromkeys(record_ids))
    tables = set(db.table_names())
    if "record_concepts" not in tables:
        return {i: [] for i in ids}
    if "counterpart_pairs" not in tables:
        return {i: counterparts(db, i) for i in ids}
    return _stored_counterparts_of(db, ids)


def _stored_counterparts_of(db: sqlite_utils.Database, ids: list[str]) -> dict[str, list[dict[str, Any]]]:
    found: dict[str, dict[str, dict[str, Any]]] = {i: {} for i in ids}
    if not ids:
        return {}
    for pair in stored_pairs_with(db, ids):
        for this_side, this, other in (("a", pair.a, pair.b), ("b", pair.b, pair.a)):
            if this.id not in found:
                continue
            out = found[this.id]
            if other.id in out and out[other.id]["score"] >= pair.score:
                continue
            holds = {this_side: "this", "ab".replace(this_side, ""): "other"}.get(pair.holds_today, pair.holds_today)
            out[other.id] = {
                "id": other.id,
                "source": other.source,
                "lang": other.lang,
                "text": other.text,
                "status": other.status,
                "score": pair.score,
                "method": pair.method,
                "derivation": pair.derivation,
                "concept": pair.concept,
                "verdict": pair.verdict,
                "holds_today": holds,
                "why": pair.why,
            }
    return {i: sorted(out.values(), key=lambda c: -c["score"]) for i, out in found.items()}


def shown(
    db: sqlite_utils.Database,
    concept_id: str,
    concept_rule: str | None,
    vectors: Callable[[str], Any] | None = None,
    reviews: PairReviews | None = None,
) -> dict[str, Any]:
    """The pairs a judge is shown under the concept: ``align`` with the reviewed pairs
    (``reviews``, default data/rules/reviews/pair-reviews.csv) applied."""
    return (reviews if reviews is not None else pair_reviews()).apply(align(db, concept_id, concept_rule, vectors))


def align(
    db: sqlite_utils.Database, concept_id: str, concept_rule: str | None, vectors: Callable[[str], Any] | None = None
) -> dict[str, Any]:
    if vectors is None:
        return _align_cached(db, concept_id, concept_rule or "")
    return _align(db, concept_id, concept_rule or "", vectors)


@lru_cache(maxsize=256)
def _align_cached(db: sqlite_utils.Database, concept_id: str, concept_rule: str) -> dict[str, Any]:
    return _align(db, concept_id, concept_rule, None)


def _align(db: sqlite_utils.Database, concept_id: str, concept_rule: str, vectors: Callable[[str], Any] | None) -> dict[str, Any]:
    rulings = _rulings_for_concept(db, concept_id)
    enrich_rulings(db, rulings)
    features = {r["id"]: features_of(db, r, concept_id, concept_rule) for r in rulings}
    by_id = {r["id"]: r for r in rulings}
    weights = concept_weights(db)
    method = pair_method(embeddings=vectors is not None)
    langs = sorted({r["lang"] for r in rulings})
    candidates: list[Candidate] = []
    for i, la in enumerate(langs):
        for lb in langs[i + 1 :]:
            left = [features[r["id"]] for r in rulings if r["lang"] == la]
            right = [features[r["id"]] for r in rulings if r["lang"] == lb]
            candidates += align_pairs(left, right, weights, _embedding_score(vectors))
    candidates = [c for c in candidates if _shown_at_home(db, c, features, concept_id, weights, vectors)]
    order = {r["id"]: i for i, r in enumerate(rulings)}
    pairs: list[dict[str, Any]] = []
    used: set[str] = set()
    for c in sorted(candidates, key=lambda c: (-c.score, c.a, c.b)):
        a, b = sorted((c.a, c.b), key=order.__getitem__)
        used |= {a, b}
        pairs.append(
            {
                "a": _item(by_id[a]),
                "b": _item(by_id[b]),
                "score": round(c.score, 3),
                "method": method,
                "shared": c.shared,
                **as_dict(verdict_of(features[a], features[b], c.shared)),
            }
        )
    documents: dict[str, dict[str, Any]] = {}
    for r in rulings:
        doc = documents.setdefault(
            r["source"], {"source": r["source"], "file": r["file"], "lang": r["lang"], "date": r.get("date"), "rulings": 0}
        )
        doc["rulings"] += 1
    unpaired: dict[str, list[dict[str, Any]]] = {}
    for r in rulings:
        if r["id"] not in used:
            unpaired.setdefault(r["source"], []).append(_item(r))
    return {
        "documents": list(documents.values()),
        "pairs": pairs,
        "unpaired": unpaired,
        "flags": pair_flags(pairs, rulings, features),
        "method": method,
    }


# idf of the most specific concept a pair shares must reach this: "spell" (1.4), "ability"
# (1.1) or "creature" (1.3) alone say two rulings share no subject; "target" (2.2) does.
MIN_HOME_WEIGHT = 2.0


def _shown_at_home(
    db: sqlite_utils.Database,
    cand: Candidate,
    features: dict[str, RulingFeatures],
    concept_id: str,
    weights: dict[str, float],
    vectors: Callable[[str], Any] | None,
) -> bool:
    """A pair is judged among the rulings of the most specific concept both name (its home:
    the shared concept of highest idf), not among those of a broad one: under "cast" a ruling
    has hundreds of candidates and its best one there need not be its counterpart (the split
    second rulings were crossed that way). Shown under any concept only if shown at home."""
    home = _home_concept(features[cand.a], features[cand.b], concept_id, weights)
    if weights.get(home, 0.0) < MIN_HOME_WEIGHT:
        return False  # the most specific thing both name is "ability" or "creature": no shared subject
    if home == concept_id:
        return True
    home_concept = stored_concept(db, home)
    rule = (home_concept.cr if home_concept else None) or ""
    pair = frozenset((cand.a, cand.b))
    if vectors is None:
        return pair in _shown_pairs(db, home, rule)
    return pair in _pair_ids(align(db, home, rule, vectors)["pairs"])


@lru_cache(maxsize=4096)
def _shown_pairs(db: sqlite_utils.Database, concept_id: str, concept_rule: str) -> frozenset[frozenset[str]]:
    """The pairs shown under a concept, as a set: every candidate of every concept that names
    it is looked up here, and scanning the list each time grew with the square of the corpus
    (a corpus added 50 times did not build in ten minutes). Kept longer than the alignments
    themselves, which are large."""
    return _pair_ids(_align_cached(db, concept_id, concept_rule)["pairs"])


def _pair_ids(pairs: list[dict[str, Any]]) -> frozenset[frozenset[str]]:
    return frozenset(frozenset((p["a"]["id"], p["b"]["id"])) for p in pairs)


def _home_concept(fa: RulingFeatures, fb: RulingFeatures, concept_id: str, weights: dict[str, float]) -> str:
    shared = {c for c in fa.concepts & fb.concepts if not c.startswith("symbol:")} | {concept_id}
    return max(sorted(shared), key=lambda c: weights.get(c, 0.0))


def _embedding_score(vectors: Callable[[str], Any] | None) -> Callable[[str, str], float | None] | None:
    if vectors is None:
        return None

    def cosine(a: str, b: str) -> float | None:
        va, vb = vectors(a), vectors(b)
        return _cosine(va, vb) if va is not None and vb is not None else None

    return cosine


def _rulings_for_concept(db: sqlite_utils.Database, concept_id: str) -> list[dict[str, Any]]:
    if not has_table(db, "record_concepts"):
        return []
    ids = records_tagged(db, concept_id, "ruling")
    out: list[dict[str, Any]] = []
    for i in range(0, len(ids), 500):
        chunk = ids[i : i + 500]
        out += list(iter_records(db, f"r.id in ({','.join('?' * len(chunk))})", chunk))
    return out


def _cosine(u: Any, v: Any) -> float:  # two vectors: numpy arrays or lists of floats
    dot = sum(x * y for x, y in zip(u, v))
    nu = sum(x * x for x in u) ** 0.5
    nv = sum(y * y for y in v) ** 0.5
    return max(0.0, dot / (nu * nv)) if nu and nv else 0.0


def _item(r: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": r["id"],
        "source": r["source"],
        "file": r["file"],
        "lines": r["lines"],
        "lang": r["lang"],
        "date": r.get("date"),
        "subject": r.get("subject"),
        "text": r["text"],
        "status": r["status"],
        "status_reason": r.get("status_reason"),
        "status_change": r.get("status_change"),
        "wording": r.get("wording", "current"),
        "wording_terms": r.get("wording_terms", []),
        "rules": r.get("rules", []),
        "checks": r.get("checks", []),
    }
