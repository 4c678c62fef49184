"""Release notes ("Sethinweise"): preamble, a general section (tournament legality, one heading per
mechanic with example cards and rulings about the mechanic) and a card section (one entry per
card with its rulings; planar cards last), then legal lines.

``parse_release_notes(document)`` returns one record per entry, ruling, heading and piece of
boilerplate, so that every non-blank line belongs to exactly one record. All words come from
the language's ``ReleaseNotesLanguage`` (``ingest/lang/<code>/release_notes.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ingest.document import Document
from ingest.errors import ParseError
from ingest.lang import get_language
from ingest.parsers._release_notes_cards import TextView, card_record, scan_card
from ingest.parsers._release_notes_language import HeadingMatch, ReleaseNotesLanguage
from ingest.parsers._release_notes_lines import brackets_open, ends_sentence
from ingest.records import Boilerplate, BoilerplateName, Card, Mechanic, Note, Record, Ruling, SubjectKind

__all__ = ["ReleaseNotesLanguage", "parse_release_notes"]


@dataclass
class _State:
    section: str | None = None
    subsection: str | None = None
    mechanic: Mechanic | None = None
    card: Card | None = None


def parse_release_notes(document: Document) -> list[Record]:
    """All records of a release-notes document, in document order (the Source record excluded)."""
    lang: ReleaseNotesLanguage = get_language(document.meta.lang).data_for(document.meta.kind)
    view = TextView(document, lang)
    records: list[Record] = []
    state = _State()
    n = view.first
    if n is None:
        return records
    # Everything before the first section title is the document's own introduction.
    title = next((k for k in range(n, view.count + 1) if lang.section_of(view.text(k))), None)
    if title is None:
        raise ParseError(document.meta.file, n, f"a section title ({', '.join(lang.section_titles)})")
    if title > n:
        last = max(k for k in range(n, title) if not document.is_blank(k))
        records.append(document.record(Boilerplate, n, last, name=BoilerplateName.PREAMBLE))
    n = title
    while n is not None:
        record, last = _next_record(document, view, state, n)
        records.append(record)
        n = view.next_nonblank(last)
    return records


def _next_record(document: Document, view: TextView, state: _State, n: int) -> tuple[Record, int]:
    """The record that starts on line ``n`` and its last line; updates ``state``."""
    lang, line = view.lang, view.text(n)
    section = lang.section_of(line)
    if section is not None:
        state.section, state.subsection = section
        state.mechanic = state.card = None
        return document.record(Boilerplate, n, n, name=BoilerplateName.SECTION_TITLE), n
    bullet = view.bullet(n)
    if bullet is not None and not bullet[1]:
        return document.record(Boilerplate, n, n, name=BoilerplateName.EMPTY_BULLET), n
    if bullet is not None:
        return _ruling(document, view, state, n)
    heading = lang.heading(line)
    if heading is None and state.section == "general" and _is_bare_heading(view, n):
        heading = HeadingMatch(prefix=None, name=line.strip(), kind=lang.bare_heading_kind_value(), typo=None)
    if heading is not None:
        return _mechanic(document, view, state, n, heading)
    if view.is_card_start(n):
        entry = scan_card(view, n)
        state.card = card_record(
            document,
            entry,
            lang,
            section=state.section or "",
            subsection=state.subsection,
            mechanic=state.mechanic.name if state.section == "general" and state.mechanic else None,
        )
        return state.card, entry.last
    for test, name in ((lang.is_links, BoilerplateName.LINKS), (lang.is_legal, BoilerplateName.LEGAL)):
        if test(line):
            last = _paragraphs_while(view, n, test)
            return document.record(Boilerplate, n, last, name=name), last
    return _note(document, view, state, n)


def _is_bare_heading(view: TextView, n: int) -> bool:
    """A short line without sentence end whose next paragraph is prose: a heading without prefix."""
    text = view.text(n).strip()
    following = view.next_nonblank(n)
    if (
        following is None
        or following == n + 1
        or len(text.split()) > view.lang.bare_heading_max_words
        or ends_sentence(text, view.lang)
        or brackets_open(text, view.lang)
        or view.is_card_start(n)
    ):
        return False
    return not (view.bullet(following) or view.is_boundary(following) or view.is_card_start(following))


def _mechanic(document: Document, view: TextView, state: _State, n: int, heading: HeadingMatch) -> tuple[Record, int]:
    """Heading line through its introductory paragraphs (up to the first card, ruling or heading)."""
    last = n
    paragraphs: list[list[str]] = []
    m = view.next_nonblank(n)
    while m is not None and not (view.bullet(m) or view.is_boundary(m) or view.is_card_start(m)):
        if m > last + 1 or not paragraphs:
            paragraphs.append([])
        paragraphs[-1].append(view.text(m))
        last, m = m, view.next_nonblank(m)
    join = get_language(document.meta.lang).join_lines
    text = "\n".join([view.text(n).strip(), *(join(p) for p in paragraphs)])
    state.mechanic = document.record(
        Mechanic,
        n,
        last,
        text=text,
        heading=view.text(n).strip(),
        name=heading.name,
        mechanic_kind=heading.kind,
        heading_typo=heading.typo,
    )
    state.card = None
    return state.mechanic, last


def _ruling(document: Document, view: TextView, state: _State, n: int) -> tuple[Record, int]:
    """One bullet and its continuation lines (a ruling broken by a blank line or a page break)."""
    lang = view.lang
    marker, first_text = view.bullet(n)
    parts, last = [first_text], n
    join = get_language(document.meta.lang).join_lines
    m = view.next_nonblank(n)
    while m is not None:
        line = view.text(m)
        if view.bullet(m) or view.is_boundary(m) or view.is_card_start(m) or lang.face_kind(line):
            break
        so_far = join(parts)
        stripped = line.strip()
        # Without a blank line in between the line wraps the ruling; after one it continues it only
        # when the ruling stopped mid-sentence or the line starts mid-sentence.
        if m > last + 1 and ends_sentence(so_far, lang) and not (stripped[0].islower() or stripped[0] in ",.;:)"):
            break
        parts.append(line)
        last, m = m, view.next_nonblank(m)
    subject = _subject(document, state, n)
    return document.record(
        Ruling,
        n,
        last,
        text=join(parts),
        subject_kind=subject[0],
        subject=subject[1],
        subject_lines=subject[2],
        bullet=marker,
        section=state.section or "",
    ), last


def _subject(document: Document, state: _State, n: int) -> tuple[SubjectKind, str, tuple[int, int]]:
    """In the general section rulings are about the mechanic (also after its example cards);
    in the card section about the card above."""
    if state.section == "general" and state.mechanic is not None:
        return SubjectKind.MECHANIC, state.mechanic.name, state.mechanic.lines
    if state.card is not None:
        return SubjectKind.CARD, state.card.name, state.card.lines
    if state.mechanic is not None:
        return SubjectKind.MECHANIC, state.mechanic.name, state.mechanic.lines
    raise ParseError(document.meta.file, n, "a card entry or mechanic heading before this ruling", document.line(n).strip()[:60])


def _paragraphs_while(view: TextView, n: int, test) -> int:
    """Last line of the run of paragraphs from ``n`` whose first lines all pass ``test``."""
    last, m = n, view.next_nonblank(n)
    while m is not None:
        if m > last + 1 and not test(view.text(m)):
            break
        if view.bullet(m) or view.lang.section_of(view.text(m)) or view.lang.heading(view.text(m)):
            break
        last, m = m, view.next_nonblank(m)
    return last


def _note(document: Document, view: TextView, state: _State, n: int) -> tuple[Record, int]:
    """A paragraph that is neither card text, ruling nor heading: commentary on the subject above."""
    last, m = n, view.next_nonblank(n)
    while m is not None and m == last + 1 and not (view.bullet(m) or view.is_boundary(m)):
        last, m = m, view.next_nonblank(m)
    subject = state.card if state.card is not None and state.section == "cards" else state.mechanic or state.card
    if subject is None:
        return document.record(Note, n, last, section=state.section or ""), last
    kind = SubjectKind.CARD if isinstance(subject, Card) else SubjectKind.MECHANIC
    return document.record(
        Note, n, last, subject_kind=kind, subject=subject.name, subject_lines=subject.lines, section=state.section or ""
    ), last
