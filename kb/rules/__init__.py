"""The rule concordance: today's CR numbers and titles, 2006 numbers mapped to today's,
each record's rule links and status (built by ``kb.rules.build:build_rule_links``).
The rulings resting on a rule are listed by ``kb.rulings.rulings_for_rule``.

    rules_for(db, record_ids) -> {id: {rules, status, status_reason, current_rule, status_change,
                                   wording, wording_terms, no_rule_reason}}
    title_of(number) -> str | None          map_2006(old_number) -> str | None
"""

from __future__ import annotations

from kb.errors import RuleNotFound
from kb.rules.data import RulesDataError, title_of
from kb.rules.lookup import rules_for
from kb.rules.numbers import map_2006, quoted_numbers

__all__ = ["RuleNotFound", "RulesDataError", "map_2006", "quoted_numbers", "rules_for", "title_of"]
