"""Rulebook glossary parser (e.g. the German basic rulebook's "Glossar").

Shape, as text extraction leaves it: a preamble (title, "Glossar", a tip); then one entry per
headword: the headword on a line of its own, then its definition, one sentence or paragraph
per line (bullets "- " included), often closed by reference lines ("Siehe auch A, B.",
"Vergleiche C.", or a pure redirect "Siehe Starthand."). Nothing but punctuation tells a
headword from a definition line: definition lines end a sentence, headwords do not ("Am
Ende..." ends in an ellipsis). Mana and tap symbols were lost: inside lines they leave gaps
("erzeugt ."), a headword made of symbols leaves commas (", , und so weiter"), and a headword
that was one symbol only ({X}, {0}) left no line at all, so its entry starts with a definition
line ("Das Symbol steht für …"). Table debris ("|") may trail the last entry.

Records: one ``Term`` per entry (headword line through its last definition or reference line;
an entry whose headword vanished starts at its first definition line), ``Boilerplate`` for the
preamble, legal lines and table debris. All words come from the language's ``GlossaryLanguage``
(``ingest/lang/<code>/glossary.py``); shapes are recognised here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ingest.document import Document
from ingest.errors import ParseError
from ingest.lang import get_language
from ingest.parsers._glossary_language import GlossaryLanguage, LostSymbolHeadword
from ingest.parsers._glossary_references import References, parse_reference_line, reference_keyword
from ingest.records import Boilerplate, BoilerplateName, Record, Term

__all__ = ["GlossaryLanguage", "LostSymbolHeadword", "parse_glossary"]


@dataclass
class _Entry:
    first: int
    headword: str | None  # None: the headword line vanished (the entry starts with its definition)
    outdated: bool = False
    body: list[int] = field(default_factory=list)  # line numbers of definition and reference lines

    @property
    def last(self) -> int:
        return self.body[-1] if self.body else self.first


@dataclass
class _Plain:
    first: int
    last: int
    name: BoilerplateName


def parse_glossary(document: Document) -> list[Record]:
    """Every record of a glossary, in document order (the Source record is the pipeline's)."""
    lang = get_language(document.meta.lang).data_for(document.meta.kind)
    if not isinstance(lang, GlossaryLanguage):
        raise ParseError(document.meta.file, 1, f"GlossaryLanguage data for language {document.meta.lang!r}", type(lang).__name__)
    blocks = _segment(document, lang)
    headwords = {b.headword for b in blocks if isinstance(b, _Entry) and b.headword}
    return [_emit(document, lang, b, headwords) for b in blocks]


# -- line shapes ----------------------------------------------------------------------------


def split_outdated(lang: GlossaryLanguage, text: str) -> tuple[str, bool]:
    """ "Manabrand (veraltet)" → ("Manabrand", True)."""
    if text.endswith(lang.outdated_marker):
        return text[: -len(lang.outdated_marker)].rstrip(), True
    return text, False


def ends_sentence(lang: GlossaryLanguage, text: str) -> bool:
    return bool(text) and text[-1] in lang.sentence_ends


def is_headword(lang: GlossaryLanguage, text: str) -> bool:
    """Could ``text`` be a headword line? Short, not starting in lower case, and not closing a
    sentence — unless it ends in an ellipsis ("Immer wenn...")."""
    word, _ = split_outdated(lang, text)
    if word[:1].islower() or len(word.split()) > lang.headword_max_words:
        return False
    for ellipsis in lang.ellipses:
        if word.endswith(ellipsis):
            stem = word[: -len(ellipsis)]
            return not any(ch in lang.sentence_ends for ch in stem)
    return not ends_sentence(lang, word)


def is_debris(lang: GlossaryLanguage, text: str) -> bool:
    return bool(text) and all(ch in lang.debris_chars or ch.isspace() for ch in text)


# -- segmentation ---------------------------------------------------------------------------


def _segment(doc: Document, lang: GlossaryLanguage) -> list[_Entry | _Plain]:
    numbers = doc.nonblank_numbers()
    blocks: list[_Entry | _Plain] = []
    i = 0
    while i < len(numbers) and lang.matches("preamble_patterns", doc.line(numbers[i]).strip()):
        i += 1
    if i:
        blocks.append(_Plain(numbers[0], numbers[i - 1], BoilerplateName.PREAMBLE))
    entry: _Entry | None = None
    for n in numbers[i:]:
        text = doc.line(n).strip()
        if is_debris(lang, text) or lang.matches("legal_patterns", text):
            _close(doc, entry)
            entry = None
            name = BoilerplateName.TABLE_DEBRIS if is_debris(lang, text) else BoilerplateName.LEGAL
            blocks.append(_Plain(n, n, name))
            continue
        if entry is not None and not entry.body:
            entry.body.append(n)  # the line after a headword is its definition, whatever it looks like
            continue
        # A new entry may start only where the previous line closed a sentence.
        at_boundary = entry is None or ends_sentence(lang, doc.line(entry.last).strip())
        if at_boundary and is_headword(lang, text):
            _close(doc, entry)
            word, outdated = split_outdated(lang, text)
            entry = _Entry(n, word, outdated)
            blocks.append(entry)
        elif at_boundary and lang.matches("headless_entry_patterns", text):
            _close(doc, entry)
            entry = _Entry(n, None, body=[n])
            blocks.append(entry)
        elif entry is None:
            expected = "a glossary headword (a short line without closing punctuation)"
            if blocks and isinstance(blocks[-1], _Plain) and blocks[-1].name is not BoilerplateName.PREAMBLE:
                expected += f" after the {blocks[-1].name.value} line {blocks[-1].last}"
            raise ParseError(doc.meta.file, n, expected, text)
        else:
            entry.body.append(n)
    _close(doc, entry)
    return blocks


def _close(doc: Document, entry: _Entry | None) -> None:
    if entry is not None and not entry.body:
        raise ParseError(doc.meta.file, entry.first, f"a definition after the headword {entry.headword!r}", None)


# -- records --------------------------------------------------------------------------------


def _emit(doc: Document, lang: GlossaryLanguage, b: _Entry | _Plain, headwords: set[str]) -> Record:
    if isinstance(b, _Plain):
        return doc.record(Boilerplate, b.first, b.last, name=b.name)
    refs = References()
    prose: list[str] = []
    for n in b.body:
        text = doc.line(n).strip()
        if reference_keyword(lang, text) is not None:
            parse_reference_line(lang, text, headwords, refs)
        else:
            prose.append(text)
    printed = "" if b.headword is None else b.headword
    body = [doc.line(n).strip() for n in b.body]
    reconstructed = None
    if b.headword is None or lang.matches("damaged_headword_patterns", printed):
        reconstructed = lang.reconstruct(printed, "\n".join(body))
    head = [] if b.headword is None else [doc.line(b.first).strip()]
    # One sentence, bullet or reference line per text line; wrapped lines are joined.
    join = get_language(doc.meta.lang).join_lines
    return doc.record(
        Term,
        b.first,
        b.last,
        text="\n".join(head + _paragraphs(lang, join, body)),
        headword=printed,
        headword_reconstructed=reconstructed,
        definition="\n".join(_paragraphs(lang, join, prose)),
        # A redirect naming several places ("Siehe Kartentyp, Obertyp, …") points at the first;
        # the others are listed with the see-also targets.
        see_also=refs.redirect[1:] + refs.see_also,
        compare=refs.compare,
        redirect=refs.redirect[0] if refs.redirect else None,
        outdated=b.outdated,
    )


def _paragraphs(lang: GlossaryLanguage, join, lines: list[str]) -> list[str]:
    """Lines → paragraphs: a line continues the one before when that one left a sentence open."""
    out: list[str] = []
    for text in lines:
        if out and not ends_sentence(lang, out[-1]):
            out[-1] = join([out[-1], text])
        else:
            out.append(text)
    return out
