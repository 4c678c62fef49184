"""Cross-check: what the documents of different languages say about one concept, side by
side, with aligned pairs, rulings without a counterpart and flags.

Alignment method (lexical; works without torch):
1. Candidates: the rulings tagged with the concept (``record_concepts``, as subject or
   mention), grouped by document. Only rulings of different languages are compared.
2. Each ruling is described by three sets: the CR numbers it rests on besides the
   concept's own rule (after mapping 2006 numbers, from ``rule_links``); the numbers in
   its text (German and Chinese number words normalised to digits: "drei", 三 -> 3;
   rule numbers excluded); the other concepts it mentions (``record_concepts``).
3. The score of a pair is the weighted mean of the Jaccard similarity of each set, over
   the sets that are non-empty on at least one side (weights: concepts 0.5, numbers 0.3,
   rules 0.2). When both rulings have embeddings (optional ``vectors`` argument) the
   cosine similarity joins the mean with weight 0.5 and the method says so.
4. Greedy one-to-one alignment: pairs in descending score, each ruling used once, above
   ``THRESHOLD``.
Flags: a pair whose text numbers disagree; a pair with one side superseded; a concept one
side mentions that the other document never mentions for this concept; a document that
uses labels of more than one era for the concept.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Callable

import sqlite_utils

from kb.rules.data import title_of
from kb.rules.numbers import quoted_numbers
from kb.store import iter_records

THRESHOLD = 0.2
WEIGHTS = {"concepts": 0.5, "numbers": 0.3, "rules": 0.2}
EMBEDDING_WEIGHT = 0.5

# fmt: off
_DE_NUMBERS = {"null": 0, "eins": 1, "einen": 1, "eine": 1, "einer": 1, "einem": 1, "zwei": 2, "drei": 3,
               "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8, "neun": 9, "zehn": 10, "elf": 11,
               "zwölf": 12, "zwanzig": 20}
_ZH_DIGITS = {"零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
# fmt: on
# "ein/eine" are articles far more often than counts: only the unambiguous words count.
_DE_COUNTS = {k: v for k, v in _DE_NUMBERS.items() if not k.startswith("ein")}
_DE_WORD = re.compile(r"\b(" + "|".join(sorted(_DE_COUNTS, key=len, reverse=True)) + r")\b", re.IGNORECASE)
# Chinese counts as written with a measure word or 个/点/张 ("三个", "两点"), or 十-compounds.
_ZH_NUMBER = re.compile(r"([零一二两三四五六七八九十]{1,3})(?=个|点|张|次|回合|位|种|份|倍|/)")
_DIGITS = re.compile(r"(?<![\d.])\d{1,2}(?![\d.])")


def numbers_in(text: str, lang: str) -> set[int]:
    """Counts in a text as integers: digits, and German/Chinese number words; rule numbers
    (702.62a) and P/T-like parts of them are not counts."""
    text = text or ""
    for q in quoted_numbers(text):
        text = text.replace(q.quoted_as, " ")
    found = {int(d) for d in _DIGITS.findall(text)}
    if lang == "de":
        found |= {_DE_COUNTS[w.lower()] for w in _DE_WORD.findall(text)}
    if lang == "zh":
        found |= {v for v in (_zh_value(m) for m in _ZH_NUMBER.findall(text)) if v is not None}
    return found


def _zh_value(word: str) -> int | None:
    if word == "十":
        return 10
    if "十" in word:
        tens, _, units = word.partition("十")
        return _ZH_DIGITS.get(tens, 1) * 10 + (_ZH_DIGITS.get(units, 0) if units else 0)
    return _ZH_DIGITS.get(word) if len(word) == 1 else None


def crosscheck(db: sqlite_utils.Database, term: str, vectors: Callable[[str], Any] | None = None) -> dict[str, Any]:
    """The concept ``term`` names (any language, era or known typo) and its rulings side by
    side. Raises ``kb.termbase.TermNotFound`` (with close labels) for an unknown term."""
    from kb.termbase import get_concept, resolve

    resolution = resolve(db, term)
    concept = get_concept(db, resolution.concept)
    alignment = align(db, concept.id, concept.cr, vectors)
    labels: dict[str, dict[str, list[str]]] = {}
    for label in concept.labels:
        labels.setdefault(label["lang"], {}).setdefault(label["era"], []).append(label["label"])
    return {
        "query": term,
        "resolved": {"label": resolution.label, "lang": resolution.lang, "era": resolution.era,
                     "is_typo": resolution.is_typo},
        "concept": {"id": concept.id, "kind": concept.kind, "en": concept.en},
        "labels": labels,
        "rule": {"number": concept.cr, "title": title_of(concept.cr)} if concept.cr else None,
        "definitions": _definitions(db, concept.id),
        "documents": alignment["documents"],
        "pairs": alignment["pairs"],
        "unpaired": alignment["unpaired"],
        "flags": alignment["flags"] + _label_flags(db, concept.id),
        "method": alignment["method"],
    }


def counterparts(db: sqlite_utils.Database, record_id: str) -> list[dict[str, Any]]:
    """The rulings aligned with ``record_id`` under any concept it is tagged with (best
    first). Symmetric: the alignment of a concept does not depend on who asks."""
    if "record_concepts" not in db.table_names():
        return []
    out: dict[str, dict[str, Any]] = {}
    for row in db.query("select distinct rc.concept, c.cr from record_concepts rc join concepts c on c.id = rc.concept "
                        "where rc.record_id = ?", [record_id]):
        for pair in align(db, row["concept"], row["cr"])["pairs"]:
            ids = (pair["a"]["id"], pair["b"]["id"])
            if record_id not in ids:
                continue
            other = pair["b"] if ids[0] == record_id else pair["a"]
            if other["id"] not in out or out[other["id"]]["score"] < pair["score"]:
                out[other["id"]] = {"id": other["id"], "source": other["source"], "lang": other["lang"],
                                    "text": other["text"], "score": pair["score"], "method": pair["method"],
                                    "concept": row["concept"]}
    return sorted(out.values(), key=lambda c: -c["score"])


def align(db: sqlite_utils.Database, concept_id: str, concept_rule: str | None,
          vectors: Callable[[str], Any] | None = None) -> dict[str, Any]:
    if vectors is None:
        return _align_cached(db, concept_id, concept_rule or "")
    return _align(db, concept_id, concept_rule or "", vectors)


@lru_cache(maxsize=256)
def _align_cached(db: sqlite_utils.Database, concept_id: str, concept_rule: str) -> dict[str, Any]:
    return _align(db, concept_id, concept_rule, None)


def _align(db, concept_id: str, concept_rule: str, vectors) -> dict[str, Any]:
    from kb.rulings import enrich_rulings

    rulings = _rulings_for_concept(db, concept_id)
    enrich_rulings(db, rulings)
    features = {r["id"]: _features(db, r, concept_id, concept_rule) for r in rulings}
    method = "lexical (concepts 0.5, numbers 0.3, rules 0.2; Jaccard)" + (" + embeddings" if vectors else "")
    candidates = []
    for i, a in enumerate(rulings):
        for b in rulings[i + 1:]:
            if a["lang"] == b["lang"]:
                continue
            score, shared = _score(features[a["id"]], features[b["id"]], a, b, vectors)
            if score >= THRESHOLD:
                candidates.append((score, a, b, shared))
    candidates.sort(key=lambda c: (-c[0], c[1]["id"], c[2]["id"]))
    used: set[str] = set()
    pairs = []
    for score, a, b, shared in candidates:
        if a["id"] in used or b["id"] in used:
            continue
        used |= {a["id"], b["id"]}
        pairs.append({"a": _item(a), "b": _item(b), "score": round(score, 3), "method": method, "shared": shared})
    documents: dict[str, dict[str, Any]] = {}
    for r in rulings:
        doc = documents.setdefault(r["source"], {"source": r["source"], "file": r["file"], "lang": r["lang"],
                                                 "date": r.get("date"), "rulings": 0})
        doc["rulings"] += 1
    unpaired: dict[str, list[dict[str, Any]]] = {}
    for r in rulings:
        if r["id"] not in used:
            unpaired.setdefault(r["source"], []).append(_item(r))
    return {"documents": list(documents.values()), "pairs": pairs, "unpaired": unpaired,
            "flags": _pair_flags(pairs, rulings, features), "method": method}


def _rulings_for_concept(db, concept_id: str) -> list[dict[str, Any]]:
    if "record_concepts" not in db.table_names():
        return []
    ids = [r["record_id"] for r in db.query(
        "select distinct rc.record_id from record_concepts rc join records r on r.id = rc.record_id "
        "where rc.concept = ? and r.kind = 'ruling'", [concept_id])]
    out = []
    for i in range(0, len(ids), 500):
        chunk = ids[i:i + 500]
        out += list(iter_records(db, f"r.id in ({','.join('?' * len(chunk))})", chunk))
    return out


def _features(db, ruling: dict[str, Any], concept_id: str, concept_rule: str) -> dict[str, set]:
    own = {concept_rule} if concept_rule else set()
    rules = {r["number"] for r in ruling.get("rules", [])} - own
    rules = {n for n in rules if not any(n.startswith(o) for o in own)}
    concepts = {row["concept"] for row in db.query(
        "select concept from record_concepts where record_id = ?", [ruling["id"]])} - {concept_id}
    return {"rules": rules, "numbers": numbers_in(ruling["text"], ruling["lang"]), "concepts": concepts,
            "all_rules": {r["number"] for r in ruling.get("rules", [])}}


def _score(fa, fb, a, b, vectors) -> tuple[float, dict[str, list]]:
    total = weight = 0.0
    for name, w in WEIGHTS.items():
        union = fa[name] | fb[name]
        if union:
            total += w * len(fa[name] & fb[name]) / len(union)
            weight += w
    if vectors is not None:
        va, vb = vectors(a["id"]), vectors(b["id"])
        if va is not None and vb is not None:
            total += EMBEDDING_WEIGHT * _cosine(va, vb)
            weight += EMBEDDING_WEIGHT
    shared = {"rules": sorted(fa["all_rules"] & fb["all_rules"]), "numbers": sorted(fa["numbers"] & fb["numbers"]),
              "concepts": sorted(fa["concepts"] & fb["concepts"])}
    return (total / weight if weight else 0.0), shared


def _cosine(u, v) -> float:
    dot = sum(x * y for x, y in zip(u, v))
    nu = sum(x * x for x in u) ** 0.5
    nv = sum(y * y for y in v) ** 0.5
    return max(0.0, dot / (nu * nv)) if nu and nv else 0.0


def _item(r: dict[str, Any]) -> dict[str, Any]:
    return {"id": r["id"], "source": r["source"], "file": r["file"], "lines": r["lines"], "lang": r["lang"],
            "date": r.get("date"), "subject": r.get("subject"), "text": r["text"], "status": r["status"],
            "status_reason": r.get("status_reason"), "rules": r.get("rules", []), "checks": r.get("checks", [])}


def _pair_flags(pairs, rulings, features) -> list[dict[str, Any]]:
    flags = []
    by_doc: dict[str, set] = {}
    for r in rulings:
        by_doc.setdefault(r["source"], set()).update(features[r["id"]]["concepts"])
    for p in pairs:
        a, b = p["a"], p["b"]
        na, nb = features[a["id"]]["numbers"], features[b["id"]]["numbers"]
        if na and nb and na != nb:
            flags.append({"kind": "numbers-disagree", "a": a["id"], "b": b["id"],
                          "detail": f"{sorted(na)} vs {sorted(nb)}"})
        if "superseded" in (a["status"], b["status"]):
            side = a if a["status"] == "superseded" else b
            both = a["status"] == b["status"]
            flags.append({"kind": "superseded-both" if both else "superseded-one-side", "a": a["id"], "b": b["id"],
                          "detail": side.get("status_reason") or ""})
        for x, y in ((a, b), (b, a)):
            missing = sorted(features[x["id"]]["concepts"] - by_doc.get(y["source"], set()))
            if missing:
                flags.append({"kind": "concept-not-in-other-document", "a": x["id"], "b": y["id"],
                              "detail": f"{y['source']} never mentions {', '.join(missing)} here"})
    return flags


def _label_flags(db, concept_id: str) -> list[dict[str, Any]]:
    """A document using labels of more than one era for the concept (e.g. old and new words)."""
    rows = db.query(
        "select r.source, rc.label, coalesce(cl.era, '') as era from record_concepts rc "
        "join records r on r.id = rc.record_id left join concept_labels cl on cl.concept = rc.concept "
        "and cl.label = rc.label where rc.concept = ?", [concept_id])
    eras: dict[str, dict[str, set]] = {}
    for row in rows:
        eras.setdefault(row["source"], {}).setdefault(row["era"] or "?", set()).add(row["label"])
    flags = []
    for source, by_era in sorted(eras.items()):
        if len(by_era) > 1:
            detail = "; ".join(f"{era}: {', '.join(sorted(labels))}" for era, labels in sorted(by_era.items()))
            flags.append({"kind": "term-inconsistent", "a": source, "b": None, "detail": detail})
    return flags


def _definitions(db, concept_id: str) -> list[dict[str, Any]]:
    ids = [r["record_id"] for r in db.query(
        "select distinct rc.record_id from record_concepts rc join records r on r.id = rc.record_id "
        "where rc.concept = ? and r.kind = 'term' and rc.how = 'subject'", [concept_id])]
    if not ids:
        return []
    from kb.rules.lookup import rules_for

    status = rules_for(db, ids)
    return [{"id": t["id"], "source": t["source"], "file": t["file"], "lines": t["lines"], "lang": t["lang"],
             "term": t.get("headword"), "text": t["text"],
             "status": status.get(t["id"], {}).get("status", "current"),
             "status_reason": status.get(t["id"], {}).get("status_reason")}
            for t in iter_records(db, f"r.id in ({','.join('?' * len(ids))})", ids)]
