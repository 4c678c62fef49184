"""Set FAQ parser (e.g. the 2006 Time Spiral 常见问题集).

Shape: a preamble; a general section of mechanic headings, each with an introduction,
example cards, the official rules of that time ("502.59a …") and "* " rulings about the
mechanic; a card section of card entries each followed by its rulings (a subsection,
e.g. the timeshifted cards, may close it); a trademark footer. All words come from the
language's ``FaqLanguage`` (``ingest/lang/<code>/faq.py``); shapes are recognised here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ingest.document import Document
from ingest.errors import ParseError
from ingest.lang import get_language
from ingest.parsers import _faq_lines as L
from ingest.parsers._faq_language import FaqLanguage
from ingest.parsers._release_notes_lines import normalize_power_toughness
from ingest.records import (
    Boilerplate,
    BoilerplateName,
    Card,
    CardFace,
    Mechanic,
    Note,
    Record,
    RuleExcerpt,
    Ruling,
    SubjectKind,
)

__all__ = ["FaqLanguage", "parse_faq"]

GENERAL, CARDS = "general", "cards"
# A card-text line at least this long that stops without closing punctuation was wrapped
# mid-sentence ("…横置进" / "场。…"); shorter unpunctuated lines are keyword lines ("飞行").
_WRAP_MIN_CHARS = 16


@dataclass
class _Block:
    """Lines that will become one record; ``last`` grows as continuation lines arrive."""

    first: int
    last: int


@dataclass
class _MechanicB(_Block):
    head: L.Heading


@dataclass
class _Ability:
    first: int
    last: int
    parts: list[str]


@dataclass
class _CardB(_Block):
    name: str
    cost: str | None
    type_line: str | None
    pt: str | None
    abilities: list[_Ability]
    section: str
    subsection: str | None
    mechanic: _MechanicB | None
    ruled: bool = False


@dataclass
class _RulingB(_Block):
    bullet: str
    parts: list[str]
    subject: _CardB | _MechanicB
    section: str


@dataclass
class _RuleB(_Block):
    number: str
    mechanic: _MechanicB | None


@dataclass
class _NoteB(_Block):
    subject: _CardB | _MechanicB | None
    section: str


@dataclass
class _PlainB(_Block):
    name: BoilerplateName


def parse_faq(document: Document) -> list[Record]:
    """Every record of a set FAQ, in document order (the Source record is the pipeline's)."""
    lang = get_language(document.meta.lang).data_for(document.meta.kind)
    if not isinstance(lang, FaqLanguage):
        raise ParseError(document.meta.file, 1, f"FaqLanguage data for language {document.meta.lang!r}", type(lang).__name__)
    return _FaqParser(document, lang).run()


@dataclass
class _FaqParser:
    doc: Document
    lang: FaqLanguage
    blocks: list[_Block] = field(default_factory=list)
    section: str | None = None
    subsection: str | None = None
    mechanic: _MechanicB | None = None
    card: _CardB | None = None
    open: _Block | None = None  # the block an unmarked line continues

    def __post_init__(self) -> None:
        self.numbers = self.doc.nonblank_numbers()

    def run(self) -> list[Record]:
        i = 0
        while i < len(self.numbers):
            i = self._step(i)
        if self.section is None:
            first = self.numbers[0] if self.numbers else 1
            titles = " or ".join(self.lang.section_titles)
            raise ParseError(
                self.doc.meta.file,
                first,
                f"a line that is a section title ({titles}); none found, so every line would be preamble",
            )
        self._unbulleted_last_rulings()
        self.blocks.sort(key=lambda b: b.first)
        return [self._emit(b) for b in self.blocks]

    # -- reading ----------------------------------------------------------------------------

    def _raw(self, i: int) -> str:
        return self.doc.line(self.numbers[i])

    def _text(self, i: int) -> str | None:
        return self._raw(i).strip() if 0 <= i < len(self.numbers) else None

    def _add(self, block: _Block, *, keep_open: bool = True) -> None:
        self.blocks.append(block)
        self.open = block if keep_open else None

    def _starts_something(self, i: int) -> bool:
        """Does line ``i`` open a new entry (so it cannot continue the text before it)?"""
        lang, text, nxt = self.lang, self._text(i), self._text(i + 1)
        return bool(
            L.is_legal(lang, text)
            or L.section_of(lang, text)
            or L.subsection_of(lang, text)
            or (self.section == GENERAL and L.heading(lang, text, nxt))
            or L.starts_card(lang, text, nxt)
            or L.rule_number(text)
            or L.bullet_of(lang, self._raw(i))
            or L.is_empty_bullet(lang, text)
            or L.lead_in(lang, text)
            or L.qa_part(lang, text)
        )

    def _step(self, i: int) -> int:
        lang, n, raw, text, nxt = self.lang, self.numbers[i], self._raw(i), self._text(i), self._text(i + 1)
        if L.is_legal(lang, text):
            self._add(_PlainB(n, n, BoilerplateName.LEGAL), keep_open=False)
            return i + 1
        if section := L.section_of(lang, text):
            self.section, self.subsection, self.mechanic, self.card = section, None, None, None
            self._add(_PlainB(n, n, BoilerplateName.SECTION_TITLE), keep_open=False)
            return i + 1
        if self.section and (subsection := L.subsection_of(lang, text)):
            self.subsection, self.card = subsection, None
            self._add(_PlainB(n, n, BoilerplateName.SECTION_TITLE), keep_open=False)
            return i + 1
        if self.section is None:  # title, author, dates, how the document is organised
            if isinstance(self.open, _PlainB) and self.open.name is BoilerplateName.PREAMBLE:
                self.open.last = n
            else:
                self._add(_PlainB(n, n, BoilerplateName.PREAMBLE))
            return i + 1
        if self.section == GENERAL and (head := L.heading(lang, text, nxt)):
            self.mechanic, self.card = _MechanicB(n, n, head), None
            self._add(self.mechanic)
            return i + 1
        if L.starts_card(lang, text, nxt):
            return self._read_card(i)
        if number := L.rule_number(text):
            self._add(_RuleB(n, n, number, self.mechanic))
            return i + 1
        if L.is_empty_bullet(lang, text):
            self._add(_PlainB(n, n, BoilerplateName.EMPTY_BULLET), keep_open=False)
            return i + 1
        if qa := L.qa_part(lang, text):
            bullet = L.bullet_of(lang, raw) or ""
            content = raw[len(bullet) :].strip()
            if qa == "answer" and isinstance(self.open, _RulingB):
                self.open.last = n  # the answer completes the question's ruling
                self.open.parts.append(content)
            else:  # a question opens a ruling, bulleted or not
                self._add(_RulingB(n, n, bullet, [content], self._ruling_subject(n), self.section))
            return i + 1
        if bullet := L.bullet_of(lang, raw):
            content = raw[len(bullet) :].strip()
            if isinstance(self.open, _RulingB) and L.starts_mid_sentence(lang, content):
                self.open.last = n  # "- 。": the tail of a ruling cut by a page break
                self.open.parts.append(content)
            else:
                self._add(_RulingB(n, n, bullet, [content], self._ruling_subject(n), self.section))
            return i + 1
        if kind := L.lead_in(lang, text):
            if kind == "lead-in":
                self._add(_PlainB(n, n, BoilerplateName.LEAD_IN), keep_open=False)
            else:  # commentary on how the rule changed, then the formula, on one line
                self._add(_NoteB(n, n, self._note_subject(), self.section), keep_open=False)
            return i + 1
        # Unmarked prose continues what is open: a heading's introduction, a rule's next
        # paragraph, a ruling cut by a blank line or page break, a note's next paragraph.
        if isinstance(self.open, _MechanicB | _RuleB | _NoteB):
            self.open.last = n
        elif isinstance(self.open, _RulingB):
            self.open.last = n
            self.open.parts.append(text)
        else:  # prose after an example card or a lead-in: commentary
            self._add(_NoteB(n, n, self._note_subject(), self.section))
        return i + 1

    def _read_card(self, i: int) -> int:
        lang, first = self.lang, self.numbers[i]
        name, j = self._text(i), i + 1
        cost = type_line = pt = None
        if self._text(j) is not None and L.is_cost_line(self._text(j)):
            cost, j = self._text(j), j + 1
        if self._text(j) is not None and L.is_type_line(lang, self._text(j)):
            type_line, j = self._text(j), j + 1
        if self._text(j) is not None and L.is_pt_line(self._text(j)):
            pt, j = self._text(j), j + 1
        abilities: list[_Ability] = []
        while j < len(self.numbers):
            text = self._text(j)
            if self._starts_something(j) or L.is_commentary(lang, text):
                break
            n = self.numbers[j]
            if abilities and self._wrapped(abilities[-1], text):
                abilities[-1].parts.append(text)
                abilities[-1].last = n
            else:
                abilities.append(_Ability(n, n, [text]))
            j += 1
        last = abilities[-1].last if abilities else self.numbers[j - 1]
        mechanic = self.mechanic if self.section == GENERAL else None
        self.card = _CardB(first, last, name, cost, type_line, pt, abilities, self.section or "", self.subsection, mechanic)
        self._add(self.card, keep_open=False)
        return j

    def _wrapped(self, ability: _Ability, text: str) -> bool:
        """Is ``text`` the rest of ``ability`` (one ability printed over several lines)?"""
        lang = self.lang
        so_far = "".join(ability.parts)
        tail = ability.parts[-1]
        return (
            L.starts_mid_sentence(lang, text)
            or L.has_open_bracket(lang, so_far)
            or (len(tail) >= _WRAP_MIN_CHARS and not L.ends_sentence(lang, tail))
        )

    def _ruling_subject(self, n: int) -> _CardB | _MechanicB:
        # In the general section every ruling is about the mechanic, even after its example cards.
        subject = self.mechanic if self.section == GENERAL else self.card
        if subject is None:
            where = "a mechanic heading" if self.section == GENERAL else "a card entry"
            raise ParseError(self.doc.meta.file, n, f"{where} before this ruling", self.doc.line(n))
        if isinstance(subject, _CardB):
            subject.ruled = True
        return subject

    def _note_subject(self) -> _CardB | _MechanicB | None:
        if self.section == GENERAL:
            return self.mechanic or self.card
        return self.card

    def _unbulleted_last_rulings(self) -> None:
        """A card-section entry without any bulleted ruling: its last paragraph is a ruling
        whose bullet was lost. An FAQ lists a card in its card section only to rule on it,
        so an entry with card text alone has lost its bullet (e.g. the document's last entry)."""
        for block in list(self.blocks):
            if isinstance(block, _CardB) and block.section == CARDS and not block.ruled and len(block.abilities) >= 2:
                ability = block.abilities.pop()
                block.last = block.abilities[-1].last
                self.blocks.append(_RulingB(ability.first, ability.last, "", ability.parts, block, block.section))
                block.ruled = True

    # -- records ----------------------------------------------------------------------------

    def _emit(self, b: _Block) -> Record:
        doc, join = self.doc, get_language(self.doc.meta.lang).join_lines
        if isinstance(b, _MechanicB):
            # The heading on a line of its own, then the introduction joined as prose.
            intro = join(doc.span(b.first + 1, b.last))
            return doc.record(
                Mechanic,
                b.first,
                b.last,
                text="\n".join(x for x in (b.head.heading, intro) if x),
                heading=b.head.heading,
                name=b.head.name,
                mechanic_kind=b.head.kind,
                heading_typo=b.head.typo,
            )
        if isinstance(b, _CardB):
            rules_text = "\n".join(join(a.parts) for a in b.abilities)
            # One printed field per line: name, cost, type, P/T, then one ability per line.
            text = "\n".join(x for x in (b.name, b.cost, b.type_line, b.pt, rules_text) if x)
            normalized = L.normalize_cost(self.lang, b.cost) if b.cost is not None else None
            # "/" is "*/*" whose asterisks extraction ate (as in release notes); the text keeps the print.
            pt = normalize_power_toughness(b.pt) if b.pt else None
            # One face, as release notes give every single-faced card, so lookups treat both alike.
            face = CardFace(
                name=b.name,
                mana_cost=b.cost,
                mana_cost_normalized=normalized,
                type_line=b.type_line,
                power_toughness=pt,
                rules_text=rules_text,
            )
            return doc.record(
                Card,
                b.first,
                b.last,
                text=text,
                name=b.name,
                faces=[face],
                mana_cost=b.cost,
                mana_cost_normalized=normalized,
                type_line=b.type_line,
                power_toughness=pt,
                rules_text=rules_text,
                section=b.section,
                subsection=b.subsection,
                mechanic=b.mechanic.head.name if b.mechanic else None,
            )
        if isinstance(b, _RulingB):
            kind, subject = _subject(b.subject)
            return doc.record(
                Ruling,
                b.first,
                b.last,
                text=join(b.parts),
                subject_kind=kind,
                subject=subject,
                subject_lines=(b.subject.first, b.subject.last),
                bullet=b.bullet,
                section=b.section,
            )
        if isinstance(b, _RuleB):
            return doc.record(
                RuleExcerpt, b.first, b.last, number=b.number, mechanic=b.mechanic.head.name if b.mechanic else None
            )
        if isinstance(b, _NoteB):
            if b.subject is None:
                return doc.record(Note, b.first, b.last, section=b.section)
            kind, subject = _subject(b.subject)
            return doc.record(
                Note,
                b.first,
                b.last,
                subject_kind=kind,
                subject=subject,
                subject_lines=(b.subject.first, b.subject.last),
                section=b.section,
            )
        assert isinstance(b, _PlainB)
        return doc.record(Boilerplate, b.first, b.last, name=b.name)


def _subject(block: _CardB | _MechanicB) -> tuple[SubjectKind, str]:
    if isinstance(block, _CardB):
        return SubjectKind.CARD, block.name
    return SubjectKind.MECHANIC, block.head.name
