"""What the cross-check shows beside the pairs of a concept: flags (pairs whose numbers
disagree, a side superseded, a concept only one document names, labels of several eras, old
rule numbers) and the glossary definitions of the concept."""

from __future__ import annotations

from typing import Any

import sqlite_utils

from kb.crosscheck.features import RulingFeatures
from kb.rules.lookup import rules_for
from kb.store.concepts import label_eras_by_document, mapped_citations, records_tagged
from kb.store.records import has_table, iter_records


def pair_flags(
    pairs: list[dict[str, Any]], rulings: list[dict[str, Any]], features: dict[str, RulingFeatures]
) -> list[dict[str, Any]]:
    flags: list[dict[str, Any]] = []
    by_doc: dict[str, set[str]] = {}
    for r in rulings:
        by_doc.setdefault(r["source"], set()).update(features[r["id"]].concepts)
    for p in pairs:
        a, b = p["a"], p["b"]
        na, nb = features[a["id"]].numbers, features[b["id"]].numbers
        if na and nb and na != nb:
            flags.append({"kind": "numbers-disagree", "a": a["id"], "b": b["id"], "detail": f"{sorted(na)} vs {sorted(nb)}"})
        if "superseded" in (a["status"], b["status"]):
            side = a if a["status"] == "superseded" else b
            both = a["status"] == b["status"]
            flags.append(
                {
                    "kind": "superseded-both" if both else "superseded-one-side",
                    "a": a["id"],
                    "b": b["id"],
                    "detail": side.get("status_reason") or "",
                }
            )
        for x, y in ((a, b), (b, a)):
            missing = sorted(features[x["id"]].concepts - by_doc.get(y["source"], set()))
            if missing:
                flags.append(
                    {
                        "kind": "concept-not-in-other-document",
                        "a": x["id"],
                        "b": y["id"],
                        "detail": f"{y['source']} never mentions {', '.join(missing)} here",
                    }
                )
    return flags


_ERALESS = {"variant", "typo"}


def label_flags(db: sqlite_utils.Database, concept_id: str) -> list[dict[str, Any]]:
    """A document using labels of more than one era for the concept (old and new words side
    by side). A word both eras use (闪现 in 2006 and today) belongs to either, so a document
    is inconsistent only when no single era holds every label it uses."""
    eras_of: dict[str, dict[str, set[str]]] = {}
    for source, label, era in label_eras_by_document(db, concept_id):
        eras_of.setdefault(source, {}).setdefault(label, set()).add(era or "?")
    flags: list[dict[str, Any]] = []
    for source, labels in sorted(eras_of.items()):
        # inflected forms and typos belong to no era of their own
        dated = [eras - _ERALESS for eras in labels.values() if eras - _ERALESS]
        if len(dated) > 1 and not set.intersection(*dated):
            by_era: dict[str, set[str]] = {}
            for label, eras in labels.items():
                for era in eras:
                    by_era.setdefault(era, set()).add(label)
            detail = "; ".join(f"{era}: {', '.join(sorted(ls))}" for era, ls in sorted(by_era.items()))
            flags.append({"kind": "term-inconsistent", "a": source, "b": None, "detail": detail})
    return flags


def numbering_flags(db: sqlite_utils.Database, concept_id: str) -> list[dict[str, Any]]:
    """A document citing the concept's rules by an older numbering (the 2006 FAQ's 502.59a for
    today's 702.62a): a judge comparing it with the CR must translate the numbers."""
    if not has_table(db, "rule_links"):
        return []
    by_source: dict[str, list[str]] = {}
    for source, quoted_as, rule in mapped_citations(db, concept_id):
        by_source.setdefault(source, []).append(f"{quoted_as} → {rule}")
    return [
        {"kind": "old-numbering", "a": source, "b": None, "detail": f"cites rules by an older numbering: {', '.join(mapped)}"}
        for source, mapped in by_source.items()
    ]


def definitions(db: sqlite_utils.Database, concept_id: str) -> list[dict[str, Any]]:
    ids = records_tagged(db, concept_id, "term", how="subject")
    if not ids:
        return []

    status = rules_for(db, ids)
    return [
        {
            "id": t["id"],
            "source": t["source"],
            "file": t["file"],
            "lines": t["lines"],
            "lang": t["lang"],
            "term": t.get("headword"),
            "text": t["text"],
            "status": status.get(t["id"], {}).get("status", "current"),
            "status_reason": status.get(t["id"], {}).get("status_reason"),
        }
        for t in iter_records(db, f"r.id in ({','.join('?' * len(ids))})", ids)
    ]
