"""Names as a judge types them: card names (termbase ``card_names`` and the names printed in
the corpus) and game-term labels in any language, for the page's suggest-as-you-type field,
and every name of one card with its era and source."""

from __future__ import annotations

import difflib
from typing import Any

import sqlite_utils

from kb.cards import close_card_names
from kb.errors import CardNotFound
from kb.store.names import concept_labels, printed_card_names, termbase_card_names
from kb.text import fold


def _card_rows(db: sqlite_utils.Database) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = [
        {"target": n.card, "lang": n.lang, "name": n.name, "folded": n.folded, "era": n.era, "source": n.source, "kind": "card"}
        for n in termbase_card_names(db)
    ]
    # printed in a document of the corpus but not (yet) in the termbase
    known = {r["folded"] for r in rows}
    for p in printed_card_names(db):
        if p.folded not in known:
            known.add(p.folded)
            rows.append(
                {
                    "target": p.name,
                    "lang": p.lang,
                    "name": p.name,
                    "folded": p.folded,
                    "era": "current",
                    "source": f"{p.source} (corpus)",
                    "kind": "card",
                }
            )
    return rows


def _term_rows(db: sqlite_utils.Database) -> list[dict[str, Any]]:
    return [
        {
            "target": t.concept,
            "lang": t.lang,
            "name": t.label,
            "folded": t.folded,
            "era": t.era,
            "source": t.source,
            "english": t.english,
            "kind": "term",
        }
        for t in concept_labels(db)
    ]


def suggest(db: sqlite_utils.Database, q: str, *, kind: str = "card", limit: int = 10) -> list[dict[str, Any]]:
    """Names starting with ``q`` (or with a word starting with it) first, then names containing
    it, then names spelt alike; one suggestion per card or concept, its English name beside."""
    key = fold(q).strip()
    if not key:
        return []
    rows = (_card_rows(db) if kind in ("card", "any") else []) + (_term_rows(db) if kind in ("term", "any") else [])
    english = {r["target"]: r["name"] for r in rows if r["kind"] == "card" and r["lang"] == "en"}

    def rank(r: dict[str, Any]) -> int | None:
        f = r["folded"]
        if f.startswith(key):
            return 0
        if any(w.startswith(key) for w in f.replace("-", " ").split()):
            return 1
        if key in f:
            return 2
        return None

    scored = [(rank(r), r) for r in rows]
    hits = sorted(((k, r) for k, r in scored if k is not None), key=lambda x: (x[0], len(x[1]["name"])))
    if len(hits) < limit:
        close = difflib.get_close_matches(key, [r["folded"] for r in rows], n=limit, cutoff=0.6)
        hits += [(3, r) for f in close for r in rows if r["folded"] == f]
    out: list[dict[str, Any]] = []
    seen: set[tuple[str, str]] = set()
    for _, r in hits:
        if (r["kind"], r["target"]) in seen:
            continue
        seen.add((r["kind"], r["target"]))
        out.append(
            {
                "text": r["name"],
                "kind": r["kind"],
                "lang": r["lang"],
                "era": r["era"],
                "target": r["target"],
                "english": r.get("english") or english.get(r["target"]) or (r["target"] if r["kind"] == "card" else None),
                "source": r["source"],
            }
        )
        if len(out) >= limit:
            break
    return out


def names_of_card(db: sqlite_utils.Database, name: str) -> dict[str, Any]:
    """{card, query, names: [{lang, name, era, source}]}: English first, then German, Chinese;
    today's names before 2006 ones. Raises ``CardNotFound`` with close names."""
    key = fold(name)
    rows = [r for r in _card_rows(db) if r["folded"] == key] if key else []
    if not rows:
        raise CardNotFound(name, close_card_names(db, key, loosest=True) if key else [])
    card = rows[0]["target"]
    order = {"en": 0, "de": 1, "zh": 2}
    names = sorted(
        (r for r in _card_rows(db) if r["target"] == card),
        key=lambda r: (order.get(r["lang"], 3), r["era"] != "current", r["name"]),
    )
    return {
        "card": card,
        "query": name,
        "names": [{"lang": r["lang"], "name": r["name"], "era": r["era"], "source": r["source"]} for r in names],
    }
