"""The pydantic side of what a ruling shows in search results: its counterparts in other
documents, and the strict base of the pydantic result models.

Pydantic models, so the API schemas and the CLI's ``--json`` reuse them; ``extra="forbid"``
makes a field the library starts producing fail loudly until it is declared here. The ruling
itself as the card and rule views show it (``LinkedRuling``), the rules it rests on, what
superseded it and today's words for its old ones are ``kb.ruling_parts``'s frozen dataclasses,
the ones the build derives and the card view prints; pydantic validates them like models.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from kb.ruling_parts import Caution, RuleLink, StatusChange, WordingTerm

__all__ = ["Caution", "Counterpart", "RuleLink", "StatusChange", "Strict", "WordingTerm"]


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
