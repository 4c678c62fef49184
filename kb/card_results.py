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
from typing import Any

from ingest.records import Place
from kb.ruling_parts import LinkedRuling, span
from kb.shown import Located, Shown

__all__ = ["CardCopy", "CardHit", "CardLookup", "CardSearch", "LinkedRuling", "Located", "NamedMechanic", "PrintedFace"]


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
                "lines": span(d["lines"]),
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
            **{**d, "lines": span(d["lines"]), "rulings": tuple(LinkedRuling.from_dict(r) for r in d.get("rulings") or ())}
        )


@dataclass(frozen=True, kw_only=True, slots=True)
class CardLookup(Shown):
    """Every printed copy of a card with its rulings, and the mechanics its text names."""

    query: str
    matched_by: str = "name"
    """name, face, or the termbase's language of the name; "simplified ..." when only the name
    written in Simplified characters matched (a Traditional spelling, 維蘇瓦變形獸)"""
    copies: tuple[CardCopy, ...]
    mechanic_rulings: tuple[NamedMechanic, ...] = ()


@dataclass(frozen=True, kw_only=True, slots=True)
class CardHit(Place, Shown):
    """A printed copy of a card a name search found, and where it stands."""

    shown_first = ("id", "name")

    id: str
    name: str

    @classmethod
    def of(cls, copy: CardCopy) -> CardHit:
        return cls(
            id=copy.id, name=copy.name, source=copy.source, file=copy.file, lines=copy.lines, lang=copy.lang, date=copy.date
        )


@dataclass(frozen=True, kw_only=True, slots=True)
class CardSearch(Shown):
    """The cards whose names match a query (``GET /api/cards?q=``)."""

    query: str
    cards: tuple[CardHit, ...]
