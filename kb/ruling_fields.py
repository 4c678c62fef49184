"""The typed pieces every ruling shows wherever it appears (search, card view, rule view,
cross-check): the rules it rests on and why, what changed when it is superseded, today's
terms for its old words, and its counterparts in other documents.

Pydantic models, so the API schemas and the CLI's ``--json`` reuse them; ``extra="forbid"``
makes a field the library starts producing fail loudly until it is declared here. The rules a
ruling rests on, what superseded it and today's words for its old ones are ``kb.ruling_parts``'s
frozen dataclasses, the ones the build derives and the card view prints; pydantic validates them
like models.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from kb.ruling_parts import RuleLink, StatusChange, WordingTerm

__all__ = ["Counterpart", "RuleLink", "Ruling", "StatusChange", "Strict", "WordingTerm"]


class Strict(BaseModel):
    """A result model: every field declared, none added on the way."""

    model_config = ConfigDict(extra="forbid")


class Counterpart(Strict):
    """The same ruling in another document or language (``kb.crosscheck``)."""

    id: str
    source: str
    lang: str
    text: str
    status: str = Field(description='"current" or "superseded"')
    score: float
    method: str
    derivation: str = Field(
        default="aligner", description="reviewed (a reader's verdict, data/rules/reviews/pair-reviews.csv) | aligner"
    )
    concept: str
    verdict: str = Field(description="same | differs")
    holds_today: str = Field(description="seen from the asking ruling: this | other | both | neither")
    why: str


class Ruling(Strict):
    """A ruling record as the card and rule views show it: where it stands (document, lines,
    subject) and what ``kb.rulings.enrich_rulings`` adds (rules, status, wording, checks)."""

    kind: str = Field(description="ruling")
    id: str
    source: str
    file: str
    lines: list[int] = Field(description="[first, last], 1-based, inclusive")
    lang: str
    date: str | None = None
    text: str
    subject_kind: str | None = Field(None, description="card | mechanic | … : what the ruling is printed under")
    subject: str | None = None
    subject_lines: list[int] | None = Field(None, description="the subject heading's [first, last] lines")
    rule_numbers: list[str] = Field(default_factory=list, description="the CR numbers the ruling's text prints")
    bullet: str | None = None
    section: str | None = None
    subject_id: str | None = Field(None, description="the record id of the card or mechanic it is printed under")
    rules: list[RuleLink] = Field(default_factory=list)
    status: str = Field("current", description='"current" or "superseded"')
    status_reason: str | None = Field(None, description="why superseded, in one line")
    current_rule: str | None = Field(None, description="the CR number that holds today, when superseded")
    status_change: StatusChange | None = Field(None, description="the change that superseded it")
    wording: str = Field("current", description='"current", or "dated" (old words, substance current)')
    wording_terms: list[WordingTerm] = Field(default_factory=list, description="today's words for its old ones")
    no_rule_reason: str | None = Field(
        None, exclude_if=lambda v: v is None, description="without a rule link: why none was found (shown only then)"
    )
    checks: list[str] = Field(default_factory=list, description="ids of the checks that demonstrate it")
