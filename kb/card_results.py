"""What ``kb.cards.find_card`` returns: the card's printed copies and the mechanics its text
names, each with its rulings and what the knowledge base says about them.

Frozen stdlib dataclasses, not pydantic models: ``judgedesk card`` loads no pydantic (it costs
a cold start ~80 ms, pinned by tests/api/cli/test_cold_start_imports.py). The API declares
these classes as its response model and the CLI prints the same ``to_dict()``, so both show
the same keys in the same order. Building one from a record dict with a key it does not
declare raises ``TypeError``: a field the library starts producing fails loudly until it is
declared here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ingest.records import SourcedText
from kb.ruling_parts import RuleLink, StatusChange, WordingTerm
from kb.shown import Shown


@dataclass(frozen=True, kw_only=True, slots=True)
class Located(SourcedText, Shown):
    """Where a record stands: its document, 1-based inclusive lines, language and date (the
    fields of ``ingest.records.SourcedText``, as every record has them), its kind and its id."""

    kind: str
    id: str

    def to_dict(self) -> dict[str, Any]:
        # Kind and id first, as ``Record.to_dict`` (and so ``judgedesk export``) shows a record.
        # Shown.to_dict by name: the slotted class has no zero-argument super().
        out = Shown.to_dict(self)
        return {"kind": out.pop("kind"), "id": out.pop("id"), **out}


@dataclass(frozen=True, kw_only=True, slots=True)
class LinkedRuling(Located):
    """A ruling as the card view shows it: the record (its subject and the numbers it prints)
    and what ``kb.rulings.enrich_rulings`` adds (rules, status, wording, checks)."""

    # Shown only when set: a ruling with rule links has no reason why none was found, and
    # ``subject_id`` is absent from records printed under no subject.
    omitted_when_none: ClassVar[frozenset[str]] = frozenset({"no_rule_reason", "subject_id"})

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
    checks: tuple[str, ...] = ()
    """ids of the checks that demonstrate it"""

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> LinkedRuling:
        change = d.get("status_change")
        return cls(
            **{
                **d,
                "lines": _span(d["lines"]),
                "subject_lines": _span(d["subject_lines"]) if d.get("subject_lines") else None,
                "rule_numbers": tuple(d.get("rule_numbers") or ()),
                "rules": tuple(RuleLink(**r) for r in d.get("rules") or ()),
                "status_change": StatusChange.from_dict(change) if change else None,
                "wording_terms": tuple(WordingTerm(**t) for t in d.get("wording_terms") or ()),
                "checks": tuple(d.get("checks") or ()),
            }
        )


@dataclass(frozen=True, kw_only=True, slots=True)
class PrintedFace(Shown):
    """One face of a split or adventure card (or the only face of a normal card)."""

    name: str
    mana_cost: str | None = None
    """as printed, e.g. ``{2} {U}`` or ``{二}{绿}``"""
    mana_cost_normalized: str | None = None
    """the cost in one spelling, e.g. ``{2}{U}``"""
    type_line: str | None = None
    power_toughness: str | None = None
    rules_text: str = ""


@dataclass(frozen=True, kw_only=True, slots=True)
class CardCopy(Located):
    """One printed copy of the card in one document, with the rulings printed under it."""

    name: str
    """as printed ("Feigling // Killer"); faces hold each half"""
    faces: tuple[PrintedFace, ...] = ()
    mana_cost: str | None = None
    mana_cost_normalized: str | None = None
    type_line: str | None = None
    power_toughness: str | None = None
    rules_text: str = ""
    section: str = ""
    """the document section, e.g. general or cards"""
    subsection: str | None = None
    mechanic: str | None = None
    """for a general-section example: the mechanic it illustrates"""
    rulings: tuple[LinkedRuling, ...] = ()

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> CardCopy:
        return cls(
            **{
                **d,
                "lines": _span(d["lines"]),
                "faces": tuple(PrintedFace(**f) for f in d.get("faces") or ()),
                "rulings": tuple(LinkedRuling.from_dict(r) for r in d.get("rulings") or ()),
            }
        )


@dataclass(frozen=True, kw_only=True, slots=True)
class NamedMechanic(Located):
    """A mechanic the card's text names (or the one a general-section card illustrates),
    with its own rulings."""

    heading: str
    """as printed, typos included"""
    name: str
    mechanic_kind: str
    """keyword ability, keyword action, ability word, creature type, theme"""
    heading_typo: str | None = None
    rulings: tuple[LinkedRuling, ...] = ()

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> NamedMechanic:
        return cls(
            **{**d, "lines": _span(d["lines"]), "rulings": tuple(LinkedRuling.from_dict(r) for r in d.get("rulings") or ())}
        )


@dataclass(frozen=True, kw_only=True, slots=True)
class CardLookup(Shown):
    """Every printed copy of a card with its rulings, and the mechanics its text names."""

    query: str
    matched_by: str = "name"
    """name, face, or the termbase's language of the name"""
    copies: tuple[CardCopy, ...]
    mechanic_rulings: tuple[NamedMechanic, ...] = ()


def _span(lines: Any) -> tuple[int, int]:
    first, last = lines
    return int(first), int(last)
