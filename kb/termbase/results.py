"""What the termbase answers with: a concept and its labels, a term resolved to its concept,
a list of concepts. Pydantic models the API schemas and ``judgedesk terms --json`` reuse."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class _Result(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Label(_Result):
    """One name of a concept in one language and era, with where it comes from."""

    lang: str = Field(description="de | zh | en")
    label: str
    era: str = Field(description="current | 2006 | outdated | typo | variant")
    note: str = ""
    source: str


class Concept(_Result):
    """A game concept (keyword, zone, card type, …) with its labels in every language and era."""

    id: str
    kind: str = Field(description="mechanic | keyword | game-term | zone | card-type | step | counter | …")
    cr: str | None = Field(None, description="the CR number that defines it")
    en: str = Field(description="its English name")
    labels: list[Label] = Field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return self.model_dump()


class TermResolution(_Result):
    """The concept a term names (today's or a 2006 label, an inflected form or a known typo)."""

    query: str
    label: str = Field(description="the label as stored")
    lang: str
    era: str
    is_typo: bool = False
    concept: Concept


class TermList(_Result):
    """The concepts whose labels match ``query`` (every concept without one)."""

    query: str | None
    concepts: list[Concept]
