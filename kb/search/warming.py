"""What a server does before its first question besides loading: the counterparts shown with
each ruling, aligned per concept (``kb.crosscheck.align`` caches them)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import sqlite_utils


def align_concepts(db: sqlite_utils.Database, budget_seconds: float) -> None:
    """Align every concept's rulings across documents, for at most ``budget_seconds``."""
    try:
        from kb.crosscheck import align
    except ModuleNotFoundError:
        return
    from kb.store.records import has_table
    from kb.store.termbase import concept_rules

    if not has_table(db, "concepts"):
        return
    # Bounded: alignment grows with the square of a concept's rulings, so on a knowledge base
    # many times the corpus, start-up must not wait for all of them.
    deadline = time.monotonic() + budget_seconds
    for concept, rule in concept_rules(db):
        if time.monotonic() > deadline:
            break
        align(db, concept, rule)
