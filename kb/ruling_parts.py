"""The typed pieces a ruling shows wherever it appears: the rules it rests on and why, the
rules change that superseded it, and today's words for its old ones.

One definition for every place that shows them: ``kb.rules`` derives them at build time
(``kb.rules.status`` stores a change's ``to_dict()`` as JSON in ``record_status``), the card
view (``kb.card_results``) prints them, and the pydantic result models of search and the rule
view (``kb.ruling_fields``) declare them as field types, so the API schema documents each once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kb.shown import Shown


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
