"""How much of the game's vocabulary the termbase knows, per language and kind.

One row per group of concepts (keyword abilities of CR 702, keyword actions of CR 701, card
types, supertypes, subtypes, creature types, zones, steps, counters, the other game terms,
and the CR glossary's entries across all of them), with the number of concepts that have at
least one label in English, German and Chinese, and in all three.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

import sqlite_utils

from kb.store.termbase import all_labels, stored_concepts

# Groups in display order; a concept belongs to exactly one (``group_of``), except the
# glossary row, which counts every concept one of whose English labels is a CR glossary headword.
GROUPS = (
    "keyword ability (702)",
    "keyword action (701)",
    "card type",
    "supertype",
    "subtype",
    "creature type",
    "zone",
    "step",
    "counter",
    "game term",
    "mechanic",
)
GLOSSARY = "CR glossary entries"
LANGS = ("en", "de", "zh")
GLOSSARY_NOTE = "CR glossary headword"  # the note data/termbase/derive_cr_vocabulary.py gives those labels


@dataclass(frozen=True)
class CoverageRow:
    group: str
    concepts: int
    en: int
    de: int
    zh: int
    all_three: int

    def share(self, lang: str) -> float:
        return getattr(self, lang) / self.concepts if self.concepts else 0.0

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def group_of(kind: str, cr: str | None) -> str:
    cr = cr or ""
    if cr.startswith("702") and kind in ("keyword", "action", "game-term"):
        return "keyword ability (702)"
    if cr.startswith("701"):
        return "keyword action (701)"
    return {
        "card-type": "card type",
        "creature-type": "creature type",
        "game-term": "game term",
        "keyword": "keyword ability (702)",
        "action": "keyword action (701)",
    }.get(kind, kind)


def coverage(db: sqlite_utils.Database) -> list[CoverageRow]:
    """Rows for every group that has concepts, then the glossary row and a total row."""
    langs: dict[str, set[str]] = {}
    glossary: set[str] = set()
    for r in all_labels(db):
        langs.setdefault(r.concept, set()).add(r.lang)
        if r.lang == "en" and r.note == GLOSSARY_NOTE:
            glossary.add(r.concept)
    members: dict[str, list[str]] = {}
    for c in stored_concepts(db):
        members.setdefault(group_of(c.kind, c.cr), []).append(c.id)
    order = [g for g in GROUPS if g in members] + sorted(set(members) - set(GROUPS))
    rows = [_row(g, members[g], langs) for g in order]
    rows.append(_row(GLOSSARY, sorted(glossary), langs))
    rows.append(_row("all concepts", [c for g in order for c in members[g]], langs))
    return rows


def _row(group: str, ids: list[str], langs: dict[str, set[str]]) -> CoverageRow:
    have = [langs.get(c, set()) for c in ids]
    return CoverageRow(
        group=group,
        concepts=len(ids),
        en=sum("en" in h for h in have),
        de=sum("de" in h for h in have),
        zh=sum("zh" in h for h in have),
        all_three=sum(set(LANGS) <= h for h in have),
    )
