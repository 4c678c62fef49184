"""Read side of the concordance: a record's rules and status, and rule numbers as a judge
types them (``kb.rulings.rulings_for_rule`` lists the rulings resting on one). Only numbers of
the rule index are shown or looked up: an unknown number raises ``RuleNotFound`` with the
closest listed numbers."""

from __future__ import annotations

import re
from typing import Any, Iterable

import sqlite_utils

from kb.errors import RuleNotFound
from kb.rules.data import RULE_NUMBER, close_numbers, cr_2006, cr_rules, title_of
from kb.store.records import has_table
from kb.store.rules import stored_rule_links, stored_statuses


def has_rule_tables(db: sqlite_utils.Database) -> bool:
    return has_table(db, "rule_links")


def rules_for(db: sqlite_utils.Database, record_ids: Iterable[str]) -> dict[str, dict[str, Any]]:
    """record id -> {rules: [{number, title, derivation, quoted_as, evidence, role}], status, status_reason,
    current_rule, status_change, wording, wording_terms, no_rule_reason, caution}. ``status_change``
    is None unless superseded; ``caution`` ({rule, note, source}) is None unless a part of the
    ruling was wrong when printed; ``wording_terms`` [{old, new, change}] is empty unless
    ``wording`` is "dated". Records the build did not see are absent."""
    ids = list(dict.fromkeys(record_ids))
    if not ids or not has_rule_tables(db):
        return {}
    index = cr_rules()
    out: dict[str, dict[str, Any]] = {}
    for chunk in chunks(ids, 500):
        for status in stored_statuses(db, chunk):
            out[status.record_id] = {
                "rules": [],
                "status": status.status,
                "status_reason": status.reason,
                "current_rule": status.current_rule,
                "status_change": status.change.to_dict() if status.change else None,
                "wording": status.wording,
                "wording_terms": [t.to_dict() for t in status.wording_terms],
                "no_rule_reason": status.no_rule_reason,
                "caution": status.caution.to_dict() if status.caution else None,
            }
        for link in stored_rule_links(db, chunk):
            if link.rule not in index:
                continue  # a link may only name a number of the rule index
            entry = out.setdefault(
                link.record_id,
                {
                    "rules": [],
                    "status": "current",
                    "status_reason": None,
                    "current_rule": None,
                    "status_change": None,
                    "wording": "current",
                    "wording_terms": [],
                    "no_rule_reason": None,
                    "caution": None,
                },
            )
            entry["rules"].append(
                {
                    "number": link.rule,
                    "title": title_of(link.rule),
                    "derivation": link.derivation,
                    "quoted_as": link.quoted_as,
                    "evidence": link.evidence,
                    "role": link.role,
                }
            )
    return out


def normalize_number(query: str) -> tuple[str, str | None]:
    """(current number, old number it was mapped from or None). Accepts "CR 702.62",
    "702.62.", "rule 502.59"; an old number known only to the 2006 table is mapped. A
    number neither listed in the rule index nor mapped to a listed one raises
    ``RuleNotFound`` with the closest listed numbers."""
    number = re.sub(r"^(?:cr|rule|regel|规则)\s*", "", (query or "").strip().lower()).rstrip(".")
    if not RULE_NUMBER.match(number):
        raise RuleNotFound(query, close_numbers(number))
    index = cr_rules()
    if number in index:
        return number, None
    # otherwise a number the 2006 table lists is taken as old (502.59 was Suspend; today's
    # 502 has no rule 502.59); an old subrule the table lacks is refused, not guessed
    old = cr_2006().get(number)
    if old and old["current_number"] in index:
        return old["current_number"], number
    raise RuleNotFound(number, _close_old_numbers(number) or close_numbers(number))


def _close_old_numbers(number: str, limit: int = 5) -> list[str]:
    """2006 numbers of the same old rule (502.59d -> 502.59, 502.59a, ...): the lookup
    accepts them, and a judge typing an old number most likely meant one of them."""
    base = re.sub(r"[a-z]+$", "", number)
    return sorted(n for n in cr_2006() if re.sub(r"[a-z]+$", "", n) == base)[:limit]


def chunks(items: list[str], size: int) -> Iterable[list[str]]:
    """``items`` in runs of at most ``size``: SQLite takes only so many ``?`` in one query."""
    for i in range(0, len(items), size):
        yield items[i : i + size]
