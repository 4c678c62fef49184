"""How many of the corpus's rulings a check backs, by document, mechanic and class (issue 13,
item 4): read from the curated classification ``data/checks/ruling-classes.csv`` (every ruling
of the release notes and the FAQ, with its class and mechanic) and the ``rulings`` links of the
bundled checks. A ruling counts as backed when a check links it with ``relation: backs`` or
``relation: outdated`` (the check shows today's rule) — and, if ``passing`` is given, only when
one of those checks passes.

Used by notebooks/checks.ipynb and tests/kb/checks/test_ruling_coverage.py; works without a
knowledge base (the table carries the record ids, whose last part is the line range)."""

from __future__ import annotations

import csv
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterable

from ingest.errors import JudgedeskError
from kb.checks.catalog import readable_scenarios
from kb.checks.coverage import ShareRow
from kb.checks.links import ruling_links
from kb.checks.schema import Scenario

CLASSES_CSV = Path(__file__).resolve().parents[2] / "data" / "checks" / "ruling-classes.csv"
CLASSES = ("game-rules", "card-text", "tournament", "information")
COLUMNS = ("record_id", "class", "mechanic", "note", "source")


class RulingClassError(JudgedeskError, ValueError):
    """The ruling classification table is malformed (names the file, row and column)."""


@dataclass(frozen=True)
class ClassifiedRuling:
    record_id: str
    source: str
    lines: tuple[int, int]
    cls: str
    mechanic: str


def load_classes(path: Path = CLASSES_CSV) -> list[ClassifiedRuling]:
    """The classification table, validated: known classes, record ids ``source:ruling:N-M``."""
    out: list[ClassifiedRuling] = []
    with open(path, newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        missing = [c for c in COLUMNS if c not in (reader.fieldnames or [])]
        if missing:
            raise RulingClassError(f"{path}: missing columns {missing}")
        for n, row in enumerate(reader, start=2):
            if row["class"] not in CLASSES:
                raise RulingClassError(f"{path} line {n}: class {row['class']!r} is not one of {CLASSES}")
            try:
                source, kind, span = row["record_id"].split(":")
                first, last = (int(x) for x in span.split("-"))
            except ValueError:
                raise RulingClassError(
                    f"{path} line {n}: record_id {row['record_id']!r} is not '<source>:ruling:<first>-<last>'"
                ) from None
            if kind != "ruling":
                raise RulingClassError(f"{path} line {n}: {row['record_id']!r} is no ruling record")
            out.append(ClassifiedRuling(row["record_id"], source, (first, last), row["class"], row["mechanic"] or "general"))
    return out


def checks_by_ruling(
    rulings: Iterable[ClassifiedRuling], scenarios: Iterable[Scenario] | None = None, passing: set[str] | None = None
) -> dict[str, list[tuple[str, str]]]:
    """record id → [(check id, relation)] of the checks linking it (only passing ones if given)."""
    if scenarios is None:
        scenarios = readable_scenarios()
    scenarios = list(scenarios)
    links = ruling_links(scenarios, relation=None)
    relation_of: dict[tuple[str, tuple[int, ...], str], str] = {}
    for s in scenarios:
        for link in s.rulings:
            relation_of[(link.source, tuple(link.lines), s.id)] = link.relation
    out: dict[str, list[tuple[str, str]]] = {}
    for r in rulings:
        found = []
        for rng, cid in links.get(r.source, []):
            if rng[0] <= r.lines[1] and r.lines[0] <= rng[1] and (passing is None or cid in passing):
                found.append((cid, relation_of.get((r.source, tuple(rng), cid), "backs")))
        out[r.record_id] = sorted(set(found))
    return out


def _group(
    rulings: list[ClassifiedRuling], backed: dict[str, list[Any]], key: Callable[[ClassifiedRuling], str]
) -> list[ShareRow]:
    total: Counter[str] = Counter()
    with_check: Counter[str] = Counter()
    for r in rulings:
        total[key(r)] += 1
        with_check[key(r)] += bool(backed[r.record_id])
    return [ShareRow(g, total[g], with_check[g]) for g in sorted(total, key=lambda g: (-total[g], g))]


@dataclass(frozen=True)
class RulingCoverage:
    rulings: list[ClassifiedRuling]
    backed: dict[str, list[tuple[str, str]]]

    def game_rules(self) -> list[ClassifiedRuling]:
        return [r for r in self.rulings if r.cls == "game-rules"]

    def overall(self) -> ShareRow:
        """The game-rules rulings backed by a check (the issue's 60% target)."""
        gr = self.game_rules()
        return ShareRow("game-rules", len(gr), sum(bool(self.backed[r.record_id]) for r in gr))

    def by_class(self) -> list[ShareRow]:
        return _group(self.rulings, self.backed, lambda r: r.cls)

    def by_document(self) -> list[ShareRow]:
        """Game-rules rulings per document."""
        return _group(self.game_rules(), self.backed, lambda r: r.source)

    def by_mechanic(self) -> list[ShareRow]:
        """Game-rules rulings per mechanic (``general`` for the general rules)."""
        return _group(self.game_rules(), self.backed, lambda r: r.mechanic)

    def unbacked(self, cls: str = "game-rules") -> list[ClassifiedRuling]:
        return [r for r in self.rulings if r.cls == cls and not self.backed[r.record_id]]

    def outdated_links(self) -> list[tuple[str, str]]:
        return sorted((rid, cid) for rid, links in self.backed.items() for cid, rel in links if rel == "outdated")


def ruling_coverage(
    scenarios: Iterable[Scenario] | None = None, passing: set[str] | None = None, path: Path = CLASSES_CSV
) -> RulingCoverage:
    if scenarios is None:
        scenarios = readable_scenarios()
    scenarios = list(scenarios)
    rulings = load_classes(path)
    return RulingCoverage(rulings, checks_by_ruling(rulings, scenarios, passing))
