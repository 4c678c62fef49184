"""What a search returns: ``Searcher.ask`` gives an ``Answer``; ``kb.search.answerable.annotate``
adds whether it answers the question (``AskResponse``). The API serves these models and
``judgedesk ask --json`` prints them, so both show the same fields.

A result's status fields (status reason, change, wording) are left out of the JSON of notes,
and of rule texts (terms, passages, rule excerpts) unless they say something: a rulebook passage
can be superseded (the old planeswalker uniqueness rule) or dated, or cite no rule and say why.
``no_rule_reason`` is left out of rulings that have rules or no reason, ``caution`` of every
result but a ruling wrong in part when printed; ``checks_of`` is on every result (empty for
rulings).
"""

from __future__ import annotations

from typing import Any

from pydantic import ConfigDict, Field, SerializerFunctionWrapHandler, model_serializer

from kb.ruling_fields import Caution, Counterpart, RuleLink, StatusChange, Strict, WordingTerm

_RULE_TEXTS = ("rule_excerpt", "term", "passage")
_RULING_ONLY = ("status_reason", "current_rule", "status_change", "wording", "wording_terms", "no_rule_reason")


class Explain(Strict):
    """Why a result was found."""

    ranks: dict[str, int] = Field(
        description="its 1-based rank in each retriever's list (lexical, concepts, cards, dense; "
        "asked_lexical, asked_dense: the records that answered past questions like it)"
    )
    concepts: list[str] = Field(default_factory=list, description="the question's concepts this record is tagged with")
    query_concepts: list[str] = Field(default_factory=list, description="the concepts the termbase found in the question")
    cards: list[str] = Field(default_factory=list, description="the cards the question names")


class SameText(Strict):
    """A copy of a repeated ruling, printed under another subject of the same document."""

    id: str
    lines: list[int] = Field(description="[first, last], 1-based, inclusive")
    subject: str | None = None


class SearchResult(Strict):
    """One record found: its text and where it stands, why it matched, and what the rest of
    the knowledge base says about it."""

    kind: str = Field(description="ruling | rule_excerpt | term | passage | note | card | mechanic")
    id: str
    text: str
    subject_kind: str | None = None
    subject: str | None = None
    source: str
    file: str | None = None
    lines: list[int] = Field(description="[first, last], 1-based, inclusive")
    lang: str | None = None
    date: str | None = None
    score: float | None = None
    explain: Explain | None = None
    rules: list[RuleLink] = Field(default_factory=list)
    status: str | None = Field(None, description='"current" or "superseded"')
    counterparts: list[Counterpart] = Field(default_factory=list)
    checks: list[str] = Field(
        default_factory=list,
        description=(
            "ids of the checks that demonstrate this result: for a ruling, the checks linked to it; for a rule's "
            "own text (rule excerpt, glossary term, passage), the checks of the rules in checks_of"
        ),
    )
    rule_numbers: list[str] = Field(default_factory=list, description="the CR numbers the record's text prints")
    same_text: list[SameText] = Field(
        default_factory=list,
        description=(
            "the same ruling printed again in this document under other subjects: {id, lines, subject}; "
            "shown once, the copies named here (the first 20, in document order)"
        ),
    )
    checks_of: list[str] = Field(
        default_factory=list,
        description=("for a rule's own text: the CR numbers whose checks are listed in checks (empty for rulings)"),
    )
    status_reason: str | None = Field(None, description="rulings and rule texts: why superseded, in one line")
    current_rule: str | None = Field(None, description="rulings and rule texts: the CR number that holds today, when superseded")
    status_change: StatusChange | None = Field(None, description="rulings and rule texts: the change that superseded it")
    wording: str = Field("current", description='rulings and rule texts: "current", or "dated" (old words, substance current)')
    wording_terms: list[WordingTerm] = Field(
        default_factory=list, description="rulings and rule texts: today's words for its old ones"
    )
    no_rule_reason: str | None = Field(None, description="rulings and rule texts without a rule link: why none was found")
    caution: Caution | None = Field(
        None, description="rulings only: a part of the ruling that was wrong when printed, the rule that says so (else absent)"
    )

    # No return annotation on purpose: pydantic would take it as the serialized schema and
    # the OpenAPI schema would lose every field (a plain dict).
    @model_serializer(mode="wrap")
    def _shown_fields(self, handler: SerializerFunctionWrapHandler):  # type: ignore[no-untyped-def]
        data: dict[str, Any] = handler(self)
        if self.caution is None:
            data.pop("caution", None)
        if self.kind not in ("ruling", *_RULE_TEXTS):
            for name in _RULING_ONLY:
                data.pop(name, None)
        elif self.kind in _RULE_TEXTS:
            # a rule text shows these only when they say something (superseded, dated, no rule)
            for name in _RULING_ONLY:
                if data.get(name) in (None, [], "current"):
                    data.pop(name, None)
        elif self.no_rule_reason is None:
            data.pop("no_rule_reason", None)
        return data


class Answer(Strict):
    """``Searcher.ask``: the question as read and its ranked results."""

    question: str
    lang: str
    lang_detected: bool
    mode: str
    results: list[SearchResult]
    warnings: list[str] = Field(default_factory=list, description="what the search could not do (e.g. no vector index)")


class Suggestion(Strict):
    """A term or card name the question (nearly) spells: shown as "did you mean"."""

    model_config = ConfigDict(frozen=True)

    text: str = Field(description="the label or name to search for")
    kind: str = Field(description="term | card")
    lang: str
    target: str = Field(description="the concept id (term) or the card's English name (card)")
    english: str | None = Field(None, description="the concept's or the card's English name")


class AskResponse(Answer):
    """An ``Answer`` with the verdict whether it answers the question (``kb.search.answerable``)."""

    answered: bool = Field(
        True,
        description="false when no result scores above the calibrated threshold "
        "(kb.search.answerable): the page then says there is no answer",
    )
    answer_strength: str = Field(
        "strong",
        description='"strong"; "weak" when the question names no game term or '
        'card and the results only share words with it; "none" when not answered',
    )
    no_answer_reason: str | None = None
    answer_threshold: float = Field(description="the score the best result must reach to answer")
    did_you_mean: list[Suggestion] = Field(
        default_factory=list,
        description=("terms and card names the question nearly spells: {text, kind: term|card, lang, target, english}"),
    )
