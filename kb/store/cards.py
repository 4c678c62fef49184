"""The card view's lookups (kb.cards): card names to card records, and every spelling of a
card name the knowledge base knows."""

from __future__ import annotations

from typing import Sequence

import sqlite_utils

from kb.store.names import UNKNOWN_NAME
from kb.store.records import has_table


def card_records_named(db: sqlite_utils.Database, folded_names: Sequence[str]) -> list[tuple[str, str]]:
    """(record id, role) of the card records one of ``folded_names`` names; the role says how:
    ``name`` (as printed) or ``face`` (one half of a split or adventure card)."""
    if not folded_names:
        return []
    marks = ",".join("?" * len(folded_names))
    sql = f"select distinct record_id, role from record_names where kind = 'card' and folded in ({marks})"
    return [(row["record_id"], row["role"]) for row in db.query(sql, list(folded_names))]


def card_name_spellings(db: sqlite_utils.Database) -> dict[str, str]:
    """folded name -> a name as printed, for every card name the knowledge base knows: the
    documents' printed and face names first, then the termbase's names in other languages."""
    names: dict[str, str] = {}
    for row in db.query("select name, folded from record_names where kind = 'card'"):
        names.setdefault(row["folded"], row["name"])
    if has_table(db, "card_names"):
        for row in db.query("select name, folded from card_names where name != ?", [UNKNOWN_NAME]):
            names.setdefault(row["folded"], row["name"])
    return names
