"""Score the derived statuses against the hand review in data/eval/status-review.csv.

The review judges every ruling of both documents (verdict, change id, dated terms) and was
written before the patterns were tuned; a third of it (``split`` = heldout) is scored only
once, at the end. Figures are record-level: precision and recall of ``superseded`` (and
whether the change named agrees) and of ``wording: dated``."""

from __future__ import annotations

import csv
from dataclasses import dataclass, field
from pathlib import Path

import sqlite_utils

from kb.rules.lookup import rules_for

REVIEW_CSV = Path(__file__).resolve().parents[2] / "data" / "eval" / "status-review.csv"


@dataclass
class Score:
    """Precision/recall of one label on one split; ``disagreements`` lists (record, want, got)."""

    tp: int = 0
    fp: int = 0
    fn: int = 0
    disagreements: list[tuple[str, str, str]] = field(default_factory=list)

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0


@dataclass
class StatusScores:
    split: str
    records: int
    superseded: Score
    wording: Score
    change_agrees: int  # true positives whose change id is the reviewer's
    terms: Score  # old -> new pairs: found by both, by the system only, by the reviewer only


def status_corrections(path: Path = REVIEW_CSV) -> list[dict[str, str]]:
    """The rows of ``<name>-errata.csv``: a later reading's correction of one column of one
    record (record_id, column, frozen_value, corrected_value, reason); none without the file."""
    errata = path.with_name(path.stem + "-errata.csv")
    if not errata.is_file():
        return []
    with errata.open(encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh))


def read_review(path: Path = REVIEW_CSV) -> list[dict[str, str]]:
    """The review's rows, with the corrections of ``<name>-errata.csv`` beside it (record_id,
    column, frozen_value, corrected_value, reason) applied: the frozen file keeps its hash."""
    with path.open(encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh))
    by_id = {r["record_id"]: r for r in rows}
    for fix in status_corrections(path):
        row = by_id[fix["record_id"]]
        if row[fix["column"]] != fix["frozen_value"]:
            raise ValueError(
                f"{path.stem}-errata.csv: {fix['record_id']} {fix['column']} is {row[fix['column']]!r}, "
                f"not the frozen {fix['frozen_value']!r}"
            )
        row[fix["column"]] = fix["corrected_value"]
    return rows


def score_status(db: sqlite_utils.Database, split: str, path: Path = REVIEW_CSV) -> StatusScores:
    rows = [r for r in read_review(path) if split in ("all", r["split"])]
    got = rules_for(db, [r["record_id"] for r in rows])
    sup, word, terms, agree = Score(), Score(), Score(), 0
    for r in rows:
        info = got.get(r["record_id"], {})
        change = (info.get("status_change") or {}).get("id", "")
        _count(
            sup,
            r["record_id"],
            r["verdict"] == "superseded",
            info.get("status") == "superseded",
            r["change"] or "current",
            change or "current",
        )
        agree += int(r["verdict"] == "superseded" and change == r["change"])
        have = {f"{t['old']}->{t['new']}" for t in info.get("wording_terms", [])}
        want = {t for t in r["wording_terms"].split("|") if t}
        _count(
            word,
            r["record_id"],
            bool(want),
            info.get("wording") == "dated",
            r["wording_terms"] or "current",
            " | ".join(sorted(have)) or "current",
        )
        terms.tp += len(want & have)
        terms.fp += len(have - want)
        terms.fn += len(want - have)
        if want != have:
            terms.disagreements.append((r["record_id"], " | ".join(sorted(want - have)), " | ".join(sorted(have - want))))
    return StatusScores(split, len(rows), sup, word, agree, terms)


def _count(score: Score, record_id: str, want: bool, got: bool, want_label: str, got_label: str) -> None:
    if want and got:
        score.tp += 1
    elif got:
        score.fp += 1
    elif want:
        score.fn += 1
    if want != got:
        score.disagreements.append((record_id, want_label, got_label))
