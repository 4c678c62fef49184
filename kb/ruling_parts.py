"""A ruling as it is shown wherever it appears (``LinkedRuling``) and its typed pieces: the
rules it rests on and why, the rules change that superseded it, and today's words for its old
ones.

One definition for every place that shows them: ``kb.rules`` derives them at build time
(``kb.rules.status`` stores a change's ``to_dict()`` as JSON in ``record_status``), the card
view (``kb.card_results``) prints them, and the pydantic result models of search and the rule
view (``kb.ruling_fields``) declare them as field types, so the API schema documents each once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from kb.shown import Located, Shown


@dataclass(frozen=True, kw_only=True, slots=True)
class RulingPart(Shown):
    """A piece of a ruling: strict, as the pydantic result models that embed it, so a field
    the library starts producing fails loudly until it is declared here."""

    __pydantic_config__ = {**Shown.__pydantic_config__, "extra": "forbid"}


@dataclass(frozen=True, kw_only=True, slots=True)
class RuleLink(RulingPart):
    """One rule a record rests on (``rule_links``, derived at build time by ``kb.rules``)."""

    number: str
    """the current CR number"""
    title: str | None = None
    derivation: str
    """how the link was found: reviewed, precedent, quoted, mapped, cue, keyword, heading, context"""
    quoted_as: str | None = None
    """the number as the record printed it, when it differs (a 2006 number)"""
    evidence: str | None = None
    """the words of the record that gave the link; for reviewed and precedent, the review (file, line)"""
    role: str = "key"
    """key: a rule the record rests on; also: a further rule its reviewer accepted, shown after the keys"""


@dataclass(frozen=True, kw_only=True, slots=True)
class StatusChange(RulingPart):
    """The rules change that superseded a ruling (``data/rules`` changes)."""

    id: str
    date: str
    title: str
    rule: str
    """the CR number that holds today"""
    rules: tuple[str, ...]
    today: str
    """what holds today"""
    evidence: str
    """the words of the ruling the change was matched by"""
    source: str
    also: tuple[str, ...] = ()
    """ids of further changes the ruling matched"""

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> StatusChange:
        return cls(**{**d, "rules": tuple(d["rules"]), "also": tuple(d.get("also") or ())})


@dataclass(frozen=True, kw_only=True, slots=True)
class WordingTerm(RulingPart):
    """An old word of a ruling and today's word for it (the substance still holds)."""

    old: str
    """as the record writes it"""
    new: str
    """today's term in the record's language"""
    change: str
    """the id of the terminology change (data/rules/changes.csv), or glossary-veraltet"""


@dataclass(frozen=True, kw_only=True, slots=True)
class Caution(RulingPart):
    """A part of a ruling that was wrong when printed (not a rules change: the ruling stays
    current), with the rule that says so and who found it (data/rules/cautions.csv)."""

    rule: str
    note: str
    """which part does not hold, and what holds instead"""
    source: str


@dataclass(frozen=True, kw_only=True, slots=True)
class LinkedRuling(Located):
    """A ruling as every view shows it (the card view, the rule view, a card's mechanics): the
    record (its subject and the numbers it prints) and what ``kb.rulings.enrich_rulings`` adds
    (rules, status, wording, checks). The one definition: the API schema and ``--json`` reuse it."""

    # Shown only when set: a ruling with rule links has no reason why none was found,
    # ``subject_id`` is absent from records printed under no subject, and only the rule view
    # says how a ruling rests on the rule asked for (``via``).
    omitted_when_none: ClassVar[frozenset[str]] = frozenset({"no_rule_reason", "subject_id", "via", "caution"})

    subject_kind: str | None = None
    """card | mechanic: what it is printed under"""
    subject: str | None = None
    subject_lines: tuple[int, int] | None = None
    rule_numbers: tuple[str, ...] = ()
    """the CR numbers its text prints"""
    bullet: str = ""
    section: str = ""
    subject_id: str | None = None
    """the record id of the card or mechanic it is printed under"""
    rules: tuple[RuleLink, ...] = ()
    status: str = "current"
    """current or superseded"""
    status_reason: str | None = None
    current_rule: str | None = None
    """the CR number that holds today, when superseded"""
    status_change: StatusChange | None = None
    wording: str = "current"
    """current, or dated (old words, substance current)"""
    wording_terms: tuple[WordingTerm, ...] = ()
    no_rule_reason: str | None = None
    """without a rule link: why none was found (shown only then)"""
    caution: Caution | None = None
    """a part wrong when printed (shown only then)"""
    checks: tuple[str, ...] = ()
    """ids of the checks that demonstrate it"""
    via: str | None = None
    """the rule view only: exact (linked to the number asked for) or subrule (to one of its subrules)"""

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> LinkedRuling:
        change = d.get("status_change")
        return cls(
            **{
                **d,
                "lines": span(d["lines"]),
                "subject_lines": span(d["subject_lines"]) if d.get("subject_lines") else None,
                "rule_numbers": tuple(d.get("rule_numbers") or ()),
                "rules": tuple(RuleLink(**r) for r in d.get("rules") or ()),
                "status_change": StatusChange.from_dict(change) if change else None,
                "wording_terms": tuple(WordingTerm(**t) for t in d.get("wording_terms") or ()),
                "caution": Caution(**d["caution"]) if d.get("caution") else None,
                "checks": tuple(d.get("checks") or ()),
            }
        )


def span(lines: Any) -> tuple[int, int]:
    """A record's ``[first, last]`` lines as the results hold them."""
    first, last = lines
    return int(first), int(last)
