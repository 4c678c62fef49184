"""Retrieval quality on ``data/eval/questions.csv`` (the development set) and
``data/eval/questions-heldout.csv`` (the frozen held-out set): recall@5 and MRR@10.

recall@5 here is the share of questions with at least one gold record in the first five
results (each question lists the ruling(s) that answer it; rulings the corpus repeats
word for word under several cards count as the same answer). MRR@10 is the mean of
1/rank of the first gold record within ten results (0 when none)."""

from __future__ import annotations

import csv
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kb.search import Searcher
from kb.store.records import same_text_ids

if TYPE_CHECKING:
    import sqlite_utils

    from kb.search.searcher import Searcher

QUESTIONS_CSV = Path(__file__).resolve().parents[2] / "data" / "eval" / "questions.csv"
# The frozen held-out set: written from the documents before the work of issue 14, its
# sha256 committed beside it, scored once at the end; never tuned to.
HELDOUT_CSV = QUESTIONS_CSV.with_name("questions-heldout.csv")


def load_questions(path: Path = QUESTIONS_CSV) -> list[dict[str, Any]]:
    with open(path, encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    for row in rows:
        row["gold"] = [g for g in row["gold"].split(";") if g]
        row["set_file"] = path.name  # left out of the asked questions while it is scored
    return rows


def expand_gold(db: sqlite_utils.Database, questions: list[dict[str, Any]]) -> None:
    """Add the records whose text is identical to a gold record (repeated rulings)."""
    for q in questions:
        ids = set(q["gold"])
        for gid in q["gold"]:
            ids.update(same_text_ids(db, gid))
        q["gold_all"] = ids


def evaluate(searcher: Searcher, questions: list[dict[str, Any]], mode: str, label: str | None = None) -> list[dict[str, Any]]:
    """One row per question: rank of the first gold record (None if not in the top 10), each
    asked with its own set (``set_file``) left out of the asked questions."""
    from kb.search.asked import leaving_out

    rows = []
    for q in questions:
        with leaving_out(searcher, q.get("set_file")):
            answer = searcher.ask(q["question"], limit=10, mode=mode)
        ids = [r.id for r in answer.results]
        gold = q.get("gold_all") or set(q["gold"])
        rank = next((i for i, rid in enumerate(ids, 1) if rid in gold), None)
        rows.append(
            {
                "system": label or mode,
                "id": q["id"],
                "lang": q["lang"],
                "kind": q["kind"],
                "rank": rank,
                "hit@5": rank is not None and rank <= 5,
                "rr@10": 1.0 / rank if rank else 0.0,
            }
        )
    return rows


def summarise(rows: list[dict[str, Any]], by: tuple[str, ...] = ("system", "lang")) -> list[dict[str, Any]]:
    groups: dict[tuple[Any, ...], list[dict[str, Any]]] = {}
    for row in rows:
        groups.setdefault(tuple(row[k] for k in by), []).append(row)
    out = []
    for key, items in groups.items():
        out.append(
            {
                **dict(zip(by, key)),
                "n": len(items),
                "recall@5": round(sum(r["hit@5"] for r in items) / len(items), 3),
                "mrr@10": round(sum(r["rr@10"] for r in items) / len(items), 3),
            }
        )
    return out


# The systems the evaluation compares: (label, Searcher mode, termbase bridge on?).
SYSTEMS = (("lexical", "lexical", True), ("dense", "dense", True), ("rrf", "rrf", False), ("rrf+termbase", "rrf", True))


def evaluate_systems(
    db_path: str | Path,
    questions: list[dict[str, Any]],
    model: str | None = None,
    systems: Sequence[tuple[str, str, bool]] = SYSTEMS,
) -> list[dict[str, Any]]:
    """Rows of ``evaluate`` for every system; ``rrf`` is the fusion without the termbase
    bridge (no query expansion, no concept or card lists), ``rrf+termbase`` the full system."""
    rows: list[dict[str, Any]] = []
    for label, mode, bridge in systems:
        searcher = Searcher(db_path, model=model, use_bridge=bridge)
        try:
            rows += evaluate(searcher, questions, mode, label)
        finally:
            searcher.close()
    return rows
