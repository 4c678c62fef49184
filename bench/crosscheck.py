"""``python -m bench crosscheck``: the cross-check's shown pairs scored against the annotated
pairs of data/eval (who-notes-de ↔ tsp-faq-zh, mechanics present in both documents).

A shown pair is a pair ``align`` shows between the two documents under an annotated concept.
It is right when the gold file lists it for that concept; its verdict is right when the
verdict and the side that holds today match too. Recall counts gold pairs shown (alignment
is one-to-one per distinct text, so pairs sharing a ruling cannot all be shown).

Two measures: the aligner alone (``align``, no reviewed pairs: what the code finds) and as
shown (``shown``: the reviewed pairs of data/rules/reviews/pair-reviews.csv applied, as a judge
sees them). The reviews were written by reading the shown pairs, held-out concepts included, so
only the aligner-alone figure measures the aligner; "as shown" says what a judge is shown."""

from __future__ import annotations

import csv
import hashlib
import re
import shutil
import tempfile
from dataclasses import asdict, dataclass
from pathlib import Path

import sqlite_utils

from kb.build import open_kb
from kb.crosscheck import align, shown
from kb.crosscheck.reviewed import pair_reviews
from kb.errors import SourceChanged
from kb.paths import resolve_db_path

DATA_DIR = Path(__file__).resolve().parents[1] / "data"
DEV = DATA_DIR / "eval" / "crosscheck-pairs.csv"
HELDOUT = DATA_DIR / "eval" / "crosscheck-pairs-heldout.csv"
# annotated after HELDOUT was scored; two of its concepts have no counterparts, hence no rows
HELDOUT2 = DATA_DIR / "eval" / "crosscheck-pairs-heldout2.csv"
HELDOUT2_CONCEPTS = ["activate", "characteristics", "counter-spell"]
# annotated blind at stop 37 (crosscheck-pairs-heldout3.md); two of its concepts have no counterparts
HELDOUT3 = DATA_DIR / "eval" / "crosscheck-pairs-heldout3.csv"
HELDOUT3_CONCEPTS = ["phasing", "total-cost", "respond", "deal"]
# annotated blind at stop 38 (crosscheck-pairs-heldout4.md); trigger-condition has no counterparts
HELDOUT4 = DATA_DIR / "eval" / "crosscheck-pairs-heldout4.csv"
HELDOUT4_CONCEPTS = ["trigger-condition", "additional-cost", "plus-one-counter", "mana-ability"]
# annotated blind at stop 39 (crosscheck-pairs-heldout5.md); damage and tap have no counterparts
HELDOUT5 = DATA_DIR / "eval" / "crosscheck-pairs-heldout5.csv"
HELDOUT5_CONCEPTS = ["damage", "tap", "no-mana-cost", "block"]
# every annotated part: (name, gold file, the concepts it scores; None: those its rows name)
PARTS: tuple[tuple[str, Path, list[str] | None], ...] = (
    ("dev", DEV, None),
    ("heldout", HELDOUT, None),
    ("heldout2", HELDOUT2, HELDOUT2_CONCEPTS),
    ("heldout3", HELDOUT3, HELDOUT3_CONCEPTS),
    ("heldout4", HELDOUT4, HELDOUT4_CONCEPTS),
    ("heldout5", HELDOUT5, HELDOUT5_CONCEPTS),
)
SIDES = ("who-notes-de", "tsp-faq-zh")
# Old words only (the 2009/2021 renamings): not a change of substance. Until record_status
# separates wording from status, a measurement can read such rulings as current.
_WORDING_ONLY = re.compile(r"^'(removed from the game|in play|converted mana cost)'(?!.*more change)")


@dataclass(frozen=True)
class PairScore:
    shown: int
    right_pair: int
    right_verdict: int
    gold: int
    gold_shown: int
    gold_differs: int
    differs_shown_as_differs: int

    @property
    def pair_precision(self) -> float:
        return self.right_pair / self.shown if self.shown else 0.0

    @property
    def verdict_precision(self) -> float:
        return self.right_verdict / self.shown if self.shown else 0.0

    @property
    def recall(self) -> float:
        return self.gold_shown / self.gold if self.gold else 0.0


