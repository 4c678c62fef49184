"""How far the bundled checks cover what issue 6 asks of them, computed from the checks and a
built knowledge base (never hard-coded): checks per keyword, the mechanic rulings about the
keywords and which of them a passing check backs, links that point at no ruling, and the
mutation proof (each check run once more per cited rule, with that rule disabled).

Used by the tests (tests/kb/checks/test_check_coverage.py), notebooks/checks.ipynb and
bench/checks.py; ``db`` is anything with ``query(sql, params)`` yielding dict rows (an
``sqlite_utils.Database`` from ``kb.build.open_kb``)."""

from __future__ import annotations

from collections import Counter
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any, Iterable

from kb.checks.catalog import all_scenarios, keyword_of
from kb.checks.links import checks_for_ruling, demonstrates
from kb.checks.model import Scenario
from kb.checks.runner import run_scenario
from kb.store.concepts import keyword_rulings as store_keyword_rulings
from kb.store.records import record_line_ranges
from kb.store.rules import rules_linked_from

if TYPE_CHECKING:
    import sqlite_utils

# The keywords the corpus rules on, as (termbase concept id = folder under data/checks, CR rule).
KEYWORDS: tuple[tuple[str, str], ...] = (
    ("flash", "702.8"),
    ("split-second", "702.61"),
    ("suspend", "702.62"),
    ("flashback", "702.34"),
    ("kicker", "702.33"),
    ("storm", "702.40"),
    ("morph", "702.37"),
    ("madness", "702.35"),
    ("buyback", "702.27"),
    ("echo", "702.30"),
    ("flanking", "702.25"),
    ("shadow", "702.28"),
    ("cascade", "702.85"),
    ("myriad", "702.116"),
    ("vanishing", "702.63"),
    ("time-travel", "701.56"),
    ("villainous-choice", "701.55"),
    ("doctors-companion", "702.124m"),
)
KEYWORD_IDS = tuple(k for k, _ in KEYWORDS)
MIN_CHECKS_PER_KEYWORD = 2
MIN_BACKED_SHARE = 0.5


def checks_per_keyword(scenarios: Iterable[Scenario] | None = None) -> dict[str, list[str]]:
    """keyword → ids of the bundled checks in its folder (every keyword present, maybe empty)."""
    out: dict[str, list[str]] = {k: [] for k in KEYWORD_IDS}
    for s in all_scenarios() if scenarios is None else scenarios:
        folder = keyword_of(s)
        if folder in out:
            out[folder].append(s.id)
    return out


def passing_ids(scenarios: Iterable[Scenario] | None = None) -> set[str]:
    return {s.id for s in (all_scenarios() if scenarios is None else scenarios) if run_scenario(s).passed}


def keyword_rulings(db: sqlite_utils.Database) -> list[dict[str, Any]]:
    """The corpus's mechanic rulings about the keywords: rulings under a mechanic heading whose
    subject concept (termbase, ``how = 'subject'``) is one of ``KEYWORD_IDS``."""
    return [asdict(row) for row in store_keyword_rulings(db, KEYWORD_IDS)]


def ruling_coverage(db: sqlite_utils.Database, passing: set[str]) -> list[dict[str, Any]]:
    """Each keyword ruling with the checks linked to it and whether one of them passes."""
    out: list[dict[str, Any]] = []
    for r in keyword_rulings(db):
        checks = checks_for_ruling(r["source"], (r["first"], r["last"]))
        out.append({**r, "checks": checks, "backed": any(c in passing for c in checks)})
    return out


@dataclass(frozen=True)
class ShareRow:
    group: str
    rulings: int
    backed: int

    @property
    def share(self) -> float:
        return self.backed / self.rulings if self.rulings else 0.0


def backed_share(coverage: list[dict[str, Any]], by: str) -> list[ShareRow]:
    """Rulings and backed rulings grouped by ``keyword`` or ``source``."""
    total: Counter[str] = Counter()
    backed: Counter[str] = Counter()
    for row in coverage:
        total[row[by]] += 1
        backed[row[by]] += row["backed"]
    return [ShareRow(g, total[g], backed[g]) for g in sorted(total)]


def ruling_ranges(db: sqlite_utils.Database) -> dict[str, set[tuple[int, int]]]:
    """source → line ranges of its ruling records."""
    return record_line_ranges(db, "ruling")


RULE_TEXT_KINDS = ("term", "passage", "rule_excerpt")  # records that state a rule rather than rule on a card


def rule_text_rules(db: sqlite_utils.Database) -> set[str]:
    """The rules glossary terms, rulebook passages and quoted rule excerpts are linked to: a
    check citing one of them, or a subrule, is shown with those records as their check
    (``kb.rulings.enrich_rule_texts``)."""
    return rules_linked_from(db, RULE_TEXT_KINDS)


def link_problems(db: sqlite_utils.Database, scenarios: Iterable[Scenario] | None = None) -> list[str]:
    """Checks whose ``rulings`` point at no ruling: a link whose source and lines are no record
    of the knowledge base, or a check none of whose links is a ruling record (a link to a
    document's quoted rule excerpt may accompany, never replace, a ruling). A check that links
    nothing is a check of a rule: it must demonstrate a rule some glossary term, rulebook
    passage or rule excerpt of the corpus is linked to, so that it backs those records."""
    rulings = ruling_ranges(db)
    rule_texts = rule_text_rules(db)
    records = record_line_ranges(db)
    problems = []
    for s in all_scenarios() if scenarios is None else scenarios:
        for link in s.rulings:
            if tuple(link.lines) not in records.get(link.source, set()):
                problems.append(f"{s.id} ({s.file}): {link.source} lines {list(link.lines)} is no record of the knowledge base")
        if not s.rulings:
            if not any(demonstrates(cited, number) for cited in s.rules for number in rule_texts):
                problems.append(f"{s.id} ({s.file}): links no ruling and demonstrates no rule a rule text of the corpus names")
        elif not any(tuple(link.lines) in rulings.get(link.source, set()) for link in s.rulings):
            problems.append(f"{s.id} ({s.file}): links no ruling record")
    return problems


def mutation_results(scenarios: Iterable[Scenario] | None = None, passing: set[str] | None = None) -> list[dict[str, Any]]:
    """Each check × each rule it cites: does it pass as is, and does it fail with the rule off?
    ``passing``: the ids of the checks already known to pass as is (``passing_ids``), so that
    they are not run again."""
    out = []
    for s in all_scenarios() if scenarios is None else scenarios:
        baseline = s.id in passing if passing is not None else run_scenario(s).passed
        for rule in s.rules:
            result = run_scenario(s, disable=[rule])
            out.append(
                {
                    "check": s.id,
                    "keyword": keyword_of(s),
                    "rule": rule,
                    "passes": baseline,
                    "fails_without_rule": not result.passed,
                    "failure": result.failure or "",
                }
            )
    return out
