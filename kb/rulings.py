"""What every ruling shows wherever it appears (card view, search, cross-check, export):
its rules and status (derived at build time by kb.rules) and the checks that demonstrate it."""
from __future__ import annotations

from typing import Any

import sqlite_utils


def enrich_rulings(db: sqlite_utils.Database, rulings: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Add ``rules`` [{number, title, derivation, quoted_as, evidence}], ``status`` (current |
    superseded), ``status_reason``, ``current_rule``, ``status_change`` (what changed, when,
    what holds today), ``wording`` (current | dated) with ``wording_terms`` [{old, new}] and
    ``checks`` to each ruling dict.
    A ruling without a rule link also gets ``no_rule_reason``."""
    from kb.rules.lookup import rules_for

    linked = rules_for(db, [r["id"] for r in rulings if r.get("id")])
    for ruling in rulings:
        info = linked.get(ruling.get("id"), {})
        ruling["rules"] = info.get("rules", ruling.get("rules") or [])
        ruling["status"] = info.get("status", ruling.get("status") or "current")
        ruling["status_reason"] = info.get("status_reason")
        ruling["current_rule"] = info.get("current_rule")
        ruling["status_change"] = info.get("status_change")
        ruling["wording"] = info.get("wording", "current")
        ruling["wording_terms"] = info.get("wording_terms", [])
        if not ruling["rules"] and info.get("no_rule_reason"):
            ruling["no_rule_reason"] = info["no_rule_reason"]
        ruling["checks"] = checks_for(ruling["source"], ruling["lines"])
    return rulings


def checks_for(source: str, lines: list[int]) -> list[str]:
    """Ids of the scenario checks linked to the ruling at ``source`` ``lines``."""
    try:
        from kb.checks import checks_for_ruling
    except ModuleNotFoundError as e:  # the checks package is not built yet
        if e.name and e.name.startswith("kb.checks"):
            return []
        raise
    return list(checks_for_ruling(source, tuple(lines)))