def load_gold(path: Path) -> dict[tuple[str, str, str], dict[str, str]]:
    with open(path, encoding="utf-8", newline="") as f:
        return {(r["concept"], r["a_id"], r["b_id"]): r for r in csv.DictReader(f)}


def check_frozen(path: Path = HELDOUT, sha256: Path | None = None) -> None:
    """The held-out file is the one committed before tuning (its .sha256 beside it, or ``sha256``)."""
    expected = (sha256 or Path(str(path) + ".sha256")).read_text().split()[0]
    actual = hashlib.sha256(path.read_bytes()).hexdigest()
    if actual != expected:
        # the same kind of failure as a source edited behind the manifest's back
        raise SourceChanged(f"{path.name} changed since it was frozen: sha256 {actual} != {expected}")


def shown_pairs(db: sqlite_utils.Database, concepts: list[str], reviewed: bool = False) -> list[tuple[str, dict]]:
    """The pairs under ``concepts``: the aligner's alone, or with the reviewed pairs applied."""
    cr = {r["id"]: r["cr"] for r in db.query("select id, cr from concepts")}
    reviews = pair_reviews() if reviewed else None
    out = []
    for concept in concepts:
        result = shown(db, concept, cr.get(concept), reviews=reviews) if reviews else align(db, concept, cr.get(concept))
        for pair in result["pairs"]:
            if {pair["a"]["source"], pair["b"]["source"]} == set(SIDES):
                out.append((concept, pair))
    return out


def score(db: sqlite_utils.Database, path: Path, concepts: list[str] | None = None, reviewed: bool = False) -> PairScore:
    """Shown pairs under ``concepts`` (default: those the gold file names) against the gold file:
    the aligner alone, or as shown (``reviewed``: the reviewed pairs applied)."""
    gold = load_gold(path)
    concepts = concepts or sorted({c for c, _, _ in gold})
    count = right_pair = right_verdict = differs_hit = 0
    seen = set()
    for concept, pair in shown_pairs(db, concepts, reviewed):
        a, b = (pair["a"], pair["b"]) if pair["a"]["source"] == SIDES[0] else (pair["b"], pair["a"])
        holds = pair["holds_today"] if a is pair["a"] else {"a": "b", "b": "a"}.get(pair["holds_today"], pair["holds_today"])
        count += 1
        row = gold.get((concept, a["id"], b["id"]))
        if row is None:
            continue
        right_pair += 1
        seen.add((concept, a["id"], b["id"]))
        if row["verdict"] == pair["verdict"] and row["holds_today"] == holds:
            right_verdict += 1
        if row["verdict"] == "differs" and pair["verdict"] == "differs":
            differs_hit += 1
    differs = [k for k, r in gold.items() if r["verdict"] == "differs"]
    return PairScore(count, right_pair, right_verdict, len(gold), len(seen), len(differs), differs_hit)


def with_substantive_statuses(db: sqlite_utils.Database) -> int:
    """Set rulings superseded only for old words back to current (in this database); the
    number changed."""
    rows = [
        r["record_id"]
        for r in db.query("select record_id, reason from record_status where status = 'superseded'")
        if _WORDING_ONLY.match(r["reason"] or "")
    ]
    for rid in rows:
        db.execute("update record_status set status = 'current' where record_id = ?", [rid])
    db.conn.commit()
    return len(rows)


def main() -> None:
    src = resolve_db_path()
    with tempfile.TemporaryDirectory() as tmp:
        for statuses in ("as built", "substantive"):
            path = Path(tmp) / f"{statuses.replace(' ', '-')}.db"
            shutil.copy(src, path)
            db = open_kb(path, readonly=False)
            if statuses == "substantive":
                with_substantive_statuses(db)
            for name, gold, concepts in PARTS:
                if name != "dev":
                    check_frozen(gold)
                for what, reviewed in (("aligner alone", False), ("as shown", True)):
                    s = score(db, gold, concepts, reviewed)
                    print(
                        f"{statuses:12} {name:9} {what:13}",
                        asdict(s),
                        f"pair precision {s.pair_precision:.3f} verdict precision {s.verdict_precision:.3f}",
                        f"recall {s.recall:.3f}",
                    )
            db.close()
