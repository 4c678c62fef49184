"""Cross-check tables (migrations m050-m059): the pairs shown under each concept, aligned
once at build time so that a question's answers read their counterparts instead of
aligning whole concepts per request."""

from __future__ import annotations

import sqlite_utils

from kb.migrations import migration


@migration
def m050_create_counterpart_pairs(db: sqlite_utils.Database) -> None:
    # One row per pair shown under a concept: a and b in the concept's alignment order,
    # verdict same | differs, holds_today a | b | both | neither, why in words.
    db.table("counterpart_pairs").create(
        {"concept": str, "a_id": str, "b_id": str, "score": float, "verdict": str, "holds_today": str, "why": str, "method": str},
        pk=("concept", "a_id", "b_id"),
    )
    db.table("counterpart_pairs").create_index(["a_id"])
    db.table("counterpart_pairs").create_index(["b_id"])


@migration
def m051_add_counterpart_derivation(db: sqlite_utils.Database) -> None:
    # derivation: reviewed (data/rules/reviews/pair-reviews.csv gave the verdict) | aligner;
    # a pair reviewed as no counterpart is not stored at all.
    db.table("counterpart_pairs").add_column("derivation", str, not_null_default="aligner")
