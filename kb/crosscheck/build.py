"""Build step ``kb.crosscheck.build:build_counterparts``: align, once, the rulings of every
concept that rulings of more than one language name, and keep the pairs shown (the reviewed
pairs of data/rules/reviews/pair-reviews.csv applied, each row with its derivation). Runs after
the rule links and statuses (a pair's verdict reads them)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import sqlite_utils

from kb.crosscheck import shown
from kb.crosscheck.reviewed import REVIEWED, PairReviews, pair_reviews
from kb.store.concepts import multilingual_concepts, replace_counterpart_pairs

if TYPE_CHECKING:
    from kb.build import BuildContext


def build_counterparts(ctx: BuildContext) -> None:
    reviews = pair_reviews()
    rows = store_counterparts(ctx.db, reviews)
    reviewed = {(r["a_id"], r["b_id"]) for r in rows if r["derivation"] == REVIEWED}
    ctx.progress(
        f"counterparts: {len(rows)} pairs shown under {len({r['concept'] for r in rows})} concepts; "
        f"{len(reviewed)} distinct pairs with a reviewed verdict, {len(reviews.stale)} stale pair reviews"
    )


def store_counterparts(db: sqlite_utils.Database, reviews: PairReviews | None = None) -> list[dict[str, Any]]:
    """(Re)write the stored pairs from the knowledge base as it is now, with the reviewed
    pairs applied (``reviews``, default data/rules/reviews/pair-reviews.csv)."""
    rows = list(counterpart_rows(db, reviews if reviews is not None else pair_reviews()))
    replace_counterpart_pairs(db, rows)
    return rows


def counterpart_rows(db: sqlite_utils.Database, reviews: PairReviews) -> Iterator[dict[str, Any]]:
    for concept, rule in multilingual_concepts(db):
        for pair in shown(db, concept, rule, reviews=reviews)["pairs"]:
            yield {
                "concept": concept,
                "a_id": pair["a"]["id"],
                "b_id": pair["b"]["id"],
                "score": pair["score"],
                "verdict": pair["verdict"],
                "holds_today": pair["holds_today"],
                "why": pair["why"],
                "method": pair["method"],
                "derivation": pair["derivation"],
            }
