"""Card entries of release notes: where one starts and ends, its faces, and its Card record.

A card entry is a name line whose next non-blank line is a mana cost or a type line (lands and
planar cards have no cost), then cost, type line, power/toughness and the rules text. The text
runs until the first ruling bullet, the next card, a heading or a section title; it may be
indented, wrapped, and split by blank lines. Dashed lines are card text, not rulings, when they
are the modes after "Bestimme eines —" or a keyword line ("- Rückblende {3} {R} {G}").
A "//" or "//ADV//" line starts the next face of the same card.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from ingest.document import Document
from ingest.lang import get_language
from ingest.parsers._release_notes_language import ReleaseNotesLanguage
from ingest.parsers._release_notes_lines import (
    abilities,
    is_cost_line,
    is_keyword_line,
    is_power_toughness,
    normalize_cost,
    normalize_power_toughness,
)
from ingest.records import Card, CardFace


class TextView:
    """The document's lines with the shape questions parsers ask of them (1-based numbers)."""

    def __init__(self, document: Document, lang: ReleaseNotesLanguage):
        self.document, self.lang = document, lang
        self.count = len(document.lines)
        self._next: list[int | None] = [None] * (self.count + 2)
        following = None
        for n in range(self.count, 0, -1):
            self._next[n] = following
            if not document.is_blank(n):
                following = n
        self.first = following

    def text(self, n: int) -> str:
        return self.document.line(n)

    def next_nonblank(self, n: int) -> int | None:
        """The first non-blank line after ``n``."""
        return self._next[n] if n <= self.count else None

    def bullet(self, n: int) -> tuple[str, str] | None:
        return self.lang.split_bullet(self.text(n))

    def is_empty_bullet(self, n: int) -> bool:
        b = self.bullet(n)
        return b is not None and b[1] == ""

    def is_card_start(self, n: int) -> bool:
        """A name line: not itself cost, type, bullet, separator or title; next comes a cost or type line."""
        line = self.text(n)
        if (
            not line.strip()
            or self.bullet(n)
            or is_cost_line(line)
            or self.lang.is_type_line(line)
            or self.lang.face_kind(line)
            or self.lang.section_of(line)
            or self.lang.heading(line)
        ):
            return False
        following = self.next_nonblank(n)
        if following is None:
            return False
        nxt = self.text(following)
        return is_cost_line(nxt) or self.lang.is_type_line(nxt)

    def is_boundary(self, n: int) -> bool:
        """Lines that end whatever came before: titles, headings, links and legal paragraphs."""
        line = self.text(n)
        return bool(self.lang.section_of(line) or self.lang.heading(line) or self.lang.is_links(line) or self.lang.is_legal(line))


@dataclass
class FaceEntry:
    name: str
    cost: str | None = None
    type_line: str | None = None
    power_toughness: str | None = None
    text: list[tuple[str, str]] = field(default_factory=list)  # (role, text) per printed line


@dataclass
class CardEntry:
    first: int
    last: int
    faces: list[FaceEntry]


def scan_card(view: TextView, start: int) -> CardEntry:
    """The card entry whose name is on line ``start`` (``view.is_card_start(start)`` holds)."""
    lang = view.lang
    faces: list[FaceEntry] = []
    n: int | None = start
    last = start
    while n is not None:
        face = FaceEntry(name=view.text(n).strip())
        faces.append(face)
        last = n
        m = view.next_nonblank(n)
        if m is not None and is_cost_line(view.text(m)):
            face.cost, last, m = view.text(m).strip(), m, view.next_nonblank(m)
        if m is not None and lang.is_type_line(view.text(m)):
            face.type_line, last, m = view.text(m).strip(), m, view.next_nonblank(m)
        if m is not None and is_power_toughness(view.text(m)):
            face.power_toughness, last, m = view.text(m).strip(), m, view.next_nonblank(m)
        n = None
        in_modes = False  # after a mode intro or a mode line
        while m is not None:
            line = view.text(m)
            if lang.face_kind(line):
                last = m
                n = view.next_nonblank(m)  # the next face's name
                break
            role = _card_text_role(view, m, last, in_modes)
            if role is None:
                break
            text = line.strip()
            if role == "keyword":
                text = view.bullet(m)[1]
            face.text.append((role, text))
            in_modes = role == "mode" or (role == "text" and lang.is_mode_intro(text))
            last, m = m, view.next_nonblank(m)
    return CardEntry(first=start, last=last, faces=faces)


def _card_text_role(view: TextView, n: int, previous: int, in_modes: bool) -> str | None:
    """How line ``n`` belongs to the card text above it: "text", "mode", "keyword"; None = it doesn't."""
    if view.is_boundary(n) or view.is_card_start(n):
        return None
    bullet = view.bullet(n)
    if bullet is None:
        return "text"
    marker, text = bullet
    if not text:
        return None  # an empty bullet ends the card text
    if is_keyword_line(text, view.lang):
        return "keyword"  # "- Rückblende {3} {R} {G}": a keyword printed with a dash (modes are sentences)
    # Modes follow their intro (maybe after a blank line) and each other without blank lines;
    # the first bullet after a blank line that ends a mode list is a ruling.
    if in_modes and (view.lang.is_mode_intro(view.text(previous).strip()) or n == previous + 1):
        return "mode"
    return None


def card_record(
    document: Document,
    entry: CardEntry,
    lang: ReleaseNotesLanguage,
    *,
    section: str,
    subsection: str | None,
    mechanic: str | None,
) -> Card:
    """The Card record of ``entry``: card-level fields are those of the first face."""
    join: Callable[[list[str]], str] = get_language(document.meta.lang).join_lines
    faces = [
        CardFace(
            name=f.name,
            mana_cost=f.cost,
            mana_cost_normalized=normalize_cost(f.cost) if f.cost else None,
            type_line=f.type_line,
            power_toughness=normalize_power_toughness(f.power_toughness) if f.power_toughness else None,
            rules_text="\n".join(abilities(f.text, lang, join)),
        )
        for f in entry.faces
    ]
    split_mark = next((sep for sep, kind in lang.face_separators.items() if kind == "split"), None)
    if len(faces) > 1 and split_mark and f" {split_mark} " in faces[0].name:
        faces[0].name = faces[0].name.split(f" {split_mark} ")[0].strip()  # "Feigling // Killer" → "Feigling"
    main = faces[0]
    if subsection is None and main.type_line and lang.is_planar_type(main.type_line):
        subsection = lang.planar_subsection
    printed = "\n//\n".join(
        "\n".join(x for x in (f.name, f.mana_cost, f.type_line, f.power_toughness, f.rules_text) if x) for f in faces
    )
    return document.record(
        Card,
        entry.first,
        entry.last,
        text=printed,
        name=entry.faces[0].name,
        faces=faces,
        mana_cost=main.mana_cost,
        mana_cost_normalized=main.mana_cost_normalized,
        type_line=main.type_line,
        power_toughness=main.power_toughness,
        rules_text=main.rules_text,
        section=section,
        subsection=subsection,
        mechanic=mechanic,
    )
