"""Build step ``kb.crosscheck.build:build_counterparts``: align, once, the rulings of every
concept that rulings of more than one language name, and keep the pairs shown. Runs after
the rule links and statuses (a pair's verdict reads them)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import sqlite_utils

from kb.crosscheck import align
from kb.store.concepts import multilingual_concepts, replace_counterpart_pairs

if TYPE_CHECKING:
    from kb.build import BuildContext


def build_counterparts(ctx: BuildContext) -> None:
    rows = store_counterparts(ctx.db)
    ctx.progress(f"counterparts: {len(rows)} pairs shown under {len({r['concept'] for r in rows})} concepts")


def store_counterparts(db: sqlite_utils.Database) -> list[dict[str, Any]]:
    """(Re)write the stored pairs from the knowledge base as it is now."""
    rows = list(counterpart_rows(db))
    replace_counterpart_pairs(db, rows)
    return rows


def counterpart_rows(db: sqlite_utils.Database) -> Iterator[dict[str, Any]]:
    for concept, rule in multilingual_concepts(db):
        for pair in align(db, concept, rule)["pairs"]:
            yield {
                "concept": concept,
                "a_id": pair["a"]["id"],
                "b_id": pair["b"]["id"],
                "score": pair["score"],
                "verdict": pair["verdict"],
                "holds_today": pair["holds_today"],
                "why": pair["why"],
                "method": pair["method"],
            }
