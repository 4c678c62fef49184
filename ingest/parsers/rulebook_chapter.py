"""Rulebook chapter parser (e.g. the German basic rulebook's "Die Kartentypen").

Shape, as PDF extraction leaves it: an optional chapter title line; section headings (short
lines, maybe numbered "3) Hexereien"); paragraphs of one printed line each, some broken where
an inline mana symbol was lost or a page ended; lists introduced by a line ending in ":";
sidebar boxes ("-Title", then table debris "| |  |", the box text, then "|" lines that close
the box); numbered example steps ("1) |" + the step on the next line).

Records: one ``RulebookPassage`` per paragraph (wrapped lines joined; a list belongs to the
paragraph that introduces it; an example sentence ("Zum Beispiel …", "So könnt ihr …") and
numbered example steps belong to the paragraph they illustrate, each part on its own line of the
text, so a search hit shows rule and example together; a worked example that asks its own
question ("Was wäre passiert, wenn …?" + steps) is a passage of its own);
headings and box titles are ``Boilerplate`` section-title and name the passages below them;
table debris, page numbers and legal lines are ``Boilerplate`` too. All words come from the
language's ``RulebookChapterLanguage`` (``ingest/lang/<code>/rulebook.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ingest.document import Document
from ingest.errors import ParseError
from ingest.lang import get_language
from ingest.parsers._rulebook_language import RulebookChapterLanguage
from ingest.records import Boilerplate, BoilerplateName, Record, RulebookPassage

__all__ = ["RulebookChapterLanguage", "parse_rulebook_chapter"]

# Line styles of list items: a list goes on while its lines keep the style of its first item.
NUMBERED, BULLET, LOWER, SHORT, SENTENCE = "numbered", "bullet", "lower", "short", "sentence"


def parse_rulebook_chapter(document: Document) -> list[Record]:
    """Every record of a rulebook chapter, in document order (the Source record is the pipeline's)."""
    lang = get_language(document.meta.lang).data_for(document.meta.kind)
    if not isinstance(lang, RulebookChapterLanguage):
        raise ParseError(
            document.meta.file, 1, f"RulebookChapterLanguage data for language {document.meta.lang!r}", type(lang).__name__
        )
    return _ChapterParser(document, lang).run()


@dataclass
class _Passage:
    first: int
    last: int
    heading: str | None
    segments: list[list[str]]  # one per paragraph part: the intro, each list item, an example
    last_text: str  # the last printed line (cleaned), to judge whether the next one continues it
    list_style: str | None = None  # None: no list; "": an intro awaits its first item
    number: int = 0  # the last step number of a numbered list
    awaiting_step: bool = False  # a "1) |" marker whose step text is on the next line


@dataclass
class _ChapterParser:
    doc: Document
    lang: RulebookChapterLanguage
    records: list[Record] = field(default_factory=list)
    passage: _Passage | None = None
    pending: list[tuple[int, BoilerplateName]] = field(default_factory=list)  # debris since the last text
    blank_since_text: bool = False
    section: str | None = None
    box: str | None = None
    box_has_text: bool = False
    seen_text: bool = False

    def __post_init__(self) -> None:
        self.numbers = self.doc.nonblank_numbers()
        self.joiner = get_language(self.doc.meta.lang).line_joiner

    # -- line shapes ------------------------------------------------------------------------

    def _is_debris(self, text: str) -> bool:
        return all(c in self.lang.debris_chars or c.isspace() for c in text)

    def _clean(self, text: str) -> str:
        """The printed text without the debris glued to its ends ("| Ihr könnt …", "1) |")."""
        chars = self.lang.debris_chars + " \t"
        return text.strip().lstrip(chars).rstrip(chars)

    def _matches(self, name: str, text: str) -> bool:
        return any(p.search(text) for p in self.lang.patterns(name))

    def _numbered(self, text: str) -> tuple[int, str] | None:
        m = self.lang.patterns("numbered_pattern")[0].match(text)
        return (int(m.group(1)), text[m.end() :].strip()) if m else None

    def _bullet(self, text: str) -> str | None:
        return next((b for b in self.lang.bullets if text.startswith(b)), None)

    def _tail(self, text: str) -> str:
        return text.rstrip(self.lang.closers + " ")

    def _ends_sentence(self, text: str) -> bool:
        tail = self._tail(text)
        return bool(tail) and tail[-1] in self.lang.sentence_ends

    def _starts_continuation(self, text: str) -> bool:
        return text[0].islower() or text[0] in self.lang.continuation_starts

    def _last_word(self, text: str) -> str:
        words = self._tail(text).split()
        return words[-1].casefold() if words else ""

    def _style(self, text: str) -> str:
        if self._numbered(text):
            return NUMBERED
        if self._bullet(text):
            return BULLET
        if text[0].islower():
            return LOWER
        if len(text.split()) <= self.lang.heading_max_words and not self._ends_sentence(text):
            return SHORT
        return SENTENCE

    def _heading_text(self, text: str, next_text: str | None, max_words: int | None = None) -> str | None:
        """``text`` without its numbering when it has the shape of a heading, else None."""
        numbered = self._numbered(text)
        title = numbered[1] if numbered else text
        tail = self._tail(title)
        if (
            not title
            or not tail
            or len(title.split()) > (max_words or self.lang.heading_max_words)
            or tail[-1] in self.lang.heading_forbidden_ends
            or self._last_word(title) in self.lang.dangling_words
            or not any(c.isalpha() for c in title)
        ):
            return None
        if max_words is None and not (title[0].isupper() or title[0] in "„\"'«»["):
            return None
        # A short line whose next line continues mid-sentence is a paragraph cut in two.
        if next_text is not None and self._starts_continuation(self._clean(next_text) or next_text):
            return None
        return title

    def _box_title(self, i: int) -> str | None:
        """A box title: a mark glued to a short title, the box's table debris on the next line."""
        text, marks = self.doc.line(self.numbers[i]).strip(), self.lang.box_title_marks
        if len(text) < 2 or text[0] not in marks or text[1].isspace() or text[1] in marks:
            return None
        nxt = self._next_text(i)
        if nxt is None or nxt[0] not in self.lang.debris_chars:
            return None
        return self._heading_text(text[1:], None, self.lang.box_title_max_words)

    def _next_text(self, i: int) -> str | None:
        return self.doc.line(self.numbers[i + 1]).strip() if i + 1 < len(self.numbers) else None

    def _next_prose(self, i: int) -> str | None:
        """The next line with words, past page numbers and table debris (a page break may fall
        between a paragraph's first words and the rest: "Wer aus einer leeren Bibliothek" / "14" / "ziehen …")."""
        for n in self.numbers[i + 1 :]:
            text = self.doc.line(n).strip()
            if not (self._is_debris(text) or self._matches("page_number_patterns", text)):
                return text
        return None

    def _is_chapter_title(self, text: str) -> bool:
        def norm(s: str) -> str:
            return " ".join(s.split()).casefold()

        return not self.seen_text and norm(text) == norm(self.doc.meta.title)

    # -- reading ----------------------------------------------------------------------------

    def run(self) -> list[Record]:
        for i, n in enumerate(self.numbers):
            self._step(i, n)
        self._close()
        self._flush()
        return self.records

    def _step(self, i: int, n: int) -> None:
        raw = self.doc.line(n)
        text = raw.strip()
        if n > 1 and self.doc.is_blank(n - 1):
            self.blank_since_text = True
        if self._matches("legal_patterns", text):
            self._close()
            self._flush()
            self._plain(n, BoilerplateName.LEGAL)
            return
        if self._matches("page_number_patterns", text):
            self.pending.append((n, BoilerplateName.FOOTER))
            return
        if self._is_debris(text):
            self.pending.append((n, BoilerplateName.TABLE_DEBRIS))
            return
        if (title := self._box_title(i)) is not None:
            self._close()
            self._flush()
            self._plain(n, BoilerplateName.SECTION_TITLE)
            self.box, self.box_has_text = title, False
            return
        text = self._clean(raw)
        if self._is_chapter_title(text):
            self._flush()
            self._plain(n, BoilerplateName.PREAMBLE)
            self.seen_text = True
            return
        self.seen_text = True
        if self.passage is not None and self._extend(self.passage, n, text):
            return
        self._close()
        self._flush()
        # Inside a box (until its closing debris) only a numbered section heading is a heading:
        # a box's short definition lines ("Widerstandskraft – so viel …") are its text.
        if (self.box is None or self._numbered(text)) and (heading := self._heading_text(text, self._next_prose(i))) is not None:
            self._plain(n, BoilerplateName.SECTION_TITLE)
            self.section, self.box = heading, None  # a section heading ends any box
            return
        style = self._style(text)
        self.passage = _Passage(
            n,
            n,
            self.box if self.box is not None else self.section,
            [[text]],
            text,
            list_style=style if style in (NUMBERED, BULLET) else None,
        )
        if style == NUMBERED:
            self._start_step(self.passage, text)
        self.box_has_text = self.box_has_text or self.box is not None
        self._after_line(self.passage)

    def _extend(self, p: _Passage, n: int, text: str) -> bool:
        """Add line ``n`` to the open passage when it belongs there; False when it starts anew."""
        adjacent = not self.pending and not self.blank_since_text
        style = self._style(text)
        if p.awaiting_step:  # the step text of a "1) |" marker
            how = "wrap"
        elif adjacent and text.startswith(self.lang.example_openers):
            how = "part"
        elif self._starts_continuation(text):
            # Lowercase lines after a list intro are its items ("wenn ihr am Zug seid, …").
            how = "part" if p.list_style in ("", LOWER) and style == LOWER else "wrap"
            if p.list_style == "" and style == LOWER:
                p.list_style = LOWER
        elif p.list_style == "":  # an intro ending in ":" takes its first item
            if not self._first_item(text, style):
                return False
            p.list_style, how = style, "part"
        elif p.list_style is not None:  # further items of the same style
            if not self._next_item(p, text, style):
                return False
            how = "part"
        elif style == NUMBERED and self._numbered(text)[0] == 1 and self._heading_text(text, None) is None:
            p.list_style, how = NUMBERED, "part"  # steps that follow the paragraph they illustrate
        elif style == BULLET:
            p.list_style, how = BULLET, "part"
        elif adjacent and not self._ends_sentence(p.last_text) and self._heading_text(text, None) is None:
            how = "wrap"  # a paragraph broken where an inline symbol was lost ("Fast alles in" / "Magic …")
        else:
            return False
        p.last, p.last_text = n, text
        self.pending.clear()  # debris inside a passage belongs to it
        self.blank_since_text = False
        if how == "wrap":
            p.segments[-1].append(text)
            p.awaiting_step = False
        else:
            p.segments.append([text])
            if style == NUMBERED:
                self._start_step(p, text)
        self._after_line(p)
        return True

    def _first_item(self, text: str, style: str) -> bool:
        if style == SENTENCE:
            return not self._ends_list_of_sentences(text)
        if style == NUMBERED:
            return self._numbered(text)[0] == 1
        return style != SHORT or not self.blank_since_text

    def _next_item(self, p: _Passage, text: str, style: str) -> bool:
        if style != p.list_style:
            return False
        if style == NUMBERED:
            return self._numbered(text)[0] == p.number + 1
        if style == BULLET:
            return True
        if self.blank_since_text:
            return False
        return style != SENTENCE or not self._ends_list_of_sentences(text)

    def _ends_list_of_sentences(self, text: str) -> bool:
        """A new intro ("Für Hexereien gilt:") or a connective ("Und dann …") ends a list of statements."""
        return self._tail(text)[-1:] in self.lang.list_intro_ends or text.startswith(self.lang.prose_openers)

    def _start_step(self, p: _Passage, text: str) -> None:
        number, rest = self._numbered(text)
        p.number = number
        p.awaiting_step = not rest

    def _after_line(self, p: _Passage) -> None:
        if p.list_style is None and self._tail(p.last_text)[-1:] in self.lang.list_intro_ends:
            p.list_style = ""

    # -- records ----------------------------------------------------------------------------

    def _close(self) -> None:
        p, self.passage = self.passage, None
        if p is None:
            return
        text = "\n".join(self._join(parts) for parts in p.segments)
        self.records.append(
            self.doc.record(RulebookPassage, p.first, p.last, text=text, chapter=self.doc.meta.title, heading=p.heading)
        )

    def _flush(self) -> None:
        """Debris not inside a passage: one Boilerplate per run; table debris after box text closes the box."""
        run: list[tuple[int, BoilerplateName]] = []
        for item in [*self.pending, None]:
            if run and (item is None or item[1] != run[0][1]):
                self._plain(run[0][0], run[0][1], last=run[-1][0])
                run = []
            if item is not None:
                run.append(item)
        if self.box is not None and self.box_has_text and any(name is BoilerplateName.TABLE_DEBRIS for _, name in self.pending):
            self.box = None
        self.pending.clear()
        self.blank_since_text = False

    def _plain(self, first: int, name: BoilerplateName, last: int | None = None) -> None:
        self.records.append(self.doc.record(Boilerplate, first, last or first, name=name))

    def _join(self, parts: list[str]) -> str:
        """Join one paragraph's printed lines; a line-final hyphen either splits a word
        ("Manasym-" "bole"), joins a compound ("Nicht-" "Kreaturen") or elides one ("Tapp-" "oder")."""
        out = parts[0]
        for part in parts[1:]:
            if len(out) >= 2 and out.endswith("-") and out[-2].isalpha():
                first_word = part.split()[0].casefold()
                if first_word in self.lang.hyphen_keep_words:
                    out += " " + part
                elif part[0].islower():
                    out = out[:-1] + part
                else:
                    out += part
            else:
                out += self.joiner + part
        return out
