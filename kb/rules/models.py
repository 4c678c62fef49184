"""What ``judgedesk rule`` and ``GET /api/rules/{number}`` show: one CR number, the rulings
resting on it (``kb.rulings.rulings_for_rule``) and, for the page, its place in the rules
(``kb.rules.view``). Pydantic models the API schemas and the CLI's ``--json`` reuse; a ruling
is ``kb.ruling_parts.LinkedRuling``, as the card view shows it."""

from __future__ import annotations

from pydantic import Field

from kb.ruling_fields import Strict
from kb.ruling_parts import LinkedRuling


class RuleRulings(Strict):
    """One CR number and every ruling, in any language, resting on it (``judgedesk rule``)."""

    number: str = Field(description="today's number")
    query: str = Field(description="the number as asked for")
    mapped_from: str | None = Field(None, description="the 2006 number asked for, when the query was one")
    title: str | None = None
    cr_version: str | None = None
    source: str | None = None
    rulings: list[LinkedRuling] = Field(
        default_factory=list, description="each with ``via``: resting on this number (exact) or on a subrule"
    )


class RuleRef(Strict):
    number: str
    title: str | None = None


class OldNumber(Strict):
    """A 2006 number that became this one (data/rules/cr-2006.csv)."""

    old_number: str
    era: str
    note: str
    source: str


class CheckRef(Strict):
    """A bundled check that cites the rule or one of its subrules."""

    id: str
    title: str
    rules: list[str]


class RuleView(RuleRulings):
    """One CR number: title, parent, subrules, 2006 numbers, rulings resting on it, checks."""

    parent: RuleRef | None = None
    subrules: list[RuleRef] = Field(default_factory=list)
    old_numbers: list[OldNumber] = Field(default_factory=list, description="{old_number, era, note, source}")
    checks: list[CheckRef] = Field(default_factory=list, description="{id, title, rules}")
