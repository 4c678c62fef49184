"""One rule as the judge-desk page shows it: number and title, parent and subrules, the
2006 numbers that became it, the rulings resting on it (any language, with status) and the
bundled checks that exercise it. Raises ``RuleNotFound`` with the closest numbers."""

from __future__ import annotations

import re
from pathlib import Path

import sqlite_utils

from kb.checks import all_scenarios
from kb.rules.data import cr_2006, cr_rules, title_of
from kb.rules.models import CheckRef, OldNumber, RuleRef, RuleView
from kb.rulings import rulings_for_rule

_SUBRULE = re.compile(r"^\d{3}\.\d+[a-z]+$")
_RULE = re.compile(r"^\d{3}\.\d+$")


def parent_of(number: str) -> str | None:
    """702.62a -> 702.62, 702.62 -> 702, 702 -> None."""
    if _SUBRULE.match(number):
        return re.sub(r"[a-z]+$", "", number)
    if _RULE.match(number):
        return number.split(".")[0]
    return None


def children_of(number: str) -> list[str]:
    """A section's rules (not their subrules), a rule's subrules, in the index's order."""
    if _SUBRULE.match(number):
        return []
    if _RULE.match(number):
        return [n for n in cr_rules() if _SUBRULE.match(n) and re.sub(r"[a-z]+$", "", n) == number]
    return [n for n in cr_rules() if _RULE.match(n) and n.split(".")[0] == number]


def old_numbers_of(number: str) -> list[OldNumber]:
    """The 2006 numbers that map to ``number`` (data/rules/cr-2006.csv), with their sources."""
    return [
        OldNumber(old_number=old, era="2006", note=row.get("note") or "", source=row["source"])
        for old, row in cr_2006().items()
        if row["current_number"] == number
    ]


def checks_of(number: str, checks_dir: Path | None = None) -> list[CheckRef]:
    """Bundled checks citing ``number`` or one of its subrules."""
    scenarios = all_scenarios(checks_dir) if checks_dir else all_scenarios()

    def cites(rule: str) -> bool:
        if rule == number:
            return True
        if _RULE.match(number):
            return re.sub(r"[a-z]+$", "", rule) == number
        return "." not in number and rule.startswith(number + ".")

    return [CheckRef(id=s.id, title=s.title, rules=list(s.rules)) for s in scenarios if any(cites(r) for r in s.rules)]


def rule_view(db: sqlite_utils.Database, number: str, checks_dir: Path | None = None) -> RuleView:
    found = rulings_for_rule(db, number)
    current = found.number
    parent = parent_of(current)
    return RuleView(
        **dict(found),
        parent=RuleRef(number=parent, title=title_of(parent)) if parent else None,
        subrules=[RuleRef(number=n, title=title_of(n)) for n in children_of(current)],
        old_numbers=old_numbers_of(current),
        checks=checks_of(current, checks_dir),
    )
