"""Response schemas: the fields the CLI's ``--json`` prints, declared for the OpenAPI schema.

The search's, the card view's and card search's, the rule view's, the termbase's, the checks'
and a document's lines are the library's own typed results (``kb.search.models``,
``kb.card_results``, ``kb.rules.models``, ``kb.termbase.results``, ``kb.checks.results``,
``kb.sources``), re-exported here: the API serves the models
the CLI's ``--json`` prints. The others still allow extra fields, so whatever the library adds reaches clients
unchanged; the declared fields are the ones the page relies on.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

# re-exported: the library's own typed results
from kb.card_results import CardHit as CardHit
from kb.card_results import CardLookup as CardLookup
from kb.card_results import CardSearch as CardSearch
from kb.checks.results import CheckInfo as CheckInfo
from kb.checks.results import CheckList as CheckList
from kb.checks.results import CheckResult as CheckResult
from kb.checks.results import RulingRef as RulingRef
from kb.rules.models import RuleRef as RuleRef
from kb.rules.models import RuleView as RuleView
from kb.search.models import AskResponse as AskResponse
from kb.search.models import Explain as Explain
from kb.search.models import SameText as SameText
from kb.search.models import SearchResult as SearchResult
from kb.search.models import Suggestion as Suggestion
from kb.sources import ContextLine as ContextLine
from kb.sources import SourceLines as SourceLines
from kb.termbase.results import Concept as Concept
from kb.termbase.results import Label as Label
from kb.termbase.results import TermList as TermList
from kb.termbase.results import TermResolution as TermResolution


class Open(BaseModel):
    model_config = ConfigDict(extra="allow")


class Health(Open):
    status: str = Field(description='"ok", or "degraded" (HTTP 503) with ``problems``')
    knowledge_base: str
    build_id: str | None = Field(None, description="the build every file served belongs to")
    built_at: str | None = None
    documents: int
    records: int
    vectors: bool = Field(description="whether the artifact has a vector index (else lexical search only)")
    searcher: str = Field(description='"warm", "cold" (loads on the first question) or "unavailable"')
    pid: int = Field(description="the worker process answering (several workers serve one artifact)")


class Crosscheck(Open):
    """Two documents side by side on one concept (fields as ``judgedesk crosscheck --json``)."""


class ScenarioRun(BaseModel):
    """A scenario to run: its YAML text (or the same structure as a JSON object)."""

    model_config = ConfigDict(extra="forbid")

    scenario: str | dict[str, Any] = Field(description="judgedesk-scenario/1 YAML text, or that document as JSON")
    disable: list[str] = Field(
        default_factory=list, max_length=50, description="CR numbers whose engine rules are switched off for this run"
    )


class SourceInfo(Open):
    id: str
    file: str
    lang: str
    kind: str
    title: str | None = None
    date: str | None = None
    total_lines: int
    records: dict[str, int]


class NameSuggestion(Open):
    text: str
    kind: str = Field(description="card | term")
    lang: str
    era: str | None = None
    target: str = Field(description="the card's key (English name) or the concept id")
    english: str | None = None
    source: str | None = None


class NameSuggestions(Open):
    query: str
    suggestions: list[NameSuggestion]


class CardNames(Open):
    card: str
    query: str
    names: list[dict[str, Any]] = Field(description="{lang, name, era, source}")
