"""Score the rule links of a knowledge base against the gold set (data/eval/rule-links/).

The gold set names, per sampled ruling, the rule(s) it rests on (``key_rules``) and other
numbers a careful judge accepts as correct but less precise (``acceptable_rules``), read
from the CR by an annotator who did not see judgedesk's links (see its README).

- precision: of the links shown for the sampled rulings, the share that are key or
  acceptable numbers (exact numbers: a link to 702.62 is not 702.62a);
- key-rule recall: of the rulings that rest on a rule, the share for which a key rule is
  linked; ``key_rules_linked`` is the same counted per key rule.

The held-out parts (``heldout.csv`` to ``heldout5.csv``, any ``heldout*``) are
frozen: each must have its ``<part>.csv.sha256`` beside it and match it before it is scored, and
corrections found later (``<part>-errata.csv``) are applied on reading.
"""

from __future__ import annotations

import csv
import hashlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import sqlite_utils

from kb.errors import JudgedeskError

GOLD_DIR = Path(__file__).resolve().parents[2] / "data" / "eval" / "rule-links"


class GoldSetError(JudgedeskError, ValueError):
    """The gold file is missing, malformed or no longer the frozen one."""

    what = "gold set"


@dataclass(frozen=True)
class GoldRuling:
    record_id: str
    key: frozenset[str]
    acceptable: frozenset[str]
    status: str
    klass: str


@dataclass
class LinkScore:
    rulings: int = 0
    links: int = 0
    correct_links: int = 0
    with_key: int = 0  # rulings whose gold names a key rule
    key_found: int = 0  # ... of which a key rule is linked
    key_rules: int = 0
    key_rules_linked: int = 0
    misses: list[dict[str, Any]] = field(default_factory=list)

    @property
    def precision(self) -> float:
        return self.correct_links / self.links if self.links else 0.0

    @property
    def key_recall(self) -> float:
        return self.key_found / self.with_key if self.with_key else 0.0

    @property
    def key_rule_recall(self) -> float:
        return self.key_rules_linked / self.key_rules if self.key_rules else 0.0

    def as_row(self) -> dict[str, float | int]:
        return {
            "rulings": self.rulings,
            "links": self.links,
            "precision": round(self.precision, 3),
            "key_recall": round(self.key_recall, 3),
            "key_rule_recall": round(self.key_rule_recall, 3),
        }


def load_gold(name: str, gold_dir: Path = GOLD_DIR) -> list[GoldRuling]:
    """``dev`` or a held-out part (``heldout`` to ``heldout5``); a held-out file must match its frozen sha256."""
    path = gold_dir / f"{name}.csv"
    if not path.is_file():
        raise GoldSetError(f"{path}: gold file missing")
    frozen = path.with_name(path.name + ".sha256")
    if name.startswith("heldout") and not frozen.is_file():
        # without its checksum a held-out part could be edited after scoring unnoticed
        raise GoldSetError(f"{path}: held-out part has no {frozen.name}")
    if frozen.is_file():
        want = frozen.read_text(encoding="utf-8").split()[0]
        have = hashlib.sha256(path.read_bytes()).hexdigest()
        if want != have:
            raise GoldSetError(f"{path}: sha256 {have} differs from the frozen {want} ({frozen.name})")
    corrections = _errata(path.with_name(f"{name}-errata.csv"))
    out = []
    with path.open(encoding="utf-8", newline="") as fh:
        for line, row in enumerate(csv.DictReader(fh), start=2):
            if not row.get("record_id"):
                raise GoldSetError(f"{path}:{line}: record_id is empty")
            for column, (frozen_value, corrected) in corrections.get(row["record_id"], {}).items():
                row[column] = row.get(column, "").replace(frozen_value, corrected)
            out.append(
                GoldRuling(
                    row["record_id"],
                    _numbers(row.get("key_rules")),
                    _numbers(row.get("acceptable_rules")),
                    row.get("status") or "",
                    row.get("class") or "",
                )
            )
    return out


def score_links(db: sqlite_utils.Database, gold: list[GoldRuling]) -> LinkScore:
    linked: dict[str, list[str]] = {}
    for row in db.query("select record_id, rule from rule_links order by rowid"):
        linked.setdefault(row["record_id"], []).append(row["rule"])
    score = LinkScore()
    for g in gold:
        links = linked.get(g.record_id, [])
        score.rulings += 1
        score.links += len(links)
        good = [n for n in links if n in g.key or n in g.acceptable]
        score.correct_links += len(good)
        if g.key:
            score.with_key += 1
            score.key_rules += len(g.key)
            hit = g.key & set(links)
            score.key_rules_linked += len(hit)
            score.key_found += bool(hit)
        if len(good) < len(links) or (g.key and not g.key & set(links)):
            score.misses.append(
                {"record_id": g.record_id, "linked": links, "key": sorted(g.key), "acceptable": sorted(g.acceptable)}
            )
    return score


def _errata(path: Path) -> dict[str, dict[str, tuple[str, str]]]:
    """Corrections found after a part was frozen (``<name>-errata.csv``: record_id, column,
    frozen_value, corrected_value, reason): applied on reading, so the frozen file and its
    hash stay as committed."""
    if not path.is_file():
        return {}
    out: dict[str, dict[str, tuple[str, str]]] = {}
    with path.open(encoding="utf-8", newline="") as fh:
        for row in csv.DictReader(fh):
            if row["column"] in ("key_rules", "acceptable_rules"):
                out.setdefault(row["record_id"], {})[row["column"]] = (row["frozen_value"], row["corrected_value"])
    return out


def _numbers(cell: str | None) -> frozenset[str]:
    return frozenset(n.strip() for n in (cell or "").replace(",", "|").split("|") if n.strip())
