"""Termbase tables (migrations m010-m019): concepts, their labels per language and era,
card names across languages, and which concepts each record is about or mentions."""

from __future__ import annotations

import sqlite_utils

from kb.migrations import migration


@migration
def m010_create_termbase(db: sqlite_utils.Database) -> None:
    db.table("concepts").create({"id": str, "kind": str, "cr": str, "en": str, "source": str}, pk="id")
    # ``folded`` is kb.text.fold(label): the lookup key (case, accents, quotes ignored).
    # One label may name several concepts in different eras (2006 使用 = today's cast).
    db.table("concept_labels").create(
        {"concept": str, "lang": str, "label": str, "folded": str, "era": str, "note": str, "source": str},
        pk=("concept", "lang", "label", "era"),
        foreign_keys=[("concept", "concepts", "id")],
    )
    db.table("concept_labels").create_index(["folded"])
    db.table("card_names").create(
        {"card": str, "lang": str, "name": str, "folded": str, "era": str, "source": str},
        pk=("card", "lang", "name"),
    )
    db.table("card_names").create_index(["folded"])
    db.table("card_names").create_index(["card"])
    # how: "subject" (a ruling under the concept's mechanic heading), "context" (kb.termbase.build.context_concepts) or "mention" (a label
    # found in the record's text by ``concepts_in``).
    db.table("record_concepts").create(
        {"record_id": str, "concept": str, "label": str, "how": str},
        pk=("record_id", "concept", "how"),
    )
    db.table("record_concepts").create_index(["concept"])
