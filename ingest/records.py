"""Typed records: what a parser produces and the knowledge base stores.

Every record knows where it came from: its source id, the stored file name, the
1-based inclusive line range ``lines`` in that file, the document's language and
date. Together the records of a document account for each of its non-blank lines
exactly once (see ``ingest.accounting``); the ``Source`` record describes the whole
file and owns no lines.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar


class RecordKind(str, Enum):
    SOURCE = "source"
    CARD = "card"
    MECHANIC = "mechanic"
    RULING = "ruling"
    RULE_EXCERPT = "rule_excerpt"
    TERM = "term"
    PASSAGE = "passage"
    NOTE = "note"
    BOILERPLATE = "boilerplate"


# What ``judgedesk export --kind`` accepts (kept here, beside the kinds, so the CLI can offer
# the choice without importing the export code and sqlite-utils at start-up).
EXPORT_KINDS = [k.value for k in RecordKind if k is not RecordKind.SOURCE] + ["source"]


class MechanicKind(str, Enum):
    """What a mechanic heading introduces (decided from the heading's prefix)."""

    KEYWORD_ABILITY = "keyword ability"
    KEYWORD_ACTION = "keyword action"
    ABILITY_WORD = "ability word"
    CREATURE_TYPE = "creature type"
    RULE_CHANGE = "rule change"
    NEW_GAME_RULE = "new game rule"
    THEME = "theme"
    COMBINATION = "combination"
    INFORMATION = "information"


class SubjectKind(str, Enum):
    """What a ruling or note is about."""

    CARD = "card"
    MECHANIC = "mechanic"


class BoilerplateName(str, Enum):
    """Named kinds of lines that carry no rules content."""

    PREAMBLE = "preamble"  # title, author, dates, the document's own introduction
    SECTION_TITLE = "section-title"  # ALLGEMEINES, 单卡解惑, ...
    FOOTER = "footer"  # trailing lines after the last entry
    LEGAL = "legal"  # trademark and copyright lines
    TABLE_DEBRIS = "table-debris"  # "| |" left over from table extraction
    LINKS = "links"  # pointers to web pages
    EMPTY_BULLET = "empty-bullet"  # a bullet with no text ("-")
    LEAD_IN = "lead-in"  # formula lines such as "…的正式规则解析如下："


@dataclass(frozen=True, kw_only=True, slots=True)
class Place:
    """Where a text stands: its document (source id and stored file name), its 1-based
    inclusive lines there, the document's language and date. Defined once for the records a
    parser produces and every result that points into a document (``kb.shown.Located``,
    ``kb.sources.SourceLines``, ``kb.card_results.CardHit``)."""

    source: str
    file: str
    lines: tuple[int, int]
    """[first, last], 1-based, inclusive"""
    lang: str
    date: str | None


@dataclass(frozen=True, kw_only=True, slots=True)
class SourcedText(Place):
    """A text and where it stands: the fields every record carries."""

    text: str


@dataclass(frozen=True, kw_only=True)
class Record(SourcedText):
    """Fields every record carries; subclasses add their own. Frozen: the pipeline builds a
    changed copy (``dataclasses.replace``) instead of editing a record in place."""

    kind: ClassVar[RecordKind]

    def __post_init__(self) -> None:
        first, last = self.lines
        if not (1 <= first <= last):
            raise ValueError(f"{self.source}: bad line range {self.lines!r} for a {self.kind.value}")
        # frozen: the one normalisation a record gets happens here, before anyone reads it
        object.__setattr__(self, "lines", (int(first), int(last)))

    @property
    def id(self) -> str:
        """Stable, readable id: source, kind and line range (unique within a corpus)."""
        return f"{self.source}:{self.kind.value}:{self.lines[0]}-{self.lines[1]}"

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dict: ``kind``, the provenance fields, ``text`` and the subclass fields."""
        out: dict[str, Any] = {"kind": self.kind.value, "id": self.id}
        for f in dataclasses.fields(self):
            out[f.name] = _jsonable(getattr(self, f.name))
        return out


def _jsonable(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple | list):
        return [_jsonable(v) for v in value]
    if dataclasses.is_dataclass(value):
        return {f.name: _jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    return value


@dataclass(frozen=True, kw_only=True)
class Source(Record):
    """The document itself (owns no lines for accounting)."""

    kind: ClassVar[RecordKind] = RecordKind.SOURCE
    title: str
    doc_kind: str
    set_code: str | None = None
    era: str = ""
    sha256: str = ""


@dataclass(kw_only=True)
class CardFace:
    """One face of a split or adventure card (or the only face of a normal card)."""

    name: str
    mana_cost: str | None = None  # as printed, e.g. "{2} {U}" or "{二}{绿}"
    mana_cost_normalized: str | None = None  # "{2}{U}"
    type_line: str | None = None
    power_toughness: str | None = None  # "3/2", "*/*"
    rules_text: str = ""


@dataclass(frozen=True, kw_only=True)
class Card(Record):
    """A card entry: its printed characteristics (rulings are separate records)."""

    kind: ClassVar[RecordKind] = RecordKind.CARD
    name: str  # as printed on the entry's first line ("Feigling // Killer"); faces hold each half
    faces: list[CardFace] = field(default_factory=list)
    mana_cost: str | None = None
    mana_cost_normalized: str | None = None
    type_line: str | None = None
    power_toughness: str | None = None
    rules_text: str = ""
    section: str = ""  # the document section, e.g. "general", "cards"
    subsection: str | None = None  # e.g. "timeshifted", "planar"
    mechanic: str | None = None  # for general-section examples: the mechanic illustrated
    rulings: list[tuple[int, int]] = field(default_factory=list)


@dataclass(frozen=True, kw_only=True)
class Mechanic(Record):
    """A mechanic heading with its introduction."""

    kind: ClassVar[RecordKind] = RecordKind.MECHANIC
    heading: str  # as printed, typos included
    name: str  # the mechanic's name, e.g. "Aussetzen"
    mechanic_kind: MechanicKind
    heading_typo: str | None = None  # the misspelt prefix when the heading has one
    rulings: list[tuple[int, int]] = field(default_factory=list)


@dataclass(frozen=True, kw_only=True)
class Ruling(Record):
    """One official ruling, joined across blank lines and page breaks."""

    kind: ClassVar[RecordKind] = RecordKind.RULING
    subject_kind: SubjectKind
    subject: str  # card name or mechanic name
    subject_lines: tuple[int, int]  # lines of the subject record (cards may appear twice)
    rule_numbers: list[str] = field(default_factory=list)  # rule numbers the text quotes
    bullet: str = ""  # the bullet as printed: "- ", "* ", "- * ", " - ", ...
    section: str = ""


@dataclass(frozen=True, kw_only=True)
class RuleExcerpt(Record):
    """An official rule quoted in the document with its number of that time."""

    kind: ClassVar[RecordKind] = RecordKind.RULE_EXCERPT
    number: str  # e.g. "502.59a" or "502.59" for a rule title
    mechanic: str | None = None


@dataclass(frozen=True, kw_only=True)
class Term(Record):
    """A glossary entry."""

    kind: ClassVar[RecordKind] = RecordKind.TERM
    headword: str  # as printed (mana symbols may be missing)
    headword_reconstructed: str | None = None  # where a lost symbol could be restored
    definition: str = ""
    see_also: list[str] = field(default_factory=list)  # "Siehe auch …" targets
    compare: list[str] = field(default_factory=list)  # "Vergleiche …" targets
    redirect: str | None = None  # pure redirects: "Siehe Starthand."
    outdated: bool = False  # marked "(veraltet)"


@dataclass(frozen=True, kw_only=True)
class RulebookPassage(Record):
    """A paragraph of a rulebook chapter under its heading."""

    kind: ClassVar[RecordKind] = RecordKind.PASSAGE
    chapter: str
    heading: str | None = None


@dataclass(frozen=True, kw_only=True)
class Note(Record):
    """Explanatory prose about a mechanic or card that is neither card text nor a ruling
    (e.g. the FAQ's paragraphs on how a rule changed)."""

    kind: ClassVar[RecordKind] = RecordKind.NOTE
    subject_kind: SubjectKind | None = None
    subject: str | None = None
    subject_lines: tuple[int, int] | None = None
    section: str = ""


@dataclass(frozen=True, kw_only=True)
class Boilerplate(Record):
    """Lines without rules content, each named for what it is."""

    kind: ClassVar[RecordKind] = RecordKind.BOILERPLATE
    name: BoilerplateName


RECORD_TYPES: dict[RecordKind, type[Record]] = {
    cls.kind: cls for cls in (Source, Card, Mechanic, Ruling, RuleExcerpt, Term, RulebookPassage, Note, Boilerplate)
}
