"""Score the rule links of a knowledge base against the gold set (data/eval/rule-links/,
read by kb.rules.gold).

- precision: of the links shown for the sampled rulings, the share that are key or
  acceptable numbers (exact numbers: a link to 702.62 is not 702.62a);
- key-rule recall: of the rulings that rest on a rule, the share for which a key rule is
  linked; ``key_rules_linked`` is the same counted per key rule.

The parts already scored are also the linker's reviewed links (kb.rules.reviewed): shown as
they are, they would score 1.0 against themselves. ``linker_links`` therefore derives a part's
links again with that part's own reviews left out, so that a part measures what the linker
finds for rulings nobody reviewed (the reviews of the other parts still count, as they do for
any unreviewed ruling of the corpus).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import sqlite_utils

from kb.rules.build import derive_all
from kb.rules.gold import GOLD_DIR, GoldRuling, GoldSetError, load_gold
from kb.rules.reviewed import Reviews
from kb.store.rules import all_rule_links

__all__ = ["GOLD_DIR", "GoldRuling", "GoldSetError", "LinkScore", "linker_links", "load_gold", "score_links"]


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

    def __add__(self, other: LinkScore) -> LinkScore:
        """Both scores' counts together (several documents scored as one)."""
        counts = ("rulings", "links", "correct_links", "with_key", "key_found", "key_rules", "key_rules_linked")
        return LinkScore(**{n: getattr(self, n) + getattr(other, n) for n in counts}, misses=self.misses + other.misses)

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


def linker_links(db: sqlite_utils.Database, part: str) -> dict[str, list[str]]:
    """The rules linked to each ruling of ``part`` when that part's own reviews are left out
    (what the linker shows a ruling nobody reviewed)."""
    ids = {g.record_id for g in load_gold(part)}
    links, _statuses, _read = derive_all(db, Reviews.load(leave_out=part), only=ids)
    out: dict[str, list[str]] = {}
    for row in links:
        out.setdefault(row["record_id"], []).append(row["rule"])
    return out


def score_links(db: sqlite_utils.Database, gold: list[GoldRuling], linked: dict[str, list[str]] | None = None) -> LinkScore:
    """Score ``linked`` (record id -> rules), by default the knowledge base's rule_links table."""
    if linked is None:
        linked = {}
        for record_id, rule in all_rule_links(db):
            linked.setdefault(record_id, []).append(rule)
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
