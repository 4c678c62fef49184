"""The result rows of a search: fused record ids -> records with their provenance, why they
matched (``explain``), the copies of a repeated text, and the rules, status, checks and
counterparts the rest of the knowledge base adds (``kb.rulings``, ``kb.crosscheck``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.crosscheck import counterparts_of
from kb.rulings import enrich_rule_texts, enrich_rulings
from kb.search.documents import title_of
from kb.search.models import SearchResult
from kb.search.repeats import group_members
from kb.store.records import records_with_ids

if TYPE_CHECKING:
    import sqlite_utils

    from kb.search.bridge import Bridge, TermbaseView
    from kb.search.fusion import Fused
    from kb.search.models import SearchResult

# Copies of a repeated ruling named with it (``same_text``, document order). The corpus
# repeats a ruling at most five times; the cap keeps a result's cost bounded when a
# ruling is printed under hundreds of cards.
MAX_SAME_TEXT = 20


def result_rows(
    db: sqlite_utils.Database,
    fused: list[Fused],
    bridge: Bridge,
    termbase: TermbaseView,
    repeats: dict[str, str],
    repeat_members: dict[str, list[str]],
) -> list[SearchResult]:
    """The shown results of fused ranked ids: each record with its ranks and matched concepts
    (``explain``), the copies of a repeated ruling (``same_text``) and, through
    ``enrich_results``, its rules, status, checks and counterparts."""
    if not fused:
        return []
    copies = {
        rid: [c for c in group if c != rid][:MAX_SAME_TEXT]
        for rid, group in group_members(repeats, [f.id for f in fused], repeat_members).items()
    }
    ids = list(dict.fromkeys([f.id for f in fused] + [c for group in copies.values() for c in group]))
    rows = records_with_ids(db, ids)
    concept_of: dict[str, list[str]] = {}
    if bridge.concepts:
        for rid, concept, _how in termbase.tags_of(list(rows), bridge.concept_ids):
            concept_of.setdefault(rid, []).append(concept)
    results: list[dict[str, Any]] = []
    for f in fused:
        rec = rows.get(f.id)
        if rec is None:
            continue  # an index entry without its record: a stale sidecar
        results.append(
            {
                "kind": rec["kind"],
                "id": rec["id"],
                "text": rec["text"],
                "subject_kind": rec.get("subject_kind") or rec["kind"],
                "subject": title_of(rec) or None,
                "source": rec["source"],
                "file": rec["file"],
                "lines": rec["lines"],
                "lang": rec["lang"],
                "date": rec["date"],
                "score": round(f.score, 6),
                "explain": {
                    "ranks": f.ranks,
                    "concepts": sorted(set(concept_of.get(f.id, []))),
                    "query_concepts": [h.concept for h in bridge.concepts],
                    "cards": [c.name for c in bridge.cards],
                },
                "rules": [],
                "status": "current",
                "counterparts": [],
                "checks": [],
                "rule_numbers": rec.get("rule_numbers") or [],
                # the same text printed again elsewhere in this document (kb.search.repeats)
                "same_text": [
                    {"id": c, "lines": rows[c]["lines"], "subject": title_of(rows[c]) or None}
                    for c in copies.get(f.id, [])
                    if c in rows
                ],
            }
        )
    # kb.rulings enriches plain rows (it serves the card and rule views too); the typed
    # result is made once they are whole
    enrich_results(db, results)
    return [SearchResult.model_validate(r) for r in results]


def enrich_results(db: sqlite_utils.Database, results: list[dict[str, Any]]) -> None:
    """Rules, status and checks of rulings (kb.rulings) and counterparts in other languages
    (kb.crosscheck, when that package is installed)."""
    rulings = [r for r in results if r["kind"] == "ruling"]
    if rulings:
        enrich_rulings(db, rulings)
    rule_texts = [r for r in results if r["kind"] in ("rule_excerpt", "term", "passage")]
    if rule_texts:
        enrich_rule_texts(db, rule_texts)
    try:
        pass
    except ModuleNotFoundError as e:
        if not (e.name and e.name.startswith("kb.crosscheck")):
            raise
        return
    shown = counterparts_of(db, [r["id"] for r in rulings])
    for r in rulings:
        r["counterparts"] = shown[r["id"]]
