"""What every ruling shows wherever it appears (card view, search, cross-check, export):
its rules and status (derived at build time by kb.rules) and the checks that demonstrate it;
and the rulings resting on one rule (``judgedesk rule``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import sqlite_utils

from kb.checks import checks_for_ruling
from kb.checks.links import checks_citing
from kb.rules.data import cr_rules, title_of
from kb.rules.lookup import chunks, has_rule_tables, normalize_number, rules_for
from kb.ruling_parts import LinkedRuling
from kb.store.records import records_by_id
from kb.store.rules import ruling_links_within

if TYPE_CHECKING:  # pydantic loads only for the rule view: `judgedesk card` starts without it
    from kb.rules.models import RuleRulings


def enrich_rulings(db: sqlite_utils.Database, rulings: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Add ``rules`` [{number, title, derivation, quoted_as, evidence}], ``status`` (current |
    superseded), ``status_reason``, ``current_rule``, ``status_change`` (what changed, when,
    what holds today), ``wording`` (current | dated) with ``wording_terms`` [{old, new}] and
    ``checks`` to each ruling dict.
    A ruling without a rule link also gets ``no_rule_reason``; one wrong in part when printed,
    ``caution`` ({rule, note, source}: kb/rules/cautions.py)."""
    linked = rules_for(db, [r["id"] for r in rulings if r.get("id")])
    for ruling in rulings:
        info = linked.get(ruling.get("id") or "", {})  # rules_for keys only ids that are set
        ruling["rules"] = info.get("rules", ruling.get("rules") or [])
        ruling["status"] = info.get("status", ruling.get("status") or "current")
        ruling["status_reason"] = info.get("status_reason")
        ruling["current_rule"] = info.get("current_rule")
        ruling["status_change"] = info.get("status_change")
        ruling["wording"] = info.get("wording", "current")
        ruling["wording_terms"] = info.get("wording_terms", [])
        if not ruling["rules"] and info.get("no_rule_reason"):
            ruling["no_rule_reason"] = info["no_rule_reason"]
        if info.get("caution"):
            ruling["caution"] = info["caution"]
        ruling["checks"] = checks_for(ruling["source"], ruling["lines"])
    return rulings


def enrich_rule_texts(db: sqlite_utils.Database, records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A rule excerpt, glossary term or rulebook passage shown as an answer: its ``rules``
    (the numbers its words give, kb.rules) and, as ``checks``, the checks that demonstrate
    those rules (``checks_citing``); ``checks_of`` names the rules they were found by."""
    linked = rules_for(db, [r["id"] for r in records if r.get("id")])
    for rec in records:
        info = linked.get(rec.get("id") or "", {})
        rules = info.get("rules", [])
        rec["rules"] = rules
        # a rulebook passage can be outdated too (the old planeswalker uniqueness rule): it
        # carries its status as a ruling does, and why it cites no rule when none states it
        for name in ("status_reason", "current_rule", "status_change", "no_rule_reason"):
            rec[name] = info.get(name)
        rec["status"] = info.get("status", "current")
        rec["wording"] = info.get("wording", "current")
        rec["wording_terms"] = info.get("wording_terms", [])
        if rules:
            rec["no_rule_reason"] = None
        numbers = [r["number"] for r in rules]
        rec["checks"] = checks_citing(numbers)
        rec["checks_of"] = numbers if rec["checks"] else []
    return records


def checks_for(source: str, lines: list[int]) -> list[str]:
    """Ids of the scenario checks linked to the ruling at ``source`` ``lines``."""
    return list(checks_for_ruling(source, tuple(lines)))


def rulings_for_rule(db: sqlite_utils.Database, number: str) -> RuleRulings:
    """The rule's title and every ruling (any language) resting on it or on one of its
    subrules (``via``: "exact" or "subrule"). A ruling linked only to the parent rule is not
    listed for a subrule: it rests on the rule, and the link does not say it rests on this
    part of it. Old 2006 numbers are mapped first. Raises ``RuleNotFound``."""
    # pydantic models: `judgedesk card` loads this module and must not load pydantic (~80 ms)
    from kb.rules.models import RuleRulings

    current, old = normalize_number(number)
    links = ruling_links_within(db, current) if has_rule_tables(db) else []
    via: dict[str, str] = {}
    for link in links:
        if via.get(link.record_id) != "exact":
            via[link.record_id] = "exact" if link.rule == current else "subrule"
    title = title_of(current)
    ids = list(via)
    rulings = []
    for chunk in chunks(ids, 500):
        rulings += records_by_id(db, chunk)
    row = cr_rules()[current]
    return RuleRulings(
        number=current,
        query=number,
        mapped_from=old,
        title=title,
        cr_version=row.get("cr_version"),
        source=row.get("source"),
        rulings=[LinkedRuling.from_dict({**r, "via": via[r["id"]]}) for r in enrich_rulings(db, rulings)],
    )
